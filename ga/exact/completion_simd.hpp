// The completion search walked many nodes at a time, for completion_avx2.cpp and
// completion_avx512.cpp; include it nowhere else. Each of those files is compiled for its
// instruction set and instantiates this template with its own lane type, declared in an unnamed
// namespace, so no function compiled for one instruction set can stand in for another's.
//
// Why: bitboard backtracking spends most of its time on mispredicted branches (the loop over a
// node's free squares ends at an unpredictable point), about 5 ns a node on this kind of machine.
// Here the open nodes of each row wait in a buffer (NodeBuffers); kStreams vectors of
// Lanes::kWidth lanes each hold one parent per lane, and one step gives every lane its parent's
// next child at once. A lane whose parent has no child left takes the next parent from the
// buffer, so the lanes stay busy; children that still have a free square in their row are packed
// into that row's buffer, and a full buffer is searched before its parents go on (depth first, so
// the memory stays at NodeBuffers). The streams are independent, which hides the latency of the
// refill (a load and a permute that wait on the lane mask). No branch depends on a single node.
#pragma once

#include "completion.hpp"

namespace nqga {

// Lanes: a vector of kWidth 32-bit row masks and a lane mask (bit k: lane k), with
//   broadcast(bits), nonzero(v) -> mask, zero_lanes(v) -> mask, select(mask, a, b),
//   refill(v, lanes, source): v with `lanes` given source[0], source[1], ... in order,
//   pack(destination, keep, v): the kept lanes stored in order (kWidth lanes are written),
//   lowest_bit(v), either(a, b) (or), toggle(a, b) (xor), outside(a, b) (b and not a),
//   shift_left(v), shift_right(v) (by one column).
template <typename Lanes, int kStreams>
class BatchedCompletions {
 public:
  using Vec = typename Lanes::Vec;
  using Mask = typename Lanes::Mask;
  static_assert(kStreams * Lanes::kWidth <= NodeBuffers::kSlack);

  BatchedCompletions(const Constellation& c, NodeBuffers& buffers, const std::atomic<bool>& stop)
      : c_(c), last_(c.n - 2), buffers_(buffers), stop_(stop) {}

  std::uint64_t count() {
    if ((c_.allowed[1] & ~c_.down) == 0) return 0;  // buffered nodes always have a free square
    for (int row = 1; row <= last_; ++row) buffers_.rows[row].size = 0;
    NodeBuffers::Row& root = buffers_.rows[1];
    root.left[0] = 0;
    root.down[0] = c_.down;
    root.right[0] = 0;
    root.size = 1;
    return search(1);
  }

 private:
  struct Stream {
    Vec left, down, right, free;  // free: the parent's squares not tried yet; 0 = idle lane
  };

  // Searches every node buffered for `row` (row < last_), and empties the buffer.
  std::uint64_t search(int row) {
    if (stop_.load(std::memory_order_relaxed)) {
      stopped_ = true;
      return 0;
    }
    NodeBuffers::Row& parents = buffers_.rows[row];
    NodeBuffers::Row& children = buffers_.rows[row + 1];
    const bool leaf = row + 1 == last_;  // children in the last row: count them, store nothing
    const Vec allowed = Lanes::broadcast(c_.allowed[row]);
    const Vec next_allowed = Lanes::broadcast(c_.allowed[row + 1]);
    // Past the end the buffer reads as nodes with every square attacked, which idle lanes take
    // and drop without a branch.
    for (int k = 0; k < kStreams * Lanes::kWidth; ++k) {
      parents.left[parents.size + k] = parents.down[parents.size + k] =
          parents.right[parents.size + k] = ~RowBits{0};
    }
    Stream streams[kStreams];
    for (Stream& s : streams) s.left = s.down = s.right = s.free = Lanes::broadcast(0);
    std::uint64_t found = 0;
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
      if (!leaf && children.size + kStreams * Lanes::kWidth > NodeBuffers::kCapacity) {
        found += search(row + 1);
        if (stopped_) return 0;
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
          found += __builtin_popcount(keep);  // one column is left: a free square is a solution
        } else {
          Lanes::pack(children.left + children.size, keep, left);
          Lanes::pack(children.down + children.size, keep, down);
          Lanes::pack(children.right + children.size, keep, right);
          children.size += __builtin_popcount(keep);
        }
      }
    }
    parents.size = 0;
    if (!leaf && children.size > 0) found += search(row + 1);
    return stopped_ ? 0 : found;
  }

  const Constellation& c_;
  const int last_;
  NodeBuffers& buffers_;
  const std::atomic<bool>& stop_;
  bool stopped_ = false;
};

}  // namespace nqga
