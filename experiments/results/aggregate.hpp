// The one aggregation of the results model: what a parameter point's runs came to (summary.csv)
// and what a configuration's runs at a problem point came to over its instances
// (design_summary.csv): counts by outcome, success with its Wilson interval, quartiles with the
// censored runs at +infinity, expected running time.
#pragma once

#include <vector>

#include "results/results.hpp"

namespace nqga {

// The median and quartiles (type 7) of `values`; NaN when empty.
Spread spread(std::vector<double> values);

// The quartiles of the attempts with the unsolved ones at +infinity: a quartile that falls on a
// censored run is infinite, never a budget drawn as if measured.
Spread censored_spread(const std::vector<Attempt>& attempts);

// Expected running time of the attempts (expected_running_time); NaN without attempts.
double ert_or_none(const std::vector<Attempt>& attempts);

// Fills every point's summary and every cell's counts and derived values from the runs and the
// instances' verdicts. O(runs log runs).
void aggregate(Results& results, ExactReference& reference);

}  // namespace nqga
