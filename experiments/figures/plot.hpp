// `nqga plot DIR`: writes the plot data (plot_data.hpp) into DIR/plots/*.csv and renders the
// gnuplot scripts of plots/ over them to PNG and SVG. A plot the data cannot support (one point,
// no data) is skipped with the reason, never drawn empty.
#pragma once

#include <filesystem>
#include <string>
#include <vector>

namespace nqga {

struct Results;  // results/results.hpp
struct Curves;   // run/job_record.hpp

// What drawing a run directory's figures came to.
struct Figures {
  std::string dir;                           // the run directory, as given
  std::filesystem::path folder;              // DIR/plots: the figures and their data (*.csv)
  std::vector<std::filesystem::path> drawn;  // the figures drawn, .png and .svg
  std::vector<std::string> not_drawn;        // figures the data cannot support, and why
  bool gnuplot_missing = false;              // then only the data was written
  bool rendered = false;                     // gnuplot ran over the scripts
  std::vector<std::string> failures;         // missing scripts, gnuplot errors (and its log)
  bool refused = false;  // DIR has no whole tables to draw (failures says why); nothing written

  // 0 drawn (or gnuplot missing: the data is written), 1 a figure failed or a script is missing
  // (plot_scripts.hpp), 2 refused.
  int exit_code() const { return refused ? 2 : failures.empty() ? 0 : 1; }
};

// Draws the figures of `results` into its run directory's plots/ (`curves`: its runs' curves by
// point, tables/summarize.hpp): one gnuplot run per figure and format. Does not take the
// directory's lock (the caller does). Throws WriteError when the plot data cannot be written.
Figures draw_figures(const Results& results, const std::vector<std::vector<Curves>>& curves);
// The same of run directory `dir`, its results read from its records (read_results); refused,
// with why in `failures`, when they cannot be read.
Figures draw_figures(const std::string& dir);

}  // namespace nqga
