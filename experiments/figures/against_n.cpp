#include "figures/against_n.hpp"

#include <algorithm>
#include <cmath>
#include <map>
#include <set>
#include <tuple>

#include "figures/count_labels.hpp"

namespace nqga {

namespace {

// The third quartile, drawn up to the budget when it falls on a censored run.
std::string upper(double q75, double budget) {
  return finite_field(std::isinf(q75) ? budget : q75);
}

// Each cell's series (its index in `labels`, appended when new).
std::vector<std::size_t> series_of(const std::vector<FigureCell>& cells,
                                   std::vector<std::string>& labels) {
  std::vector<std::size_t> series;
  for (const FigureCell& cell : cells) {
    const std::string label = label_without_n(cell);
    auto it = std::find(labels.begin(), labels.end(), label);
    if (it == labels.end()) it = labels.insert(labels.end(), label);
    series.push_back(static_cast<std::size_t>(it - labels.begin()));
  }
  return series;
}

// Rows of one facet together, then of one series, in order of n: gnuplot draws each as a line.
void sort_rows(Table& table) {
  const int facet = table.column("facet"), series = table.column("series"), n = table.column("n");
  std::stable_sort(table.rows.begin(), table.rows.end(), [&](const auto& a, const auto& b) {
    return std::tuple(std::stoi(a[series]), std::stod(a[n])) <
           std::tuple(std::stoi(b[series]), std::stod(b[n]));
  });
  std::stable_sort(table.rows.begin(), table.rows.end(),
                   [&](const auto& a, const auto& b) { return a[facet] < b[facet]; });
}

// Columns count_row_seconds and count_row_work: each count of unsolved runs' line in the time
// figure (a panel per facet) and in the work figure (a panel per facet and unit), on the
// logarithmic n axis of its facet (count_labels.hpp).
void place_time_counts(Table& time) {
  const int facet = time.column("facet"), count = time.column("censored_count");
  std::map<std::string, std::vector<std::size_t>> by_facet;
  for (std::size_t r = 0; r < time.rows.size(); ++r) by_facet[time.rows[r][facet]].push_back(r);
  for (const auto& [name, rows] : by_facet) {
    std::vector<double> ns;
    for (const std::size_t r : rows) ns.push_back(std::stod(time.at(time.rows[r], "n")));
    const std::vector<double> at = axis_shares(ns, true);
    std::vector<std::size_t> labelled;
    std::vector<double> shares;
    std::vector<std::string> units, texts;
    for (std::size_t k = 0; k < rows.size(); ++k) {
      const auto& row = time.rows[rows[k]];
      if (row[count].empty()) continue;
      labelled.push_back(rows[k]);
      shares.push_back(at[k]);
      units.push_back(time.at(row, "unit"));
      texts.push_back(row[count]);
    }
    const std::vector<int> seconds =
        count_lines(shares, std::vector<std::string>(shares.size()), texts);
    const std::vector<int> work = count_lines(shares, units, texts);
    for (std::size_t k = 0; k < labelled.size(); ++k) {
      auto& row = time.rows[labelled[k]];
      row[time.column("count_row_seconds")] = std::to_string(seconds[k]);
      row[time.column("count_row_work")] = std::to_string(work[k]);
    }
  }
}

}  // namespace

void add_against_n(const std::vector<FigureCell>& cells, PlotData& data) {
  std::set<std::string> ns;
  for (const FigureCell& cell : cells) ns.insert(cell.n);
  if (ns.size() < 2) {
    data.skipped.push_back("time and success against n: n takes one value");
    return;
  }
  std::vector<std::string> labels;
  const std::vector<std::size_t> series = series_of(cells, labels);
  const std::vector<std::string> facets = figure_facets(labels);
  std::vector<std::string> local;  // each series' index within its facet, from 0
  std::map<std::string, int> in_facet;
  for (const std::string& facet : facets) local.push_back(std::to_string(in_facet[facet]++));
  Table time, success;
  time.header = {"facet",
                 "series",
                 "label",
                 "n",
                 "unit",
                 "seconds_median",
                 "seconds_q25",
                 "seconds_q75",
                 "work_median",
                 "work_q25",
                 "work_q75",
                 "runs",
                 "censored",
                 "censored_seconds",
                 "censored_work",
                 "censored_count",
                 "count_row_seconds",
                 "count_row_work"};
  success.header = {"facet",       "series",       "label",  "n",    "success",
                    "success_low", "success_high", "solved", "runs", "seeded"};
  for (std::size_t c = 0; c < cells.size(); ++c) {
    const FigureCell& cell = cells[c];
    const std::string& facet = facets[series[c]];
    const std::string& s = local[series[c]];
    const Spread& t = cell.seconds;
    const Spread& w = cell.work_spread;
    time.rows.push_back({facet, s, labels[series[c]], cell.n, cell.work, finite_field(t.median),
                         finite_field(t.q25), upper(t.q75, cell.censored_seconds),
                         finite_field(w.median), finite_field(w.q25),
                         upper(w.q75, cell.censored_work), std::to_string(cell.runs),
                         std::to_string(cell.censored), finite_field(cell.censored_seconds),
                         finite_field(cell.censored_work), censored_count(cell), "", ""});
    if (cell.runs_on_solvable == 0) continue;
    success.rows.push_back({facet, s, labels[series[c]], cell.n, number_field(cell.success),
                            number_field(cell.success_interval.low),
                            number_field(cell.success_interval.high),
                            std::to_string(cell.solved_on_solvable),
                            std::to_string(cell.runs_on_solvable), cell.seeded ? "1" : "0"});
  }
  sort_rows(time);
  place_time_counts(time);
  sort_rows(success);
  data.tables["time_vs_n"] = std::move(time);
  data.tables["success"] = std::move(success);
}

}  // namespace nqga
