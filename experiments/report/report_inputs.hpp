// What the report reads of a run directory, once, for all its sections: the tables the run
// wrote (summary.csv, runs.csv, design.json), each point's runs (comparison/point_runs.hpp) and
// their comparison on evaluations (comparison/compare.hpp), computed as `nqga compare DIR` does.
#pragma once

#include <filesystem>
#include <optional>
#include <string>
#include <vector>

#include "comparison/compare.hpp"
#include "run/csv.hpp"
#include "run/design.hpp"

namespace nqga {

struct ReportInputs {
  std::filesystem::path dir;
  Table summary, runs;            // summary.csv and runs.csv
  std::vector<PointRuns> points;  // read_point_runs(dir)
  Comparison comparison;          // compare_points(points, evaluations)
  std::optional<Design> design;   // design.json; none in an older nqga's directory, or damaged
};

// Reads `dir`; throws AnalysisError naming the file when a table is missing or not whole.
ReportInputs read_report_inputs(const std::filesystem::path& dir);

// The comparison's result for the point of this label; nullptr when it took no part.
const PointResult* compared_point(const Comparison& comparison, const std::string& label);

}  // namespace nqga
