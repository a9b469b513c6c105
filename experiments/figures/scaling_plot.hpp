// The data of the scaling figure (plots/scaling.gp): per configuration run at three n or more
// (comparison/scaling.hpp), its ERT in seconds at each n with the bootstrap interval, and beside
// it the law that fits it better, drawn over the same n's; a point without a success is marked at
// the top of its panel instead of an ERT.
#pragma once

#include <vector>

#include "comparison/scaling.hpp"
#include "figures/plot_data.hpp"

namespace nqga {

// Adds the table "scaling" (columns series, label, n, ert, ert_low, ert_high, law, unsolved) to
// `data` when a series has a law; no figure and no reason otherwise (scaling.csv says why).
void add_scaling_data(const std::vector<ScalingSeries>& series, PlotData& data);

}  // namespace nqga
