#include "report/points_table.hpp"

#include <cmath>
#include <map>

#include "report/html.hpp"
#include "statistics/statistics.hpp"

namespace nqga {

namespace {

// "value [low, high]"; the value alone without an interval (a point with one run, or one the
// comparison left out).
std::string interval_text(double value, Interval interval) {
  if (std::isnan(interval.low) && std::isnan(interval.high)) return readable(value);
  return readable(value) + " <span class=\"ci\">[" + readable(interval.low) + ", " +
         readable(interval.high) + "]</span>";
}

// A share as a whole percentage: "72%".
std::string percent(double share) { return readable(std::round(100 * share)) + "%"; }

// Per point: the runs that reported something to check (a board, a whole count), and those of
// them that passed.
struct Checked {
  int passed = 0, reported = 0;
};
std::map<std::string, Checked> validated_by_point(const Results& results) {
  std::map<std::string, Checked> validated;
  for (const ResultRun& run : results.runs) {
    Checked& point = validated[std::to_string(run.record->point)];
    point.passed += run.validated;
    point.reported += run.checked;
  }
  return validated;
}

// "found / total" when the exact reference knows the total, else "found".
std::string found_of(const std::string& found, const std::string& total) {
  const double all = field_number(total);
  return html_escape(found) + (all >= 0 ? " / " + html_escape(total) : "");
}

std::string spread_cell(const Table& summary, const std::vector<std::string>& row,
                        const std::string& name) {
  const double median = field_number(summary.at(row, name + "_median"));
  return sort_cell(median, readable_spread(median, field_number(summary.at(row, name + "_q25")),
                                           field_number(summary.at(row, name + "_q75"))));
}

std::string point_row(const ReportInputs& inputs, const std::vector<std::string>& row,
                      const std::map<std::string, Checked>& validated, const Baseline* baseline) {
  const Table& s = inputs.summary;
  const std::string& label = s.at(row, "label");
  const int runs = static_cast<int>(field_number(s.at(row, "runs")));
  const int solved = static_cast<int>(field_number(s.at(row, "solved")));
  const PointResult* compared = compared_point(inputs.comparison, label);
  const double rate = field_number(s.at(row, "success_rate"));
  const Interval success = compared ? compared->success : wilson_interval(solved, runs);
  const double ert = field_number(s.at(row, "ert_work"));
  const Interval no_interval{NAN, NAN};
  const std::string point = s.at(row, "point");
  const auto checked = validated.find(point);
  std::string html =
      "<tr>" + sort_cell(field_number(point), html_escape(point)) + "<td class=\"text\">" +
      html_escape(label) + "</td>" +
      sort_cell(field_number(s.at(row, "n")), html_escape(s.at(row, "n"))) + "<td class=\"text\">" +
      html_escape(s.at(row, "solver")) + "</td>" + sort_cell(runs, html_escape(s.at(row, "runs"))) +
      sort_cell(rate, percent(rate) + (s.at(row, "seeded") == "false"
                                           ? std::string(" <span class=\"ci\">run once</span>")
                                           : " <span class=\"ci\">[" + percent(success.low) + ", " +
                                                 percent(success.high) + "]</span>")) +
      sort_cell(ert, interval_text(ert, compared ? compared->ert_interval : no_interval)) +
      spread_cell(s, row, "work") + spread_cell(s, row, "generations") +
      spread_cell(s, row, "seconds");
  const Checked ok = checked == validated.end() ? Checked{} : checked->second;
  const bool exact = field_number(s.at(row, "total_solutions")) >= 0;
  html +=
      ok.reported == 0
          ? "<td data-sort=\"\">–</td>"
          : sort_cell(ok.passed, std::to_string(ok.passed) + " / " + std::to_string(ok.reported) +
                                     (exact ? " <span class=\"ci\">exact</span>" : ""));
  html += sort_cell(field_number(s.at(row, "distinct_solutions")),
                    found_of(s.at(row, "distinct_solutions"), s.at(row, "total_solutions")));
  // Symmetry classes are known only where the exact reference enumerated the solutions.
  html += !(field_number(s.at(row, "total_classes")) >= 0)
              ? "<td data-sort=\"\">–</td>"
              : sort_cell(field_number(s.at(row, "distinct_classes")),
                          found_of(s.at(row, "distinct_classes"), s.at(row, "total_classes")));
  if (baseline) html += baseline_cell(*baseline, label);
  html += "<td><button class=\"runs\" data-point=\"" + html_escape(point) + "\">runs</button></td>";
  return html + "</tr>\n";
}

}  // namespace

std::string points_section(const ReportInputs& inputs, const Baseline* baseline) {
  const std::string unit = inputs.summary.rows.empty()
                               ? std::string("work")
                               : inputs.summary.at(inputs.summary.rows[0], "work");
  std::string html =
      "<section id=\"points\"><h2>The points</h2>\n<p class=\"lead\">One row per parameter "
      "point; click a header to sort. Success: the share of runs solved with a valid board, "
      "[Wilson 95% interval]. ERT: expected running time (all work over the successes, Auger and "
      "Hansen 2005) [bootstrap 95% interval, " +
      std::to_string(kBootstrapResamples) +
      " resamples]. Work in each solver's own unit (here first: " + html_escape(unit) +
      "); medians over solved runs (IQR). Validated: of the boards (or whole counts) reported, "
      "those that passed the O(n) check (– where no run reported one), "
      "<em>exact</em> where every board was also found in the exact reference's set of all "
      "solutions.</p>\n<table class=\"sortable\" id=\"points-table\"><thead><tr><th>point</th>"
      "<th class=\"text\">label</th><th>n</th><th class=\"text\">solver</th><th>runs</th>"
      "<th>success [95%]</th><th>ERT [95%]</th><th>work</th><th>generations</th>"
      "<th>seconds</th><th>validated</th><th>solutions found</th><th>classes found</th>";
  if (baseline) html += "<th class=\"text\">vs baseline</th>";
  html += "<th>runs</th></tr></thead><tbody>\n";
  const auto validated = validated_by_point(inputs.results);
  for (const auto& row : inputs.summary.rows) html += point_row(inputs, row, validated, baseline);
  html += "</tbody></table>\n";
  if (baseline) html += baseline_notes(*baseline);
  return html + "</section>\n";
}

}  // namespace nqga
