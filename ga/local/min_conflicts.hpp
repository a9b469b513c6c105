// One solution for very large n by QS4-style local search (Sosic and Gu 1991): a greedy start that
// places queens row by row on free diagonals, then swaps of attacked queens that lower the number
// of conflicts, with O(1) deltas from diagonal counters. Linear time in practice. From n = 2^16 on
// the start sweeps the columns in order instead (local/sweep_start.hpp): each row takes a free
// square near a slowly moving target, so its memory is read as a few streams, not at random.
#pragma once

#include <cstdint>
#include <functional>
#include <string>

#include "../board.hpp"
#include "../rng.hpp"
#include "../stop_token.hpp"

namespace nqga {

struct MinConflictsProgress {
  const char* phase;      // "greedy start" or "repair"
  std::int64_t done, of;  // rows placed of n, or conflicts left of those at the start
};

struct MinConflictsResult {
  bool solved = false;        // false only when the stop token or the swap budget stopped it first
  bool budget_spent = false;  // stopped because the next swap would pass max_swaps
  // Improving swaps made in the repair phase: min-conflicts' measure of work, its "evaluations".
  // The random shake after a scan that found no improving swap is not one, nor is any probe of a
  // candidate swap's delta, nor the greedy start.
  std::uint64_t swaps = 0;
  // The board's conflicting pairs at the end, from the diagonal counters (0 when solved); -1 when
  // stopped in the start, before they were made (conflicting_pairs then counts them, at 8 to 16
  // bytes a queen: three times the search's own peak beyond n = 65535).
  std::int64_t conflicts = -1;
  double seconds = 0;
};

// Rows left to random placement at the end of the greedy start (the last ones fill badly).
constexpr std::int64_t kGreedyTail = 32;

// Memory of the search at its peak: the board (4 bytes a queen), a bit per diagonal (n / 2 bytes)
// and, made from them after the greedy start, 2-bit diagonal counters (2n - 1 a family: about 1
// byte a queen; local/packed_counts.hpp). The sweep start's taken bits (n / 8 bytes) and lists
// (under 1 % of the rows and columns) are freed before the counters are made. 5.1 GiB at n = 10^9,
// 11 GiB at n = 2^31 - 1.
constexpr std::uint64_t min_conflicts_bytes(std::uint64_t n) { return 4 * n + n + n / 2; }

// Solves n queens (board.size() = n; n = 1 or n >= 4) into `board`. All randomness comes from
// `rng`, so a seed fixes the board. `progress` is called now and then when given. The token (a
// time limit in seconds converts to one; 0: none) is asked from the greedy start on, every 2^16
// rows of a pass over the board, between the phases and at every repair step; a stopped search
// leaves the board a permutation (the rows not reached take the columns left in order, in place:
// a stop allocates nothing), except one that the token's interrupt stopped in the start: its board
// is left as it stood (the rows not reached hold what they held), for its caller to drop.
// `max_swaps` (0: none) caps the improving swaps: the swap that would pass it is not made
// (budget_spent), so a run solved after S swaps is solved with max_swaps = S, not S - 1.
MinConflictsResult min_conflicts(
    BoardSpan board, Rng& rng, const StopToken& stop = {},
    const std::function<void(const MinConflictsProgress&)>& progress = {},
    std::uint64_t max_swaps = 0);

}  // namespace nqga
