// Diagonal counters kept in step with one board, giving the change of conflicts for swapping the
// columns of two rows in O(1): the move of swap mutation and of min-conflicts search.
//
// The counter type is a parameter: 32-bit counters take any board, 8-bit ones boards with fewer
// than 256 queens on every diagonal. (The large-n solver packs its counters into 2 bits:
// local/packed_counts.hpp.)
#pragma once

#include <algorithm>
#include <cstdint>
#include <memory>
#include <utility>
#include <vector>

#include "../board.hpp"

namespace nqga {

// The change of sum k(k-1)/2 over one family of diagonals when queens leave diagonals `from0`
// and `from1` and arrive on `to0` and `to1`, `count(d)` being diagonal d's queens now; equal
// indices are merged first, so overlaps are counted exactly. O(1).
template <typename CountOf>
std::int64_t moves_delta(CountOf count, std::size_t from0, std::size_t from1, std::size_t to0,
                         std::size_t to1) {
  std::pair<std::size_t, int> change[4] = {{from0, -1}, {from1, -1}, {to0, +1}, {to1, +1}};
  std::int64_t delta = 0;
  for (int a = 0; a < 4; ++a) {
    if (change[a].second == 0) continue;
    int net = change[a].second;
    for (int b = a + 1; b < 4; ++b) {
      if (change[b].first == change[a].first) {
        net += change[b].second;
        change[b].second = 0;
      }
    }
    const std::int64_t k = count(change[a].first);
    delta += pairs_among(k + net) - pairs_among(k);
  }
  return delta;
}

template <typename Count, typename Allocator = std::allocator<Count>>
class BasicDiagonalCounts {
 public:
  // Counters of an empty board of n rows; place queens with place().
  explicit BasicDiagonalCounts(std::int64_t n)
      : n_(n),
        down_(static_cast<std::size_t>(std::max<std::int64_t>(2 * n - 1, 1))),
        up_(down_.size()) {}
  // Counters of a whole board. O(n).
  explicit BasicDiagonalCounts(BoardView board)
      : BasicDiagonalCounts(static_cast<std::int64_t>(board.size())) {
    for (std::int64_t r = 0; r < n_; ++r) place(r, board[r]);
  }

  // Loads a whole board of the same size, replacing what the counters held. O(n), no allocation.
  void assign(BoardView board) {
    std::fill(down_.begin(), down_.end(), Count{0});
    std::fill(up_.begin(), up_.end(), Count{0});
    conflicts_ = 0;
    for (std::int64_t r = 0; r < n_; ++r) place(r, board[r]);
  }

  std::int64_t size() const { return n_; }
  std::int64_t conflicts() const { return conflicts_; }
  std::size_t bytes() const { return 2 * down_.size() * sizeof(Count); }

  // Whether both diagonals of square (row, column) are empty. O(1).
  bool free(std::int64_t row, std::int64_t column) const {
    return down_[down_of(row, column)] == 0 && up_[up_of(row, column)] == 0;
  }
  // Adds or removes the queen on (row, column). O(1).
  void place(std::int64_t row, std::int64_t column) {
    conflicts_ += down_[down_of(row, column)]++;
    conflicts_ += up_[up_of(row, column)]++;
  }
  void lift(std::int64_t row, std::int64_t column) {
    conflicts_ -= --down_[down_of(row, column)];
    conflicts_ -= --up_[up_of(row, column)];
  }
  // Queens other than row's own on row's two diagonals. O(1).
  std::int64_t attacks_on(BoardView board, std::int64_t row) const {
    return std::int64_t{down_[down_of(row, board[row])]} - 1 +
           std::int64_t{up_[up_of(row, board[row])]} - 1;
  }
  // Conflicts after swapping rows i and j minus conflicts now; the board is not changed. O(1).
  std::int64_t swap_delta(BoardView board, std::int64_t i, std::int64_t j) const {
    const std::int64_t ci = board[i], cj = board[j];
    return family_delta(down_, down_of(i, ci), down_of(j, cj), down_of(i, cj), down_of(j, ci)) +
           family_delta(up_, up_of(i, ci), up_of(j, cj), up_of(i, cj), up_of(j, ci));
  }
  // Swaps the columns of rows i and j and updates the counters. O(1).
  void swap_rows(BoardSpan board, std::int64_t i, std::int64_t j) {
    lift(i, board[i]);
    lift(j, board[j]);
    std::swap(board[i], board[j]);
    place(i, board[i]);
    place(j, board[j]);
  }

 private:
  static std::size_t down_of(std::int64_t row, std::int64_t column) {
    return static_cast<std::size_t>(row + column);
  }
  std::size_t up_of(std::int64_t row, std::int64_t column) const {
    return static_cast<std::size_t>(row - column + n_ - 1);
  }

  static std::int64_t family_delta(const std::vector<Count, Allocator>& count, std::size_t from0,
                                   std::size_t from1, std::size_t to0, std::size_t to1) {
    return moves_delta([&](std::size_t d) { return std::int64_t{count[d]}; }, from0, from1, to0,
                       to1);
  }

  std::int64_t n_;
  std::vector<Count, Allocator> down_, up_;
  std::int64_t conflicts_ = 0;
};

using DiagonalCounts = BasicDiagonalCounts<std::uint32_t>;

}  // namespace nqga
