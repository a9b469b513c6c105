// The conclusions that comparison.csv supports, one sentence per pair of configurations: where
// one beats the other (its ERT against the other's, Holm's p, A12) and at which problem points
// no difference is established, with the runs that failed to establish it. "Not established" is
// never "no change": the sentence says how many runs tried.
#pragma once

#include <string>
#include <vector>

#include "run/csv.hpp"

namespace nqga {

// The sentences, in order of each pair's first row; plain text (the page escapes it). Reads
// the columns by name: point_a, point_b, n, runs_a, runs_b, p_holm, a12, ert_a, ert_b, ert_unit,
// and where present problem, configuration_a, configuration_b (pairs within a problem point;
// without them a pair's problem is its n and its configurations its labels less n). O(rows).
std::vector<std::string> comparison_sentences(const Table& comparison, double alpha);

}  // namespace nqga
