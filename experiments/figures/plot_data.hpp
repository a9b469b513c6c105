// The data of the figures: tidy tables built in C++ from a run directory's runs.csv, summary.csv
// and generations_quantiles.csv, columns found by name. gnuplot only draws them (plot.hpp). Work
// is each point's solver's own measure (the summary's `work` and `work_column`), never assumed.
#pragma once

#include <map>
#include <string>
#include <vector>

#include "run/csv.hpp"

namespace nqga {

struct PlotData {
  std::map<std::string, Table> tables;  // file stem -> table, e.g. "ecdf"
  std::vector<std::string> skipped;     // "heatmap: needs exactly two swept parameters ..."
  std::string work_label;               // what the work axis measures: one solver's unit, or a mix
};

// Every table the data supports, and why the others are not drawn: from runs.csv, summary.csv,
// generations_quantiles.csv and generations_islands.csv (empty when no point ran islands).
// `time_limit_s` marks points where every run timed out in the time-against-n data.
PlotData plot_data(const Table& runs, const Table& summary, const Table& quantiles,
                   double time_limit_s, const Table& islands = {});

// Figures with a line or a box per point draw at most this many (a sweep over 20 instances at
// 13 densities has 260 points: their lines tell nothing apart, and gnuplot takes minutes); beyond,
// the figure is not drawn and the reason says where the numbers are.
constexpr int kMaxSeries = 40;

// At most this many points get a figure of their islands each.
constexpr int kMaxIslandFigures = 6;

}  // namespace nqga
