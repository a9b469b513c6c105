// What a comparison reads of a run directory: each parameter point with its runs (runs.csv), its
// label and unit of work (summary.csv), and the stopping rules its runs were censored at
// (config.yaml, or summary.csv's column where a stop.* key is a sweep axis), and its place in the
// design (design.json: its configuration, problem point and instance). Read by column name.
#pragma once

#include <cstdint>
#include <filesystem>
#include <map>
#include <stdexcept>
#include <string>
#include <vector>

namespace nqga {

// What a comparison needs of one run: a row of runs.csv.
struct RunOutcome {
  int id = 0, replicate = 0;
  std::uint64_t seed = 0;  // runs of two points with one seed pair up (seeding: common)
  bool solved = false;     // solved, and the board validated
  double evaluations = 0, seconds = 0, generations = 0;
  double best_conflicts = 0;  // NaN for a run without a board (runs.csv's field is empty)
  bool exhausted = false;  // stop_reason exhausted: an exact search proved the instance unsolvable
};

// A parameter point and its runs.
struct PointRuns {
  std::string source;  // the run directory it came from
  std::string label;   // as in summary.csv: "n=16 ga.selection.method=tournament"
  int n = 0;
  // Its place in the design (run/design.hpp's DesignCell): what is compared, the problem point
  // it is compared at, and the instance (empty without instance axes). Without design.json (an
  // older run directory) the configuration is the label without n, the problem "n=<n>".
  std::string configuration, problem, instance;
  // What its `evaluations` column counts: the solver's measure of work when that is the column
  // (summary.csv's work: "conflict evaluations", "repair swaps"), else "evaluations".
  std::string evaluations_unit = "evaluations";
  // The stopping rules in effect (budget_keys() -> value as written); empty when the directory
  // has no config.yaml.
  std::map<std::string, std::string> budget;
  std::vector<RunOutcome> runs;
};

// The keys whose values censor a run: stop.max_evaluations, stop.max_generations,
// stop.time_limit_s. Runs stopped by different values of them are not compared.
const std::vector<std::string>& budget_keys();

// The words of a point's label other than "n=<n>": what the point is apart from the board size
// (empty when only n varies).
std::string label_without_n(const std::string& label, int n);

// A run directory that cannot be analysed (or an export that cannot be written); what() names
// the file (and line and column) and how to fix it.
struct AnalysisError : std::runtime_error {
  using std::runtime_error::runtime_error;
};

// The points of run directory `dir` in point order, each with the runs present (none for points
// not run yet). Throws AnalysisError, naming file and line, for a table that is not whole or a bad
// field, and for a directory of a later nqga (later_schema_refusal). O(rows).
std::vector<PointRuns> read_point_runs(const std::filesystem::path& dir);

}  // namespace nqga
