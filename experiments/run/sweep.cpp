#include "run/sweep.hpp"

#include <algorithm>
#include <set>
#include <stdexcept>

#include "config/conditions.hpp"
#include "config/point.hpp"
#include "operators/operator_registry.hpp"
#include "problem/problem_kind.hpp"
#include "rng.hpp"
#include "run/files.hpp"

namespace nqga {

namespace {

// Sets the axes of `values` to grid point `grid` (mixed-radix digits, the last axis fastest).
// Returns false when the point repeats an earlier one: an axis that is not in effect there holds
// another value than its first (roulette with tournament_size 5 is roulette with 3), so a key is
// crossed only with the choices that use it, and a grid without such keys keeps every point (and
// every job id).
bool set_grid_point(const ExperimentConfig& config, const std::vector<std::size_t>& axes,
                    std::int64_t grid, std::vector<Value>& values) {
  std::vector<std::size_t> digits(axes.size());
  for (std::size_t a = axes.size(); a-- > 0;) {
    const auto& options = config.settings[axes[a]].values;
    digits[a] = static_cast<std::size_t>(grid % static_cast<std::int64_t>(options.size()));
    values[axes[a]] = options[digits[a]];
    grid /= static_cast<std::int64_t>(options.size());
  }
  for (std::size_t a = 0; a < axes.size(); ++a) {
    if (digits[a] != 0 && !in_effect(*config.schema, axes[a], values)) return false;
  }
  return true;
}

// The axes of the sweep: every key that holds a list in some combination of alternatives, and
// every key a block of alternatives sets, in schema order.
std::vector<std::size_t> sweep_axes(const ExperimentConfig& config,
                                    const std::vector<ExperimentConfig>& variants) {
  std::set<std::size_t> axes;
  for (const ExperimentConfig& variant : variants) {
    for (std::size_t k = 0; k < variant.settings.size(); ++k) {
      if (variant.settings[k].listed) axes.insert(k);
    }
  }
  for (const Alternatives& alternatives : config.alternatives) {
    for (const auto& block : alternatives.blocks) {
      for (const auto& entry : block) axes.insert(entry.first);
    }
  }
  return {axes.begin(), axes.end()};
}

// The grid points of each variant (the product of its lists), refused when the sweep would
// exceed kMaxJobs jobs.
std::vector<std::int64_t> grid_sizes(const ExperimentConfig& config,
                                     const std::vector<ExperimentConfig>& variants) {
  const auto seeds = std::get<std::int64_t>(config.single("seeds"));
  const auto limit = static_cast<std::int64_t>(kMaxJobs);
  auto too_large = [&](const std::string& size) {
    return ConfigError(config.file + ": the sweep has " + size + "; at most " +
                       std::to_string(limit) + " jobs are allowed, split it into several configs");
  };
  std::vector<std::int64_t> sizes;
  std::int64_t points = 0;
  for (const ExperimentConfig& variant : variants) {
    std::int64_t size = 1;
    for (const Setting& setting : variant.settings) {
      if (!setting.listed) continue;
      // Each list holds at most kMaxJobs values, so checking as we go keeps the product in range.
      size *= static_cast<std::int64_t>(setting.values.size());
      if (points + size > limit) throw too_large("more than " + std::to_string(limit) + " points");
    }
    sizes.push_back(size);
    points += size;
  }
  if (points * seeds > limit) {
    throw too_large(std::to_string(points) + " points x " + std::to_string(seeds) +
                    " seeds = " + std::to_string(points * seeds) + " jobs");
  }
  return sizes;
}

// Adds the points of one combination of alternatives: its grid in row-major order, less the
// points that repeat an earlier one (set_grid_point; and, across combinations, by their labels
// in `seen`, which is null without alternatives).
void add_points(const ExperimentConfig& variant, std::int64_t size, std::set<std::string>* seen,
                Sweep& sweep) {
  const auto seeds = std::get<std::int64_t>(variant.single("seeds"));
  const auto base_seed = static_cast<std::uint64_t>(std::get<std::int64_t>(variant.single("seed")));
  const bool common_seeds = std::get<std::string>(variant.single("seeding")) == "common";
  std::vector<std::size_t> axes;
  for (std::size_t k = 0; k < variant.settings.size(); ++k) {
    if (variant.settings[k].listed) axes.push_back(k);
  }
  std::vector<Value> values;
  for (const auto& setting : variant.settings) values.push_back(setting.values.front());
  for (std::int64_t grid = 0; grid < size; ++grid) {
    if (!set_grid_point(variant, axes, grid, values)) continue;
    if (seen &&
        !seen->insert(point_label(
                          sweep, Job{0, 0, 0, 0, std::make_shared<const std::vector<Value>>(values),
                                     sweep.schema.get()}))
             .second)
      continue;
    check_point(variant, values);
    const auto solver =
        solver_registry().at(std::get<std::string>(values[variant.schema->index("solver")]));
    const std::int64_t replicates = solver->deterministic ? 1 : seeds;
    const auto point_values = std::make_shared<const std::vector<Value>>(values);
    for (int replicate = 0; replicate < replicates; ++replicate) {
      const int id = static_cast<int>(sweep.jobs.size());
      // Common seeding gives replicate r of every point one seed (paired runs); else each job
      // its own.
      const auto stream = static_cast<std::uint64_t>(common_seeds ? replicate : id);
      sweep.jobs.push_back({id, sweep.points, replicate, derive_seed(base_seed, stream),
                            point_values, variant.schema.get(), variant.problem_files.get()});
    }
    ++sweep.points;
  }
}

// Each axis's role: the config's, else its key's default; a role given to a key that is no axis
// is a warning (a config shared between sweeps may name keys that one of them does not vary).
void assign_roles(const ExperimentConfig& config, Sweep& sweep) {
  for (std::size_t axis : sweep.axes) {
    const std::string& path = (*config.schema)[axis].path;
    const auto given = std::find_if(config.roles.begin(), config.roles.end(),
                                    [&](const RoleSetting& role) { return role.path == path; });
    sweep.roles.push_back(given != config.roles.end() ? given->role : default_role(path));
  }
  for (const RoleSetting& role : config.roles) {
    const std::size_t key = config.schema->index(role.path);
    if (std::find(sweep.axes.begin(), sweep.axes.end(), key) == sweep.axes.end()) {
      sweep.warnings.push_back(role.where.prefix() + ": design." + role.path +
                               ": the key holds one value, so its role is not used");
    }
  }
}

}  // namespace

Sweep expand_sweep(const ExperimentConfig& config) {
  Sweep sweep;
  sweep.schema = config.schema;
  sweep.problem_files = config.problem_files;
  sweep.experiment = "fnv1a64:" + fnv1a_hex(resolved_yaml(config));
  const std::vector<ExperimentConfig> variants = alternative_configs(config);
  sweep.axes = sweep_axes(config, variants);
  assign_roles(config, sweep);
  const std::vector<std::int64_t> sizes = grid_sizes(config, variants);
  std::set<std::string> seen;
  for (std::size_t v = 0; v < variants.size(); ++v) {
    for (std::string& warning : check_keys_used(variants[v])) {
      if (std::find(sweep.warnings.begin(), sweep.warnings.end(), warning) == sweep.warnings.end())
        sweep.warnings.push_back(std::move(warning));
    }
    add_points(variants[v], sizes[v], config.alternatives.empty() ? nullptr : &seen, sweep);
  }
  return sweep;
}

int job_n(const Job& job) { return static_cast<int>(std::get<std::int64_t>(job.value("n"))); }

const std::string& job_solver(const Job& job) { return std::get<std::string>(job.value("solver")); }

GaParams job_ga_params(const Job& job) { return point_ga_params(*job.schema, job.values()); }

StopRules job_stop_rules(const Job& job) { return point_stop_rules(*job.schema, job.values()); }

ParamValues job_solver_params(const Job& job, const SolverEntry& solver) {
  return point_solver_params(*job.schema, job.values(), solver);
}

std::optional<Instance> job_instance(const Job& job) {
  return point_instance(*job.schema, job.values(), job.problem_files);
}

std::map<std::string, std::string> job_sources(const Job& job) {
  std::map<std::string, std::string> sources;
  const auto add = [&](const char* family, const std::string& name, const std::string& source) {
    if (!source.empty()) sources[std::string(family) + " " + name] = source;
  };
  if (solver_registry().at(job_solver(job))->uses_ga) {
    const GaParams ga = job_ga_params(job);
    add("selection", ga.selection.name, selection_registry().at(ga.selection.name)->source);
    add("crossover", ga.crossover.name, crossover_registry().at(ga.crossover.name)->source);
    add("mutation", ga.mutation.name, mutation_registry().at(ga.mutation.name)->source);
  }
  const auto& kind = std::get<std::string>(job.value("problem.kind"));
  add("problem", kind, problem_registry().at(kind)->source);
  return sources;
}

std::string axis_text(const Sweep& sweep, const Job& job, std::size_t axis) {
  return in_effect(*sweep.schema, axis, job.values()) ? format_value(job.values()[axis]) : "";
}

std::vector<std::pair<std::string, std::string>> point_parameters(const Sweep& sweep,
                                                                  const Job& job) {
  std::vector<std::pair<std::string, std::string>> parameters;
  for (std::size_t axis : sweep.axes) {
    if (std::string value = axis_text(sweep, job, axis); !value.empty()) {
      parameters.emplace_back((*sweep.schema)[axis].path, std::move(value));
    }
  }
  return parameters;
}

std::string point_label(const Sweep& sweep, const Job& job) {
  std::string label;
  for (const auto& [path, value] : point_parameters(sweep, job)) {
    label += (label.empty() ? "" : " ") + path + "=" + value;
  }
  return label.empty() ? "n=" + std::to_string(job_n(job)) : label;
}

}  // namespace nqga
