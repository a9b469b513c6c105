// The GA's parameters (the ga.* keys) and their one-line description. At the bottom of the GA's
// layers: the engine, the models and the solvers include it, and it includes none of them.
#pragma once

#include <string>

#include "fitness.hpp"
#include "operators/registry.hpp"
#include "stop_rules.hpp"

namespace nqga {

struct GaParams {
  int population = 100;
  int elitism = 2;  // the k best are copied unchanged into the next generation
  FitnessTransform fitness = FitnessTransform::kPairs;
  Scaling scaling = Scaling::kNone;
  OperatorChoice selection{"roulette", {}};  // registered names: operators/registry.hpp
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

// Every parameter but the stopping rules in one line ("population 100, elitism 2, ...").
std::string describe(const GaParams& params);

}  // namespace nqga
