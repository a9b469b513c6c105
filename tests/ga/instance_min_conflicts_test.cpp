// Min-conflicts on instances: given queens stay, solutions validate on their instance, and what it
// reports unsolved has the conflicts the brute-force oracle counts.
#include "problem/instance_min_conflicts.hpp"

#include <gtest/gtest.h>

#include "instances.hpp"

namespace nqga {
namespace {

TEST(InstanceMinConflicts, SolvesSolvableInstancesKeepingTheGivenQueens) {
  Rng draw(11);
  for (int trial = 0; trial < 40; ++trial) {
    const int n = 5 + trial % 6;  // 5..10
    const Board solution = testing::random_solution(n, draw);
    Instance instance = testing::completion(solution, trial % 4, draw);
    testing::block_at_random(instance, 0.15, draw, solution);  // the solution stays free
    Rng rng(static_cast<std::uint64_t>(trial));
    Board board;
    const auto result = instance_min_conflicts(instance, board, rng, StopToken(0), 100'000);
    const InstanceCheck check = check_on_instance(board, instance);
    EXPECT_EQ(check.moved_given_row, -1) << check.describe(board, instance);
    EXPECT_EQ(result.conflicts, testing::brute_force_conflicts(board, instance));
    EXPECT_TRUE(result.run.solved) << "trial " << trial << ": " << check.describe(board, instance);
    EXPECT_EQ(result.run.solved, check.valid());
  }
}

TEST(InstanceMinConflicts, StopsAtTheBudgetOnAnInstanceWithoutSolution) {
  // Every square of column 0 but row 0's blocked, and row 0's too: no column for a queen in 0.
  Instance instance(6);
  std::vector<std::int64_t> column_0;
  for (int row = 0; row < 6; ++row) column_0.push_back(row * 6);
  instance.block(column_0);
  Rng rng(1);
  Board board;
  const auto result = instance_min_conflicts(instance, board, rng, StopToken(0), 500);
  EXPECT_FALSE(result.run.solved);
  EXPECT_TRUE(result.run.budget_spent);
  EXPECT_EQ(result.run.swaps, 500u);
  EXPECT_EQ(result.conflicts, testing::brute_force_conflicts(board, instance));
  EXPECT_GT(result.conflicts, 0);
}

TEST(InstanceMinConflicts, GivenQueensThatAttackEachOtherEndTheSearchAtOnce) {
  Instance instance(8);
  instance.give(0, 0);
  instance.give(1, 1);
  Rng rng(1);
  Board board;
  const auto result = instance_min_conflicts(instance, board, rng, StopToken(0));
  EXPECT_TRUE(result.no_solution);
  EXPECT_EQ(result.run.swaps, 0u);
  EXPECT_EQ(board[0], 0);
  EXPECT_EQ(board[1], 1);
}

}  // namespace
}  // namespace nqga
