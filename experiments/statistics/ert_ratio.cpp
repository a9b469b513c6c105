#include "statistics/ert_ratio.hpp"

#include <algorithm>
#include <cmath>
#include <limits>
#include <stdexcept>

namespace nqga {

double ert_ratio(const std::vector<Attempt>& a, const std::vector<Attempt>& b) {
  const double top = expected_running_time(a), bottom = expected_running_time(b);
  if (std::isinf(top) && std::isinf(bottom)) return std::numeric_limits<double>::quiet_NaN();
  return top / bottom;  // a finite ERT is positive unless its work was 0: then 0 or NaN
}

Interval bootstrap_ert_ratio_interval(const std::vector<Attempt>& a, const std::vector<Attempt>& b,
                                      int resamples, Rng& rng) {
  if (a.empty() || b.empty() || resamples < 1) {
    throw std::invalid_argument("a bootstrap ratio needs runs on both sides and a resample");
  }
  std::vector<double> ratios;
  std::vector<Attempt> resample_a(a.size()), resample_b(b.size());
  for (int k = 0; k < resamples; ++k) {
    for (Attempt& run : resample_a) run = a[uniform_below(rng, a.size())];
    for (Attempt& run : resample_b) run = b[uniform_below(rng, b.size())];
    const double ratio = ert_ratio(resample_a, resample_b);
    if (!std::isnan(ratio)) ratios.push_back(ratio);
  }
  std::sort(ratios.begin(), ratios.end());
  return {quantile(ratios, 0.025), quantile(ratios, 0.975)};
}

}  // namespace nqga
