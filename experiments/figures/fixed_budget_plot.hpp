// The data of the fixed-budget figure (plots/fixed_budget.gp): per configuration, its mean best
// conflicts against evaluations with the bootstrap band, from fixed_budget.csv
// (tables/fixed_budget.hpp), one panel per problem point: at most kMaxFixedBudgetPanels, spread
// evenly over them (the first and the last among them) where there are more.
#pragma once

#include <string>

#include "figures/plot_data.hpp"

namespace nqga {

constexpr int kMaxFixedBudgetPanels = 4;

// Adds the table "fixed_budget" (panel, panel_label, series, label, budget, mean, low, high) to
// `data`, a curve's rows together, panels in order (none when the table is empty); more than
// kMaxSeries configurations are skipped with the reason.
void add_fixed_budget_data(const Table& fixed_budget, PlotData& data);

// What plots/fixed_budget.gp reads of that table besides it, as gnuplot assignments: titles (the
// configurations), panels (their labels), each curve's panel, series, first and last row, and
// each panel's first and last curve.
std::string fixed_budget_variables(const Table& plot);

}  // namespace nqga
