// add_fixed_target_data, fixed_target_panels (fixed_target_plot.hpp).
#include "figures/fixed_target_plot.hpp"

#include <algorithm>
#include <map>
#include <set>

#include "figures/gnuplot_text.hpp"

namespace nqga {

namespace {

// One configuration at one problem point: its ECDF rows, (budget, reached) in budget order.
struct EcdfCurve {
  double pairs = 0;
  std::vector<std::pair<double, double>> reached;
  // Reached pairs within `budget`: the step at the largest budget up to it.
  double at(double budget) const {
    double value = 0;
    for (const auto& [b, r] : reached) {
      if (b > budget) break;
      value = r;
    }
    return value;
  }
};

template <typename T>
int ecdf_index_of(std::vector<T>& list, const T& value) {
  auto it = std::find(list.begin(), list.end(), value);
  if (it == list.end()) it = list.insert(list.end(), value);
  return static_cast<int>(it - list.begin());
}

// Every configuration's curve at every problem point, and the labels of both in order.
struct EcdfPanels {
  std::vector<std::string> configurations, problems;
  std::map<std::pair<int, int>, EcdfCurve> by_cell;  // (configuration, problem) -> its curve
  const EcdfCurve* find(std::size_t configuration, std::size_t problem) const {
    const auto it = by_cell.find({static_cast<int>(configuration), static_cast<int>(problem)});
    return it == by_cell.end() ? nullptr : &it->second;
  }
};

// Configuration c's rows, one panel per problem point.
void add_panel_rows(const EcdfPanels& curves, std::size_t c, Table& table) {
  for (std::size_t p = 0; p < curves.problems.size(); ++p) {
    const EcdfCurve* curve = curves.find(c, p);
    if (!curve) continue;
    for (const auto& [budget, reached] : curve->reached) {
      table.rows.push_back({std::to_string(p), curves.problems[p], std::to_string(c),
                            curves.configurations[c], number_field(budget),
                            number_field(reached / curve->pairs)});
    }
  }
}

}  // namespace

void add_fixed_target_data(const Table& fixed_target, PlotData& data) {
  EcdfPanels curves;
  for (const auto& row : fixed_target.rows) {
    if (fixed_target.at(row, "view") != "ecdf") continue;
    EcdfCurve& curve =
        curves.by_cell[{ecdf_index_of(curves.configurations, fixed_target.at(row, "configuration")),
                        ecdf_index_of(curves.problems, fixed_target.at(row, "problem"))}];
    curve.pairs = field_number(fixed_target.at(row, "pairs"));
    curve.reached.emplace_back(field_number(fixed_target.at(row, "budget")),
                               field_number(fixed_target.at(row, "reached")));
  }
  if (curves.by_cell.empty()) return;
  if (curves.configurations.size() > static_cast<std::size_t>(kMaxSeries)) {
    data.skipped.push_back("fixed-target ECDF: " + std::to_string(curves.configurations.size()) +
                           " configurations, more than " + std::to_string(kMaxSeries) +
                           " in one figure (fixed_target.csv has them)");
    return;
  }
  if (curves.problems.size() > static_cast<std::size_t>(kMaxFixedTargetPanels)) {
    data.skipped.push_back("fixed-target ECDF: " + std::to_string(curves.problems.size()) +
                           " problem points, more than " + std::to_string(kMaxFixedTargetPanels) +
                           " panels (runtime_ecdf.png pools them on targets relative to n)");
    return;
  }
  Table table;
  table.header = {"panel", "panel_label", "series", "label", "budget", "ecdf"};
  for (std::size_t c = 0; c < curves.configurations.size(); ++c) add_panel_rows(curves, c, table);
  data.tables["fixed_target"] = std::move(table);
}

void add_runtime_ecdf_data(const Table& runtime_ecdf, PlotData& data) {
  std::vector<std::string> configurations;
  Table table;
  table.header = {"series", "label", "budget_per_n", "ecdf"};
  for (const auto& row : runtime_ecdf.rows) {
    const std::string& configuration = runtime_ecdf.at(row, "configuration");
    const int series = ecdf_index_of(configurations, configuration);
    table.rows.push_back({std::to_string(series), configuration,
                          runtime_ecdf.at(row, "budget_per_n"), runtime_ecdf.at(row, "ecdf")});
  }
  if (table.rows.empty()) return;
  if (configurations.size() > static_cast<std::size_t>(kMaxSeries)) {
    data.skipped.push_back("runtime ECDF: " + std::to_string(configurations.size()) +
                           " configurations, more than " + std::to_string(kMaxSeries) +
                           " in one figure (runtime_ecdf.csv has them)");
    return;
  }
  data.tables["runtime_ecdf"] = std::move(table);
}

std::string fixed_target_panels(const Table& plot) {
  std::map<int, std::string> labels;
  for (const auto& row : plot.rows) {
    labels.emplace(std::stoi(plot.at(row, "panel")), plot.at(row, "panel_label"));
  }
  std::vector<std::string> words;
  for (const auto& [panel, label] : labels) words.push_back(label);
  return gnuplot_words(words);
}

}  // namespace nqga
