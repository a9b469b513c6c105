// population_stats' diversity against its definition, the mean over all pairs of individuals of
// the share of (sampled) rows on which they differ, by the O(size^2 rows) pair loop: for n <= 64
// every row, above 64 evenly spaced ones; populations converged (many share a column) and not;
// the sampled rows read from the boards, or from the table that keeps them (n >= 512).
#include <gtest/gtest.h>

#include <algorithm>
#include <vector>

#include "evaluation/population.hpp"

namespace nqga {
namespace {

double diversity_by_pairs(const Population& p) {
  const int n = p.n(), rows = std::min(n, 64);
  double differ = 0, pairs = 0;
  for (int a = 0; a < p.size(); ++a) {
    for (int b = a + 1; b < p.size(); ++b) {
      for (int k = 0; k < rows; ++k) {
        const auto r = static_cast<std::size_t>(std::int64_t{k} * n / rows);
        differ += p.board(a)[r] != p.board(b)[r];
      }
      ++pairs;
    }
  }
  return differ / pairs / rows;
}

TEST(PopulationStats, DiversityIsTheMeanShareOfRowsOnWhichPairsDiffer) {
  Rng rng(3);
  // n below 4 rows, at 64 (every row, counters zeroed whole), above (64 sampled rows, counters
  // zeroed one by one).
  for (const int n : {3, 5, 64, 300, 1000}) {
    for (const int size : {2, 7, 20}) {
      for (const auto& [converged, kept] : {std::pair{false, false}, {true, false}, {true, true}}) {
        Population p(size, n);
        for (int i = 0; i < size; ++i) {
          shuffle_board(p.board(i), rng);
          if (converged && i % 4 != 0) p.genes.row(i) = p.genes.row(0);
          if (kept) p.diagonals.count(i, p.board(i));
        }
        ASSERT_EQ(p.diagonals.sample(0) != nullptr, kept && n >= 512);
        p.conflicts.setZero();
        std::vector<std::uint32_t> counts(4 * static_cast<std::size_t>(n));
        Board sample;
        const PopulationStats stats = population_stats(p, counts, sample);
        EXPECT_NEAR(stats.diversity, diversity_by_pairs(p), 1e-12)
            << "n " << n << " size " << size << (converged ? " converged" : "");
        EXPECT_TRUE(std::all_of(counts.begin(), counts.end(), [](auto c) { return c == 0; }));
      }
    }
  }
}

}  // namespace
}  // namespace nqga
