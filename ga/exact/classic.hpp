// The textbook backtracking algorithm for n queens, instrumented, so that plain depth-first
// search and backtracking can be compared node for node (Neapolitan, Foundations of Algorithms,
// ch. 5: an array col[1..n] and a promising(i) check of row i against all earlier rows).
#pragma once

#include <cstdint>
#include <functional>

#include "../board.hpp"

namespace nqga {

struct ClassicStats {
  std::uint64_t state_space_nodes = 0;  // 1 + n + n^2 + ... + n^n: the whole state-space tree
  std::uint64_t visited_nodes = 0;      // nodes whose promising check runs, the root included
  std::uint64_t promising_nodes = 0;    // nodes found promising
  std::uint64_t solutions = 0;
  double seconds = 0;
};

constexpr int kMaxClassicN = 15;  // n^n must fit in 64 bits, and the time stay sane
constexpr int kMaxPlainDfsN = 9;  // plain DFS visits all of the n^n leaves

// One node of the state-space tree as the textbook search visits it.
struct ClassicNode {
  int row = 0;             // 0: the root; i: the node that places row i's queen (1-based)
  int column = 0;          // that queen's column, 1-based; 0 for the root
  bool checked = false;    // its promising check ran (backtracking: every node; plain DFS: the
                           // complete boards only)
  bool promising = false;  // the check passed (false when not checked)
};
// Called once per visited node, in depth-first order, children in column order; a node's parent
// is the last node visited one row up.
using ClassicVisitor = std::function<void(const ClassicNode&)>;

// Counts solutions with the textbook algorithm. With `prune` (backtracking), a node's children
// are expanded only when it is promising. Without (plain depth-first search), every node of the
// state-space tree is visited and only complete boards are checked; promising_nodes then counts
// the complete boards that pass, i.e. the solutions. `visit`, when given, sees every node the
// counts count (the state-space tree pictures are drawn from it). Throws std::invalid_argument for
// n outside [1, kMaxClassicN] (prune) or [1, kMaxPlainDfsN] (plain).
ClassicStats classic_count(int n, bool prune, const ClassicVisitor& visit = {});

// The first solution by the textbook algorithm (prune), with its node counts; `board` is empty
// when none exists or the time limit (<= 0: none) came first. n in [1, 64]; state_space_nodes is
// left 0 above kMaxClassicN.
struct ClassicFirst {
  ClassicStats stats;
  Board board;
  bool timed_out = false;
};
ClassicFirst classic_first(int n, double time_limit_s = 0);

}  // namespace nqga
