// The ranking across problem points (comparison/ranking.hpp), on comparisons made by hand:
// Friedman's statistic and p as R's friedman.test gives them on the same ranks, the claim out of
// reach with too few points, and the set of configurations compared at the most points.
#include "comparison/ranking.hpp"

#include <gtest/gtest.h>

#include <cmath>
#include <string>
#include <vector>

namespace nqga {
namespace {

// A comparison of `names` at problem points n = 8, 9, ...: group g ranks them `scores[g]`.
Comparison made_comparison(const std::vector<std::string>& names,
                           const std::vector<std::vector<double>>& scores) {
  Comparison comparison;
  for (std::size_t g = 0; g < scores.size(); ++g) {
    GroupResult group;
    group.problem = "n=" + std::to_string(8 + g);
    for (std::size_t j = 0; j < names.size(); ++j) {
      PointResult point;
      point.configuration = names[j];
      point.problem = group.problem;
      group.points.push_back(comparison.points.size());
      comparison.points.push_back(point);
    }
    group.result.average_ranks = scores[g];
    comparison.groups.push_back(group);
  }
  return comparison;
}

TEST(Ranking, FriedmanOverProblemPointsIsRsOnTheSameRanks) {
  // R: friedman.test(matrix(c(10.5,20,30, 12,11,40, 5,15,25, 7,9,30, 22,14,31), ncol = 3,
  // byrow = TRUE)): chi-squared 7.6, df 2, p 0.02237077; mean ranks 1.4, 1.6, 3.0.
  const Ranking ranking = rank_across_problems(made_comparison(
      {"a", "b", "c"}, {{10.5, 20, 30}, {12, 11, 40}, {5, 15, 25}, {7, 9, 30}, {22, 14, 31}}));
  ASSERT_EQ(ranking.configurations, (std::vector<std::string>{"a", "b", "c"}));
  EXPECT_EQ(ranking.mean_ranks, (std::vector<double>{1.4, 1.6, 3.0}));
  EXPECT_NEAR(ranking.test.statistic, 7.6, 1e-12);
  EXPECT_EQ(ranking.test.df, 2);
  EXPECT_NEAR(ranking.test.p_value, 0.02237077, 1e-8);
  EXPECT_EQ(ranking.problems.size(), 5u);
  // Nemenyi, k = 3, 5 blocks: q(0.05) = 2.343700588 x sqrt(3 x 4 / (6 x 5)).
  EXPECT_NEAR(ranking.critical_difference, 2.343700588 * std::sqrt(12.0 / 30.0), 1e-6);
  EXPECT_EQ(ranking.evidence.status, ClaimStatus::kEstablished);
}

TEST(Ranking, TwoConfigurationsAtTwoPointsCannotDifferAndFourPointsCould) {
  // Friedman, k = 2: b = 2 gives at best chi-squared 2 (p 0.157), b = 4 chi-squared 4 (0.0455).
  const Ranking ranking =
      rank_across_problems(made_comparison({"tournament", "roulette"}, {{1, 2}, {1, 2}}));
  ASSERT_FALSE(ranking.empty());
  EXPECT_EQ(ranking.configurations.front(), "tournament");
  EXPECT_EQ(ranking.evidence.status, ClaimStatus::kOutOfReach);
  EXPECT_NEAR(ranking.evidence.lowest_reachable, 0.1572992, 1e-6);
  EXPECT_EQ(ranking.evidence.needed, 4);
}

TEST(Ranking, TheSetComparedAtTheMostPointsIsRankedAndOnePointIsNone) {
  Comparison comparison =
      made_comparison({"a", "b"}, {{1, 2}, {2, 1}, {1, 2}});  // a and b at n = 8, 9, 10
  Comparison other = made_comparison({"a", "b", "c"}, {{1, 2, 3}});
  for (GroupResult group : other.groups) {
    for (std::size_t& point : group.points) point += comparison.points.size();
    comparison.groups.push_back(group);
  }
  comparison.points.insert(comparison.points.end(), other.points.begin(), other.points.end());
  const Ranking ranking = rank_across_problems(comparison);
  EXPECT_EQ(ranking.problems, (std::vector<std::string>{"n=8", "n=9", "n=10"}));
  EXPECT_EQ(ranking.evidence.status, ClaimStatus::kOutOfReach);
  EXPECT_TRUE(rank_across_problems(other).empty());
  comparison.matched = true;  // this run against a baseline: points, not configurations
  EXPECT_TRUE(rank_across_problems(comparison).empty());
}

}  // namespace
}  // namespace nqga
