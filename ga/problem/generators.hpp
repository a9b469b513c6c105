// The generated problem kinds (Gent, Jefferson and Nightingale, "Complexity of n-Queens
// Completion", JAIR 59, 2017; CSPLib problems 079 and 080): n-Queens Completion, K queens given,
// drawn from a random solution (always completable) or placed one by one on squares no earlier
// queen attacks (perhaps not completable); and Blocked n-Queens, round(D n^2) squares blocked.
// Every draw comes from the Rng given, through rng.hpp's portable functions, so a seed gives the
// same instance with any compiler on any machine.
#pragma once

#include <cstdint>

#include "../rng.hpp"
#include "instance.hpp"

namespace nqga {

// How the given queens of a completion instance are drawn (problem.placed_from).
enum class PlacedFrom { kSolution, kNonAttacking };

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

// Blocked n-Queens: exactly round(density n^2) squares blocked, a subset drawn uniformly among
// those of that size (Floyd's sampling without replacement: one draw a square). This is the XCSP
// generator's rule (a fixed number of squares; its minimum left per row and column taken as 0).
// density in [0, 1]; at most kMaxBlockedSquares squares; throws std::invalid_argument otherwise.
// O(m log m) for m squares.
inline constexpr std::int64_t kMaxBlockedSquares = 50'000'000;
Instance blocked_at_density(int n, double density, Rng& rng);

// round(density n^2): the number of squares blocked_at_density blocks.
std::int64_t blocked_square_count(int n, double density);

}  // namespace nqga
