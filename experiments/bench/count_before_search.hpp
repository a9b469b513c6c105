// The old batched counting search (batched_search.hpp as of commit 5d2d67c, its counting half),
// for count_before_avx2.cpp and count_before_avx512.cpp only; each instantiates it with its own
// lane type in an unnamed namespace.
#pragma once

#include <cstdint>

#include "exact/constellations.hpp"

namespace nqga::before {

struct Buffers {
  static constexpr int kCapacity = 2048;
  static constexpr int kSlack = 64;
  struct Row {
    alignas(64) RowBits left[kCapacity + kSlack];
    alignas(64) RowBits down[kCapacity + kSlack];
    alignas(64) RowBits right[kCapacity + kSlack];
    int size;
  };
  Row rows[32];
};

std::uint64_t completions_avx2(const Constellation& c, Buffers& buffers);
std::uint64_t completions_avx512(const Constellation& c, Buffers& buffers);

template <typename Lanes, int kStreams>
class Search {
 public:
  using Vec = typename Lanes::Vec;
  using Mask = typename Lanes::Mask;

  Search(const Constellation& c, Buffers& buffers) : c_(c), buffers_(buffers) {}

  std::uint64_t run() {
    const int last = c_.n - 2;
    if ((c_.allowed[1] & ~c_.down) == 0) return 0;
    for (int row = 1; row <= last; ++row) buffers_.rows[row].size = 0;
    Buffers::Row& root = buffers_.rows[1];
    root.left[0] = 0;
    root.down[0] = c_.down;
    root.right[0] = 0;
    root.size = 1;
    search(1);
    return solutions_;
  }

 private:
  struct Stream {
    Vec left, down, right, free;
  };

  void search(int row) {
    Buffers::Row& parents = buffers_.rows[row];
    Buffers::Row& children = buffers_.rows[row + 1];
    const bool leaf = row + 1 == c_.n - 2;
    const Vec allowed = Lanes::broadcast(c_.allowed[row]);
    const Vec next_allowed = Lanes::broadcast(c_.allowed[row + 1]);
    for (int k = 0; k < kStreams * Lanes::kWidth; ++k) {
      parents.left[parents.size + k] = parents.down[parents.size + k] =
          parents.right[parents.size + k] = ~RowBits{0};
    }
    Stream streams[kStreams];
    for (Stream& s : streams) s.left = s.down = s.right = s.free = Lanes::broadcast(0);
    std::uint64_t solutions = 0;
    int next = 0;
    for (;;) {
      int at = next < parents.size ? next : parents.size;
      Mask busy = 0;
#pragma GCC unroll 8
      for (Stream& s : streams) {
        const Mask idle = Lanes::zero_lanes(s.free);
        s.left = Lanes::refill(s.left, idle, parents.left + at);
        s.down = Lanes::refill(s.down, idle, parents.down + at);
        s.right = Lanes::refill(s.right, idle, parents.right + at);
        const Vec fresh =
            Lanes::outside(Lanes::either(Lanes::either(s.left, s.down), s.right), allowed);
        s.free = Lanes::select(idle, fresh, s.free);
        at += __builtin_popcount(idle);
        busy |= Lanes::nonzero(s.free);
      }
      next = at;
      if (!busy) break;
      if (!leaf && children.size + kStreams * Lanes::kWidth > Buffers::kCapacity) {
        solutions_ += solutions;
        solutions = 0;
        search(row + 1);
      }
#pragma GCC unroll 8
      for (Stream& s : streams) {
        const Mask active = Lanes::nonzero(s.free);
        const Vec bit = Lanes::lowest_bit(s.free);
        s.free = Lanes::toggle(s.free, bit);
        const Vec left = Lanes::shift_left(Lanes::either(s.left, bit));
        const Vec down = Lanes::either(s.down, bit);
        const Vec right = Lanes::shift_right(Lanes::either(s.right, bit));
        const Vec free =
            Lanes::outside(Lanes::either(Lanes::either(left, down), right), next_allowed);
        const Mask keep = active & Lanes::nonzero(free);
        if (leaf) {
          solutions += __builtin_popcount(keep);
        } else {
          Lanes::pack(children.left + children.size, keep, left);
          Lanes::pack(children.down + children.size, keep, down);
          Lanes::pack(children.right + children.size, keep, right);
          children.size += __builtin_popcount(keep);
        }
      }
    }
    solutions_ += solutions;
    parents.size = 0;
    if (!leaf && children.size > 0) search(row + 1);
  }

  const Constellation& c_;
  Buffers& buffers_;
  std::uint64_t solutions_ = 0;
};

}  // namespace nqga::before
