// A population of permutation boards stored as one Eigen row-major int32 matrix (an individual per
// row, so each board is contiguous in memory) with its conflicts and diagonal counts, and the
// statistics of a generation.
#pragma once

#include <Eigen/Core>
#include <cstdint>

#include "../board.hpp"
#include "../rng.hpp"
#include "incremental.hpp"

namespace nqga {

using GeneMatrix = Eigen::Matrix<Column, Eigen::Dynamic, Eigen::Dynamic, Eigen::RowMajor>;
using ConflictVector = Eigen::Matrix<std::int64_t, Eigen::Dynamic, 1>;

struct Population {
  Population(int size, int n) : genes(size, n), conflicts(size), diagonals(size, n) {}

  int size() const { return static_cast<int>(genes.rows()); }
  int n() const { return static_cast<int>(genes.cols()); }
  BoardSpan board(int i) {
    return {genes.data() + static_cast<std::ptrdiff_t>(i) * n(), size_t(n())};
  }
  BoardView board(int i) const {
    return {genes.data() + static_cast<std::ptrdiff_t>(i) * n(), size_t(n())};
  }

  GeneMatrix genes;
  ConflictVector conflicts;
  // Each individual's diagonal counts, for its children's evaluation. copy_individual and the
  // evolution keep them in step; code that writes a board otherwise must invalidate its row.
  DiagonalTable diagonals;
};

// Row `from` of `source` (board, conflicts, counts) into row `to` of `target`: O(n), or, where
// the table tracks rows (tracked_rows.hpp), O(rows where either board differs from the
// reference) by DiagonalTable::patch.
void copy_individual(const Population& source, int from, Population& target, int to);

// Summary of one generation's conflicts and diversity.
struct PopulationStats {
  std::int64_t best = 0, worst = 0;
  double mean = 0, std = 0;  // std: population standard deviation
  // Mean pairwise Hamming distance between boards divided by n, in [0, 1]: the share of rows on
  // which two distinct individuals differ, averaged over all pairs. Exact for n <= 64; above, it
  // is measured on 64 evenly spaced rows, which keeps its cost a fraction of one evaluation.
  double diversity = 0;
};

// Statistics of `population`; `column_count` is scratch of 4n zeros, returned zeroed, `sample`
// scratch of any size. O(size * min(n, 64)): diversity counts, row by row, how many individuals
// share each column.
PopulationStats population_stats(const Population& population,
                                 std::vector<std::uint32_t>& column_count, Board& sample);

}  // namespace nqga
