// The conclusions that design_summary.csv supports: where a phase sweep's share of instances
// with a solution crosses 50 % (along each problem axis other than n), and each configuration's
// success over the solvable instances, its runs on instances proved unsolvable kept apart.
#pragma once

#include <string>
#include <vector>

#include "run/csv.hpp"

namespace nqga {

// The transitions, one sentence per problem axis and slice (the other problem axes' values),
// along the axis' numeric values; none where only n varies. Reads problem, instances, solvable,
// unsolvable, undecided by name. O(rows log rows).
std::vector<std::string> transition_sentences(const Table& design_summary);

// One sentence per configuration: its solved runs over its runs on solvable instances, the
// problem point where its success is lowest (with the Wilson interval), and its runs on
// proven-unsolvable instances and the exact decisions among them. O(rows).
std::vector<std::string> success_sentences(const Table& design_summary);

}  // namespace nqga
