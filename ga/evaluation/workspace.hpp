// Scratch memory the operators reuse, so that no crossover, mutation or selection allocates once
// the first generation has run. One per thread.
#pragma once

#include <cstdint>
#include <vector>

#include "../board.hpp"
#include "attacked_set.hpp"
#include "diagonal_counts.hpp"
#include "positions.hpp"
#include "row_changes.hpp"

namespace nqga {

// The diagonal counts of the board a mutation is handed, from the engine's incremental
// evaluation (ga/incremental.hpp): settle() brings them up to date with the board as handed
// (from its parent's counts by deltas, or one full count) and returns them, or an empty view
// when none are kept. Call it before changing the board.
class CountsSource {
 public:
  virtual DiagonalCountersView settle() = 0;
  // After settle(): the board's attacked rows as a set, where the engine keeps them; else empty.
  virtual AttackedSet attacked() { return {}; }

 protected:
  ~CountsSource() = default;
};

struct Workspace {
  explicit Workspace(int n)
      : position(static_cast<std::size_t>(n)),
        mark(static_cast<std::size_t>(n)),
        maps_to(static_cast<std::size_t>(n), -1),
        rows(static_cast<std::size_t>(n) + 1),
        counter(n),
        diagonals(n) {}

  std::vector<Column> position;    // inverse permutation of a parent: position[column] = row
  std::vector<std::uint8_t> mark;  // per column (or row) flags, all 0 between calls
  std::vector<Column> maps_to;     // PMX's mapping, column to column; all -1 between calls
  std::vector<int> rows;           // a list of rows (PMX: those it maps), room for n + 1
  // Whether the last PMX's parents differed on most rows of its range (crossover.cpp).
  bool pmx_parents_differ = false;
  std::vector<double> cumulative;  // running sums of selection weights
  ConflictCounter counter;         // diagonal counters, all 0 between calls
  DiagonalCounts diagonals;        // for swap deltas (repair mutation); reloaded at each use
  RowChanges crossed[2];           // what the last crossover changed in child_a and child_b
  RowChanges mutated;              // what the last mutation changed
  // Set by the engine around each call, null elsewhere: the parents' inverse permutations
  // (position[column] = row) for a crossover, when it keeps them; the counts of the board for
  // a mutation, so that one that reads them (conflict-swap) need not count the board again.
  ConstPositions parent_positions[2];
  // Set by the engine around a crossover, where it keeps the children's inverse permutations:
  // where child_a's and child_b's go (null: not kept). A crossover that builds them anyway (PMX)
  // writes them there and says so (RowChanges::positions_written), saving the evaluation a
  // copy of the base parent's (2n or 4n bytes) or n stores.
  Positions child_positions[2];
  CountsSource* counts = nullptr;
  // Set by the engine around a crossover, with the parents' positions, where it builds children
  // as changes to their base parent: the rows where the parents may differ (every other row
  // equal). A crossover that can then say its children as rows and columns (RowChanges::columns)
  // writes nothing into them.
  const std::vector<int>* parents_apart = nullptr;
};

}  // namespace nqga
