// One solution for very large n by QS4-style local search (Sosic and Gu 1991): a greedy start that
// places queens row by row on free diagonals, then swaps of attacked queens that lower the number
// of conflicts, with O(1) deltas from diagonal counters. Linear time in practice.
#pragma once

#include <cstdint>
#include <functional>
#include <string>

#include "../board.hpp"
#include "../rng.hpp"

namespace nqga {

struct MinConflictsProgress {
  const char* phase;      // "greedy start" or "repair"
  std::int64_t done, of;  // rows placed of n, or conflicts left of those at the start
};

struct MinConflictsResult {
  bool solved = false;           // false only when the time limit came first
  std::uint64_t swaps = 0;       // improving swaps in the repair phase
  double seconds = 0;
};

// Rows left to random placement at the end of the greedy start (the last ones fill badly).
constexpr std::int64_t kGreedyTail = 32;

// Memory of the search: the board (4 bytes a queen) and 8-bit diagonal counters (2 bytes a
// queen per family... 4 in all), nothing else of size n.
constexpr std::uint64_t min_conflicts_bytes(std::uint64_t n) { return 4 * n + 2 * (2 * n); }

// Solves n queens (board.size() = n; n = 1 or n >= 4) into `board`. All randomness comes from
// `rng`, so a seed fixes the board. `progress` is called now and then when given; time_limit_s <= 0
// means no limit.
MinConflictsResult min_conflicts(
    BoardSpan board, Rng& rng, double time_limit_s = 0,
    const std::function<void(const MinConflictsProgress&)>& progress = {});

}  // namespace nqga
