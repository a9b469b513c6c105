// Exact solution counts of the N-Queens problem, total and unique (up to the 8 symmetries of the
// board), by bitboard backtracking over one eighth of the search tree.
#pragma once

#include <cstdint>
#include <functional>

namespace nqga {

struct SolutionCount {
  std::uint64_t total = 0;
  std::uint64_t unique = 0;  // symmetry classes (fundamental solutions)
  bool complete = true;      // false: the time limit stopped the count; the numbers are partial
};

constexpr int kMaxCountN = 32;  // one 32-bit word per row

// Counts all solutions for 1 <= n <= 32 (throws std::invalid_argument otherwise).
//
// The method is Takaken's (2004): the first row's queen stands either in the corner (then no
// solution equals any of its images but its transpose, and the search keeps one of 8) or left of
// the middle, with bounds on the queens of the first and last rows and the board's side columns
// that leave only the least of each solution's images; a leaf's class size (2, 4 or 8) comes from
// comparing it with its rotations. total = 2 C2 + 4 C4 + 8 C8, unique = C2 + C4 + C8.
//
// The search is split into independent subproblems (the first two or three queens placed) run on
// `threads` workers; the result never depends on `threads`. `progress(done, total)` is called from
// the workers after each subproblem when given. With time_limit_s > 0, the searches look at the
// clock every 2^20 calls and stop within milliseconds of the limit; the count then comes back
// incomplete.
SolutionCount count_solutions(int n, int threads,
                              const std::function<void(int done, int total)>& progress = {},
                              double time_limit_s = 0);

}  // namespace nqga
