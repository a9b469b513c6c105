#include "statistics/restarts.hpp"

#include <algorithm>
#include <limits>

namespace nqga {

RestartRuntimes simulated_restarts(const std::vector<Attempt>& runs, int resamples, Rng& rng) {
  if (runs.empty()) {
    const double none = std::numeric_limits<double>::quiet_NaN();
    return {none, none, none};
  }
  if (std::none_of(runs.begin(), runs.end(), [](const Attempt& run) { return run.solved; })) {
    const double never = std::numeric_limits<double>::infinity();
    return {never, never, never};
  }
  std::vector<double> runtimes;
  double total = 0;
  for (int k = 0; k < resamples; ++k) {
    double runtime = 0;
    for (;;) {
      const Attempt& run = runs[uniform_below(rng, runs.size())];
      runtime += run.work;
      if (run.solved) break;
    }
    runtimes.push_back(runtime);
    total += runtime;
  }
  std::sort(runtimes.begin(), runtimes.end());
  return {total / resamples, quantile(runtimes, 0.1), quantile(runtimes, 0.9)};
}

}  // namespace nqga
