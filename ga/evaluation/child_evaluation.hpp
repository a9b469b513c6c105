// A child's evaluation from where it comes from: the engine notes, while it breeds a child, the
// individual the child is built on and the rows that differ from it (ChildOrigin), and the
// evaluation derives the child's diagonal counts from that individual's (incremental.hpp) instead
// of counting its board anew.
#pragma once

#include <cstdint>
#include <vector>

#include "../board.hpp"
#include "incremental.hpp"
#include "population.hpp"
#include "row_changes.hpp"
#include "workspace.hpp"

namespace nqga {

// Where a child being bred comes from, until its evaluation: the individual it is built on (a
// row of `base`) and the rows where it may differ, or unknown (a full count).
struct ChildOrigin {
  const Population* base = nullptr;  // null: unknown
  int base_row = 0;
  std::vector<int> changed;
  // Whether the crossover wrote the child's inverse permutation into its row of the table
  // (RowChanges::positions_written), true until a mutation that says nothing of its rows changes
  // the board (one that says them leaves only their positions stale, and the evaluation writes
  // those: of `changed` by deltas, of `moved` after a full count).
  bool positions_written = false;
  // Set when the child's own counters hold its board of `settled_conflicts` (settled by
  // ChildCounts right after its crossover, or copied with its parent); the distinct rows that
  // mutations changed since are `moved`. Its evaluation then moves those queens on its own
  // counters, whatever rows the crossover changed, with no copy and no second look at the base.
  // Without a base, `moved` holds the rows mutations changed since the crossover.
  bool settled = false;
  std::int64_t settled_conflicts = 0;
  std::vector<int> moved;

  // A child of parents a and b of `from` that a crossover described in `changes` (which keeps
  // the child's former row memory, so that nothing is allocated once warm).
  void crossed(const Population& from, int a, int b, RowChanges& changes);
  // A copy of row `row` of `from`, counters included (copy_individual): settled.
  void copied(const Population& from, int row);
  // The child then mutated as `changes` says; `row_mark` is n zeros, returned zeroed.
  void mutated(const RowChanges& changes, std::vector<std::uint8_t>& row_mark);
};

// Evaluates row c of `to`: a settled child by moving its mutated queens on its own counters;
// else by deltas from its origin when that is known, its base's counters are valid and fewer
// than half the rows changed; else by a full count (into c's counters when the table keeps
// them, else with `counter`). Returns its conflicts; c's counters are then valid.
std::int64_t evaluate_child(Population& to, int c, const ChildOrigin& origin,
                            ConflictCounter& counter);

// The counts of row c of `to` as its board stands, for the engine right after a crossover (while
// the child's rows are in cache) and for a mutation that reads them (Workspace::counts):
// settle() brings c's counters up to date as evaluate_child does, from `origin`, and notes that
// in it, so that the evaluation after the mutation starts from them. Counts no evaluation.
// Empty when the table keeps no counters.
class ChildCounts final : public CountsSource {
 public:
  ChildCounts(Population& to, int c, ChildOrigin& origin, ConflictCounter& counter)
      : to_(to), c_(c), origin_(origin), counter_(counter) {}
  DiagonalCountersView settle() override;
  AttackedSet attacked() override;

 private:
  Population& to_;
  int c_;
  ChildOrigin& origin_;
  ConflictCounter& counter_;
};

}  // namespace nqga
