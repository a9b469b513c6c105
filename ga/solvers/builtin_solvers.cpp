// The built-in solvers, registered through the same Registry::add a user's own solvers use.
#include <chrono>

#include "../exact/completion.hpp"
#include "../exact/count.hpp"
#include "../exact/first.hpp"
#include "../key_claims.hpp"
#include "../local/min_conflicts.hpp"
#include "../problem/instance_min_conflicts.hpp"
#include "solver.hpp"

namespace nqga {

namespace {

using Work = WorkMeasure::Counter;

std::uint64_t ga_run_bytes(std::int64_t n, const GaParams& ga, const ParamValues&) {
  return ga_bytes(n, ga);
}

// Min-conflicts on the input's instance (problem/instance_min_conflicts.hpp).
RunResult run_instance_min_conflicts(const SolverInput& in) {
  RunResult run;
  const StopToken token = in.token();
  const InstanceMinConflictsResult result = instance_min_conflicts(
      *in.instance, run.board, in.rng, token, static_cast<std::uint64_t>(in.stop.max_evaluations));
  run.solved = result.run.solved;
  run.stop_reason = result.run.solved         ? StopReason::kSolved
                    : result.no_solution      ? StopReason::kExhausted
                    : result.run.budget_spent ? StopReason::kMaxEvaluations
                                              : stop_reason_of(token);
  run.evaluations = static_cast<std::int64_t>(result.run.swaps);
  run.best_conflicts = result.conflicts;
  run.seconds = result.run.seconds;
  return run;
}

RunResult run_min_conflicts(const SolverInput& in) {
  if (in.instance) return run_instance_min_conflicts(in);
  RunResult run;
  if (in.n == 2 || in.n == 3) {  // nothing to search for
    run.stop_reason = StopReason::kExhausted;
    return run;
  }
  const StopToken token = in.token();
  run.board.resize(static_cast<std::size_t>(in.n));
  const MinConflictsResult result = min_conflicts(
      run.board, in.rng, token, {}, static_cast<std::uint64_t>(in.stop.max_evaluations));
  run.solved = result.solved;
  run.stop_reason = result.solved         ? StopReason::kSolved
                    : result.budget_spent ? StopReason::kMaxEvaluations
                                          : stop_reason_of(token);
  run.evaluations = static_cast<std::int64_t>(result.swaps);
  run.seconds = result.seconds;
  if (run.stop_reason == StopReason::kInterrupted && result.conflicts < 0) {
    run.board.clear();  // left unfilled by the interrupt (min_conflicts.hpp): nothing to report
    return run;
  }
  run.best_conflicts = result.conflicts >= 0 ? result.conflicts : conflicting_pairs(run.board);
  return run;
}

// The GA (of `ga`, stopped by the solver's rules) with the token read once a generation, beside
// the caller's observer; on the input's instance when it has one (engine.hpp: run_ga_on).
RunResult run_ga_until_stopped(const SolverInput& in, GaParams ga) {
  ga.stop = in.stop;
  const StopToken token = in.token();
  const GenerationObserver observer = [&](const GenerationRecord& r, const Population& p) {
    return !token.stop_requested() && (!in.observer || in.observer(r, p));
  };
  RunResult run = in.instance ? run_ga_on(*in.instance, ga, in.rng, observer, in.checkpoints)
                              : run_ga(in.n, ga, in.rng, observer, in.checkpoints);
  if (run.stop_reason == StopReason::kObserver && token.stop_requested()) {
    run.stop_reason = stop_reason_of(token);
  }
  return run;
}

// Whether the run has an instance other than plain N-Queens.
bool has_instance(const SolverInput& in) { return in.instance && !in.instance->plain(); }

RunResult run_first(const SolverInput& in) {
  const StopToken token = in.token();
  const FirstSolution first =
      has_instance(in) ? first_completion(*in.instance, token) : first_solution(in.n, token);
  RunResult run;
  run.solved = first.solved;
  run.stop_reason = first.solved      ? StopReason::kSolved
                    : first.timed_out ? stop_reason_of(token)
                                      : StopReason::kExhausted;
  run.nodes = static_cast<std::int64_t>(first.visited_nodes);
  run.seconds = first.seconds;
  run.board = first.board;
  run.method = kernel_name(first.kernel) + " kernel (" + std::string(first.kernel_reason) + ")";
  return run;
}

RunResult run_count(const SolverInput& in) {
  const auto start = std::chrono::steady_clock::now();
  const StopToken token = in.token();
  // One thread: a sweep already runs one job per thread.
  RunResult run;
  if (has_instance(in)) {
    const CompletionCount count = count_completions(*in.instance, 1, token);
    run.solved = count.complete;
    run.solutions = count.total;
    run.nodes = static_cast<std::int64_t>(count.visited_nodes);
  } else {
    const SolutionCount count = count_solutions(in.n, 1, {}, token);
    run.solved = count.complete;
    run.solutions = count.total;
  }
  run.stop_reason = run.solved ? StopReason::kSolved : stop_reason_of(token);
  run.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  return run;
}

}  // namespace

StopReason stop_reason_of(const StopToken& token) {
  return token.interrupted() ? StopReason::kInterrupted : StopReason::kTimeLimit;
}

const std::vector<std::string>& ga_stop_keys() {
  static const std::vector<std::string> keys{"stop.max_generations", "stop.max_evaluations",
                                             "stop.stagnation", "stop.checkpoint_every_s"};
  return keys;
}

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
  params.population = 4;
  params.selection = {"tournament", {{"tournament_size", std::int64_t{4}}}};
  params.mutation = "conflict-swap";
  params.mutation_rate = 1.0;
  params.stop.max_generations = 0;
  params.stop.time_limit_s = time_limit_s;
  return params;
}

