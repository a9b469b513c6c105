// fixed_target_section (fixed_target_section.hpp).
#include "report/fixed_target_section.hpp"

#include <algorithm>
#include <cmath>
#include <map>
#include <vector>

#include "report/html.hpp"
#include "run/csv.hpp"
#include "tables/fixed_target.hpp"

namespace nqga {

namespace {

// One problem point's target rows: configurations and targets in order, and each cell.
struct ErtTable {
  std::vector<std::string> configurations;
  std::vector<long long> targets;  // hardest (0) last in the file; drawn first
  std::map<std::pair<std::string, long long>, std::vector<std::string>> cells;
};

std::string ert_table(const std::string& problem, const ErtTable& t, const Table& file) {
  std::vector<long long> targets = t.targets;
  std::sort(targets.begin(), targets.end());
  std::string html = "<h3>" + html_escape(problem) +
                     "</h3>\n<table class=\"sortable\"><thead><tr><th "
                     "class=\"text\">configuration</th>";
  for (const long long target : targets) {
    html += "<th>ERT to &le; " + std::to_string(target) + "</th>";
  }
  html += "</tr></thead><tbody>\n";
  for (const auto& configuration : t.configurations) {
    html += "<tr><td class=\"text\">" + html_escape(configuration) + "</td>";
    for (const long long target : targets) {
      const auto cell = t.cells.find({configuration, target});
      if (cell == t.cells.end()) {
        html += sort_cell(NAN, "&ndash;");
        continue;
      }
      const auto& row = cell->second;
      const double ert = field_number(file.at(row, "ert"));
      html += sort_cell(ert, html_escape(readable(ert)) + " <span class=\"ci\">" +
                                 html_escape(file.at(row, "reached")) + "/" +
                                 html_escape(file.at(row, "runs")) + "</span>");
    }
    html += "</tr>\n";
  }
  return html + "</tbody></table>\n";
}

}  // namespace

std::string fixed_target_section(const Results& results) {
  const Table file = fixed_target_table(fixed_target_groups(results));
  if (file.rows.empty()) return "";
  std::vector<std::string> problems;
  std::map<std::string, ErtTable> by_problem;
  for (const auto& row : file.rows) {
    if (file.at(row, "view") != "target") continue;
    const std::string& problem = file.at(row, "problem");
    if (!by_problem.count(problem)) problems.push_back(problem);
    ErtTable& t = by_problem[problem];
    const std::string& configuration = file.at(row, "configuration");
    const long long target = std::stoll(file.at(row, "target"));
    if (std::find(t.configurations.begin(), t.configurations.end(), configuration) ==
        t.configurations.end())
      t.configurations.push_back(configuration);
    if (std::find(t.targets.begin(), t.targets.end(), target) == t.targets.end())
      t.targets.push_back(target);
    t.cells[{configuration, target}] = row;
  }
  std::string html =
      "<section id=\"fixed-target\"><h2>Fixed-target ERT</h2>\n<p class=\"lead\">The expected "
      "evaluations to reach at most t conflicts (ERT: the evaluations of all runs, to the target "
      "where reached, else all they spent, over the runs that reached it), per configuration and "
      "problem point over its instances, with the runs that reached it; runs on instances proven "
      "unsolvable left out (fixed_target.csv).</p>\n";
  for (const auto& problem : problems) html += ert_table(problem, by_problem.at(problem), file);
  return html + "</section>\n";
}

}  // namespace nqga
