// `nqga report DIR --baseline OLD`: each point of DIR against the point of OLD with its label,
// by compare_matched_points (comparison/compare.hpp: the rank test, Holm over all matched pairs,
// A12), as criterion.rs marks a benchmark that changed against its saved baseline.
#pragma once

#include <filesystem>
#include <map>
#include <string>
#include <vector>

#include "comparison/compare.hpp"

namespace nqga {

constexpr double kReportAlpha = 0.05;  // the level of every mark on the page

struct BaselineChange {
  double p_holm = 1, a12 = 0.5;  // A12: the probability that a run of DIR beats one of OLD
  std::string effect;            // effect_label(a12)
  bool significant = false;      // p_holm < kReportAlpha
};

struct Baseline {
  std::filesystem::path old;
  std::map<std::string, BaselineChange> changes;  // by DIR's point label; matched points only
  std::vector<std::string> notes;                 // unmatched points, pairs not compared
};

// Reads OLD's points and compares; throws AnalysisError when OLD is not a run directory.
Baseline compare_with_baseline(const std::vector<PointRuns>& points,
                               const std::filesystem::path& old);

// The cell of a point's row: "better"/"worse" with p and A12, "no change", or "–" unmatched.
std::string baseline_cell(const Baseline& baseline, const std::string& label);

}  // namespace nqga
