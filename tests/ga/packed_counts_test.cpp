// The large-n search's 2-bit diagonal counters (ga/local/packed_counts.hpp) against the 32-bit
// ones, move for move, on boards whose diagonals hold from 0 to n queens (the identity board holds
// all n on one), so that counts pass through the map of 3 or more and back.
#include "local/packed_counts.hpp"

#include <gtest/gtest.h>

#include "diagonal_counts.hpp"
#include "oracles.hpp"

namespace nqga {
namespace {

void expect_same_counts(const PackedDiagonalCounts& packed, const DiagonalCounts& wide,
                        BoardView board) {
  ASSERT_EQ(packed.conflicts(), wide.conflicts());
  ASSERT_EQ(packed.conflicts(), testing::conflicts_by_pairs(board));
  for (std::int64_t r = 0; r < static_cast<std::int64_t>(board.size()); ++r) {
    ASSERT_EQ(packed.attacks_on(board, r), wide.attacks_on(board, r)) << "row " << r;
  }
}

TEST(PackedDiagonalCounts, MatchTheWideCountersSwapForSwap) {
  for (const int n : {1, 4, 5, 17, 64}) {
    for (int seed = 0; seed < 20; ++seed) {
      Rng rng(static_cast<std::uint64_t>(seed));
      Board board = identity_board(n);
      if (seed % 2) shuffle_board(board, rng);
      PackedDiagonalCounts packed(n);
      packed.load_single_queens([](std::int64_t) { return false; },
                                [](std::int64_t) { return false; });
      for (int r = 0; r < n; ++r) packed.place(r, board[static_cast<std::size_t>(r)]);
      DiagonalCounts wide(board);
      expect_same_counts(packed, wide, board);
      for (int step = 0; step < 4 * n && n > 1; ++step) {
        const auto i = static_cast<std::int64_t>(uniform_below(rng, static_cast<std::uint64_t>(n)));
        const auto j = static_cast<std::int64_t>(uniform_below(rng, static_cast<std::uint64_t>(n)));
        ASSERT_EQ(packed.swap_delta(board, i, j), wide.swap_delta(board, i, j));
        Board copy = board;
        packed.swap_rows(copy, i, j);
        wide.swap_rows(board, i, j);
        ASSERT_EQ(copy, board);
        expect_same_counts(packed, wide, board);
      }
    }
  }
}

TEST(PackedDiagonalCounts, LoadSingleQueensSetsOccupiedDiagonalsToOne) {
  // A solution of 8 queens: every diagonal holds at most one.
  const Board board{0, 4, 7, 5, 2, 6, 1, 3};
  const DiagonalCounts wide(board);
  PackedDiagonalCounts packed(8);
  auto holds = [&](std::int64_t diagonal, int sign, int offset) {
    for (int r = 0; r < 8; ++r) {
      if (r + sign * board[static_cast<std::size_t>(r)] + offset == diagonal) return true;
    }
    return false;
  };
  packed.load_single_queens([&](std::int64_t d) { return holds(d, +1, 0); },
                            [&](std::int64_t u) { return holds(u, -1, 7); });
  expect_same_counts(packed, wide, board);
  for (int r = 0; r < 8; ++r) {
    for (int c = 0; c < 8; ++c) {
      EXPECT_EQ(packed.down_count(r, c), holds(r + c, +1, 0) ? 1 : 0);
      EXPECT_EQ(packed.up_count(r, c), holds(r - c + 7, -1, 7) ? 1 : 0);
    }
  }
}

}  // namespace
}  // namespace nqga
