#include "instance_ga.hpp"

#include <stdexcept>

#include "instance_conflicts.hpp"

namespace nqga {

namespace {

// An instance without a free row: its one board, scored once.
RunResult given_board(InstanceConflicts& conflicts) {
  RunResult run;
  run.board = conflicts.whole_board({});
  run.best_conflicts = conflicts.count({});
  run.solved = run.best_conflicts == 0;
  run.stop_reason = run.solved ? StopReason::kSolved : StopReason::kExhausted;
  run.evaluations = 1;
  run.improvements = {{1, run.best_conflicts}};
  return run;
}

}  // namespace

std::optional<ParamProblem> instance_refusal(const GaParams& params) {
  const auto mutation = mutation_registry().at(params.mutation.name);
  if (!mutation->plain_only) return std::nullopt;
  return ParamProblem{"mutation.method",
                      "'" + mutation->name +
                          "' reads the board as plain queens and cannot see given queens or "
                          "blocked squares; on an instance use swap or inversion"};
}

RunResult run_ga_on(const Instance& instance, const GaParams& params, Rng& rng,
                    const GenerationObserver& observer, const Checkpoints* checkpoints) {
  if (instance.plain()) return run_ga(instance.size(), params, rng, observer, checkpoints);
  if (const auto refusal = instance_refusal(params)) {
    throw std::invalid_argument(refusal->param + " " + refusal->problem);
  }
  InstanceConflicts conflicts(instance);
  if (conflicts.free_count() == 0) return given_board(conflicts);
  check_params(params, conflicts.free_count());
  const ParamValues values = model_params(params.model.params);
  RunResult run =
      run_model({conflicts.free_count(), params, values, rng, observer, checkpoints, &conflicts});
  if (!run.board.empty()) run.board = conflicts.whole_board(run.board);
  return run;
}

}  // namespace nqga
