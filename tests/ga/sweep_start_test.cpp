// The large-n search's sweep start (ga/local/sweep_start.hpp): a permutation whose queens off the
// crowded list hold pairwise distinct diagonals, exactly the ones marked in the diagonal bits,
// while each crowded queen stands on a diagonal one of them holds (all counted here by a plain
// tally of the board, not by the bits' own code); reproducible from a seed, and a permutation
// still when asked to stop, in the first pass or a later one.
#include "local/sweep_start.hpp"

#include <gtest/gtest.h>

#include <algorithm>
#include <set>

namespace nqga {
namespace {

struct Started {
  Board board;
  std::vector<std::int64_t> crowded;
  bool finished = false;
};

// The start of an n-row board; `stop_at_call`: the call of keep_going that says no (-1: none).
Started start(std::int64_t n, std::uint64_t seed, int stop_at_call = -1) {
  Started s{Board(static_cast<std::size_t>(n), -1), {}, false};
  DiagonalBits occupied(n);
  Rng rng(seed);
  int calls = 0;
  s.finished = sweep_start(s.board, occupied, rng, s.crowded,
                           [&](std::int64_t) { return calls++ != stop_at_call; });
  if (!s.finished) return s;
  const std::set<std::int64_t> crowded(s.crowded.begin(), s.crowded.end());
  EXPECT_EQ(crowded.size(), s.crowded.size()) << "a row crowded twice, n=" << n;
  std::vector<int> down(static_cast<std::size_t>(2 * n - 1)), up(down.size());
  for (std::int64_t r = 0; r < n; ++r) {
    if (crowded.count(r)) continue;
    ++down[static_cast<std::size_t>(r + s.board[r])];
    ++up[static_cast<std::size_t>(r - s.board[r] + n - 1)];
  }
  for (std::int64_t d = 0; d < 2 * n - 1; ++d) {
    const auto k = static_cast<std::size_t>(d);
    EXPECT_LE(down[k], 1) << "down diagonal " << d << ", n=" << n;
    EXPECT_LE(up[k], 1) << "up diagonal " << d << ", n=" << n;
    EXPECT_EQ(occupied.down(d), down[k] == 1) << "down diagonal " << d << ", n=" << n;
    EXPECT_EQ(occupied.up(d), up[k] == 1) << "up diagonal " << d << ", n=" << n;
  }
  for (std::int64_t r : s.crowded) {
    EXPECT_TRUE(down[static_cast<std::size_t>(r + s.board[r])] == 1 ||
                up[static_cast<std::size_t>(r - s.board[r] + n - 1)] == 1)
        << "crowded row " << r << " stands on free diagonals, n=" << n;
  }
  return s;
}

bool is_permutation(const Board& board) {
  Board sorted = board;
  std::sort(sorted.begin(), sorted.end());
  return sorted == identity_board(static_cast<int>(board.size()));
}

// Sizes that end in a partial word of columns, sizes of one word or less, and sizes where
// passes over the rows left run (more than 4096 of them after the first pass).
TEST(SweepStart, PlacesAllButAFewQueensOnFreeDiagonals) {
  for (std::int64_t n : {1, 2, 5, 40, 64, 65, 1000, 4097, 70001, 300007, 1200000}) {
    for (std::uint64_t seed : {5, 6}) {
      if (n > 1000000 && seed > 5) continue;  // one run of the passes after the first
      const Started s = start(n, seed);
      ASSERT_TRUE(s.finished);
      ASSERT_TRUE(is_permutation(s.board)) << "n=" << n << " seed=" << seed;
      // Under 64 and one in ten thousand at the sizes the search uses the sweep start for.
      if (n >= 65536) {
        EXPECT_LE(s.crowded.size(), 64 + static_cast<std::size_t>(n) / 10000) << n;
      }
    }
  }
}

TEST(SweepStart, SameSeedSameBoard) {
  EXPECT_EQ(start(70001, 3).board, start(70001, 3).board);
  EXPECT_NE(start(70001, 3).board, start(70001, 4).board);
}

// Stopped at a row of the first pass, the rows from there on take the unused columns in
// ascending order; the rows before it are as in a run not stopped (none of them is left without
// a square in the first three quarters of the rows).
TEST(SweepStart, LeavesAPermutationWhenStopped) {
  const Started at_once = start(70001, 3, 0);
  EXPECT_FALSE(at_once.finished);
  EXPECT_EQ(at_once.board, identity_board(70001));
  const Started later = start(200000, 3, 1);  // at row 65536
  EXPECT_FALSE(later.finished);
  EXPECT_TRUE(is_permutation(later.board));
  EXPECT_TRUE(std::is_sorted(later.board.begin() + 65536, later.board.end()));
  const Board whole = start(200000, 3).board;
  EXPECT_TRUE(std::equal(whole.begin(), whole.begin() + 65536, later.board.begin()));
  // The first pass over 1,200,000 rows asks 19 times; the 20th call is the second pass's first.
  const Started second_pass = start(1200000, 3, 19);
  EXPECT_FALSE(second_pass.finished);
  EXPECT_TRUE(is_permutation(second_pass.board));
}

}  // namespace
}  // namespace nqga
