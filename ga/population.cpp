#include "population.hpp"

#include <algorithm>
#include <array>
#include <cmath>

namespace nqga {

constexpr int kDiversityRows = 64;

void copy_individual(const Population& source, int from, Population& target, int to) {
  target.genes.row(to) = source.genes.row(from);
  target.conflicts[to] = source.conflicts[from];
  target.diagonals.copy_row(source.diagonals, from, to);
}

PopulationStats population_stats(const Population& population,
                                 std::vector<std::uint32_t>& column_count, Board& sample) {
  PopulationStats stats;
  const auto conflicts = population.conflicts.cast<double>();
  stats.best = population.conflicts.minCoeff();
  stats.worst = population.conflicts.maxCoeff();
  stats.mean = conflicts.mean();
  stats.std = std::sqrt((conflicts.array() - stats.mean).square().mean());

  // Pairs of individuals equal at row r = sum over columns of C(count, 2); the mean Hamming
  // distance is the number of rows minus the mean number of equal rows per pair.
  const int size = population.size(), n = population.n();
  if (size < 2 || n == 0) return stats;
  const int rows = std::min(n, kDiversityRows);
  // The sampled rows of each individual, gathered individual by individual into `sample` (row k's
  // columns contiguous): reading the matrix column by column instead strides n columns a step,
  // to a new cache line each time, and at n a multiple of 1024 to the same cache set. About 13 %
  // of a generation at n = 1024 read that way.
  std::array<std::size_t, kDiversityRows> sampled{};
  for (int k = 0; k < rows; ++k) {
    sampled[static_cast<std::size_t>(k)] = static_cast<std::size_t>(std::int64_t{k} * n / rows);
  }
  sample.resize(static_cast<std::size_t>(rows) * static_cast<std::size_t>(size));
  for (int i = 0; i < size; ++i) {
    const BoardView board = population.board(i);
    Column* out = sample.data() + i;
    for (int k = 0; k < rows; ++k, out += size) *out = board[sampled[static_cast<std::size_t>(k)]];
  }
  // An integer sum: the same number a sum of doubles gives (every partial sum is an integer below
  // 2^53), without a floating-point add's latency on every step.
  std::int64_t equal_pairs = 0;
  for (int k = 0; k < rows; ++k) {
    const Column* const column =
        sample.data() + static_cast<std::size_t>(k) * static_cast<std::size_t>(size);
    for (int i = 0; i < size; ++i) equal_pairs += column_count[column[i]]++;
    for (int i = 0; i < size; ++i) column_count[column[i]] = 0;
  }
  const double pairs = 0.5 * size * (size - 1.0);
  stats.diversity = 1.0 - static_cast<double>(equal_pairs) / pairs / rows;
  return stats;
}

}  // namespace nqga
