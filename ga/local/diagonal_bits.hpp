// One bit per diagonal for the greedy start of the large-n search (min_conflicts.cpp,
// sweep_start.cpp): whether any queen stands on it. The start asks only that, and at an eighth of
// the 2-bit counters' size the bits stay in cache far longer. n / 2 bytes for both families. The
// up diagonals are stored mirrored (column - row), so that a row's 64 consecutive columns read
// both families as bits in the same order: free_mask() is two reads and no bit reversal.
#pragma once

#include <algorithm>
#include <cstdint>
#include <span>
#include <vector>

#include "../huge_pages.hpp"
#include "../page_faults.hpp"

namespace nqga {

class DiagonalBits {
 public:
  // The diagonals of an empty board of n rows: down ones row + column, up ones
  // row - column + n - 1, each in [0, 2n - 1).
  explicit DiagonalBits(std::int64_t n) : n_(n), down_(words(n)), up_(words(n)) {}

  bool free(std::int64_t row, std::int64_t column) const {
    return !test(down_, row + column) && !test(up_, mirrored_up(row, column));
  }
  void place(std::int64_t row, std::int64_t column) {
    set(down_, row + column);
    set(up_, mirrored_up(row, column));
  }
  bool down(std::int64_t index) const { return test(down_, index); }
  bool up(std::int64_t index) const { return test(up_, mirrored(index)); }
  // Diagonals index .. index + 63 of a family, bit 0 for index; 0 past the last.
  std::uint64_t down_bits(std::int64_t index) const { return bits_from(down_, index); }
  std::uint64_t up_bits(std::int64_t index) const {
    return reversed(bits_from(up_, mirrored(index + 63)));
  }

  // Bit k: whether square (row, first + k) has both diagonals free, k = 0..63 (columns past n
  // are the caller's to mask). Two unaligned 64-bit reads: 64 squares in a few instructions.
  std::uint64_t free_mask(std::int64_t row, std::int64_t first) const {
    return ~(bits_from(down_, row + first) | bits_from(up_, mirrored_up(row, first)));
  }

  // The memory of the bits, for faulting its pages in ahead of use (page_faults.hpp).
  std::vector<PageRegion> pages() const {
    return {std::as_bytes(std::span(down_)), std::as_bytes(std::span(up_))};
  }

  // Fetches the bits of (row, column) ahead of a read.
  void prefetch(std::int64_t row, std::int64_t column) const {
    __builtin_prefetch(&down_[static_cast<std::size_t>(row + column) / 64]);
    __builtin_prefetch(&up_[static_cast<std::size_t>(mirrored_up(row, column)) / 64]);
  }

 private:
  using Words = std::vector<std::uint64_t, HugePageAllocator<std::uint64_t>>;
  // The mirrored up bits start kFront bits in, so that up_bits' read past the last up diagonal
  // stays inside; kPad bits after the last diagonal keep the reads of 64 bits inside too.
  static constexpr std::int64_t kFront = 64;
  static constexpr std::int64_t kPad = kFront + 128;

  // The bit of up diagonal `index` (row - column + n - 1): column - row + n - 1, from kFront on.
  std::int64_t mirrored(std::int64_t index) const { return 2 * n_ - 2 - index + kFront; }
  std::int64_t mirrored_up(std::int64_t row, std::int64_t column) const {
    return column - row + n_ - 1 + kFront;
  }
  static std::size_t words(std::int64_t n) {
    return static_cast<std::size_t>(2 * n + kPad + 63) / 64;
  }
  static bool test(const Words& w, std::int64_t i) {
    return (w[static_cast<std::size_t>(i) / 64] >> (static_cast<std::size_t>(i) % 64)) & 1;
  }
  static void set(Words& w, std::int64_t i) {
    w[static_cast<std::size_t>(i) / 64] |= std::uint64_t{1} << (static_cast<std::size_t>(i) % 64);
  }
  // Bits i .. i + 63, bit i lowest (i >= 0). Without a branch: the second word's share goes in
  // by two shifts, 1 and 63 - shift, which leave nothing of it when shift is 0.
  static std::uint64_t bits_from(const Words& w, std::int64_t i) {
    const std::size_t k = static_cast<std::size_t>(i) / 64;
    const unsigned shift = static_cast<std::size_t>(i) % 64;
    return (w[k] >> shift) | ((w[k + 1] << 1) << (63 - shift));
  }
  static std::uint64_t reversed(std::uint64_t x) {
    x = ((x >> 1) & 0x5555555555555555) | ((x & 0x5555555555555555) << 1);
    x = ((x >> 2) & 0x3333333333333333) | ((x & 0x3333333333333333) << 2);
    x = ((x >> 4) & 0x0f0f0f0f0f0f0f0f) | ((x & 0x0f0f0f0f0f0f0f0f) << 4);
    return __builtin_bswap64(x);
  }

  std::int64_t n_;
  Words down_, up_;
};

}  // namespace nqga
