// `nqga plot DIR`: writes the plot data (plot_data.hpp) into DIR/plots/*.csv and renders the
// gnuplot scripts of plots/ over them to PNG and SVG. A plot the data cannot support (one point,
// no data) is skipped with the reason, never drawn empty.
#pragma once

#include <iosfwd>
#include <string>

namespace nqga {

// Returns the exit code: 0 (also when gnuplot is missing: then the data is written and the
// message says how to plot later), 1 when gnuplot failed on a figure or the scripts are missing
// (plot_scripts.hpp), 2 when DIR is not a run directory. Does not take the directory's lock (the
// caller does).
int plot_directory(const std::string& dir, std::ostream& out, std::ostream& err);

}  // namespace nqga
