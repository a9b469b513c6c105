// How a configuration's time grows with n (cocopp's scaling figures, written as a law): per
// configuration and problem class (the problem label without n) run at three n or more, its ERT
// in seconds at each n with a bootstrap interval, and the growth law fitted to it by least
// squares on the logarithm of the ERT: a power law a n^k (log ERT linear in log n) and an
// exponential a b^n (log ERT linear in n), each with a bootstrap 95 % interval on k or b and the
// fit's residual. Seconds are the one unit the GA and the exact solvers share; an exact search's
// timings are so many measurements (comparison/versus_exact.hpp). scaling.csv holds them.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "results/columns.hpp"
#include "results/results.hpp"
#include "statistics/statistics.hpp"

namespace nqga {

constexpr int kScalingResamples = 1000;
// A series' bootstrap draws from Rng(derive_seed(kScalingSeed, FNV-1a of "CONFIGURATION|CLASS")).
constexpr std::uint64_t kScalingSeed = 0x7363616c;  // "scal"

// A law fitted to log10(ERT) by least squares over the n where the ERT is finite.
struct GrowthLaw {
  double parameter = 0;  // k of a n^k, or b of a b^n; NaN where fewer than 3 ERTs are finite
  Interval interval;     // bootstrap 95 % of the parameter (resampling each n's runs)
  double residual = 0;   // root mean square of the fit's residuals in log10 seconds
  double scale = 0;      // a: the law's value at n = 1 (seconds)
};

struct ScalingSeries {
  std::string configuration, problem;  // problem: the problem label without n ("" plain)
  std::string solver;
  bool exact = false;  // an exact search, each run timed up to 5 times
  std::vector<int> ns, runs, solved;
  std::vector<double> ert;  // seconds; infinite where no run solved
  std::vector<Interval> interval;
  GrowthLaw power, exponential;
  // "power" or "exponential": the law with the smaller residual; "" where neither was fitted.
  std::string better() const;
};

// The series of `results` with three n or more, in the model's order of cells. O(series x
// kScalingResamples x runs).
std::vector<ScalingSeries> scaling(const Results& results);

// The least-squares fit of log10(y) = c + slope x over points with a finite positive y: slope,
// c and the root mean square residual; NaN slope with fewer than 2 such points. O(points).
struct LineFit {
  double slope = 0, intercept = 0, residual = 0;
};
LineFit fit_log_line(const std::vector<double>& x, const std::vector<double>& y);

// scaling.csv: a row per series and n, the series' laws repeated on each of its rows.
struct ScalingRow {
  const ScalingSeries* series = nullptr;
  std::size_t at = 0;  // index into the series' n's
};
const TableSchema<ScalingRow>& scaling_schema();
Table scaling_table(const std::vector<ScalingSeries>& series);

}  // namespace nqga
