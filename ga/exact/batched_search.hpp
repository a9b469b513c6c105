// Bitboard backtracking walked many nodes at a time, for the files compiled for one instruction
// set (search_avx2.cpp, search_avx512.cpp); include it nowhere else. Each instantiates
// these templates with its own lane types, declared in an unnamed namespace, so no function
// compiled for one instruction set can stand in for another's.
//
// Why: plain bitboard backtracking spends most of its time on mispredicted branches (the loop over
// a node's free squares ends at an unpredictable point), about 5 ns a node on this kind of machine.
// Here the open nodes of each row wait in a buffer (SearchBuffers); kStreams vectors of
// Lanes::kWidth lanes hold one parent per lane, and one step gives every lane its parent's next
// child at once. A lane whose parent has no child left takes the next parent from the buffer, so
// the lanes stay busy; children that still have a free square in their row are packed into that
// row's buffer, and a full buffer is searched before its parents go on (depth first, so memory
// stays at SearchBuffers). The streams are independent, which hides the latency of the refill (a
// load and a permute that wait on the lane mask). No branch depends on a single node. The tree
// and its node count are those of plain backtracking; only the order of the walk differs.
//
// When counting, a row is searched only while its buffer can refill every lane; the rest of its
// parents wait for the row above to add more, and each lane keeps its parent until the row is
// searched again (held lanes). So nearly every step has every lane busy; a row is drained, lanes
// running empty, only once, after the rows above it. Measured at n = 17 and 18: 9% faster than
// draining every row each time the row above fills it. The first-solution search drains every
// row at once, depth first, so that it reaches the deep rows, where the solutions are, soon.
#pragma once

#include "search_kernels.hpp"

namespace nqga {

// Lanes: a vector of kWidth row masks of type Word and a lane mask (bit k: lane k), with
//   broadcast(bits), nonzero(v) -> mask, zero_lanes(v) -> mask, select(mask, a, b),
//   refill(v, lanes, source): v with `lanes` given source[0], source[1], ... in order,
//   pack(destination, keep, v): the kept lanes stored in order (kWidth lanes are written),
//   lowest_bit(v), either(a, b) (or), toggle(a, b) (xor), outside(a, b) (b and not a),
//   shift_left(v), shift_right(v) (by one column).
// kFirstOnly: stop at the first solution and count the nodes entered; otherwise count solutions.
template <typename Lanes, int kStreams, bool kFirstOnly>
class BatchedSearch {
 public:
  using Word = typename Lanes::Word;
  using Vec = typename Lanes::Vec;
  using Mask = typename Lanes::Mask;
  using Buffers = SearchBuffers<Word>;
  static_assert(kStreams * Lanes::kWidth <= Buffers::kSlack);

  // node_budget (kFirstOnly): give up, tally.exhausted, once about that many nodes are entered.
  BatchedSearch(const Subtree<Word>& tree, Buffers& buffers, const std::atomic<bool>& stop,
                std::uint64_t node_budget = ~std::uint64_t{0})
      : tree_(tree), buffers_(buffers), stop_(stop), node_budget_(node_budget) {}

  SubtreeTally run() {
    const Word free = tree_.allowed[tree_.root_row] & ~(tree_.left | tree_.down | tree_.right);
    if (tree_.root_row == tree_.last_row || free == 0) {  // buffered nodes have a free square
      tally_.solutions = tree_.root_row == tree_.last_row && free != 0;
      tally_.nodes = tally_.solutions;
      return tally_;
    }
    for (int row = tree_.root_row; row <= tree_.last_row; ++row) buffers_.rows[row].size = 0;
    typename Buffers::Row& root = buffers_.rows[tree_.root_row];
    root.left[0] = tree_.left;
    root.down[0] = tree_.down;
    root.right[0] = tree_.right;
    root.size = 1;
    if (kFirstOnly) {
      search(tree_.root_row, true);
    } else {
      for (int row = tree_.root_row; row < tree_.last_row; ++row) idle(held_[row]);
      for (int row = tree_.root_row; row < tree_.last_row && !over(); ++row) search(row, true);
    }
    return tally_;
  }

 private:
  struct Stream {
    Vec left, down, right, free;  // free: the parent's squares not tried yet; 0 = idle lane
  };
  static constexpr int kLanes = kStreams * Lanes::kWidth;

  static void idle(Stream (&streams)[kStreams]) {
    for (Stream& s : streams) s.left = s.down = s.right = s.free = Lanes::broadcast(0);
  }

  bool over() const {
    return tally_.stopped || (kFirstOnly && (tally_.solutions > 0 || tally_.exhausted));
  }

  // Searches the nodes buffered for `row` (row < last_row), unless the search is over (stopped,
  // or a first solution found or the node budget spent). drain: all of them, and the lanes end
  // idle; otherwise (counting) while the buffer can refill every lane: the rest stay buffered
  // and the lanes are held. The first-solution search also searches the children at once.
  void search(int row, bool drain) {
    if (stop_.load(std::memory_order_relaxed)) {
      tally_.stopped = true;
      return;
    }
    if (kFirstOnly && tally_.nodes >= node_budget_) {
      tally_.exhausted = true;
      return;
    }
    if (row + 1 == tree_.last_row) {
      search_row<true>(row, drain);
    } else {
      search_row<false>(row, drain);
    }
  }

