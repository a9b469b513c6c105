// What the figures draw of a sweep: one cell per configuration x problem point of the design
// (run/design.hpp), aggregated over the point's instances, with the runs that stopped unsolved
// counted as censored, never dropped. The definitions are design_summary.csv's (solvable,
// unsolvable and undecided instances; success over runs on solvable instances with its Wilson
// interval; medians and quartiles of work and seconds over all runs on solvable or undecided
// instances, a censored run at +infinity), computed here from runs.csv so that a run directory
// written before that table draws the same figures.
#pragma once

#include <string>
#include <vector>

#include "run/csv.hpp"
#include "run/design.hpp"
#include "statistics/statistics.hpp"
#include "tables/point_summary.hpp"

namespace nqga {

struct FigureCell {
  std::string configuration, problem;               // design_cell's labels
  std::string n;                                    // as runs.csv writes it
  std::vector<std::string> problem_values;          // the values of the design's problem axes but n
  std::string solver, work, work_column;            // work: the solver's unit ("" for none)
  bool seeded = true;                               // the solver runs once per seed
  int instances = 0, solvable = 0, unsolvable = 0;  // of the problem point, over every solver
  int runs = 0;                                     // on solvable or undecided instances
  int runs_on_solvable = 0, solved_on_solvable = 0, runs_on_unsolvable = 0;
  int censored = 0;                 // of `runs`: stopped without a solution
  Interval success_interval;        // Wilson 95 % of solved_on_solvable / runs_on_solvable
  double success = 0;               // NaN without a run on a solvable instance
  Spread work_spread, seconds;      // over `runs`, censored at +inf (a quantile on one is inf)
  std::vector<double> solved_work;  // of the solved runs among `runs`, in run order
  // The most work and seconds a censored run spent: where its budget stopped it (NaN: none).
  double censored_work = 0, censored_seconds = 0;
};

// The sweep's axes as summary.csv has them (n and solver when they vary, and the dotted keys),
// each in its default role: the design of a run directory written before design.json.
Design default_design(const Table& summary);

// The design the run directory `dir` records in design.json, else default_design(summary).
Design figure_design(const std::string& dir, const Table& summary);

// A row's place in the design, read from the columns of runs.csv (or summary.csv: both have n,
// solver and the swept keys) as design_cell makes it from a job: an axis whose value is empty (a
// key the run's solver does not use) is left out.
DesignCell table_cell(const Table& table, const std::vector<std::string>& row,
                      const Design& design);

// The cells, in order of first appearance in runs.csv. `summary` gives each point's unit of
// work (columns work, work_column, by name). Counting solvers (no board, so no solution to count
// as found) are left out, as the phase table leaves them.
std::vector<FigureCell> figure_cells(const Table& runs, const Table& summary, const Design& design);

// Series of one figure at most: more are split into facets (figure_facets).
constexpr int kSeriesPerFigure = 8;

// The facet of each of `labels` (series labels "key=value ..." in series order): "all" for up
// to kSeriesPerFigure; else by the first key=value of the label when that groups them into
// several facets of at most kSeriesPerFigure each (not one per series); else consecutive parts of
// that many, "part1", "part2", ...
std::vector<std::string> figure_facets(const std::vector<std::string>& labels);

// Removes from each of `labels` the words ("key=value", space-separated) that all of them hold
// and returns those, space-separated in the first label's order ("" for fewer than two labels,
// and where a label would be left empty): a figure says them once, its tic labels stay short.
std::string factor_shared_words(std::vector<std::string>& labels);

// A cell's series label against n: its configuration, then its problem axes but n.
std::string label_without_n(const FigureCell& cell);

// A finite value as a figure's table writes it; "" for NaN and infinity (gnuplot draws nothing).
std::string finite_field(double value);

// The figure's count of a cell's censored runs, "6/10" ("" when none).
std::string censored_count(const FigureCell& cell);

}  // namespace nqga
