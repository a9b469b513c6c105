#include "board.hpp"

#include <gtest/gtest.h>

#include <map>

#include "evaluation/diagonal_counts.hpp"
#include "oracles.hpp"

namespace nqga {
namespace {

using testing::conflicts_by_pairs;

TEST(ConflictingPairs, EqualsThePairLoopOnRandomBoards) {
  Rng rng(1);
  for (int n = 1; n <= 80; ++n) {
    ConflictCounter counter(n);
    Board board(n);
    for (int trial = 0; trial < 60; ++trial) {
      shuffle_board(board, rng);
      ASSERT_EQ(counter.count(board), conflicts_by_pairs(board)) << "n=" << n;
    }
  }
}

TEST(ConflictingPairs, KnownBoards) {
  EXPECT_EQ(conflicting_pairs(identity_board(8)), 28);  // all 8 on one diagonal
  EXPECT_EQ(conflicting_pairs(Board{0, 4, 7, 5, 2, 6, 1, 3}), 0);
  EXPECT_EQ(conflicting_pairs(Board{0}), 0);
  EXPECT_EQ(conflicting_pairs(Board{1, 0}), 1);
  EXPECT_EQ(all_pairs(8), 28);
}

TEST(DiagonalCounts, SwapDeltaEqualsARecount) {
  Rng rng(2);
  for (int n : {2, 3, 4, 5, 8, 17, 64}) {
    Board board(n);
    shuffle_board(board, rng);
    DiagonalCounts counts(board);
    for (int step = 0; step < 2000; ++step) {
      const int i = static_cast<int>(uniform_below(rng, n));
      const int j = static_cast<int>(uniform_below(rng, n));
      if (i == j) continue;
      const std::int64_t delta = counts.swap_delta(board, i, j);
      const std::int64_t before = conflicts_by_pairs(board);
      counts.swap_rows(board, i, j);
      ASSERT_EQ(conflicts_by_pairs(board) - before, delta)
          << "n=" << n << " rows " << i << "," << j;
      ASSERT_EQ(counts.conflicts(), conflicts_by_pairs(board));
    }
  }
}

TEST(DiagonalCounts, AttacksOnCountsOtherQueensOnBothDiagonals) {
  const Board board = identity_board(5);  // all five on one up diagonal
  DiagonalCounts counts(board);
  for (int r = 0; r < 5; ++r) EXPECT_EQ(counts.attacks_on(board, r), 4);
}

TEST(ConflictCounter, AttackedMarksExactlyTheQueensInConflict) {
  const Board board{1, 3, 0, 4, 2};  // rows 0,3 and 2,4 collide; row 1 is free
  ConflictCounter counter(5);
  counter.tally(board);
  for (int r = 0; r < 5; ++r) {
    bool attacked = false;
    for (int q = 0; q < 5; ++q) {
      attacked |= q != r && std::abs(board[q] - board[r]) == std::abs(q - r);
    }
    EXPECT_EQ(counter.attacked(board, r), attacked) << "row " << r;
  }
  counter.clear();
  EXPECT_EQ(counter.count(board), 2);
}

TEST(ConflictCounter, AttackedRowsListsWhatAttackedSaysInRowOrder) {
  Rng rng(7);
  for (const int n : {2, 9, 300}) {
    Board board(static_cast<std::size_t>(n));
    shuffle_board(board, rng);
    ConflictCounter counter(n);
    counter.tally(board);
    std::vector<int> expected, rows(static_cast<std::size_t>(n));
    for (int r = 0; r < n; ++r) {
      if (counter.attacked(board, r)) expected.push_back(r);
    }
    rows.resize(static_cast<std::size_t>(counter.attacked_rows(board, rows)));
    EXPECT_EQ(rows, expected) << "n=" << n;
    counter.clear();
  }
}

// 16-bit counters end at 65,535 queens: one more, all on one diagonal, takes the 32-bit ones.
TEST(ConflictCounter, CountsPastTheSixteenBitCounters) {
  for (const int n : {65535, 65536}) {
    EXPECT_EQ(conflicting_pairs(identity_board(n)), all_pairs(n)) << "n=" << n;
  }
}

TEST(CheckBoard, AcceptsSolutionsAndNamesTheFirstProblem) {
  const Board solution{0, 4, 7, 5, 2, 6, 1, 3};
  EXPECT_TRUE(check_board(solution).valid());
  EXPECT_TRUE(check_board(Board{0}).valid());
  EXPECT_TRUE(check_board(Board{}).valid());

  Board swapped = solution;
  std::swap(swapped[2], swapped[3]);  // 0 4 5 7 ...: rows 1 and 2 (0-based) now touch corners
  const BoardCheck conflict = check_board(swapped);
  EXPECT_EQ(conflict.verdict, BoardCheck::Verdict::kDiagonalConflict);
  EXPECT_EQ(conflict.row_a, 1);
  EXPECT_EQ(conflict.row_b, 2);
  EXPECT_EQ(conflict.describe(swapped),
            "queens at row 2 column 5 and row 3 column 6 share a diagonal");

  Board repeated = solution;
  repeated[5] = 4;
  const BoardCheck twice = check_board(repeated);
  EXPECT_EQ(twice.verdict, BoardCheck::Verdict::kRepeatedColumn);
  EXPECT_EQ(twice.describe(repeated), "rows 2 and 6 both use column 5");

  Board outside = solution;
  outside[6] = 8;
  EXPECT_EQ(check_board(outside).describe(outside), "row 7 has column 9, outside 1..8");
  outside[6] = -1;
  EXPECT_EQ(check_board(outside).describe(outside), "row 7 has column 0, outside 1..8");
}

TEST(CheckBoard, AgreesWithThePairLoopOnRandomBoards) {
  Rng rng(3);
  for (int n = 1; n <= 9; ++n) {
    Board board(n);
    for (int trial = 0; trial < 2000; ++trial) {
      shuffle_board(board, rng);
      ASSERT_EQ(check_board(board).valid(), conflicts_by_pairs(board) == 0);
    }
  }
}

TEST(ShuffleBoard, GivesPermutationsAndEveryOrderOfThree) {
  Rng rng(4);
  Board board(3);
  std::map<Board, int> seen;
  for (int i = 0; i < 6000; ++i) {
    shuffle_board(board, rng);
    ASSERT_TRUE(testing::is_permutation_board(board));
    ++seen[board];
  }
  ASSERT_EQ(seen.size(), 6u);
  // Each of 6 orders has probability 1/6: expected 1000, sd 28.9; 5 sd is 144.
  for (const auto& [order, count] : seen) EXPECT_NEAR(count, 1000, 144);
}

}  // namespace
}  // namespace nqga
