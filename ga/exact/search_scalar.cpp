#include "search_kernels.hpp"

namespace nqga {

namespace {

class ScalarSearch {
 public:
  ScalarSearch(const Constellation& c, const std::atomic<bool>& stop)
      : c_(c), last_(c.n - 2), stop_(stop) {}

  std::uint64_t count(int row, RowBits left, RowBits down, RowBits right) {
    RowBits free = c_.allowed[row] & ~(left | down | right);
    if (row == last_) return free != 0;  // one column is left: a free square is a solution
    // Looks at `stop` every 2^10 calls 5 or more rows above the last: the subtrees below are
    // small, so the search ends within milliseconds, and the deep calls pay one comparison.
    if (row + 5 <= last_ &&
        (stopped_ || ((++calls_ & 1023) == 0 && stop_.load(std::memory_order_relaxed)))) {
      stopped_ = true;
      return 0;
    }
    std::uint64_t found = 0;
    for (; free; free &= free - 1) {
      const RowBits bit = free & (0 - free);
      found += count(row + 1, (left | bit) << 1, down | bit, (right | bit) >> 1);
    }
    return found;
  }

 private:
  const Constellation& c_;
  const int last_;
  const std::atomic<bool>& stop_;
  std::uint64_t calls_ = 0;
  bool stopped_ = false;
};

}  // namespace

Subtree<RowBits> completion_tree(const Constellation& c) {
  return {1, c.n - 2, c.allowed, 0, c.down, 0};
}

std::uint64_t completions_scalar(const Constellation& c, const std::atomic<bool>& stop) {
  const Subtree<RowBits> tree = completion_tree(c);
  return ScalarSearch(c, stop).count(tree.root_row, tree.left, tree.down, tree.right);
}

}  // namespace nqga
