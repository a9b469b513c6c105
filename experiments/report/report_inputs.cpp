#include "report/report_inputs.hpp"

#include "tables/summarize.hpp"

namespace nqga {

ReportInputs read_report_inputs(const std::filesystem::path& dir) {
  ReportInputs inputs;
  inputs.dir = dir;
  inputs.results = read_results(dir);
  inputs.summary = summary_table(inputs.results);
  inputs.runs = runs_table(inputs.results);
  inputs.points = point_runs(inputs.results);
  inputs.comparison = compare_points(inputs.points, Metric::kEvaluations);
  inputs.ranking = rank_across_problems(inputs.comparison);
  inputs.versus = versus_exact(inputs.results);
  inputs.scaling = scaling(inputs.results);
  return inputs;
}

const PointResult* compared_point(const Comparison& comparison, const std::string& label) {
  for (const PointResult& point : comparison.points) {
    if (point.label == label) return &point;
  }
  return nullptr;
}

}  // namespace nqga
