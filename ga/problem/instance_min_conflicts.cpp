#include "instance_min_conflicts.hpp"

#include <chrono>
#include <vector>

namespace nqga {

namespace {

// The whole board's diagonal counts and conflicts as free queens are lifted and placed.
class Tally {
 public:
  explicit Tally(const Instance& instance) : instance_(instance), n_(instance.size()) {
    counts_.assign(static_cast<std::size_t>(2 * (2 * n_ - 1)), 0);
  }
  // Adds the queen at (row, column); returns the conflicts it brings.
  std::int64_t place(int row, Column column) {
    return down(row, column)++ + up(row, column)++ + instance_.blocked(row, column);
  }
  // Removes the queen at (row, column); returns the conflicts it took away.
  std::int64_t lift(int row, Column column) {
    return --down(row, column) + --up(row, column) + instance_.blocked(row, column);
  }
  bool attacked(int row, Column column) {
    return down(row, column) > 1 || up(row, column) > 1 || instance_.blocked(row, column);
  }

 private:
  std::int32_t& down(int row, Column column) {
    return counts_[static_cast<std::size_t>(row + column)];
  }
  std::int32_t& up(int row, Column column) {
    return counts_[static_cast<std::size_t>(2 * n_ - 1 + row - column + n_ - 1)];
  }
  const Instance& instance_;
  int n_;
  std::vector<std::int32_t> counts_;
};

// The change of conflicts when free rows a and b swap columns on `board`; applied when `keep`.
std::int64_t swap_delta(Tally& tally, Board& board, int a, int b, bool keep) {
  const Column ca = board[static_cast<std::size_t>(a)], cb = board[static_cast<std::size_t>(b)];
  std::int64_t delta = -tally.lift(a, ca) - tally.lift(b, cb);
  delta += tally.place(a, cb) + tally.place(b, ca);
  if (keep) {
    std::swap(board[static_cast<std::size_t>(a)], board[static_cast<std::size_t>(b)]);
  } else {
    tally.lift(a, cb);
    tally.lift(b, ca);
    tally.place(a, ca);
    tally.place(b, cb);
  }
  return delta;
}

}  // namespace

InstanceMinConflictsResult instance_min_conflicts(const Instance& instance, Board& board, Rng& rng,
                                                  const StopToken& token, std::uint64_t max_swaps) {
  const auto start = std::chrono::steady_clock::now();
  const FreeRows free(instance);
  Board columns = identity_board(free.count());
  shuffle_board(columns, rng);
  board.resize(static_cast<std::size_t>(instance.size()));
  free.place(instance, columns, board);
  InstanceMinConflictsResult result;
  Tally tally(instance);
  for (int row = 0; row < instance.size(); ++row) {  // the given queens first: their own attacks
    if (instance.given(row) != kNoQueen) result.conflicts += tally.place(row, instance.given(row));
  }
  result.no_solution = result.conflicts > 0;
  for (const int row : free.rows) {
    result.conflicts += tally.place(row, board[static_cast<std::size_t>(row)]);
  }
  std::vector<int> attacked;
  while (result.conflicts > 0 && !result.no_solution && !token.stop_requested()) {
    if (max_swaps && result.run.swaps >= max_swaps) {
      result.run.budget_spent = true;
      break;
    }
    attacked.clear();
    for (const int row : free.rows) {
      if (tally.attacked(row, board[static_cast<std::size_t>(row)])) attacked.push_back(row);
    }
    const int a = attacked[uniform_below(rng, attacked.size())];
    int best = -1, ties = 0;
    std::int64_t best_delta = 0;
    for (const int b : free.rows) {
      if (b == a) continue;
      const std::int64_t delta = swap_delta(tally, board, a, b, false);
      if (best < 0 || delta < best_delta) {
        best = b, best_delta = delta, ties = 1;
      } else if (delta == best_delta &&
                 uniform_below(rng, static_cast<std::uint64_t>(++ties)) == 0) {
        best = b;  // each of the tied rows kept with probability 1/ties: a uniform draw among them
      }
    }
    if (best < 0) break;  // one free row: nothing to swap with
    result.conflicts += swap_delta(tally, board, a, best, true);
    ++result.run.swaps;
  }
  result.run.solved = result.conflicts == 0;
  result.run.seconds =
      std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  return result;
}

}  // namespace nqga
