// The search tree of an instance (completion.hpp), with look-ahead and row ordering: a node is a
// partial board; its children place a queen in the most constrained row left (the fewest free
// squares, ties to the lowest row), columns left to right; a node where some row left has no free
// square, or some column left no row that can take it, has no children (forward checking). The
// order depends on the node alone, so the tree, its node counts and its first completion are the
// same for any split of it among threads. Each look-ahead costs O(rows left) word operations.
#pragma once

#include <cstdint>
#include <vector>

#include "../problem/instance.hpp"

namespace nqga {

// A partial board: the columns and both diagonals its queens hold, and the rows still empty.
struct InstanceNode {
  using Bits = std::uint64_t;
  using Diagonals = unsigned __int128;  // 2n - 1 <= 127 diagonals each way
  Bits columns = 0;
  Diagonals sums = 0;         // bit r + c: a queen on that diagonal
  Diagonals differences = 0;  // bit c - r + n - 1
  Bits rows_left = 0;
};

// The row to fill next and its free squares; row < 0: the node has no completion (a dead end).
struct NextRow {
  int row = -1;
  std::uint64_t free = 0;
  bool last = false;  // the only row left: each free square is a completion
  bool dead() const { return row < 0; }
};

class InstanceTree {
 public:
  using Bits = InstanceNode::Bits;
  // Each row's open squares: not blocked, not attacked by a given queen; a given queen's row
  // allows its column only (none when another given queen attacks it). Throws
  // std::invalid_argument unless 1 <= n <= 64. O(n * given + blocked).
  explicit InstanceTree(const Instance& instance);

  int size() const { return static_cast<int>(allowed_.size()); }
  InstanceNode root() const;
  // The node's free squares in `row`. O(1).
  Bits free_in(const InstanceNode& node, int row) const;
  // The look-ahead: the most constrained row left, or a dead end. O(rows left).
  NextRow next_row(const InstanceNode& node) const;
  // The node with a queen on `bit` (one bit) of `row`.
  InstanceNode place(const InstanceNode& node, int row, Bits bit) const;

 private:
  std::vector<Bits> allowed_;
  Bits full_ = 0;
};

}  // namespace nqga
