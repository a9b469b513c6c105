// Diagonal counters of 2 bits for the large-n search (min_conflicts.cpp): after its greedy start
// almost every diagonal holds 0 or 1 queen and a few hundred hold 2 or more, so 2 bits a diagonal
// (n bytes for both families, a quarter of 8-bit counters) hold 0, 1 and 2, and a small map holds
// the exact count of the rare diagonals with 3 or more. At n = 10^9 that is 1 GB instead of 4 GB,
// and the random reads of a scan of the board touch a quarter of the memory. The same interface
// and the same numbers as BasicDiagonalCounts, so the search makes the same moves.
#pragma once

#include <algorithm>
#include <cstdint>
#include <span>
#include <thread>
#include <unordered_map>
#include <utility>
#include <vector>

#include "../board.hpp"
#include "../evaluation/diagonal_counts.hpp"
#include "../huge_pages.hpp"
#include "../page_faults.hpp"

namespace nqga {

class PackedDiagonalCounts {
 public:
  // Counters of an empty board of n rows.
  explicit PackedDiagonalCounts(std::int64_t n)
      : n_(n),
        diagonals_(static_cast<std::size_t>(std::max<std::int64_t>(2 * n - 1, 1))),
        bytes_((2 * diagonals_ + 3) / 4) {}

  // Sets every counter from whether its diagonal holds a queen, for boards with at most one queen
  // per diagonal: down_bits(i) and up_bits(i) give diagonals i .. i + 63 of each family, one bit
  // each (bit 0 for i; 0 past the last). One sequential pass, 64 counters a step (1 GB in about a
  // second at n = 10^9), its second half on a second thread when `on_two_threads`; no conflicts.
  template <typename DownBits, typename UpBits>
  void load_single_queens(DownBits down_bits, UpBits up_bits, bool on_two_threads) {
    const std::size_t half = bytes_.size() / 32 * 16;  // a multiple of 16 bytes: 64 counters
    if (on_two_threads) {
      const std::jthread second([&] { load_bytes(down_bits, up_bits, half, bytes_.size()); });
      load_bytes(down_bits, up_bits, 0, half);
    } else {
      load_bytes(down_bits, up_bits, 0, bytes_.size());
    }
    overflow_.clear();
    conflicts_ = 0;
  }

  std::int64_t conflicts() const { return conflicts_; }

  // Queens on the down and up diagonals of square (row, column). O(1).
  std::int64_t down_count(std::int64_t row, std::int64_t column) const {
    return get(down_of(row, column));
  }
  std::int64_t up_count(std::int64_t row, std::int64_t column) const {
    return get(up_of(row, column));
  }
  // Adds or removes the queen on (row, column). O(1).
  void place(std::int64_t row, std::int64_t column) {
    conflicts_ += add(down_of(row, column), +1);
    conflicts_ += add(up_of(row, column), +1);
  }
  void lift(std::int64_t row, std::int64_t column) {
    conflicts_ -= add(down_of(row, column), -1) - 1;
    conflicts_ -= add(up_of(row, column), -1) - 1;
  }
  // Queens other than row's own on row's two diagonals. O(1).
  std::int64_t attacks_on(BoardView board, std::int64_t row) const {
    return down_count(row, board[row]) - 1 + up_count(row, board[row]) - 1;
  }
  // Conflicts after swapping rows i and j minus conflicts now; the board is not changed. O(1).
  std::int64_t swap_delta(BoardView board, std::int64_t i, std::int64_t j) const {
    const std::int64_t ci = board[i], cj = board[j];
    auto count = [&](std::size_t d) { return get(d); };
    return moves_delta(count, down_of(i, ci), down_of(j, cj), down_of(i, cj), down_of(j, ci)) +
           moves_delta(count, up_of(i, ci), up_of(j, cj), up_of(i, cj), up_of(j, ci));
  }
  // Swaps the columns of rows i and j and updates the counters. O(1).
  void swap_rows(BoardSpan board, std::int64_t i, std::int64_t j) {
    if (i == j) return;  // lifting one queen twice would take a count below 0
    lift(i, board[i]);
    lift(j, board[j]);
    std::swap(board[i], board[j]);
    place(i, board[i]);
    place(j, board[j]);
  }
  // The memory of the counters, for faulting its pages in ahead of use (page_faults.hpp).
  PageRegion pages() const { return std::as_bytes(std::span(bytes_)); }

