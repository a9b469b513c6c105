#include "tune/scenario.hpp"

#include <algorithm>
#include <cmath>
#include <utility>
#include <vector>

#include "figures/external_programs.hpp"
#include "run/files.hpp"

namespace nqga {

namespace fs = std::filesystem;

namespace {

// The decimal places that write `x` exactly (at most 15).
int decimal_places(double x) {
  for (int places = 0; places < 15; ++places) {
    const double scaled = x * std::pow(10.0, places);
    if (std::abs(scaled - std::round(scaled)) <= 1e-9 * std::max(1.0, std::abs(scaled))) {
      return places;
    }
  }
  return 15;
}

// irace's `digits`: it rounds real values (bounds included) to this many decimal places, so
// every bound needs its own places, and two more let a log scale's small end vary.
int real_digits(const TuningSpace& space) {
  int digits = 4;
  for (const auto& p : space.parameters) {
    if (p.type != 'r') continue;
    for (const Value& bound : {p.range->min, p.range->max}) {
      digits = std::max(digits, decimal_places(std::get<double>(bound)) + 2);
    }
  }
  return std::min(digits, 15);
}

// `text` with each placeholder replaced by its value.
std::string filled(std::string text,
                   const std::vector<std::pair<std::string, std::string>>& values) {
  for (const auto& [placeholder, value] : values) {
    for (auto at = text.find(placeholder); at != std::string::npos;
         at = text.find(placeholder, at + value.size())) {
      text.replace(at, placeholder.size(), value);
    }
  }
  return text;
}

}  // namespace

std::string scenario_text(const ExperimentConfig& config, const TuningSpace& space,
                          const ScenarioOptions& options) {
  const auto seed = static_cast<std::uint64_t>(std::get<std::int64_t>(config.single("seed")));
  return filled(std::string(kScenarioMark) + R"( from @CONFIG@. Run it in this
## folder (its paths are relative to this file) with
##   Rscript -e 'irace::irace.cmdline()' --scenario scenario.txt
parameterFile = "parameters.txt"
trainInstancesDir = ""
trainInstancesFile = "instances.txt"
targetRunner = "./target-runner"
execDir = "."
logFile = "irace.Rdata"
maxExperiments = @BUDGET@
parallel = @PARALLEL@
seed = @SEED@
digits = @DIGITS@
)",
                {{"@CONFIG@", config.file},
                 {"@BUDGET@", std::to_string(options.budget)},
                 {"@PARALLEL@", std::to_string(options.parallel)},
                 {"@SEED@", std::to_string(seed % (std::uint64_t{1} << 31))},
                 {"@DIGITS@", std::to_string(real_digits(space))}});
}

std::string instances_text(const TuningSpace& space) {
  std::string text;
  for (const std::int64_t n : space.sizes) text += std::to_string(n) + "\n";
  return text;
}

std::string target_runner_text(const std::string& nqga, std::int64_t max_evaluations) {
  return filled(R"sh(#!/bin/sh
# irace's target runner, written by nqga tune. irace calls it with a configuration id, an
# instance id, a seed, the instance (a board size n) and the configuration's parameters as
# key=value; it runs that configuration once on n with that seed and prints its cost: the
# evaluations to a solution, or @PENALTY@ (10 x stop.max_evaluations, PAR10) when unsolved.
nqga=@NQGA@
here=$(cd "$(dirname "$0")" && pwd)
if [ $# -lt 4 ]; then
  echo "target-runner: expected a configuration id, an instance id, a seed and a board size, got: $*"
  exit 1
fi
if [ ! -x "$nqga" ]; then
  echo "target-runner: $nqga is not there any more; run nqga tune again to write the scenario anew"
  exit 1
fi
seed=$3
n=$4
shift 4
exec "$nqga" tune-run "$here/tune.yaml" "seed=$seed" "n=$n" "$@"
)sh",
                {{"@PENALTY@", std::to_string(unsolved_cost(max_evaluations))},
                 {"@NQGA@", shell_quoted(nqga)}});
}

std::string tuning_folder_refusal(const fs::path& dir) {
  std::error_code error;
  if (!fs::exists(dir, error)) return "";
  if (!fs::is_directory(dir, error)) {
    return dir.string() + " is not a folder; give --out a new folder, or one nqga tune made";
  }
  if (fs::is_empty(dir, error)) return "";
  std::string first_line;
  if (fs::is_regular_file(dir / "scenario.txt", error)) {
    const std::string text = read_text(dir / "scenario.txt");
    first_line = text.substr(0, text.find('\n'));
  }
  if (first_line.starts_with(kScenarioMark)) return "";
  return dir.string() +
         " holds files and is no folder nqga tune made (its scenario.txt would begin with \"" +
         kScenarioMark +
         "\"), so its files could be overwritten or removed; give --out a new or empty folder "
         "(nothing was written)";
}

void write_scenario(const fs::path& dir, const ExperimentConfig& config, const TuningSpace& space,
                    const ScenarioOptions& options) {
  if (const std::string refusal = tuning_folder_refusal(dir); !refusal.empty()) {
    throw ConfigError(refusal);
  }
  std::error_code error;
  fs::create_directories(dir, error);
  if (error) {
    throw WriteError("cannot create " + dir.string() + ": " + error.message() +
                     "; choose another folder with --out DIR");
  }
  write_file_atomically(dir / "tune.yaml", resolved_yaml(config));
  write_file_atomically(dir / "parameters.txt", parameters_text(space));
  write_file_atomically(dir / "instances.txt", instances_text(space));
  write_file_atomically(dir / "target-runner",
                        target_runner_text(options.nqga, space.max_evaluations));
  fs::permissions(dir / "target-runner",
                  fs::perms::owner_exec | fs::perms::group_exec | fs::perms::others_exec,
                  fs::perm_options::add);
  write_file_atomically(dir / "scenario.txt", scenario_text(config, space, options));
  fs::remove(dir / "best.yaml", error);
}

}  // namespace nqga
