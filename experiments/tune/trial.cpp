#include "tune/trial.hpp"

#include "board.hpp"
#include "config/read.hpp"
#include "run/solvers.hpp"
#include "run/sweep.hpp"
#include "tune/space.hpp"

namespace nqga {

ExperimentConfig settled(ExperimentConfig config) {
  for (std::size_t i = 0; i < config.settings.size(); ++i) {
    Setting& setting = config.settings[i];
    const KeySpec& key = (*config.schema)[i];
    if (key.path == "n") {
      if (!setting.range) continue;
      const std::vector<std::int64_t> sizes = board_sizes(config);
      setting.values.assign(sizes.begin(), sizes.end());
      setting.listed = true;
      setting.range.reset();
    } else if (is_tuned(setting)) {
      setting.values = {key.spec.fallback};
      setting.listed = false;
      setting.given = false;  // irace passes it where it matters
      setting.range.reset();
    }
  }
  return config;
}

TrialCost trial_cost(const ExperimentConfig& config) {
  const auto budget = std::get<std::int64_t>(config.single("stop.max_evaluations"));
  if (budget <= 0) {
    fail(config.at("stop.max_evaluations").where, "stop.max_evaluations",
         "a run of a tuning needs a budget: set it above 0");
  }
  if (config.at("n").values.size() != 1) {
    fail(config.at("n").where, "n", "a run of a tuning takes one board size: give n=N");
  }
  Sweep sweep;
  try {
    sweep = expand_sweep(config);
  } catch (const ConfigError& e) {
    return {unsolved_cost(budget), false, e.what()};
  }
  const RunResult result = run_solver(sweep.jobs.front());
  const std::optional<Instance> instance = job_instance(sweep.jobs.front());
  const bool solved =
      result.solved && (instance ? check_on_instance(result.board, *instance).valid()
                                 : check_board(result.board).valid());
  return {solved ? result.evaluations : unsolved_cost(budget), solved, ""};
}

std::string best_yaml(const std::filesystem::path& tune_yaml,
                      const std::vector<std::string>& overrides) {
  ExperimentConfig config = settled(load_config(tune_yaml.string(), overrides, Ranges::kAllowed));
  Setting& name = config.settings[config.schema->index("experiment")];
  name.values = {std::get<std::string>(name.values.front()) + "-tuned"};
  expand_sweep(config);  // refuses what nqga run would refuse
  return resolved_yaml(config);
}

}  // namespace nqga
