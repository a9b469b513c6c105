// The GA: fitness weights -> selection -> crossover over row ranges -> mutation of queen columns
// -> evaluation of the changed children only, under an evolution model (models/model.hpp: the
// generational loop by default), until a stopping rule fires; on plain N-Queens or on an instance
// with given queens or blocked squares (run_ga_on: the GA on its free rows).
#pragma once

#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <vector>

#include "board.hpp"
#include "evaluation/population.hpp"
#include "ga_params.hpp"
#include "models/model.hpp"
#include "problem/instance.hpp"
#include "rng.hpp"
#include "run_result.hpp"

namespace nqga {

// The first problem of `params` at n, or none: a value outside its declaration
// (ga_param_specs), elitism not below population, an evaluation budget below one generation, an
// operator's or the model's parameter that does not fit this shape. It is named by its config key
// ("ga.elitism", "ga.selection.tournament_size", "ga.islands.count", "stop.max_evaluations"), so
// that the config layer only adds where the key was written. Throws std::invalid_argument for an
// operator or model name nobody registered or a parameter it does not declare.
std::optional<ParamProblem> ga_params_problem(const GaParams& params, int n);

// Throws std::invalid_argument "key problem" for ga_params_problem's problem (and as it throws).
void check_params(const GaParams& params, int n);

// Runs the GA on n queens under params.model, watched by `observer` (models/model.hpp), saving
// and continuing from `checkpoints` when given. All randomness comes from `rng`, so a seed fixes
// everything but the seconds columns. Cost per generation: O(population * n) plus selection.
// n >= 1.
RunResult run_ga(int n, const GaParams& params, Rng& rng, const GenerationObserver& observer = {},
                 const Checkpoints* checkpoints = nullptr);

// The bytes run_ga holds at its peak, an estimate for refusing runs that would not fit: the
// model's boards (4 bytes a queen) and their diagonal counts (1 or 2 times that below 65,536
// queens), what a small population tracks at large n (tracked_rows.hpp), plus O(n) workspaces
// (counters, inverse permutations, the statistics' column counts). The log, bounded by its
// thinning (log_thinning.hpp: about 92,000 records of about 90 bytes at most), is not counted.
// ga-best's population of 4 at n = 10^6: about 363 bytes a queen.
std::uint64_t ga_bytes(std::int64_t n, const GaParams& params);

// The operator of `params` that cannot run on an instance that is not plain: one that reads the
// board as plain queens (OperatorEntry::plain_only: conflict-swap, repair), as its method key
// ("mutation.method") and why; none when every one can.
std::optional<ParamProblem> instance_refusal(const GaParams& params);

// Runs the GA on `instance` (of size n >= 1). A plain instance runs run_ga(n, ...) itself, the
// very code of plain N-Queens. Otherwise the models evolve permutations of the m free columns
// over the m free rows, scored by InstanceConflicts (pairs among all queens plus one per blocked
// square taken; 0 = solved); the observer sees those m-boards, and the result's board is the
// whole n-board, its best_conflicts the instance's. With no free row the one board there is is
// scored once (exhausted when it is not a solution). Throws std::invalid_argument as check_params
// does (at n = m), and for an operator instance_refusal names.
RunResult run_ga_on(const Instance& instance, const GaParams& params, Rng& rng,
                    const GenerationObserver& observer = {},
                    const Checkpoints* checkpoints = nullptr);

}  // namespace nqga
