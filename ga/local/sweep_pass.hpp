// One pass of the sweep start (sweep_start.hpp) over K rows and K columns, numbered as entries
// 0..K-1: all rows and columns of the board (the first pass: entry i is row i and column i), or
// the rows and columns a pass before left, listed in ascending order. Row entry i takes a column
// entry near one of two targets, 2i or -2i (mod K), drawn at random row by row; its window is a
// few words of the entries' taken bits (64 entries a word) around the target, read from the end
// the target has passed, so that a row takes the free square it passed longest ago (the lowest
// entry for the ascending target, the highest for the descending one). In the last quarter of the
// rows, where each target passes over columns for the last time, the window is wider (more words
// ahead), for the columns the earlier passes left. A word of the first pass is tested in one step
// (free_mask); listed columns are tested one by one.
#pragma once

#include <cstdint>
#include <functional>
#include <span>
#include <vector>

#include "../board.hpp"
#include "../huge_pages.hpp"
#include "../rng.hpp"
#include "diagonal_bits.hpp"

namespace nqga {

// The rows and columns of a listed pass, in ascending order, as many of each.
struct SweepLists {
  std::span<const std::int64_t> rows;
  std::span<const Column> columns;
};

template <bool kListed>
class SweepPass {
 public:
  // A pass over all `size` rows and columns (kListed false), or over `lists` (size: their length).
  SweepPass(BoardSpan board, DiagonalBits& occupied, std::int64_t size, SweepLists lists = {})
      : board_(board),
        occupied_(occupied),
        lists_(lists),
        size_(size),
        words_((size + 63) / 64),
        taken_(static_cast<std::size_t>(words_)) {
    if (size % 64) taken_.back() = ~std::uint64_t{0} << (size % 64);  // no such entries
  }

  // Places the rows in order, drawing one word from `rng` every 64 rows (their targets); asks
  // `keep_going(i)` every 2^16 rows. False when it said no (the rows from there on stay empty).
  bool run(Rng& rng, const std::function<bool(std::int64_t)>& keep_going) {
    return sweep<kEarly.behind, kEarly.ahead>(rng, keep_going, size_ - size_ / 4) &&
           sweep<kLate.behind, kLate.ahead>(rng, keep_going, size_);
  }

  // The rows without a queen, in ascending order: those that found no free square, and after a
  // stop those not reached.
  std::vector<std::int64_t> unplaced_rows() const {
    std::vector<std::int64_t> rows = failed_;
    for (std::int64_t i = next_; i < size_; ++i) rows.push_back(row_of(i));
    return rows;
  }
  // After a stop: the rows without a queen take the columns without one in ascending order, in
  // place. Lists of them (unplaced_rows, untaken_columns) would take 12 bytes a row not reached:
  // 1.2 GB at n = 10^8 stopped at once, twice the search's own peak.
  void fill_unplaced() {
    std::int64_t word = -1;
    std::uint64_t untaken = 0;
    auto next_column = [&] {
      while (untaken == 0) untaken = ~taken_[static_cast<std::size_t>(++word)];
      const int bit = __builtin_ctzll(untaken);
      untaken &= untaken - 1;
      return static_cast<Column>(column_of(64 * word + bit));
    };
    for (const std::int64_t row : failed_) board_[static_cast<std::size_t>(row)] = next_column();
    for (std::int64_t i = next_; i < size_; ++i) {
      board_[static_cast<std::size_t>(row_of(i))] = next_column();
    }
  }
  // The columns without a queen, in ascending order. One pass over the taken bits.
  std::vector<Column> untaken_columns() const {
    std::vector<Column> columns;
    for (std::int64_t word = 0; word < words_; ++word) {
      for (std::uint64_t bits = ~taken_[word]; bits; bits &= bits - 1) {
        columns.push_back(static_cast<Column>(column_of(64 * word + __builtin_ctzll(bits))));
      }
    }
    return columns;
  }

 private:
  // Words of taken bits in a row's window, behind its target and ahead of it: in the first three
  // quarters of the rows, and in the last. A word behind the target in the first three quarters
  // left as many rows without a square (0.45 against 0.44 % at n = 10^6 in the first pass), that
  // word being taken already; 16 words in the last quarter (8 behind) left half as many as these
  // 8 (0.21 %), for more than twice the words read a row there.
  struct Window {
    int behind, ahead;
  };
  static constexpr Window kEarly{0, 1};
  static constexpr Window kLate{2, 6};

