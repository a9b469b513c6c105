// The data of the fixed-target figure (plots/fixed_target.gp): per configuration, the ECDF over
// (run, target) pairs against evaluations from fixed_target.csv (tables/fixed_target.hpp), one
// panel per problem point up to kMaxFixedTargetPanels, else one panel of all problem points pooled.
#pragma once

#include <string>

#include "figures/plot_data.hpp"

namespace nqga {

constexpr int kMaxFixedTargetPanels = 4;

// Adds the table "fixed_target" (panel, panel_label, series, label, budget, ecdf) to `data` from
// fixed_target.csv's rows (none when the table is empty); more than kMaxSeries configurations are
// skipped with the reason. Pooled, a configuration's value at budget b sums each problem point's
// reached pairs at its largest budget up to b (its last value past its largest) over all pairs.
void add_fixed_target_data(const Table& fixed_target, PlotData& data);

// The panels' labels of that table as gnuplot words ("n=8" "n=10"), in panel order.
std::string fixed_target_panels(const Table& plot);

}  // namespace nqga
