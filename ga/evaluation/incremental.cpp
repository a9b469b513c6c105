#include "incremental.hpp"

#include <algorithm>
#include <cstring>
#include <type_traits>
#include <utility>

#include "pair_sum.hpp"

namespace nqga {

int diversity_rows(int n) { return std::min(n, kDiversityRows); }

namespace {

// From this n on the table keeps the diversity samples. Below it a board's sampled rows share
// cache lines (four a line at n = 256: 16 lines an individual), and keeping them costs more than
// it saves.
constexpr int kKeptSampleN = 512;

int kept_sample_rows(int n) { return n >= kKeptSampleN ? diversity_rows(n) : 0; }

}  // namespace

int diversity_row(int k, int n) {
  return static_cast<int>(std::int64_t{k} * n / diversity_rows(n));
}

DiagonalTable::DiagonalTable(int rows, int n)
    : n_(n),
      width_(static_cast<std::size_t>(std::max(2 * (2 * n - 1), 0))),
      sample_width_(kept_sample_rows(n) + 1) {
  if (!kept()) return;
  sample_entry_.assign(static_cast<std::size_t>(n), static_cast<std::uint8_t>(sample_width_ - 1));
  for (int k = 0; k < kept_sample_rows(n); ++k) {
    sample_rows_.push_back(diversity_row(k, n));
    sample_entry_[static_cast<std::size_t>(sample_rows_.back())] = static_cast<std::uint8_t>(k);
  }
  if (TrackedRows::tracks(rows, n)) tracked_ = TrackedRows(rows, n);
  resize(rows);
}

void DiagonalTable::invalidate_all() { std::fill(valid_.begin(), valid_.end(), 0); }

void DiagonalTable::resize(int rows) {
  if (!kept()) return;
  bytes_.resize(width_ * static_cast<std::size_t>(rows));
  const std::size_t positions = static_cast<std::size_t>(n_) * static_cast<std::size_t>(rows);
  if (narrow_positions(n_)) {
    narrow_positions_.resize(positions);
  } else {
    wide_positions_.resize(positions);
  }
  samples_.resize(static_cast<std::size_t>(sample_width_) * static_cast<std::size_t>(rows));
  valid_.resize(static_cast<std::size_t>(rows));
  if (tracked_.enabled()) tracked_.resize(rows);
}

std::uint8_t* DiagonalTable::counters(int row) {
  return bytes_.data() + width_ * static_cast<std::size_t>(row);
}
const std::uint8_t* DiagonalTable::counters(int row) const {
  return const_cast<DiagonalTable*>(this)->counters(row);
}

Positions DiagonalTable::positions_of(int row) {
  const std::size_t first = static_cast<std::size_t>(n_) * static_cast<std::size_t>(row);
  if (narrow_positions(n_)) return narrow_positions_.data() + first;
  return wide_positions_.data() + first;
}
ConstPositions DiagonalTable::positions_of(int row) const {
  return const_cast<DiagonalTable*>(this)->positions_of(row);
}
std::size_t DiagonalTable::position_bytes() const {
  return static_cast<std::size_t>(n_) *
         (narrow_positions(n_) ? sizeof(NarrowPosition) : sizeof(Column));
}

Column* DiagonalTable::sample_of(int row) {
  return samples_.data() + static_cast<std::size_t>(sample_width_) * static_cast<std::size_t>(row);
}
const Column* DiagonalTable::sample_of(int row) const {
  return const_cast<DiagonalTable*>(this)->sample_of(row);
}

void DiagonalTable::resample(int row, BoardView board, std::span<const int> rows) {
  if (sample_rows_.empty()) return;
  // More changed rows than sampled ones: the sample read again costs fewer stores (a PMX child
  // of random parents changes about 440 rows at n = 1024, against 64 sampled).
  if (rows.size() > sample_rows_.size()) return gather_sample(row, board);
  Column* const sample = sample_of(row);
  for (const int r : rows) sample[sample_entry_[static_cast<std::size_t>(r)]] = board[r];
}

void DiagonalTable::gather_sample(int row, BoardView board) {
  Column* const sample = sample_of(row);
  for (std::size_t k = 0; k < sample_rows_.size(); ++k) sample[k] = board[sample_rows_[k]];
}

bool DiagonalTable::copy_row(const DiagonalTable& source, int from, int to, bool positions_known) {
  if (!kept()) return true;
  std::memcpy(counters(to), source.counters(from), width_);
  if (!positions_known) {
    std::memcpy(positions_of(to).data(), source.positions_of(from).data(), position_bytes());
  }
  std::copy_n(source.sample_of(from), sample_width_, sample_of(to));
  valid_[static_cast<std::size_t>(to)] = source.valid_[static_cast<std::size_t>(from)];
  if (!tracked_.enabled()) return true;
  if (!source.tracked_.enabled()) return false;
  tracked_.copy(source.tracked_, from, to);
  return true;
}

void DiagonalTable::rebuild_tracking(int row, BoardView board) {
  if (tracked_.enabled() && valid(row)) tracked_.rebuild(row, board, counters(row));
}

DiagonalCountersView DiagonalTable::counts(int row) const {
  if (!valid(row)) return {};
  return {counters(row)};
}

ConstPositions DiagonalTable::positions(int row) const {
  return valid(row) ? positions_of(row) : nullptr;
}

const Column* DiagonalTable::sample(int row) const {
  return valid(row) && !sample_rows_.empty() ? sample_of(row) : nullptr;
}

namespace {

// Places a queen on one individual's counters: `down` indexed by row + column, `up_of_row` by
// row - column (the up counters from their diagonal -(n - 1)); adds the pairs it makes to `delta`
// and the counts it met plus one to `crowded` (as keep_if_fits reads it). Plain pointer-wide
// arguments, inlined into each loop: kept in a struct, the counters' pointers were read again
// from memory after every byte stored, and int indices were sign-extended one by one.
inline void place_queen(std::uint8_t* down, std::uint8_t* up_of_row, std::ptrdiff_t row,
                        std::ptrdiff_t column, std::int64_t& delta, unsigned& crowded) {
  const unsigned d = down[row + column]++, u = up_of_row[row - column]++;
  delta += d + u;
  crowded |= (d + 1) | (u + 1);
}

// Moves a queen: lifting it from a diagonal of k removes k - 1 pairs, placing it on one of k adds
// k, so every step keeps the sum exact.
inline void move_queen(std::uint8_t* down, std::uint8_t* up_of_row, std::ptrdiff_t from_row,
                       std::ptrdiff_t from_column, std::ptrdiff_t to_row, std::ptrdiff_t to_column,
                       std::int64_t& delta, unsigned& crowded) {
  delta -= --down[from_row + from_column];
  delta -= --up_of_row[from_row - from_column];
  place_queen(down, up_of_row, to_row, to_column, delta, crowded);
}

// A board's queens counted into zeroed counters, and its positions written where `P` is not
// void. Only increments in the loop, the pairs summed from the counters after: adding each
// counter's old value to the pairs and to an overflow flag made 22 instructions a row; now a
// call takes about 15,700 at n = 1024 instead of 22,500.
template <typename P>
void place_all(std::uint8_t* down, std::uint8_t* up_of_row, const Column* columns, std::ptrdiff_t n,
               P* position) {
  for (std::ptrdiff_t r = 0; r < n; ++r) {
    const std::ptrdiff_t column = columns[r];
    ++down[r + column];
    ++up_of_row[r - column];
    if constexpr (!std::is_void_v<P>) position[column] = static_cast<P>(r);
  }
}

// Each of `rows`' queens of `board` moved on the counters to its square from the square
// `from(row, column)` names, its position written; the pairs added to `delta`, as move_queen
// does. Both sums kept in locals: a byte store may alias what a reference names.
template <typename P, typename From>
void move_rows(std::uint8_t* down, std::uint8_t* up_of_row, std::span<const int> rows,
               const Column* board, P* position, From from, std::int64_t& delta,
               unsigned& crowded) {
  std::int64_t pairs = delta;
  unsigned wrapped = crowded;
  for (const int r : rows) {
    const Column column = board[r];
    const auto [from_row, from_column] = from(r, column);
    move_queen(down, up_of_row, from_row, from_column, r, column, pairs, wrapped);
    position[column] = static_cast<P>(r);
  }
  delta = pairs;
  crowded = wrapped;
}

}  // namespace

// `crowded` is the OR of every counter's value plus one as it was incremented: bit 8 is set
// when one held kMaxCount and wrapped to 0. One OR an increment, against a branch.
std::optional<std::int64_t> DiagonalTable::keep_if_fits(int row, std::int64_t conflicts,
                                                        unsigned crowded) {
  const bool fits = crowded <= kMaxCount;
  valid_[static_cast<std::size_t>(row)] = fits;
  if (!fits) return std::nullopt;
  return conflicts;
}

std::optional<std::int64_t> DiagonalTable::count(int row, BoardView board, bool positions_known,
                                                 std::span<const int> stale) {
  std::uint8_t* const down = counters(row);
  std::uint8_t* const up_of_row = up_of_row_of(down);
  std::fill(down, down + width_, std::uint8_t{0});
  // Arguments by value: a byte store may alias anything, and the compiler would read members
  // again after every counter.
  const std::ptrdiff_t n = n_;
  if (positions_known) {
    place_all<void>(down, up_of_row, board.data(), n, nullptr);
    positions_of(row).visit([&]<typename P>(P* position) {
      for (const int r : stale) position[board[r]] = static_cast<P>(r);
    });
  } else {
    positions_of(row).visit(
        [&](auto* position) { place_all(down, up_of_row, board.data(), n, position); });
  }
  const std::optional<std::int64_t> pairs = pairs_on(down, width_, 2 * n);
  const std::int64_t conflicts = pairs.value_or(0);
  const unsigned crowded = pairs ? 0 : kMaxCount + 1;
  gather_sample(row, board);
  const std::optional<std::int64_t> kept = keep_if_fits(row, conflicts, crowded);
  rebuild_tracking(row, board);
  return kept;
}

std::optional<std::int64_t> DiagonalTable::derive(int row, BoardView board,
                                                  const DiagonalTable& base, int base_row,
                                                  BoardView base_board, std::int64_t conflicts,
                                                  std::span<const int> changed,
                                                  bool positions_known) {
  const bool tracking = copy_row(base, base_row, row, positions_known) && tracked_.enabled();
  std::uint8_t* const down = counters(row);
  resample(row, board, changed);
  if (tracking) {
    QueenMoves moves = tracked_moves(row);
    positions_of(row).visit([&]<typename P>(P* position) {
      for (const int r : changed) {
        moves.lift(r, base_board[r]);
        moves.place(r, board[r]);
        position[board[r]] = static_cast<P>(r);
      }
    });
    return settle_tracked(row, board, changed, moves, conflicts);
  }
  // Each changed row's queen moves from the base's square to the child's.
  std::uint8_t* const up_of_row = up_of_row_of(down);
  unsigned crowded = 0;
  const Column* const base_columns = base_board.data();
  const auto base_square = [base_columns](std::ptrdiff_t r, Column) {
    return std::pair<std::ptrdiff_t, std::ptrdiff_t>{r, base_columns[r]};
  };
  positions_of(row).visit([&](auto* position) {
    move_rows(down, up_of_row, changed, board.data(), position, base_square, conflicts, crowded);
  });
  const std::optional<std::int64_t> kept = keep_if_fits(row, conflicts, crowded);
  rebuild_tracking(row, board);
  return kept;
}

std::optional<std::int64_t> DiagonalTable::move_queens(int row, BoardView board,
                                                       std::int64_t conflicts,
                                                       std::span<const int> rows) {
  std::uint8_t* const down = counters(row);
  // The columns on `rows` are the ones that stood there before, so each moved from the row its
  // position names to its row now; the moves of distinct columns do not disturb each other.
  resample(row, board, rows);
  if (tracked_.enabled()) {
    QueenMoves moves = tracked_moves(row);
    positions_of(row).visit([&]<typename P>(P* position) {
      for (const int r : rows) {
        const Column column = board[r];
        moves.lift(position[column], column);
        moves.place(r, column);
        position[column] = static_cast<P>(r);
      }
    });
    return settle_tracked(row, board, rows, moves, conflicts);
  }
  std::uint8_t* const up_of_row = up_of_row_of(down);
  unsigned crowded = 0;
  positions_of(row).visit([&]<typename P>(P* position) {
    // Each queen came from the row its position names, in its own column.
    const auto kept_square = [position](std::ptrdiff_t, Column column) {
      return std::pair<std::ptrdiff_t, std::ptrdiff_t>{position[column], column};
    };
    move_rows(down, up_of_row, rows, board.data(), position, kept_square, conflicts, crowded);
  });
  return keep_if_fits(row, conflicts, crowded);
}

QueenMoves DiagonalTable::tracked_moves(int row) {
  std::uint8_t* const down = counters(row);
  std::uint32_t* const rows_down = tracked_.rows_on(row);
  return {down, up_of_row_of(down), rows_down, rows_down + (2 * n_ - 1) + (n_ - 1), candidates_};
}

std::optional<std::int64_t> DiagonalTable::settle_tracked(int row, BoardView board,
                                                          std::span<const int> moved,
                                                          const QueenMoves& moves,
                                                          std::int64_t conflicts) {
  const std::optional<std::int64_t> kept =
      keep_if_fits(row, conflicts + moves.delta, moves.crowded);
  if (kept) {
    tracked_.settle(row, board, counters(row), moved, candidates_);
  } else {
    candidates_.clear();  // rows read from wrapped counters; the row is invalid anyway
  }
  return kept;
}

bool DiagonalTable::patch(const DiagonalTable& source, int from, BoardView source_board, int to,
                          BoardSpan board) {
  if (!tracked_.enabled() || !source.tracked_.enabled() || !source.valid(from) || !valid(to) ||
      !source.tracked_.lineage() || !tracked_.shares_lineage(source.tracked_)) {
    return false;
  }
  TrackedRows& theirs = source.tracked_;
  if (tracked_.same_board(theirs, from, to)) return true;
  std::size_t walked = theirs.differing(from, source_board).size();
  walked += tracked_.differing(to, board).size();
  // Far from the reference (a population not yet converged, or drifted from it): the reference
  // moves to the source; this row's list goes stale, and one pass rebuilds it. Farther than
  // half the rows, a copy costs less than the patch, and takes the source's empty list.
  const bool far = 2 * walked > static_cast<std::size_t>(n_);
  if (far || tracked_.rebase_due(static_cast<std::int64_t>(walked))) {
    theirs.rebase(from, source_board);
    if (far) return false;
  }
  // The rows to change: where the source differs from the reference and from this board, and
  // where only this board differs from it (the source holds the reference's column there).
  const Column* const reference = tracked_.lineage()->reference.data();
  patched_.clear();
  patched_columns_.clear();
  for (const int r : theirs.differing(from, source_board)) {
    if (board[r] != source_board[r]) {
      patched_.push_back(r);
      patched_columns_.push_back(source_board[r]);
    }
  }
  for (const int r : tracked_.differing(to, board)) {
    if (!theirs.differs(from, r)) {
      patched_.push_back(r);
      patched_columns_.push_back(reference[r]);
    }
  }
  QueenMoves moves = tracked_moves(to);
  positions_of(to).visit([&]<typename P>(P* position) {
    for (std::size_t k = 0; k < patched_.size(); ++k) {
      const int r = patched_[k];
      moves.lift(r, board[r]);
      moves.place(r, patched_columns_[k]);
      board[r] = patched_columns_[k];
      position[board[r]] = static_cast<P>(r);
    }
  });
  resample(to, board, patched_);
  if (!settle_tracked(to, board, patched_, moves, 0)) count(to, board);  // a counter wrapped
  tracked_.take_stamp(theirs, from, to);
  return true;
}

bool DiagonalTable::rows_apart(int a, BoardView board_a, int b, BoardView board_b,
                               std::vector<int>& rows) const {
  if (!tracked_.enabled() || !tracked_.lineage() || !valid(a) || !valid(b)) return false;
  const std::vector<int>& of_a = tracked_.differing(a, board_a);
  const std::vector<int>& of_b = tracked_.differing(b, board_b);
  // Past half the rows, a crossover's pass over the board costs less than a walk of the lists.
  if (2 * (of_a.size() + of_b.size()) > static_cast<std::size_t>(n_)) return false;
  rows.assign(of_a.begin(), of_a.end());
  for (const int r : of_b) {
    if (!tracked_.differs(a, r)) rows.push_back(r);
  }
  return true;
}

void DiagonalTable::found_lineage(int row, BoardView board) {
  if (tracked_.enabled()) tracked_.found_lineage(row, board);
}

void DiagonalTable::follow(int row, BoardView board) {
  if (tracked_.enabled() && tracked_.current(row)) tracked_.follow(row, board);
}

AttackedSet DiagonalTable::attacked(int row) const {
  if (!tracked_.enabled() || !valid(row)) return {};
  return tracked_.attacked(row);
}

}  // namespace nqga
