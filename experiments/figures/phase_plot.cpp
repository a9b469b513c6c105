#include "figures/phase_plot.hpp"

#include <algorithm>
#include <cmath>
#include <map>
#include <set>

namespace nqga {

namespace {

// The series of a cell: its configuration, and n when several are drawn.
std::string series_label(const FigureCell& cell, bool n_varies) {
  return n_varies ? cell.configuration + " n=" + cell.n : cell.configuration;
}

// Sets column count_row of the rows with unsolved runs: per unit of work (a panel each), in
// order of x, the first row whose last label ends a character before this one begins (labels
// are centred on their x; kCountCharacter).
void place_counts(Table& table) {
  const int x = 2, unit = table.column("unit"), count = table.column("censored_count"),
            placed = table.column("count_row");
  double lowest = INFINITY, highest = -INFINITY;
  for (const auto& row : table.rows) {
    lowest = std::min(lowest, field_number(row[x]));
    highest = std::max(highest, field_number(row[x]));
  }
  const double span = highest > lowest ? highest - lowest : 1;
  std::vector<std::size_t> labelled;
  for (std::size_t r = 0; r < table.rows.size(); ++r) {
    if (!table.rows[r][count].empty()) labelled.push_back(r);
  }
  std::stable_sort(labelled.begin(), labelled.end(), [&](std::size_t a, std::size_t b) {
    return field_number(table.rows[a][x]) < field_number(table.rows[b][x]);
  });
  std::map<std::string, std::vector<double>> ends;  // unit -> the right end of each row's last
  for (const std::size_t r : labelled) {
    auto& row = table.rows[r];
    const double centre = (field_number(row[x]) - lowest) / span;
    const double half = (row[count].size() + 1) * kCountCharacter / 2;
    std::vector<double>& rows = ends[row[unit]];
    std::size_t line = 0;
    while (line < rows.size() && rows[line] > centre - half) ++line;
    if (line == rows.size()) rows.push_back(0);
    rows[line] = centre + half;
    row[placed] = std::to_string(line);
  }
}

}  // namespace

void add_phase_data(const std::vector<FigureCell>& cells, const Design& design, PlotData& data) {
  if (design.keys(Role::kInstance).empty()) return;
  std::vector<std::string> axes;
  for (const std::string& key : design.keys(Role::kProblem)) {
    if (key != "n") axes.push_back(key);
  }
  if (axes.size() != 1) {
    data.skipped.push_back("phase: needs exactly one problem axis besides n, this run has " +
                           std::to_string(axes.size()));
    return;
  }
  std::set<std::string> ns;
  for (const FigureCell& cell : cells) ns.insert(cell.n);
  Table table;
  // The problem axis names the x column, for the figure's axis.
  table.header = {"series",
                  "label",
                  axes[0],
                  "n",
                  "unit",
                  "first",
                  "solvable_fraction",
                  "success",
                  "success_low",
                  "success_high",
                  "work_median",
                  "work_q25",
                  "work_q75",
                  "censored_work",
                  "censored_count",
                  "count_row"};
  std::vector<std::string> labels;
  std::set<std::string> problems;  // the first cell of each problem point draws its instances
  for (const FigureCell& cell : cells) {
    const std::string label = series_label(cell, ns.size() > 1);
    auto it = std::find(labels.begin(), labels.end(), label);
    if (it == labels.end()) it = labels.insert(labels.end(), label);
    const int decided = cell.solvable + cell.unsolvable;
    const Spread& w = cell.work_spread;
    table.rows.push_back(
        {std::to_string(it - labels.begin()), label, cell.problem_values.front(), cell.n, cell.work,
         problems.insert(cell.problem).second ? "1" : "0",
         decided > 0 ? number_field(static_cast<double>(cell.solvable) / decided) : "",
         finite_field(cell.success),
         cell.runs_on_solvable > 0 ? number_field(cell.success_interval.low) : "",
         cell.runs_on_solvable > 0 ? number_field(cell.success_interval.high) : "",
         finite_field(w.median), finite_field(w.q25),
         finite_field(std::isinf(w.q75) ? cell.censored_work : w.q75),
         finite_field(cell.censored_work), censored_count(cell), ""});
  }
  // One series' rows together and in order of x, so that gnuplot draws each as one line.
  std::stable_sort(table.rows.begin(), table.rows.end(), [](const auto& a, const auto& b) {
    return std::stoi(a[0]) != std::stoi(b[0]) ? std::stoi(a[0]) < std::stoi(b[0])
                                              : field_number(a[2]) < field_number(b[2]);
  });
  place_counts(table);
  data.tables["phase"] = std::move(table);
}

}  // namespace nqga
