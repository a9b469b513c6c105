// The rows of a board whose queen is under attack, kept as a set that moves with the queens: a
// flag per row and a Fenwick tree over the flags (Fenwick 1994), so that the k-th attacked row
// in row order (conflict-swap's draw) costs O(log n) instead of a pass over the board, and a row
// that changes status costs O(log n) too. 4 bytes a row for the tree, 1 for the flag.
#pragma once

#include <cstdint>

namespace nqga {

// Fenwick trees over n counts stored 0-based: tree[i] covers rows (i + 1 - lowbit(i + 1), i].
namespace fenwick {

// The tree of the flags `flag[0..n)`. O(n).
inline void build(const std::uint8_t* flag, std::int32_t* tree, int n) {
  for (int i = 0; i < n; ++i) tree[i] = flag[i];
  for (int i = 1; i <= n; ++i) {
    const int parent = i + (i & -i);
    if (parent <= n) tree[parent - 1] += tree[i - 1];
  }
}

// Adds `delta` to row `row`'s count. O(log n).
inline void add(std::int32_t* tree, int n, int row, int delta) {
  for (int i = row + 1; i <= n; i += i & -i) tree[i - 1] += delta;
}

// The row holding the k-th counted item (0-based) in row order; k below the total. O(log n).
inline int select(const std::int32_t* tree, int n, int k) {
  int step = 1;
  while (step * 2 <= n) step *= 2;
  int at = 0;  // rows [0, at) hold at most k items
  for (; step > 0; step /= 2) {
    if (at + step <= n && tree[at + step - 1] <= k) {
      at += step;
      k -= tree[at - 1];
    }
  }
  return at;
}

}  // namespace fenwick

// An individual's attacked rows as its table keeps them (tracked_rows.hpp), read only: how many
// and the k-th in row order. Empty (`tree` null) where no table keeps them.
struct AttackedSet {
  const std::int32_t* tree = nullptr;
  int n = 0;
  int count = 0;

  explicit operator bool() const { return tree != nullptr; }
  int row(int k) const { return fenwick::select(tree, n, k); }
};

}  // namespace nqga
