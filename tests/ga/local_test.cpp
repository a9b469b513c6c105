// Large-n search: min-conflicts, the memetic repair, the closed-form construction as the
// validator's oracle.
#include <gtest/gtest.h>

#include "engine.hpp"
#include "local/construction.hpp"
#include "local/min_conflicts.hpp"
#include "operators/mutation.hpp"
#include "oracles.hpp"
#include "solvers/solver.hpp"

namespace nqga {
namespace {

TEST(Construction, IsValidForEveryNFrom4To3000AndAgreesWithThePairLoop) {
  for (int n = 1; n <= 3000; ++n) {
    if (n == 2 || n == 3) continue;
    Board board(n);
    construct_solution(board);
    ASSERT_TRUE(check_board(board).valid()) << "n=" << n;
    if (n <= 200) {
      ASSERT_EQ(testing::conflicts_by_pairs(board), 0) << "n=" << n;
    }
  }
  Board small(3);
  EXPECT_THROW(construct_solution(small), std::invalid_argument);
}

TEST(CheckBoard, RejectsEveryOneSwapOfAConstructedSolution) {
  // The construction as oracle: the validator accepts it, and after a swap of two rows (which
  // may or may not break the solution; the pair loop decides) it agrees with the pair loop.
  Rng rng(41);
  for (int n : {8, 9, 10, 11, 12, 50, 97}) {
    Board board(n);
    construct_solution(board);
    for (int trial = 0; trial < 300; ++trial) {
      Board swapped = board;
      const int i = static_cast<int>(uniform_below(rng, n)),
                j = static_cast<int>(uniform_below(rng, n));
      std::swap(swapped[i], swapped[j]);
      ASSERT_EQ(check_board(swapped).valid(), testing::conflicts_by_pairs(swapped) == 0);
    }
    Board repeated = board;
    repeated[n - 1] = repeated[0];
    EXPECT_EQ(check_board(repeated).verdict, BoardCheck::Verdict::kRepeatedColumn);
    Board outside = board;
    outside[n / 2] = n;
    EXPECT_EQ(check_board(outside).verdict, BoardCheck::Verdict::kColumnOutOfRange);
  }
}

TEST(MinConflicts, SolvesEveryNFrom1To200) {
  for (int n = 1; n <= 200; ++n) {
    if (n == 2 || n == 3) continue;
    Board board(n);
    Rng rng(static_cast<std::uint64_t>(n));
    const MinConflictsResult result = min_conflicts(board, rng);
    ASSERT_TRUE(result.solved) << "n=" << n;
    ASSERT_TRUE(check_board(board).valid()) << "n=" << n;
  }
  Board three(3);
  Rng rng(1);
  EXPECT_THROW(min_conflicts(three, rng), std::invalid_argument);
}

TEST(MinConflicts, SolvesRandomLargeN) {
  Rng pick(42);
  for (int trial = 0; trial < 5; ++trial) {
    const auto n = static_cast<std::size_t>(1000 + uniform_below(pick, 1'000'000 - 1000));
    Board board(n);
    Rng rng(trial);
    ASSERT_TRUE(min_conflicts(board, rng).solved) << "n=" << n;
    ASSERT_TRUE(check_board(board).valid()) << "n=" << n;
  }
}

TEST(MinConflicts, SameSeedSameBoard) {
  Board a(5000), b(5000), c(5000);
  Rng ra(7), rb(7), rc(8);
  min_conflicts(a, ra);
  min_conflicts(b, rb);
  min_conflicts(c, rc);
  EXPECT_EQ(a, b);
  EXPECT_NE(a, c);
}

TEST(MinConflicts, ReportsItsPhases) {
  Board board(200000);
  Rng rng(3);
  std::vector<std::string> phases;
  min_conflicts(board, rng, 0, [&](const MinConflictsProgress& p) {
    if (phases.empty() || phases.back() != p.phase) phases.push_back(p.phase);
  });
  EXPECT_EQ(phases, (std::vector<std::string>{"greedy start", "repair"}));
}

// The token is asked from the greedy start's first row on: one that has already asked to stop
// leaves the starting permutation (the identity) untouched, with no phase begun.
// A deadline leaves the board a permutation (the rows not reached take the columns left in
// order); an interrupt leaves it as it stood, for its caller to drop (the fill would touch every
// page of a board of gigabytes).
TEST(MinConflicts, AStopTokenIsHonouredFromTheFirstRow) {
  const std::atomic<bool> interrupt{true};
  for (const StopToken& stop : {StopToken(1e-9), StopToken(0, &interrupt)}) {
    Board board(200000, 7);
    Rng rng(3);
    std::vector<std::string> phases;
    const MinConflictsResult result = min_conflicts(
        board, rng, stop, [&](const MinConflictsProgress& p) { phases.push_back(p.phase); });
    EXPECT_FALSE(result.solved);
    EXPECT_EQ(result.swaps, 0u);
    EXPECT_TRUE(phases.empty());
    EXPECT_EQ(board, stop.interrupted() ? Board(200000, 7) : identity_board(200000));
    EXPECT_EQ(result.conflicts, -1);  // no counters were made
  }
}

// A search stopped in the repair reports the conflicts its counters hold, the board's own, so
// that no caller counts them again (conflicting_pairs takes 8 to 16 bytes a queen, after the
// limit and beyond the search's estimate).
TEST(MinConflicts, AStoppedRepairReportsTheBoardsConflicts) {
  for (const std::int64_t n : {std::int64_t{5000}, std::int64_t{1} << 17}) {
    Board board(static_cast<std::size_t>(n));
    Rng rng(5);
    const MinConflictsResult result = min_conflicts(board, rng, {}, {}, 1);
    ASSERT_TRUE(result.budget_spent) << n;
    EXPECT_GT(result.conflicts, 0) << n;
    EXPECT_EQ(result.conflicts, conflicting_pairs(board)) << n;
  }
  Board board(5000);
  Rng rng(5);
  EXPECT_EQ(min_conflicts(board, rng).conflicts, 0);
}

TEST(RepairMutation, NeverRaisesConflictsAndKeepsAPermutation) {
  Rng rng(43);
  for (int n : {4, 8, 30, 200}) {
    Workspace ws(n);
    Board board(n);
    for (int trial = 0; trial < 50; ++trial) {
      shuffle_board(board, rng);
      const std::int64_t before = testing::conflicts_by_pairs(board);
      repair_mutation(board, rng, ws);
      ASSERT_TRUE(testing::is_permutation_board(board));
      ASSERT_LE(testing::conflicts_by_pairs(board), before);
    }
  }
}

TEST(MemeticAndGa, SolveEveryNFrom1To200) {
  for (bool memetic : {true, false}) {
    for (int n = 1; n <= 200; ++n) {
      if (n == 2 || n == 3) continue;
      Rng rng(static_cast<std::uint64_t>(n));
      // The GA as `nqga solve --method memetic` and `--method ga` run it.
      const GaParams params = large_n_ga_params(60);
      const RunResult result = run_ga(n, memetic ? memetic_params(params) : params, rng);
      ASSERT_TRUE(result.solved) << (memetic ? "memetic" : "ga") << " n=" << n;
      ASSERT_TRUE(check_board(result.board).valid()) << "n=" << n;
    }
  }
}

}  // namespace
}  // namespace nqga
