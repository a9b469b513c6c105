#include "child_evaluation.hpp"

#include <optional>
#include <utility>

namespace nqga {

namespace {

// Appends the rows of `rows` that `list` lacks; `row_mark` is n zeros, returned zeroed.
void add_distinct(std::vector<int>& list, const std::vector<int>& rows,
                  std::vector<std::uint8_t>& row_mark) {
  for (const int r : list) row_mark[static_cast<std::size_t>(r)] = 1;
  const std::size_t before = list.size();
  for (const int r : rows) {
    if (!row_mark[static_cast<std::size_t>(r)]) list.push_back(r);
  }
  for (std::size_t k = 0; k < before; ++k) row_mark[static_cast<std::size_t>(list[k])] = 0;
}

}  // namespace

void ChildOrigin::crossed(const Population& from, int a, int b, RowChanges& changes) {
  settled = false;
  moved.clear();
  positions_written = changes.positions_written;
  if (!changes.known()) {
    base = nullptr;
    return;
  }
  base = &from;
  base_row = changes.base == 0 ? a : b;
  std::swap(changed, changes.rows);
}

void ChildOrigin::copied(const Population& from, int row) {
  positions_written = false;
  base = &from;
  base_row = row;
  changed.clear();
  settled = true;
  settled_conflicts = from.conflicts[row];
  moved.clear();
}

void ChildOrigin::mutated(const RowChanges& changes, std::vector<std::uint8_t>& row_mark) {
  if (!changes.known()) {
    positions_written = false;
    base = nullptr;
    settled = false;
    return;
  }
  // A settled child needs only the rows moved since (whose positions move_queens writes); with a
  // base, the union of the crossover's rows and the mutation's, each once, for the deltas from
  // it; without, the mutation's rows, whose positions a full count writes.
  if (settled) {
    positions_written = false;
    add_distinct(moved, changes.rows, row_mark);
  } else if (base) {
    add_distinct(changed, changes.rows, row_mark);
  } else {
    add_distinct(moved, changes.rows, row_mark);
  }
}

std::int64_t evaluate_child(Population& to, int c, const ChildOrigin& origin,
                            ConflictCounter& counter) {
  DiagonalTable& table = to.diagonals;
  if (!table.kept()) return counter.count(to.board(c));
  const Population* base = origin.base;
  std::optional<std::int64_t> conflicts;
  if (origin.settled && table.valid(c)) {
    conflicts = table.move_queens(c, to.board(c), origin.settled_conflicts, origin.moved);
  } else if (base && base->diagonals.valid(origin.base_row) &&
             2 * origin.changed.size() <= static_cast<std::size_t>(to.n())) {
    // Past half the rows, copying the base's counters and moving each changed queen costs more
    // than counting from zero.
    conflicts =
        table.derive(c, to.board(c), base->diagonals, origin.base_row, base->board(origin.base_row),
                     base->conflicts[origin.base_row], origin.changed, origin.positions_written);
  } else {
    // The positions a mutation left stale: the rows it changed, among the deltas' rows or alone.
    conflicts =
        table.count(c, to.board(c), origin.positions_written, base ? origin.changed : origin.moved);
  }
  // A diagonal too crowded for the table's counters: counted with wider ones, the row invalid.
  return conflicts ? *conflicts : counter.count(to.board(c));
}

DiagonalCountersView ChildCounts::settle() {
  if (!to_.diagonals.kept()) return {};
  origin_.settled_conflicts = evaluate_child(to_, c_, origin_, counter_);
  origin_.settled = to_.diagonals.valid(c_);
  origin_.moved.clear();
  return to_.diagonals.counts(c_);
}

AttackedSet ChildCounts::attacked() { return to_.diagonals.attacked(c_); }

}  // namespace nqga
