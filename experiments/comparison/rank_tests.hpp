// The rank tests of a comparison (comparison/compare.hpp): runs scored by the ranking rule, the
// test a pair of points gets (signed-rank when their runs pair up by seed, else Mann-Whitney)
// and the omnibus test over a group of points (Friedman when they all share their seeds, else
// Kruskal-Wallis).
#pragma once

#include <cstddef>
#include <vector>

#include "comparison/compare.hpp"

namespace nqga {

// Every run's place under the ranking rule, as its average rank among all the runs of `points`:
// solved runs by the metric first, then unsolved runs by best conflicts. Rank tests on these
// scores equal rank tests on the rule itself. O(R log R).
std::vector<std::vector<double>> outcome_scores(const std::vector<const PointRuns*>& points,
                                                Metric metric);

// Whether the runs of a and b pair up: both ran with the same seeds, each seed once
// (`seeding: common`, or one config run twice). O(R log R).
bool same_seeds(const PointRuns& a, const PointRuns& b);

struct PairRanks {
  PairTest test;
  double a12 = 0.5;
};

// The two-sided test of A against B on their runs ranked together (so a pair's result does not
// depend on the other points): the Wilcoxon signed-rank test on the rank differences of runs
// with one seed when same_seeds, else Mann-Whitney U; and A12. O(R log R), plus the exact
// distributions.
PairRanks pair_ranks(const PointRuns& a, const PointRuns& b, Metric metric);

// The omnibus test over `members` (indices into `points`, all of one n): Friedman's test with
// one block per seed when every member has the seeds of the first (and two or more runs), else
// Kruskal-Wallis. O(R log R).
GroupResult group_test(int n, const std::vector<std::size_t>& members,
                       const std::vector<const PointRuns*>& points, Metric metric);

}  // namespace nqga
