#include "ga_params.hpp"

namespace nqga {

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
