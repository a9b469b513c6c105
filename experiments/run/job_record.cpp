#include "run/job_record.hpp"

#include <cmath>
#include <fstream>
#include <nlohmann/json.hpp>
#include <nqga/log_thinning.hpp>
#include <type_traits>
#include <utility>

#include "board.hpp"
#include "run/csv.hpp"
#include "run/files.hpp"
#include "run/version.hpp"

namespace nqga {

namespace fs = std::filesystem;
using nlohmann::json;

namespace {

// 2: the record's and its log's checksums. 3: its experiment's fingerprint, and best_conflicts
// null for a run without a board. Records of schema 1 and 2 are read as they were (without the
// fingerprint, a copy from another experiment is caught by its seed only).
constexpr int kJobSchema = 3;

std::string checksum_of(const std::string& text) { return "fnv1a64:" + fnv1a_hex(text); }

fs::path job_path(const fs::path& run_dir, int id, const char* suffix) {
  return run_dir / "jobs" / (std::to_string(id) + suffix);
}

// The record as its file holds it: the fields, the log's size and checksum, and last the
// checksum of all of them (of their compact JSON text, keys sorted).
json record_json(const JobRecord& r, const std::string& log) {
  const RunResult& run = r.result;
  json board = json::array();
  for (Column c : run.board) board.push_back(c + 1);
  json improvements = json::array();
  for (const Improvement& fall : run.improvements) {
    improvements.push_back({fall.evaluation, fall.conflicts});
  }
  json j = {{"schema", kJobSchema},
            {"id", r.id},
            {"point", r.point},
            {"replicate", r.replicate},
            {"seed", r.seed},
            {"n", r.n},
            {"solver", r.solver},
            {"solved", run.solved},
            {"stop_reason", std::string(to_string(run.stop_reason))},
            {"generations", run.generations},
            {"evaluations", run.evaluations},
            {"nodes", run.nodes},
            // A run without a board (an exact solver cut, a search exhausted) has no best
            // conflicts: null, never 0, which would read as solved.
            {"best_conflicts", run.board.empty() ? json(nullptr) : json(run.best_conflicts)},
            {"solutions", run.solutions},
            {"seconds", run.seconds},
            {"validated", r.validated},
            {"validation", r.validation},
            {"symmetry_class", r.symmetry_class},
            {"board", std::move(board)},
            {"improvements", std::move(improvements)},
            {"log_bytes", log.size()},
            {"log_checksum", checksum_of(log)},
            {"experiment", r.experiment}};
  if (!run.method.empty()) j["method"] = run.method;     // only where the solver chose one
  if (!run.timings.empty()) j["timings"] = run.timings;  // only where the search was repeated
  if (r.on_instance) j["on_instance"] = true;  // only on instances: plain records as before
  if (!r.instance.empty()) j["instance"] = r.instance;
  if (!r.operators.empty()) j["operators"] = r.operators;  // only where a piece names its source
  j["checksum"] = checksum_of(j.dump());
  return j;
}

// Throws std::runtime_error naming the file at fault when the record's checksum does not match
// its fields, or its log is missing or not the one it names. Removes the checksum from `j`.
void check_sums(json& j, const std::string& path, const std::optional<std::string>& log) {
  const std::string log_path = path.substr(0, path.size() - 5) + ".gens.csv";
  if (!log) throw std::runtime_error(log_path + ": missing, though its record names it");
  if (j.at("schema").get<int>() == 1 && !j.contains("checksum")) return;  // before checksums
  const std::string checksum = j.at("checksum").get<std::string>();
  j.erase("checksum");
  if (checksum != checksum_of(j.dump())) {
    throw std::runtime_error(path + ": its checksum does not match its fields (edited or damaged)");
  }
  const auto bytes = j.at("log_bytes").get<std::uint64_t>();
  if (log->size() != bytes) {
    throw std::runtime_error(log_path + ": " + std::to_string(log->size()) + " bytes where its " +
                             "record names " + std::to_string(bytes) + " (cut short or changed)");
  }
  if (checksum_of(*log) != j.at("log_checksum").get<std::string>()) {
    throw std::runtime_error(log_path +
                             ": its checksum does not match its record's (edited or "
                             "damaged)");
  }
}

// Throws std::invalid_argument when the record is not job `id`'s, or its board is not what it
// claims: a validated board must pass the O(n) check again, solved or (as reported) not. On an
// instance, which the record does not hold, an unsolved board need only be a permutation (it may
// solve n queens and take a blocked square).
void check_claims(const JobRecord& r, int id) {
  const Board& board = r.result.board;
  if (r.id != id) throw std::invalid_argument("it is job " + std::to_string(r.id) + "'s record");
  if (!board.empty() && static_cast<int>(board.size()) != r.n) {
    throw std::invalid_argument("its board has " + std::to_string(board.size()) +
                                " columns for n = " + std::to_string(r.n));
  }
  if (!r.validated || board.empty()) return;
  const BoardCheck check = check_board(board);
  const bool conflict = check.verdict == BoardCheck::Verdict::kDiagonalConflict;
  const bool holds = r.result.solved ? check.valid() : conflict || (r.on_instance && check.valid());
  if (!holds) {
    throw std::invalid_argument(
        "it says its board was validated, but " +
        (check.valid() ? std::string("it solves n queens") : check.describe(board)));
  }
}

// Throws json::exception for a missing or mistyped field, std::invalid_argument for an unknown
// stop reason.
JobRecord record_of(const json& j) {
  JobRecord r;
  j.at("id").get_to(r.id);
  j.at("point").get_to(r.point);
  j.at("replicate").get_to(r.replicate);
  j.at("seed").get_to(r.seed);
  j.at("n").get_to(r.n);
  j.at("solver").get_to(r.solver);
  RunResult& run = r.result;
  j.at("solved").get_to(run.solved);
  const auto reason = stop_reason_named(j.at("stop_reason").get<std::string>());
  if (!reason) throw std::invalid_argument("unknown stop reason");
  run.stop_reason = *reason;
  j.at("generations").get_to(run.generations);
  j.at("evaluations").get_to(run.evaluations);
  j.at("nodes").get_to(run.nodes);
  if (!j.at("best_conflicts").is_null()) j.at("best_conflicts").get_to(run.best_conflicts);
  j.at("solutions").get_to(run.solutions);
  j.at("seconds").get_to(run.seconds);
  run.method = j.value("method", "");
  if (j.contains("timings")) {
    j.at("timings").get_to(run.timings);
    for (const double t : run.timings) {
      if (!(t >= 0) || !std::isfinite(t)) throw std::invalid_argument("a timing that is no time");
    }
  }
  j.at("validated").get_to(r.validated);
  r.on_instance = j.value("on_instance", false);
  r.instance = j.value("instance", "");
  if (j.contains("operators")) j.at("operators").get_to(r.operators);
  j.at("validation").get_to(r.validation);
  j.at("symmetry_class").get_to(r.symmetry_class);
  if (j.at("schema").get<int>() >= 3) {
    j.at("experiment").get_to(r.experiment);
    if (r.experiment.empty()) throw std::invalid_argument("no experiment fingerprint");
  }
  for (int c : j.at("board")) run.board.push_back(c - 1);
  if (j.contains("improvements")) {  // absent in records of schema 1
    for (const json& fall : j.at("improvements")) {
      run.improvements.push_back({fall.at(0).get<std::int64_t>(), fall.at(1).get<std::int64_t>()});
    }
  }
  return r;
}

// Throws std::runtime_error naming the file when the record is not of the experiment and seed
// `bound` expects.
void check_binding(const JobRecord& r, const JobBinding& bound, const std::string& path) {
  if (!bound.experiment.empty() && !r.experiment.empty() && r.experiment != bound.experiment) {
    throw std::runtime_error(path + ": a record of another experiment (its fingerprint " +
                             r.experiment + ", this run directory's " + bound.experiment + ")");
  }
  if (r.seed != bound.seed) {
    throw std::runtime_error(path + ": a record of seed " + std::to_string(r.seed) +
                             ", where job " + std::to_string(r.id) +
                             " of this experiment has seed " + std::to_string(bound.seed) +
                             " (copied from another experiment)");
  }
}

}  // namespace

fs::path job_log_path(const fs::path& run_dir, int id) {
  return job_path(run_dir, id, ".gens.csv");
}

const std::vector<LogColumn>& generation_log_columns() {
  using G = GenerationRecord;
  static const std::vector<LogColumn> columns{
      {"generation", "generations", "the generation (0: the random first population)",
       &G::generation},
      {"evaluations", "evaluations", "conflict evaluations made so far", &G::evaluations},
      {"best", "conflicting pairs", "the population's best conflicts", &G::best},
      {"mean", "conflicting pairs", "their mean", &G::mean},
      {"std", "conflicting pairs", "their standard deviation", &G::std},
      {"worst", "conflicting pairs", "the worst conflicts", &G::worst},
      {"diversity", "", "the population's diversity (PopulationStats)", &G::diversity},
      {"seconds", "seconds", "wall time since the run started", &G::seconds}};
  return columns;
}

std::string island_column(std::size_t island) {
  return "island_" + std::to_string(island) + "_best";
}

std::string generations_csv(const std::vector<GenerationRecord>& log) {
  std::string csv;
  for (const LogColumn& column : generation_log_columns()) {
    csv.append(csv.empty() ? "" : ",").append(column.name);
  }
  const std::size_t islands = log.empty() ? 0 : log.front().island_best.size();
  for (std::size_t i = 1; i <= islands; ++i) {
    csv.append(",").append(island_column(i));
  }
  csv += "\n";
  for (const std::size_t row : logged_rows(log)) {
    const GenerationRecord& g = log[row];
    bool first = true;
    for (const LogColumn& column : generation_log_columns()) {
      if (!std::exchange(first, false)) csv += ',';
      std::visit(
          [&](auto member) {
            if constexpr (std::is_same_v<decltype(member), double GenerationRecord::*>) {
              csv += csv_number(g.*member);
            } else {
              csv += std::to_string(g.*member);
            }
          },
          column.value);
    }
    for (const std::int64_t best : g.island_best) (csv += ',') += std::to_string(best);
    csv += "\n";
  }
  return csv;
}

void write_job(const fs::path& run_dir, const JobRecord& record) {
  // The log needs no rename of its own: it counts only once the record that follows it is in
  // place, and a job without its record is run again and its log rewritten.
  const std::string log = generations_csv(record.result.log);
  write_file(job_log_path(run_dir, record.id), log);
  write_file_atomically(job_path(run_dir, record.id, ".json"),
                        record_json(record, log).dump() + "\n");
}

JobRecord job_record_of(const std::string& text, int id, const std::string& path,
                        const std::optional<std::string>& log, const JobBinding* bound) {
  try {
    json j = json::parse(text);
    const int schema = j.at("schema").get<int>();
    if (schema > kJobSchema) {
      throw LaterSchemaError(path + " is a job record of schema " + std::to_string(schema) +
                             ", written by a later nqga; this one (" + kVersion +
                             ") reads schema " + std::to_string(kJobSchema) +
                             " and older. Use a later nqga; nothing was changed");
    }
    if (schema < 1) throw std::invalid_argument("schema " + std::to_string(schema));
    check_sums(j, path, log);
    JobRecord r = record_of(j);
    check_claims(r, id);
    if (bound) check_binding(r, *bound, path);
    return r;
  } catch (const json::exception& e) {
    throw std::runtime_error(path + ": not a job record (" + e.what() + ")");
  } catch (const std::invalid_argument& e) {
    throw std::runtime_error(path + ": not a job record (" + e.what() + ")");
  }
}

std::optional<JobRecord> read_job(const fs::path& run_dir, int id, std::string* damage,
                                  const JobBinding* bound) {
  const fs::path path = job_path(run_dir, id, ".json"), log_path = job_log_path(run_dir, id);
  std::error_code error;
  if (!fs::exists(path, error)) return std::nullopt;
  std::optional<std::string> log;
  if (fs::exists(log_path, error)) log = read_text(log_path);
  try {
    return job_record_of(read_text(path), id, path.string(), log, bound);
  } catch (const LaterSchemaError&) {
    throw;
  } catch (const std::runtime_error& e) {
    if (damage) *damage = e.what();
    return std::nullopt;
  }
}

Curves curves_of(const std::vector<GenerationRecord>& log) {
  Curves curves;
  if (!log.empty()) curves.islands.resize(log.front().island_best.size());
  for (const std::size_t row : logged_rows(log)) {
    const GenerationRecord& g = log[row];
    curves.generations.push_back(g.generation);
    curves.best.push_back(static_cast<double>(g.best));
    curves.mean.push_back(g.mean);
    for (std::size_t k = 0; k < curves.islands.size() && k < g.island_best.size(); ++k) {
      curves.islands[k].push_back(static_cast<double>(g.island_best[k]));
    }
  }
  return curves;
}

Curves read_curves(const fs::path& run_dir, int id) {
  const fs::path path = job_log_path(run_dir, id);
  const Table log = parse_table(read_text(path), path.string());
  Curves curves;
  while (log.column(island_column(curves.islands.size() + 1)) >= 0) {
    curves.islands.emplace_back();
  }
  try {
    for (const auto& row : log.rows) {
      const std::int64_t generation = std::stoll(log.at(row, "generation"));
      if (generation < 0 ||
          (!curves.generations.empty() && generation <= curves.generations.back()))
        return {};
      curves.generations.push_back(generation);
      curves.best.push_back(std::stod(log.at(row, "best")));
      curves.mean.push_back(std::stod(log.at(row, "mean")));
      for (std::size_t k = 0; k < curves.islands.size(); ++k) {
        curves.islands[k].push_back(std::stod(log.at(row, island_column(k + 1))));
      }
    }
  } catch (const std::logic_error&) {  // a missing column or a cell that is not a number
    return {};
  }
  return curves;
}

}  // namespace nqga
