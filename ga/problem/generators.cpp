#include "generators.hpp"

#include <algorithm>
#include <cmath>
#include <numeric>
#include <stdexcept>
#include <string>
#include <unordered_map>
#include <unordered_set>
#include <vector>

#include "../local/min_conflicts.hpp"

namespace nqga {

namespace {

int checked_placed(int n, std::int64_t placed) {
  if (placed < 0 || placed > n) {
    throw std::invalid_argument("problem.placed = " + std::to_string(placed) +
                                " must be in [0, n] = [0, " + std::to_string(n) + "]");
  }
  return static_cast<int>(placed);
}

// The lines of the queens placed so far, to tell whether a square is attacked in O(1).
class AttackedLines {
 public:
  explicit AttackedLines(int n)
      : n_(n),
        rows_(static_cast<std::size_t>(n)),
        columns_(static_cast<std::size_t>(n)),
        down_(2 * static_cast<std::size_t>(n)),
        up_(2 * static_cast<std::size_t>(n)) {}
  bool attacked(std::int64_t square) const {
    const auto [r, c] = split(square);
    return rows_[r] || columns_[c] || down_[r + c] || up_[r + n_ - 1 - c];
  }
  void take(std::int64_t square) {
    const auto [r, c] = split(square);
    rows_[r] = columns_[c] = down_[r + c] = up_[r + n_ - 1 - c] = 1;
  }

 private:
  std::pair<std::size_t, std::size_t> split(std::int64_t square) const {
    return {static_cast<std::size_t>(square / n_), static_cast<std::size_t>(square % n_)};
  }
  std::int64_t n_;
  std::vector<char> rows_, columns_, down_, up_;
};

// A square drawn uniformly among those `lines` leaves free, or -1 when none is: up to 64 draws
// over the whole board (rejection keeps the draw uniform among the free squares), then a draw
// from the listed free squares.
std::int64_t free_square(int n, const AttackedLines& lines, Rng& rng) {
  const auto area = static_cast<std::uint64_t>(n) * static_cast<std::uint64_t>(n);
  for (int attempt = 0; attempt < 64; ++attempt) {
    const auto square = static_cast<std::int64_t>(uniform_below(rng, area));
    if (!lines.attacked(square)) return square;
  }
  std::vector<std::int64_t> free;
  for (std::int64_t square = 0; square < static_cast<std::int64_t>(area); ++square) {
    if (!lines.attacked(square)) free.push_back(square);
  }
  if (free.empty()) return -1;
  return free[uniform_below(rng, free.size())];
}

// One attempt of completion_from_placement: the instance, or none when it got stuck after
// `fitted` queens.
bool try_placement(int n, int placed, Rng& rng, Instance& instance, int& fitted) {
  AttackedLines lines(n);
  instance = Instance(n);
  for (fitted = 0; fitted < placed; ++fitted) {
    const std::int64_t square = free_square(n, lines, rng);
    if (square < 0) return false;
    lines.take(square);
    instance.give(static_cast<int>(square / n), static_cast<Column>(square % n));
  }
  return true;
}

// A solution of n <= 64 queens by depth-first search that tries each row's free columns in a
// random order; a search that enters its budget of nodes without one starts again with twice the
// budget (random restarts cut the heavy tail of a randomised search). min_conflicts is no help
// here: at small n its repair can cycle without end.
class RandomSearch {
 public:
  RandomSearch(int n, Rng& rng) : n_(n), rng_(rng), board_(static_cast<std::size_t>(n)) {}

  Board solve() {
    for (budget_ = 1024;; budget_ *= 2) {
      nodes_ = 0;
      if (place(0, 0, 0, 0)) return board_;
    }
  }

 private:
  using Bits = std::uint64_t;

  bool place(int row, Bits left, Bits down, Bits right) {
    if (row == n_) return true;
    const Bits full = n_ == 64 ? ~Bits{0} : (Bits{1} << n_) - 1;
    int columns[64], count = 0;
    for (Bits free = full & ~(left | down | right); free; free &= free - 1) {
      columns[count++] = __builtin_ctzll(free);
    }
    for (int i = count; i > 1; --i) {
      std::swap(columns[i - 1], columns[uniform_below(rng_, static_cast<std::uint64_t>(i))]);
    }
    for (int i = 0; i < count && nodes_++ < budget_; ++i) {
      const Bits bit = Bits{1} << columns[i];
      board_[static_cast<std::size_t>(row)] = columns[i];
      if (place(row + 1, (left | bit) << 1, down | bit, (right | bit) >> 1)) return true;
    }
    return false;
  }

