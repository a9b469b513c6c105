// The large-n search's 2-bit diagonal counters (ga/local/packed_counts.hpp) against the 32-bit
// ones, move for move, on boards whose diagonals hold from 0 to n queens (the identity board holds
// all n on one), so that counts pass through the map of 3 or more and back.
#include "local/packed_counts.hpp"

#include <gtest/gtest.h>

#include "evaluation/diagonal_counts.hpp"
#include "local/construction.hpp"
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
      packed.load_single_queens([](std::int64_t) { return std::uint64_t{0}; },
                                [](std::int64_t) { return std::uint64_t{0}; }, false);
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

// Diagonals i .. i + 63 of one family of `board` (sign +1: down, row + column; -1: up,
// row - column + n - 1), one bit each, by a plain scan of the rows.
std::uint64_t occupied_bits(const Board& board, int sign, std::int64_t first) {
  const auto n = static_cast<std::int64_t>(board.size());
  std::uint64_t bits = 0;
  for (std::int64_t r = 0; r < n; ++r) {
    const std::int64_t d = r + sign * board[static_cast<std::size_t>(r)] + (sign < 0 ? n - 1 : 0);
    if (d >= first && d < first + 64) bits |= std::uint64_t{1} << (d - first);
  }
  return bits;
}

// Solutions (every diagonal holds at most one queen) of 8 queens and of 1000, whose counters
// span chunks of down counters only, of up counters only, and the one where the two meet; on one
// thread and on two (each half of the counters).
TEST(PackedDiagonalCounts, LoadSingleQueensSetsOccupiedDiagonalsToOne) {
  Board large(1000);
  construct_solution(large);
  for (const bool on_two_threads : {false, true}) {
    for (const Board& board : {Board{0, 4, 7, 5, 2, 6, 1, 3}, large}) {
      const auto n = static_cast<std::int64_t>(board.size());
      const DiagonalCounts wide(board);
      PackedDiagonalCounts packed(n);
      packed.load_single_queens([&](std::int64_t d) { return occupied_bits(board, +1, d); },
                                [&](std::int64_t u) { return occupied_bits(board, -1, u); },
                                on_two_threads);
      expect_same_counts(packed, wide, board);
      for (std::int64_t r = 0; r < n; r += n / 8) {
        for (std::int64_t c = 0; c < n; ++c) {
          EXPECT_EQ(packed.down_count(r, c) == 0 && packed.up_count(r, c) == 0, wide.free(r, c));
        }
      }
    }
  }
}

}  // namespace
}  // namespace nqga
