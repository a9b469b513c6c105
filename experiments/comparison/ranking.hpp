// Which configuration is best overall (Demšar 2006; cocopp and IOHanalyzer rank across
// functions): the configurations that were compared at every one of two or more problem points,
// ranked within each point by that point's omnibus test (its average ranks: the runs ranked
// together, instances as blocks where there are instances), then Friedman's test over the problem
// points as blocks, and Nemenyi's critical difference of the mean ranks. Whether they differ is
// the claim policy's (results/claim_policy.hpp), the test its own family. ranking.csv holds it.
#pragma once

#include <string>
#include <vector>

#include "comparison/compare.hpp"
#include "results/columns.hpp"

namespace nqga {

struct Ranking {
  std::vector<std::string> configurations;  // in order of mean rank, the best first
  std::vector<double> mean_ranks;           // over the problem points; 1 is best
  std::vector<std::string> problems;        // the problem points, the blocks
  OmnibusTest test;                         // Friedman over the problem points
  double critical_difference = 0;           // Nemenyi's at kClaimLevel
  ClaimEvidence evidence;                   // the test alone is its family
  bool empty() const { return configurations.empty(); }
};

// The ranking of `comparison`'s configurations over its problem points; empty when fewer than two
// problem points hold one omnibus test each over the same two or more configurations, or when the
// comparison matched two directories. O(groups x configurations).
Ranking rank_across_problems(const Comparison& comparison);

// ranking.csv: a row per configuration (configuration, problems, mean_rank, rank), the test's
// columns repeated on each (test, statistic, df, p_value, critical_difference, smallest_p,
// lowest_reachable_p, claim, needed).
struct RankingRow {
  const Ranking* ranking = nullptr;
  std::size_t at = 0;
};
const TableSchema<RankingRow>& ranking_schema();
Table ranking_table(const Ranking& ranking);

}  // namespace nqga