  // Fetches the counters of (row, column) ahead of a read.
  void prefetch(std::int64_t row, std::int64_t column) const {
    __builtin_prefetch(&bytes_[down_of(row, column) / 4]);
    __builtin_prefetch(&bytes_[up_of(row, column) / 4]);
  }

 private:
  static constexpr int kInMap = 3;  // the 2-bit value that sends a count to the map

  // load_single_queens over bytes [from, to), from a multiple of 16.
  template <typename DownBits, typename UpBits>
  void load_bytes(DownBits& down_bits, UpBits& up_bits, std::size_t from, std::size_t to) {
    for (std::size_t byte = from; byte < to; byte += 16) {
      const std::size_t first = 4 * byte;  // the chunk's first counter: 64 of them
      std::uint64_t occupied = 0;
      if (first + 64 <= diagonals_) {
        occupied = down_bits(static_cast<std::int64_t>(first));
      } else if (first >= diagonals_) {
        occupied = up_bits(static_cast<std::int64_t>(first - diagonals_));
      } else {  // the one chunk where the up counters begin
        const std::size_t downs = diagonals_ - first;
        occupied =
            (down_bits(static_cast<std::int64_t>(first)) & ((std::uint64_t{1} << downs) - 1)) |
            up_bits(0) << downs;
      }
      for (std::size_t k = 0; k < 16 && byte + k < to; ++k) {
        bytes_[byte + k] = spread((occupied >> (4 * k)) & 15);
      }
    }
  }

  // Four occupancy bits as four 2-bit counts of 0 or 1.
  static std::uint8_t spread(std::uint64_t four) {
    return static_cast<std::uint8_t>((four & 1) | (four & 2) << 1 | (four & 4) << 2 |
                                     (four & 8) << 3);
  }

  std::size_t down_of(std::int64_t row, std::int64_t column) const {
    return static_cast<std::size_t>(row + column);
  }
  std::size_t up_of(std::int64_t row, std::int64_t column) const {
    return diagonals_ + static_cast<std::size_t>(row - column + n_ - 1);
  }
  int bits(std::size_t d) const { return (bytes_[d / 4] >> (2 * (d % 4))) & 3; }
  void set_bits(std::size_t d, int value) {
    std::uint8_t& byte = bytes_[d / 4];
    const int shift = static_cast<int>(2 * (d % 4));
    byte = static_cast<std::uint8_t>((byte & ~(3 << shift)) | (value << shift));
  }
  std::int64_t get(std::size_t d) const {
    const int value = bits(d);
    return value < kInMap ? value : overflow_.at(d);
  }
  // Adds `step` (+1 or -1) to diagonal d's count; returns the count before.
  std::int64_t add(std::size_t d, int step) {
    const std::int64_t before = get(d), after = before + step;
    if (after < kInMap) {
      set_bits(d, static_cast<int>(after));
      if (before >= kInMap) overflow_.erase(d);
    } else {
      set_bits(d, kInMap);
      overflow_[d] = after;
    }
    return before;
  }

  std::int64_t n_;
  std::size_t diagonals_;  // of each family, 2n - 1; down ones first, then up ones
  std::vector<std::uint8_t, HugePageAllocator<std::uint8_t>> bytes_;
  std::unordered_map<std::size_t, std::int64_t> overflow_;  // counts of 3 or more
  std::int64_t conflicts_ = 0;
};

}  // namespace nqga
