#include "figures/plot_data.hpp"

#include <algorithm>
#include <bit>
#include <cmath>
#include <cstdint>
#include <set>

#include "figures/against_n.hpp"
#include "figures/convergence_plot.hpp"
#include "figures/phase_plot.hpp"
#include "figures/scaling_plot.hpp"
#include "tables/summarize.hpp"

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

// The facet of each curve: a figure per unit of work (when there are several: evaluations and
// repair swaps never share an axis), within it figure_facets of the labels.
std::vector<std::string> unit_facets(const std::vector<const FigureCell*>& cells,
                                     const std::vector<std::string>& labels) {
  std::set<std::string> units;
  for (const FigureCell* cell : cells) units.insert(cell->work);
  std::vector<std::string> facets(cells.size());
  for (const std::string& unit : units) {
    std::vector<std::size_t> mine;
    std::vector<std::string> mine_labels;
    for (std::size_t c = 0; c < cells.size(); ++c) {
      if (cells[c]->work != unit) continue;
      mine.push_back(c);
      mine_labels.push_back(labels[c]);
    }
    const std::vector<std::string> within = figure_facets(mine_labels);
    for (std::size_t k = 0; k < mine.size(); ++k) {
      std::string facet = units.size() > 1 ? unit : "";
      if (within[k] != "all") facet += (facet.empty() ? "" : " ") + within[k];
      facets[mine[k]] = facet.empty() ? "all" : facet;
    }
  }
  return facets;
}

// Per configuration x problem point of a seeded solver with a measure of work, aggregated over
// its instances (runs on unsolvable ones apart), the fraction of its runs solved within x work;
// a figure per unit of work, more than kSeriesPerFigure curves in facets.
void ecdf(const std::vector<FigureCell>& cells, PlotData& data) {
  std::vector<const FigureCell*> drawn;
  std::set<std::string> problems;
  double lowest = INFINITY, highest = 0;
  for (const FigureCell& cell : cells) {
    if (!cell.seeded || cell.work_column.empty() || cell.runs == 0) continue;
    drawn.push_back(&cell);
    problems.insert(cell.problem);
    for (const double work : cell.solved_work) {
      lowest = std::min(lowest, work);
      highest = std::max(highest, work);
    }
  }
  if (lowest == INFINITY) {
    data.skipped.push_back("run-time distribution: no solved run of a seeded solver");
    return;
  }
  if (too_many_series("run-time distribution", drawn.size(), data)) return;
  std::vector<std::string> labels;
  for (const FigureCell* cell : drawn) {
    labels.push_back(problems.size() > 1 ? cell->problem + " " + cell->configuration
                                         : cell->configuration);
  }
  const std::vector<std::string> facets = unit_facets(drawn, labels);
  std::map<std::string, int> in_facet;
  Table table;
  table.header = {"facet", "series", "label", "unit", "work", "fraction"};
  for (std::size_t c = 0; c < drawn.size(); ++c) {
    std::vector<double> work = drawn[c]->solved_work;
    std::sort(work.begin(), work.end());
    const double runs = drawn[c]->runs;
    const std::string s = std::to_string(in_facet[facets[c]]++);
    auto add = [&](double x, double fraction) {
      table.rows.push_back(
          {facets[c], s, labels[c], drawn[c]->work, number_field(x), number_field(fraction)});
    };
    // From the left edge at 0 to each success, then flat at the success rate to the right edge.
    add(lowest, 0);
    for (std::size_t k = 0; k < work.size(); ++k) add(work[k], (k + 1) / runs);
    add(highest, work.size() / runs);
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

// A box per configuration and problem point of a seeded solver, over its runs with a board on
// solvable and undecided instances (runs on instances proven unsolvable cannot reach 0): how far
// the runs that did not solve got.
void final_conflicts(const Results& results, PlotData& data) {
  Table table;
  table.header = {"series", "label", "best_conflicts"};
  bool unsolved = false;
  std::map<std::string, int> series;
  for (const ResultRun& run : results.runs) {
    const ResultCell& cell = results.cell_of(run);
    if (!cell.solver.seeded || !run.has_board()) continue;
    if (results.status_of(run) == InstanceStatus::kUnsolvable) continue;
    unsolved |= !run.solved();
    const std::string label = cell.problem + " " + cell.configuration;
    const auto [it, added] = series.emplace(label, static_cast<int>(series.size()));
    table.rows.push_back({std::to_string(it->second), label, number_field(run.best_conflicts())});
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

}  // namespace

PlotData plot_data(const Results& results, const Table& quantiles, const Table& islands) {
  PlotData data;
  const Table summary = summary_table(results);
  const SweepShape shape = shape_of(summary);
  const std::vector<FigureCell> cells = figure_cells(results);
  add_convergence_data(results, quantiles, data);
  add_against_n(cells, data);
  ecdf(cells, data);
  heatmap(summary, shape, data);
  final_conflicts(results, data);
  coverage(summary, data);
  island_curves(islands, data);
  add_phase_data(cells, results.design, data);
  add_scaling_data(scaling(results), data);
  return data;
}

}  // namespace nqga
