#include "run/job_record.hpp"

#include <fstream>
#include <nlohmann/json.hpp>

#include "run/csv.hpp"
#include "run/files.hpp"

namespace nqga {

namespace fs = std::filesystem;
using nlohmann::json;

namespace {

constexpr int kJobSchema = 1;

fs::path job_path(const fs::path& run_dir, int id, const char* suffix) {
  return run_dir / "jobs" / (std::to_string(id) + suffix);
}

json record_json(const JobRecord& r) {
  const RunResult& run = r.result;
  json board = json::array();
  for (Column c : run.board) board.push_back(c + 1);
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
          {"best_conflicts", run.best_conflicts},
          {"solutions", run.solutions},
          {"seconds", run.seconds},
          {"validated", r.validated},
          {"validation", r.validation},
          {"symmetry_class", r.symmetry_class},
          {"board", std::move(board)}};
  if (!run.method.empty()) j["method"] = run.method;  // only where the solver chose one
  return j;
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
  j.at("best_conflicts").get_to(run.best_conflicts);
  j.at("solutions").get_to(run.solutions);
  j.at("seconds").get_to(run.seconds);
  run.method = j.value("method", "");
  j.at("validated").get_to(r.validated);
  j.at("validation").get_to(r.validation);
  j.at("symmetry_class").get_to(r.symmetry_class);
  for (int c : j.at("board")) run.board.push_back(c - 1);
  return r;
}

}  // namespace

fs::path job_log_path(const fs::path& run_dir, int id) { return job_path(run_dir, id, ".gens.csv"); }

std::string generations_csv(const std::vector<GenerationRecord>& log) {
  std::string csv = "generation,evaluations,best,mean,std,worst,diversity,seconds";
  const std::size_t islands = log.empty() ? 0 : log.front().island_best.size();
  for (std::size_t i = 1; i <= islands; ++i) {
    csv.append(",island_").append(std::to_string(i)).append("_best");
  }
  csv += "\n";
  for (const auto& g : log) {
    csv += std::to_string(g.generation) + "," + std::to_string(g.evaluations) + "," +
           std::to_string(g.best) + "," + csv_number(g.mean) + "," + csv_number(g.std) + "," +
           std::to_string(g.worst) + "," + csv_number(g.diversity) + "," + csv_number(g.seconds);
    for (const std::int64_t best : g.island_best) (csv += ',') += std::to_string(best);
    csv += "\n";
  }
  return csv;
}

void write_job(const fs::path& run_dir, const JobRecord& record) {
  // The log needs no rename of its own: it counts only once the record that follows it is in
  // place, and a job without its record is run again and its log rewritten.
  write_file(job_log_path(run_dir, record.id), generations_csv(record.result.log));
  write_file_atomically(job_path(run_dir, record.id, ".json"), record_json(record).dump() + "\n");
}

std::optional<JobRecord> read_job(const fs::path& run_dir, int id) {
  std::ifstream in(job_path(run_dir, id, ".json"));
  if (!in) return std::nullopt;
  try {
    const json j = json::parse(in);
    if (j.at("schema").get<int>() != kJobSchema) return std::nullopt;
    JobRecord r = record_of(j);
    const auto& board = r.result.board;
    if (r.id != id || (!board.empty() && static_cast<int>(board.size()) != r.n)) {
      return std::nullopt;
    }
    if (!fs::exists(job_log_path(run_dir, id))) return std::nullopt;
    return r;
  } catch (const json::exception&) {
    return std::nullopt;
  } catch (const std::invalid_argument&) {
    return std::nullopt;
  }
}

Curves curves_of(const std::vector<GenerationRecord>& log) {
  Curves curves;
  if (!log.empty()) curves.islands.resize(log.front().island_best.size());
  for (const auto& g : log) {
    curves.best.push_back(static_cast<double>(g.best));
    curves.mean.push_back(g.mean);
    for (std::size_t k = 0; k < curves.islands.size() && k < g.island_best.size(); ++k) {
      curves.islands[k].push_back(static_cast<double>(g.island_best[k]));
    }
  }
  return curves;
}

Curves read_curves(const fs::path& run_dir, int id) {
  const Table log = parse_table(read_text(job_log_path(run_dir, id)));
  Curves curves;
  while (log.column("island_" + std::to_string(curves.islands.size() + 1) + "_best") >= 0) {
    curves.islands.emplace_back();
  }
  try {
    for (const auto& row : log.rows) {
      curves.best.push_back(std::stod(log.at(row, "best")));
      curves.mean.push_back(std::stod(log.at(row, "mean")));
      for (std::size_t k = 0; k < curves.islands.size(); ++k) {
        curves.islands[k].push_back(
            std::stod(log.at(row, "island_" + std::to_string(k + 1) + "_best")));
      }
    }
  } catch (const std::logic_error&) {  // a missing column or a cell that is not a number
    return {};
  }
  return curves;
}

}  // namespace nqga
