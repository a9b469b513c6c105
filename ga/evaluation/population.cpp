#include "population.hpp"

#include <algorithm>
#include <array>
#include <cmath>

namespace nqga {

void copy_individual(const Population& source, int from, Population& target, int to) {
  target.conflicts[to] = source.conflicts[from];
  if (target.diagonals.patch(source.diagonals, from, source.board(from), to, target.board(to))) {
    return;
  }
  target.genes.row(to) = source.genes.row(from);
  if (!target.diagonals.copy_row(source.diagonals, from, to)) {
    target.diagonals.rebuild_tracking(to, target.board(to));
  }
}

namespace {

// Sampled rows counted together, each into counters of its own.
constexpr int kRowsAtOnce = 4;

// The sampled rows' columns of every individual: individual i's column on sample row k at
// first[k * row_step + i * individual_step].
struct SampleView {
  const Column* first;
  std::size_t row_step, individual_step;
};

// Pairs of individuals equal at the sampled rows k to k + kRows - 1: each individual adds how
// many before it share its column, row by row. Once a population converges, all of them share one
// column, and each increment waits on the one before it (a load, an add, a store to the same
// counter); counting kRows rows together, each into its own n counters, overlaps kRows such
// chains. `counts` is kRows * n zeros, returned zeroed.
template <int kRows>
std::int64_t equal_pairs_of_rows(SampleView sample, int k, int size, int n, std::uint32_t* counts) {
  const Column* column[kRows];
  std::uint32_t* count[kRows];
  for (int j = 0; j < kRows; ++j) {
    column[j] = sample.first + static_cast<std::size_t>(k + j) * sample.row_step;
    count[j] = counts + static_cast<std::size_t>(j) * static_cast<std::size_t>(n);
  }
  const std::size_t step = sample.individual_step, end = static_cast<std::size_t>(size) * step;
  std::int64_t equal[kRows] = {};
  for (std::size_t i = 0; i < end; i += step) {
    for (int j = 0; j < kRows; ++j) equal[j] += count[j][column[j][i]]++;
  }
  std::int64_t pairs = 0;
  // Zeroing: all n counters at once when they are few (a converged population's individuals
  // would each store to the same counter), else only those the individuals touched.
  const bool few = n <= 4 * size;
  for (int j = 0; j < kRows; ++j) {
    if (few) {
      std::fill_n(count[j], n, 0);
    } else {
      for (std::size_t i = 0; i < end; i += step) count[j][column[j][i]] = 0;
    }
    pairs += equal[j];
  }
  return pairs;
}

// The sampled rows of every individual: read in place from the boards where every row is sampled
// (n <= 64: the boards of 100 individuals fit a first-level cache, and gathering them cost 40 %
// of the statistics), or from the table where it keeps them for every individual (from n = 512
// on); else gathered into `sample` individual by individual (row k's columns contiguous), one
// cache line a row at n >= 1024. Reading the matrix column by column instead strides n columns a
// step, to a new cache line each time, and at n a multiple of 1024 to the same cache set.
SampleView sampled_rows(const Population& population, int rows, Board& sample) {
  const int size = population.size(), n = population.n();
  if (n <= kDiversityRows) return {population.genes.data(), 1, static_cast<std::size_t>(n)};
  const DiagonalTable& table = population.diagonals;
  bool kept = true;
  for (int i = 0; i < size && kept; ++i) kept = table.sample(i) != nullptr;
  if (kept) return {table.sample(0), 1, table.sample_stride()};
  std::array<int, kDiversityRows> sampled{};
  for (int k = 0; k < rows; ++k) sampled[static_cast<std::size_t>(k)] = diversity_row(k, n);
  sample.resize(static_cast<std::size_t>(rows) * static_cast<std::size_t>(size));
  for (int i = 0; i < size; ++i) {
    Column* out = sample.data() + i;
    const BoardView board = population.board(i);
    for (int k = 0; k < rows; ++k, out += size) *out = board[sampled[static_cast<std::size_t>(k)]];
  }
  return {sample.data(), static_cast<std::size_t>(size), 1};
}

}  // namespace

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
  const int rows = diversity_rows(n);
  const SampleView sample_view = sampled_rows(population, rows, sample);
  // An integer sum: the same number a sum of doubles gives (every partial sum is an integer below
  // 2^53), without a floating-point add's latency on every step.
  std::int64_t equal_pairs = 0;
  int k = 0;
  for (; k + kRowsAtOnce <= rows; k += kRowsAtOnce) {
    equal_pairs += equal_pairs_of_rows<kRowsAtOnce>(sample_view, k, size, n, column_count.data());
  }
  for (; k < rows; ++k) {
    equal_pairs += equal_pairs_of_rows<1>(sample_view, k, size, n, column_count.data());
  }
  const double pairs = 0.5 * size * (size - 1.0);
  stats.diversity = 1.0 - static_cast<double>(equal_pairs) / pairs / rows;
  return stats;
}

}  // namespace nqga
