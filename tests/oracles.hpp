// Test oracles: slow, obviously correct versions of what the library does fast; and what tests
// compare of runs.
#pragma once

#include <algorithm>
#include <array>
#include <cstdint>
#include <cstdlib>
#include <vector>

#include "board.hpp"
#include "run_result.hpp"

namespace nqga::testing {

// Conflicting pairs by the O(n^2) pair loop: the definition itself.
inline std::int64_t conflicts_by_pairs(BoardView board) {
  std::int64_t pairs = 0;
  const auto n = static_cast<std::int64_t>(board.size());
  for (std::int64_t i = 0; i < n; ++i) {
    for (std::int64_t j = i + 1; j < n; ++j) {
      pairs += std::abs(std::int64_t{board[i]} - board[j]) == j - i;
    }
  }
  return pairs;
}

inline bool is_permutation_board(BoardView board) {
  Board sorted(board.begin(), board.end());
  std::sort(sorted.begin(), sorted.end());
  for (std::size_t i = 0; i < sorted.size(); ++i) {
    if (sorted[i] != static_cast<Column>(i)) return false;
  }
  return true;
}

// PMX by its definition (Goldberg and Lingle 1985): p1 on rows [a, b); every other row takes
// p2's column, mapped along p1[i] -> p2[i] of the range, as often as it takes to leave it.
// O(n * (b - a)).
inline Board pmx_by_mapping(BoardView p1, BoardView p2, int a, int b) {
  Board child(p2.begin(), p2.end());
  std::copy(p1.begin() + a, p1.begin() + b, child.begin() + a);
  for (int r = 0; r < static_cast<int>(p2.size()); ++r) {
    if (r >= a && r < b) continue;
    for (int i = a; i < b; ++i) {
      if (p1[i] == child[r]) {
        child[r] = p2[i];
        i = a - 1;  // the new column may be in the range too
      }
    }
  }
  return child;
}

// Everything of a log but the wall-clock seconds: what two runs with one seed share.
inline std::vector<std::array<double, 7>> deterministic_part(
    const std::vector<GenerationRecord>& log) {
  std::vector<std::array<double, 7>> rows;
  for (const auto& g : log) {
    rows.push_back({static_cast<double>(g.generation), static_cast<double>(g.evaluations),
                    static_cast<double>(g.best), static_cast<double>(g.worst), g.mean, g.std,
                    g.diversity});
  }
  return rows;
}

}  // namespace nqga::testing
