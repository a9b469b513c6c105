#include "incremental.hpp"

#include <algorithm>
#include <cstring>
#include <utility>

#include "population.hpp"

namespace nqga {

DiagonalTable::DiagonalTable(int rows, int n)
    : n_(n), width_(static_cast<std::size_t>(std::max(2 * (2 * n - 1), 0))) {
  if (!kept()) return;
  bytes_.resize(width_ * static_cast<std::size_t>(rows));
  positions_.resize(static_cast<std::size_t>(n) * static_cast<std::size_t>(rows));
  valid_.assign(static_cast<std::size_t>(rows), 0);
}

void DiagonalTable::invalidate_all() { std::fill(valid_.begin(), valid_.end(), 0); }

void DiagonalTable::resize(int rows) {
  if (!kept()) return;
  bytes_.resize(width_ * static_cast<std::size_t>(rows));
  positions_.resize(static_cast<std::size_t>(n_) * static_cast<std::size_t>(rows));
  valid_.resize(static_cast<std::size_t>(rows));
}

std::uint8_t* DiagonalTable::counters(int row) {
  return bytes_.data() + width_ * static_cast<std::size_t>(row);
}
const std::uint8_t* DiagonalTable::counters(int row) const {
  return const_cast<DiagonalTable*>(this)->counters(row);
}

Column* DiagonalTable::positions_of(int row) {
  return positions_.data() + static_cast<std::size_t>(n_) * static_cast<std::size_t>(row);
}
const Column* DiagonalTable::positions_of(int row) const {
  return const_cast<DiagonalTable*>(this)->positions_of(row);
}

void DiagonalTable::copy_row(const DiagonalTable& source, int from, int to) {
  if (!kept()) return;
  std::memcpy(counters(to), source.counters(from), width_);
  std::memcpy(positions_of(to), source.positions_of(from),
              static_cast<std::size_t>(n_) * sizeof(Column));
  valid_[static_cast<std::size_t>(to)] = source.valid_[static_cast<std::size_t>(from)];
}

DiagonalCountersView DiagonalTable::counts(int row) const {
  if (!valid(row)) return {};
  return {counters(row)};
}

const Column* DiagonalTable::positions(int row) const {
  return valid(row) ? positions_of(row) : nullptr;
}

// `crowded` is the OR of every counter's value plus one as it was incremented: bit 8 is set
// when one held kMaxCount and wrapped to 0. One OR an increment, against a branch.
std::optional<std::int64_t> DiagonalTable::keep_if_fits(int row, std::int64_t conflicts,
                                                        unsigned crowded) {
  const bool fits = crowded <= kMaxCount;
  valid_[static_cast<std::size_t>(row)] = fits;
  if (!fits) return std::nullopt;
  return conflicts;
}

std::optional<std::int64_t> DiagonalTable::count(int row, BoardView board) {
  std::uint8_t* const down = counters(row);
  std::uint8_t* const up = down + (2 * n_ - 1);
  Column* const position = positions_of(row);
  std::fill(down, down + width_, std::uint8_t{0});
  std::int64_t conflicts = 0;
  unsigned crowded = 0;
  for (int r = 0; r < n_; ++r) {
    const unsigned d = down[r + board[r]]++, u = up[r - board[r] + n_ - 1]++;
    conflicts += d + u;
    crowded |= (d + 1) | (u + 1);
    position[board[r]] = r;
  }
  return keep_if_fits(row, conflicts, crowded);
}

std::optional<std::int64_t> DiagonalTable::derive(int row, BoardView board,
                                                  const DiagonalTable& base, int base_row,
                                                  BoardView base_board, std::int64_t conflicts,
                                                  std::span<const int> changed) {
  std::uint8_t* const down = counters(row);
  std::uint8_t* const up = down + (2 * n_ - 1);
  Column* const position = positions_of(row);
  if (&base != this || base_row != row) {
    std::memcpy(down, base.counters(base_row), width_);
    std::memcpy(position, base.positions_of(base_row),
                static_cast<std::size_t>(n_) * sizeof(Column));
  }
  // Lift each changed row's queen from the base's square, then place it on the child's.
  unsigned crowded = 0;
  for (const int r : changed) {
    const int from = base_board[r], to = board[r];
    conflicts -= --down[r + from];
    conflicts -= --up[r - from + n_ - 1];
    const unsigned d = down[r + to]++, u = up[r - to + n_ - 1]++;
    conflicts += d + u;
    crowded |= (d + 1) | (u + 1);
    position[to] = r;
  }
  return keep_if_fits(row, conflicts, crowded);
}

void ChildOrigin::crossed(const Population& from, int a, int b, RowChanges& changes) {
  if (!changes.known()) {
    base = nullptr;
    return;
  }
  base = &from;
  base_row = changes.base == 0 ? a : b;
  std::swap(changed, changes.rows);
  settled = in_place = false;
}

void ChildOrigin::copied(const Population& from, int row) {
  base = &from;
  base_row = row;
  changed.clear();
  settled = in_place = false;
}

void ChildOrigin::mutated(const RowChanges& changes, std::vector<std::uint8_t>& row_mark) {
  if (!base) return;
  if (!changes.known()) {
    base = nullptr;
    return;
  }
  // The union of the rows changed by the crossover and by the mutation, each once.
  for (const int r : changed) row_mark[static_cast<std::size_t>(r)] = 1;
  in_place = settled;
  for (const int r : changes.rows) {
    if (!row_mark[static_cast<std::size_t>(r)]) {
      changed.push_back(r);
    } else {
      in_place = false;
    }
  }
  for (const int r : changed) row_mark[static_cast<std::size_t>(r)] = 0;
}

std::int64_t evaluate_child(Population& to, int c, const ChildOrigin& origin,
                            ConflictCounter& counter) {
  DiagonalTable& table = to.diagonals;
  if (!table.kept()) return counter.count(to.board(c));
  const Population* base = origin.base;
  std::optional<std::int64_t> conflicts;
  if (base && origin.in_place && table.valid(c)) {
    // Off the crossover's rows the child before its mutation was the base.
    conflicts = table.derive(c, to.board(c), table, c, base->board(origin.base_row),
                             origin.settled_conflicts,
                             std::span(origin.changed).subspan(origin.settled_rows));
  } else if (base && base->diagonals.valid(origin.base_row) &&
             2 * origin.changed.size() <= static_cast<std::size_t>(to.n())) {
    // Past half the rows, copying the base's counters and moving each changed queen costs more
    // than counting from zero.
    conflicts =
        table.derive(c, to.board(c), base->diagonals, origin.base_row, base->board(origin.base_row),
                     base->conflicts[origin.base_row], origin.changed);
  } else {
    conflicts = table.count(c, to.board(c));
  }
  // A diagonal too crowded for the table's counters: counted with wider ones, the row invalid.
  return conflicts ? *conflicts : counter.count(to.board(c));
}

DiagonalCountersView ChildCounts::settle() {
  if (!to_.diagonals.kept()) return {};
  origin_.settled_conflicts = evaluate_child(to_, c_, origin_, counter_);
  origin_.settled = origin_.base != nullptr;
  origin_.settled_rows = origin_.changed.size();
  return to_.diagonals.counts(c_);
}

}  // namespace nqga
