// The runtime ECDF aggregated over problem points (cocopp's main figure; IOHanalyzer's ECDF over
// a DataSetList of several dimensions): per configuration, the fraction of all its (run, target)
// pairs, over every problem point it ran at, whose target was reached within a budget. Where n
// varies a conflict target of 1 is not the same goal at n = 8 and n = 10^4, so the targets are
// relative to n, 0 and n / 2^k for k = 1..6 rounded down to the log's ladder of targets
// (log_thinning.hpp: every value below 1,024, then 16 a doubling; repeats dropped: 0, 1, 2, 4
// at n = 8), where a thinned log's falls are exact,
// and the budget is evaluations per queen (cocopp's evaluations / dimension). Pairs are pooled,
// as IOHanalyzer pools them: a problem point weighs by its runs and targets. The runs are
// fixed_target.hpp's groups' (runs on unsolvable instances left out). runtime_ecdf.csv holds a
// row per configuration and budget, for configurations that ran at two problem points or more.
#pragma once

#include <cstdint>
#include <vector>

#include "results/columns.hpp"
#include "run/csv.hpp"
#include "tables/fixed_target.hpp"

namespace nqga {

// The targets at n: 0 and n / 2^k for k = 1..6 rounded down to the ladder, repeats dropped,
// ascending.
std::vector<std::int64_t> relative_targets(int n);

// The table of the header comment: configurations in the order of their first group; the
// budgets ten a decade (three significant digits) from the smallest evaluation per queen any of
// the table's pairs could need (1 / the largest n) up to the longest run's per queen, shared by
// all. O(groups x runs x targets x falls + configurations x budgets x log pairs).
Table runtime_ecdf_table(const std::vector<FixedTargetGroup>& groups);
// Its columns (results/columns.hpp).
std::vector<ColumnSpec> runtime_ecdf_specs();

}  // namespace nqga
