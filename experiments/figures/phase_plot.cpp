#include "figures/phase_plot.hpp"

#include <algorithm>
#include <set>

#include "tables/phase.hpp"

namespace nqga {

namespace {

// The one column of phase.csv before `solver` whose value changes, or "" when none or several do.
std::string swept_column(const Table& phase) {
  std::string swept;
  for (const auto& column : phase.header) {
    if (column == "solver") break;
    std::set<std::string> values;
    for (const auto& row : phase.rows) values.insert(phase.at(row, column));
    if (values.size() < 2) continue;
    if (!swept.empty()) return "";
    swept = column;
  }
  return swept;
}

}  // namespace

void add_phase_data(const Table& runs, const Table& summary, PlotData& data) {
  if (!has_instances(runs)) return;
  const Table phase = phase_table(runs, summary);
  const std::string x = swept_column(phase);
  if (x.empty()) {
    data.skipped.push_back(
        "phase: needs exactly one swept parameter besides problem.seed and the solver");
    return;
  }
  Table table;
  // The swept parameter names the x column, for the figure's axis.
  table.header = {"series",      "label",    x,          "solvable_fraction", "success_on_solvable",
                  "work_median", "work_q25", "work_q75", "seconds_median"};
  std::vector<std::string> solvers;
  for (const auto& row : phase.rows) {
    const std::string& solver = phase.at(row, "solver");
    if (std::find(solvers.begin(), solvers.end(), solver) == solvers.end()) {
      solvers.push_back(solver);
    }
    const auto series = std::find(solvers.begin(), solvers.end(), solver) - solvers.begin();
    table.rows.push_back({std::to_string(series), solver + " (" + phase.at(row, "work") + ")",
                          phase.at(row, x), phase.at(row, "solvable_fraction"),
                          phase.at(row, "success_on_solvable"), phase.at(row, "work_median"),
                          phase.at(row, "work_q25"), phase.at(row, "work_q75"),
                          phase.at(row, "seconds_median")});
  }
  // One series' rows together and in order of x, so that gnuplot draws each as one line.
  std::stable_sort(table.rows.begin(), table.rows.end(), [](const auto& a, const auto& b) {
    return std::stoi(a[0]) != std::stoi(b[0]) ? std::stoi(a[0]) < std::stoi(b[0])
                                              : field_number(a[2]) < field_number(b[2]);
  });
  data.tables["phase"] = std::move(table);
}

}  // namespace nqga
