// alternative_configs (config.hpp): the configs a config's alternatives make.
#include "config/config.hpp"

namespace nqga {

std::vector<ExperimentConfig> alternative_configs(const ExperimentConfig& config) {
  ExperimentConfig base = config;
  base.alternatives.clear();
  std::vector<ExperimentConfig> configs{base};
  for (const Alternatives& alternatives : config.alternatives) {
    std::vector<ExperimentConfig> next;
    for (const ExperimentConfig& partial : configs) {
      for (const auto& block : alternatives.blocks) {
        ExperimentConfig& variant = next.emplace_back(partial);
        for (const auto& [index, setting] : block) variant.settings[index] = setting;
      }
    }
    configs = std::move(next);
  }
  return configs;
}

}  // namespace nqga
