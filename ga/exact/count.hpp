// Exact solution counts of the N-Queens problem, total and unique (up to the 8 symmetries of the
// board), by bitboard backtracking over border constellations.
#pragma once

#include <cstdint>
#include <functional>
#include <string>

#include "../stop_token.hpp"
#include "kernel.hpp"
#include "solution_count.hpp"

namespace nqga {

// Counts all solutions for 1 <= n <= 32 (throws std::invalid_argument otherwise, and for a kernel
// this processor cannot run).
//
// Every solution has one queen in each of its first and last rows and columns (a corner queen
// serves two): its border constellation. The constellations fall into classes under the 8
// symmetries; for one representative per class the search counts the ways to fill the inner rows,
// with every square the border queens attack removed beforehand (constellations.hpp), and the
// total is the sum of those counts times the class sizes. The unique count follows from Burnside's
// lemma with two small searches for the solutions a half and a quarter turn leave unchanged
// (symmetric.hpp). n <= 5 is enumerated.
//
// The constellations and the two small searches are independent subproblems (subproblems.hpp),
// run on `threads` workers; the result never depends on `threads` or on the kernel.
// `progress(done, total)` is called from the workers after each subproblem when given. When the
// token asks to stop (a time limit in seconds converts to one), a watchdog stops every search
// within milliseconds; the count then comes back incomplete, with the total of the constellations
// finished and unique 0 (Burnside needs the whole total).
SolutionCount count_solutions(int n, int threads,
                              const std::function<void(int done, int total)>& progress = {},
                              const StopToken& stop_token = {},
                              SearchKernel kernel = SearchKernel::automatic);

}  // namespace nqga
