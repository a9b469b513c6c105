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

}  // namespace

void swap_mutation(BoardSpan board, Rng& rng, Workspace&) {
  const int n = static_cast<int>(board.size());
  if (n < 2) return;
  const auto i = static_cast<int>(uniform_below(rng, static_cast<std::uint64_t>(n)));
  std::swap(board[i], board[other_row(n, i, rng)]);
}

void inversion_mutation(BoardSpan board, Rng& rng, Workspace&) {
  const int n = static_cast<int>(board.size());
  if (n < 2) return;
  const auto [a, b] = draw_cuts(n, rng);
  std::reverse(board.begin() + a, board.begin() + b);
}

void conflict_swap_mutation(BoardSpan board, Rng& rng, Workspace& ws) {
  const int n = static_cast<int>(board.size());
  if (n < 2) return;
  ws.counter.tally(board);
  int under_attack = 0;
  for (int r = 0; r < n; ++r) under_attack += ws.counter.attacked(board, r);
  int row = -1;
  if (under_attack > 0) {
    auto k = static_cast<int>(uniform_below(rng, static_cast<std::uint64_t>(under_attack)));
    for (row = 0;; ++row) {
      if (ws.counter.attacked(board, row) && k-- == 0) break;
    }
  }
  ws.counter.clear();
  if (row >= 0) std::swap(board[row], board[other_row(n, row, rng)]);
}

void repair_mutation(BoardSpan board, Rng& rng, Workspace& ws) {
  const int n = static_cast<int>(board.size());
  if (n < 2) return;
  DiagonalCounts& counts = ws.diagonals;
  counts.assign(board);
  for (int step = 0; step < kRepairSteps && counts.conflicts() > 0; ++step) {
    // A uniformly drawn attacked queen: count them, then walk to the k-th.
    int under_attack = 0;
    for (int r = 0; r < n; ++r) under_attack += counts.attacks_on(board, r) > 0;
    auto k = static_cast<int>(uniform_below(rng, static_cast<std::uint64_t>(under_attack)));
    int row = 0;
    for (;; ++row) {
      if (counts.attacks_on(board, row) > 0 && k-- == 0) break;
    }
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
    if (best >= 0) counts.swap_rows(board, row, best);
  }
}

}  // namespace nqga
