#include "first.hpp"

#include <chrono>
#include <stdexcept>
#include <string>
#include <vector>

namespace nqga {

namespace {

using Clock = std::chrono::steady_clock;

// Reads the clock every 2^20 nodes (a few milliseconds), so the limit costs nothing per node.
class Deadline {
 public:
  explicit Deadline(double limit_s) : limit_s_(limit_s), start_(Clock::now()) {}
  bool passed(std::uint64_t nodes) const {
    if (limit_s_ <= 0 || (nodes & ((1u << 20) - 1)) != 0) return false;
    return seconds() >= limit_s_;
  }
  double seconds() const { return std::chrono::duration<double>(Clock::now() - start_).count(); }

 private:
  double limit_s_;
  Clock::time_point start_;
};

// Counts a node entered with a queen on `row`; says whether the search ends there: the board is
// complete (solved) or the time is up.
bool node_ends_search(int n, int row, const Deadline& deadline, FirstSolution& result) {
  ++result.visited_nodes;
  result.solved = row + 1 == n;
  result.timed_out = !result.solved && deadline.passed(result.visited_nodes);
  return result.solved || result.timed_out;
}

void check_n(int n) {
  if (n < 1) throw std::invalid_argument("n must be at least 1, got " + std::to_string(n));
}

// n <= 64: a row's free squares are one word; its lowest set bit is the leftmost column.
void search_bitboard(int n, const Deadline& deadline, FirstSolution& result) {
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
    if (node_ends_search(n, row, deadline, result)) return;
    const Bits left = (f.left | bit) << 1, down = f.down | bit, right = (f.right | bit) >> 1;
    stack[static_cast<std::size_t>(++row)] = {mask & ~(left | down | right), left, down, right};
  }
}

// Any n: one flag per column and diagonal, columns tried left to right as above.
void search_flags(int n, const Deadline& deadline, FirstSolution& result) {
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
    if (node_ends_search(n, row, deadline, result)) return;
    ++row;
  }
}

template <typename Search>
FirstSolution run(int n, double time_limit_s, Search search) {
  check_n(n);
  const Deadline deadline(time_limit_s);
  FirstSolution result;
  search(n, deadline, result);
  result.seconds = deadline.seconds();
  if (!result.solved) result.board.clear();
  return result;
}

}  // namespace

FirstSolution first_solution(int n, double time_limit_s) {
  return run(n, time_limit_s, n <= 64 ? search_bitboard : search_flags);
}

FirstSolution first_solution_with_flags(int n, double time_limit_s) {
  return run(n, time_limit_s, search_flags);
}

}  // namespace nqga
