// One run of a tuning, as irace's target runner asks for it (`nqga tune-run`), and the config
// that irace's best configuration makes (best.yaml).
#pragma once

#include <cstdint>
#include <filesystem>
#include <string>
#include <vector>

#include "config/config.hpp"

namespace nqga {

// `config` with every tuned key but n that irace left holding a list or a range (a parameter
// inactive in this configuration, such as tournament_size under roulette) set to its default,
// and a range of n made the list of its board sizes.
ExperimentConfig settled(ExperimentConfig config);

struct TrialCost {
  std::int64_t cost = 0;  // the evaluations to a solution, or unsolved_cost(max_evaluations)
  bool solved = false;
  std::string refused;  // why nqga refuses this configuration (it then costs as unsolved)
};

// Runs the one job of `config` (one n; its seed derived from `seed` as job 0's) and costs it.
// A run solves when its solver says so and its board passes the O(n) validator. A configuration
// that check_point refuses (elitism not below population, ...) is not run and costs as unsolved,
// so that irace learns to avoid it. Throws ConfigError when `config` is not one job with a run
// budget (several n, stop.max_evaluations 0).
TrialCost trial_cost(const ExperimentConfig& config);

// best.yaml's text: the config of `tune_yaml` with irace's best configuration (`overrides`,
// key=value), settled, named after its experiment with "-tuned" appended so that its run
// directory is its own. Throws ConfigError when nqga refuses that config at some n.
std::string best_yaml(const std::filesystem::path& tune_yaml,
                      const std::vector<std::string>& overrides);

}  // namespace nqga
