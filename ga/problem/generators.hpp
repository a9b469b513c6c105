// The generated problem kinds (Gent, Jefferson and Nightingale, "Complexity of n-Queens
// Completion", JAIR 59, 2017; CSPLib problems 079 and 080): n-Queens Completion, K queens given,
// drawn from a random solution (always completable) or placed one by one on squares no earlier
// queen attacks (perhaps not completable); and Blocked n-Queens, round(D n^2) squares blocked,
// uniformly or leaving a minimum free in every row and column as the authors' generator does.
// Every draw comes from the Rng given, through rng.hpp's portable functions, so a seed gives the
// same instance with any compiler on any machine.
#pragma once

#include <cstdint>

#include "../rng.hpp"
#include "instance.hpp"

namespace nqga {

// K = `placed` rows of a random solution, given. The solution comes from a depth-first search
// that tries each row's columns in a random order, with restarts (n <= 64), or from
// min-conflicts from a random start beyond (local/min_conflicts.hpp): neither is uniform over the
// solutions of n. The K rows are uniform among the K-subsets of rows (a partial Fisher-Yates
// shuffle). Always completable. Needs n = 1 or n >= 4 and 0 <= placed <= n; throws
// std::invalid_argument otherwise. Milliseconds up to n = 64, O(n) in practice beyond.
Instance completion_from_solution(int n, std::int64_t placed, Rng& rng);

// K = `placed` queens placed one at a time, each on a square drawn uniformly among those no
// earlier queen attacks (its row, column and diagonals): a non-attacking partial placement that
// may have no completion. A draw that is stuck (no free square before K) starts again, up to 100
// times; then std::invalid_argument says how many queens fitted. Needs 0 <= placed <= n. Up to
// 64 rejection draws a queen, then the free squares are listed (O(n^2)) and one drawn.
Instance completion_from_placement(int n, std::int64_t placed, Rng& rng);

// Blocked n-Queens: exactly round(density n^2) squares blocked (llround: halves away from
// zero). With min_free = 0, a subset drawn uniformly among those of that size (Floyd's sampling
// without replacement: one draw a square). With min_free > 0, the rule of the authors' generator
// (CSPLib 080's blocked-gen.py, which PyCSP3's Blocked Queens copies): the squares in a uniformly
// random order (a Fisher-Yates shuffle drawn lazily, one draw a square looked at), each blocked
// while its row and its column keep more than min_free free squares; an order that runs out first
// is drawn again, up to 1000 times as theirs. density in [0, 1], min_free in [0, n], at most
// n (n - min_free) and kMaxBlockedSquares squares; throws std::invalid_argument otherwise.
// O(m log m) for m squares (min_free > 0: O(squares looked at)).
inline constexpr std::int64_t kMaxBlockedSquares = 50'000'000;
Instance blocked_at_density(int n, double density, Rng& rng, std::int64_t min_free = 0);

// round(density n^2): the number of squares blocked_at_density blocks.
std::int64_t blocked_square_count(int n, double density);

}  // namespace nqga
