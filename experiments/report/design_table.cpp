#include "report/design_table.hpp"

#include <cmath>

#include "report/html.hpp"
#include "run/csv.hpp"
#include "tables/design_summary.hpp"

namespace nqga {

namespace {

using Row = std::vector<std::string>;

std::string whole_percent(double share) {
  return std::isnan(share) ? "–" : readable(std::round(100 * share)) + "%";
}

// "42% [19%, 68%]" over the runs on solvable instances, or "–" when there were none.
std::string success_cell(const Table& t, const Row& row) {
  const double success = field_number(t.at(row, "success"));
  if (std::isnan(success)) return "<td data-sort=\"\">–</td>";
  return sort_cell(success, whole_percent(success) + " <span class=\"ci\">[" +
                                whole_percent(field_number(t.at(row, "success_low"))) + ", " +
                                whole_percent(field_number(t.at(row, "success_high"))) +
                                "]</span>");
}

// Runs on instances proven unsolvable: "decided" for an exact solver's proofs, else kept apart.
std::string unsolvable_cell(const Table& t, const Row& row) {
  const double runs = field_number(t.at(row, "runs_on_unsolvable"));
  const double decided = field_number(t.at(row, "decided_unsolvable"));
  if (runs == 0) return sort_cell(0, "–");
  return sort_cell(
      runs, decided > 0 ? readable(decided) + " decided: no solution" : readable(runs) + " apart");
}

// A median or quartile that falls on an unsolved run is infinite: "censored".
std::string censored_spread(const Table& t, const Row& row, const std::string& name) {
  const double median = field_number(t.at(row, name + "_median"));
  if (std::isnan(median)) return "<td data-sort=\"\">–</td>";
  if (std::isinf(median)) return sort_cell(median, "censored");
  return sort_cell(median, readable_spread(median, field_number(t.at(row, name + "_q25")),
                                           field_number(t.at(row, name + "_q75"))));
}

std::string design_row(const Table& t, const Row& row) {
  auto text = [&](const char* name) {
    return "<td class=\"text\">" + html_escape(t.at(row, name)) + "</td>";
  };
  const std::string instances =
      t.at(row, "solvable") + " / " + t.at(row, "unsolvable") + " / " + t.at(row, "undecided");
  const double ert = field_number(t.at(row, "ert_work"));
  return "<tr>" + text("configuration") + text("problem") +
         sort_cell(field_number(t.at(row, "solvable")), html_escape(instances)) +
         sort_cell(
             field_number(t.at(row, "runs_on_solvable")),
             html_escape(t.at(row, "solved_on_solvable") + " / " + t.at(row, "runs_on_solvable"))) +
         success_cell(t, row) + unsolvable_cell(t, row) +
         sort_cell(field_number(t.at(row, "censored")), html_escape(t.at(row, "censored"))) +
         sort_cell(ert, std::isnan(ert)   ? "–"
                        : std::isinf(ert) ? "∞"
                                          : readable(ert)) +
         censored_spread(t, row, "work") + censored_spread(t, row, "seconds") + "</tr>\n";
}

}  // namespace

std::string design_table_section(const ReportInputs& inputs) {
  if (inputs.results.design.keys(Role::kInstance).empty()) return "";
  const Table table = design_summary_table(inputs.results);
  std::string html =
      "<section id=\"by-problem\"><h2>By configuration and problem</h2>\n<p class=\"lead\">One "
      "row per configuration at each problem point, over its instances (design_summary.csv). "
      "Instances: solvable / proven unsolvable / undecided. Success over the runs on solvable "
      "instances [Wilson 95% interval]; runs on instances an exact search proved unsolvable are "
      "a decision for that search and kept apart for the others. Work in each solver's own unit; "
      "ERT and the medians (IQR) count every run that stopped unsolved (censored: a median that "
      "falls on one reads \"censored\").</p>\n<table class=\"sortable\" "
      "id=\"by-problem-table\"><thead><tr><th class=\"text\">configuration</th><th "
      "class=\"text\">problem</th><th>instances</th><th>solved</th><th>success [95%]</th>"
      "<th>on unsolvable</th><th>censored</th><th>ERT work</th><th>work</th><th>seconds</th>"
      "</tr></thead><tbody>\n";
  for (const Row& row : table.rows) html += design_row(table, row);
  return html + "</tbody></table>\n</section>\n";
}

}  // namespace nqga
