#include "instance_tree.hpp"

#include <cstdint>
#include <stdexcept>
#include <string>

namespace nqga {

namespace {

using Bits = InstanceTree::Bits;

}  // namespace

InstanceTree::InstanceTree(const Instance& instance) {
  const int n = instance.size();
  if (n < 1 || n > kMaxCompletionN) {
    throw std::invalid_argument("the exact search on instances takes n in 1.." +
                                std::to_string(kMaxCompletionN) + ", got " + std::to_string(n));
  }
  full_ = n == 64 ? ~Bits{0} : InstanceTree::bit_of(n) - 1;
  allowed_.assign(static_cast<std::size_t>(n), full_);
  for (const std::int64_t square : instance.blocked_squares()) {
    allowed_[static_cast<std::size_t>(square / n)] &= ~InstanceTree::bit_of(square % n);
  }
  for (int row = 0; row < n; ++row) {
    const Column column = instance.given(row);
    if (column == kNoQueen) continue;
    for (int other = 0; other < n; ++other) {
      auto& open = allowed_[static_cast<std::size_t>(other)];
      const int distance = other - row;
      if (distance == 0) {
        open &= InstanceTree::bit_of(column);
        continue;
      }
      Bits attacked = InstanceTree::bit_of(column);
      if (column + distance >= 0 && column + distance < n)
        attacked |= InstanceTree::bit_of(column + distance);
      if (column - distance >= 0 && column - distance < n)
        attacked |= InstanceTree::bit_of(column - distance);
      open &= ~attacked;
    }
  }
}

InstanceNode InstanceTree::root() const { return {.rows_left = full_}; }

Bits InstanceTree::free_in(const InstanceNode& node, int row) const {
  const auto diagonal_shift = static_cast<unsigned>(size() - 1 - row);
  return allowed_[static_cast<std::size_t>(row)] & ~node.columns &
         ~static_cast<Bits>(node.sums >> row) &
         ~static_cast<Bits>(node.differences >> diagonal_shift);
}

// The rows left that can take `column` (one bit).
Bits rows_taking(const InstanceTree& tree, const InstanceNode& node, Bits column) {
  Bits rows = 0;
  for (Bits left = node.rows_left; left; left &= left - 1) {
    const int row = __builtin_ctzll(left);
    if (tree.free_in(node, row) & column) rows |= InstanceTree::bit_of(row);
  }
  return rows;
}

Branching InstanceTree::branching(const InstanceNode& node) const {
  Branching row;
  int fewest = kMaxCompletionN + 1;
  Bits once = 0, twice = 0, thrice = 0;  // the columns 1, 2, 3 or more rows left can take
  for (Bits left = node.rows_left; left; left &= left - 1) {
    const int r = __builtin_ctzll(left);
    const Bits free = free_in(node, r);
    if (!free) return {};
    thrice |= twice & free;
    twice |= once & free;
    once |= free;
    if (const int count = __builtin_popcountll(free); count < fewest) {
      fewest = count;
      row = {.line = r, .choices = free};
    }
  }
  if ((once | node.columns) != full_) return {};
  row.last = (node.rows_left & (node.rows_left - 1)) == 0;
  if (fewest == 1) return row;
  const Bits open = full_ & ~node.columns;
  Bits columns = once & ~twice & open;
  if (!columns && fewest > 2) columns = twice & ~thrice & open;
  if (!columns) return row;
  const Bits column = columns & (0 - columns);
  return {.line = __builtin_ctzll(column),
          .by_column = true,
          .choices = rows_taking(*this, node, column)};
}

InstanceNode InstanceTree::place(const InstanceNode& node, int row, int column) const {
  InstanceNode child = node;
  child.columns |= InstanceTree::bit_of(column);
  child.sums |= InstanceNode::Diagonals{1} << (row + column);
  child.differences |= InstanceNode::Diagonals{1} << (column - row + size() - 1);
  child.rows_left &= ~InstanceTree::bit_of(row);
  return child;
}

}  // namespace nqga
