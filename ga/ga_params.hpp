// The GA's parameters (the ga.* keys) and their one-line description. At the bottom of the GA's
// layers: the engine, the models and the solvers include it, and it includes none of them.
#pragma once

#include <string>
#include <vector>

#include "evaluation/fitness.hpp"
#include "operators/operator_registry.hpp"
#include "stop_rules.hpp"

namespace nqga {

struct GaParams {
  int population = 100;
  int elitism = 2;  // the k best are copied unchanged into the next generation
  FitnessTransform fitness = FitnessTransform::kPairs;
  Scaling scaling = Scaling::kNone;
  OperatorChoice selection{"roulette", {}};  // registered names: operators/operator_registry.hpp
  OperatorChoice crossover{"range", {}};
  double crossover_rate = 0.9;  // probability that a pair of parents is crossed, else copied
  OperatorChoice mutation{"swap", {}};
  double mutation_rate = 0.2;  // probability that a child is mutated (once)
  // The evolution model and the values of model parameters (any model's: islands run another
  // model inside); those not set take their defaults.
  OperatorChoice model{"generational", {}};
  // The rules run_ga stops by, for a GA run from C++. A solver gets the stop.* keys apart, in
  // SolverInput::stop; the GA solvers put them here when they call run_ga.
  StopRules stop;
};

// The GA's own parameters and its stopping rules as declarations, named by their config keys, with
// the defaults of GaParams{} and StopRules{}: ga.population [2, 1000000], ga.elitism [0, 1000000],
// ga.crossover.rate and ga.mutation.rate [0, 1], stop.max_generations, stop.max_evaluations,
// stop.stagnation >= 0, stop.time_limit_s from 0 to kMaxTimeLimitS (stop_token.hpp). check_params
// enforces these ranges and the config's keys are these declarations, so the library and a config
// cannot disagree on them.
const std::vector<ParamSpec>& ga_param_specs();

// The values of `params` under the names of ga_param_specs().
ParamValues ga_param_values(const GaParams& params);

// Every parameter but the stopping rules in one line ("population 100, elitism 2, ...").
std::string describe(const GaParams& params);

}  // namespace nqga
