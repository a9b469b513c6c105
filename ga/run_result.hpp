// What a run reports, whichever solver made it (the GA, min-conflicts, backtracking, a user's own):
// one record that the experiment layer stores as the job's result, validates and summarizes.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "board.hpp"

namespace nqga {

enum class StopReason {
  kSolved,
  kMaxGenerations,
  kMaxEvaluations,
  kTimeLimit,
  kStagnation,
  kExhausted,    // the whole search space was searched: no solution exists (n = 2, 3)
  kObserver,     // the observer asked to stop
  kInterrupted,  // the process was asked to stop (SIGINT): the run is not finished, not recorded
};
// "solved", "max_generations", "max_evaluations", "time_limit", "stagnation", "exhausted",
// "observer", "interrupted": the runs.csv words.
std::string_view to_string(StopReason reason);
// The reason of such a word, or none.
std::optional<StopReason> stop_reason_named(std::string_view word);

// One generation's record, like a DEAP Logbook row.
struct GenerationRecord {
  std::int64_t generation = 0;   // 0 is the random initial population
  std::int64_t evaluations = 0;  // conflict counts made so far, the initial population included
  std::int64_t best = 0, worst = 0;
  double mean = 0, std = 0, diversity = 0;  // see PopulationStats
  double seconds = 0;                       // wall time since the run started
  std::vector<std::int64_t> island_best;    // each island's best (islands model only)
};

// A fall of the best conflicts: the evaluation that made it (1 is the first) and its conflicts.
struct Improvement {
  std::int64_t evaluation = 0, conflicts = 0;
  bool operator==(const Improvement&) const = default;
};

struct RunResult {
  bool solved = false;  // a valid solution found (a counting solver: the count is complete)
  StopReason stop_reason = StopReason::kMaxGenerations;
  Board board;                      // the best board found; empty when there is none (a count)
  std::int64_t best_conflicts = 0;  // of that board
  // The work, in the units each solver declares: GA generations and conflict evaluations,
  // min-conflicts repair swaps (in `evaluations`), backtracking nodes.
  std::int64_t generations = 0, evaluations = 0, nodes = 0;
  std::uint64_t solutions = 0;  // a counting solver's total
  double seconds = 0;
  // A deterministic search timed more than once (run/solvers.hpp): each run's seconds, `seconds`
  // their median; empty when it was timed once.
  std::vector<double> timings;
  // How the solver ran where it chooses: the first-solution search's kernel and why; or "".
  std::string method;
  std::vector<GenerationRecord> log;  // per generation, for solvers that have generations
  // Every fall of the best conflicts at the evaluation that made it, the first evaluation first
  // (for solvers that count evaluations one by one: the GA's models).
  std::vector<Improvement> improvements;
};

}  // namespace nqga
