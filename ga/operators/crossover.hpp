// Crossover over row ranges: a child keeps one parent's columns on a range of rows and takes the
// rest from the other parent, repaired so that it stays a permutation. Each operator has a
// deterministic core (`*_at`, given the cut points) that tests call directly, and a wrapper that
// draws the cut points once and writes both children (child_a from a's range, child_b from b's),
// using the parents' inverse permutations when the engine gives them (ws.parent_positions).
// All are O(n) time and use only the workspace's scratch. Each core says in `changes` which
// parent the child is built on and the rows where it may differ from it (operators/
// row_changes.hpp); the wrappers say it in ws.crossed[0] and ws.crossed[1].
#pragma once

#include "../board.hpp"
#include "../evaluation/workspace.hpp"
#include "../rng.hpp"

namespace nqga {

// Partially mapped crossover, PMX (Goldberg and Lingle 1985): child = p1 on rows [a, b); every
// other row takes p2's column, following the mapping p1[i] -> p2[i] of the range until it leaves
// it. 0 <= a <= b <= n. Built by swaps, as DEAP builds it: the child starts as p2, and each range
// row where the parents differ swaps p1's column in from the row that holds it (the same child,
// with no chain to follow): one copy of p2 and of its inverse permutation (p2_positions, where
// the engine keeps it; else inverted, O(n) stores), then O(rows where the parents differ), or
// O(range) without listing those rows first where the last call's parents differed on most.
// There, a range of a tenth of the rows or more lists no row at all, and the child says none
// (RowChanges unknown): it changes about twice its range, which a full count evaluates faster
// than deltas. Given child_positions, the child's inverse permutation is built there instead of
// in the workspace (RowChanges::positions_written).
void pmx_at(BoardView p1, BoardView p2, int a, int b, BoardSpan child, Workspace& ws,
            RowChanges& changes, ConstPositions p2_positions = {}, Positions child_positions = {});
Board pmx_at(BoardView p1, BoardView p2, int a, int b);

// Order crossover, OX (Davis 1985): child = p1 on rows [a, b); the rows from b onward (wrapping
// around) take the columns missing so far in the order they appear in p2 from row b onward.
void ox_at(BoardView p1, BoardView p2, int a, int b, BoardSpan child, Workspace& ws,
           RowChanges& changes);
Board ox_at(BoardView p1, BoardView p2, int a, int b);

// Cycle crossover, CX (Oliver, Smith and Holland 1987): child = p1 on the cycle of rows that
// contains row `start` (row i leads to the row where p1 holds p2[i]), p2 everywhere else, so
// every queen keeps a column it had in one parent on the same row. The cycle is the "range".
// Given p1's inverse permutation, it skips inverting p1: one copy of p2, then O(cycle).
void cx_at(BoardView p1, BoardView p2, int start, BoardSpan child, Workspace& ws,
           RowChanges& changes, ConstPositions p1_positions = {});
Board cx_at(BoardView p1, BoardView p2, int start);

// Two distinct cut points 0 <= a < b <= n, uniform over all such pairs. Two draws.
std::pair<int, int> draw_cuts(int n, Rng& rng);

// The wrappers: draw cut points (PMX, OX: draw_cuts; CX: one uniform start row) and write
// child_a = core(a, b) and child_b = core(b, a). PMX given ws.parents_apart (and both parents'
// positions) writes neither child: it says each as columns on rows (RowChanges::columns), in
// O(rows apart + mapping chains).
void pmx(BoardView a, BoardView b, Rng& rng, BoardSpan child_a, BoardSpan child_b, Workspace& ws);
void ox(BoardView a, BoardView b, Rng& rng, BoardSpan child_a, BoardSpan child_b, Workspace& ws);
void cx(BoardView a, BoardView b, Rng& rng, BoardSpan child_a, BoardSpan child_b, Workspace& ws);

}  // namespace nqga
