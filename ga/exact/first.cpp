#include "first.hpp"

#include <atomic>
#include <chrono>
#include <cstdint>
#include <limits>
#include <stdexcept>
#include <string>
#include <vector>

#ifdef NQGA_X86_KERNELS
#include "first_batched.hpp"
#endif
#include "../parallel.hpp"
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

FirstSolution first_solution(int n, double time_limit_s, SearchKernel kernel, int threads) {
  check_n(n);
  if (threads < 1) {
    throw std::invalid_argument("threads must be at least 1, got " + std::to_string(threads));
  }
  threads = usable_threads(threads, std::numeric_limits<std::int64_t>::max());
  kernel = resolve_kernel(kernel);
  return timed(time_limit_s, [&](std::atomic<bool>& stop, FirstSolution& result) {
    if (n > 64) {
      search_flags(n, stop, result);
    } else if (kernel == SearchKernel::scalar) {
      search_bitboard(n, stop, result);
    } else {
#ifdef NQGA_X86_KERNELS
      result.threads = threads;
      first_solution_batched(n, kernel, threads, stop, result);
#endif
    }
  });
}

FirstSolution first_solution_with_flags(int n, double time_limit_s) {
  check_n(n);
  return timed(time_limit_s, [&](std::atomic<bool>& stop, FirstSolution& result) {
    search_flags(n, stop, result);
  });
}

}  // namespace nqga