  // The rows up to `end` with windows of constant words (so that place()'s loop unrolls).
  template <int kBehind, int kAhead>
  bool sweep(Rng& rng, const std::function<bool(std::int64_t)>& keep_going, std::int64_t end) {
    for (; next_ < end; ++next_) {
      const std::int64_t i = next_;
      if ((i & 0xffff) == 0 && !keep_going(i)) return false;
      if ((i & 63) == 0) ascending_ = rng();
      const bool placed =
          (ascending_ & 1) ? place<true, kBehind, kAhead>(i) : place<false, kBehind, kAhead>(i);
      if (!placed) failed_.push_back(row_of(i));
      ascending_ >>= 1;
      step_targets();
    }
    return true;
  }

  // The word of a (nonnegative) entry, by a shift.
  static std::int64_t words_of(std::int64_t entry) {
    return static_cast<std::int64_t>(static_cast<std::uint64_t>(entry) / 64);
  }
  std::int64_t row_of(std::int64_t i) const { return kListed ? lists_.rows[i] : i; }
  std::int64_t column_of(std::int64_t entry) const {
    return kListed ? lists_.columns[entry] : entry;
  }

  // The queen of row entry `i` on a free square of its window; false: none.
  template <bool kAscending, int kBehind, int kAhead>
  bool place(std::int64_t i) {
    const std::int64_t row = row_of(i);
    const std::int64_t target = kAscending ? ascending_target_ : descending_target_;
    std::int64_t word = words_of(target) + (kAscending ? -kBehind : kBehind);
    while (word < 0) word += words_;
    while (word >= words_) word -= words_;
    for (int k = 0; k <= kBehind + kAhead; ++k) {
      const int bit = oldest_free<kAscending>(row, word);
      if (bit >= 0) {
        take(row, 64 * word + bit);
        return true;
      }
      if (kAscending) {
        word = word + 1 == words_ ? 0 : word + 1;
      } else {
        word = word == 0 ? words_ - 1 : word - 1;
      }
    }
    return false;
  }

  // The bit of the untaken entry of `word` on a free square of `row` that the target passed
  // longest ago; -1: none.
  template <bool kAscending>
  int oldest_free(std::int64_t row, std::int64_t word) const {
    std::uint64_t untaken = ~taken_[static_cast<std::size_t>(word)];
    if (untaken == 0) return -1;  // most words behind the target, in the last quarter
    if constexpr (!kListed) {
      return oldest<kAscending>(untaken & occupied_.free_mask(row, 64 * word));
    } else {
      for (int bit = oldest<kAscending>(untaken); bit >= 0; bit = oldest<kAscending>(untaken)) {
        if (occupied_.free(row, lists_.columns[static_cast<std::size_t>(64 * word + bit)])) {
          return bit;
        }
        untaken &= ~(std::uint64_t{1} << bit);
      }
      return -1;
    }
  }
  template <bool kAscending>
  static int oldest(std::uint64_t bits) {
    if (bits == 0) return -1;
    return kAscending ? __builtin_ctzll(bits) : 63 - __builtin_clzll(bits);
  }

  void take(std::int64_t row, std::int64_t entry) {
    taken_[static_cast<std::size_t>(words_of(entry))] |=
        std::uint64_t{1} << (static_cast<std::uint64_t>(entry) % 64);
    const std::int64_t column = column_of(entry);
    board_[static_cast<std::size_t>(row)] = static_cast<Column>(column);
    occupied_.place(row, column);
  }

  // The targets of the next row: 2 entries on, and 2 back (mod K; K may be 1).
  void step_targets() {
    ascending_target_ += 2;
    if (ascending_target_ >= size_) ascending_target_ -= size_;
    if (ascending_target_ >= size_) ascending_target_ -= size_;
    descending_target_ -= 2;
    if (descending_target_ < 0) descending_target_ += size_;
    if (descending_target_ < 0) descending_target_ += size_;
  }

  BoardSpan board_;
  DiagonalBits& occupied_;
  SweepLists lists_;
  std::int64_t size_, words_;
  // Bit k of word w: entry 64 w + k holds a queen, or is past the last.
  std::vector<std::uint64_t, HugePageAllocator<std::uint64_t>> taken_;
  std::vector<std::int64_t> failed_;  // rows that found no free square, ascending
  std::int64_t next_ = 0;             // the row entry to place next
  std::int64_t ascending_target_ = 0, descending_target_ = 0;
  std::uint64_t ascending_ = 0;  // bit k: whether the row k rows on takes the ascending target
};

}  // namespace nqga
