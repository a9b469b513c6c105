// The board as the toolkit models it: a permutation `p` of 0..n-1, the queen of row r standing in
// column p[r]. Rows and columns never clash, so only diagonals count.
//
// Down diagonals are indexed r + p[r] and up diagonals r - p[r] + n - 1, 2n - 1 of each.
#pragma once

#include <cstdint>
#include <span>
#include <string>
#include <vector>

#include "rng.hpp"

namespace nqga {

using Column = std::int32_t;
using Board = std::vector<Column>;
using BoardView = std::span<const Column>;
using BoardSpan = std::span<Column>;

// k queens on one diagonal make k(k-1)/2 conflicting pairs.
constexpr std::int64_t pairs_among(std::int64_t k) { return k * (k - 1) / 2; }

// All pairs of n queens, n(n-1)/2: the most conflicts a board can have.
constexpr std::int64_t all_pairs(std::int64_t n) { return pairs_among(n); }

// The identity board 0, 1, ..., n-1 (every queen on one diagonal). O(n).
Board identity_board(int n);

// Fills `board` with a uniformly random permutation (Fisher-Yates). O(n), n - 1 draws.
void shuffle_board(BoardSpan board, Rng& rng);

// Diagonal counters held elsewhere (an individual's, kept for incremental evaluation), read
// only: the 2n - 1 down diagonals (r + p[r]) then the 2n - 1 up ones (r - p[r] + n - 1), one
// byte each; empty when `down` is null.
struct DiagonalCountersView {
  const std::uint8_t* down = nullptr;

  explicit operator bool() const { return down != nullptr; }
  // The rows of `board` (the board these counters hold) whose queen is attacked, in row order,
  // into `rows` (room for n); returns how many. One branch-free pass, O(n).
  int attacked_rows(BoardView board, std::span<int> rows) const;
};

// Counts conflicting pairs of permutation boards of one size in O(n), keeping its diagonal
// counters between calls so that evaluation allocates nothing. Not thread-safe: one per thread.
class ConflictCounter {
 public:
  explicit ConflictCounter(int n);

  int size() const { return n_; }

  // The number of pairs of queens sharing a diagonal: sum over diagonals of k(k-1)/2. O(n).
  std::int64_t count(BoardView board);

  // Loads `board` into the counters and returns its conflicts; `attacked` may then be asked until
  // `clear()` zeroes the counters again. O(n) each.
  std::int64_t tally(BoardView board);
  bool attacked(BoardView board, int row) const;
  // After `tally`: writes the attacked rows, in row order, to `rows` (room for n) and returns how
  // many. One branch-free pass, for drawing an attacked row without a second walk. O(n).
  int attacked_rows(BoardView board, std::span<int> rows) const;
  void clear();

 private:
  static constexpr int kMaxNarrow = 65535;
  bool narrow() const { return !narrow_.empty(); }

  int n_;
  // Down then up diagonals, 2(2n - 1) counters: 16-bit up to kMaxNarrow queens, else 32-bit.
  std::vector<std::uint16_t> narrow_;
  std::vector<std::uint32_t> wide_;
};

// The conflicting pairs of one board, with counters of its own. O(n) time and memory; prefer a
// reused ConflictCounter in loops.
std::int64_t conflicting_pairs(BoardView board);

// What an independent check of a board found: valid, or the first problem in row order.
struct BoardCheck {
  enum class Verdict { kValid, kColumnOutOfRange, kRepeatedColumn, kDiagonalConflict };
  Verdict verdict = Verdict::kValid;
  int row_a = -1;  // for a conflict or repeated column: the earlier row
  int row_b = -1;  // the row at which the problem shows (for out of range: the row)
  bool valid() const { return verdict == Verdict::kValid; }
  // One line for a person, rows and columns 1-based: "rows 3 and 7 share a diagonal (...)".
  std::string describe(BoardView board) const;
};

// Checks that `board` is a permutation of 0..n-1 with no two queens on a diagonal, naming the
// first problem: the smallest row at which one shows, with the earlier row involved. It shares no
// code with the counters above, so it can judge them. O(n) time, about 3n/8 bytes of bitsets.
BoardCheck check_board(BoardView board);

}  // namespace nqga
