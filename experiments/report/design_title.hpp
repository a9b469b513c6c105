// What an experiment varied, in words, for the report's title and lead (from design.json):
// "roulette vs tournament (ga.selection.method) on n = 8, 16 and 32, 10 seeds each". Without
// design.json (an older nqga) the report names its points instead.
#pragma once

#include <string>
#include <vector>

#include "run/design.hpp"

namespace nqga {

// The factors' values joined by "vs" (several factors by "×"), "on" the problem axes' values
// (n from `sizes` when n is not an axis), the instances per problem point and the seeds. Long
// lists of numbers shorten to "first to last (K values)". O(values).
std::string varied_words(const Design& design, const std::vector<std::string>& sizes);

}  // namespace nqga
