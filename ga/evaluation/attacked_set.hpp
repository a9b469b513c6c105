// The rows of a board whose queen is under attack, kept as a set that moves with the queens: a
// bit per row, in 64-bit words, and a Fenwick tree over the words' counts (Fenwick 1994), so that
// the k-th attacked row in row order (conflict-swap's draw) costs O(log n) instead of a pass over
// the board, and a row that changes status costs O(log n) too. 3/16 of a byte a row: a bit, and
// 4 bytes of tree a word.
#pragma once

#include <bit>
#include <cstdint>

namespace nqga {

// Fenwick trees over n counts stored 0-based: tree[i] covers counts (i + 1 - lowbit(i + 1), i].
namespace fenwick {

// The tree of the counts of the words `word[0..n)` (their set bits). O(n).
inline void build(const std::uint64_t* word, std::int32_t* tree, int n) {
  for (int i = 0; i < n; ++i) tree[i] = std::popcount(word[i]);
  for (int i = 1; i <= n; ++i) {
    const int parent = i + (i & -i);
    if (parent <= n) tree[parent - 1] += tree[i - 1];
  }
}

// Adds `delta` to count `at`. O(log n).
inline void add(std::int32_t* tree, int n, int at, int delta) {
  for (int i = at + 1; i <= n; i += i & -i) tree[i - 1] += delta;
}

// The count holding the k-th counted item (0-based) in order, k below the total; `k` becomes the
// item's index within it. O(log n).
inline int select(const std::int32_t* tree, int n, int& k) {
  int step = 1;
  while (step * 2 <= n) step *= 2;
  int at = 0;  // counts [0, at) hold at most k items
  for (; step > 0; step /= 2) {
    if (at + step <= n && tree[at + step - 1] <= k) {
      at += step;
      k -= tree[at - 1];
    }
  }
  return at;
}

}  // namespace fenwick

// The position of the k-th set bit (0-based, from the lowest) of `word`, k below its count: a
// byte at a time, then a bit at a time. O(16).
inline int kth_set_bit(std::uint64_t word, int k) {
  int at = 0;
  for (int count = std::popcount(word & 0xff); k >= count; count = std::popcount(word & 0xff)) {
    k -= count;
    word >>= 8;
    at += 8;
  }
  for (;; word >>= 1, ++at) {
    if ((word & 1) && k-- == 0) return at;
  }
}

// An individual's attacked rows as its table keeps them (tracked_rows.hpp), read only: how many
// and the k-th in row order. Empty (`tree` null) where no table keeps them.
struct AttackedSet {
  const std::uint64_t* words = nullptr;
  const std::int32_t* tree = nullptr;  // over the words' counts
  int word_count = 0;
  int count = 0;

  explicit operator bool() const { return tree != nullptr; }
  int row(int k) const {
    const int word = fenwick::select(tree, word_count, k);
    return 64 * word + kth_set_bit(words[word], k);
  }
};

}  // namespace nqga
