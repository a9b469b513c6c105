// The data of the figures: tidy tables built in C++ from the results model and the generation
// quantiles of its logs. gnuplot only draws them (plot.hpp). Work is each point's solver's own
// measure, never assumed.
#pragma once

#include <cstdint>
#include <map>
#include <string>
#include <vector>

#include "results/results.hpp"
#include "run/csv.hpp"

namespace nqga {

struct PlotData {
  std::map<std::string, Table> tables;  // file stem -> table, e.g. "ecdf"
  std::vector<std::string> skipped;     // "heatmap: needs exactly two swept parameters ..."
};

// Every table the data supports, and why the others are not drawn: from the results, their
// generations quantiles and islands quantiles (tables/summarize.hpp; no rows when no point ran
// islands); the figures against n and of the phase transition follow the design
// (figure_cells.hpp).
PlotData plot_data(const Results& results, const Table& quantiles, const Table& islands = {});

// Whether generation g of a series that ends at `last` is drawn: every one below 256, then 128
// per doubling (the log axis of 960 pixels shows no more), and the last. At 20,000 generations
// that keeps 1 row in 20 and renders the figure 15 times faster; the quantile tables keep them all.
bool drawn_generation(std::uint64_t g, std::uint64_t last);

// Figures with a line or a box per point draw at most this many (a sweep over 20 instances at
// 13 densities has 260 points: their lines tell nothing apart, and gnuplot takes minutes); beyond,
// the figure is not drawn and the reason says where the numbers are.
constexpr int kMaxSeries = 40;

// At most this many points get a figure of their islands each.
constexpr int kMaxIslandFigures = 6;

}  // namespace nqga
