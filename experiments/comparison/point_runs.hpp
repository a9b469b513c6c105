// What a comparison reads of an experiment's results (results/results.hpp): each parameter point
// with its runs, its label and unit of work, the stopping rules its runs were censored at, and
// its place in the design (its configuration, problem point and instance).
#pragma once

#include <cstdint>
#include <map>
#include <string>
#include <vector>

#include "../results/analysis_error.hpp"

namespace nqga {

struct Results;  // results/results.hpp

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
  // it is compared at, and the instance (empty without instance axes).
  std::string configuration, problem, instance;
  // What its `evaluations` column counts: the solver's measure of work when that is the column
  // (summary.csv's work: "conflict evaluations", "repair swaps"), else "evaluations".
  std::string evaluations_unit = "evaluations";
  // The stopping rules in effect (budget_keys() -> value as written).
  std::map<std::string, std::string> budget;
  std::vector<RunOutcome> runs;
};

// The words of a point's label other than "n=<n>": what the point is apart from the board size
// (empty when only n varies).
std::string label_without_n(const std::string& label, int n);

// The points of `results` in point order, each with its runs present (none for points not run
// yet). O(runs).
std::vector<PointRuns> point_runs(const Results& results);

struct ResultPoint;  // results/results.hpp
// Point `point` of `results` described (label, place, unit, budget), without its runs.
PointRuns described_point(const Results& results, const ResultPoint& point);

}  // namespace nqga
