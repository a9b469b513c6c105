#include "first.hpp"

#include <atomic>
#include <chrono>
#include <memory>
#include <stdexcept>
#include <string>
#include <vector>

#include "search_kernels.hpp"
#include "watchdog.hpp"

namespace nqga {

namespace {

using Clock = std::chrono::steady_clock;

// Counts a node entered with a queen on `row`; says whether the search ends there: the board is
// complete (solved) or the time is up (the flag is read every 2^20 nodes, a few milliseconds).
bool node_ends_search(int n, int row, const std::atomic<bool>& stop, FirstSolution& result) {
  ++result.visited_nodes;
  result.solved = row + 1 == n;
  result.timed_out = !result.solved && (result.visited_nodes & ((1u << 20) - 1)) == 0 &&
                     stop.load(std::memory_order_relaxed);
  return result.solved || result.timed_out;
}

void check_n(int n) {
  if (n < 1) throw std::invalid_argument("n must be at least 1, got " + std::to_string(n));
}

// n <= 64: a row's free squares are one word; its lowest set bit is the leftmost column.
void search_bitboard(int n, const std::atomic<bool>& stop, FirstSolution& result) {
  using Bits = std::uint64_t;
  const Bits mask = n == 64 ? ~Bits{0} : (Bits{1} << n) - 1;
  struct Frame {
    Bits free, left, down, right;
  };
  std::vector<Frame> stack(static_cast<std::size_t>(n));
  result.board.assign(static_cast<std::size_t>(n), 0);
  stack[0] = {mask, 0, 0, 0};
  result.visited_nodes = 1;  // the root: the empty board
  for (int row = 0; row >= 0;) {
    Frame& f = stack[static_cast<std::size_t>(row)];
    if (!f.free) {
      --row;
      continue;
    }
    const Bits bit = f.free & (0 - f.free);
    f.free ^= bit;
    result.board[static_cast<std::size_t>(row)] = __builtin_ctzll(bit);
    if (node_ends_search(n, row, stop, result)) return;
    const Bits left = (f.left | bit) << 1, down = f.down | bit, right = (f.right | bit) >> 1;
    stack[static_cast<std::size_t>(++row)] = {mask & ~(left | down | right), left, down, right};
  }
}

// Any n: one flag per column and diagonal, columns tried left to right as above.
void search_flags(int n, const std::atomic<bool>& stop, FirstSolution& result) {
  const auto size = static_cast<std::size_t>(n);
  std::vector<std::uint8_t> column(size), down(2 * size), up(2 * size);
  std::vector<int> next(size, 0);  // per row: the next column to try
  result.board.assign(size, -1);
  result.visited_nodes = 1;
  auto occupy = [&](int r, int c, std::uint8_t value) {
    column[c] = value;
    down[r + c] = value;
    up[r - c + n - 1] = value;
  };
  for (int row = 0; row >= 0;) {
    auto& placed = result.board[static_cast<std::size_t>(row)];
    if (placed >= 0) occupy(row, placed, 0);  // back at this row: lift its queen
    int c = next[row];
    while (c < n && (column[c] || down[row + c] || up[row - c + n - 1])) ++c;
    if (c == n) {
      placed = -1;
      next[row] = 0;
      --row;
      continue;
    }
    placed = c;
    next[row] = c + 1;
    occupy(row, c, 1);
    if (node_ends_search(n, row, stop, result)) return;
    ++row;
  }
}

#ifdef NQGA_X86_KERNELS
// n <= 64 on vectors: the lexicographic search above, one node at a time, down to row `split`;
// below each node there a batched search (any_solution_*) either proves the subtree empty, and
// its nodes are added (plain backtracking enters every one of them), or finds a solution in it,
// and the lexicographic search goes on inside with the split 4 rows deeper. Same board, same node
// count; the empty subtrees, nearly all the work, are walked 32 (AVX-512) or 16 (AVX2) nodes a
// step.
class BatchedLexicographicSearch {
 public:
  using Bits = std::uint64_t;
  static constexpr int kFirstSplit = 6;

  BatchedLexicographicSearch(int n, SearchKernel kernel, const std::atomic<bool>& stop,
                             FirstSolution& result)
      : n_(n),
        mask_(n == 64 ? ~Bits{0} : (Bits{1} << n) - 1),
        kernel_(kernel),
        stop_(stop),
        result_(result),
        buffers_(std::make_unique_for_overwrite<SearchBuffers<Bits>>()) {
    for (Bits& row : allowed_) row = mask_;
  }

  void run() {
    result_.board.assign(static_cast<std::size_t>(n_), 0);
    result_.visited_nodes = 1;  // the root: the empty board
    result_.solved = descend(0, 0, 0, 0, kFirstSplit);
  }

 private:
  bool descend(int row, Bits left, Bits down, Bits right, int split) {
    for (Bits free = mask_ & ~(left | down | right); free; free &= free - 1) {
      const Bits bit = free & (0 - free);
      ++result_.visited_nodes;
      result_.board[static_cast<std::size_t>(row)] = __builtin_ctzll(bit);
      if (row + 1 == n_) return true;
      const Bits l = (left | bit) << 1, d = down | bit, r = (right | bit) >> 1;
      if (row + 1 >= split && row + 2 < n_) {
        const Subtree<Bits> tree{row + 1, n_ - 1, allowed_, l, d, r};
        const SubtreeTally tally = kernel_ == SearchKernel::avx512
                                       ? any_solution_avx512(tree, *buffers_, stop_)
                                       : any_solution_avx2(tree, *buffers_, stop_);
        if (tally.stopped) {
          result_.timed_out = true;
          return false;
        }
        if (tally.solutions == 0) {
          result_.visited_nodes += tally.nodes;
          continue;
        }
        if (descend(row + 1, l, d, r, split + 4)) return true;
      } else if (descend(row + 1, l, d, r, split)) {
        return true;
      }
      if (result_.timed_out) return false;
    }
    return false;
  }

  const int n_;
  const Bits mask_;
  const SearchKernel kernel_;
  const std::atomic<bool>& stop_;
  FirstSolution& result_;
  std::unique_ptr<SearchBuffers<Bits>> buffers_;
  Bits allowed_[64];
};
#endif

// Runs search(stop, result) under the time limit and times it.
template <typename Search>
FirstSolution timed(double time_limit_s, Search search) {
  const auto start = Clock::now();
  std::atomic<bool> stop{false};
  FirstSolution result;
  {
    const Watchdog watchdog(time_limit_s, stop);
    search(stop, result);
  }
  result.seconds = std::chrono::duration<double>(Clock::now() - start).count();
  if (!result.solved) result.board.clear();
  return result;
}

}  // namespace

FirstSolution first_solution(int n, double time_limit_s, SearchKernel kernel) {
  check_n(n);
  kernel = resolve_kernel(kernel);
  return timed(time_limit_s, [&](const std::atomic<bool>& stop, FirstSolution& result) {
    if (n > 64) {
      search_flags(n, stop, result);
    } else if (kernel == SearchKernel::scalar) {
      search_bitboard(n, stop, result);
    } else {
#ifdef NQGA_X86_KERNELS
      BatchedLexicographicSearch(n, kernel, stop, result).run();
#endif
    }
  });
}

FirstSolution first_solution_with_flags(int n, double time_limit_s) {
  check_n(n);
  return timed(time_limit_s, [&](const std::atomic<bool>& stop, FirstSolution& result) {
    search_flags(n, stop, result);
  });
}

}  // namespace nqga
