// Fixed-budget views of the runs that keep their improvement history (IOHanalyzer's fixed-budget
// function values, get_FV_summary): per configuration and problem point, over its instances,
// each run's best conflicts within a budget of evaluations (its last fall at or before it; a run
// that stopped earlier keeps its last best), rounded up to the log's ladder of targets
// (log_thinning.hpp: exact below 1,024, within 1/16 of a doubling above, the same for a thinned
// and a full history), at the budgets of fixed_target.csv's ECDF (ten a
// decade up to the problem point's longest run). On an evaluations axis, so that population
// sizes and models compare where the convergence figure's generations do not. fixed_budget.csv
// holds a row per group and budget: the runs with a value, those solved, the mean best conflicts
// with a bootstrap 95 % interval (1000 resamples, seeded by the configuration and the problem)
// and the median with its distribution-free 95 % interval. The groups are fixed_target.hpp's:
// runs on unsolvable instances left out.
#pragma once

#include <cstdint>
#include <optional>
#include <vector>

#include "results/columns.hpp"
#include "run/csv.hpp"
#include "tables/fixed_target.hpp"

namespace nqga {

constexpr std::uint64_t kFixedBudgetSeed = 0x62756467;  // "budg"
constexpr int kFixedBudgetResamples = 1000;

// The best conflicts `run` had within `budget` evaluations, rounded up to the ladder; none
// before its first evaluation. O(falls).
std::optional<std::int64_t> best_within(const FallHistory& run, std::int64_t budget);

// The table of the header comment, groups in the given order. O(groups x budgets x runs x
// (falls + resamples)).
Table fixed_budget_table(const std::vector<FixedTargetGroup>& groups);
// Its columns (results/columns.hpp).
std::vector<ColumnSpec> fixed_budget_specs();

}  // namespace nqga
