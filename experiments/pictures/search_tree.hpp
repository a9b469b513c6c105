// The state-space tree of the textbook backtracking for n queens, as the textbooks draw it
// (Levitin, Introduction to the Design and Analysis of Algorithms, fig. 12.2; Neapolitan,
// Foundations of Algorithms, fig. 5.4): every node the search visits, numbered in depth-first
// order, labelled (row, column) 1-based, non-promising nodes crossed, the path to the first
// solution highlighted. The nodes come from classic_count's visitor, so the tree and `nqga count N
// --classic` count the same nodes by construction.
#pragma once

#include <string>
#include <vector>

#include "board.hpp"
#include "exact/classic.hpp"

namespace nqga {

constexpr int kMaxTreeN = 6;       // backtracking visits 895 nodes at n = 6, 3,585 at n = 7
constexpr int kMaxPlainTreeN = 5;  // plain depth-first search visits all 3,906 nodes at n = 5

struct TreeNode {
  ClassicNode node;  // row (0: the root), column, checked, promising
  int parent = -1;   // the parent's number; -1 for the root
  bool on_first_path = false;
  bool last_child = false;  // no sibling follows it
};

struct SearchTree {
  int n = 0;
  bool pruned = true;           // backtracking; false: plain depth-first search
  std::vector<TreeNode> nodes;  // in visiting order: a node's number is its index (root 0)
  ClassicStats stats;           // the counts of the same search
  Board first_solution;         // spelled by the highlighted path (0-based); empty when none
};

// Runs the textbook search and keeps its tree. n in [1, kMaxTreeN] (pruned) or
// [1, kMaxPlainTreeN] (plain), else std::invalid_argument naming the range. O(visited nodes).
SearchTree search_tree(int n, bool prune);

// What the tree shows: the method, and the counts of `nqga count N --classic`, a line each.
std::vector<std::string> tree_caption(const SearchTree& tree);

// Graphviz DOT source of the tree, top-down, for `dot`: a node's number above-left of its
// (row, column), a vermillion × under each non-promising node (Levitin's mark), the first
// solution's path in bold blue, other solutions in green, the caption under the tree.
// O(nodes).
std::string tree_dot(const SearchTree& tree);

// The tree as indented text for a terminal, one node a line ("├─ 12 (2,3) ×"), the caption
// first; * marks the path to the first solution, ✓ a solution. O(nodes).
std::string tree_outline(const SearchTree& tree);

}  // namespace nqga
