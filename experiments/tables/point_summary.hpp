// One row of summary.csv as a struct: what a parameter point's runs came to. Plain data, so that a
// program reading an experiment's summary (experiment/experiment.hpp) needs nothing else.
#pragma once

#include <cstddef>
#include <cstdint>
#include <string>

namespace nqga {

struct Spread {
  double median = 0, q25 = 0, q75 = 0;  // NaN when there are no values
};

struct PointSummary {
  int point = 0;
  std::string label;
  int n = 0;
  std::string solver;
  std::string work;  // the solver's measure of work, e.g. "conflict evaluations"; "" for none
  std::string work_column;  // the runs.csv column that holds it: "evaluations", "nodes" or ""
  bool seeded = true;       // the solver runs once per seed (false: deterministic, once per point)
  int jobs = 0, runs = 0, solved = 0, invalid = 0;  // jobs: in the sweep, runs: present
  double success_rate = 0;
  // Over the solved, valid runs. `work` is whichever of evaluations and nodes the solver counts.
  Spread generations, evaluations, nodes, work_spread, seconds;
  bool has_generations = false;  // some run reported generations
  // Expected running time (Auger and Hansen 2005): the work of all runs over the successes;
  // infinite without a success.
  double ert_evaluations = 0, ert_work = 0, ert_seconds = 0;
  // Solution-space coverage: distinct boards and classes found; totals for n <= exact_up_to.
  std::size_t distinct_solutions = 0, distinct_classes = 0;
  std::int64_t total_solutions = -1, total_classes = -1;  // -1: not known
};

}  // namespace nqga
