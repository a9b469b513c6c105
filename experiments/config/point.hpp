// What one sweep point's values (parallel to the key schema) mean to the library: the GA's
// parameters with its operators chosen, the stopping rules, and a solver's own parameters.
#pragma once

#include <vector>

#include "config/keys.hpp"
#include "engine.hpp"
#include "solvers/solver.hpp"

namespace nqga {

// The ga.* keys as GaParams, each operator with the values of the parameters it declares (its
// stopping rules left at their defaults: a solver gets point_stop_rules apart).
GaParams point_ga_params(const KeySchema& schema, const std::vector<Value>& values);

// The stop.* keys (checkpoint_every_s aside: run/checkpoint.hpp).
StopRules point_stop_rules(const KeySchema& schema, const std::vector<Value>& values);

// The values of the parameters `solver` declares (keys <solver>.<param>).
ParamValues point_solver_params(const KeySchema& schema, const std::vector<Value>& values,
                                const SolverEntry& solver);

}  // namespace nqga
