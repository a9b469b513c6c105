#include "ga_params.hpp"

#include <cstdint>

#include "stop_token.hpp"

namespace nqga {

namespace {

constexpr std::int64_t kUnboundedCount = 9'000'000'000'000'000;  // exact in a double: ">= 0"

}  // namespace

const std::vector<ParamSpec>& ga_param_specs() {
  static const std::vector<ParamSpec> specs = [] {
    const GaParams ga;
    const StopRules stop;
    return std::vector<ParamSpec>{
        integer_param("ga.population", ga.population, 2, 1'000'000, "individuals per generation"),
        integer_param("ga.elitism", ga.elitism, 0, 1'000'000,
                      "best individuals copied unchanged into the next generation (< population)"),
        real_param("ga.crossover.rate", ga.crossover_rate, 0, 1,
                   "probability that a pair of parents is crossed"),
        real_param("ga.mutation.rate", ga.mutation_rate, 0, 1,
                   "probability that a child is mutated"),
        integer_param("stop.max_generations", stop.max_generations, 0, kUnboundedCount,
                      "stop after this many generations (0: no limit)"),
        integer_param("stop.max_evaluations", stop.max_evaluations, 0, kUnboundedCount,
                      "stop at this many evaluations, counted when made: the GA's conflict "
                      "counts, inside a generation (at least ga.population), or min-conflicts' "
                      "improving repair swaps (on an instance, every swap) (0: no limit)"),
        real_param("stop.time_limit_s", stop.time_limit_s, 0, kMaxTimeLimitS,
                   "stop a job after this many seconds, recorded as unsolved (0: no limit)"),
        integer_param("stop.stagnation", stop.stagnation, 0, kUnboundedCount,
                      "stop after this many generations without a better best (0: off)"),
    };
  }();
  return specs;
}

ParamValues ga_param_values(const GaParams& p) {
  return {{"ga.population", std::int64_t{p.population}},
          {"ga.elitism", std::int64_t{p.elitism}},
          {"ga.crossover.rate", p.crossover_rate},
          {"ga.mutation.rate", p.mutation_rate},
          {"stop.max_generations", p.stop.max_generations},
          {"stop.max_evaluations", p.stop.max_evaluations},
          {"stop.time_limit_s", p.stop.time_limit_s},
          {"stop.stagnation", p.stop.stagnation}};
}

std::string describe(const GaParams& p) {
  auto choice = [](const OperatorChoice& c) {
    std::string text = c.name;
    for (const auto& [name, value] : c.params.entries()) {
      text += " " + name + "=" + format_value(value);
    }
    return text;
  };
  return "population " + std::to_string(p.population) + ", elitism " + std::to_string(p.elitism) +
         ", fitness " + fitness_names()[static_cast<int>(p.fitness)] + ", scaling " +
         scaling_names()[static_cast<int>(p.scaling)] + ", selection " + choice(p.selection) +
         ", crossover " + choice(p.crossover) + " at " + format_value(p.crossover_rate) +
         ", mutation " + choice(p.mutation) + " at " + format_value(p.mutation_rate) + ", model " +
         choice(p.model);
}

}  // namespace nqga
