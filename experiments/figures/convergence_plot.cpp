#include "figures/convergence_plot.hpp"

#include <algorithm>
#include <cstdint>
#include <map>
#include <set>

namespace nqga {

namespace {

constexpr std::size_t kStyles = kSeriesPerFigure;

// How one point's curve is drawn.
struct Curve {
  std::string facet;
  int series = 0, style = 0;  // within its facet, from 0
  std::string title;          // "" but on the first curve of a style
  bool band = true;
};

// The facet of each point: "all" while they fit one figure, else its problem point (when there
// are several) and its group of configurations (when a problem point has too many).
std::map<int, std::string> facets_of(const std::map<int, DesignCell>& cells) {
  std::map<int, std::string> facets;
  std::set<std::string> problems;
  std::vector<std::string> configurations;
  for (const auto& [point, cell] : cells) {
    problems.insert(cell.problem);
    if (std::find(configurations.begin(), configurations.end(), cell.configuration) ==
        configurations.end())
      configurations.push_back(cell.configuration);
  }
  const std::vector<std::string> groups = figure_facets(configurations);
  for (const auto& [point, cell] : cells) {
    std::string facet = cells.size() <= kStyles || problems.size() == 1 ? "" : cell.problem;
    const auto at = std::find(configurations.begin(), configurations.end(), cell.configuration);
    const std::string& group = groups[static_cast<std::size_t>(at - configurations.begin())];
    if (group != "all") facet += (facet.empty() ? "" : " ") + group;
    facets[point] = facet.empty() ? "all" : facet;
  }
  return facets;
}

// The curves of one facet's points: a style each while they fit, else one per configuration.
void plan_facet(const std::vector<int>& points, const std::map<int, DesignCell>& cells,
                const std::string& facet, const Results& results, std::map<int, Curve>& plan) {
  std::map<std::string, int> styles, instances;  // per configuration
  for (int point : points) {
    const std::string& configuration = cells.at(point).configuration;
    styles.try_emplace(configuration, static_cast<int>(styles.size()));
    ++instances[configuration];
  }
  const bool own = points.size() <= kStyles;
  std::set<int> titled;
  for (std::size_t k = 0; k < points.size(); ++k) {
    const DesignCell& cell = cells.at(points[k]);
    Curve& curve = plan[points[k]];
    curve.facet = facet;
    curve.series = static_cast<int>(k);
    curve.style = own ? curve.series : styles[cell.configuration];
    curve.band = own;
    if (own) {
      curve.title = facet == "all"
                        ? results.points[static_cast<std::size_t>(points[k])].label
                        : cell.configuration + (cell.instance.empty() ? "" : " ") + cell.instance;
    } else if (titled.insert(curve.style).second) {
      curve.title =
          cell.configuration + " (" + std::to_string(instances[cell.configuration]) + " instances)";
    }
  }
}

std::map<int, Curve> curve_plan(const Results& results, const Table& quantiles) {
  std::map<int, DesignCell> cells;
  for (const auto& row : quantiles.rows) {
    const int point = std::stoi(quantiles.at(row, "point"));
    if (!cells.count(point))
      cells[point] = results.points.at(static_cast<std::size_t>(point)).place;
  }
  std::map<std::string, std::vector<int>> by_facet;
  for (const auto& [point, facet] : facets_of(cells)) by_facet[facet].push_back(point);
  std::map<int, Curve> plan;
  for (const auto& [facet, points] : by_facet) plan_facet(points, cells, facet, results, plan);
  return plan;
}

// Leaves out facets whose runs all ended at generation 0 and those with too many curves to draw,
// saying why.
void drop_undrawable(Table& table, PlotData& data) {
  std::map<std::string, bool> moves;
  std::map<std::string, std::set<std::string>> curves;
  for (const auto& row : table.rows) {
    const std::string& facet = table.at(row, "facet");
    moves[facet] = moves[facet] || table.at(row, "generation") != "0";
    curves[facet].insert(table.at(row, "series"));
  }
  for (auto& [facet, moved] : moves) {
    if (curves[facet].size() > static_cast<std::size_t>(kMaxSeries)) {
      moved = false;
      data.skipped.push_back("convergence (" + facet +
                             "): " + std::to_string(curves[facet].size()) + " curves, more than " +
                             std::to_string(kMaxSeries) +
                             " in one figure (generations_quantiles.csv has them)");
    } else if (!moved) {
      data.skipped.push_back("convergence (" + facet + "): every run ended at generation 0");
    }
  }
  std::erase_if(table.rows, [&](const auto& row) { return !moves[table.at(row, "facet")]; });
}

}  // namespace

void add_convergence_data(const Results& results, const Table& quantiles, PlotData& data) {
  if (quantiles.rows.empty()) {
    data.skipped.push_back("convergence: no per-generation logs (no solver with generations)");
    return;
  }
  const std::map<int, Curve> plan = curve_plan(results, quantiles);
  std::map<int, std::uint64_t> last;  // generation, per point
  for (const auto& row : quantiles.rows)
    last[std::stoi(quantiles.at(row, "point"))] = std::stoull(quantiles.at(row, "generation"));
  Table table;
  table.header = {"facet",       "series",   "style",       "label",    "band",
                  "generation",  "runs",     "best_median", "best_q25", "best_q75",
                  "mean_median", "mean_q25", "mean_q75"};
  for (const auto& row : quantiles.rows) {
    const int point = std::stoi(quantiles.at(row, "point"));
    if (!drawn_generation(std::stoull(quantiles.at(row, "generation")), last[point])) continue;
    const Curve& curve = plan.at(point);
    std::vector<std::string> out{curve.facet, std::to_string(curve.series),
                                 std::to_string(curve.style), curve.title, curve.band ? "1" : "0"};
    for (const char* name : {"generation", "runs", "best_median", "best_q25", "best_q75",
                             "mean_median", "mean_q25", "mean_q75"}) {
      out.push_back(quantiles.at(row, name));
    }
    table.rows.push_back(std::move(out));
  }
  drop_undrawable(table, data);
  if (!table.rows.empty()) data.tables["convergence"] = std::move(table);
}

}  // namespace nqga
