#include "block_start.hpp"

#include "min_conflicts.hpp"
#include "unused_columns.hpp"

namespace nqga {

namespace {

// Blocks drawn before they are tried, with their memory prefetched meanwhile: a queue of random
// reads in flight hides most of their latency.
constexpr int kBlocksAhead = 32;
// Blocks tried for one row before it takes an unused column on attacked diagonals.
constexpr int kBlocksPerRow = 16;

class BlockStart {
 public:
  BlockStart(BoardSpan board, DiagonalBits& occupied, Rng& rng, std::vector<std::int64_t>& crowded)
      : board_(board),
        n_(static_cast<std::int64_t>(board.size())),
        occupied_(occupied),
        rng_(rng),
        crowded_(crowded),
        unused_(n_) {}

  bool run(const std::function<bool(std::int64_t)>& keep_going) {
    const std::int64_t greedy_rows = std::max<std::int64_t>(0, n_ - kGreedyTail);
    for (std::int64_t row = 0; row < greedy_rows; ++row) {
      if ((row & 0xffff) == 0 && !keep_going(row)) {
        fill_in_order(row);
        return false;
      }
      if (block_ < 0 || unused_.sparse()) refill(row);
      place(row);
    }
    fill_at_random(greedy_rows);
    return true;
  }

 private:
  // A new queue of blocks, after compacting the unused columns when blocks have grown sparse.
  void refill(std::int64_t row) {
    if (unused_.sparse()) unused_.compact();
    for (auto& block : queue_) block = draw();
    for (int k = 0; k < kBlocksAhead; ++k) fetch_bits(row, queue_[k]);
    block_ = next_block(row);
  }
  std::int64_t draw() {
    const auto block = static_cast<std::int64_t>(
        uniform_below(rng_, static_cast<std::uint64_t>(unused_.blocks())));
    unused_.prefetch(block);
    return block;
  }
  // The entries of `block` are cached by the time it is half way down the queue; its bits are
  // fetched for the row expected when it is tried, from the recent rows a block.
  void fetch_bits(std::int64_t row, std::int64_t block) const {
    const std::int64_t expected = row + pace_ * (kBlocksAhead / 2) / 16;
    occupied_.prefetch_range(expected, unused_.low(block), unused_.high(block));
  }
  std::int64_t next_block(std::int64_t row) {
    pace_ += row - block_row_ - pace_ / 16;  // 16 x a moving average of rows a block
    block_row_ = row;
    const std::int64_t block = queue_[head_];
    queue_[head_] = draw();
    fetch_bits(row, queue_[(head_ + kBlocksAhead / 2) % kBlocksAhead]);
    head_ = (head_ + 1) % kBlocksAhead;
    return block;
  }

  // The queen of `row`: the first free square of the current block from a random entry on, else
  // of the next blocks; after kBlocksPerRow blocks, any unused column of the last block with one.
  void place(std::int64_t row) {
    const unsigned spin = static_cast<unsigned>(rng_() >> 58);
    for (int tries = 0;; ++tries) {
      const std::uint64_t untaken = rotated(unused_.untaken(block_), spin);
      std::int64_t entry = free_entry(row, untaken, spin);
      if (entry >= 0) {
        occupied_.place(row, unused_.column(entry));
      } else if (tries >= kBlocksPerRow && untaken) {
        entry = 64 * block_ + (__builtin_ctzll(untaken) + spin) % 64;
        crowded_.push_back(row);
      }
      if (entry >= 0) {
        board_[row] = static_cast<Column>(unused_.column(entry));
        unused_.take(entry);
        return;
      }
      block_ = next_block(row);
    }
  }
  // The first entry of the current block on a free square, among the `untaken` ones (rotated by
  // `spin`); -1: none. Unlisted entries are 64 consecutive columns, tested in one step.
  std::int64_t free_entry(std::int64_t row, std::uint64_t untaken, unsigned spin) const {
    auto entry = [&](std::uint64_t bits) {
      return 64 * block_ + (__builtin_ctzll(bits) + spin) % 64;
    };
    if (!unused_.listed()) {
      const std::uint64_t free = untaken & rotated(occupied_.free_mask(row, 64 * block_), spin);
      return free ? entry(free) : -1;
    }
    for (std::uint64_t bits = untaken; bits; bits &= bits - 1) {
      if (occupied_.free(row, unused_.column(entry(bits)))) return entry(bits);
    }
    return -1;
  }
  static std::uint64_t rotated(std::uint64_t bits, unsigned by) {
    return by == 0 ? bits : (bits >> by) | (bits << (64 - by));
  }

  // Rows from `row` on: the unused columns in ascending order.
  void fill_in_order(std::int64_t row) {
    unused_.for_each_untaken(
        [&](std::int64_t column) { board_[row++] = static_cast<Column>(column); });
  }
  // Rows from `row` on: the unused columns in random order (a Fisher-Yates shuffle), crowded.
  void fill_at_random(std::int64_t row) {
    fill_in_order(row);
    for (; row < n_; ++row) {
      const auto pick = row + static_cast<std::int64_t>(
                                  uniform_below(rng_, static_cast<std::uint64_t>(n_ - row)));
      std::swap(board_[row], board_[pick]);
      crowded_.push_back(row);
    }
  }

  BoardSpan board_;
  std::int64_t n_;
  DiagonalBits& occupied_;
  Rng& rng_;
  std::vector<std::int64_t>& crowded_;
  UnusedColumns unused_;
  std::int64_t queue_[kBlocksAhead] = {};
  int head_ = 0;
  std::int64_t block_ = -1;                // the block that placed the last row; -1: none yet
  std::int64_t block_row_ = 0, pace_ = 0;  // the row the block was taken at; rows a block x 16
};

}  // namespace

bool block_start(BoardSpan board, DiagonalBits& occupied, Rng& rng,
                 std::vector<std::int64_t>& crowded,
                 const std::function<bool(std::int64_t)>& keep_going) {
  return BlockStart(board, occupied, rng, crowded).run(keep_going);
}

}  // namespace nqga
