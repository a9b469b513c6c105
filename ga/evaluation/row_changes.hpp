// What an operator says it changed, so that a child's conflicts can come from its base parent's
// diagonal counts by deltas over the changed rows (ga/incremental.hpp) instead of a full O(n)
// count. An operator that says nothing leaves its record unknown, and its children get a full
// count: correct either way, only slower. The engine clears the records before each call.
#pragma once

#include <vector>

#include "../board.hpp"

namespace nqga {

struct RowChanges {
  static constexpr int kUnknown = -1;

  // The board the child is built on: for a crossover core 0 for its first parent (p1), 1 for its
  // second (p2); for a mutation 0, the board before it. kUnknown: the operator said nothing.
  int base = kUnknown;
  // Distinct rows on which the child may differ from its base; every other row equals it.
  std::vector<int> rows;
  // Only when `as_columns`: the child's column on each of `rows`, the child itself not written
  // (a crossover given Workspace::parents_apart).
  std::vector<Column> columns;
  bool as_columns = false;
  // Set when the operator also wrote the child's inverse permutation where the engine asked
  // (Workspace::child_positions), so that its evaluation need not.
  bool positions_written = false;

  bool known() const { return base != kUnknown; }
  // Starts a record of a child built on `parent`, keeping the rows' memory.
  void start(int parent) {
    base = parent;
    rows.clear();
    columns.clear();
    as_columns = false;
    positions_written = false;
  }
  void forget() { start(kUnknown); }
  // For the second child of a wrapper that calls a core with the parents swapped.
  void swap_parents() {
    if (known()) base = 1 - base;
  }
};

}  // namespace nqga
