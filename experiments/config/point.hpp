// What one sweep point's values (parallel to the key schema) mean to the library: the GA's
// parameters with its operators chosen, the stopping rules, a solver's own parameters, and the
// problem's instance.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "config/keys.hpp"
#include "config/problem_files.hpp"
#include "engine.hpp"
#include "problem/instance.hpp"
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

// The kind of problem that is plain N-Queens: the problem registry's first, the default of
// problem.kind, which has nothing to draw.
const std::string& plain_problem_kind();

// The instance of the point's problem.* keys: none for plain N-Queens (nothing is built, so a
// plain run is today's to the byte and n = 10^9 costs nothing here); else the one that
// problem.kind's generator draws at the point's n from its parameters (problem.<param>) and an
// Rng seeded with problem.seed alone, so that every GA seed of a point gets the same instance.
// Throws std::invalid_argument when the generator refuses its parameters at this n. O(what the
// generator costs). problem.file's instance comes from `files` (read there once) when given.
std::optional<Instance> point_instance(const KeySchema& schema, const std::vector<Value>& values,
                                       ProblemFiles* files = nullptr);

}  // namespace nqga
