// Simulated restarts (Hansen et al. 2021, "COCO: a platform for comparing continuous optimizers in
// a black-box setting", section 5.2; cocopp's bootstrap of runtimes): a run that did not solve is
// restarted as another run drawn at random from the same runs, until one solves; the runtime is
// the work of every run drawn. Its mean is the ERT of the runs; its quantiles say how long a
// restarted solver takes, so that a configuration that solves 4 of 10 runs is described by the
// time a restart strategy would need, not by its 4 successes alone.
#pragma once

#include <nqga/rng.hpp>
#include <vector>

#include "statistics/statistics.hpp"

namespace nqga {

// What `resamples` simulated restarts of `runs` came to: the mean runtime and the 10 % and 90 %
// quantiles (type 7) of the runtimes; infinite without a success among the runs, NaN without
// runs. Each restart draws runs with uniform_below on `rng` until a solved one. O(resamples x
// (expected restarts)), expected restarts = runs / successes.
struct RestartRuntimes {
  double mean = 0, q10 = 0, q90 = 0;
};
RestartRuntimes simulated_restarts(const std::vector<Attempt>& runs, int resamples, Rng& rng);

}  // namespace nqga
