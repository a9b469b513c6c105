// An irace scenario in a folder: what `nqga tune` writes for irace to run, relocatable as a whole
// (irace reads the paths in scenario.txt relative to it; only the nqga executable's path is
// absolute).
//
//   tune.yaml        the config as tune read it (lists and ranges included), resolved
//   parameters.txt   the tuned keys as irace parameters (space.hpp)
//   instances.txt    one board size n per line
//   target-runner    irace's target runner: runs one configuration on one n with irace's seed
//                    through `nqga tune-run`, printing its cost
//   scenario.txt     irace's options: those files, the budget, the seed, runs in parallel
#pragma once

#include <cstdint>
#include <filesystem>
#include <string>

#include "config/config.hpp"
#include "tune/space.hpp"

namespace nqga {

struct ScenarioOptions {
  std::int64_t budget = 0;  // irace's maxExperiments: runs of the target runner in all
  int parallel = 1;         // runs of the target runner at once
  std::string nqga;         // the absolute path of the executable the target runner calls
};

// scenario.txt: the files above, maxExperiments, parallel, irace's seed (the config's, modulo
// 2^31) and the decimal places of real parameters (enough for every bound, at least 4).
std::string scenario_text(const ExperimentConfig& config, const TuningSpace& space,
                          const ScenarioOptions& options);

// instances.txt: the board sizes, one a line.
std::string instances_text(const TuningSpace& space);

// The target runner, a POSIX shell script: given irace's configuration id, instance id, seed,
// instance (n) and the configuration's key=value parameters, it runs `NQGA tune-run` on the
// tune.yaml beside it and prints what that prints (one cost), or says what is wrong (exit 1).
std::string target_runner_text(const std::string& nqga, std::int64_t max_evaluations);

// The first words of every scenario.txt nqga tune writes: what marks a folder as a tuning's.
inline constexpr const char* kScenarioMark = "## irace's scenario, written by nqga tune";

// Why `dir` cannot take a tuning's files, or "": it exists and is not a folder, or holds files
// and is no folder nqga tune made (its scenario.txt does not begin with kScenarioMark): a user's
// folder, a run directory. A new or empty folder, or an earlier tuning's, may be written.
std::string tuning_folder_refusal(const std::filesystem::path& dir);

// Writes the five files into `dir` (created if need be), each atomically, the target runner
// executable, and removes a best.yaml of an earlier tuning. Throws ConfigError, before writing
// anything, for a folder tuning_folder_refusal refuses; WriteError.
void write_scenario(const std::filesystem::path& dir, const ExperimentConfig& config,
                    const TuningSpace& space, const ScenarioOptions& options);

}  // namespace nqga
