// The solvers a job can run, by the name of the config's `solver` key. Each turns a job (its
// point's values and its seed) into what it found; validation and files are the runner's.
#pragma once

#include <cstdint>
#include <functional>
#include <string>
#include <vector>

#include "board.hpp"
#include "engine.hpp"
#include "run/sweep.hpp"

namespace nqga {

struct SolverRun {
  bool solved = false;
  std::string stop_reason;  // solved, time_limit, exhausted (no solution exists), or a GA rule
  std::int64_t generations = 0, evaluations = 0;  // GA: generations and conflict evaluations
  std::int64_t nodes = 0;                         // backtracking: search-tree nodes visited
  std::int64_t best_conflicts = 0;
  std::uint64_t solutions = 0;  // backtracking-count: the total it counted
  double seconds = 0;
  Board board;  // the board found (none for counting)
  std::vector<GenerationRecord> log;
};

struct SolverInfo {
  std::function<SolverRun(const Job&)> run;
  bool deterministic = false;  // runs once per parameter point, not once per seed
  bool reports_board = true;   // false: counts solutions instead
  std::int64_t max_n = 1'000'000'000;
  std::string help;
  // The bytes a job holds at its peak (for refusing sweeps that would not fit in memory); null:
  // small enough not to matter (the runner counts it as 0).
  std::function<std::uint64_t(const Job&)> bytes;
};

// Adds or replaces a solver (tests add doubles this way).
void register_solver(const std::string& name, SolverInfo info);
// The solver of a name, or nullptr.
const SolverInfo* find_solver(const std::string& name);
// The registered names, in registration order: ga, min-conflicts, memetic, backtracking-first,
// backtracking-count.
std::vector<std::string> solver_names();

}  // namespace nqga
