#include "ioh/ioh_export.hpp"

#include <algorithm>
#include <cctype>
#include <cmath>
#include <nlohmann/json.hpp>
#include <string_view>

#include "comparison/compare.hpp"
#include "results/read_results.hpp"
#include "run/csv.hpp"
#include "run/files.hpp"
#include "run/job_record.hpp"
#include "run/version.hpp"

namespace nqga {

namespace fs = std::filesystem;
using Json = nlohmann::ordered_json;

namespace {

constexpr const char* kFunctionFiles = "IOHprofiler_f1_NQueens.json";
constexpr const char* kDataFolder = "data_f1_NQueens";
// The oldest format version whose files IOHanalyzer reads this way (its DataSetList takes files
// of version >= 0.3.3 as IOHexperimenter's JSON-plus-.dat data).
constexpr const char* kFormatVersion = "0.3.3";

struct Scenario {
  int n = 0;
  std::string dat;  // the .dat file's text
  Json runs = Json::array();
};

struct Algorithm {
  std::string name;
  std::vector<Scenario> scenarios;
};

// A point's algorithm: its label without the word "n=...", or the run directory's name.
std::string algorithm_of(const PointRuns& point, const fs::path& dir) {
  const std::string name = label_without_n(point.label, point.n);
  if (!name.empty()) return name;
  fs::path folder = fs::absolute(dir).lexically_normal();
  return (folder.has_filename() ? folder : folder.parent_path()).filename().string();
}

// A folder name for an algorithm: letters, digits and . - _ = kept, anything else '_'.
std::string folder_of(const std::string& algorithm) {
  std::string folder = algorithm;
  for (char& c : folder) {
    if (!std::isalnum(static_cast<unsigned char>(c)) &&
        std::string_view(".-_=").find(c) == std::string_view::npos)
      c = '_';
  }
  return folder;
}

// The falls of the best conflicts in a per-generation log, at the ends of their generations: what
// a record of schema 1, which keeps no falls of its own, leaves to export. AnalysisError naming
// the file when a cell is not a number. O(rows).
std::vector<Improvement> falls_in_log(const fs::path& log, const Table& table) {
  const auto evaluations = static_cast<std::size_t>(table.column("evaluations")),
             best = static_cast<std::size_t>(table.column("best"));
  std::vector<Improvement> falls;
  for (const auto& row : table.rows) {
    std::int64_t e, y;
    try {
      e = std::stoll(row.at(evaluations));
      y = std::stoll(row.at(best));
    } catch (const std::logic_error&) {
      throw AnalysisError(log.string() + ": '" + row.at(evaluations) + "' or '" + row.at(best) +
                          "' is not a number; nothing was exported");
    }
    if (e >= 1 && (falls.empty() || y < falls.back().conflicts)) falls.push_back({e, y});
  }
  return falls;
}

// Appends one run's block to the scenario: a line per fall of the best conflicts, at the
// evaluation that made it (as its record keeps them; from its log for a record of schema 1),
// then the final evaluation count. False when the job has no per-generation log;
// AnalysisError when its record or log is damaged (cut short, edited), as read_job finds, so
// that no run is exported with a log that is not its own.
bool add_run(const fs::path& dir, const RunOutcome& run, Scenario& scenario) {
  const fs::path log = dir / "jobs" / (std::to_string(run.id) + ".gens.csv");
  if (!fs::exists(log)) return false;
  std::string damage;
  const std::optional<JobRecord> record = read_job(dir, run.id, &damage);
  Table table;
  try {
    if (record) table = read_table(log.string());
  } catch (const TableError& e) {
    damage = e.what();
  }
  if (!record || !damage.empty()) {
    throw AnalysisError((damage.empty() ? log.string() + ": its job has no record" : damage) +
                        "; nothing was exported. Run the experiment again with --out " +
                        dir.string() + " to run the job again");
  }
  if (table.rows.empty() || table.column("evaluations") < 0 || table.column("best") < 0) {
    return false;
  }
  const std::vector<Improvement> falls =
      record->result.improvements.empty() ? falls_in_log(log, table) : record->result.improvements;
  if (falls.empty()) return false;
  std::string block = "evaluations raw_y\n";
  for (const Improvement& fall : falls) {
    block += std::to_string(fall.evaluation) + " " + std::to_string(fall.conflicts) + "\n";
  }
  const Improvement best = falls.back();
  if (run.evaluations > static_cast<double>(best.evaluation)) {
    block += csv_number(run.evaluations) + " " + std::to_string(best.conflicts) + "\n";
  }
  Json x = Json::array();
  for (Column c : record->result.board) x.push_back(c + 1);  // 1-based, as in nqga's board files
  scenario.dat += block;
  scenario.runs.push_back(
      {{"instance", 1},
       {"evals", static_cast<std::int64_t>(run.evaluations)},
       {"best", {{"evals", best.evaluation}, {"y", best.conflicts}, {"x", x}}}});
  return true;
}

// Adds a point's runs (by replicate) to its algorithm's scenario for its n; returns how many had
// a log.
int add_point(const fs::path& dir, const PointRuns& point, std::vector<Algorithm>& algorithms) {
  const std::string name = algorithm_of(point, dir);
  auto algorithm = std::find_if(algorithms.begin(), algorithms.end(),
                                [&](const Algorithm& a) { return a.name == name; });
  if (algorithm == algorithms.end()) algorithm = algorithms.insert(algorithms.end(), {name, {}});
  auto scenario = std::find_if(algorithm->scenarios.begin(), algorithm->scenarios.end(),
                               [&](const Scenario& s) { return s.n == point.n; });
  if (scenario == algorithm->scenarios.end()) {
    scenario = algorithm->scenarios.insert(algorithm->scenarios.end(), Scenario{});
    scenario->n = point.n;
  }
  std::vector<RunOutcome> runs = point.runs;
  std::sort(runs.begin(), runs.end(),
            [](const RunOutcome& x, const RunOutcome& y) { return x.replicate < y.replicate; });
  int added = 0;
  for (const RunOutcome& run : runs) added += add_run(dir, run, *scenario);
  return added;
}

Json function_file(const Algorithm& algorithm, const fs::path& dir) {
  Json scenarios = Json::array();
  for (const Scenario& scenario : algorithm.scenarios) {
    scenarios.push_back({{"dimension", scenario.n},
                         {"path", std::string(kDataFolder) + "/IOHprofiler_f1_DIM" +
                                      std::to_string(scenario.n) + ".dat"},
                         {"runs", scenario.runs}});
  }
  return {{"version", kFormatVersion},
          {"suite", "nqga"},
          {"function_id", 1},
          {"function_name", "NQueens"},
          {"maximization", false},
          {"algorithm",
           {{"name", algorithm.name},
            {"info", std::string("nqga ") + kVersion + ", run directory " + dir.string()}}},
          {"attributes", {"evaluations", "raw_y"}},
          {"scenarios", scenarios}};
}

void write_algorithms(const std::vector<Algorithm>& algorithms, const fs::path& dir,
                      const fs::path& folder) {
  for (const Algorithm& algorithm : algorithms) {
    const fs::path home = folder / folder_of(algorithm.name);
    fs::create_directories(home / kDataFolder);
    write_file_atomically(home / kFunctionFiles, function_file(algorithm, dir).dump() + "\n");
    for (const Scenario& scenario : algorithm.scenarios) {
      write_file_atomically(
          home / kDataFolder / ("IOHprofiler_f1_DIM" + std::to_string(scenario.n) + ".dat"),
          scenario.dat);
    }
  }
}

}  // namespace

IohExport export_ioh(const fs::path& dir, const fs::path& out_dir) {
  fs::path out = out_dir.lexically_normal();
  if (!out.has_filename()) out = out.parent_path();  // "D/"
  if (out.empty() || out == "." || out == "..") {
    throw AnalysisError("--out '" + out_dir.string() + "' names no new folder; give one");
  }
  if (fs::exists(out)) {
    throw AnalysisError(out.string() +
                        " exists; give --out a new folder (IOHanalyzer reads every .json file "
                        "below it, so older files would mix in)");
  }
  IohExport report;
  std::vector<Algorithm> algorithms;
  for (const PointRuns& point : point_runs(read_results(dir))) {
    if (point.runs.empty()) continue;
    const int added = add_point(dir, point, algorithms);
    report.runs += added;
    if (added < static_cast<int>(point.runs.size())) {
      report.notes.push_back("left out " + std::to_string(point.runs.size() - added) + " of " +
                             std::to_string(point.runs.size()) + " runs of " + point.label +
                             ": no per-generation log (only the GA and memetic solvers write one)");
    }
  }
  for (Algorithm& algorithm : algorithms) {
    std::erase_if(algorithm.scenarios, [](const Scenario& s) { return s.runs.empty(); });
    report.scenarios += static_cast<int>(algorithm.scenarios.size());
  }
  std::erase_if(algorithms, [](const Algorithm& a) { return a.scenarios.empty(); });
  report.algorithms = static_cast<int>(algorithms.size());
  if (report.runs == 0) {
    throw AnalysisError(dir.string() +
                        " has no run with a per-generation log to export (only the GA and "
                        "memetic solvers write one)");
  }
  if (out.has_parent_path()) fs::create_directories(out.parent_path());
  const fs::path staging = temporary_path(out);
  try {
    fs::remove_all(staging);
    write_algorithms(algorithms, dir, staging);
    fs::rename(staging, out);
  } catch (...) {  // a full disk, a folder made meanwhile: no half-written folder stays
    std::error_code error;
    fs::remove_all(staging, error);
    throw;
  }
  return report;
}

}  // namespace nqga
