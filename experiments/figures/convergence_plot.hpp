// The data of the convergence figures (plots/convergence.gp) from generations_quantiles.csv: one
// curve per point with logs, each figure (facet) at most kSeriesPerFigure styles. Up to that many
// points share one figure, each with its interquartile band; beyond, one figure per problem point
// of the design (and per group of configurations, figure_facets, when they are more), and where a
// figure would still hold more curves, the instances of a configuration share its style and one
// key entry ("ga (6 instances)"), without bands.
#pragma once

#include "figures/figure_cells.hpp"
#include "figures/plot_data.hpp"

namespace nqga {

// Adds "convergence" to `data` (columns facet, series, style, label, band, generation, runs,
// best_*, mean_*; label empty on every curve of a style but its first), or says why not.
void add_convergence_data(const Results& results, const Table& quantiles, PlotData& data);

}  // namespace nqga
