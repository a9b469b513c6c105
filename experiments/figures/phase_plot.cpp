#include "figures/phase_plot.hpp"

#include <algorithm>
#include <cmath>
#include <set>

#include "figures/count_labels.hpp"

namespace nqga {

namespace {

// The series of a cell: its configuration, and n when several are drawn.
std::string series_label(const FigureCell& cell, bool n_varies) {
  return n_varies ? cell.configuration + " n=" + cell.n : cell.configuration;
}

// Sets column count_row of the rows with unsolved runs: a line among those of its panel (its unit
// of work) on the linear x axis.
void place_phase_counts(Table& table) {
  const int x = 2, unit = table.column("unit"), count = table.column("censored_count"),
            placed = table.column("count_row");
  std::vector<double> xs;
  for (const auto& row : table.rows) xs.push_back(field_number(row[x]));
  const std::vector<double> at = axis_shares(xs, false);
  std::vector<std::size_t> labelled;
  std::vector<double> shares;
  std::vector<std::string> panels, texts;
  for (std::size_t r = 0; r < table.rows.size(); ++r) {
    if (table.rows[r][count].empty()) continue;
    labelled.push_back(r);
    shares.push_back(at[r]);
    panels.push_back(table.rows[r][unit]);
    texts.push_back(table.rows[r][count]);
  }
  const std::vector<int> lines = count_lines(shares, panels, texts);
  for (std::size_t k = 0; k < labelled.size(); ++k)
    table.rows[labelled[k]][placed] = std::to_string(lines[k]);
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
  std::set<std::string> ns, xs;
  for (const FigureCell& cell : cells) {
    ns.insert(cell.n);
    if (!cell.problem_values.empty()) xs.insert(cell.problem_values.front());
  }
  if (xs.size() < 2) {
    data.skipped.push_back("phase: " + axes[0] +
                           " takes one value; a transition needs two or more");
    return;
  }
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
                  "count_row",
                  "seeded",
                  "proofs",
                  "proof_work_median",
                  "proof_work_q25",
                  "proof_work_q75"};
  std::vector<std::string> labels;
  std::set<std::string> problems;  // the first cell of each problem point draws its instances
  std::set<std::string> proving;   // the series with a proof of unsolvability at some point
  for (const FigureCell& cell : cells)
    if (cell.decided_unsolvable > 0) proving.insert(series_label(cell, ns.size() > 1));
  for (const FigureCell& cell : cells) {
    const std::string label = series_label(cell, ns.size() > 1);
    auto it = std::find(labels.begin(), labels.end(), label);
    if (it == labels.end()) it = labels.insert(labels.end(), label);
    const int decided = cell.solvable + cell.unsolvable;
    const Spread& w = cell.work_spread;
    table.rows.push_back(
        {std::to_string(it - labels.begin()),
         label,
         cell.problem_values.front(),
         cell.n,
         cell.work,
         problems.insert(cell.problem).second ? "1" : "0",
         decided > 0 ? number_field(static_cast<double>(cell.solvable) / decided) : "",
         finite_field(cell.success),
         cell.runs_on_solvable > 0 ? number_field(cell.success_interval.low) : "",
         cell.runs_on_solvable > 0 ? number_field(cell.success_interval.high) : "",
         finite_field(w.median),
         finite_field(w.q25),
         finite_field(std::isinf(w.q75) ? cell.censored_work : w.q75),
         finite_field(cell.censored_work),
         censored_count(cell),
         "",
         cell.seeded ? "1" : "0",
         proving.count(label) ? "1" : "0",
         finite_field(cell.proof_work.median),
         finite_field(cell.proof_work.q25),
         finite_field(cell.proof_work.q75)});
  }
  // One series' rows together and in order of x, so that gnuplot draws each as one line.
  std::stable_sort(table.rows.begin(), table.rows.end(), [](const auto& a, const auto& b) {
    return std::stoi(a[0]) != std::stoi(b[0]) ? std::stoi(a[0]) < std::stoi(b[0])
                                              : field_number(a[2]) < field_number(b[2]);
  });
  place_phase_counts(table);
  data.tables["phase"] = std::move(table);
}

}  // namespace nqga
