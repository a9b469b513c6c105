// `nqga plot DIR`: turns a run directory's tables into tidy plot data (DIR/plots/*.csv) and renders
// the gnuplot scripts of plots/ over them to PNG and SVG. Aggregation happens here, in C++;
// gnuplot only draws. A plot the data cannot support (one point, no data) is skipped with the
// reason, never drawn empty.
#pragma once

#include <iosfwd>
#include <map>
#include <string>
#include <vector>

namespace nqga {

// A CSV file as text cells, with its header.
struct Table {
  std::vector<std::string> header;
  std::vector<std::vector<std::string>> rows;
  int column(const std::string& name) const;  // -1 when absent
};
Table read_table(const std::string& path);  // RFC 4180 quoting; throws std::runtime_error
std::string table_csv(const Table& table);

// The plot data, each a tidy table (see the README for the columns).
struct PlotData {
  std::map<std::string, Table> tables;  // file stem -> table, e.g. "ecdf"
  std::vector<std::string> skipped;     // "heatmap: needs exactly two swept axes ..."
};

// Builds every table the run directory's runs.csv, summary.csv and generations_quantiles.csv
// support. `time_limit_s` marks timeouts in the time-against-n data.
PlotData plot_data(const Table& runs, const Table& summary, const Table& quantiles,
                   double time_limit_s);

// Whether `program` is an executable in a folder of PATH: the check before a run-time tool
// (gnuplot, Graphviz, rsvg-convert) is called, so that a missing one can be named.
bool on_path(const std::string& program);
// `text` as one word for /bin/sh (single quotes).
std::string shell_quoted(const std::string& text);

// Writes the data and renders the plots into DIR/plots. Returns the exit code: 0 (also when
// gnuplot is missing: then the data is written and the message says how to plot later), 2 when
// DIR is not a run directory.
int plot_directory(const std::string& dir, std::ostream& out, std::ostream& err);

}  // namespace nqga
