#include "report/comparison_matrix.hpp"

#include "comparison/rank_test_registry.hpp"
#include "report/baseline.hpp"
#include "report/cd_diagram.hpp"
#include "report/html.hpp"

namespace nqga {

namespace {

// The cell of row point `row` against column point `column`: A12 as the row's chance to beat
// the column; green where the row is better (the claim established), vermillion where worse, strong
// for a medium or large effect.
std::string matrix_cell(const Comparison& comparison, std::size_t row, std::size_t column) {
  if (row == column) return "<td class=\"diag\"></td>";
  for (const PairResult& pair : comparison.pairs) {
    if (!((pair.a == row && pair.b == column) || (pair.a == column && pair.b == row))) continue;
    const double a12 = pair.a == row ? pair.a12 : 1 - pair.a12;
    std::string css = "same";
    if (pair.evidence.status == ClaimStatus::kEstablished) {
      const bool strong = pair.effect == "medium" || pair.effect == "large";
      css = std::string(a12 > 0.5 ? "better" : "worse") + (strong ? "-strong" : "");
    }
    return "<td class=\"" + css + "\" title=\"" + html_escape(pair.test.name) + ", " +
           html_escape(pair.effect) + " effect\">p=" + readable(pair.p_holm) +
           "<br>A12=" + readable(a12) + "</td>";
  }
  return "<td class=\"same\">not compared</td>";
}

std::string group_matrix(const Comparison& comparison, const GroupResult& group) {
  std::string html =
      "<table class=\"matrix\"><thead><tr><th class=\"text\">row against "
      "column</th>";
  for (std::size_t column : group.points) {
    html +=
        "<th>" + html_escape(label_without_n(comparison.points[column].label, group.n)) + "</th>";
  }
  html += "</tr></thead><tbody>\n";
  for (std::size_t row : group.points) {
    html += "<tr><th class=\"text\">" +
            html_escape(label_without_n(comparison.points[row].label, group.n)) + "</th>";
    for (std::size_t column : group.points) html += matrix_cell(comparison, row, column);
    html += "</tr>\n";
  }
  return html + "</tbody></table>\n";
}

std::string omnibus_text(const GroupResult& group) {
  const RegisteredTest* test = find_test(group.test);
  const bool friedman = test != nullptr && test->pairing != Pairing::kNone;
  return "<p>" + std::string(friedman ? "Friedman's test" : "Kruskal-Wallis test") + " over the " +
         std::to_string(group.points.size()) + " points" +
         (friedman ? " in " + std::to_string(group.blocks) + " blocks (" + test->blocks() + ")"
                   : std::string()) +
         ": " + (friedman ? "χ²" : "H") + " = " + readable(group.result.statistic) +
         ", df = " + std::to_string(group.result.df) + ", p = " + readable(group.result.p_value) +
         ", Holm p = " + readable(group.p_holm) + ": " + claim_status_name(group.evidence.status) +
         ".</p>\n";
}

// The ranking across problem points: its test, and its diagram where the test establishes it.
std::string ranking_html(const Ranking& ranking) {
  if (ranking.empty()) return "";
  std::string html = "<h3>Over all " + std::to_string(ranking.problems.size()) +
                     " problem points</h3>\n<p>Friedman's test with the problem points as blocks "
                     "(ranking.csv, its own family): χ² = " +
                     readable(ranking.test.statistic) +
                     ", df = " + std::to_string(ranking.test.df) +
                     ", p = " + readable(ranking.test.p_value) + ": " +
                     claim_status_name(ranking.evidence.status) + ". Mean ranks:";
  for (std::size_t i = 0; i < ranking.configurations.size(); ++i)
    html += std::string(i ? ", " : " ") + html_escape(ranking.configurations[i]) + " " +
            readable(ranking.mean_ranks[i]);
  return html + ".</p>\n" + ranking_cd_diagram(ranking);
}

// How the section corrects its p values: over the family, where there is one.
std::string holm_words(const Comparison& comparison) {
  if (comparison.family == 0) return "";
  return "p corrected by Holm over all " + std::to_string(comparison.family) +
         " tests (the pairs and the omnibus tests); ";
}

}  // namespace

std::string comparison_section(const Comparison& comparison, const Ranking& ranking) {
  std::string html =
      "<section id=\"comparison\"><h2>Which differences are real</h2>\n<p class=\"lead\">The "
      "configurations of each problem point compared run by run on " +
      html_escape(metric_name(comparison.metric)) +
      " (a solved run beats an unsolved one; unsolved runs rank by best conflicts): the "
      "Wilcoxon signed-rank test where two ran with the same seeds or on the same instances "
      "(blocks), else Mann-Whitney U; " +
      holm_words(comparison) +
      "A12 (Vargha and Delaney) is the row's chance to "
      "beat the column. Green: the row is better, the claim established (Holm p below " +
      readable(kClaimLevel) +
      "); vermillion: worse; darker for a medium or large effect; grey: not established.</p>\n";
  if (comparison.groups.empty()) {
    html += comparison.notes.empty()
                ? "<p>No two configurations with runs share a problem point: nothing to "
                  "compare.</p>\n"
                : "<p>No two configurations of one problem point could be compared; the notes "
                  "say why.</p>\n";
  }
  for (const GroupResult& group : comparison.groups) {
    const std::string title =
        group.problem.empty() ? "n = " + std::to_string(group.n) : group.problem;
    html += "<h3>" + html_escape(title) + "</h3>\n" + group_matrix(comparison, group) +
            omnibus_text(group) + cd_diagram(comparison, group);
  }
  html += ranking_html(ranking);
  for (const std::string& note : comparison.notes) {
    html += "<p class=\"note\">" + html_escape(note) + "</p>\n";
  }
  return html + "</section>\n";
}

}  // namespace nqga
