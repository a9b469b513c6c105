// The generational GA: fitness weights -> elitism -> selection -> crossover over row ranges ->
// mutation of queen columns -> evaluation of the changed children only, until a stopping rule
// fires.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "board.hpp"
#include "fitness.hpp"
#include "rng.hpp"

namespace nqga {

// Stopping rules, combined with OR; 0 switches a rule off. Solving (0 conflicts) always stops.
struct StopRules {
  std::int64_t max_generations = 10000;
  std::int64_t max_evaluations = 0;
  double time_limit_s = 0;
  std::int64_t stagnation = 0;  // generations without a better best
};

enum class StopReason { kSolved, kMaxGenerations, kMaxEvaluations, kTimeLimit, kStagnation };
// "solved", "max_generations", "max_evaluations", "time_limit", "stagnation".
std::string_view to_string(StopReason reason);

struct GaParams {
  int population = 100;
  int elitism = 2;  // the k best are copied unchanged into the next generation
  FitnessTransform fitness = FitnessTransform::kPairs;
  Scaling scaling = Scaling::kNone;
  std::string selection = "roulette";  // names from operators/registry.hpp
  int tournament_size = 3;
  std::string crossover = "range";
  double crossover_rate = 0.9;  // probability that a pair of parents is crossed, else copied
  std::string mutation = "swap";
  double mutation_rate = 0.2;  // probability that a child is mutated (once)
  StopRules stop;
};

// Throws std::invalid_argument naming the first parameter out of range and its allowed range.
void check_params(const GaParams& params, int n);

// One generation's record, like a DEAP Logbook row.
struct GenerationRecord {
  std::int64_t generation = 0;   // 0 is the random initial population
  std::int64_t evaluations = 0;  // conflict counts made so far, the initial population included
  std::int64_t best = 0, worst = 0;
  double mean = 0, std = 0, diversity = 0;  // see PopulationStats
  double seconds = 0;                       // wall time since the run started
};

struct RunResult {
  Board board;  // the best board found
  std::int64_t conflicts = 0;
  bool solved() const { return conflicts == 0; }
  std::int64_t generations = 0;
  std::int64_t evaluations = 0;
  double seconds = 0;
  StopReason stop_reason = StopReason::kMaxGenerations;
  std::vector<GenerationRecord> log;  // generation 0 .. generations
};

// Runs the GA on n queens. All randomness comes from `rng`, so a seed fixes everything but the
// seconds columns. Cost per generation: O(population * n) plus selection. n >= 1.
RunResult run_ga(int n, const GaParams& params, Rng& rng);

// The bytes run_ga holds at its peak, an estimate for refusing runs that would not fit: two
// populations of boards (4 bytes a queen) plus O(n) workspaces (counters, inverse permutations).
// The log (about 70 bytes a generation) is not counted.
std::uint64_t ga_bytes(std::int64_t n, const GaParams& params);

}  // namespace nqga