  int n_;
  Rng& rng_;
  Board board_;
  std::uint64_t budget_ = 0, nodes_ = 0;
};

// A solution of n queens drawn with `rng`: RandomSearch for n <= 64, min-conflicts beyond.
Board random_solution(int n, Rng& rng) {
  if (n <= 64) return RandomSearch(n, rng).solve();
  Board solution(static_cast<std::size_t>(n));
  min_conflicts(solution, rng);  // no stop token, no budget: it solves
  return solution;
}

// `count` squares of the n x n board, every subset of that size equally likely. Floyd (Bentley
// and Floyd 1987): for j = N - m .. N - 1, draw t in [0, j]; take t, or j when t is taken
// already. One draw a square.
std::vector<std::int64_t> uniform_squares(int n, std::int64_t count, Rng& rng) {
  const auto area = static_cast<std::int64_t>(n) * n;
  std::unordered_set<std::int64_t> taken;  // only asked for membership: its order never matters
  std::vector<std::int64_t> squares;
  squares.reserve(static_cast<std::size_t>(count));
  for (std::int64_t j = area - count; j < area; ++j) {
    const auto t = static_cast<std::int64_t>(uniform_below(rng, static_cast<std::uint64_t>(j) + 1));
    const std::int64_t square = taken.contains(t) ? j : t;
    taken.insert(square);
    squares.push_back(square);
  }
  return squares;
}

// One pass of blocked-gen.py: the squares in a random order (Fisher-Yates, its swaps kept in a
// map so that only the squares looked at cost memory), each taken while its row and column keep
// more than `min_free` free squares. Fewer than `count` when the order runs out first.
std::vector<std::int64_t> one_pass_leaving_free(int n, std::int64_t count, std::int64_t min_free,
                                                Rng& rng) {
  const auto area = static_cast<std::int64_t>(n) * n;
  std::unordered_map<std::int64_t, std::int64_t> moved;  // position -> square, where swapped
  const auto at = [&moved](std::int64_t i) {
    const auto it = moved.find(i);
    return it == moved.end() ? i : it->second;
  };
  std::vector<std::int64_t> row_free(static_cast<std::size_t>(n), n), column_free = row_free;
  std::vector<std::int64_t> squares;
  for (std::int64_t i = 0; i < area && static_cast<std::int64_t>(squares.size()) < count; ++i) {
    const auto j =
        i + static_cast<std::int64_t>(uniform_below(rng, static_cast<std::uint64_t>(area - i)));
    const std::int64_t square = at(j);
    moved[j] = at(i);
    auto& in_row = row_free[static_cast<std::size_t>(square / n)];
    auto& in_column = column_free[static_cast<std::size_t>(square % n)];
    if (in_row > min_free && in_column > min_free) {
      --in_row;
      --in_column;
      squares.push_back(square);
    }
  }
  return squares;
}

// `count` squares as the authors' generator blocks them: up to 1000 passes.
std::vector<std::int64_t> squares_leaving_free(int n, std::int64_t count, std::int64_t min_free,
                                               Rng& rng) {
  if (min_free < 0 || min_free > n || count > static_cast<std::int64_t>(n) * (n - min_free)) {
    throw std::invalid_argument(
        "problem.min_free = " + std::to_string(min_free) + " leaves room for " +
        std::to_string(std::max<std::int64_t>(0, static_cast<std::int64_t>(n) * (n - min_free))) +
        " blocked squares at n = " + std::to_string(n) + ", not " + std::to_string(count) +
        " (min_free in [0, n], density at most 1 - min_free / n)");
  }
  for (int pass = 0; pass < 1000; ++pass) {
    std::vector<std::int64_t> squares = one_pass_leaving_free(n, count, min_free, rng);
    if (static_cast<std::int64_t>(squares.size()) == count) return squares;
  }
  throw std::invalid_argument("problem.min_free = " + std::to_string(min_free) +
                              ": 1000 random orders of the " + std::to_string(n) + " x " +
                              std::to_string(n) + " board ran out before " + std::to_string(count) +
                              " squares were blocked; ask for a lower density or min_free");
}

}  // namespace

Instance completion_from_solution(int n, std::int64_t placed_asked, Rng& rng) {
  const int placed = checked_placed(n, placed_asked);
  if (n == 2 || n == 3) {
    throw std::invalid_argument("a completion from a solution needs one: n = " + std::to_string(n) +
                                " has none");
  }
  const Board solution = random_solution(n, rng);
  std::vector<int> rows(static_cast<std::size_t>(n));
  std::iota(rows.begin(), rows.end(), 0);
  Instance instance(n);
  for (std::size_t i = 0; i < static_cast<std::size_t>(placed); ++i) {
    std::swap(rows[i], rows[i + uniform_below(rng, rows.size() - i)]);
    instance.give(rows[i], solution[static_cast<std::size_t>(rows[i])]);
  }
  return instance;
}

Instance completion_from_placement(int n, std::int64_t placed_asked, Rng& rng) {
  const int placed = checked_placed(n, placed_asked);
  Instance instance(n);
  int fitted = 0, most = 0;
  for (int attempt = 0; attempt < 100; ++attempt) {
    if (try_placement(n, placed, rng, instance, fitted)) return instance;
    most = std::max(most, fitted);
  }
  throw std::invalid_argument(
      "problem.placed = " + std::to_string(placed) + ": 100 random non-attacking placements on " +
      std::to_string(n) + " x " + std::to_string(n) + " got stuck, after " + std::to_string(most) +
      " queens at most; ask for fewer or use placed_from: solution");
}

std::int64_t blocked_square_count(int n, double density) {
  if (!(density >= 0 && density <= 1)) {
    throw std::invalid_argument("problem.density must be in [0, 1], got " +
                                std::to_string(density));
  }
  const double area = static_cast<double>(n) * static_cast<double>(n);  // exact below 2^53
  return std::llround(density * area);
}

Instance blocked_at_density(int n, double density, Rng& rng, std::int64_t min_free) {
  Instance instance(n);
  const std::int64_t count = blocked_square_count(n, density);
  if (count > kMaxBlockedSquares) {
    throw std::invalid_argument("problem.density = " + std::to_string(density) + " blocks " +
                                std::to_string(count) + " squares of the " + std::to_string(n) +
                                " x " + std::to_string(n) + " board, more than the " +
                                std::to_string(kMaxBlockedSquares) + " allowed");
  }
  const std::vector<std::int64_t> squares = min_free == 0
                                                ? uniform_squares(n, count, rng)
                                                : squares_leaving_free(n, count, min_free, rng);
  instance.block(squares);
  return instance;
}

}  // namespace nqga
