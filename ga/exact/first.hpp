// The first solution in lexicographic order (row 1's column smallest, then row 2's, ...), found by
// depth-first backtracking that tries columns left to right: what "the backtracking solution"
// means when the GA is compared with exact search.
#pragma once

#include <cstdint>

#include "../board.hpp"
#include "kernel.hpp"

namespace nqga {

struct FirstSolution {
  bool solved = false;  // false: none exists (n = 2, 3) or the time limit came first
  bool timed_out = false;
  Board board;                      // the solution when solved
  std::uint64_t visited_nodes = 0;  // nodes of the search tree entered, the root included
  double seconds = 0;
  int threads = 1;  // threads used: more than one only with a vector kernel
};

// Bitboards (one 64-bit word per row state) for n <= 64, flags per column and diagonal beyond;
// both visit the same nodes in the same order (first_solution_with_flags lets tests check that).
// With a vector kernel (n <= 64), the subtrees below row 6 are first searched in batches for any
// solution, on `threads` threads (at most 4 per hardware thread, parallel.hpp): the empty ones,
// nearly all the work, only add their node counts, so the board and visited_nodes are those of
// the plain search, found far sooner. The
// work grows steeply and unevenly with n (here, AVX-512 on two threads: n = 36 in about 9 s),
// hence the time limit (<= 0: none). n >= 1, threads >= 1; throws std::invalid_argument
// otherwise and for a kernel this processor lacks.
FirstSolution first_solution(int n, double time_limit_s = 0,
                             SearchKernel kernel = SearchKernel::automatic, int threads = 1);
FirstSolution first_solution_with_flags(int n, double time_limit_s = 0);

// The bytes first_solution holds: beyond 64, flags per column and diagonal (5 a queen), the next
// column to try per row and the board (4 each).
constexpr std::uint64_t first_solution_bytes(std::uint64_t n) { return 13 * n; }

}  // namespace nqga
