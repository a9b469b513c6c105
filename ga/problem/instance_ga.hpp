// The GA on an instance with given queens or blocked squares: every model and operator runs on
// the free rows alone (instance_conflicts.hpp), so that no given queen can move, and the result
// is the whole board.
#pragma once

#include <optional>

#include "../engine.hpp"
#include "instance.hpp"

namespace nqga {

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
