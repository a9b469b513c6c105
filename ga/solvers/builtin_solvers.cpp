// The built-in solvers, registered through the same Registry::add a user's own solvers use.
#include <chrono>

#include "../exact/count.hpp"
#include "../exact/first.hpp"
#include "../local/min_conflicts.hpp"
#include "solver.hpp"

namespace nqga {

namespace {

using Work = WorkMeasure::Counter;

std::uint64_t ga_run_bytes(std::int64_t n, const GaParams& ga, const ParamValues&) {
  return ga_bytes(n, ga);
}

RunResult run_min_conflicts(const SolverInput& in) {
  RunResult run;
  if (in.n == 2 || in.n == 3) {  // nothing to search for
    run.stop_reason = StopReason::kExhausted;
    return run;
  }
  run.board.resize(static_cast<std::size_t>(in.n));
  const MinConflictsResult result = min_conflicts(run.board, in.rng, in.stop().time_limit_s);
  run.solved = result.solved;
  run.stop_reason = result.solved ? StopReason::kSolved : StopReason::kTimeLimit;
  run.evaluations = static_cast<std::int64_t>(result.swaps);
  run.best_conflicts = result.solved ? 0 : conflicting_pairs(run.board);
  run.seconds = result.seconds;
  return run;
}

RunResult run_first(const SolverInput& in) {
  const FirstSolution first = first_solution(in.n, in.stop().time_limit_s);
  RunResult run;
  run.solved = first.solved;
  run.stop_reason = first.solved      ? StopReason::kSolved
                    : first.timed_out ? StopReason::kTimeLimit
                                      : StopReason::kExhausted;
  run.nodes = static_cast<std::int64_t>(first.visited_nodes);
  run.seconds = first.seconds;
  run.board = first.board;
  return run;
}

RunResult run_count(const SolverInput& in) {
  const auto start = std::chrono::steady_clock::now();
  // One thread: a sweep already runs one job per thread.
  const SolutionCount count = count_solutions(in.n, 1, {}, in.stop().time_limit_s);
  RunResult run;
  run.solved = count.complete;
  run.stop_reason = count.complete ? StopReason::kSolved : StopReason::kTimeLimit;
  run.solutions = count.total;
  run.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  return run;
}

}  // namespace

std::string WorkMeasure::column() const {
  switch (counter) {
    case Counter::kEvaluations:
      return "evaluations";
    case Counter::kNodes:
      return "nodes";
    case Counter::kNone:
      break;
  }
  return "";
}

GaParams large_n_ga_params(double time_limit_s) {
  GaParams params;
  params.population = 50;
  params.selection = {"tournament", {{"tournament_size", std::int64_t{5}}}};
  params.mutation = "conflict-swap";
  params.mutation_rate = 0.5;
  params.stop.max_generations = 0;
  params.stop.time_limit_s = time_limit_s;
  return params;
}

GaParams memetic_params(GaParams ga) {
  ga.mutation = {"repair", {}};
  ga.mutation_rate = 1.0;
  return ga;
}

Registry<SolverEntry>& solver_registry() {
  static Registry<SolverEntry>& registry = *[] {
    auto* r = new Registry<SolverEntry>("solver");  // never destroyed: used until exit
    add_builtin_solvers(*r);
    return r;
  }();
  return registry;
}

void add_builtin_solvers(Registry<SolverEntry>& registry) {
  registry.add({"ga", "the genetic algorithm of the ga.* keys", {}, true, false, false,
                1'000'000'000, {Work::kEvaluations, "conflict evaluations"},
                [](const SolverInput& in) {
                  return run_ga(in.n, in.ga, in.rng, in.observer, in.checkpoints);
                },
                ga_run_bytes});
  registry.add({"min-conflicts", "QS4-style min-conflicts local search (Sosic and Gu 1991)", {},
                false, false, false, 1'000'000'000, {Work::kEvaluations, "repair swaps"},
                run_min_conflicts,
                [](std::int64_t n, const GaParams&, const ParamValues&) {
                  return min_conflicts_bytes(static_cast<std::uint64_t>(n));
                }});
  registry.add({"memetic",
                "the GA of the ga.* keys with min-conflicts repair as every child's mutation",
                {}, true, false, false, 100'000, {Work::kEvaluations, "conflict evaluations"},
                [](const SolverInput& in) {
                  return run_ga(in.n, memetic_params(in.ga), in.rng, in.observer,
                                in.checkpoints);
                },
                [](std::int64_t n, const GaParams& ga, const ParamValues&) {
                  return ga_bytes(n, memetic_params(ga));
                }});
  registry.add({"backtracking-first",
                "the lexicographically first solution by bitboard backtracking", {}, false, true,
                false, 1'000'000, {Work::kNodes, "nodes visited"}, run_first,
                [](std::int64_t n, const GaParams&, const ParamValues&) {
                  return first_solution_bytes(static_cast<std::uint64_t>(n));
                }});
  registry.add({"backtracking-count",
                "all solutions counted over border constellations (one thread per job)", {},
                false, true, true, kMaxCountN, {Work::kNone, ""}, run_count, {}});
}

}  // namespace nqga
