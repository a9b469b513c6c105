// runtime_ecdf.csv (runtime_ecdf.hpp).
#include "tables/runtime_ecdf.hpp"

#include <algorithm>
#include <cmath>
#include <nqga/log_thinning.hpp>
#include <set>

namespace nqga {

namespace {

// One configuration pooled over its problem points.
struct PooledRuns {
  std::string configuration;
  std::set<int> ns;
  int problems = 0;
  std::int64_t pairs = 0;
  std::vector<double> reached_at;  // evaluations per queen of each reached pair, sorted
};

// One row: a configuration at a budget.
struct RuntimeEcdfRow {
  const PooledRuns* pooled = nullptr;
  double budget = 0;
  std::int64_t reached = 0;
};

TableSchema<RuntimeEcdfRow> runtime_ecdf_columns() {
  using Row = RuntimeEcdfRow;
  return {
      {{"configuration", ColumnType::kText, "", "the configuration factors' values"},
       [](const Row& r) -> Field { return r.pooled->configuration; }},
      {{"problems", ColumnType::kCount, "problem points", "the problem points pooled"},
       [](const Row& r) -> Field { return std::int64_t{r.pooled->problems}; }},
      {{"ns", ColumnType::kText, "", "their board sizes, ascending, space-separated"},
       [](const Row& r) -> Field {
         std::string ns;
         for (int n : r.pooled->ns) ns += (ns.empty() ? "" : " ") + std::to_string(n);
         return ns;
       }},
      {{"budget_per_n", ColumnType::kReal, "evaluations per queen", "the budget over n"},
       [](const Row& r) -> Field { return r.budget; }},
      {{"pairs", ColumnType::kCount, "", "(run, target) pairs: each run with its n's targets"},
       [](const Row& r) -> Field { return r.pooled->pairs; }},
      {{"reached", ColumnType::kCount, "", "the pairs reached within budget_per_n x n evaluations"},
       [](const Row& r) -> Field { return r.reached; }},
      {{"ecdf", ColumnType::kReal, "", "reached / pairs"},
       [](const Row& r) -> Field {
         return static_cast<double>(r.reached) / static_cast<double>(r.pooled->pairs);
       }},
  };
}

const TableSchema<RuntimeEcdfRow>& runtime_ecdf_schema() {
  static const TableSchema<RuntimeEcdfRow> schema = runtime_ecdf_columns();
  return schema;
}

// Each configuration's pairs over its groups, in the order of its first group.
std::vector<PooledRuns> pooled_runs(const std::vector<FixedTargetGroup>& groups) {
  std::vector<PooledRuns> pooled;
  for (const FixedTargetGroup& group : groups) {
    if (group.runs.empty()) continue;
    auto it = std::find_if(pooled.begin(), pooled.end(), [&](const PooledRuns& p) {
      return p.configuration == group.configuration;
    });
    if (it == pooled.end()) {
      it = pooled.emplace(pooled.end());
      it->configuration = group.configuration;
    }
    it->ns.insert(group.n);
    ++it->problems;
    const std::vector<std::int64_t> targets = relative_targets(group.n);
    for (const FallHistory& run : group.runs) {
      it->pairs += static_cast<std::int64_t>(targets.size());
      for (const std::int64_t target : targets)
        if (const auto at = evaluations_to(run, target))
          it->reached_at.push_back(static_cast<double>(*at) / group.n);
    }
  }
  std::erase_if(pooled, [](const PooledRuns& p) { return p.problems < 2; });
  for (PooledRuns& p : pooled) std::sort(p.reached_at.begin(), p.reached_at.end());
  return pooled;
}

// 10^(k/10) to three significant digits.
double budget_step(int k) {
  const double value = std::pow(10.0, k / 10.0);
  const double unit = std::pow(10.0, std::floor(std::log10(value)) - 2);
  return std::round(value / unit) * unit;
}

// The budgets per queen: ten a decade from 1 / the largest n to the longest run's.
std::vector<double> budgets_per_n(const std::vector<FixedTargetGroup>& groups) {
  double smallest = 1, largest = 1;
  for (const FixedTargetGroup& group : groups) {
    if (group.runs.empty()) continue;
    smallest = std::min(smallest, 1.0 / group.n);
    for (const FallHistory& run : group.runs)
      largest = std::max(largest, static_cast<double>(run.evaluations) / group.n);
  }
  std::vector<double> budgets;
  for (int k = static_cast<int>(std::floor(10 * std::log10(smallest)));; ++k) {
    budgets.push_back(budget_step(k));
    if (budgets.back() >= largest) break;
  }
  return budgets;
}

}  // namespace

std::vector<std::int64_t> relative_targets(int n) {
  std::set<std::int64_t> targets{0};
  // On the log's ladder, where thinned falls give the exact evaluations.
  for (int k = 1; k <= 6; ++k) targets.insert(target_at_or_below(n >> k));
  return {targets.begin(), targets.end()};
}

Table runtime_ecdf_table(const std::vector<FixedTargetGroup>& groups) {
  const std::vector<PooledRuns> pooled = pooled_runs(groups);
  const std::vector<double> budgets = budgets_per_n(groups);
  std::vector<RuntimeEcdfRow> rows;
  for (const PooledRuns& p : pooled) {
    for (const double budget : budgets) {
      // A pair reached at exactly budget x n evaluations counts: its quotient may round a unit
      // of the last place above the budget's.
      const auto reached =
          std::upper_bound(p.reached_at.begin(), p.reached_at.end(), budget * (1 + 1e-12)) -
          p.reached_at.begin();
      rows.push_back({&p, budget, reached});
    }
  }
  return table_of(runtime_ecdf_schema(), rows);
}

std::vector<ColumnSpec> runtime_ecdf_specs() { return specs_of(runtime_ecdf_schema()); }

}  // namespace nqga
