// The exact reference on instances (problem/instance.hpp): every completion of the given queens
// that avoids the blocked squares counted, the first one the search meets found, and "no
// completion" proved by searching the whole tree (Gent, Jefferson and Nightingale 2017 show that
// deciding this is NP-complete, so the time can still explode on hard instances).
//
// Bitboard backtracking with look-ahead, one 64-bit word a row, so n <= 64 (instance_tree.hpp):
// each row's open squares drop the blocked ones and every square a given queen attacks (a given
// queen's row allows its column only); the next queen goes on the most constrained line (a row
// with one free square, a column one or two rows can take, else the row with the fewest free
// squares; ties to the lowest), and a board that leaves a row or a column without a free square
// is cut at once (forward checking). So an instance whose given queens attack each other, or with
// a row or column closed, ends at the root (1 node; no_completion_reason says why). The tree below
// a fixed depth is split into independent subtrees, searched on `threads` workers; results, node
// counts included, never depend on the number of threads. No symmetry is used: an instance has
// none in general.
#pragma once

#include <cstdint>
#include <string>

#include "../problem/instance.hpp"
#include "../stop_token.hpp"
#include "first_solution.hpp"
#include "instance_tree.hpp"

namespace nqga {

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

// The first completion in the search's order (the most constrained line first, its squares from
// the left or the top: on the plain board, not the lexicographically first solution), with the
// nodes the one-thread search enters up to it (or, with none, in the whole tree: then solved and
// timed_out are both false, a proof that none exists). With more threads, later subtrees are
// searched speculatively while earlier ones run; the board and node count are those of the
// one-thread search. Stopped by the token: timed_out, and visited_nodes the nodes entered so far by
// all threads. Always the scalar kernel. Throws like count_completions.
FirstSolution first_completion(const Instance& instance, const StopToken& stop = {},
                               int threads = 1);

// Why `instance` has no completion before any search, or "" when that takes a search: given
// queens that attack each other, rows with no open square, columns no row can take (numbers
// 1-based), exactly the instances both searches end at the root. Throws like count_completions.
// O(n^2).
std::string no_completion_reason(const Instance& instance);

}  // namespace nqga
