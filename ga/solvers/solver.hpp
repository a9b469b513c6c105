// The solver registry: what a job runs, by the config's `solver` name. A solver turns n, its
// parameters, an Rng and the stopping rules into a RunResult; the experiment layer gives every
// registered solver the same sweeps, resume, shards, validation, summaries and plots. Each entry
// declares its own config keys (<name>.<param>), its memory estimate and its measure of work, so
// that nothing downstream knows solvers by name.
#pragma once

#include <cstdint>
#include <functional>
#include <string>
#include <vector>

#include "../engine.hpp"
#include "../params.hpp"
#include "../problem/instance.hpp"
#include "../registry.hpp"
#include "../rng.hpp"
#include "../run_result.hpp"
#include "../stop_token.hpp"

namespace nqga {

// What a solver receives for one run.
struct SolverInput {
  int n = 0;
  const GaParams& ga;  // the ga.* keys, for solvers that run the GA (uses_ga); its `stop` unused
  // The stop.* keys: each solver honours the time limit and those it declares (stop_keys).
  const StopRules& stop;
  const ParamValues& params;           // its own declared parameters, defaults filled in
  Rng& rng;                            // seeded from the job's seed: the only randomness allowed
  const GenerationObserver& observer;  // for solvers with generations; may be empty
  const Checkpoints* checkpoints = nullptr;  // for long runs: save and continue (model.hpp)
  // When to stop: the deadline of stop.time_limit_s from the run's start, and SIGINT or SIGTERM.
  // nqga's runner and `nqga solve` give one; null: token() makes the deadline alone.
  const StopToken* stop_token = nullptr;
  // The instance to solve, of size n: given queens and blocked squares (problem/instance.hpp).
  // Null: plain N-Queens. Only solvers that declare `instances` get one that is not plain.
  const Instance* instance = nullptr;
  // Whether the run must stop now (stop_token.hpp: about 20 ns with a deadline). A solver that
  // never asks is still cut at its deadline by the runner (run/solvers.hpp), but its thread runs
  // on unseen until it returns.
  bool must_stop() const { return stop_token && stop_token->stop_requested(); }
  // The token to honour: the one given, else a deadline of stop.time_limit_s from now.
  StopToken token() const { return stop_token ? *stop_token : StopToken(stop.time_limit_s); }
};

// What a stopped run reports: kInterrupted when the token's interrupt came, else kTimeLimit.
StopReason stop_reason_of(const StopToken& token);

// Which of RunResult's counters measures a solver's work, and what a person calls it.
struct WorkMeasure {
  enum class Counter { kNone, kEvaluations, kNodes };
  Counter counter = Counter::kNone;
  std::string label;  // "conflict evaluations", "repair swaps", "nodes visited"
  // The CSV column of the counter: "evaluations", "nodes" or "" for none.
  std::string column() const;
};

// Filled by field name (`{.name = "ga", .description = ..., .uses_ga = true, .work = ...,
// .run = ...}`); every field has a default, so an entry names only what differs.
struct SolverEntry {
  std::string name{};
  std::string description{};        // one line for `nqga keys`
  std::vector<ParamSpec> params{};  // its keys: <name>.<param name>
  bool uses_ga = false;             // reads the ga.* keys (and needs population x n boards)
  // The ga.* keys it sets itself, as prefixes ("ga.mutation."): not in effect for it, so that a
  // sweep over them makes no points that differ only by a key it ignores.
  std::vector<std::string> sets_keys{};
  bool deterministic = false;  // runs once per parameter point, not once per seed
  bool counts = false;         // reports the number of solutions instead of a board
  bool instances = false;      // solves instances with given queens or blocked squares
  std::int64_t max_n = 1'000'000'000;
  // The stop.* keys it honours besides stop.time_limit_s, which every solver honours (the runner
  // cuts a run at its deadline). A config that sets another one for it is refused, located; a
  // solver that runs the GA through run_ga honours ga_stop_keys(). stop.max_evaluations caps its
  // measure of work (`work`), counted when it is made.
  std::vector<std::string> stop_keys{};
  WorkMeasure work{};  // default: no counter
  std::function<RunResult(const SolverInput&)> run{};
  // The bytes a run holds at its peak, for refusing sweeps that would not fit; null: small.
  std::function<std::uint64_t(std::int64_t n, const GaParams&, const ParamValues&)> bytes{};
};

// The stop.* keys the GA honours: max_generations, max_evaluations, stagnation and
// checkpoint_every_s (with the time limit, all there are).
const std::vector<std::string>& ga_stop_keys();

// The registry, with the built-ins (solvers/builtin_solvers.cpp) registered on first use, in this
// order: ga, min-conflicts, memetic, backtracking-first, backtracking-count.
Registry<SolverEntry>& solver_registry();
void add_builtin_solvers(Registry<SolverEntry>& registry);

// ga-best.yaml's parameters, the fastest GA found for large n: population 4, tournaments of 4,
// PMX, conflict-swap on every child, no generation cap. What `nqga solve --method ga` runs, and the
// base of its memetic GA.
GaParams large_n_ga_params(double time_limit_s = 0);

// The memetic GA's parameters: those of `ga` with min-conflicts repair as the mutation of every
// child. The one definition, for the `memetic` solver and `nqga solve --method memetic`.
GaParams memetic_params(GaParams ga);

}  // namespace nqga
