// The search tree of an instance (completion.hpp), with look-ahead and ordering: a node is a
// partial board; its children put the next queen on each square of the most constrained line:
// a row with one free square (the lowest such row), else a column that one row left can take,
// else, where every row has three or more, a column that two can take (the lowest such column),
// else the row with the fewest free squares (the lowest of them), its columns left to right, a
// column's rows top to bottom. A node where some row left has no free square, or some column left
// no row that can take it, has no children (forward checking). The order depends on the node
// alone, so the tree, its node counts and its first completion are the same for any split of it
// among threads. Each look-ahead costs O(rows left) word operations.
#pragma once

#include <cstdint>
#include <vector>

#include "../problem/instance.hpp"

namespace nqga {

constexpr int kMaxCompletionN = 64;  // one 64-bit word a row

// A partial board: the columns and both diagonals its queens hold, and the rows still empty.
struct InstanceNode {
  using Bits = std::uint64_t;
  __extension__ typedef unsigned __int128 Diagonals;  // 2n - 1 <= 127 diagonals each way
  Bits columns = 0;
  Diagonals sums = 0;         // bit r + c: a queen on that diagonal
  Diagonals differences = 0;  // bit c - r + n - 1
  Bits rows_left = 0;
};

// Where the next queen goes: the squares of one row (its free columns) or of one column (the
// rows left that can take it); dead: the node has no completion.
struct Branching {
  using Bits = std::uint64_t;
  int line = -1;  // the row, or with by_column the column; -1: dead
  bool by_column = false;
  Bits choices = 0;   // the free columns of the row, or the rows of the column
  bool last = false;  // the only row left: each choice is a completion
  bool dead() const { return line < 0; }
  int row_of(Bits choice) const { return by_column ? __builtin_ctzll(choice) : line; }
  int column_of(Bits choice) const { return by_column ? line : __builtin_ctzll(choice); }
};

class InstanceTree {
 public:
  using Bits = InstanceNode::Bits;
  // The bit of column (or row) k in a word of the tree.
  static Bits bit_of(std::int64_t k) { return Bits{1} << k; }
  // Each row's open squares: not blocked, not attacked by a given queen; a given queen's row
  // allows its column only (none when another given queen attacks it). Throws
  // std::invalid_argument unless 1 <= n <= 64. O(n * given + blocked).
  explicit InstanceTree(const Instance& instance);

  int size() const { return static_cast<int>(allowed_.size()); }
  InstanceNode root() const;
  // The node's free squares in `row`. O(1).
  Bits free_in(const InstanceNode& node, int row) const;
  // The look-ahead: the most constrained line, or a dead end. O(rows left).
  Branching branching(const InstanceNode& node) const;
  // The node with a queen on (row, column).
  InstanceNode place(const InstanceNode& node, int row, int column) const;

 private:
  std::vector<Bits> allowed_;
  Bits full_ = 0;
};

}  // namespace nqga
