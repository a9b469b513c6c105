#include "cli/tune_commands.hpp"

#include <unistd.h>

#include <filesystem>
#include <iomanip>
#include <ostream>
#include <sstream>

#include "config/conditions.hpp"
#include "run/files.hpp"
#include "run/threads.hpp"
#include "tune/irace.hpp"
#include "tune/scenario.hpp"
#include "tune/trial.hpp"

namespace nqga {

namespace fs = std::filesystem;

namespace {

void print_scenario(const fs::path& dir, const TuningSpace& space, const ScenarioOptions& options,
                    std::ostream& out) {
  std::string sizes;
  for (const std::int64_t n : space.sizes) sizes += (sizes.empty() ? "" : ", ") + std::to_string(n);
  out << "irace scenario in " << dir.string() << ": " << space.parameters.size()
      << " parameter(s), n = " << sizes << ", " << options.budget << " runs of at most "
      << space.max_evaluations << " evaluations (unsolved: " << unsolved_cost(space.max_evaluations)
      << "), " << options.parallel << " at once\n";
  std::istringstream lines(parameters_text(space));
  for (std::string line; std::getline(lines, line);) {
    if (!line.starts_with("#")) out << "  " << line << "\n";
  }
}

void print_by_hand(const fs::path& dir, const std::string& missing, std::ostream& out) {
  out << "irace is not installed here: " << missing
      << ". Install it (Debian 12, as root):\n"
         "  apt-get install --no-install-recommends r-cran-irace\n"
         "then run this nqga tune command again (it runs irace and writes best.yaml), or run "
         "the scenario by hand:\n  "
      << irace_command(dir)
      << "\n(irace prints its best configurations last, as key=value settings)\n";
}

void print_elites(const IraceOutcome& outcome, std::int64_t unsolved, std::ostream& out) {
  out << "irace: " << outcome.experiments
      << " runs; its elite configurations, best first by the sum of their ranks on the runs "
         "they share\n(cost: evaluations to a solution, "
      << unsolved << " when unsolved):\n"
      << "      id  runs   mean cost  parameters\n";
  for (const Elite& elite : outcome.elites) {
    std::string parameters;
    for (const auto& o : elite.overrides) parameters += (parameters.empty() ? "" : " ") + o;
    std::ostringstream cost;
    cost << std::setprecision(6) << elite.mean_cost;
    out << std::setw(8) << elite.id << std::setw(6) << elite.runs << std::setw(12) << cost.str()
        << "  " << parameters << "\n";
  }
}

}  // namespace

int tune_command(const TuneOptions& options, std::ostream& out, std::ostream& err) {
  const ExperimentConfig config = load_config(options.config, options.overrides, Ranges::kAllowed);
  const TuningSpace space = tuning_space(config);
  for (const auto& warning : check_keys_used(config)) err << "nqga: warning: " << warning << "\n";
  const fs::path dir = options.out;
  const ScenarioOptions scenario{options.budget,
                                 threads_for("--jobs", options.jobs, options.budget, err),
                                 fs::canonical("/proc/self/exe").string()};
  try {
    write_scenario(dir, config, space, scenario);
  } catch (const ConfigError& e) {  // a folder that is not a tuning's
    err << "nqga tune: " << e.what() << "\n";
    return 2;
  } catch (const WriteError& e) {
    err << "nqga tune: " << e.what() << "\n";
    return 2;
  }
  print_scenario(dir, space, scenario, out);
  if (const std::string missing = irace_missing(); !missing.empty()) {
    print_by_hand(dir, missing, out);
    return 0;
  }
  err << "running irace (its output: " << (dir / "irace.log").string() << ")\n";
  const IraceOutcome outcome = run_irace(dir);
  if (!outcome.error.empty()) {
    err << "nqga tune: irace stopped (its output: " << (dir / "irace.log").string() << "):\n"
        << outcome.error;
    return 1;
  }
  print_elites(outcome, unsolved_cost(space.max_evaluations), out);
  try {
    write_file_atomically(dir / "best.yaml",
                          best_yaml(dir / "tune.yaml", outcome.elites.front().overrides));
  } catch (const ConfigError& e) {
    err << "nqga tune: nqga refuses irace's best configuration: " << e.what() << "\n";
    return 1;
  }
  out << "best configuration: " << (dir / "best.yaml").string() << " (nqga run "
      << (dir / "best.yaml").string() << " runs it on every n, with "
      << std::get<std::int64_t>(config.single("seeds")) << " seeds each)\n";
  return 0;
}

int tune_run_command(const std::string& config, const std::vector<std::string>& overrides,
                     std::ostream& out, std::ostream& err) {
  const TrialCost trial = trial_cost(settled(load_config(config, overrides, Ranges::kAllowed)));
  // irace reads stdout and stderr together, so a refusal is said only to a person at a terminal.
  if (!trial.refused.empty() && ::isatty(STDERR_FILENO)) {
    err << "nqga tune-run: refused, so it costs as unsolved: " << trial.refused << "\n";
  }
  out << trial.cost << "\n";
  return 0;
}

}  // namespace nqga
