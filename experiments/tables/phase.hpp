// The phase transition of generated instances (issue: hard instances; Gent, Jefferson and
// Nightingale 2017): per parameter point (n and the swept keys but problem.seed) and solver, how
// many of its instances have a solution, and what each solver paid.
//
// An instance (one problem.seed) is solvable when some run found a validated board on it,
// unsolvable when some run exhausted its search (an exact search's proof), else undecided. A
// heuristic's runs on unsolvable instances are counted apart: they can only fail, and count
// neither as its failures nor in its success rate, which is over runs on solvable instances.
// Counting solvers (backtracking-count) are left out: runs.csv does not say how many solutions
// they found, and their `solved` means only that the count finished (their time is in
// summary.csv).
#pragma once

#include "run/csv.hpp"

namespace nqga {

// Whether the runs come from a sweep over instances: runs.csv has a problem.seed column.
bool has_instances(const Table& runs);

// phase.csv from runs.csv and summary.csv (columns by name): one row per parameter point without
// problem.seed and solver, n first, then the other swept keys, then for the solver: `instances`,
// `solvable`, `unsolvable`, `undecided`, `solvable_fraction` (of the decided), `runs`,
// `runs_on_solvable`, `solved_on_solvable`, `success_on_solvable`, `runs_on_unsolvable`, its
// work's name and column, `work_median`/`_q25`/`_q75` and `seconds_median` over all its runs,
// and `ert_work` over runs on solvable instances (infinite without a success). Rows in order of
// first appearance in runs.csv. Throws std::runtime_error naming the instance
// when one run solved an instance that another proved unsolvable.
Table phase_table(const Table& runs, const Table& summary);

}  // namespace nqga
