// The ratio of two expected running times with a percentile bootstrap interval: how many times
// longer one solver takes than another (criterion.rs reports a change this way). Checked against
// R's exact enumeration of every resample in tests/experiments/statistics_test.cpp.
#pragma once

#include <nqga/rng.hpp>
#include <vector>

#include "statistics/statistics.hpp"

namespace nqga {

// ERT(a) / ERT(b) (expected_running_time): 0 when only b never succeeds, infinite when only a
// never succeeds, NaN when neither does.
double ert_ratio(const std::vector<Attempt>& a, const std::vector<Attempt>& b);

// The 95% percentile bootstrap interval of ert_ratio (Efron and Tibshirani 1993): `resamples`
// times, draw as many runs as each side has with replacement, a's then b's (uniform_below on
// `rng`, one draw per run), and take the ratio of the resamples; the interval is the 2.5% and
// 97.5% quantiles (type 7) of those ratios. Resamples where neither side succeeds have no ratio
// and are left out; when all are, the interval is NaN. A side of one run (a deterministic solver
// timed once) adds no spread. Both sides need a run and resamples >= 1 (std::invalid_argument).
// O(resamples (|a| + |b| + log resamples)).
Interval bootstrap_ert_ratio_interval(const std::vector<Attempt>& a, const std::vector<Attempt>& b,
                                      int resamples, Rng& rng);

}  // namespace nqga