  // search() for one row; kLeaf: its children are in the last row, so they are counted, never
  // stored. Apart, the two forms have no branch on it in their loop (25% faster at n = 17).
  template <bool kLeaf>
  void search_row(int row, bool drain) {
    typename Buffers::Row& parents = buffers_.rows[row];
    if (drain) {
      // Past the end the buffer reads as nodes with every square attacked, which idle lanes
      // take and drop without a branch.
      for (int k = 0; k < kLanes; ++k) {
        parents.left[parents.size + k] = parents.down[parents.size + k] =
            parents.right[parents.size + k] = ~Word{0};
      }
    }
    Stream own[kStreams];
    if (kFirstOnly) idle(own);
    Stream(&streams)[kStreams] = kFirstOnly ? own : held_[row];
    int next = 0;  // the first parent no lane has taken yet
    // The children's row is searched here, between calls of steps(): a call inside its loop made
    // the compiler keep streams on the stack, five extra stores a step (15% slower at n = 17).
    while (!steps<kLeaf>(row, streams, next, drain)) {
      search(row + 1, kFirstOnly);
      if (over()) return;
    }
    const int waiting = parents.size - next;  // fewer than kLanes; none after a drain
    for (int k = 0; k < waiting; ++k) {
      parents.left[k] = parents.left[next + k];
      parents.down[k] = parents.down[next + k];
      parents.right[k] = parents.right[next + k];
    }
    parents.size = waiting;
    if (kFirstOnly && !over() && !kLeaf && buffers_.rows[row + 1].size > 0) search(row + 1, true);
  }

  // Refills and steps the streams (saved between calls) until the parents of `row` are done as
  // search() says or the search is over (returns true), or the children's buffer has no room
  // for another step (false). Tallies its nodes and solutions before it returns.
  template <bool kLeaf>
  [[gnu::noinline]] bool steps(int row, Stream (&saved)[kStreams], int& saved_next, bool drain) {
    const typename Buffers::Row& parents = buffers_.rows[row];
    typename Buffers::Row& children = buffers_.rows[row + 1];
    const Vec allowed = Lanes::broadcast(tree_.allowed[row]);
    const Vec next_allowed = Lanes::broadcast(tree_.allowed[row + 1]);
    Stream streams[kStreams];
    for (int k = 0; k < kStreams; ++k) streams[k] = saved[k];
    // In locals: the buffer stores may alias any memory, so members would be reloaded.
    std::uint64_t solutions = 0, nodes = 0;
    int next = saved_next, size = children.size;
    const int parents_size = parents.size;
    bool full = false;
    while (drain || next + kLanes <= parents_size) {
      int at = next;
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
      next = at < parents_size ? at : parents_size;
      if (!busy) break;
      full = !kLeaf && size + kLanes > Buffers::kCapacity;
      if (full) break;
      step<kLeaf>(streams, next_allowed, children, size, solutions, nodes);
      if (kFirstOnly && solutions > 0) break;
    }
    for (int k = 0; k < kStreams; ++k) saved[k] = streams[k];
    saved_next = next;
    children.size = size;
    tally_.solutions += solutions;
    tally_.nodes += nodes;
    return !full || over();
  }

  // One step of every stream: each busy lane places a queen on its parent's next free square;
  // the children with a free square in their row are packed into `children` at `size` (or, for
  // kLeaf, counted as solutions).
  template <bool kLeaf>
  [[gnu::always_inline]] static void step(Stream (&streams)[kStreams], Vec next_allowed,
                                          typename Buffers::Row& children, int& size,
                                          std::uint64_t& solutions, std::uint64_t& nodes) {
#pragma GCC unroll 8
    for (Stream& s : streams) {
      const Vec bit = Lanes::lowest_bit(s.free);
      s.free = Lanes::toggle(s.free, bit);
      const Vec left = Lanes::shift_left(Lanes::either(s.left, bit));
      const Vec down = Lanes::either(s.down, bit);
      const Vec right = Lanes::shift_right(Lanes::either(s.right, bit));
      const Vec free =
          Lanes::outside(Lanes::either(Lanes::either(left, down), right), next_allowed);
      // An idle lane holds a node with every square attacked (past the buffer's end), whose
      // child has no free square either: `keep` needs no test of the lane.
      const Mask keep = Lanes::nonzero(free);
      if (kFirstOnly) nodes += __builtin_popcount(Lanes::nonzero(bit));  // queens placed
      if (kLeaf) {
        // One column is left: a free square is a solution (and, for the node count, a node).
        solutions += __builtin_popcount(keep);
        if (kFirstOnly) nodes += __builtin_popcount(keep);
      } else {
        Lanes::pack(children.left + size, keep, left);
        Lanes::pack(children.down + size, keep, down);
        Lanes::pack(children.right + size, keep, right);
        size += __builtin_popcount(keep);
      }
    }
  }

  const Subtree<Word>& tree_;
  Buffers& buffers_;
  const std::atomic<bool>& stop_;
  const std::uint64_t node_budget_;
  SubtreeTally tally_{};
  // Counting: each row's held lanes (32 KB with AVX-512, on the caller's stack).
  Stream held_[kFirstOnly ? 1 : Buffers::kRows][kStreams];
};

}  // namespace nqga
