#include "mutation.hpp"

#include <algorithm>
#include <utility>

#include "crossover.hpp"

namespace nqga {

namespace {

// A row other than `row`, uniformly. One draw; n >= 2.
int other_row(int n, int row, Rng& rng) {
  auto other = static_cast<int>(uniform_below(rng, static_cast<std::uint64_t>(n) - 1));
  return other >= row ? other + 1 : other;
}

// A row drawn uniformly among those `attacked(row)` says are under attack, or -1 when none: one
// pass counts them, a second walks to the drawn one. O(n); one draw when any is attacked.
template <typename Attacked>
int random_attacked_row(int n, Attacked attacked, Rng& rng) {
  int under_attack = 0;
  for (int r = 0; r < n; ++r) under_attack += attacked(r);
  if (under_attack == 0) return -1;
  auto k = static_cast<int>(uniform_below(rng, static_cast<std::uint64_t>(under_attack)));
  for (int row = 0;; ++row) {
    if (attacked(row) && k-- == 0) return row;
  }
}

// Adds `row` to the mutation's changed rows once; ws.mark flags the rows already added (the
// caller clears them).
void note_row(int row, Workspace& ws) {
  if (ws.mark[row]) return;
  ws.mark[row] = 1;
  ws.mutated.rows.push_back(row);
}

}  // namespace

void swap_mutation(BoardSpan board, Rng& rng, Workspace& ws) {
  const int n = static_cast<int>(board.size());
  ws.mutated.start(0);
  if (n < 2) return;
  const auto i = static_cast<int>(uniform_below(rng, static_cast<std::uint64_t>(n)));
  const int j = other_row(n, i, rng);
  std::swap(board[i], board[j]);
  ws.mutated.rows.assign({i, j});
}

void inversion_mutation(BoardSpan board, Rng& rng, Workspace& ws) {
  const int n = static_cast<int>(board.size());
  ws.mutated.start(0);
  if (n < 2) return;
  const auto [a, b] = draw_cuts(n, rng);
  std::reverse(board.begin() + a, board.begin() + b);
  // The middle row of an odd range keeps its column.
  for (int r = a; r < b; ++r) {
    if (2 * r + 1 != a + b) ws.mutated.rows.push_back(r);
  }
}

namespace {

// The k-th attacked row of `board` in row order for k drawn uniformly below their number, or -1
// when none is: from the engine's set of them (O(log n)), else from one pass that lists them into
// ws.rows, over the engine's counts of the board or a tally of its own. One draw when any is.
int drawn_attacked_row(BoardView board, Rng& rng, Workspace& ws) {
  const DiagonalCountersView kept = ws.counts ? ws.counts->settle() : DiagonalCountersView{};
  const AttackedSet set = kept ? ws.counts->attacked() : AttackedSet{};
  if (set) {
    if (set.count == 0) return -1;
    return set.row(static_cast<int>(uniform_below(rng, static_cast<std::uint64_t>(set.count))));
  }
  int under_attack = 0;
  if (kept) {
    under_attack = kept.attacked_rows(board, ws.rows);
  } else {
    ws.counter.tally(board);
    under_attack = ws.counter.attacked_rows(board, ws.rows);
    ws.counter.clear();
  }
  if (under_attack == 0) return -1;
  return ws
      .rows[static_cast<std::size_t>(uniform_below(rng, static_cast<std::uint64_t>(under_attack)))];
}

}  // namespace

void conflict_swap_mutation(BoardSpan board, Rng& rng, Workspace& ws) {
  const int n = static_cast<int>(board.size());
  ws.mutated.start(0);
  if (n < 2) return;
  // The same draw as random_attacked_row makes (k-th attacked row in row order).
  const int row = drawn_attacked_row(board, rng, ws);
  if (row < 0) return;
  const int other = other_row(n, row, rng);
  std::swap(board[row], board[other]);
  ws.mutated.rows.assign({row, other});
}

void repair_mutation(BoardSpan board, Rng& rng, Workspace& ws) {
  const int n = static_cast<int>(board.size());
  ws.mutated.start(0);
  if (n < 2) return;
  DiagonalCounts& counts = ws.diagonals;
  counts.assign(board);
  for (int step = 0; step < kRepairSteps && counts.conflicts() > 0; ++step) {
    // Conflicts remain, so some queen is attacked.
    const int row = random_attacked_row(
        n, [&](int r) { return counts.attacks_on(board, r) > 0; }, rng);
    // The best partner, sideways moves (no change) included: they let the repair drift along a
    // plateau instead of sticking in its first local minimum.
    int best = -1;
    std::int64_t best_delta = 1;
    for (int c = 0; c < kRepairCandidates; ++c) {
      const int partner = other_row(n, row, rng);
      const std::int64_t delta = counts.swap_delta(board, row, partner);
      if (delta < best_delta) {
        best = partner;
        best_delta = delta;
      }
    }
    if (best >= 0) {
      counts.swap_rows(board, row, best);
      note_row(row, ws);
      note_row(best, ws);
    }
  }
  for (const int r : ws.mutated.rows) ws.mark[r] = 0;
}

}  // namespace nqga
