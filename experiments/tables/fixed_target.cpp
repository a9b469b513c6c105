// fixed_target.csv (fixed_target.hpp).
#include "tables/fixed_target.hpp"

#include <algorithm>
#include <cmath>
#include <limits>
#include <map>
#include <set>

#include "run/design.hpp"

namespace nqga {

namespace {

const char* const kColumns[] = {"configuration", "problem", "n",    "view",
                                "target",        "budget",  "runs", "unsolvable_runs",
                                "pairs",         "reached", "ecdf", "ert"};

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
  std::map<std::string, Scale> scales;
  for (const auto& [problem, runs] : runs_by_problem) {
    std::int64_t largest = 1;
    for (const FallHistory* run : runs) largest = std::max(largest, run->evaluations);
    scales[problem] = {target_ladder(runs), budget_grid(largest)};
  }
  return scales;
}

std::vector<std::string> row_start(const FixedTargetGroup& group, const char* view) {
  return {group.configuration, group.problem, std::to_string(group.n), view};
}

void add_ecdf_rows(const FixedTargetGroup& group, const Scale& scale, Table& table) {
  std::vector<std::int64_t> reached_at;  // the evaluations of every pair that reached its target
  for (const auto& run : group.runs) {
    for (const std::int64_t target : scale.targets) {
      if (const auto at = evaluations_to(run, target)) reached_at.push_back(*at);
    }
  }
  std::sort(reached_at.begin(), reached_at.end());
  const auto pairs = static_cast<double>(group.runs.size() * scale.targets.size());
  for (const std::int64_t budget : scale.budgets) {
    const auto reached =
        std::upper_bound(reached_at.begin(), reached_at.end(), budget) - reached_at.begin();
    auto row = row_start(group, "ecdf");
    for (std::string field :
         {std::string(), std::to_string(budget), std::to_string(group.runs.size()),
          std::to_string(group.unsolvable_runs), csv_number(pairs), std::to_string(reached),
          number_field(pairs > 0 ? static_cast<double>(reached) / pairs : NAN), std::string()}) {
      row.push_back(std::move(field));
    }
    table.rows.push_back(std::move(row));
  }
}

void add_target_rows(const FixedTargetGroup& group, const Scale& scale, Table& table) {
  for (const std::int64_t target : scale.targets) {
    double work = 0;  // to the target when reached, else the run's whole work (censored)
    int reached = 0;
    for (const auto& run : group.runs) {
      const auto at = evaluations_to(run, target);
      reached += at.has_value();
      work += static_cast<double>(at.value_or(run.evaluations));
    }
    const double ert = reached ? work / reached : std::numeric_limits<double>::infinity();
    auto row = row_start(group, "target");
    for (std::string field :
         {std::to_string(target), std::string(), std::to_string(group.runs.size()),
          std::to_string(group.unsolvable_runs), std::to_string(group.runs.size()),
          std::to_string(reached), std::string(), number_field(group.runs.empty() ? NAN : ert)}) {
      row.push_back(std::move(field));
    }
    table.rows.push_back(std::move(row));
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

Table fixed_target_table(const std::vector<FixedTargetGroup>& groups) {
  Table table;
  table.header.assign(std::begin(kColumns), std::end(kColumns));
  const auto scales = scales_of(groups);
  for (const auto& group : groups) {
    add_ecdf_rows(group, scales.at(group.problem), table);
    add_target_rows(group, scales.at(group.problem), table);
  }
  return table;
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
