// The data of the figures against n (plots/time_vs_n.gp, plots/success.gp) from the design's
// cells (figure_cells.hpp): one series per configuration (and problem axes but n), aggregated over
// instances, in facets of at most kSeriesPerFigure series.
#pragma once

#include "figures/figure_cells.hpp"
#include "figures/plot_data.hpp"

namespace nqga {

// Adds "time_vs_n" and "success" to `data` when n takes several values; else says why not.
// time_vs_n: per cell the medians and quartiles of seconds and work over all runs with the
// censored ones at +inf (a median on one is left blank; a third quartile on one is drawn up to
// the budget), the budget the censored runs reached and their count, and the count's line in the
// time figure and in the work figure (count_row_seconds, count_row_work; count_labels.hpp).
// success: the success over runs on solvable instances with its Wilson interval.
void add_against_n(const std::vector<FigureCell>& cells, PlotData& data);

}  // namespace nqga
