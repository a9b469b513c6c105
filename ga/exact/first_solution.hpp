// What a search for the first solution gives (first.hpp): the type its plain and batched searches
// share.
#pragma once

#include <cstdint>

#include "../board.hpp"
#include "kernel.hpp"

namespace nqga {

struct FirstSolution {
  bool solved = false;  // false: none exists (n = 2, 3) or the time limit came first
  bool timed_out = false;
  Board board;  // the solution when solved
  // Nodes of the search tree entered, the root included: those of plain backtracking, on every
  // kernel, when the search ends; every node entered when it is cut (timed_out), which on a
  // vector kernel counts the subtrees it searched ahead too, so the count stays work done.
  std::uint64_t visited_nodes = 0;
  double seconds = 0;
  int threads = 1;  // threads used: more than one only with a vector kernel
  SearchKernel kernel = SearchKernel::scalar;  // the kernel that ran (scalar for the flag search)
  const char* kernel_reason = "";  // why that one: "asked for", or what the automatic probe found
};

}  // namespace nqga
