#include "run/sweep.hpp"

#include <stdexcept>

#include "config/point.hpp"
#include "rng.hpp"

namespace nqga {

Sweep expand_sweep(const ExperimentConfig& config) {
  Sweep sweep;
  sweep.schema = config.schema;
  const auto seeds = std::get<std::int64_t>(config.single("seeds"));
  const auto limit = static_cast<std::int64_t>(kMaxJobs);
  auto too_large = [&](const std::string& size) {
    return ConfigError(config.file + ": the sweep has " + size + "; at most " +
                       std::to_string(limit) + " jobs are allowed, split it into several configs");
  };
  std::int64_t points = 1;
  for (std::size_t k = 0; k < config.settings.size(); ++k) {
    if (!config.settings[k].listed) continue;
    sweep.axes.push_back(k);
    // Each list holds at most kMaxJobs values, so checking as we go keeps the product in range.
    points *= static_cast<std::int64_t>(config.settings[k].values.size());
    if (points > limit) throw too_large("more than " + std::to_string(limit) + " points");
  }
  if (points * seeds > limit) {
    throw too_large(std::to_string(points) + " points x " + std::to_string(seeds) +
                    " seeds = " + std::to_string(points * seeds) + " jobs");
  }
  const auto base_seed = static_cast<std::uint64_t>(std::get<std::int64_t>(config.single("seed")));
  const bool common_seeds = std::get<std::string>(config.single("seeding")) == "common";
  sweep.points = static_cast<int>(points);

  std::vector<Value> values;
  for (const auto& setting : config.settings) values.push_back(setting.values.front());
  for (int point = 0; point < sweep.points; ++point) {
    // Mixed-radix digits of `point`, the last axis fastest.
    int rest = point;
    for (auto axis = sweep.axes.rbegin(); axis != sweep.axes.rend(); ++axis) {
      const auto& options = config.settings[*axis].values;
      values[*axis] = options[static_cast<std::size_t>(rest) % options.size()];
      rest /= static_cast<int>(options.size());
    }
    check_point(config, values);
    const auto solver =
        solver_registry().at(std::get<std::string>(values[config.schema->index("solver")]));
    const std::int64_t replicates = solver->deterministic ? 1 : seeds;
    for (int replicate = 0; replicate < replicates; ++replicate) {
      const int id = static_cast<int>(sweep.jobs.size());
      const auto stream = static_cast<std::uint64_t>(common_seeds ? replicate : id);
      sweep.jobs.push_back(
          {id, point, replicate, derive_seed(base_seed, stream), values, config.schema.get()});
    }
  }
  return sweep;
}

int job_n(const Job& job) { return static_cast<int>(std::get<std::int64_t>(job.value("n"))); }

const std::string& job_solver(const Job& job) { return std::get<std::string>(job.value("solver")); }

GaParams job_ga_params(const Job& job) { return point_ga_params(*job.schema, job.values); }

ParamValues job_solver_params(const Job& job, const SolverEntry& solver) {
  return point_solver_params(*job.schema, job.values, solver);
}

std::string point_label(const Sweep& sweep, const Job& job) {
  std::string label;
  for (std::size_t axis : sweep.axes) {
    label += (label.empty() ? "" : " ") + (*sweep.schema)[axis].path + "=" +
             format_value(job.values[axis]);
  }
  return label.empty() ? "n=" + std::to_string(job_n(job)) : label;
}

}  // namespace nqga
