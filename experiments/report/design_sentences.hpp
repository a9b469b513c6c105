// The conclusions the results model's cells support (design_summary.csv, one row per cell): where
// a phase sweep's share of instances with a solution crosses one half (along each problem axis
// other than n), and each configuration's success over the solvable instances, its runs on
// undecided instances and on instances proven unsolvable counted in the same statement. Each
// clause cites its rows of design_summary.csv.
#pragma once

#include <vector>

#include "report/statements.hpp"
#include "results/results.hpp"

namespace nqga {

// The transitions, one statement per problem axis and slice (the other problem axes' values),
// along the axis' numeric values; none where only n varies. O(cells log cells).
std::vector<Statement> transition_statements(const Results& results);

// One statement per configuration that ran on solvable instances: where it solved every run, or
// where it solved the fewest (every tie named) with the Wilson interval; its runs on undecided
// instances and on instances proven unsolvable. O(cells).
std::vector<Statement> success_statements(const Results& results);

}  // namespace nqga
