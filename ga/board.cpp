#include "board.hpp"

#include <algorithm>
#include <numeric>
#include <utility>

namespace nqga {

Board identity_board(int n) {
  Board board(static_cast<std::size_t>(n));
  std::iota(board.begin(), board.end(), 0);
  return board;
}

void shuffle_board(BoardSpan board, Rng& rng) {
  std::iota(board.begin(), board.end(), 0);
  for (std::size_t i = board.size(); i > 1; --i) {
    std::swap(board[i - 1], board[uniform_below(rng, i)]);
  }
}

namespace {

// The counter loops over one counter type: `down` holds the 2n - 1 down diagonals, the up ones
// follow.
template <typename Count>
std::int64_t tally_into(BoardView board, int n, Count* down) {
  // Adding a queen to a diagonal that already holds k queens adds k conflicting pairs.
  Count* const up = down + (2 * n - 1);
  std::int64_t pairs = 0;
  for (int r = 0; r < n; ++r) {
    const int c = board[r];
    pairs += down[r + c]++;
    pairs += up[r - c + n - 1]++;
  }
  return pairs;
}

template <typename Count>
bool attacked_in(BoardView board, int n, const Count* down, int row) {
  const int c = board[row];
  return down[row + c] > 1 || down[(2 * n - 1) + row - c + n - 1] > 1;
}

template <typename Count>
int attacked_rows_in(BoardView board, int n, const Count* down, int* out) {
  const Count* const up = down + (2 * n - 1);
  int count = 0;
  for (int r = 0; r < n; ++r) {
    const int c = board[r];
    out[count] = r;
    count += (down[r + c] > 1) | (up[r - c + n - 1] > 1);
  }
  return count;
}

}  // namespace

int DiagonalCountersView::attacked_rows(BoardView board, std::span<int> rows) const {
  return attacked_rows_in(board, static_cast<int>(board.size()), down, rows.data());
}

// 16-bit counters whenever no diagonal can hold 65,536 queens: half the memory to increment,
// read and zero.
ConflictCounter::ConflictCounter(int n)
    : n_(n),
      narrow_(n <= kMaxNarrow ? 2 * static_cast<std::size_t>(std::max(2 * n - 1, 1)) : 0),
      wide_(n <= kMaxNarrow ? 0 : 2 * static_cast<std::size_t>(2 * n - 1)) {}

std::int64_t ConflictCounter::tally(BoardView board) {
  return narrow() ? tally_into(board, n_, narrow_.data()) : tally_into(board, n_, wide_.data());
}

bool ConflictCounter::attacked(BoardView board, int row) const {
  return narrow() ? attacked_in(board, n_, narrow_.data(), row)
                  : attacked_in(board, n_, wide_.data(), row);
}

int ConflictCounter::attacked_rows(BoardView board, std::span<int> rows) const {
  return narrow() ? attacked_rows_in(board, n_, narrow_.data(), rows.data())
                  : attacked_rows_in(board, n_, wide_.data(), rows.data());
}

void ConflictCounter::clear() {
  // Zeroing all 2(2n-1) counters outright (memset speed) is about 3x faster than zeroing the 2n
  // touched ones one by one, whose addresses are scattered.
  std::fill(narrow_.begin(), narrow_.end(), 0);
  std::fill(wide_.begin(), wide_.end(), 0);
}

std::int64_t ConflictCounter::count(BoardView board) {
  const std::int64_t pairs = tally(board);
  clear();
  return pairs;
}

std::int64_t conflicting_pairs(BoardView board) {
  return ConflictCounter(static_cast<int>(board.size())).count(board);
}

namespace {

class Bitset {
 public:
  explicit Bitset(std::size_t bits) : words_((bits + 63) / 64) {}
  // Sets bit i and says whether it was set before.
  bool test_and_set(std::size_t i) {
    std::uint64_t& word = words_[i / 64];
    const std::uint64_t mask = std::uint64_t{1} << (i % 64);
    const bool was = word & mask;
    word |= mask;
    return was;
  }
  void prefetch(std::size_t i) const { __builtin_prefetch(&words_[i / 64]); }

 private:
  std::vector<std::uint64_t> words_;
};

}  // namespace

BoardCheck check_board(BoardView board) {
  const auto n = static_cast<std::int64_t>(board.size());
  BoardCheck check;
  Bitset column(static_cast<std::size_t>(n)), down(2 * n), up(2 * n);
  // The first row whose queen meets an earlier one; the earlier one is found by a second scan, so
  // no row index per diagonal has to be stored.
  auto earlier_row = [&](std::int64_t row, auto same_line) {
    for (std::int64_t r = 0; r < row; ++r) {
      if (same_line(r)) return static_cast<int>(r);
    }
    return -1;
  };
  // Rows are read in order but their squares hit the bitsets at random; fetching the bits of the
  // row kAhead below keeps that many misses in flight (several times faster for n of 10^8).
  constexpr std::int64_t kAhead = 16;
  for (std::int64_t r = 0; r < n; ++r) {
    if (r + kAhead < n) {
      const std::int64_t ahead = r + kAhead, c = board[ahead];
      if (c >= 0 && c < n) {
        column.prefetch(static_cast<std::size_t>(c));
        down.prefetch(static_cast<std::size_t>(ahead + c));
        up.prefetch(static_cast<std::size_t>(ahead - c + n - 1));
      }
    }
    const std::int64_t c = board[r];
    if (c < 0 || c >= n) {
      check.verdict = BoardCheck::Verdict::kColumnOutOfRange;
      check.row_b = static_cast<int>(r);
      return check;
    }
    const bool column_taken = column.test_and_set(c);
    const bool down_taken = down.test_and_set(r + c);
    const bool up_taken = up.test_and_set(r - c + n - 1);
    if (column_taken) {
      check.verdict = BoardCheck::Verdict::kRepeatedColumn;
      check.row_a = earlier_row(r, [&](std::int64_t q) { return board[q] == c; });
    } else if (down_taken || up_taken) {
      check.verdict = BoardCheck::Verdict::kDiagonalConflict;
      check.row_a = earlier_row(
          r, [&](std::int64_t q) { return q + board[q] == r + c || q - board[q] == r - c; });
    } else {
      continue;
    }
    check.row_b = static_cast<int>(r);
    return check;
  }
  return check;
}

std::string BoardCheck::describe(BoardView board) const {
  auto queen = [&](int row) {
    return "row " + std::to_string(row + 1) + " column " + std::to_string(board[row] + 1);
  };
  switch (verdict) {
    case Verdict::kValid:
      return "valid: " + std::to_string(board.size()) + " queens, no two attack each other";
    case Verdict::kColumnOutOfRange:
      return "row " + std::to_string(row_b + 1) + " has column " +
             std::to_string(static_cast<std::int64_t>(board[row_b]) + 1) + ", outside 1.." +
             std::to_string(board.size());
    case Verdict::kRepeatedColumn:
      return "rows " + std::to_string(row_a + 1) + " and " + std::to_string(row_b + 1) +
             " both use column " + std::to_string(board[row_b] + 1);
    case Verdict::kDiagonalConflict:
      return "queens at " + queen(row_a) + " and " + queen(row_b) + " share a diagonal";
  }
  return {};
}

}  // namespace nqga
