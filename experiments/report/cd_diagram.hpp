// A critical-difference diagram (Demšar 2006): the points of one n on an axis of their average
// ranks, best (lowest) first, with a bar joining each largest set of points that no test tells
// apart. Which test: after Friedman's test (the points share their seeds), Nemenyi's critical
// difference (statistics/critical_difference.hpp), drawn as a bar of that length; otherwise (the
// Kruskal-Wallis case, where there are no blocks to rank within) the Holm-corrected pairwise
// rank tests of the comparison, the variant Benavoli et al. (2016, JMLR 17) recommend.
#pragma once

#include <string>

#include "comparison/compare.hpp"
#include "comparison/ranking.hpp"

namespace nqga {

// The diagram as inline SVG with a caption that says which test joined the points; "" for a
// group of fewer than two points.
std::string cd_diagram(const Comparison& comparison, const GroupResult& group);

// The diagram of the ranking across problem points, Nemenyi's CD its bar; "" unless the ranking's
// claim is established (a diagram would otherwise separate what the test cannot).
std::string ranking_cd_diagram(const Ranking& ranking);

}  // namespace nqga
