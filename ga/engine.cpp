#include "engine.hpp"

#include <algorithm>
#include <optional>
#include <stdexcept>
#include <string>
#include <utility>

#include "evaluation/positions.hpp"
#include "evaluation/tracked_rows.hpp"
#include "problem/instance_conflicts.hpp"

namespace nqga {

std::optional<ParamProblem> ga_params_problem(const GaParams& p, int n) {
  if (n < 1) return ParamProblem{"n", "must be at least 1, got " + std::to_string(n)};
  const ParamValues values = ga_param_values(p);
  for (const ParamSpec& spec : ga_param_specs()) {
    if (std::string bad = param_problem(spec, values.at(spec.name)); !bad.empty()) {
      return ParamProblem{spec.name, std::move(bad)};
    }
  }
  const std::string population = "ga.population (" + std::to_string(p.population) + ")";
  if (p.elitism >= p.population) {
    return ParamProblem{"ga.elitism",
                        "must be below " + population + ", got " + std::to_string(p.elitism)};
  }
  if (p.stop.max_evaluations != 0 && p.stop.max_evaluations < p.population) {
    return ParamProblem{"stop.max_evaluations",
                        "must be 0 (no budget) or at least " + population +
                            ", the evaluations of the first generation, got " +
                            std::to_string(p.stop.max_evaluations)};
  }
  const GaShape shape{n, p.population, p.elitism};
  const auto model = model_registry().at(p.model.name);
  const std::pair<const char*, std::optional<ParamProblem>> checks[] = {
      {"ga.selection.", check_selection(p.selection, shape)},
      {"ga.crossover.", check_crossover(p.crossover, shape)},
      {"ga.mutation.", check_mutation(p.mutation, shape)},
      {"ga.", model->check ? model->check(model_params(p.model.params), shape) : std::nullopt}};
  for (const auto& [prefix, bad] : checks) {
    if (bad) return ParamProblem{prefix + bad->param, bad->problem};
  }
  return std::nullopt;
}

void check_params(const GaParams& params, int n) {
  if (const auto bad = ga_params_problem(params, n)) {
    throw std::invalid_argument(bad->param + " " + bad->problem);
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
  // Each board's diagonal counts and inverse permutation (evaluation/incremental.hpp), when kept,
  // beside its 4 bytes a row: 2(2n - 1) counters of count_bytes(n) bytes, and positions of 2 bytes
  // a row up to n = 65,536, else 4 (evaluation/positions.hpp).
  const auto count_bytes = static_cast<std::uint64_t>(DiagonalTable::count_bytes(n));
  const std::uint64_t position_bytes = narrow_positions(n) ? 2 : 4;
  const std::uint64_t counts = count_bytes ? boards / 4 * (4 * count_bytes + position_bytes) : 0;
  // Workspace: ConflictCounter and DiagonalCounts (2n counters of 4 bytes each, twice), the inverse
  // permutation, column marks, PMX's mapping, the 4n column counts of the statistics (4 bytes
  // each); per-individual arrays.
  const std::uint64_t workspace = (16 + 16 + 4 + 1 + 4 + 16) * queens + 48 * size;
  // A small population at large n also tracks each board's attacked rows and rows apart from the
  // reference (evaluation/tracked_rows.hpp), 20 3/16 bytes a row: 20/4 + 3/64 times the boards'
  // memory; keeps the best board as one more individual (36 3/16 bytes a row) and two scratch
  // children (8); its lists of differing rows, and the rows its reference moved, hold at most
  // what the copies walk and the reference moves before a rebase, min(2n, 2^19) rows of 4 bytes,
  // in vectors that may be twice as large.
  const auto walked = std::min<std::uint64_t>(2 * queens, std::uint64_t{1} << 19);
  const std::uint64_t tracked =
      TrackedRows::tracks(params.population, static_cast<int>(std::min<std::int64_t>(n, 1 << 30)))
          ? boards * 5 + boards * 3 / 64 + (36 + 8) * queens + 3 * queens / 16 + 2 * 2 * 4 * walked
          : 0;
  // An interruptible run keeps a copy of its state after a slow generation
  // (models/model_entry.hpp): one population's boards and the best, in a buffer at most twice their
  // size.
  const std::uint64_t kept_state = 2 * 4 * queens * (size + 1);
  return boards + counts + workspace + tracked + kept_state;
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
