#include "operators/selection.hpp"

#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <vector>

#include "evaluation/fitness.hpp"

namespace nqga {
namespace {

std::vector<int> pick_counts(const std::vector<int>& picks, int size) {
  std::vector<int> counts(size);
  for (int p : picks) ++counts[p];
  return counts;
}

TEST(Roulette, PicksInProportionToWeight) {
  Eigen::VectorXd weights(5);
  weights << 1, 2, 3, 4, 0;
  Rng rng(11);
  Workspace ws(1);
  std::vector<int> picks(100000);
  roulette(weights, rng, picks, ws);
  const auto counts = pick_counts(picks, 5);
  for (int i = 0; i < 5; ++i) {
    const double p = weights[i] / weights.sum(), m = picks.size();
    // Binomial(m, p): 5 standard deviations fail a correct roulette about once in 3.5 million.
    EXPECT_NEAR(counts[i], m * p, 5 * std::sqrt(m * p * (1 - p)) + 1e-9) << "individual " << i;
  }
  EXPECT_EQ(counts[4], 0);
}

// Each pick is the first individual whose running sum of weights exceeds the drawn point (the
// wheel by std::upper_bound), for every population size up to 70 (each depth of the search),
// weights with zeros (equal running sums).
TEST(Roulette, EachPickIsTheFirstRunningSumAboveItsPoint) {
  Rng weigh(13);
  for (int size = 1; size <= 70; ++size) {
    Eigen::VectorXd weights(size);
    for (int i = 0; i < size; ++i) weights[i] = (i % 3 == 1) ? 0.0 : uniform_real(weigh);
    weights[0] = 1.0;
    std::vector<double> cumulative;
    double total = 0;
    for (int i = 0; i < size; ++i) cumulative.push_back(total += weights[i]);
    Rng rng(static_cast<std::uint64_t>(size)), replay(static_cast<std::uint64_t>(size));
    Workspace ws(1);
    std::vector<int> picks(500);
    roulette(weights, rng, picks, ws);
    for (const int pick : picks) {
      const double point = uniform_real(replay) * total;
      const auto above = std::upper_bound(cumulative.begin(), cumulative.end(), point);
      ASSERT_EQ(pick, std::min<int>(static_cast<int>(above - cumulative.begin()), size - 1))
          << "size " << size;
    }
  }
}

TEST(Sus, PicksTheFloorOrCeilingOfTheExpectedCount) {
  Eigen::VectorXd weights(6);
  weights << 0.5, 3, 1.25, 0, 2, 5.25;  // sum 12
  Rng rng(12);
  Workspace ws(1);
  for (int trial = 0; trial < 1000; ++trial) {
    std::vector<int> picks(24);
    sus(weights, rng, picks, ws);
    const auto counts = pick_counts(picks, 6);
    for (int i = 0; i < 6; ++i) {
      const double expected = 24 * weights[i] / 12;
      ASSERT_GE(counts[i], std::floor(expected)) << "individual " << i;
      ASSERT_LE(counts[i], std::ceil(expected)) << "individual " << i;
    }
  }
}

TEST(Sus, PicksInProportionToWeightOnAverage) {
  Eigen::VectorXd weights(3);
  weights << 1, 1, 2;
  Rng rng(13);
  Workspace ws(1);
  std::vector<int> total(3);
  for (int trial = 0; trial < 20000; ++trial) {
    std::vector<int> picks(3);  // 0.75, 0.75, 1.5 expected each call
    sus(weights, rng, picks, ws);
    for (int p : picks) ++total[p];
  }
  // Each call gives individual 0 either 0 or 1 picks: Bernoulli(0.75) per call.
  EXPECT_NEAR(total[0], 15000, 5 * std::sqrt(20000 * 0.75 * 0.25));
  EXPECT_NEAR(total[2], 30000, 5 * std::sqrt(20000 * 0.5 * 0.5));
}

TEST(Tournament, PickProbabilityMatchesTheOrderStatistic) {
  // With distinct weights the i-th worst of N wins a k-tournament with probability
  // (i^k - (i-1)^k) / N^k (with replacement).
  Eigen::VectorXd weights(4);
  weights << 10, 20, 30, 40;
  Rng rng(14);
  std::vector<int> picks(64000);
  tournament(weights, 2, rng, picks);
  const auto counts = pick_counts(picks, 4);
  for (int i = 1; i <= 4; ++i) {
    const double p = (i * i - (i - 1) * (i - 1)) / 16.0, m = picks.size();
    EXPECT_NEAR(counts[i - 1], m * p, 5 * std::sqrt(m * p * (1 - p)));
  }
}

TEST(FitnessWeights, TransformsAndScalings) {
  ConflictVector conflicts(4);
  conflicts << 0, 1, 3, 3;
  Eigen::VectorXd w;
  std::vector<int> order;
  fitness_weights(conflicts, 4, FitnessTransform::kPairs, Scaling::kNone, w, order);
  EXPECT_EQ(w, Eigen::Vector4d(6, 5, 3, 3));
  fitness_weights(conflicts, 4, FitnessTransform::kInverse, Scaling::kNone, w, order);
  EXPECT_EQ(w, Eigen::Vector4d(1, 0.5, 0.25, 0.25));
  fitness_weights(conflicts, 4, FitnessTransform::kPairs, Scaling::kRank, w, order);
  EXPECT_EQ(w, Eigen::Vector4d(4, 3, 1.5, 1.5));
  // Linear: mean 4.25, best 6 -> a = (2 - 1) 4.25 / (6 - 4.25), b = 4.25 (1 - a): the best
  // becomes 8.5 = 2 x mean, the worst 3 a + b = 1.21 stays positive.
  fitness_weights(conflicts, 4, FitnessTransform::kPairs, Scaling::kLinear, w, order);
  const double a = 4.25 / 1.75, b = 4.25 * (1 - a);
  EXPECT_TRUE(w.isApprox(Eigen::Vector4d(6 * a + b, 5 * a + b, 3 * a + b, 3 * a + b)));
  EXPECT_NEAR(w[0], 8.5, 1e-12);
  EXPECT_NEAR(w.mean(), 4.25, 1e-12);
  // Weights 6 6 6 0: a = 3, b = -9 would make the worst -9, so it is pinned to 0 (a = 1, b = 0).
  ConflictVector one_bad(4);
  one_bad << 0, 0, 0, 6;
  fitness_weights(one_bad, 4, FitnessTransform::kPairs, Scaling::kLinear, w, order);
  EXPECT_TRUE(w.isApprox(Eigen::Vector4d(6, 6, 6, 0))) << w.transpose();
  // Sigma: mean 4.25, std sqrt(1.6875); weights f - (mean - 2 std).
  fitness_weights(conflicts, 4, FitnessTransform::kPairs, Scaling::kSigma, w, order);
  const double floor = 4.25 - 2 * std::sqrt(1.6875);
  EXPECT_TRUE(w.isApprox(Eigen::Vector4d(6 - floor, 5 - floor, 3 - floor, 3 - floor)));
}

TEST(FitnessWeights, AllEqualFallsBackToUniform) {
  ConflictVector conflicts = ConflictVector::Constant(3, 2);
  Eigen::VectorXd w;
  std::vector<int> order;
  fitness_weights(conflicts, 3, FitnessTransform::kPairs, Scaling::kSigma, w, order);
  EXPECT_EQ(w, Eigen::Vector3d(1, 1, 1));
}

}  // namespace
}  // namespace nqga
