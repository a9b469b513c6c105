// The data of the fixed-target figures: per configuration, the ECDF over (run, target) pairs
// against evaluations from fixed_target.csv (tables/fixed_target.hpp, plots/fixed_target.gp), one
// panel per problem point up to kMaxFixedTargetPanels; and pooled over the problem points on
// targets relative to n from runtime_ecdf.csv (tables/runtime_ecdf.hpp, plots/runtime_ecdf.gp).
#pragma once

#include <string>

#include "figures/plot_data.hpp"

namespace nqga {

constexpr int kMaxFixedTargetPanels = 4;

// Adds the table "fixed_target" (panel, panel_label, series, label, budget, ecdf) to `data` from
// fixed_target.csv's rows (none when the table is empty); more than kMaxSeries configurations, or
// more than kMaxFixedTargetPanels problem points, are skipped with the reason.
void add_fixed_target_data(const Table& fixed_target, PlotData& data);

// Adds the table "runtime_ecdf" (series, label, budget_per_n, ecdf) from runtime_ecdf.csv's rows
// (none when it is empty); more than kMaxSeries configurations are skipped with the reason.
void add_runtime_ecdf_data(const Table& runtime_ecdf, PlotData& data);

// The panels' labels of that table as gnuplot words ("n=8" "n=10"), in panel order.
std::string fixed_target_panels(const Table& plot);

}  // namespace nqga
