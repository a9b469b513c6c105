// The first solution in lexicographic order (row 1's column smallest, then row 2's, ...), found by
// depth-first backtracking that tries columns left to right: what "the backtracking solution"
// means when the GA is compared with exact search.
#pragma once

#include <cstdint>

#include "../board.hpp"
#include "../stop_token.hpp"
#include "first_solution.hpp"
#include "kernel.hpp"

namespace nqga {

// The automatic kernel's probe: the scalar search runs alone for this many nodes (about 0.3 ms).
// A search that ends within it costs less than the batched search's set-up (buffers, helper
// threads: 30 to 200 us here; n = 8 takes 114 nodes, 16 takes 10053); one that does not is
// searched again from the root by the batched search, which has then lost at most this much.
// Which n end early does not follow n (n = 23 ends after 25429 nodes, 20 takes 199636), hence a
// budget of nodes rather than a crossover n. experiments/bench/nqga_bench_first measures both.
constexpr std::uint64_t kScalarProbeNodes = std::uint64_t{1} << 16;

// Bitboards (one 64-bit word per row state) for n <= 64, flags per column and diagonal beyond;
// both visit the same nodes in the same order (first_solution_with_flags lets tests check that).
// With a vector kernel (n <= 64), the subtrees below row 6 are first searched in batches for any
// solution, on `threads` threads (at most 4 per hardware thread, parallel.hpp): the empty ones,
// nearly all the work, only add their node counts, so the board and visited_nodes are those of
// the plain search, found far sooner. The
// work grows steeply and unevenly with n (here, AVX-512 on two threads: n = 36 in about 9 s),
// hence the stop token (a time limit in seconds converts to one), honoured from the set-up on:
// the scalar search asks it every 2^16 nodes (no thread: a search of microseconds stays one),
// the flag and batched searches read a flag that a watchdog thread sets, the flag search at
// every node, whose nodes cost O(n) each. `automatic`
// runs the scalar search for kScalarProbeNodes, then the widest vector kernel here. n >= 1,
// threads >= 1; throws std::invalid_argument otherwise and for a kernel this processor lacks.
FirstSolution first_solution(int n, const StopToken& stop = {},
                             SearchKernel kernel = SearchKernel::automatic, int threads = 1);
FirstSolution first_solution_with_flags(int n, const StopToken& stop = {});

// The bytes first_solution holds: beyond 64, flags per column and diagonal (5 a queen), the next
// column to try per row and the board (4 each).
constexpr std::uint64_t first_solution_bytes(std::uint64_t n) { return 13 * n; }

}  // namespace nqga
