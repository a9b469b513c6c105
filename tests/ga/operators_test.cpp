#include <gtest/gtest.h>

#include <cmath>
#include <map>

#include "operators/crossover.hpp"
#include "operators/mutation.hpp"
#include "operators/operator_registry.hpp"
#include "oracles.hpp"

namespace nqga {
namespace {

using testing::is_permutation_board;

// Goldberg and Lingle's example, 0-based: parents 012|3456|78 and 341|0765|82.
const Board kP1{0, 1, 2, 3, 4, 5, 6, 7, 8};
const Board kP2{3, 4, 1, 0, 7, 6, 5, 8, 2};

TEST(Pmx, HandWorkedExamples) {
  // Rows 3..6 from p1 (3 4 5 6); row 0: p2 has 3, mapped 3->0 (free); row 1: 4->7; rest as p2.
  EXPECT_EQ(pmx_at(kP1, kP2, 3, 7), (Board{0, 7, 1, 3, 4, 5, 6, 8, 2}));
  // The other child: p2's range 0 7 6 5; row 4 of p1 is 4... mapped back through the range.
  EXPECT_EQ(pmx_at(kP2, kP1, 3, 7), (Board{3, 1, 2, 0, 7, 6, 5, 4, 8}));
  // A chain of length 3: p2[0] = 1 -> 2 -> 3 -> 4 leaves the range [1, 4) only at 4.
  EXPECT_EQ(pmx_at(Board{0, 1, 2, 3, 4}, Board{1, 2, 3, 4, 0}, 1, 4), (Board{4, 1, 2, 3, 0}));
  // The whole board as the range copies p1; an empty range copies p2.
  EXPECT_EQ(pmx_at(kP1, kP2, 0, 9), kP1);
  EXPECT_EQ(pmx_at(kP1, kP2, 4, 4), kP2);
}

TEST(Ox, HandWorkedExample) {
  // Rows 3..6 keep 3 4 5 6; from row 7 on, p2 read from row 7 gives 8 2 (3 4) 1 0 7 (6 5).
  EXPECT_EQ(ox_at(kP1, kP2, 3, 7), (Board{1, 0, 7, 3, 4, 5, 6, 8, 2}));
  EXPECT_EQ(ox_at(kP1, kP2, 0, 9), kP1);
}

TEST(Cx, HandWorkedExamples) {
  // Cycle of row 0: 0 -> (p2[0] = 3 is p1's row 3) 3 -> (p2[3] = 0) 0.
  EXPECT_EQ(cx_at(kP1, kP2, 0), (Board{0, 4, 1, 3, 7, 6, 5, 8, 2}));
  // Cycle of row 1: 1 -> 4 -> 7 -> 8 -> 2 -> 1.
  EXPECT_EQ(cx_at(kP1, kP2, 1), (Board{3, 1, 2, 0, 4, 6, 5, 7, 8}));
}

TEST(DrawCuts, CoversEveryPairUniformly) {
  Rng rng(5);
  std::map<std::pair<int, int>, int> seen;
  for (int i = 0; i < 15000; ++i) {
    const auto cuts = draw_cuts(5, rng);
    ASSERT_LT(cuts.first, cuts.second);
    ASSERT_LE(cuts.second, 5);
    ++seen[cuts];
  }
  ASSERT_EQ(seen.size(), 15u);  // C(6, 2) pairs, 1000 each expected, sd 30.7
  for (const auto& [cuts, count] : seen) EXPECT_NEAR(count, 1000, 5 * 30.7);
}

TEST(Crossover, EveryChildIsAPermutation) {
  Rng rng(6);
  for (const auto& name : crossover_registry().names()) {
    const CrossoverOp cross = make_crossover(name);
    for (int n : {1, 2, 3, 4, 7, 16, 101}) {
      Workspace ws(n);
      Board a(n), b(n), child_a(n), child_b(n);
      for (int trial = 0; trial < 300; ++trial) {
        shuffle_board(a, rng);
        shuffle_board(b, rng);
        cross(a, b, rng, child_a, child_b, ws);
        ASSERT_TRUE(is_permutation_board(child_a)) << name << " n=" << n;
        ASSERT_TRUE(is_permutation_board(child_b)) << name << " n=" << n;
      }
      ASSERT_TRUE(std::all_of(ws.mark.begin(), ws.mark.end(), [](auto m) { return m == 0; }));
    }
  }
}

TEST(Crossover, ChildrenKeepTheirParentsColumnsRowByRow) {
  // PMX and CX give every row a column one of the parents had on that row when the parents
  // agree nowhere else; here we check the weaker, always-true property for CX.
  Rng rng(7);
  Workspace ws(50);
  Board a(50), b(50), child_a(50), child_b(50);
  for (int trial = 0; trial < 200; ++trial) {
    shuffle_board(a, rng);
    shuffle_board(b, rng);
    cx(a, b, rng, child_a, child_b, ws);
    for (int r = 0; r < 50; ++r) {
      ASSERT_TRUE(child_a[r] == a[r] || child_a[r] == b[r]);
      ASSERT_TRUE(child_b[r] == a[r] || child_b[r] == b[r]);
    }
  }
}

TEST(Mutation, EveryResultIsAPermutation) {
  Rng rng(8);
  for (const auto& name : mutation_registry().names()) {
    const MutationOp mutate = make_mutation(name);
    for (int n : {1, 2, 3, 4, 9, 64}) {
      Workspace ws(n);
      Board board(n);
      shuffle_board(board, rng);
      for (int trial = 0; trial < 500; ++trial) {
        mutate(board, rng, ws);
        ASSERT_TRUE(is_permutation_board(board)) << name << " n=" << n;
      }
    }
  }
}

TEST(Mutation, SwapChangesExactlyTwoRows) {
  Rng rng(9);
  Workspace ws(10);
  Board board = identity_board(10);
  for (int trial = 0; trial < 100; ++trial) {
    Board before = board;
    swap_mutation(board, rng, ws);
    int changed = 0;
    for (int r = 0; r < 10; ++r) changed += board[r] != before[r];
    ASSERT_EQ(changed, 2);
  }
}

TEST(Mutation, ConflictSwapMovesAQueenUnderAttack) {
  Rng rng(10);
  const Board start{1, 3, 0, 4, 2};  // rows 0,3 and 2,4 collide; row 1 is free
  Workspace ws(5);
  // The attacked queen is one of rows 0, 2, 3, 4; the free row 1 moves only when it is drawn as
  // the partner, with probability 1/4 (a plain swap would move it with probability 2/5).
  const int trials = 4000;
  int free_row_moved = 0;
  for (int trial = 0; trial < trials; ++trial) {
    Board board = start;
    conflict_swap_mutation(board, rng, ws);
    int changed = 0;
    for (int r = 0; r < 5; ++r) changed += board[r] != start[r];
    ASSERT_EQ(changed, 2);
    free_row_moved += board[1] != start[1];
  }
  EXPECT_NEAR(free_row_moved, trials / 4.0, 5 * std::sqrt(trials * 0.25 * 0.75));

  Board solved{1, 3, 0, 2, 4};
  conflict_swap_mutation(solved, rng, ws);
  EXPECT_EQ(solved, (Board{1, 3, 0, 2, 4}));
}

TEST(Registry, UnknownNamesListTheAcceptedOnes) {
  EXPECT_THROW(
      {
        try {
          make_crossover("pmx");
        } catch (const std::invalid_argument& e) {
          EXPECT_STREQ(e.what(), "unknown crossover 'pmx' (one of range, ox, cx)");
          throw;
        }
      },
      std::invalid_argument);
  EXPECT_THROW(make_selection("wheel"), std::invalid_argument);
  EXPECT_THROW(make_mutation("flip"), std::invalid_argument);
}

}  // namespace
}  // namespace nqga
