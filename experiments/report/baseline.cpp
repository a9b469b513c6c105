#include "report/baseline.hpp"

#include <algorithm>
#include <cmath>

#include "report/html.hpp"
#include "report/words.hpp"
#include "results/read_results.hpp"

namespace nqga {

namespace {

const PointRuns* point_labelled(const std::vector<PointRuns>& points, const std::string& label) {
  for (const PointRuns& point : points) {
    if (point.label == label) return &point;
  }
  return nullptr;
}

std::vector<Attempt> attempts_of(const PointRuns& point) {
  std::vector<Attempt> attempts;
  for (const RunOutcome& run : point.runs)
    attempts.push_back({metric_of(run, Metric::kEvaluations), run.solved});
  return attempts;
}

// The ERTs of the matched pair and their ratio's interval, seeded by the point's label.
void add_ratio(BaselineChange& change, const PointRuns& now, const PointRuns& before) {
  const auto a = attempts_of(before), b = attempts_of(now);
  change.unit = now.evaluations_unit;
  change.old_ert = expected_running_time(a);
  change.new_ert = expected_running_time(b);
  change.ratio = change.new_ert / change.old_ert;
  Rng rng(derive_seed(kBootstrapSeed, fnv1a(now.label)));
  change.ratio_interval = ert_ratio_interval(a, b, kBootstrapResamples, rng);
}

std::string ratio_text(const BaselineChange& change) {
  const Interval& r = change.ratio_interval;
  return "ERT " + prose_number(change.old_ert) + " → " + prose_number(change.new_ert) + " " +
         change.unit + ", ratio " + prose_number(change.ratio) +
         (std::isnan(r.low) ? "" : " [" + prose_number(r.low) + ", " + prose_number(r.high) + "]");
}

}  // namespace

Interval ert_ratio_interval(const std::vector<Attempt>& a, const std::vector<Attempt>& b,
                            int resamples, Rng& rng) {
  const double none = std::nan("");
  if (a.empty() || b.empty() || resamples < 1) return {none, none};
  std::vector<double> ratios;
  std::vector<Attempt> draw_a(a.size()), draw_b(b.size());
  for (int i = 0; i < resamples; ++i) {
    for (Attempt& run : draw_a) run = a[uniform_below(rng, a.size())];
    for (Attempt& run : draw_b) run = b[uniform_below(rng, b.size())];
    const double ratio = expected_running_time(draw_b) / expected_running_time(draw_a);
    if (!std::isnan(ratio)) ratios.push_back(ratio);
  }
  if (2 * ratios.size() < static_cast<std::size_t>(resamples)) return {none, none};
  std::sort(ratios.begin(), ratios.end());
  return {quantile(ratios, 0.025), quantile(ratios, 0.975)};
}

Baseline compare_with_baseline(const std::vector<PointRuns>& points,
                               const std::filesystem::path& dir, const std::filesystem::path& old) {
  Baseline baseline;
  baseline.old = old;
  const std::vector<PointRuns> old_points = point_runs(read_results(old));
  baseline.comparison = compare_matched_points(points, old_points, Metric::kEvaluations);
  const Comparison& comparison = baseline.comparison;
  for (const PairResult& pair : comparison.pairs) {
    const std::string& label = comparison.points[pair.a].label;
    BaselineChange& change = baseline.changes[label];
    change.p_holm = pair.p_holm;
    change.a12 = pair.a12;
    change.test = pair.test.name;
    change.effect = pair.effect;
    change.status = pair.evidence.status;
    const PointRuns *now = point_labelled(points, label),
                    *before = point_labelled(old_points, label);
    if (now && before) add_ratio(change, *now, *before);
  }
  baseline.notes = comparison.notes;
  baseline.config = directory_config_difference(old, dir);
  return baseline;
}

std::string baseline_cell(const Baseline& baseline, const std::string& label) {
  const auto it = baseline.changes.find(label);
  if (it == baseline.changes.end()) return "<td class=\"text\" data-sort=\"\">–</td>";
  const BaselineChange& change = it->second;
  const std::string numbers = ratio_text(change) + "; " + change.test + ", Holm p " +
                              prose_p(change.p_holm) + ", A12 " + readable(change.a12);
  if (change.status != ClaimStatus::kEstablished) {
    return sort_cell(0,
                     std::string(claim_status_name(change.status)) + " <span class=\"ci\">(" +
                         html_escape(numbers) + ")</span>",
                     "text same");
  }
  const bool better = change.a12 > 0.5;
  return sort_cell(better ? 1 : -1,
                   std::string(better ? "better" : "worse") + " <span class=\"ci\">(" +
                       html_escape(numbers) + ", " + change.effect + ")</span>",
                   std::string("text ") + (better ? "better" : "worse") +
                       (change.effect == "medium" || change.effect == "large" ? "-strong" : ""));
}

std::string baseline_notes(const Baseline& baseline) {
  std::string html =
      "<p class=\"note\">Against the baseline " + html_escape(baseline.old.string()) +
      ": each point against the point of the same label there, the rank test of <code>nqga "
      "compare DIR OLD</code> with Holm's correction over all matched points; marked better or "
      "worse where the claim is established (Holm p &lt; " +
      readable(kClaimLevel) +
      "), with A12 (the probability that a run here beats one there); else <em>not "
      "established</em>, which is not \"no change\" (no equivalence margin is tested), or "
      "<em>out of reach</em> where too few runs could never establish it. The claim rests on the "
      "rank test; the ratio, this run's ERT over the baseline's with its bootstrap 95% interval (" +
      std::to_string(kBootstrapResamples) +
      " resamples), gives the size of a change, and can exclude 1 where the test cannot tell: "
      "ERTs weigh the unsolved runs' whole budgets, the test only their ranks.</p>\n";
  if (baseline.changes.empty()) {
    html += "<p class=\"warning\">Warning: no point here has a point of the same label in " +
            html_escape(baseline.old.string()) + ": nothing was compared.</p>\n";
  }
  for (const auto& note : baseline.notes)
    html += "<p class=\"note\">" + html_escape(note) + "</p>\n";
  if (baseline.config.empty()) {
    return html +
           "<p class=\"note\">The two config.yaml files hold the same keys and values.</p>\n";
  }
  html +=
      "<table class=\"config-difference\"><thead><tr><th class=\"text\">config.yaml key</th><th "
      "class=\"text\">baseline</th><th class=\"text\">this run</th></tr></thead><tbody>\n";
  for (const KeyDifference& key : baseline.config) {
    html += "<tr><td class=\"text\">" + html_escape(key.key) + "</td><td class=\"text\">" +
            (key.before.empty() ? "(absent)" : html_escape(key.before)) +
            "</td><td class=\"text\">" + (key.after.empty() ? "(absent)" : html_escape(key.after)) +
            "</td></tr>\n";
  }
  return html + "</tbody></table>\n";
}

}  // namespace nqga
