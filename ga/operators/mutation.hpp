// Mutation of queen columns. Every operator keeps the board a permutation; boards with fewer than
// two rows are left as they are. Each says in ws.mutated the rows it changed
// (evaluation/row_changes.hpp).
#pragma once

#include "../board.hpp"
#include "../evaluation/workspace.hpp"
#include "../rng.hpp"

namespace nqga {

// Swaps the columns of two distinct uniformly drawn rows. O(1); two draws.
void swap_mutation(BoardSpan board, Rng& rng, Workspace& ws);

// Reverses the columns of a uniformly drawn row range [a, b) (draw_cuts). O(n); two draws.
void inversion_mutation(BoardSpan board, Rng& rng, Workspace& ws);

// Conflict-directed swap: swaps a queen drawn uniformly among those under attack with a queen of
// another uniformly drawn row; a board with no conflicts is left as it is. O(n): one pass over
// the board's diagonal counts, those the engine keeps (ws.counts) or else a tally of its own;
// O(log n) where the engine keeps the attacked rows as a set (CountsSource::attacked). Two
// draws.
void conflict_swap_mutation(BoardSpan board, Rng& rng, Workspace& ws);

// Min-conflicts repair, the local step of the memetic GA: up to kRepairSteps times, a queen drawn
// among those under attack swaps with the best of kRepairCandidates random partners unless that
// would raise the conflicts (sideways moves allowed). O(n) to set up the diagonal counters, then
// O(1) per candidate.
constexpr int kRepairSteps = 8;
constexpr int kRepairCandidates = 16;
void repair_mutation(BoardSpan board, Rng& rng, Workspace& ws);

}  // namespace nqga
