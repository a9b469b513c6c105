// Fixed-target views of the runs that keep their improvement history (the GA's models, memetic),
// as IOHanalyzer and cocopp draw them (Hansen et al. 2016, "COCO: performance assessment"): per
// configuration and problem point (run/design.hpp), aggregated over its instances, for a ladder
// of conflict targets, the ECDF over (run, target) pairs of the evaluations to reach the target,
// and the ERT against target. fixed_target.csv holds both, one row each:
//   view "ecdf":   budget b, pairs (runs x targets), reached (pairs reached within b evaluations),
//                  ecdf = reached / pairs;
//   view "target": target t, pairs (= runs), reached (runs that reached t), ert = evaluations of
//                  all runs (to t when reached, else their whole work) over `reached`, inf when 0.
// Runs on an instance the results model holds unsolvable (an exact search exhausted it, or the
// plain board for n = 2 and 3) are left out and counted in `unsolvable_runs`: a GA cannot reach
// target 0 there. A problem point whose runs were all left out keeps one row of each view
// (target 0, budget 1) with `runs` 0 and `ecdf` and `ert` empty.
#pragma once

#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <vector>

#include "results/columns.hpp"
#include "results/results.hpp"
#include "run/csv.hpp"

namespace nqga {

// One run as the views see it: every fall of its best conflicts (the first evaluation first) and
// the evaluations it spent in all.
struct FallHistory {
  std::vector<Improvement> falls;
  std::int64_t evaluations = 0;
};

// The runs of one configuration at one problem point, over all its instances.
struct FixedTargetGroup {
  std::string configuration, problem;
  int n = 0;
  std::vector<FallHistory> runs;
  int unsolvable_runs = 0;
};

// The first evaluation at which `run` had at most `target` conflicts; none when it never had.
// O(falls).
std::optional<std::int64_t> evaluations_to(const FallHistory& run, std::int64_t target);

// The targets: 0, then 1, 2, 4, ... below the largest first best of `runs` (all configurations
// of a problem point, so that they share targets). O(runs).
std::vector<std::int64_t> target_ladder(const std::vector<const FallHistory*>& runs);

// The budgets: round(10^(k/10)) for k = 0, 1, ... (ten a decade, repeats dropped) below
// `largest`, then `largest` itself, so that the last ECDF value is the final one.
std::vector<std::int64_t> budget_grid(std::int64_t largest);

// Each problem point's budgets: budget_grid up to the longest run of any of its groups.
// O(groups x runs).
std::map<std::string, std::vector<std::int64_t>> budgets_by_problem(
    const std::vector<FixedTargetGroup>& groups);

// The table of the header comment, groups in the given order; a problem point's targets and
// budgets are shared by its groups (budgets up to its largest run's evaluations).
// O(groups x runs x (targets + budgets) x falls).
Table fixed_target_table(const std::vector<FixedTargetGroup>& groups);
// Its columns (results/columns.hpp), the header's source.
std::vector<ColumnSpec> fixed_target_specs();

// The groups of the results' cells, in the model's order: runs without falls (solvers that do
// not count evaluations one by one, records of schema 1) are left out, and so are groups left
// without runs; no groups when no run has falls.
std::vector<FixedTargetGroup> fixed_target_groups(const Results& results);

}  // namespace nqga
