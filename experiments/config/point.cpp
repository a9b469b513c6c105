#include "config/point.hpp"

#include "problem/problem_kind.hpp"

namespace nqga {

namespace {

template <typename Entry>
OperatorChoice choice(const KeySchema& schema, const std::vector<Value>& values,
                      const Registry<Entry>& registry) {
  const std::string prefix = "ga." + registry.family() + ".";
  OperatorChoice chosen{std::get<std::string>(values[schema.index(prefix + "method")]), {}};
  if (const auto entry = registry.find(chosen.name)) {
    chosen.params = declared_values(schema, values, prefix, entry->params);
  }
  return chosen;
}

}  // namespace

GaParams point_ga_params(const KeySchema& schema, const std::vector<Value>& values) {
  auto integer = [&](std::string_view path) {
    return std::get<std::int64_t>(values[schema.index(path)]);
  };
  auto real = [&](std::string_view path) { return std::get<double>(values[schema.index(path)]); };
  auto text = [&](std::string_view path) {
    return std::get<std::string>(values[schema.index(path)]);
  };
  GaParams params;
  params.population = static_cast<int>(integer("ga.population"));
  params.elitism = static_cast<int>(integer("ga.elitism"));
  params.fitness = fitness_named(text("ga.fitness"));
  params.scaling = scaling_named(text("ga.scaling"));
  params.selection = choice(schema, values, selection_registry());
  params.crossover = choice(schema, values, crossover_registry());
  params.crossover_rate = real("ga.crossover.rate");
  params.mutation = choice(schema, values, mutation_registry());
  params.mutation_rate = real("ga.mutation.rate");
  params.model = {text("ga.model"), declared_values(schema, values, "ga.", model_param_specs())};
  return params;
}

StopRules point_stop_rules(const KeySchema& schema, const std::vector<Value>& values) {
  auto integer = [&](std::string_view path) {
    return std::get<std::int64_t>(values[schema.index(path)]);
  };
  return {.max_generations = integer("stop.max_generations"),
          .max_evaluations = integer("stop.max_evaluations"),
          .time_limit_s = std::get<double>(values[schema.index("stop.time_limit_s")]),
          .stagnation = integer("stop.stagnation")};
}

ParamValues point_solver_params(const KeySchema& schema, const std::vector<Value>& values,
                                const SolverEntry& solver) {
  return declared_values(schema, values, solver.name + ".", solver.params);
}

const std::string& plain_problem_kind() {
  static const std::string name = problem_registry().names().front();
  return name;
}

std::optional<Instance> point_instance(const KeySchema& schema, const std::vector<Value>& values,
                                       ProblemFiles* files) {
  const auto& kind = std::get<std::string>(values[schema.index("problem.kind")]);
  if (kind == plain_problem_kind()) return std::nullopt;
  const auto n = static_cast<int>(std::get<std::int64_t>(values[schema.index("n")]));
  const auto& path = std::get<std::string>(values[schema.index("problem.file")]);
  if (files && kind == kFileProblem && !path.empty()) {
    return instance_of_size(files->read(path).instance, n, path);
  }
  // The instance drawn by a registered kind's generator (or read by the file kind's).
  const auto entry = problem_registry().at(kind);
  Rng rng(static_cast<std::uint64_t>(std::get<std::int64_t>(values[schema.index("problem.seed")])));
  return entry->generate(n, declared_values(schema, values, "problem.", entry->params), rng);
}

}  // namespace nqga
