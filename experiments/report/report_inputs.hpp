// What the report reads of a run directory, once, for all its sections: the results model
// (results/read_results.hpp: the experiment and its bound job records, never a derived table),
// its tables as views, each point's runs and their comparison on evaluations, computed as `nqga
// compare DIR` does.
#pragma once

#include <filesystem>
#include <string>
#include <vector>

#include "comparison/compare.hpp"
#include "comparison/ranking.hpp"
#include "comparison/scaling.hpp"
#include "comparison/versus_exact.hpp"
#include "results/read_results.hpp"
#include "run/csv.hpp"

namespace nqga {

struct ReportInputs {
  std::filesystem::path dir;
  Results results;
  Table summary, runs;                 // summary.csv's and runs.csv's views of the results
  std::vector<PointRuns> points;       // point_runs(results)
  Comparison comparison;               // compare_points(points, evaluations)
  Ranking ranking;                     // rank_across_problems(comparison)
  VersusExact versus;                  // versus_exact(results): seeded against exact solvers
  std::vector<ScalingSeries> scaling;  // scaling(results): the laws of time against n
};

// Reads `dir`; throws AnalysisError naming the file and what to do when it is no run directory or
// its config does not load.
ReportInputs read_report_inputs(const std::filesystem::path& dir);

// The comparison's result for the point of this label; nullptr when it took no part.
const PointResult* compared_point(const Comparison& comparison, const std::string& label);

}  // namespace nqga
