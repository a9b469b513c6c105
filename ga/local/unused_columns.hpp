// The columns that no row holds yet, for the block start of the large-n search
// (block_start.cpp), by blocks of 64 entries: a block is one word of `taken` bits (n / 8 bytes in
// all), so a single random read finds up to 64 candidates, and entries are in ascending column
// order, so that the diagonal bits of a block's candidates lie in a few cache lines. The entries
// start as the n columns themselves (no array); once fewer than an eighth of them are left, the
// rest are compacted into an array (at most n / 8 columns: half a byte a queen), so that blocks
// stay dense. Compactions cost O(n) sequential work in all. (Compacting at a sixteenth instead
// left 12 to 17 times as many rows on attacked diagonals, for the repair, at about the same speed.)
#pragma once

#include <algorithm>
#include <cstdint>
#include <vector>

#include "../board.hpp"
#include "../huge_pages.hpp"

namespace nqga {

class UnusedColumns {
 public:
  explicit UnusedColumns(std::int64_t n) : size_(n), left_(n) { clear_taken(); }

  std::int64_t left() const { return left_; }
  std::int64_t blocks() const { return static_cast<std::int64_t>(taken_.size()); }
  // The entries of `block` not taken yet, bit k for entry 64 * block + k.
  std::uint64_t untaken(std::int64_t block) const { return ~taken_[block]; }
  // Whether entries are listed columns; false: entry i is column i.
  bool listed() const { return listed_; }
  std::int64_t column(std::int64_t entry) const { return listed_ ? list_[entry] : entry; }
  // The columns of a block's first and last entries.
  std::int64_t low(std::int64_t block) const { return column(64 * block); }
  std::int64_t high(std::int64_t block) const {
    return column(std::min(64 * block + 63, size_ - 1));
  }
  void take(std::int64_t entry) {
    taken_[entry / 64] |= std::uint64_t{1} << (entry % 64);
    --left_;
  }
  // Whether blocks have grown sparse enough for compact().
  bool sparse() const { return 8 * left_ < size_; }
  // The untaken columns in ascending order, as the only entries. One sequential pass.
  void compact() {
    Columns kept;
    kept.reserve(static_cast<std::size_t>(left_));
    for_each_untaken([&](std::int64_t column) { kept.push_back(static_cast<Column>(column)); });
    list_.swap(kept);
    listed_ = true;
    size_ = left_;
    clear_taken();
  }
  // Calls f(column) for each untaken column, in ascending order.
  template <typename F>
  void for_each_untaken(F f) const {
    for (std::int64_t block = 0; block < blocks(); ++block) {
      for (std::uint64_t bits = untaken(block); bits; bits &= bits - 1) {
        f(column(64 * block + __builtin_ctzll(bits)));
      }
    }
  }
  // Fetches a block's taken bits and its first entries ahead of a read.
  void prefetch(std::int64_t block) const {
    __builtin_prefetch(&taken_[block]);
    if (listed_) __builtin_prefetch(&list_[64 * block]);
  }

 private:
  void clear_taken() {
    taken_.assign(static_cast<std::size_t>((size_ + 63) / 64), 0);
    if (size_ % 64) taken_.back() = ~std::uint64_t{0} << (size_ % 64);  // no such entries
  }

  std::int64_t size_, left_;  // entries, and those not taken
  std::vector<std::uint64_t, HugePageAllocator<std::uint64_t>> taken_;
  using Columns = std::vector<Column, HugePageAllocator<Column>>;
  Columns list_;
  bool listed_ = false;  // false: entry i is column i
};

}  // namespace nqga
