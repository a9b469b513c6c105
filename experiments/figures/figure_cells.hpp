// What the figures draw of a sweep: one cell per configuration x problem point of the design,
// aggregated over the point's instances: the results model's cells (results/results.hpp), with
// what the figures draw of their runs: the solved runs' work, and where the censored ones stopped.
#pragma once

#include <string>
#include <vector>

#include "results/results.hpp"
#include "run/csv.hpp"

namespace nqga {

struct FigureCell {
  std::string configuration, problem;               // the cell's labels
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
  int decided_unsolvable = 0;  // runs that proved an instance unsolvable
  Spread proof_work;           // their work: the cost of a proof (NaN without one)
};

// The cells of `results` but those of counting solvers (no board, so no solution to count as
// found), in the model's order.
std::vector<FigureCell> figure_cells(const Results& results);

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
