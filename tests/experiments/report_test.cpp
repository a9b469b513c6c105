// The report's pieces in-process: escaping for HTML, <script> JSON and LaTeX, data: URIs against
// Python's base64, and the critical-difference diagram's bars against Nemenyi's rule worked by
// hand.
#include <gtest/gtest.h>

#include <string>

#include "report/cd_diagram.hpp"
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

}  // namespace
}  // namespace nqga