GaParams memetic_params(GaParams ga) {
  ga.mutation = {"repair", {}};
  ga.mutation_rate = 1.0;
  return ga;
}

namespace {

// The keys of a solver's parameters start so.
std::string solver_key_prefix(const SolverEntry& e) { return e.name + "."; }
const KeyOwner kSolverKeys("solver",
                           [] { return claims_of(solver_registry(), solver_key_prefix); });

}  // namespace

Registry<SolverEntry>& solver_registry() {
  static Registry<SolverEntry>& registry = *[] {
    auto* r = new Registry<SolverEntry>("solver",
                                        ParamScope::kEntry);  // never destroyed: used until exit
    add_builtin_solvers(*r);
    refuse_foreign_entries(*r, solver_key_prefix);
    return r;
  }();
  return registry;
}

void add_builtin_solvers(Registry<SolverEntry>& registry) {
  registry.add({.name = "ga",
                .description = "the genetic algorithm of the ga.* keys",
                .uses_ga = true,
                .instances = true,
                .stop_keys = ga_stop_keys(),
                .work = {Work::kEvaluations, "conflict evaluations"},
                .run = [](const SolverInput& in) { return run_ga_until_stopped(in, in.ga); },
                .bytes = ga_run_bytes});
  registry.add({.name = "min-conflicts",
                .description = "QS4-style min-conflicts local search (Sosic and Gu 1991)",
                .instances = true,
                .stop_keys = {"stop.max_evaluations"},
                .work = {Work::kEvaluations, "repair swaps"},
                .run = run_min_conflicts,
                .bytes = [](std::int64_t n, const GaParams&, const ParamValues&) {
                  return min_conflicts_bytes(static_cast<std::uint64_t>(n));
                }});
  registry.add(
      {.name = "memetic",
       .description = "the GA of the ga.* keys with min-conflicts repair as every child's mutation",
       .uses_ga = true,
       .sets_keys = {"ga.mutation."},  // memetic_params: repair on every child
       .max_n = 100'000,
       .stop_keys = ga_stop_keys(),
       .work = {Work::kEvaluations, "conflict evaluations"},
       .run = [](const SolverInput& in) { return run_ga_until_stopped(in, memetic_params(in.ga)); },
       .bytes = [](std::int64_t n, const GaParams& ga,
                   const ParamValues&) { return ga_bytes(n, memetic_params(ga)); }});
  registry.add({.name = "backtracking-first",
                .description = "the lexicographically first solution by bitboard backtracking (on "
                               "an instance, the first completion in the search's order)",
                .deterministic = true,
                .instances = true,  // n <= kMaxCompletionN on an instance
                .max_n = 1'000'000,
                .work = {Work::kNodes, "nodes visited"},
                .run = run_first,
                .bytes = [](std::int64_t n, const GaParams&, const ParamValues&) {
                  return first_solution_bytes(static_cast<std::uint64_t>(n));
                }});
  registry.add(
      {.name = "backtracking-count",
       .description = "all solutions counted over border constellations (one thread per job)",
       .deterministic = true,
       .counts = true,
       .instances = true,  // counts completions, no symmetry reduction
       .max_n = kMaxCountN,
       .run = run_count});
}

}  // namespace nqga
