// fixed_budget.csv (fixed_budget.hpp).
#include "tables/fixed_budget.hpp"

#include <algorithm>
#include <cmath>
#include <nqga/log_thinning.hpp>
#include <nqga/rng.hpp>
#include <numeric>

#include "statistics/statistics.hpp"

namespace nqga {

namespace {

// One group at one budget: what its runs' best conflicts within it come to.
struct FixedBudgetRow {
  const FixedTargetGroup* group = nullptr;
  std::int64_t budget = 0;
  std::int64_t runs = 0, solved = 0;  // with a value; at 0 conflicts
  double mean = NAN, median = NAN;
  Interval mean_interval{NAN, NAN}, median_interval{NAN, NAN};
};

TableColumn<FixedBudgetRow> budget_real(const char* name, const char* meaning,
                                        double (*value)(const FixedBudgetRow&)) {
  return {{name, ColumnType::kReal, "conflicting pairs", meaning},
          [value](const FixedBudgetRow& r) -> Field { return value(r); }};
}

TableSchema<FixedBudgetRow> fixed_budget_columns() {
  using Row = FixedBudgetRow;
  return {
      {{"configuration", ColumnType::kText, "", "the configuration factors' values"},
       [](const Row& r) -> Field { return r.group->configuration; }},
      {{"problem", ColumnType::kText, "", "the problem point: `n=N` and the problem axes' values"},
       [](const Row& r) -> Field { return r.group->problem; }},
      {{"n", ColumnType::kCount, "queens", "the board size"},
       [](const Row& r) -> Field { return std::int64_t{r.group->n}; }},
      {{"budget", ColumnType::kCount, "evaluations", "the budget"},
       [](const Row& r) -> Field { return r.budget; }},
      {{"runs", ColumnType::kCount, "runs", "the group's runs with a value within the budget"},
       [](const Row& r) -> Field { return r.runs; }},
      {{"solved", ColumnType::kCount, "runs", "those at 0 conflicts within the budget"},
       [](const Row& r) -> Field { return r.solved; }},
      budget_real("mean_best",
                  "the runs' mean best conflicts within the budget; blank without runs",
                  [](const Row& r) { return r.mean; }),
      budget_real("mean_low", "bootstrap 95 % lower bound of the mean; blank below two runs",
                  [](const Row& r) { return r.mean_interval.low; }),
      budget_real("mean_high", "its upper bound",
                  [](const Row& r) { return r.mean_interval.high; }),
      budget_real("median_best", "their median (type 7); blank without runs",
                  [](const Row& r) { return r.median; }),
      budget_real("median_low",
                  "the median's distribution-free 95 % lower bound (an order statistic); blank "
                  "below six runs",
                  [](const Row& r) { return r.median_interval.low; }),
      budget_real("median_high", "its upper bound",
                  [](const Row& r) { return r.median_interval.high; }),
  };
}

const TableSchema<FixedBudgetRow>& fixed_budget_schema() {
  static const TableSchema<FixedBudgetRow> schema = fixed_budget_columns();
  return schema;
}

FixedBudgetRow budget_row(const FixedTargetGroup& group, std::int64_t budget, Rng& rng) {
  FixedBudgetRow row{&group, budget};
  std::vector<double> best;
  for (const FallHistory& run : group.runs)
    if (const auto value = best_within(run, budget)) best.push_back(static_cast<double>(*value));
  row.runs = static_cast<std::int64_t>(best.size());
  if (best.empty()) return row;
  std::sort(best.begin(), best.end());
  row.solved = std::count(best.begin(), best.end(), 0.0);
  row.mean = std::accumulate(best.begin(), best.end(), 0.0) / static_cast<double>(best.size());
  row.median = quantile(best, 0.5);
  if (best.size() >= 2)
    row.mean_interval = bootstrap_mean_interval(best, kFixedBudgetResamples, rng);
  row.median_interval = median_interval(best);
  return row;
}

}  // namespace

std::optional<std::int64_t> best_within(const FallHistory& run, std::int64_t budget) {
  std::optional<std::int64_t> best;
  for (const Improvement& fall : run.falls) {
    if (fall.evaluation > budget) break;
    best = fall.conflicts;
  }
  if (best) best = target_at_or_above(*best);
  return best;
}

Table fixed_budget_table(const std::vector<FixedTargetGroup>& groups) {
  const auto budgets = budgets_by_problem(groups);
  std::vector<FixedBudgetRow> rows;
  for (const FixedTargetGroup& group : groups) {
    Rng rng(derive_seed(kFixedBudgetSeed, fnv1a(group.configuration + "|" + group.problem)));
    for (const std::int64_t budget : budgets.at(group.problem))
      rows.push_back(budget_row(group, budget, rng));
  }
  return table_of(fixed_budget_schema(), rows);
}

std::vector<ColumnSpec> fixed_budget_specs() { return specs_of(fixed_budget_schema()); }

}  // namespace nqga
