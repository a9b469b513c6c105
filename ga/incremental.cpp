#include "incremental.hpp"

#include <algorithm>
#include <cstring>
#include <utility>

#include "population.hpp"

namespace nqga {

DiagonalTable::DiagonalTable(int rows, int n)
    : n_(n),
      count_bytes_(count_bytes(n)),
      width_(static_cast<std::size_t>(std::max(2 * (2 * n - 1), 0))) {
  if (!kept()) return;
  words_.resize(stride() * static_cast<std::size_t>(rows));
  positions_.resize(static_cast<std::size_t>(n) * static_cast<std::size_t>(rows));
  valid_.assign(static_cast<std::size_t>(rows), 0);
}

int DiagonalTable::count_bytes(std::int64_t n) {
  if (n < 256) return 1;
  return n <= kMaxQueens ? 2 : 0;
}

void DiagonalTable::invalidate_all() { std::fill(valid_.begin(), valid_.end(), 0); }

void DiagonalTable::resize(int rows) {
  if (!kept()) return;
  words_.resize(stride() * static_cast<std::size_t>(rows));
  positions_.resize(static_cast<std::size_t>(n_) * static_cast<std::size_t>(rows));
  valid_.resize(static_cast<std::size_t>(rows));
}

// Each row's counters start on a word; the + 1 keeps an odd count of 1-byte counters whole.
std::size_t DiagonalTable::stride() const {
  return width_ * static_cast<std::size_t>(count_bytes_) / 2 + 1;
}

template <typename Count>
Count* DiagonalTable::counters(int row) {
  return reinterpret_cast<Count*>(words_.data() + stride() * static_cast<std::size_t>(row));
}
template <typename Count>
const Count* DiagonalTable::counters(int row) const {
  return const_cast<DiagonalTable*>(this)->counters<Count>(row);
}

Column* DiagonalTable::positions_of(int row) {
  return positions_.data() + static_cast<std::size_t>(n_) * static_cast<std::size_t>(row);
}
const Column* DiagonalTable::positions_of(int row) const {
  return const_cast<DiagonalTable*>(this)->positions_of(row);
}

void DiagonalTable::copy_row(const DiagonalTable& source, int from, int to) {
  if (!kept()) return;
  std::memcpy(counters<std::uint8_t>(to), source.counters<std::uint8_t>(from),
              width_ * static_cast<std::size_t>(count_bytes_));
  std::memcpy(positions_of(to), source.positions_of(from),
              static_cast<std::size_t>(n_) * sizeof(Column));
  valid_[static_cast<std::size_t>(to)] = source.valid_[static_cast<std::size_t>(from)];
}

DiagonalCountersView DiagonalTable::counts(int row) const {
  if (!valid(row)) return {};
  return {counters<std::uint8_t>(row), count_bytes_};
}

const Column* DiagonalTable::positions(int row) const {
  return valid(row) ? positions_of(row) : nullptr;
}

template <typename Count>
std::int64_t DiagonalTable::count_as(int row, BoardView board) {
  Count* down = counters<Count>(row);
  Count* up = down + (2 * n_ - 1);
  Column* const position = positions_of(row);
  std::fill(down, down + width_, Count{0});
  std::int64_t conflicts = 0;
  for (int r = 0; r < n_; ++r) {
    conflicts += down[r + board[r]]++;
    conflicts += up[r - board[r] + n_ - 1]++;
    position[board[r]] = r;
  }
  valid_[static_cast<std::size_t>(row)] = 1;
  return conflicts;
}

std::int64_t DiagonalTable::count(int row, BoardView board) {
  return count_bytes_ == 1 ? count_as<std::uint8_t>(row, board)
                           : count_as<std::uint16_t>(row, board);
}

template <typename Count>
std::int64_t DiagonalTable::derive_as(int row, BoardView board, const DiagonalTable& base,
                                      int base_row, BoardView base_board, std::int64_t conflicts,
                                      std::span<const int> changed) {
  Count* down = counters<Count>(row);
  Count* up = down + (2 * n_ - 1);
  Column* const position = positions_of(row);
  if (&base != this || base_row != row) {
    std::memcpy(down, base.counters<Count>(base_row), width_ * sizeof(Count));
    std::memcpy(position, base.positions_of(base_row),
                static_cast<std::size_t>(n_) * sizeof(Column));
  }
  // Lift each changed row's queen from the base's square, then place it on the child's.
  for (const int r : changed) {
    const int from = base_board[r], to = board[r];
    conflicts -= --down[r + from];
    conflicts -= --up[r - from + n_ - 1];
    conflicts += down[r + to]++;
    conflicts += up[r - to + n_ - 1]++;
    position[to] = r;
  }
  valid_[static_cast<std::size_t>(row)] = 1;
  return conflicts;
}

std::int64_t DiagonalTable::derive(int row, BoardView board, const DiagonalTable& base,
                                   int base_row, BoardView base_board, std::int64_t base_conflicts,
                                   std::span<const int> changed) {
  return count_bytes_ == 1 ? derive_as<std::uint8_t>(row, board, base, base_row, base_board,
                                                     base_conflicts, changed)
                           : derive_as<std::uint16_t>(row, board, base, base_row, base_board,
                                                      base_conflicts, changed);
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
  if (base && origin.in_place && table.valid(c)) {
    // Off the crossover's rows the child before its mutation was the base.
    return table.derive(c, to.board(c), table, c, base->board(origin.base_row),
                        origin.settled_conflicts,
                        std::span(origin.changed).subspan(origin.settled_rows));
  }
  // Past half the rows, copying the base's counters and moving each changed queen costs more
  // than counting from zero.
  if (base && base->diagonals.valid(origin.base_row) &&
      2 * origin.changed.size() <= static_cast<std::size_t>(to.n())) {
    return table.derive(c, to.board(c), base->diagonals, origin.base_row,
                        base->board(origin.base_row), base->conflicts[origin.base_row],
                        origin.changed);
  }
  return table.count(c, to.board(c));
}

DiagonalCountersView ChildCounts::settle() {
  if (!to_.diagonals.kept()) return {};
  origin_.settled_conflicts = evaluate_child(to_, c_, origin_, counter_);
  origin_.settled = origin_.base != nullptr;
  origin_.settled_rows = origin_.changed.size();
  return to_.diagonals.counts(c_);
}

}  // namespace nqga
