#include "report/report_inputs.hpp"

#include <cmath>

#include "run/files.hpp"

namespace nqga {

namespace fs = std::filesystem;

namespace {

Table required_table(const fs::path& dir, const char* name) {
  const fs::path file = dir / name;
  if (!fs::exists(file)) {
    throw AnalysisError(file.string() + " is missing; run `nqga summarize " + dir.string() +
                        "` first if this is a run directory");
  }
  try {
    return read_table(file.string());
  } catch (const std::runtime_error& e) {
    throw AnalysisError(std::string(e.what()) + "; run `nqga summarize " + dir.string() +
                        "` to rewrite it");
  }
}

// design.json, or nothing where it is absent or damaged (the report then says less, not wrong).
std::optional<Design> design_of(const fs::path& dir) {
  const fs::path file = dir / "design.json";
  if (!fs::exists(file)) return std::nullopt;
  try {
    return parse_design(read_text(file), file.string());
  } catch (const std::runtime_error&) {
    return std::nullopt;
  }
}

}  // namespace

ReportInputs read_report_inputs(const fs::path& dir) {
  ReportInputs inputs;
  inputs.dir = dir;
  inputs.summary = required_table(dir, "summary.csv");
  inputs.runs = required_table(dir, "runs.csv");
  inputs.points = read_point_runs(dir);
  inputs.comparison = compare_points(inputs.points, Metric::kEvaluations);
  inputs.design = design_of(dir);
  return inputs;
}

const PointResult* compared_point(const Comparison& comparison, const std::string& label) {
  for (const PointResult& point : comparison.points) {
    if (point.label == label) return &point;
  }
  return nullptr;
}

}  // namespace nqga
