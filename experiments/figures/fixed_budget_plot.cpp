// add_fixed_budget_data, fixed_budget_variables (fixed_budget_plot.hpp).
#include "figures/fixed_budget_plot.hpp"

#include <algorithm>
#include <cmath>
#include <map>

#include "figures/gnuplot_text.hpp"

namespace nqga {

namespace {

using TableRow = std::vector<std::string>;

template <typename T>
std::size_t budget_index_of(std::vector<T>& list, const T& value) {
  auto it = std::find(list.begin(), list.end(), value);
  if (it == list.end()) it = list.insert(list.end(), value);
  return static_cast<std::size_t>(it - list.begin());
}

// The problem points drawn: all up to the limit, else the limit's number spread evenly.
std::vector<std::size_t> shown_problems(std::size_t count) {
  std::vector<std::size_t> shown;
  const auto limit = static_cast<std::size_t>(kMaxFixedBudgetPanels);
  for (std::size_t i = 0; i < std::min(count, limit); ++i)
    shown.push_back(count <= limit ? i
                                   : static_cast<std::size_t>(std::llround(
                                         static_cast<double>(i * (count - 1)) / (limit - 1))));
  return shown;
}

// Appends `words` a number to a gnuplot word list.
void add_word(std::string& words, std::size_t number) {
  words += (words.empty() ? "" : " ") + std::to_string(number);
}

}  // namespace

void add_fixed_budget_data(const Table& fixed_budget, PlotData& data) {
  std::vector<std::string> configurations, problems;
  std::map<std::pair<std::size_t, std::size_t>, std::vector<const TableRow*>>
      curves;  // (problem, c)
  for (const TableRow& row : fixed_budget.rows) {
    const std::size_t c = budget_index_of(configurations, fixed_budget.at(row, "configuration"));
    const std::size_t p = budget_index_of(problems, fixed_budget.at(row, "problem"));
    curves[{p, c}].push_back(&row);
  }
  if (curves.empty()) return;
  if (configurations.size() > static_cast<std::size_t>(kMaxSeries)) {
    data.skipped.push_back("fixed-budget values: " + std::to_string(configurations.size()) +
                           " configurations, more than " + std::to_string(kMaxSeries) +
                           " in one figure (fixed_budget.csv has them)");
    return;
  }
  Table table;
  table.header = {"panel", "panel_label", "series", "label", "budget", "mean", "low", "high"};
  const std::vector<std::size_t> shown = shown_problems(problems.size());
  for (std::size_t panel = 0; panel < shown.size(); ++panel) {
    for (const auto& [key, rows] : curves) {
      if (key.first != shown[panel]) continue;
      for (const TableRow* row : rows)
        table.rows.push_back({std::to_string(panel), problems[key.first],
                              std::to_string(key.second), configurations[key.second],
                              fixed_budget.at(*row, "budget"), fixed_budget.at(*row, "mean_best"),
                              fixed_budget.at(*row, "mean_low"),
                              fixed_budget.at(*row, "mean_high")});
    }
  }
  data.tables["fixed_budget"] = std::move(table);
}

std::string fixed_budget_variables(const Table& plot) {
  std::vector<std::string> titles, panels;
  std::string curve_panels, curve_series, firsts, lasts, panel_firsts, panel_lasts;
  std::size_t curve = 0;
  for (std::size_t k = 0; k < plot.rows.size(); ++k) {
    const TableRow& row = plot.rows[k];
    const std::size_t series = std::stoul(plot.at(row, "series"));
    const std::size_t panel = std::stoul(plot.at(row, "panel"));
    if (series >= titles.size()) titles.resize(series + 1);
    titles[series] = plot.at(row, "label");
    const bool new_panel = k == 0 || plot.at(plot.rows[k - 1], "panel") != plot.at(row, "panel");
    const bool new_curve =
        new_panel || plot.at(plot.rows[k - 1], "series") != plot.at(row, "series");
    if (new_panel) {
      panels.push_back(plot.at(row, "panel_label"));
      if (k > 0) add_word(panel_lasts, curve);
      add_word(panel_firsts, curve + 1);
    }
    if (new_curve) {
      if (k > 0) add_word(lasts, k - 1);
      add_word(firsts, k);
      add_word(curve_panels, panel);
      add_word(curve_series, series);
      ++curve;
    }
  }
  add_word(lasts, plot.rows.size() - 1);
  add_word(panel_lasts, curve);
  return "titles=" + gnuplot_string(gnuplot_words(titles)) +
         "; panels=" + gnuplot_string(gnuplot_words(panels)) +
         "; curve_panels=" + gnuplot_string(curve_panels) +
         "; curve_series=" + gnuplot_string(curve_series) + "; firsts=" + gnuplot_string(firsts) +
         "; lasts=" + gnuplot_string(lasts) + "; panel_firsts=" + gnuplot_string(panel_firsts) +
         "; panel_lasts=" + gnuplot_string(panel_lasts);
}

}  // namespace nqga
