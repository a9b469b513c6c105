#include "figures/plot_data.hpp"

#include <algorithm>
#include <bit>
#include <cmath>
#include <cstdint>
#include <set>

#include "figures/against_n.hpp"
#include "figures/convergence_plot.hpp"
#include "figures/phase_plot.hpp"

namespace nqga {

bool drawn_generation(std::uint64_t g, std::uint64_t last) {
  if (g < 256 || g == last) return true;
  const std::uint64_t step = std::uint64_t{1} << (std::bit_width(g) - 8);
  return g % step == 0;
}

namespace {

// What summary.csv says of its points: the swept parameters and the series each point belongs to.
struct SweepShape {
  std::vector<std::string> axes;  // swept columns of summary.csv other than n and solver
  bool n_varies = false, solver_varies = false;
  std::vector<std::string> n_values;  // distinct, in order of appearance
};

SweepShape shape_of(const Table& summary) {
  SweepShape shape;
  // The swept parameters other than n and solver are config keys, all dotted (ga.*, stop.*,
  // <solver>.*); no other column of summary.csv has a dot.
  for (const auto& column : summary.header) {
    if (column.find('.') != std::string::npos) shape.axes.push_back(column);
  }
  std::set<std::string> solvers;
  for (const auto& row : summary.rows) {
    const std::string& n_value = summary.at(row, "n");
    if (std::find(shape.n_values.begin(), shape.n_values.end(), n_value) == shape.n_values.end()) {
      shape.n_values.push_back(n_value);
    }
    solvers.insert(summary.at(row, "solver"));
  }
  shape.n_varies = shape.n_values.size() > 1;
  shape.solver_varies = solvers.size() > 1;
  return shape;
}

// Index of `label` in `labels`, appended when new.
int series_index(std::vector<std::string>& labels, const std::string& label) {
  const auto it = std::find(labels.begin(), labels.end(), label);
  if (it != labels.end()) return static_cast<int>(it - labels.begin());
  labels.push_back(label);
  return static_cast<int>(labels.size() - 1);
}

// Whether a figure of `series` lines or boxes has more than kMaxSeries; if so, says so in `data`.
bool too_many_series(const std::string& figure, std::size_t series, PlotData& data) {
  if (series <= static_cast<std::size_t>(kMaxSeries)) return false;
  data.skipped.push_back(figure + ": " + std::to_string(series) + " points, more than " +
                         std::to_string(kMaxSeries) + " in one figure (runs.csv has them)");
  return true;
}

// Per seeded point with a measure of work, the fraction of its runs solved within x work.
void ecdf(const Table& runs, const Table& summary, PlotData& data) {
  std::map<int, std::vector<double>> solved;  // the work of solved runs, by point
  std::map<int, int> total;
  double lowest = INFINITY, highest = 0;
  for (const auto& row : runs.rows) {
    const int point = std::stoi(runs.at(row, "point"));
    const auto& point_row = summary.rows[static_cast<std::size_t>(point)];
    const std::string& column = summary.at(point_row, "work_column");
    if (column.empty() || summary.at(point_row, "seeded") != "true") continue;
    ++total[point];
    if (runs.at(row, "solved") == "true" && runs.at(row, "validated") == "true") {
      const double work = field_number(runs.at(row, column));
      solved[point].push_back(work);
      lowest = std::min(lowest, work);
      highest = std::max(highest, work);
    }
  }
  if (solved.empty()) {
    data.skipped.push_back("run-time distribution: no solved run of a seeded solver");
    return;
  }
  if (too_many_series("run-time distribution", total.size(), data)) return;
  Table table;
  table.header = {"series", "point", "work", "fraction"};
  int series = 0;
  for (auto& [point, runs_total] : total) {
    auto& work = solved[point];
    std::sort(work.begin(), work.end());
    const std::string s = std::to_string(series++), p = std::to_string(point);
    // From the left edge at 0 to each success, then flat at the success rate to the right edge.
    table.rows.push_back({s, p, number_field(lowest), "0"});
    for (std::size_t k = 0; k < work.size(); ++k) {
      table.rows.push_back(
          {s, p, number_field(work[k]), number_field(static_cast<double>(k + 1) / runs_total)});
    }
    table.rows.push_back(
        {s, p, number_field(highest), number_field(static_cast<double>(work.size()) / runs_total)});
  }
  data.tables["ecdf"] = std::move(table);
}

void heatmap(const Table& summary, const SweepShape& shape, PlotData& data) {
  std::vector<std::string> swept;
  if (shape.n_varies) swept.push_back("n");
  if (shape.solver_varies) swept.push_back("solver");
  for (const auto& axis : shape.axes) swept.push_back(axis);
  if (swept.size() != 2) {
    data.skipped.push_back("heatmap: needs exactly two swept parameters, this run has " +
                           std::to_string(swept.size()));
    return;
  }
  std::vector<std::string> xs, ys;
  Table table;
  table.header = {"x_index", "y_index", "x", "y", "success_rate", "ert_evaluations", "runs"};
  for (const auto& row : summary.rows) {
    const int x = series_index(xs, summary.at(row, swept[0].c_str()));
    const int y = series_index(ys, summary.at(row, swept[1].c_str()));
    table.rows.push_back({std::to_string(x), std::to_string(y), xs[static_cast<std::size_t>(x)],
                          ys[static_cast<std::size_t>(y)], summary.at(row, "success_rate"),
                          summary.at(row, "ert_evaluations"), summary.at(row, "runs")});
  }
  table.header[2] = swept[0];  // name the axes after the parameters
  table.header[3] = swept[1];
  data.tables["heatmap"] = std::move(table);
}

void final_conflicts(const Table& runs, const Table& summary, PlotData& data) {
  Table table;
  table.header = {"series", "label", "best_conflicts"};
  bool unsolved = false;
  std::map<std::string, int> series;
  for (const auto& row : runs.rows) {
    const std::string& point = runs.at(row, "point");
    if (summary.at(summary.rows[std::stoul(point)], "seeded") != "true") continue;
    unsolved |= runs.at(row, "solved") != "true";
    const auto [it, added] = series.emplace(point, static_cast<int>(series.size()));
    table.rows.push_back({std::to_string(it->second),
                          summary.at(summary.rows[std::stoul(point)], "label"),
                          runs.at(row, "best_conflicts")});
  }
  if (!unsolved) {
    data.skipped.push_back("final conflicts: every run of a seeded solver solved");
    return;
  }
  if (too_many_series("final conflicts", series.size(), data)) return;
  data.tables["final_conflicts"] = std::move(table);
}

void coverage(const Table& summary, PlotData& data) {
  Table table;
  table.header = {"series",
                  "label",
                  "distinct_solutions",
                  "total_solutions",
                  "solutions_fraction",
                  "distinct_classes",
                  "total_classes",
                  "classes_fraction"};
  for (const auto& row : summary.rows) {
    if (summary.at(row, "seeded") != "true" || summary.at(row, "total_solutions").empty()) {
      continue;
    }
    const double solutions = field_number(summary.at(row, "distinct_solutions")),
                 total = field_number(summary.at(row, "total_solutions")),
                 classes = field_number(summary.at(row, "distinct_classes")),
                 total_classes = field_number(summary.at(row, "total_classes"));
    table.rows.push_back({std::to_string(table.rows.size()), summary.at(row, "label"),
                          number_field(solutions), number_field(total),
                          number_field(total > 0 ? solutions / total : 0), number_field(classes),
                          number_field(total_classes),
                          number_field(total_classes > 0 ? classes / total_classes : 0)});
  }
  if (table.rows.empty()) {
    data.skipped.push_back(
        "solution-space coverage: no point of a seeded solver with n <= validate.exact_up_to");
    return;
  }
  data.tables["coverage"] = std::move(table);
}

// Each island's best against generation for the points of the islands model (median across
// seeds, band: IQR), one figure per point (facet: the point), for up to kMaxIslandFigures points.
void island_curves(const Table& islands, PlotData& data) {
  if (islands.rows.empty()) return;  // no point ran islands: nothing to say
  std::set<std::string> points;
  for (const auto& row : islands.rows) points.insert(islands.at(row, "point"));
  if (points.size() > kMaxIslandFigures) {
    data.skipped.push_back("islands: " + std::to_string(points.size()) +
                           " points ran islands, figures are drawn for up to " +
                           std::to_string(kMaxIslandFigures) +
                           " (generations_islands.csv has them all)");
    return;
  }
  std::map<std::string, std::uint64_t> last;  // generation, per point
  for (const auto& row : islands.rows) {
    last[islands.at(row, "point")] = std::stoull(islands.at(row, "generation"));
  }
  Table table;
  table.header = {"facet", "series", "label", "generation", "best_median", "best_q25", "best_q75"};
  for (const auto& row : islands.rows) {
    const std::string& point = islands.at(row, "point");
    if (!drawn_generation(std::stoull(islands.at(row, "generation")), last[point])) continue;
    table.rows.push_back({point, std::to_string(std::stoi(islands.at(row, "island")) - 1),
                          islands.at(row, "label"), islands.at(row, "generation"),
                          islands.at(row, "best_median"), islands.at(row, "best_q25"),
                          islands.at(row, "best_q75")});
  }
  data.tables["islands"] = std::move(table);
}

// The unit of the work axis: the one every point shares, or each solver's own.
std::string work_label(const Table& summary) {
  std::vector<std::string> units, works;  // "solver: unit", and the distinct units
  for (const auto& row : summary.rows) {
    const std::string& work = summary.at(row, "work");
    if (work.empty()) continue;
    const std::string unit = summary.at(row, "solver") + ": " + work;
    if (std::find(units.begin(), units.end(), unit) == units.end()) units.push_back(unit);
    if (std::find(works.begin(), works.end(), work) == works.end()) works.push_back(work);
  }
  if (works.size() == 1) return works.front();
  std::string mixed;
  for (const auto& unit : units) mixed += (mixed.empty() ? "" : "; ") + unit;
  return "work (" + mixed + ")";
}

}  // namespace

PlotData plot_data(const Table& runs, const Table& summary, const Table& quantiles,
                   const Design& design, const Table& islands) {
  PlotData data;
  const SweepShape shape = shape_of(summary);
  const std::vector<FigureCell> cells = figure_cells(runs, summary, design);
  add_convergence_data(summary, quantiles, design, data);
  add_against_n(cells, data);
  ecdf(runs, summary, data);
  data.work_label = work_label(summary);
  heatmap(summary, shape, data);
  final_conflicts(runs, summary, data);
  coverage(summary, data);
  island_curves(islands, data);
  add_phase_data(cells, design, data);
  return data;
}

}  // namespace nqga
