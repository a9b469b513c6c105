// Running irace (R's package, Debian's r-cran-irace) on a scenario folder (scenario.hpp) and
// reading its final elite configurations. Debian's package puts no `irace` on PATH, so nqga runs
// it through Rscript: `Rscript -e 'irace::irace.cmdline()' --scenario scenario.txt`.
#pragma once

#include <cstdint>
#include <filesystem>
#include <string>
#include <vector>

namespace nqga {

// Why irace cannot run here ("Rscript is not on PATH", "R has no package irace"), or "" when it
// can.
// Starts R once (about 0.2 s) when Rscript is there.
std::string irace_missing();

// The shell command that runs the scenario in `dir` by hand.
std::string irace_command(const std::filesystem::path& dir);

// One of irace's final elite configurations.
struct Elite {
  std::string id;                      // irace's configuration id
  int runs = 0;                        // the runs it had
  double mean_cost = 0;                // their mean cost
  std::vector<std::string> overrides;  // its parameters as key=value, inactive ones left out
};

struct IraceOutcome {
  std::string error;             // irace's own words when it failed; empty when it ran
  std::int64_t experiments = 0;  // runs of the target runner
  std::vector<Elite> elites;     // best first
};

// Runs irace in `dir` (its output into dir/irace.log), then reads the elites from the log file it
// left (dir/irace.Rdata).
IraceOutcome run_irace(const std::filesystem::path& dir);

// The elites of the log file irace left in `dir` (dir/irace.Rdata), as run_irace reads them;
// `error` says why not (no log, no R). Starts R once.
IraceOutcome read_irace_results(const std::filesystem::path& dir);

// How often irace sampled a value of a parameter over all the configurations it tried (numeric
// parameters with many values in five bins): what `nqga report` shows of a tuning.
struct SampledValue {
  std::string parameter, value;
  int count = 0;
};
// From dir/irace.Rdata; empty when it cannot be read. Starts R once.
std::vector<SampledValue> irace_sampling(const std::filesystem::path& dir);

}  // namespace nqga
