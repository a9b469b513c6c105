#include "statistics/statistics.hpp"

#include <algorithm>
#include <boost/math/distributions/chi_squared.hpp>
#include <boost/math/distributions/normal.hpp>
#include <cmath>
#include <limits>
#include <numeric>
#include <stdexcept>
#include <string>

namespace nqga {

namespace {

// Ranks with ties averaged, and the tie term sum(t^3 - t) over the groups of t equal values that
// the variance corrections need. O(N log N).
struct Ranking {
  std::vector<double> ranks;
  double tie_term = 0;
};

Ranking rank_with_ties(const std::vector<double>& values) {
  std::vector<std::size_t> order(values.size());
  std::iota(order.begin(), order.end(), 0);
  std::sort(order.begin(), order.end(),
            [&](std::size_t x, std::size_t y) { return values[x] < values[y]; });
  Ranking ranking{std::vector<double>(values.size()), 0};
  for (std::size_t first = 0; first < order.size();) {
    std::size_t last = first + 1;
    while (last < order.size() && values[order[last]] == values[order[first]]) ++last;
    // Positions first..last-1 hold equal values: ranks first+1..last, averaged.
    const double rank = 0.5 * static_cast<double>(first + 1 + last);
    for (std::size_t i = first; i < last; ++i) ranking.ranks[order[i]] = rank;
    const auto t = static_cast<double>(last - first);
    ranking.tie_term += t * t * t - t;
    first = last;
  }
  return ranking;
}

// The pooled ranking of a followed by b, and U of a from its rank sum.
struct PooledU {
  double u = 0, tie_term = 0;
};

PooledU pooled_u(const std::vector<double>& a, const std::vector<double>& b) {
  if (a.empty() || b.empty()) {
    throw std::invalid_argument("a rank comparison needs at least one value on each side, got " +
                                std::to_string(a.size()) + " and " + std::to_string(b.size()));
  }
  std::vector<double> pooled = a;
  pooled.insert(pooled.end(), b.begin(), b.end());
  const Ranking ranking = rank_with_ties(pooled);
  const double rank_sum_a = std::accumulate(
      ranking.ranks.begin(), ranking.ranks.begin() + static_cast<std::ptrdiff_t>(a.size()), 0.0);
  const auto m = static_cast<double>(a.size());
  return {rank_sum_a - m * (m + 1) / 2, ranking.tie_term};
}

double upper_normal_tail(double z) {
  return boost::math::cdf(boost::math::complement(boost::math::normal(), z));
}

double upper_chi_squared_tail(double statistic, int df) {
  return boost::math::cdf(
      boost::math::complement(boost::math::chi_squared(static_cast<double>(df)), statistic));
}

constexpr int kExactLimit = 50;  // the most values on either side for the exact distribution

// The null distribution for sample sizes m and n, kept for the next test on this thread: the
// points of a sweep share their sizes, so comparing all their pairs counts it once, not once a
// pair (19,900 pairs of 50 runs: 3.4 s without it, 1.0 s with). It changes no result.
const std::vector<MannWhitneyCount>& counts_for(int m, int n) {
  thread_local int cached_m = -1, cached_n = -1;
  thread_local std::vector<MannWhitneyCount> cached;
  if (m != cached_m || n != cached_n) {
    cached = mann_whitney_counts(m, n);
    cached_m = m;
    cached_n = n;
  }
  return cached;
}

// Two-sided p-value of U from the exact null distribution (no ties: U is whole). O(mn) once the
// distribution is counted.
double exact_p_value(double u, int m, int n) {
  const std::vector<MannWhitneyCount>& counts = counts_for(m, n);
  const auto larger = static_cast<std::size_t>(std::max(u, static_cast<double>(m) * n - u));
  MannWhitneyCount tail = 0, total = 0;
  for (std::size_t k = 0; k < counts.size(); ++k) {
    total += counts[k];
    if (k >= larger) tail += counts[k];
  }
  return std::min(1.0, 2 * static_cast<double>(tail) / static_cast<double>(total));
}

// Two-sided p-value of U from the normal approximation with tie and continuity corrections.
double normal_p_value(double u, double tie_term, int m, int n) {
  const double mn = static_cast<double>(m) * n, total = m + n;
  const double variance = mn / 12 * ((total + 1) - tie_term / (total * (total - 1)));
  if (variance <= 0) return 1;  // all values equal
  const double z = (std::max(u, mn - u) - mn / 2 - 0.5) / std::sqrt(variance);
  return std::min(1.0, 2 * upper_normal_tail(z));
}

}  // namespace

double quantile(const std::vector<double>& sorted, double q) {
  if (sorted.empty()) return std::numeric_limits<double>::quiet_NaN();
  const double position = q * static_cast<double>(sorted.size() - 1);
  const auto below = static_cast<std::size_t>(std::floor(position));
  const std::size_t above = std::min(below + 1, sorted.size() - 1);
  const double fraction = position - static_cast<double>(below);
  // Equal neighbours, infinite ones included, need no interpolation (inf - inf is NaN).
  if (fraction == 0 || sorted[below] == sorted[above]) return sorted[below];
  return sorted[below] + fraction * (sorted[above] - sorted[below]);
}

std::vector<double> average_ranks(const std::vector<double>& values) {
  return rank_with_ties(values).ranks;
}

std::vector<MannWhitneyCount> mann_whitney_counts(int m, int n) {
  if (m < 0 || n < 0 || m > kExactLimit || n > kExactLimit) {
    throw std::invalid_argument("the exact Mann-Whitney distribution takes sample sizes 0.." +
                                std::to_string(kExactLimit) + ", got " + std::to_string(m) +
                                " and " + std::to_string(n));
  }
  const int small = std::min(m, n), large = std::max(m, n);
  const auto degree = static_cast<std::size_t>(small) * static_cast<std::size_t>(large);
  std::vector<MannWhitneyCount> counts(degree + 1, 0);
  counts[0] = 1;
  // Arithmetic modulo 2^128 is exact here: the final coefficients are below 2^97, so values
  // that wrap around on the way (after a multiplication, before its division) come back.
  for (int k = 1; k <= small; ++k) {
    const auto up = static_cast<std::size_t>(large + k), down = static_cast<std::size_t>(k);
    for (std::size_t u = degree; u >= up; --u) counts[u] -= counts[u - up];      // x (1 - q^(n+k))
    for (std::size_t u = down; u <= degree; ++u) counts[u] += counts[u - down];  // / (1 - q^k)
  }
  return counts;
}

MannWhitney mann_whitney_u(const std::vector<double>& a, const std::vector<double>& b) {
  const PooledU pooled = pooled_u(a, b);
  const int m = static_cast<int>(a.size()), n = static_cast<int>(b.size());
  MannWhitney result;
  result.u = pooled.u;
  result.exact = pooled.tie_term == 0 && m <= kExactLimit && n <= kExactLimit;
  result.p_value = result.exact ? exact_p_value(pooled.u, m, n)
                                : normal_p_value(pooled.u, pooled.tie_term, m, n);
  return result;
}

std::vector<std::uint64_t> signed_rank_counts(int n) {
  if (n < 0 || n > 63) {
    throw std::invalid_argument("the exact signed-rank distribution takes 0..63 pairs, got " +
                                std::to_string(n));
  }
  const auto most = static_cast<std::size_t>(n) * static_cast<std::size_t>(n + 1) / 2;
  std::vector<std::uint64_t> counts(most + 1, 0);
  counts[0] = 1;
  for (std::size_t k = 1; k <= static_cast<std::size_t>(n); ++k) {
    for (std::size_t v = most; v >= k; --v) counts[v] += counts[v - k];  // x (1 + q^k)
  }
  return counts;
}

namespace {

constexpr int kSignedRankExactBelow = 50;  // R's default: exact for fewer pairs (no ties, zeros)

// R's two-sided exact p: twice the tail on V's side of the mean n(n+1)/4, at most 1.
double exact_signed_rank_p(double v, int n) {
  const std::vector<std::uint64_t> counts = signed_rank_counts(n);
  const auto whole = static_cast<std::size_t>(v);
  const bool upper = v > static_cast<double>(n) * (n + 1) / 4;
  double tail = 0, total = 0;
  for (std::size_t k = 0; k < counts.size(); ++k) {
    total += static_cast<double>(counts[k]);
    if (upper ? k >= whole : k <= whole) tail += static_cast<double>(counts[k]);
  }
  return std::min(1.0, 2 * tail / total);
}

// R's normal approximation: tie-corrected variance, continuity correction of 1/2 towards the mean.
double normal_signed_rank_p(double v, double tie_term, int n) {
  const double pairs = n, z = v - pairs * (pairs + 1) / 4;
  const double sigma = std::sqrt(pairs * (pairs + 1) * (2 * pairs + 1) / 24 - tie_term / 48);
  if (sigma <= 0) return 1;  // no pair left
  const double corrected = (z - (z > 0 ? 0.5 : z < 0 ? -0.5 : 0.0)) / sigma;
  return std::min(1.0, 2 * upper_normal_tail(std::abs(corrected)));
}

}  // namespace

SignedRank wilcoxon_signed_rank(const std::vector<double>& a, const std::vector<double>& b) {
  if (a.size() != b.size()) {
    throw std::invalid_argument("a signed-rank test needs pairs, got " + std::to_string(a.size()) +
                                " and " + std::to_string(b.size()) + " values");
  }
  std::vector<double> differences;
  for (std::size_t i = 0; i < a.size(); ++i) {
    if (a[i] != b[i]) differences.push_back(a[i] - b[i]);
  }
  std::vector<double> magnitudes;
  for (double d : differences) magnitudes.push_back(std::abs(d));
  const Ranking ranking = rank_with_ties(magnitudes);
  SignedRank result;
  result.pairs = static_cast<int>(differences.size());
  for (std::size_t i = 0; i < differences.size(); ++i) {
    if (differences[i] > 0) result.v += ranking.ranks[i];
  }
  const bool zeros = differences.size() < a.size();
  result.exact = result.pairs < kSignedRankExactBelow && ranking.tie_term == 0 && !zeros;
  result.p_value = result.exact ? exact_signed_rank_p(result.v, result.pairs)
                                : normal_signed_rank_p(result.v, ranking.tie_term, result.pairs);
  return result;
}

std::vector<double> holm(const std::vector<double>& p_values) {
  std::vector<std::size_t> order(p_values.size());
  std::iota(order.begin(), order.end(), 0);
  std::stable_sort(order.begin(), order.end(),
                   [&](std::size_t x, std::size_t y) { return p_values[x] < p_values[y]; });
  std::vector<double> adjusted(p_values.size());
  double running_max = 0;
  const auto k = static_cast<double>(p_values.size());
  for (std::size_t i = 0; i < order.size(); ++i) {
    const double scaled = std::min(1.0, (k - static_cast<double>(i)) * p_values[order[i]]);
    running_max = std::max(running_max, scaled);
    adjusted[order[i]] = running_max;
  }
  return adjusted;
}

double a12(const std::vector<double>& a, const std::vector<double>& b) {
  const double pairs = static_cast<double>(a.size()) * static_cast<double>(b.size());
  return (pairs - pooled_u(a, b).u) / pairs;
}

const char* effect_label(double a12) {
  const double size = std::max(a12, 1 - a12);
  if (size < 0.56) return "negligible";
  if (size < 0.64) return "small";
  if (size < 0.71) return "medium";
  return "large";
}

Interval wilson_interval(int successes, int trials) {
  if (trials <= 0) return {0, 1};
  static const double z = boost::math::quantile(boost::math::normal(), 0.975);
  const double n = trials, p = successes / n, z2 = z * z;
  const double center = (p + z2 / (2 * n)) / (1 + z2 / n);
  const double half = z * std::sqrt(p * (1 - p) / n + z2 / (4 * n * n)) / (1 + z2 / n);
  return {successes == 0 ? 0 : std::max(0.0, center - half),
          successes == trials ? 1 : std::min(1.0, center + half)};
}

Interval success_difference_interval(int successes_a, int trials_a, int successes_b, int trials_b) {
  if (trials_a <= 0 || trials_b <= 0) {
    throw std::invalid_argument("a success-rate difference needs runs on both sides");
  }
  const double pa = static_cast<double>(successes_a) / trials_a,
               pb = static_cast<double>(successes_b) / trials_b;
  const Interval a = wilson_interval(successes_a, trials_a),
                 b = wilson_interval(successes_b, trials_b);
  return {pa - pb - std::hypot(pa - a.low, b.high - pb),
          pa - pb + std::hypot(a.high - pa, pb - b.low)};
}

double expected_running_time(const std::vector<Attempt>& runs) {
  double work = 0;
  int successes = 0;
  for (const Attempt& run : runs) {
    work += run.work;
    successes += run.solved;
  }
  return successes ? work / successes : std::numeric_limits<double>::infinity();
}

Interval bootstrap_ert_interval(const std::vector<Attempt>& runs, int resamples, Rng& rng) {
  if (runs.empty() || resamples < 1) {
    throw std::invalid_argument("a bootstrap interval needs runs and at least one resample");
  }
  std::vector<double> erts(static_cast<std::size_t>(resamples));
  std::vector<Attempt> resample(runs.size());
  for (double& ert : erts) {
    for (Attempt& run : resample) run = runs[uniform_below(rng, runs.size())];
    ert = expected_running_time(resample);
  }
  std::sort(erts.begin(), erts.end());
  return {quantile(erts, 0.025), quantile(erts, 0.975)};
}

Interval bootstrap_mean_interval(const std::vector<double>& values, int resamples, Rng& rng) {
  if (values.empty() || resamples < 1) {
    throw std::invalid_argument("a bootstrap interval needs values and at least one resample");
  }
  std::vector<double> means(static_cast<std::size_t>(resamples));
  for (double& mean : means) {
    double sum = 0;
    for (std::size_t i = 0; i < values.size(); ++i)
      sum += values[uniform_below(rng, values.size())];
    mean = sum / static_cast<double>(values.size());
  }
  std::sort(means.begin(), means.end());
  return {quantile(means, 0.025), quantile(means, 0.975)};
}

Interval median_interval(const std::vector<double>& sorted) {
  const auto n = static_cast<int>(sorted.size());
  // l: the smallest count with P(X <= l) >= 0.025, X ~ Binomial(n, 1/2); each P(X = l) from its
  // logarithm, since 2^-n underflows past n = 1074 (the terms that underflow add nothing).
  const auto log_term = [n](int l) {
    return std::lgamma(n + 1.0) - std::lgamma(l + 1.0) - std::lgamma(n - l + 1.0) -
           n * std::log(2.0);
  };
  double below = 0;
  int l = 0;
  while (l < n && (below += std::exp(log_term(l))) < 0.025) ++l;
  if (l == 0) return {NAN, NAN};
  return {sorted[static_cast<std::size_t>(l - 1)], sorted[static_cast<std::size_t>(n - l)]};
}

OmnibusTest friedman(const std::vector<std::vector<double>>& blocks) {
  const std::size_t k = blocks.empty() ? 0 : blocks.front().size();
  if (k < 2) throw std::invalid_argument("Friedman's test needs at least two treatments");
  std::vector<double> rank_sums(k, 0);
  double tie_term = 0;
  for (const auto& block : blocks) {
    if (block.size() != k) {
      throw std::invalid_argument("Friedman's test needs every block to hold " + std::to_string(k) +
                                  " values, got " + std::to_string(block.size()));
    }
    const Ranking ranking = rank_with_ties(block);
    for (std::size_t j = 0; j < k; ++j) rank_sums[j] += ranking.ranks[j];
    tie_term += ranking.tie_term;
  }
  const auto b = static_cast<double>(blocks.size()), kd = static_cast<double>(k);
  OmnibusTest test;
  test.df = static_cast<int>(k) - 1;
  double spread = 0;
  for (double sum : rank_sums) {
    spread += (sum - b * (kd + 1) / 2) * (sum - b * (kd + 1) / 2);
    test.average_ranks.push_back(sum / b);
  }
  const double denominator = b * kd * (kd + 1) - tie_term / (kd - 1);
  if (denominator <= 0) return test;  // every block all ties
  test.statistic = 12 * spread / denominator;
  test.p_value = upper_chi_squared_tail(test.statistic, test.df);
  return test;
}

OmnibusTest kruskal_wallis(const std::vector<std::vector<double>>& samples) {
  std::vector<double> pooled;
  for (const auto& sample : samples) {
    if (sample.empty()) throw std::invalid_argument("the Kruskal-Wallis test got an empty sample");
    pooled.insert(pooled.end(), sample.begin(), sample.end());
  }
  if (samples.size() < 2) throw std::invalid_argument("the Kruskal-Wallis test needs two samples");
  const Ranking ranking = rank_with_ties(pooled);
  const auto total = static_cast<double>(pooled.size());
  OmnibusTest test;
  test.df = static_cast<int>(samples.size()) - 1;
  double weighted = 0;
  std::size_t at = 0;
  for (const auto& sample : samples) {
    double sum = 0;
    for (std::size_t i = 0; i < sample.size(); ++i) sum += ranking.ranks[at++];
    weighted += sum * sum / static_cast<double>(sample.size());
    test.average_ranks.push_back(sum / static_cast<double>(sample.size()));
  }
  const double correction = 1 - ranking.tie_term / (total * total * total - total);
  if (correction <= 0) return test;  // all values equal
  // Rounding can leave a tiny negative H where the samples' ranks are all alike.
  test.statistic =
      std::max(0.0, (12 * weighted / (total * (total + 1)) - 3 * (total + 1)) / correction);
  test.p_value = upper_chi_squared_tail(test.statistic, test.df);
  return test;
}

}  // namespace nqga
