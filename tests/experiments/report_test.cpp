// The report's pieces in-process: escaping for HTML, <script> JSON and LaTeX, data: URIs against
// Python's base64, and the critical-difference diagram's bars against Nemenyi's rule worked by
// hand.
#include <gtest/gtest.h>

#include <cmath>
#include <string>
#include <vector>

#include "report/baseline.hpp"
#include "report/cd_diagram.hpp"
#include "report/config_difference.hpp"
#include "report/html.hpp"
#include "report/latex.hpp"

namespace nqga {
namespace {

std::size_t occurrences(const std::string& text, const std::string& what) {
  std::size_t count = 0;
  for (auto at = text.find(what); at != std::string::npos; at = text.find(what, at + 1)) ++count;
  return count;
}

TEST(ReportHtml, EscapesEveryCharacterThatEndsTextOrAnAttribute) {
  EXPECT_EQ(html_escape("a<b>&\"c'"), "a&lt;b&gt;&amp;&quot;c&#39;");
  EXPECT_EQ(html_escape("n=8 ga.selection.method=roulette"), "n=8 ga.selection.method=roulette");
  // A label that holds "</script>" cannot end the page's data element.
  EXPECT_EQ(script_json(R"({"label":"</script><b>"})"), R"({"label":"<\/script><b>"})");
}

TEST(ReportHtml, DataUrisEqualPythonsBase64) {
  // python3 -c 'import base64; print(base64.b64encode(b"<svg/>").decode(), ...)'
  EXPECT_EQ(data_uri("image/svg+xml", "<svg/>"), "data:image/svg+xml;base64,PHN2Zy8+");
  EXPECT_EQ(data_uri("text/plain", "Ma"), "data:text/plain;base64,TWE=");
  EXPECT_EQ(data_uri("text/plain", "M"), "data:text/plain;base64,TQ==");
  EXPECT_EQ(data_uri("text/plain", ""), "data:text/plain;base64,");
  EXPECT_EQ(data_uri("application/octet-stream", std::string("\xff\x00\x80", 3)),
            "data:application/octet-stream;base64,/wCA");
}

TEST(ReportHtml, NumbersForReading) {
  EXPECT_EQ(readable(86874.3), "86874");
  EXPECT_EQ(readable(0.000652), "0.000652");
  EXPECT_EQ(readable(3.5), "3.5");
  EXPECT_EQ(readable(1.71e7), "1.71e+07");
  EXPECT_EQ(readable(1.0 / 0.0), "∞");
  EXPECT_EQ(readable(0.0 / 0.0), "–");
  EXPECT_EQ(sort_cell(2.5, "x"), "<td data-sort=\"2.5\">x</td>");
  EXPECT_EQ(sort_cell(1.0 / 0.0, "∞"), "<td data-sort=\"Infinity\">∞</td>");
}

TEST(ReportLatex, EscapesTheSpecialCharacters) {
  EXPECT_EQ(latex_escape("a_b & 50% #1 {x} $y ~^\\"),
            "a\\_b \\& 50\\% \\#1 \\{x\\} \\$y \\textasciitilde{}\\textasciicircum{}"
            "\\textbackslash{}");
}

// Three points ranked within 10 seeds (Friedman): Nemenyi's CD for k = 3, N = 10 is
// 2.343700588 sqrt(12 / 60) = 1.048 (R: qtukey(0.95, 3, Inf) / sqrt(2)). Average ranks 1.2, 2.0
// and 2.8: the first and the last differ by 1.6 >= CD, each neighbouring pair by 0.8 < CD, so two
// bars: {1, 2} and {2, 3}.
TEST(ReportCdDiagram, NemenyiBarsJoinThePointsWithinTheCriticalDifference) {
  Comparison comparison;
  for (const char* label : {"n=8 a", "n=8 b", "n=8 c"}) {
    PointResult point;
    point.label = label;
    point.n = 8;
    comparison.points.push_back(point);
  }
  GroupResult group;
  group.n = 8;
  group.test = "friedman";
  group.blocks = 10;
  group.points = {0, 1, 2};
  group.result.average_ranks = {2.8, 1.2, 2.0};
  group.evidence.status = ClaimStatus::kNotEstablished;
  group.p_holm = 0.2;
  // Drawn only where the omnibus test establishes a difference: else the note says why.
  EXPECT_NE(cd_diagram(comparison, group)
                .find("No critical-difference diagram: the omnibus test "
                      "does not establish a difference"),
            std::string::npos);
  group.evidence.status = ClaimStatus::kEstablished;
  const std::string svg = cd_diagram(comparison, group);
  EXPECT_NE(svg.find("CD = 1.05"), std::string::npos) << svg;
  EXPECT_EQ(occurrences(svg, "stroke-width=\"4\""), 2u) << svg;
  EXPECT_NE(svg.find("Nemenyi"), std::string::npos);
  // The best first: b (1.2), then c, then a.
  EXPECT_LT(svg.find(">b (1.2)"), svg.find(">c (2)"));
  EXPECT_LT(svg.find(">c (2)"), svg.find(">a (2.8)"));
  // Without blocks (Kruskal-Wallis) the pairwise tests join: none was made, so one bar joins all.
  group.test = "kruskal-wallis";
  group.blocks = 0;
  const std::string pooled = cd_diagram(comparison, group);
  EXPECT_EQ(occurrences(pooled, "stroke-width=\"4\""), 1u);
  EXPECT_NE(pooled.find("Holm"), std::string::npos);
}

// The ratio of two ERTs: every resample of runs that all solve with the same work has the same
// ratio, so the interval is that ratio; a pair that never solves has none; against a baseline
// that solved 2 of 8 runs, (6/8)^8 = 10% of resamples draw none of its successes (ratio 0), so
// the interval reaches 0 below, and it holds the ratio.
TEST(ReportBaseline, TheErtRatioIntervalIsTheBootstrapsOfTheRatio) {
  Rng rng(7);
  const std::vector<Attempt> old_runs(4, {100, true}), new_runs(4, {50, true});
  const Interval same = ert_ratio_interval(old_runs, new_runs, 500, rng);
  EXPECT_EQ(same.low, 0.5);
  EXPECT_EQ(same.high, 0.5);
  const std::vector<Attempt> failures(3, {1000, false});
  EXPECT_TRUE(std::isnan(ert_ratio_interval(failures, failures, 500, rng).low));
  // 37,487 -> 1,990 evaluations: the baseline solved 2 of 8 runs.
  std::vector<Attempt> rare(6, {10000, false});
  rare.push_back({7487, true});
  rare.push_back({10000, true});
  std::vector<Attempt> often{{1000, true}, {2000, true}, {2980, true}, {1980, true}};
  const double ratio = expected_running_time(often) / expected_running_time(rare);
  const Interval interval = ert_ratio_interval(rare, often, 2000, rng);
  EXPECT_LE(interval.low, ratio);
  EXPECT_GT(interval.high, ratio);
  EXPECT_EQ(interval.low, 0);
  EXPECT_TRUE(std::isfinite(interval.high));
}

TEST(ReportBaseline, TheConfigDifferenceIsKeyByKey) {
  const auto difference =
      config_difference("n: [8, 24]\nga:\n  selection:\n    method: roulette\nseeds: 8\n",
                        "n: [8, 24]\nga:\n  selection: {method: tournament}\nseeds: 8\nstop: "
                        "{max_generations: 1500}\n");
  ASSERT_EQ(difference.size(), 2u);
  EXPECT_EQ(difference[0].key, "ga.selection.method");
  EXPECT_EQ(difference[0].before, "roulette");
  EXPECT_EQ(difference[0].after, "tournament");
  EXPECT_EQ(difference[1].key, "stop.max_generations");
  EXPECT_EQ(difference[1].before, "");
  EXPECT_EQ(difference[1].after, "1500");
  EXPECT_TRUE(config_difference("n: [8, 24]\n", "n: [8,24]\n").empty());  // the same list
}

// One number format, and bold that reaches into math mode.
TEST(ReportLatex, NumbersInOneFormat) {
  EXPECT_EQ(latex_number(3.25e-5), "$3.25 \\times 10^{-5}$");
  EXPECT_EQ(latex_number(7718), "$7718$");
  EXPECT_EQ(latex_number(0.0652), "$0.0652$");
  EXPECT_EQ(latex_number(0.5), "$0.500$");
  EXPECT_EQ(latex_number(86874.3), "$8.69 \\times 10^{4}$");
  EXPECT_EQ(latex_number(999600), "$1.00 \\times 10^{6}$");
  EXPECT_EQ(latex_number(1.0 / 0.0), "$\\infty$");
}

// ERT 37,487 -> 1,990 (19x fewer evaluations, A12 0.75) with Holm's p 0.355 reads "not
// established" with both values and the ratio's interval, never "no change".
TEST(ReportBaseline, ALargeChangeNotEstablishedSaysSoWithBothValues) {
  Baseline baseline;
  BaselineChange& change = baseline.changes["n=24"];
  change.p_holm = 0.355;
  change.a12 = 0.75;
  change.test = "mann-whitney";
  change.effect = "large";
  change.unit = "evaluations";
  change.old_ert = 37487;
  change.new_ert = 1990;
  change.ratio = 1990.0 / 37487;
  change.ratio_interval = {0.0112, 1.43};
  const std::string cell = baseline_cell(baseline, "n=24");
  EXPECT_NE(cell.find(">not established <span class=\"ci\">(ERT 37,487 → 1,990 evaluations, "
                      "ratio 0.0531 [0.0112, 1.43]; mann-whitney, Holm p 0.355, A12 0.75)"),
            std::string::npos)
      << cell;
  EXPECT_EQ(cell.find("no change"), std::string::npos);
  EXPECT_EQ(baseline_cell(baseline, "n=8"), "<td class=\"text\" data-sort=\"\">–</td>");
  // No point matched: the notes warn.
  EXPECT_NE(baseline_notes(Baseline{}).find("Warning: no point here"), std::string::npos);
}

}  // namespace
}  // namespace nqga
