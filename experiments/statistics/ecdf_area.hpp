// One number for a fixed-target runtime ECDF (the figure plots/ecdf.gp draws): the area under it
// on a logarithmic work axis, as IOHanalyzer's ECDF "area under the curve" summarizes a run-time
// distribution (Wang et al. 2022, ACM TELO 2(2)). Checked against numerical integration in
// tests/critical_difference_test.cpp.
#pragma once

#include <vector>

#include "statistics/statistics.hpp"

namespace nqga {

// The area under the ECDF of the solved runs' work (unsolved runs count as failures) over
// log(work) from `lowest` to `highest`, divided by the axis' length: in [0, 1], 1 when every run
// solved at `lowest` or before, 0 when none solved by `highest`. A run solved at work w adds
// (log highest - log max(w, lowest)) / (log highest - log lowest) / runs, nothing when w >
// highest. With highest == lowest, the share of runs solved by then. No runs, or lowest <= 0 or
// highest < lowest: std::invalid_argument. O(runs).
double ecdf_area(const std::vector<Attempt>& runs, double lowest, double highest);

}  // namespace nqga
