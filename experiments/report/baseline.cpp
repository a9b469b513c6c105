#include "report/baseline.hpp"

#include "report/html.hpp"

namespace nqga {

Baseline compare_with_baseline(const std::vector<PointRuns>& points,
                               const std::filesystem::path& old) {
  Baseline baseline;
  baseline.old = old;
  const Comparison comparison =
      compare_matched_points(points, read_point_runs(old), Metric::kEvaluations);
  for (const PairResult& pair : comparison.pairs) {
    BaselineChange& change = baseline.changes[comparison.points[pair.a].label];
    change.p_holm = pair.p_holm;
    change.a12 = pair.a12;
    change.effect = pair.effect;
    change.significant = pair.p_holm < kReportAlpha;
  }
  baseline.notes = comparison.notes;
  return baseline;
}

std::string baseline_cell(const Baseline& baseline, const std::string& label) {
  const auto it = baseline.changes.find(label);
  if (it == baseline.changes.end()) return "<td class=\"text\" data-sort=\"\">–</td>";
  const BaselineChange& change = it->second;
  const std::string numbers = "p=" + readable(change.p_holm) + ", A12=" + readable(change.a12);
  if (!change.significant) {
    return sort_cell(0, "no change <span class=\"ci\">(" + numbers + ")</span>", "text same");
  }
  const bool better = change.a12 > 0.5;
  return sort_cell(better ? 1 : -1,
                   std::string(better ? "better" : "worse") + " <span class=\"ci\">(" + numbers +
                       ", " + change.effect + ")</span>",
                   std::string("text ") + (better ? "better" : "worse") +
                       (change.effect == "medium" || change.effect == "large" ? "-strong" : ""));
}

}  // namespace nqga
