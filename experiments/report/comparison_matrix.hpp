// "Which differences are real": per n, the pairwise comparison as a matrix (row against column:
// Holm-corrected p and A12, coloured by which is better and by the size of the effect), the
// omnibus test over the points, and the critical-difference diagram (cd_diagram.hpp); then the
// ranking across problem points (comparison/ranking.hpp) and its diagram. All from the comparison
// `nqga compare DIR` computes (comparison/compare.hpp); the page adds no test.
#pragma once

#include <string>

#include "comparison/compare.hpp"
#include "comparison/ranking.hpp"

namespace nqga {

std::string comparison_section(const Comparison& comparison, const Ranking& ranking);

}  // namespace nqga
