#include "stop_rules.hpp"

#include "params.hpp"

namespace nqga {

std::string describe(const StopRules& stop) {
  return "stop after " + std::to_string(stop.max_generations) + " generations, " +
         std::to_string(stop.max_evaluations) + " evaluations, " + format_value(stop.time_limit_s) +
         " s, " + std::to_string(stop.stagnation) + " stagnant generations";
}

}  // namespace nqga
