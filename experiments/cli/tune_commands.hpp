// `nqga tune` (an irace scenario from a config's lists and ranges; irace run on it when installed;
// best.yaml from its elite) and `nqga tune-run` (one run of a tuning: what irace's target runner
// calls).
#pragma once

#include <cstdint>
#include <iosfwd>
#include <string>
#include <vector>

namespace nqga {

struct TuneOptions {
  std::string config;
  std::vector<std::string> overrides;  // key=value, key=[a,b], key={min: a, max: b}
  std::int64_t budget = 0;             // irace's maxExperiments
  std::string out;                     // the scenario folder
  int jobs = 0;                        // runs at once; 0: the hardware threads
};

// Writes the scenario into options.out; with irace installed, runs it, prints the elite
// configurations and writes out/best.yaml; without, says how to install irace and run the
// scenario by hand. Returns the exit code: 0 done (or scenario written without irace), 1 irace
// failed or nqga refuses its best configuration (said on `err`). A config problem throws
// ConfigError (exit 2, nothing written).
int tune_command(const TuneOptions& options, std::ostream& out, std::ostream& err);

// Runs the one job of `config` with `overrides` (ranges allowed, tuned keys irace left out at
// their defaults) and prints its cost alone on `out`: irace reads it. Why nqga refuses a
// configuration goes to `err` only when standard error is a terminal. Returns 0; a config
// problem throws ConfigError.
int tune_run_command(const std::string& config, const std::vector<std::string>& overrides,
                     std::ostream& out, std::ostream& err);

}  // namespace nqga
