// The statistics behind `nqga compare`: rank tests, the Holm correction, effect sizes and
// intervals, as pure functions on vectors of numbers. Smaller values are better throughout (a
// value is a cost: evaluations, seconds, conflicts). The distributions (normal, chi-squared) come
// from Boost.Math; the exact Mann-Whitney distribution is counted here. Each function is checked
// against values from R in tests/data/statistics (tests/experiments/statistics_test.cpp).
#pragma once

#include <cstdint>
#include <nqga/rng.hpp>
#include <vector>

namespace nqga {

// Quantile q in [0, 1] of sorted values, interpolating linearly between order statistics
// (Hyndman and Fan's type 7, the default of R and NumPy). NaN when empty; infinite values are
// allowed (a quantile that gives them weight is infinite).
double quantile(const std::vector<double>& sorted, double q);

// The ranks 1..N of `values`, ties getting the average of the ranks they span (so the ranks
// always sum to N(N+1)/2). O(N log N).
std::vector<double> average_ranks(const std::vector<double>& values);

// A two-sided Mann-Whitney U test (Mann and Whitney 1947) of samples a and b.
struct MannWhitney {
  double u = 0;        // U of a: the pairs (x in a, y in b) with x > y, ties counting half
                       // (R's W, SciPy's U1)
  double p_value = 1;  // two-sided
  bool exact = false;  // from the exact null distribution, else the normal approximation
};

// Exact when there are no ties and neither sample has more than 50 values: p = min(1, 2 P(U' >=
// max(U, mn - U))) under the null distribution of mann_whitney_counts. Otherwise the normal
// approximation with the tie correction of the variance and a continuity correction of 1/2 (R's
// wilcox.test(correct = TRUE), SciPy's mannwhitneyu(method = "asymptotic")). When all values are
// equal there is no evidence of a difference: p = 1 (as SciPy; R gives NaN). Both samples must
// be non-empty (std::invalid_argument). O(N log N), plus O(min(m, n) m n) when exact.
MannWhitney mann_whitney_u(const std::vector<double>& a, const std::vector<double>& b);

__extension__ using MannWhitneyCount = unsigned __int128;

// The null distribution of U for sample sizes m and n without ties: element u counts the
// C(m + n, m) equally likely orders of the pooled sample in which U = u (u = 0..mn). Counted
// exactly as the coefficients of the Gaussian binomial coefficient [m + n choose m]_q =
// prod_{k=1..m} (1 - q^(n+k)) / (1 - q^k), one multiplication and one division by a binomial
// per k, in O(min(m, n) m n) time and O(m n) memory (the classic recurrence over (m, n) costs
// O(m^2 n^2)). Unsigned 128-bit arithmetic is exact for m, n <= 50 (C(100, 50) < 2^97);
// larger sizes throw std::invalid_argument.
std::vector<MannWhitneyCount> mann_whitney_counts(int m, int n);

// A two-sided Wilcoxon signed-rank test (Wilcoxon 1945) of paired samples: a[i] against b[i].
struct SignedRank {
  double v = 0;        // R's V: the sum of the ranks of |a[i] - b[i]| over the pairs with a > b
  double p_value = 1;  // two-sided
  bool exact = false;  // from the exact null distribution, else the normal approximation
  int pairs = 0;       // the pairs that count: those with a[i] != b[i]
};

// As R's wilcox.test(a, b, paired = TRUE) with its defaults (exact = NULL, correct = TRUE): pairs
// with a zero difference are dropped; exact when fewer than 50 pairs remain, no two |differences|
// tie and none was zero; otherwise the normal approximation with the tie correction of the
// variance and a continuity correction of 1/2 (SciPy's wilcoxon(zero_method = "wilcox",
// correction = True, method = "approx") then). No pair left (every difference zero): p = 1 (R
// gives NaN). The samples must have one size (std::invalid_argument). O(N log N), plus O(N^3) for
// the exact distribution.
SignedRank wilcoxon_signed_rank(const std::vector<double>& a, const std::vector<double>& b);

// The null distribution of V for n pairs without ties or zeros: element v counts the 2^n equally
// likely sign patterns with V = v (v = 0..n(n+1)/2), counted as the coefficients of
// prod_{k=1..n} (1 + q^k). Exact in 64 bits for n <= 63; other n throw std::invalid_argument.
// O(n^3).
std::vector<std::uint64_t> signed_rank_counts(int n);

// Holm's step-down correction (Holm 1979) of a family of p-values, returned in their order: the
// i-th smallest of k becomes max over j <= i of min(1, (k - j + 1) p_(j)), so the adjusted values
// keep the order of the raw ones and never exceed 1. Equal to R's p.adjust(p, "holm"). O(k log k).
std::vector<double> holm(const std::vector<double>& p_values);

// Vargha and Delaney's A12 (2000) with smaller values better: the probability that a value of a
// is smaller than one of b, ties counting half (0.5: no effect; 1: a always better). O(N log N).
double a12(const std::vector<double>& a, const std::vector<double>& b);

// The size of an A12 effect by Vargha and Delaney's thresholds on max(A12, 1 - A12): below 0.56
// "negligible", below 0.64 "small", below 0.71 "medium", else "large".
const char* effect_label(double a12);

struct Interval {
  double low = 0, high = 0;
};

// The Wilson score interval (Wilson 1927) at 95% for a success probability from `successes` of
// `trials` (R's prop.test(correct = FALSE)); [0, 1] without trials. O(1).
Interval wilson_interval(int successes, int trials);

// The 95% interval of the difference of two success rates, a - b, by Newcombe's hybrid score
// method (Newcombe 1998, method 10), built from the two Wilson intervals. O(1).
Interval success_difference_interval(int successes_a, int trials_a, int successes_b, int trials_b);

// One run as the expected running time sees it: its work (evaluations, seconds, ...) and whether
// it succeeded.
struct Attempt {
  double work = 0;
  bool solved = false;
};

// Expected running time (Auger and Hansen 2005): the work of all runs over the number of
// successes; infinite without a success. O(runs).
double expected_running_time(const std::vector<Attempt>& runs);

// The 95% percentile bootstrap interval of the expected running time (Efron and Tibshirani
// 1993): `resamples` times, draw as many runs as there are with replacement (uniform_below on
// `rng`, one draw per run) and take their ERT; the interval is the 2.5% and 97.5% quantiles
// (type 7) of those ERTs, infinite where resamples without a success fall. The same `rng` state
// gives the same interval. At least one run (std::invalid_argument). O(resamples (runs + log
// resamples)).
Interval bootstrap_ert_interval(const std::vector<Attempt>& runs, int resamples, Rng& rng);

// The 95% percentile bootstrap interval of the mean of `values`, drawn as bootstrap_ert_interval
// draws (as many values as there are, with replacement, `resamples` times; type 7 quantiles). At
// least one value (std::invalid_argument). O(resamples (values + log resamples)).
Interval bootstrap_mean_interval(const std::vector<double>& values, int resamples, Rng& rng);

// The distribution-free interval of the median of `sorted` values at 95% or more (Conover 1999,
// 3.2): the order statistics x_(l) and x_(N+1-l), l the 2.5% quantile of Binomial(N, 1/2) (R's
// qbinom(0.025, N, 0.5)); NaN bounds below 6 values, where l is 0 and no pair of order statistics
// holds the median with 95%. O(N).
Interval median_interval(const std::vector<double>& sorted);

// An omnibus rank test over k samples: the statistic, its chi-squared degrees of freedom (k - 1)
// and p-value, and each sample's average rank.
struct OmnibusTest {
  double statistic = 0;
  int df = 0;
  double p_value = 1;
  std::vector<double> average_ranks;
};

// Friedman's test (Friedman 1937) of k treatments in b blocks: blocks[i][j] is treatment j in
// block i. Ranks within each block (ties: average ranks); the statistic with the tie correction
// of R's friedman.test; average_ranks are the within-block ranks averaged over blocks. Every
// block needs the same k >= 2 values (std::invalid_argument). When every block is all ties the
// statistic is 0 and p = 1. O(b k log k).
OmnibusTest friedman(const std::vector<std::vector<double>>& blocks);

// The Kruskal-Wallis test (Kruskal and Wallis 1952) of k >= 2 non-empty samples: pooled ranks,
// H with the tie correction of R's kruskal.test and SciPy's kruskal; average_ranks are the
// samples' mean pooled ranks. All values equal: H = 0 and p = 1. O(N log N).
OmnibusTest kruskal_wallis(const std::vector<std::vector<double>>& samples);

}  // namespace nqga
