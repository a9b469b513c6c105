// The first-solution search for n <= 64 on vector kernels (internal to first.cpp): the
// lexicographic search one node at a time down to row 6, and below it, each subtree first asked
// about by a batched search (any_solution_*), on `threads` threads.
#pragma once

#include <atomic>

#include "first_solution.hpp"
#include "kernel.hpp"

namespace nqga {

// Fills result (board, visited_nodes, solved, timed_out) exactly as plain backtracking would;
// cut by `stop`, visited_nodes counts every node entered. Sets `stop` itself once the search is
// over, to end the speculative work. kernel: avx2 or avx512.
void first_solution_batched(int n, SearchKernel kernel, int threads, std::atomic<bool>& stop,
                            FirstSolution& result);

}  // namespace nqga
