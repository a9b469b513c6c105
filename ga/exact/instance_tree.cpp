#include "instance_tree.hpp"

#include <algorithm>
#include <cstdlib>
#include <stdexcept>
#include <utility>

#include "completion.hpp"

namespace nqga {

namespace {

using Bits = InstanceTree::Bits;

Bits bit_of(std::int64_t column) { return Bits{1} << column; }

// "row 16", "rows 3, 7 and 16", the first six of a longer list "and K more". 1-based.
std::string numbered(const char* noun, const std::vector<int>& zero_based) {
  constexpr std::size_t kNamed = 6;
  std::string text = noun;
  if (zero_based.size() > 1) text += "s";
  const std::size_t named = std::min(zero_based.size(), kNamed);
  for (std::size_t k = 0; k < named; ++k) {
    const bool closing = k + 1 == named && named == zero_based.size() && k > 0;
    text += (k == 0 ? " " : closing ? " and " : ", ") + std::to_string(zero_based[k] + 1);
  }
  if (named < zero_based.size()) {
    text += " and " + std::to_string(zero_based.size() - named) + " more";
  }
  return text;
}

// "the given queens of rows 19 and 20 attack each other" for each attacking pair (three named).
std::string attacking_given_queens(const Instance& instance) {
  constexpr int kNamed = 3;
  std::string text;
  int pairs = 0;
  for (int row = 0; row < instance.size(); ++row) {
    if (instance.given(row) == kNoQueen) continue;
    for (int other = row + 1; other < instance.size(); ++other) {
      if (instance.given(other) == kNoQueen) continue;
      if (std::abs(instance.given(other) - instance.given(row)) != other - row) continue;
      if (++pairs <= kNamed) {
        text += std::string(text.empty() ? "" : "; ") + "the given queens of " +
                numbered("row", {row, other}) + " attack each other";
      }
    }
  }
  if (pairs > kNamed) text += " (and " + std::to_string(pairs - kNamed) + " more pairs)";
  return text;
}

}  // namespace

InstanceTree::InstanceTree(const Instance& instance) {
  const int n = instance.size();
  if (n < 1 || n > kMaxCompletionN) {
    throw std::invalid_argument("the exact search on instances takes n in 1.." +
                                std::to_string(kMaxCompletionN) + ", got " + std::to_string(n));
  }
  full_ = n == 64 ? ~Bits{0} : bit_of(n) - 1;
  allowed_.assign(static_cast<std::size_t>(n), full_);
  for (const std::int64_t square : instance.blocked_squares()) {
    allowed_[static_cast<std::size_t>(square / n)] &= ~bit_of(square % n);
  }
  for (int row = 0; row < n; ++row) {
    const Column column = instance.given(row);
    if (column == kNoQueen) continue;
    for (int other = 0; other < n; ++other) {
      auto& open = allowed_[static_cast<std::size_t>(other)];
      const int distance = other - row;
      if (distance == 0) {
        open &= bit_of(column);
        continue;
      }
      Bits attacked = bit_of(column);
      if (column + distance >= 0 && column + distance < n) attacked |= bit_of(column + distance);
      if (column - distance >= 0 && column - distance < n) attacked |= bit_of(column - distance);
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
    if (tree.free_in(node, row) & column) rows |= bit_of(row);
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
  child.columns |= bit_of(column);
  child.sums |= InstanceNode::Diagonals{1} << (row + column);
  child.differences |= InstanceNode::Diagonals{1} << (column - row + size() - 1);
  child.rows_left &= ~bit_of(row);
  return child;
}

std::string no_completion_reason(const Instance& instance) {
  const InstanceTree tree(instance);
  const InstanceNode root = tree.root();
  std::vector<int> closed_rows, closed_columns;
  Bits reachable = 0, given_columns = 0;
  for (int row = 0; row < tree.size(); ++row) {
    const Bits free = tree.free_in(root, row);
    reachable |= free;
    if (instance.given(row) != kNoQueen) {
      given_columns |= bit_of(instance.given(row));
    } else if (!free) {
      closed_rows.push_back(row);
    }
  }
  for (int column = 0; column < tree.size(); ++column) {
    if (!((reachable | given_columns) & bit_of(column))) closed_columns.push_back(column);
  }
  std::string reason = attacking_given_queens(instance);
  for (const auto& [noun, closed] : {std::pair{"row", &closed_rows}, {"column", &closed_columns}}) {
    if (closed->empty()) continue;
    reason += std::string(reason.empty() ? "" : "; ") + numbered(noun, *closed) +
              (closed->size() == 1 ? " has" : " have") +
              " no free square (each blocked or attacked by a given queen)";
  }
  return reason;
}

}  // namespace nqga
