// Tables built from the job records of a run directory: runs.csv and the per-point summary.
#pragma once

#include <string>
#include <vector>

#include "results.hpp"
#include "sweep.hpp"

namespace nqga {

// runs.csv: one row per job present, by id: id, point, replicate, the sweep axes, n, seed,
// solver, solved, stop_reason, generations, evaluations, seconds, best_conflicts, validated.
std::string runs_csv(const Sweep& sweep, const std::vector<JobRecord>& records);

struct PointSummary {
  int point = 0;
  std::string label;
  int jobs = 0, runs = 0, solved = 0, invalid = 0;  // jobs: expected, runs: present
  double success_rate = 0;
  // Medians over solved runs (NaN when none solved).
  double median_generations = 0, median_evaluations = 0, median_seconds = 0;
};

// Median of `values` (NaN when empty); sorts a copy. Linear interpolation between the middle two.
double median(std::vector<double> values);

std::vector<PointSummary> summarize_points(const Sweep& sweep,
                                           const std::vector<JobRecord>& records);

// The table `nqga run` prints: one line per point.
std::string summary_table(const std::vector<PointSummary>& points);

}  // namespace nqga
