// The large-n search's block start (ga/local/block_start.hpp): a permutation whose queens off the
// crowded list hold pairwise distinct diagonals, exactly the ones marked in the diagonal bits
// (counted here by a plain tally, not by the bits' own code), reproducible from a seed, and a
// permutation still when asked to stop.
#include "local/block_start.hpp"

#include <gtest/gtest.h>

#include <algorithm>
#include <numeric>
#include <set>

#include "local/min_conflicts.hpp"

namespace nqga {
namespace {

struct Started {
  Board board;
  std::vector<std::int64_t> crowded;
  bool finished = false;
};

Started start(std::int64_t n, std::uint64_t seed, std::int64_t stop_at = -1) {
  Started s{Board(static_cast<std::size_t>(n), -1), {}, false};
  DiagonalBits occupied(n);
  Rng rng(seed);
  s.finished = block_start(s.board, occupied, rng, s.crowded,
                           [&](std::int64_t row) { return row != stop_at; });
  // Every diagonal bit set is one a queen off the crowded list stands on, and the reverse.
  const std::set<std::int64_t> crowded(s.crowded.begin(), s.crowded.end());
  std::vector<int> down(2 * n - 1), up(2 * n - 1);
  for (std::int64_t r = 0; r < n && s.finished; ++r) {
    if (crowded.count(r)) continue;
    ++down[r + s.board[r]];
    ++up[r - s.board[r] + n - 1];
  }
  for (std::int64_t d = 0; d < 2 * n - 1 && s.finished; ++d) {
    EXPECT_LE(down[d], 1) << "down diagonal " << d;
    EXPECT_LE(up[d], 1) << "up diagonal " << d;
    EXPECT_EQ(occupied.down(d), down[d] == 1) << "down diagonal " << d;
    EXPECT_EQ(occupied.up(d), up[d] == 1) << "up diagonal " << d;
  }
  return s;
}

bool is_permutation(const Board& board) {
  Board sorted = board;
  std::sort(sorted.begin(), sorted.end());
  return sorted == identity_board(static_cast<int>(board.size()));
}

// Sizes that end in a partial block of columns, and one below a block's worth of rows.
TEST(BlockStart, PlacesAllButAFewQueensOnFreeDiagonals) {
  for (std::int64_t n : {40, 1000, 70001, 300007}) {
    const Started s = start(n, 5);
    ASSERT_TRUE(s.finished);
    ASSERT_TRUE(is_permutation(s.board)) << "n=" << n;
    // The last kGreedyTail rows are crowded by design; of the others, under one in a hundred at
    // the sizes the search uses the block start for (small boards run out of blocks sooner).
    EXPECT_GE(s.crowded.size(), std::min<std::size_t>(n, kGreedyTail)) << "n=" << n;
    if (n >= 65536) {
      EXPECT_LE(s.crowded.size(), kGreedyTail + static_cast<std::size_t>(n) / 100) << "n=" << n;
    }
  }
}

TEST(BlockStart, SameSeedSameBoard) {
  EXPECT_EQ(start(70001, 3).board, start(70001, 3).board);
  EXPECT_NE(start(70001, 3).board, start(70001, 4).board);
}

// Stopped at a row, the rows from there on take the unused columns in ascending order.
TEST(BlockStart, LeavesAPermutationWhenStopped) {
  const Started at_zero = start(70001, 3, 0);
  EXPECT_FALSE(at_zero.finished);
  EXPECT_EQ(at_zero.board, identity_board(70001));
  const Started later = start(200000, 3, 65536);
  EXPECT_FALSE(later.finished);
  EXPECT_TRUE(is_permutation(later.board));
  EXPECT_TRUE(std::is_sorted(later.board.begin() + 65536, later.board.end()));
  const Board whole = start(200000, 3).board;
  EXPECT_TRUE(std::equal(whole.begin(), whole.begin() + 65536, later.board.begin()));
}

}  // namespace
}  // namespace nqga
