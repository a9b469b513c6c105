#include "figures/scaling_plot.hpp"

#include <cmath>
#include <string>

#include "figures/figure_cells.hpp"

namespace nqga {

namespace {

// The better law's value at n, in seconds.
double law_at(const ScalingSeries& series, int n) {
  if (series.better() == "power")
    return series.power.scale * std::pow(static_cast<double>(n), series.power.parameter);
  return series.exponential.scale * std::pow(series.exponential.parameter, n);
}

// "solver=ga: n^{2.79}" or "...: 1.6^{n}", the key's entry (gnuplot's enhanced text).
std::string label_of(const ScalingSeries& series) {
  const bool power = series.better() == "power";
  const GrowthLaw& law = power ? series.power : series.exponential;
  char parameter[32];
  std::snprintf(parameter, sizeof parameter, "%.3g", law.parameter);
  const std::string where = series.problem.empty() ? "" : " " + series.problem;
  return series.configuration + where + ": " +
         (power ? "n^{" + std::string(parameter) + "}" : std::string(parameter) + "^{n}");
}

}  // namespace

void add_scaling_data(const std::vector<ScalingSeries>& series, PlotData& data) {
  Table table;
  table.header = {"series", "label", "n", "ert", "ert_low", "ert_high", "law", "unsolved"};
  int index = 0;
  for (const ScalingSeries& one : series) {
    if (one.better().empty()) continue;
    const std::string label = label_of(one);
    for (std::size_t i = 0; i < one.ns.size(); ++i) {
      const bool unsolved = std::isinf(one.ert[i]);
      table.rows.push_back({std::to_string(index), label, std::to_string(one.ns[i]),
                            finite_field(one.ert[i]), finite_field(one.interval[i].low),
                            finite_field(one.interval[i].high),
                            finite_field(law_at(one, one.ns[i])), unsolved ? "1" : "0"});
    }
    ++index;
  }
  if (!table.rows.empty()) data.tables["scaling"] = std::move(table);
}

}  // namespace nqga
