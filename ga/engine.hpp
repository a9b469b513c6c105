// The GA: fitness weights -> selection -> crossover over row ranges -> mutation of queen columns
// -> evaluation of the changed children only, under an evolution model (models/model.hpp: the
// generational loop by default), until a stopping rule fires.
#pragma once

#include <cstdint>
#include <functional>
#include <string>
#include <vector>

#include "board.hpp"
#include "fitness.hpp"
#include "models/model.hpp"
#include "operators/registry.hpp"
#include "population.hpp"
#include "rng.hpp"
#include "run_result.hpp"

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
  StopRules stop;
};

// Every parameter in one line ("population 100, elitism 2, ..."), for messages and for telling
// one run's checkpoint from another's.
std::string describe(const GaParams& params);

// Throws std::invalid_argument naming the first parameter out of range and its allowed range,
// an operator name nobody registered, or an operator parameter that does not fit.
void check_params(const GaParams& params, int n);

// Runs the GA on n queens under params.model, watched by `observer` (models/model.hpp), saving
// and continuing from `checkpoints` when given. All randomness comes from `rng`, so a seed fixes
// everything but the seconds columns. Cost per generation: O(population * n) plus selection.
// n >= 1.
RunResult run_ga(int n, const GaParams& params, Rng& rng, const GenerationObserver& observer = {},
                 const Checkpoints* checkpoints = nullptr);

// The bytes run_ga holds at its peak, an estimate for refusing runs that would not fit: the
// model's boards (4 bytes a queen) and their diagonal counts (1 or 2 times that below 65,536
// queens) plus O(n) workspaces (counters, inverse permutations). The
// log (about 70 bytes a generation) is not counted.
std::uint64_t ga_bytes(std::int64_t n, const GaParams& params);

}  // namespace nqga
