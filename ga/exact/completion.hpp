// The exact reference on instances (problem/instance.hpp): every completion of the given queens
// that avoids the blocked squares counted, the first one in lexicographic order found, and "no
// completion" proved by searching the whole tree (Gent, Jefferson and Nightingale 2017 show that
// deciding this is NP-complete, so the time can explode; that is the point of the comparison).
//
// Bitboard backtracking row by row, columns left to right, one 64-bit word a row, so n <= 64.
// Before the search, each row's allowed squares drop the blocked ones and every square a given
// queen attacks; a row with a given queen allows its column only. The tree below a fixed depth is
// split into independent subtrees, searched on `threads` workers; results, node counts included,
// never depend on the number of threads. No symmetry is used: an instance has none in general.
#pragma once

#include <cstdint>

#include "../problem/instance.hpp"
#include "../stop_token.hpp"
#include "first.hpp"

namespace nqga {

constexpr int kMaxCompletionN = 64;  // one 64-bit word a row

struct CompletionCount {
  std::uint64_t total = 0;  // completions: solutions of the instance (all, no symmetry reduction)
  // Nodes of the tree entered: the empty board and every queen placed, given queens included.
  std::uint64_t visited_nodes = 0;
  bool complete = true;  // false: the token stopped the count; the numbers are partial
  double seconds = 0;
};

// Counts the completions of `instance` (1 <= n <= 64; throws std::invalid_argument otherwise)
// on `threads` workers (0: all hardware threads, at most 4 per hardware thread). When the token
// asks to stop (a time limit in seconds converts to one), a watchdog ends the search within
// milliseconds and the count comes back incomplete.
CompletionCount count_completions(const Instance& instance, int threads = 1,
                                  const StopToken& stop = {});

// The first completion in lexicographic order (row 1's column smallest, then row 2's, ...), with
// the nodes that plain depth-first backtracking enters up to it (or, with none, in the whole
// tree: then solved and timed_out are both false, a proof that none exists). With more threads,
// later subtrees are searched speculatively while earlier ones run; the board and node count
// are those of the one-thread search. Stopped by the token: timed_out, and visited_nodes the
// nodes entered so far by all threads. kernel is always scalar. Throws like count_completions.
FirstSolution first_completion(const Instance& instance, const StopToken& stop = {},
                               int threads = 1);

}  // namespace nqga
