// The conclusions a comparison supports, under the claim policy (results/claim_policy.hpp): per
// pair of configurations, where one beats the other (its ERT against the other's, the test's
// Holm p, A12, the runs each solved), where no difference is established, and where the design
// cannot establish one (the smallest Holm p it could reach, and the blocks or runs it would
// need); per problem point of three configurations or more, the omnibus test. Each clause cites
// its row of comparison.csv or comparison-omnibus.csv.
#pragma once

#include <vector>

#include "comparison/compare.hpp"
#include "comparison/ranking.hpp"
#include "report/statements.hpp"

namespace nqga {

// One statement per pair of configurations, in order of its first pair, citing `table` (the file
// the comparison was written to). Of two run directories (matched), each point of this one
// against the baseline's: "this run" against "the baseline", the point's configuration the
// lead. O(pairs).
std::vector<Statement> comparison_statements(const Comparison& comparison,
                                             const std::string& table = "comparison.csv");

// One statement per omnibus test over three configurations or more (two are a pair, said
// above). O(groups).
std::vector<Statement> omnibus_statements(const Comparison& comparison);

// The ranking across problem points, one statement citing ranking.csv: the mean ranks of the
// first few configurations, whether they differ (Friedman over the points), and, when they do,
// which trail the best by more than Nemenyi's critical difference. None when `ranking` is empty.
// O(configurations).
std::vector<Statement> ranking_statements(const Ranking& ranking);

}  // namespace nqga
