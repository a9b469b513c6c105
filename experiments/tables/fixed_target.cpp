// fixed_target.csv (fixed_target.hpp).
#include "tables/fixed_target.hpp"

#include <algorithm>
#include <cmath>
#include <functional>
#include <limits>
#include <map>
#include <set>

#include "results/columns.hpp"
#include "run/design.hpp"

namespace nqga {

namespace {

// One row: a group's budget (view "ecdf") or target (view "target").
struct FixedTargetRow {
  const FixedTargetGroup* group;
  const char* view;
  double target = NAN, budget = NAN;  // the one of its view
  std::int64_t pairs = 0, reached = 0;
  double ecdf = NAN, ert = NAN;  // the one of its view
};

TableSchema<FixedTargetRow> fixed_target_columns() {
  using Row = FixedTargetRow;
  auto count = [](const char* name, const char* unit, const char* meaning,
                  std::function<std::int64_t(const Row&)> get) {
    return TableColumn<Row>{{name, ColumnType::kCount, unit, meaning},
                            [get](const Row& r) -> Field { return get(r); }};
  };
  auto real = [](const char* name, const char* unit, const char* meaning, double Row::*member) {
    return TableColumn<Row>{{name, ColumnType::kReal, unit, meaning},
                            [member](const Row& r) -> Field { return r.*member; }};
  };
  auto text = [](const char* name, const char* meaning,
                 std::function<std::string(const Row&)> get) {
    return TableColumn<Row>{{name, ColumnType::kText, "", meaning},
                            [get](const Row& r) -> Field { return get(r); }};
  };
  return {
      text("configuration", "the configuration factors' values",
           [](const Row& r) { return r.group->configuration; }),
      text("problem", "the problem point: `n=N` and the problem axes' values",
           [](const Row& r) { return r.group->problem; }),
      count("n", "queens", "the board size", [](const Row& r) { return r.group->n; }),
      text("view", "`ecdf` (a row per budget) or `target` (a row per conflict target)",
           [](const Row& r) { return std::string(r.view); }),
      real("target", "conflicting pairs", "the conflict target; blank in `ecdf` rows",
           &Row::target),
      real("budget", "evaluations", "the budget; blank in `target` rows", &Row::budget),
      count("runs", "runs", "the group's runs with an improvement history on solvable instances",
            [](const Row& r) { return static_cast<std::int64_t>(r.group->runs.size()); }),
      count("unsolvable_runs", "runs", "its runs on unsolvable instances, left out",
            [](const Row& r) { return r.group->unsolvable_runs; }),
      count("pairs", "", "`ecdf`: runs x targets; `target`: runs",
            [](const Row& r) { return r.pairs; }),
      count("reached", "",
            "`ecdf`: the pairs reached within the budget; `target`: the runs that "
            "reached the target",
            [](const Row& r) { return r.reached; }),
      real("ecdf", "", "reached / pairs; blank in `target` rows and without runs", &Row::ecdf),
      real("ert", "evaluations",
           "evaluations of all runs (to the target where reached, else all they spent) over "
           "`reached`, `inf` when none did; blank in `ecdf` rows and without runs",
           &Row::ert),
  };
}

// What a problem point's groups share: its targets and its budgets.
struct Scale {
  std::vector<std::int64_t> targets, budgets;
};

std::map<std::string, Scale> scales_of(const std::vector<FixedTargetGroup>& groups) {
  std::map<std::string, std::vector<const FallHistory*>> runs_by_problem;
  for (const auto& group : groups) {
    auto& runs = runs_by_problem[group.problem];  // none when all were left out: target 0 alone
    for (const auto& run : group.runs) runs.push_back(&run);
  }
  const auto budgets = budgets_by_problem(groups);
  std::map<std::string, Scale> scales;
  for (const auto& [problem, runs] : runs_by_problem)
    scales[problem] = {target_ladder(runs), budgets.at(problem)};
  return scales;
}

void add_ecdf_rows(const FixedTargetGroup& group, const Scale& scale,
                   std::vector<FixedTargetRow>& rows) {
  std::vector<std::int64_t> reached_at;  // the evaluations of every pair that reached its target
  for (const auto& run : group.runs) {
    for (const std::int64_t target : scale.targets) {
      if (const auto at = evaluations_to(run, target)) reached_at.push_back(*at);
    }
  }
  std::sort(reached_at.begin(), reached_at.end());
  const auto pairs = static_cast<std::int64_t>(group.runs.size() * scale.targets.size());
  for (const std::int64_t budget : scale.budgets) {
    const auto reached =
        std::upper_bound(reached_at.begin(), reached_at.end(), budget) - reached_at.begin();
    FixedTargetRow& row = rows.emplace_back(FixedTargetRow{&group, "ecdf"});
    row.budget = static_cast<double>(budget);
    row.pairs = pairs;
    row.reached = reached;
    if (pairs > 0) row.ecdf = static_cast<double>(reached) / static_cast<double>(pairs);
  }
}

void add_target_rows(const FixedTargetGroup& group, const Scale& scale,
                     std::vector<FixedTargetRow>& rows) {
  for (const std::int64_t target : scale.targets) {
    double work = 0;  // to the target when reached, else the run's whole work (censored)
    int reached = 0;
    for (const auto& run : group.runs) {
      const auto at = evaluations_to(run, target);
      reached += at.has_value();
      work += static_cast<double>(at.value_or(run.evaluations));
    }
    FixedTargetRow& row = rows.emplace_back(FixedTargetRow{&group, "target"});
    row.target = static_cast<double>(target);
    row.pairs = static_cast<std::int64_t>(group.runs.size());
    row.reached = reached;
    if (!group.runs.empty()) {
      row.ert = reached ? work / reached : std::numeric_limits<double>::infinity();
    }
  }
}

}  // namespace

std::optional<std::int64_t> evaluations_to(const FallHistory& run, std::int64_t target) {
  for (const Improvement& fall : run.falls) {
    if (fall.conflicts <= target) return fall.evaluation;
  }
  return std::nullopt;
}

std::vector<std::int64_t> target_ladder(const std::vector<const FallHistory*>& runs) {
  std::int64_t first_best = 0;
  for (const FallHistory* run : runs) {
    if (!run->falls.empty()) first_best = std::max(first_best, run->falls.front().conflicts);
  }
  std::vector<std::int64_t> targets{0};
  for (std::int64_t target = 1; target < first_best; target *= 2) targets.push_back(target);
  return targets;
}

std::vector<std::int64_t> budget_grid(std::int64_t largest) {
  std::vector<std::int64_t> budgets;
  for (int k = 0;; ++k) {
    const auto budget = static_cast<std::int64_t>(std::llround(std::pow(10.0, k / 10.0)));
    if (budget >= largest) break;
    if (budgets.empty() || budget != budgets.back()) budgets.push_back(budget);
  }
  budgets.push_back(std::max<std::int64_t>(largest, 1));
  return budgets;
}

std::map<std::string, std::vector<std::int64_t>> budgets_by_problem(
    const std::vector<FixedTargetGroup>& groups) {
  std::map<std::string, std::int64_t> longest;
  for (const auto& group : groups) {
    std::int64_t& most = longest.try_emplace(group.problem, 1).first->second;
    for (const auto& run : group.runs) most = std::max(most, run.evaluations);
  }
  std::map<std::string, std::vector<std::int64_t>> budgets;
  for (const auto& [problem, most] : longest) budgets[problem] = budget_grid(most);
  return budgets;
}

std::vector<ColumnSpec> fixed_target_specs() { return specs_of(fixed_target_columns()); }

Table fixed_target_table(const std::vector<FixedTargetGroup>& groups) {
  std::vector<FixedTargetRow> rows;
  const auto scales = scales_of(groups);
  for (const auto& group : groups) {
    add_ecdf_rows(group, scales.at(group.problem), rows);
    add_target_rows(group, scales.at(group.problem), rows);
  }
  static const TableSchema<FixedTargetRow> schema = fixed_target_columns();
  return table_of(schema, rows);
}

std::vector<FixedTargetGroup> fixed_target_groups(const Results& results) {
  std::vector<FixedTargetGroup> groups;
  for (const ResultCell& cell : results.cells) {
    FixedTargetGroup group{cell.configuration, cell.problem, cell.n, {}, 0};
    for (std::size_t index : cell.runs) {
      const ResultRun& run = results.runs[index];
      const RunResult& result = run.record->result;
      if (result.improvements.empty()) continue;
      if (results.status_of(run) == InstanceStatus::kUnsolvable) {
        ++group.unsolvable_runs;
      } else {
        group.runs.push_back({result.improvements, result.evaluations});
      }
    }
    // Solvers without falls (exact searches, min-conflicts) have no views.
    if (!group.runs.empty() || group.unsolvable_runs > 0) groups.push_back(std::move(group));
  }
  return groups;
}

}  // namespace nqga
