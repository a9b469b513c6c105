#include "engine.hpp"

#include <optional>
#include <stdexcept>
#include <string>

#include "problem/instance_conflicts.hpp"

namespace nqga {

void check_params(const GaParams& p, int n) {
  auto fail = [](const std::string& what) { throw std::invalid_argument(what); };
  auto number = [](auto v) { return std::to_string(v); };
  if (n < 1) fail("n must be at least 1, got " + number(n));
  if (p.population < 2) fail("population must be at least 2, got " + number(p.population));
  if (p.elitism < 0 || p.elitism >= p.population) {
    fail("elitism must be in [0, population - 1] = [0, " + number(p.population - 1) + "], got " +
         number(p.elitism));
  }
  const GaShape shape{n, p.population, p.elitism};
  const auto model = model_registry().at(p.model.name);
  const ParamValues model_values = model_params(p.model.params);
  for (const auto& problem :
       {check_selection(p.selection, shape), check_crossover(p.crossover, shape),
        check_mutation(p.mutation, shape),
        model->check ? model->check(model_values, shape) : std::nullopt}) {
    if (problem) fail(problem->param + " " + problem->problem);
  }
  if (!(p.crossover_rate >= 0 && p.crossover_rate <= 1)) {
    fail("crossover rate must be in [0, 1], got " + number(p.crossover_rate));
  }
  if (!(p.mutation_rate >= 0 && p.mutation_rate <= 1)) {
    fail("mutation rate must be in [0, 1], got " + number(p.mutation_rate));
  }
  if (p.stop.max_generations < 0 || p.stop.max_evaluations < 0 || p.stop.stagnation < 0 ||
      !(p.stop.time_limit_s >= 0)) {
    fail("stopping rules must be >= 0 (0 switches a rule off)");
  }
  if (p.stop.max_evaluations && p.stop.max_evaluations < p.population) {
    fail("the evaluation budget must be at least population (" + number(p.population) +
         "), the evaluations of the first generation, or 0 for none; got " +
         number(p.stop.max_evaluations));
  }
}

RunResult run_ga(int n, const GaParams& params, Rng& rng, const GenerationObserver& observer,
                 const Checkpoints* checkpoints) {
  check_params(params, n);
  const ParamValues values = model_params(params.model.params);
  return run_model({n, params, values, rng, observer, checkpoints});
}

std::uint64_t ga_bytes(std::int64_t n, const GaParams& params) {
  const auto queens = static_cast<std::uint64_t>(n);
  const auto size = static_cast<std::uint64_t>(params.population);
  const auto model = model_registry().at(params.model.name);
  const std::uint64_t boards =
      model->bytes ? model->bytes(n, params.population, model_params(params.model.params)) : 0;
  // Each board's diagonal counts and inverse permutation (incremental.hpp), when kept: 2(2n - 1)
  // counters of count_bytes(n) bytes and 4n bytes of positions beside its 4n bytes, so
  // count_bytes(n) + 1 times the boards' memory.
  const int count_bytes = DiagonalTable::count_bytes(n);
  const std::uint64_t counts =
      count_bytes ? boards * static_cast<std::uint64_t>(count_bytes + 1) : 0;
  // Workspace: ConflictCounter and DiagonalCounts (2n counters of 4 bytes each, twice), the inverse
  // permutation, column marks, PMX's mapping; the column counts of the statistics; per-individual
  // arrays.
  const std::uint64_t workspace = (16 + 16 + 4 + 1 + 4 + 4) * queens + 48 * size;
  return boards + counts + workspace;
}

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
