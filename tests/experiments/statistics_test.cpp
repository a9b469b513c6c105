// The statistics of `nqga compare` against values computed by R (tests/data/statistics, made by
// make_fixtures.R and cross-checked with SciPy by check_with_scipy.py), against brute force, and
// on hand-worked cases.
#include "statistics/statistics.hpp"

#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <limits>
#include <map>
#include <numeric>
#include <sstream>
#include <string>

#include "run/csv.hpp"
#include "statistics/ert_ratio.hpp"
#include "statistics/restarts.hpp"

namespace nqga {
namespace {

constexpr double kInfinity = std::numeric_limits<double>::infinity();

Table fixture(const std::string& name) {
  return read_table(std::string(NQGA_TEST_DATA) + "/statistics/" + name);
}

// The cell of `column` in `row`, by the column's name.
const std::string& cell(const Table& table, const std::vector<std::string>& row,
                        const std::string& column) {
  const int at = table.column(column);
  EXPECT_GE(at, 0) << "no column " << column;
  return row.at(static_cast<std::size_t>(at));
}

double number(const Table& table, const std::vector<std::string>& row, const std::string& column) {
  return std::stod(cell(table, row, column));
}

std::vector<double> numbers(const std::string& text) {
  std::istringstream in(text);
  std::vector<double> values;
  for (double value; in >> value;) values.push_back(value);
  return values;
}

// Lists of numbers separated by ';'.
std::vector<std::vector<double>> lists(const std::string& text) {
  std::vector<std::vector<double>> result;
  std::stringstream in(text);
  for (std::string part; std::getline(in, part, ';');) result.push_back(numbers(part));
  return result;
}

// Equal within 1e-9 relative (exactly when the reference is 0).
void expect_close(double actual, double expected, const std::string& what) {
  EXPECT_LE(std::abs(actual - expected), 1e-9 * std::abs(expected))
      << what << ": " << actual << " vs " << expected;
}

TEST(AverageRanks, TiesShareTheMeanOfTheirRanks) {
  EXPECT_EQ(average_ranks({3, 1, 4, 1, 5}), (std::vector<double>{3, 1.5, 4, 1.5, 5}));
  EXPECT_EQ(average_ranks({2, 2, 2}), (std::vector<double>{2, 2, 2}));
  EXPECT_EQ(average_ranks({}), std::vector<double>{});
}

// The number of m-subsets of 0..m+n-1 (the positions of sample a in the pooled order) with each
// U, by enumerating them all.
std::vector<MannWhitneyCount> brute_force_counts(int m, int n) {
  std::vector<MannWhitneyCount> counts(static_cast<std::size_t>(m * n) + 1, 0);
  for (unsigned mask = 0; mask < (1u << (m + n)); ++mask) {
    if (__builtin_popcount(mask) != m) continue;
    int u = 0, b_below = 0;  // U of a: pairs with a's value above b's
    for (int position = 0; position < m + n; ++position) {
      if (mask & (1u << position)) {
        u += b_below;
      } else {
        ++b_below;
      }
    }
    ++counts[static_cast<std::size_t>(u)];
  }
  return counts;
}

TEST(MannWhitneyCounts, EqualBruteForceAndSumToTheBinomial) {
  for (int m = 0; m <= 7; ++m) {
    for (int n = 0; n <= 7; ++n) {
      EXPECT_TRUE(mann_whitney_counts(m, n) == brute_force_counts(m, n)) << m << " " << n;
    }
  }
  // C(100, 50) = 100891344545564193334812497256, built as C(k, j) = C(k - 1, j - 1) k / j.
  MannWhitneyCount binomial = 1;
  for (int j = 1; j <= 50; ++j) binomial = binomial * static_cast<unsigned>(50 + j) / j;
  const auto counts = mann_whitney_counts(50, 50);
  MannWhitneyCount total = 0;
  for (std::size_t u = 0; u < counts.size(); ++u) {
    total += counts[u];
    EXPECT_TRUE(counts[u] == counts[counts.size() - 1 - u]) << u;  // symmetric about mn/2
  }
  EXPECT_TRUE(total == binomial);
  EXPECT_EQ(static_cast<std::uint64_t>(binomial >> 64), 5469330747ULL);  // the high word
  EXPECT_THROW(mann_whitney_counts(51, 3), std::invalid_argument);
}

TEST(MannWhitneyU, EqualsR) {
  const Table table = fixture("mann_whitney.csv");
  ASSERT_GE(table.rows.size(), 15u);
  for (const auto& row : table.rows) {
    const std::string name = cell(table, row, "case");
    const auto a = numbers(cell(table, row, "a")), b = numbers(cell(table, row, "b"));
    const MannWhitney test = mann_whitney_u(a, b);
    EXPECT_EQ(test.exact, cell(table, row, "method") == "exact") << name;
    expect_close(test.u, number(table, row, "u"), name + " U");
    expect_close(test.p_value, number(table, row, "p_value"), name + " p");
    expect_close(nqga::a12(a, b), number(table, row, "a12"), name + " A12");
  }
}

TEST(MannWhitneyU, AllValuesEqualGiveNoEvidence) {
  const MannWhitney test = mann_whitney_u({4, 4, 4}, {4, 4});
  EXPECT_EQ(test.u, 3);  // mn / 2
  EXPECT_EQ(test.p_value, 1);
  EXPECT_FALSE(test.exact);
  EXPECT_EQ(nqga::a12({4, 4, 4}, {4, 4}), 0.5);
  EXPECT_THROW(mann_whitney_u({}, {1}), std::invalid_argument);
}

TEST(WilcoxonSignedRank, EqualsR) {
  const Table table = fixture("wilcoxon_signed_rank.csv");
  ASSERT_GE(table.rows.size(), 10u);
  int exact = 0;
  for (const auto& row : table.rows) {
    const std::string name = cell(table, row, "case");
    const SignedRank test =
        wilcoxon_signed_rank(numbers(cell(table, row, "a")), numbers(cell(table, row, "b")));
    EXPECT_EQ(test.exact, cell(table, row, "method") == "exact") << name;
    exact += test.exact;
    expect_close(test.v, number(table, row, "v"), name + " V");
    expect_close(test.p_value, number(table, row, "p_value"), name + " p");
  }
  EXPECT_GE(exact, 4);  // both methods are covered
}

// The sign patterns of 1..n with each rank sum, by enumerating them all.
TEST(WilcoxonSignedRank, ExactCountsEqualBruteForce) {
  for (int n = 0; n <= 12; ++n) {
    std::vector<std::uint64_t> brute(static_cast<std::size_t>(n * (n + 1) / 2) + 1, 0);
    for (unsigned mask = 0; mask < (1u << n); ++mask) {
      int v = 0;
      for (int k = 0; k < n; ++k) v += (mask >> k & 1u) ? k + 1 : 0;
      ++brute[static_cast<std::size_t>(v)];
    }
    EXPECT_EQ(signed_rank_counts(n), brute) << n;
  }
  const auto counts = signed_rank_counts(63);
  std::uint64_t total = 0;
  for (std::uint64_t count : counts) total += count;
  EXPECT_EQ(total, std::uint64_t{1} << 63);
  EXPECT_THROW(signed_rank_counts(64), std::invalid_argument);
}

TEST(WilcoxonSignedRank, ZerosAreDroppedAndAllZerosGiveNoEvidence) {
  const SignedRank same = wilcoxon_signed_rank({1, 2, 3}, {1, 2, 3});
  EXPECT_EQ(same.pairs, 0);
  EXPECT_EQ(same.v, 0);
  EXPECT_EQ(same.p_value, 1);
  // One zero: two pairs count, and the zero forces the normal approximation (as R).
  const SignedRank one_zero = wilcoxon_signed_rank({1, 5, 9}, {1, 2, 3});
  EXPECT_EQ(one_zero.pairs, 2);
  EXPECT_EQ(one_zero.v, 3);
  EXPECT_FALSE(one_zero.exact);
  EXPECT_THROW(wilcoxon_signed_rank({1, 2}, {1}), std::invalid_argument);
}

TEST(Holm, EqualsRAndKeepsTheOrderOfTheRawPValues) {
  const Table table = fixture("holm.csv");
  std::map<std::string, std::pair<std::vector<double>, std::vector<double>>> families;
  for (const auto& row : table.rows) {
    auto& family = families[cell(table, row, "family")];
    family.first.push_back(number(table, row, "p"));
    family.second.push_back(number(table, row, "p_holm"));
  }
  ASSERT_EQ(families.size(), 6u);
  for (const auto& [name, family] : families) {
    const auto adjusted = holm(family.first);
    for (std::size_t i = 0; i < adjusted.size(); ++i) {
      expect_close(adjusted[i], family.second[i], name + " #" + std::to_string(i));
      EXPECT_GE(adjusted[i], family.first[i]) << name;
      EXPECT_LE(adjusted[i], 1) << name;
      for (std::size_t j = 0; j < adjusted.size(); ++j) {
        if (family.first[i] < family.first[j]) {
          EXPECT_LE(adjusted[i], adjusted[j]) << name;
        }
      }
    }
  }
}

TEST(Holm, HandWorkedFamily) {
  // Sorted: 0.005 x 4 = 0.02; 0.01 x 3 = 0.03; 0.03 x 2 = 0.06; 0.04 x 1 = 0.04, raised to 0.06
  // so as not to fall below the step before it.
  const auto adjusted = holm({0.01, 0.04, 0.03, 0.005});
  EXPECT_DOUBLE_EQ(adjusted[0], 0.03);
  EXPECT_DOUBLE_EQ(adjusted[1], 0.06);
  EXPECT_DOUBLE_EQ(adjusted[2], 0.06);
  EXPECT_DOUBLE_EQ(adjusted[3], 0.02);
  EXPECT_EQ(holm({0.7, 0.8}), (std::vector<double>{1, 1}));  // 1.4 capped; 0.8 raised to it
  EXPECT_TRUE(holm({}).empty());
}

TEST(EffectLabel, VarghaDelaneyThresholdsMirrored) {
  EXPECT_STREQ(effect_label(0.5), "negligible");
  EXPECT_STREQ(effect_label(0.55), "negligible");
  EXPECT_STREQ(effect_label(0.45), "negligible");
  EXPECT_STREQ(effect_label(0.56), "small");
  EXPECT_STREQ(effect_label(0.37), "small");
  EXPECT_STREQ(effect_label(0.64), "medium");
  EXPECT_STREQ(effect_label(0.30), "medium");
  EXPECT_STREQ(effect_label(0.71), "large");
  EXPECT_STREQ(effect_label(0.0), "large");
  EXPECT_STREQ(effect_label(1.0), "large");
  // Pairs (1, 2) and (1, 3) won, (3, 2) lost, (3, 3) tied: A12 = (2 + 1/2) / 4.
  EXPECT_DOUBLE_EQ(nqga::a12({1, 3}, {2, 3}), 0.625);
}

TEST(WilsonInterval, EqualsR) {
  const Table table = fixture("wilson.csv");
  ASSERT_EQ(table.rows.size(), 7u);
  for (const auto& row : table.rows) {
    const int successes = static_cast<int>(number(table, row, "successes"));
    const int trials = static_cast<int>(number(table, row, "trials"));
    const Interval interval = wilson_interval(successes, trials);
    const std::string name = std::to_string(successes) + "/" + std::to_string(trials);
    expect_close(interval.low, number(table, row, "low"), name + " low");
    expect_close(interval.high, number(table, row, "high"), name + " high");
  }
  const Interval none = wilson_interval(0, 0);
  EXPECT_EQ(none.low, 0);
  EXPECT_EQ(none.high, 1);
}

TEST(SuccessDifferenceInterval, NewcombesPublishedExamples) {
  // Newcombe (1998), Table II, method 10, to the 4 decimals printed there.
  struct Example {
    int sa, na, sb, nb;
    double low, high;
  };
  for (const Example& e : {Example{56, 70, 48, 80, 0.0524, 0.3339},
                           {9, 10, 3, 10, 0.1705, 0.8090},
                           {5, 56, 0, 29, -0.0381, 0.1926},
                           {0, 10, 0, 20, -0.1611, 0.2775},
                           {0, 10, 0, 10, -0.2775, 0.2775},
                           {10, 10, 0, 20, 0.6791, 1.0},
                           {10, 10, 0, 10, 0.6075, 1.0}}) {
    const Interval interval = success_difference_interval(e.sa, e.na, e.sb, e.nb);
    EXPECT_NEAR(interval.low, e.low, 5e-5) << e.sa << "/" << e.na << " - " << e.sb << "/" << e.nb;
    EXPECT_NEAR(interval.high, e.high, 5e-5) << e.sa << "/" << e.na << " - " << e.sb << "/" << e.nb;
  }
  EXPECT_THROW(success_difference_interval(1, 0, 1, 2), std::invalid_argument);
}

TEST(ExpectedRunningTime, AllWorkOverTheSuccesses) {
  EXPECT_EQ(expected_running_time({{10, true}, {30, false}}), 40);
  EXPECT_EQ(expected_running_time({{10, true}, {30, false}, {20, true}}), 30);
  EXPECT_EQ(expected_running_time({{10, false}}), kInfinity);
}

TEST(BootstrapErtInterval, RepeatsForASeedAndHandCases) {
  const std::vector<Attempt> runs{{376, true},  {420, true}, {5000, false}, {390, true},
                                  {610, true},  {512, true}, {5000, false}, {450, true},
                                  {1020, true}, {300, true}};
  Rng first(7), again(7), other(8);
  const Interval a = bootstrap_ert_interval(runs, 2000, first);
  const Interval b = bootstrap_ert_interval(runs, 2000, again);
  const Interval c = bootstrap_ert_interval(runs, 2000, other);
  EXPECT_EQ(a.low, b.low);
  EXPECT_EQ(a.high, b.high);
  EXPECT_NE(a.low, c.low);  // another stream, another interval
  const double ert = expected_running_time(runs);
  EXPECT_LT(a.low, ert);
  EXPECT_GT(a.high, ert);
  // One success of work 10 and one failure of 30: resamples give ERT 10 (both draws the success,
  // probability 1/4), 40 (1/2) or infinity (1/4); so the 2.5% quantile is 10 and the 97.5% one
  // infinite.
  Rng rng(1);
  const Interval hand = bootstrap_ert_interval({{10, true}, {30, false}}, 2000, rng);
  EXPECT_EQ(hand.low, 10);
  EXPECT_EQ(hand.high, kInfinity);
  const Interval alike = bootstrap_ert_interval({{5, true}, {5, true}, {5, true}}, 100, rng);
  EXPECT_EQ(alike.low, 5);
  EXPECT_EQ(alike.high, 5);
  EXPECT_THROW(bootstrap_ert_interval({}, 10, rng), std::invalid_argument);
}

TEST(BootstrapMeanInterval, RepeatsForASeedAndHandCases) {
  const std::vector<double> values{3, 1, 4, 1, 5, 9, 2, 6, 5, 3};  // mean 3.9
  Rng first(7), again(7);
  const Interval a = bootstrap_mean_interval(values, 2000, first);
  const Interval b = bootstrap_mean_interval(values, 2000, again);
  EXPECT_EQ(a.low, b.low);
  EXPECT_EQ(a.high, b.high);
  EXPECT_LT(a.low, 3.9);
  EXPECT_GT(a.high, 3.9);
  // Two values, 0 and 2: a resample's mean is 0 (probability 1/4), 1 (1/2) or 2 (1/4), so the
  // 2.5% quantile is 0 and the 97.5% one 2.
  Rng rng(1);
  const Interval hand = bootstrap_mean_interval({0, 2}, 2000, rng);
  EXPECT_EQ(hand.low, 0);
  EXPECT_EQ(hand.high, 2);
  const Interval alike = bootstrap_mean_interval({5, 5, 5}, 100, rng);
  EXPECT_EQ(alike.low, 5);
  EXPECT_EQ(alike.high, 5);
  EXPECT_THROW(bootstrap_mean_interval({}, 10, rng), std::invalid_argument);
}

// The bounds are the order statistics l and N + 1 - l, l = qbinom(0.025, N, 0.5) in R:
// for (n in c(5, 6, 7, 10, 20, 30, 100, 1000, 2000, 5000)) cat(qbinom(0.025, n, 0.5)), whose
// 2000 and 5000 need P(X = l) past 2^-N's underflow.
TEST(MedianInterval, OrderStatisticsAtRsBinomialQuantile) {
  const std::vector<std::pair<int, int>> n_and_l{{6, 1},      {7, 1},      {10, 2},
                                                 {20, 6},     {30, 10},    {100, 40},
                                                 {1000, 469}, {2000, 956}, {5000, 2431}};
  for (const auto& [n, l] : n_and_l) {
    std::vector<double> sorted(static_cast<std::size_t>(n));
    std::iota(sorted.begin(), sorted.end(), 1.0);
    const Interval interval = median_interval(sorted);
    EXPECT_EQ(interval.low, l) << n;
    EXPECT_EQ(interval.high, n + 1 - l) << n;
  }
  const Interval five = median_interval({1, 2, 3, 4, 5});  // qbinom(0.025, 5, 0.5) = 0
  EXPECT_TRUE(std::isnan(five.low) && std::isnan(five.high));
  EXPECT_TRUE(std::isnan(median_interval({}).low));
}

TEST(Friedman, EqualsR) {
  const Table table = fixture("friedman.csv");
  ASSERT_EQ(table.rows.size(), 4u);
  for (const auto& row : table.rows) {
    const std::string name = cell(table, row, "case");
    const OmnibusTest test = friedman(lists(cell(table, row, "blocks")));
    expect_close(test.statistic, number(table, row, "statistic"), name + " statistic");
    EXPECT_EQ(test.df, static_cast<int>(number(table, row, "df"))) << name;
    expect_close(test.p_value, number(table, row, "p_value"), name + " p");
  }
}

TEST(Friedman, AverageRanksAndDegenerateBlocks) {
  const OmnibusTest test = friedman({{1, 2, 3}, {2, 1, 3}, {1, 3, 2}, {1, 2, 3}});
  EXPECT_EQ(test.average_ranks, (std::vector<double>{1.25, 2, 2.75}));
  const OmnibusTest tied = friedman({{4, 4}, {1, 1}});  // R: NaN
  EXPECT_EQ(tied.statistic, 0);
  EXPECT_EQ(tied.p_value, 1);
  EXPECT_THROW(friedman({{1, 2}, {1, 2, 3}}), std::invalid_argument);
  EXPECT_THROW(friedman({{1}, {2}}), std::invalid_argument);
}

TEST(KruskalWallis, EqualsR) {
  const Table table = fixture("kruskal.csv");
  ASSERT_EQ(table.rows.size(), 4u);
  for (const auto& row : table.rows) {
    const std::string name = cell(table, row, "case");
    const OmnibusTest test = kruskal_wallis(lists(cell(table, row, "samples")));
    expect_close(test.statistic, number(table, row, "statistic"), name + " statistic");
    EXPECT_EQ(test.df, static_cast<int>(number(table, row, "df"))) << name;
    expect_close(test.p_value, number(table, row, "p_value"), name + " p");
  }
}

TEST(KruskalWallis, AverageRanksAndAllEqual) {
  const OmnibusTest test = kruskal_wallis({{1, 2}, {3, 4, 5}});
  EXPECT_EQ(test.average_ranks, (std::vector<double>{1.5, 4}));
  const OmnibusTest equal = kruskal_wallis({{2, 2}, {2}});  // SciPy refuses, R gives NaN
  EXPECT_EQ(equal.statistic, 0);
  EXPECT_EQ(equal.p_value, 1);
  EXPECT_THROW(kruskal_wallis({{1, 2}}), std::invalid_argument);
  EXPECT_THROW(kruskal_wallis({{1, 2}, {}}), std::invalid_argument);
}

// Runs from the fixture's lists of work and of 1/0 for solved.
std::vector<Attempt> attempts(const std::string& work, const std::string& solved) {
  std::vector<Attempt> runs;
  const auto flags = numbers(solved);
  for (const double w : numbers(work)) runs.push_back({w, flags.at(runs.size()) == 1});
  return runs;
}

// Equal to 1e-12 relative, or the same infinity.
void expect_equal_to_r(double actual, double expected, const std::string& what) {
  if (std::isinf(expected) || expected == 0) {
    EXPECT_EQ(actual, expected) << what;
  } else {
    EXPECT_LE(std::abs(actual - expected), 1e-12 * std::abs(expected))
        << what << ": " << actual << " vs " << expected;
  }
}

TEST(ErtRatio, BootstrapIntervalEqualsREnumeratingEveryResample) {
  const Table table = fixture("ert_ratio.csv");
  ASSERT_EQ(table.rows.size(), 3u);
  for (const auto& row : table.rows) {
    const std::string name = cell(table, row, "case");
    const auto a = attempts(cell(table, row, "a_work"), cell(table, row, "a_solved"));
    const auto b = attempts(cell(table, row, "b_work"), cell(table, row, "b_solved"));
    expect_equal_to_r(ert_ratio(a, b), number(table, row, "ratio"), name + " ratio");
    // With 50,000 resamples the share below a quantile's value strays from its probability by
    // about 0.0007; R's margins keep the 2.5% and 97.5% points 6 such errors inside the atom.
    for (const char* side : {"low", "high"}) {
      const double p = side == std::string("low") ? 0.025 : 0.975;
      EXPECT_LT(number(table, row, std::string("below_") + side), p - 0.004) << name;
      EXPECT_GT(number(table, row, std::string("upto_") + side), p + 0.004) << name;
    }
    Rng rng(11);
    const Interval interval = bootstrap_ert_ratio_interval(a, b, 50000, rng);
    expect_equal_to_r(interval.low, number(table, row, "low"), name + " low");
    expect_equal_to_r(interval.high, number(table, row, "high"), name + " high");
  }
  EXPECT_TRUE(std::isnan(ert_ratio({{1, false}}, {{2, false}})));
  Rng rng(1);
  EXPECT_THROW(bootstrap_ert_ratio_interval({}, {{1, true}}, 10, rng), std::invalid_argument);
}

}  // namespace
}  // namespace nqga

namespace nqga {
namespace {

// Runs of 10 (unsolved) and 2 (solved): a simulated restart's work is 10 K + 2 with K failures
// first, K geometric with P(K = k) = 2^-(k+1). Its mean is the ERT, (10 + 2) / 1 = 12 (the
// sample mean of 1000 within 4 standard errors: 10 sqrt(2 / 1000) each); P(K = 0) = 0.5, so the
// 10 % quantile is 2; P(K <= 2) = 0.875 < 0.9 < 0.9375 = P(K <= 3), so the 90 % quantile is 32.
TEST(SimulatedRestarts, TheRuntimeOfRestartsAgainstItsDistribution) {
  Rng rng(7);
  const RestartRuntimes r = simulated_restarts({{10, false}, {2, true}}, 1000, rng);
  EXPECT_NEAR(r.mean, 12, 4 * 10 * std::sqrt(2.0 / 1000));
  EXPECT_EQ(r.q10, 2);
  EXPECT_EQ(r.q90, 32);
  EXPECT_TRUE(std::isinf(simulated_restarts({{10, false}}, 10, rng).mean));  // never solves
  EXPECT_TRUE(std::isnan(simulated_restarts({}, 10, rng).q90));
}

}  // namespace
}  // namespace nqga
