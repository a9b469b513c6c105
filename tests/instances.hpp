// Instances for the tests: completions of random solutions, random blocked squares, and the
// brute-force oracle of the conflicts on an instance.
#pragma once

#include <vector>

#include "exact/enumerate.hpp"
#include "oracles.hpp"
#include "problem/instance.hpp"
#include "rng.hpp"

namespace nqga::testing {

// A random solution of n queens, drawn among all of them (n <= 10: enumerated).
inline Board random_solution(int n, Rng& rng) {
  std::vector<Board> all;
  enumerate_solutions(n, [&](BoardView b) { all.emplace_back(b.begin(), b.end()); });
  return all[uniform_below(rng, all.size())];
}

// Blocks each square that holds no given queen, nor a queen of `spared` when given, with
// probability `density`.
inline void block_at_random(Instance& instance, double density, Rng& rng,
                            const Board& spared = {}) {
  const int n = instance.size();
  std::vector<std::int64_t> squares;
  for (int row = 0; row < n; ++row) {
    for (Column column = 0; column < n; ++column) {
      const bool kept = instance.given(row) == column || (!spared.empty() && spared[row] == column);
      if (!kept && bernoulli(rng, density)) {
        squares.push_back(static_cast<std::int64_t>(row) * n + column);
      }
    }
  }
  instance.block(squares);
}

// n-Queens Completion from `solution` (so always solvable): `placed` of its queens given.
inline Instance completion(const Board& solution, int placed, Rng& rng) {
  const int n = static_cast<int>(solution.size());
  Board rows = identity_board(n);
  shuffle_board(rows, rng);
  Instance instance(n);
  for (int k = 0; k < placed; ++k) instance.give(rows[k], solution[rows[k]]);
  return instance;
}

// The oracle: the O(n^2) pair loop over the whole board plus the blocked squares it takes.
inline std::int64_t brute_force_conflicts(BoardView board, const Instance& instance) {
  std::int64_t taken = 0;
  for (int row = 0; row < instance.size(); ++row) taken += instance.blocked(row, board[row]);
  return conflicts_by_pairs(board) + taken;
}

}  // namespace nqga::testing
