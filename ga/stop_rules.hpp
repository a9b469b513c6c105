// When a run stops: the stop.* keys. They belong to every solver, not to the GA: each solver
// honours the time limit (the runner cuts a run at its deadline) and the others it declares
// (SolverEntry::stop_keys); the GA honours all four. At the bottom of the library: it needs
// nothing else.
#pragma once

#include <cstdint>
#include <string>

namespace nqga {

// Combined with OR; 0 switches a rule off. Solving (0 conflicts) always stops.
struct StopRules {
  std::int64_t max_generations = 10000;
  // The solver's measure of work, counted when it is made: the GA's conflict evaluations,
  // min-conflicts' improving repair swaps; the unit that would pass it is not done.
  std::int64_t max_evaluations = 0;
  double time_limit_s = 0;
  std::int64_t stagnation = 0;  // generations without a better best
};

// "stop after 10000 generations, 0 evaluations, 0 s, 0 stagnant generations", for messages and
// for telling one run's checkpoint from another's.
std::string describe(const StopRules& stop);

}  // namespace nqga
