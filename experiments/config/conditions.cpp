#include "config/conditions.hpp"

#include <algorithm>

#include "config/read.hpp"
#include "problem/problem_kind.hpp"
#include "solvers/solver.hpp"

namespace nqga {

namespace {

// The names `selector` picks where `values_of(path)` gives the values a key holds (at one point,
// or anywhere in a config): its own and, for ga.model, the models that the models among them run
// (islands reads the keys of the model its ga.islands.model names).
template <typename ValuesOf>
std::vector<std::string> picked_names(const KeySchema& schema, const std::string& selector,
                                      ValuesOf values_of) {
  std::vector<std::string> names;
  for (const Value& value : values_of(selector)) {
    names.push_back(format_value(value));
    if (const std::string inner = inner_model_key(schema, selector, names.back()); !inner.empty()) {
      for (const Value& model : values_of(inner)) names.push_back(format_value(model));
    }
  }
  return names;
}

// The names of the solvers that run the GA and read the ga.* key `path` (memetic sets its
// mutation itself).
std::vector<std::string> ga_solvers(const std::string& path) {
  std::vector<std::string> names;
  for (const auto& solver : solver_registry().entries()) {
    const auto& set = solver->sets_keys;
    const bool sets = std::any_of(set.begin(), set.end(), [&](const std::string& prefix) {
      return path.starts_with(prefix);
    });
    if (solver->uses_ga && !sets) names.push_back(solver->name);
  }
  return names;
}

// The solvers that honour the stop.* key `path` (every solver honours stop.time_limit_s).
std::vector<std::string> solvers_honouring(const std::string& path) {
  std::vector<std::string> names;
  for (const auto& solver : solver_registry().entries()) {
    const auto& keys = solver->stop_keys;
    if (std::find(keys.begin(), keys.end(), path) != keys.end()) names.push_back(solver->name);
  }
  return names;
}

// "; backtracking-first honours stop.time_limit_s only" (or "... honours stop.time_limit_s,
// stop.max_evaluations"), for a stop.* key that the chosen
// solvers do not honour: what they do honour.
std::string honoured_by(const std::vector<std::string>& solvers) {
  std::string text;
  for (const std::string& name : solvers) {
    const auto solver = solver_registry().find(name);
    if (!solver) continue;
    std::string keys = "stop.time_limit_s";
    for (const std::string& key : solver->stop_keys) keys += ", " + key;
    text += "; " + name + " honours " + keys + (solver->stop_keys.empty() ? " only" : "");
  }
  return text;
}

// The problem kinds that draw an instance from problem.seed (not plain N-Queens, not a file).
std::vector<std::string> drawn_problem_kinds() {
  std::vector<std::string> names;
  for (const auto& kind : problem_registry().entries()) {
    if (kind->drawn) names.push_back(kind->name);
  }
  return names;
}

bool met(const Condition& condition, const std::vector<std::string>& names) {
  return std::any_of(names.begin(), names.end(), [&](const std::string& name) {
    return std::find(condition.choices.begin(), condition.choices.end(), name) !=
           condition.choices.end();
  });
}

}  // namespace

std::string inner_model_key(const KeySchema& schema, const std::string& selector,
                            const std::string& value) {
  if (selector != "ga.model") return "";
  const KeySpec* inner = schema.find("ga." + value + ".model");
  return inner ? inner->path : "";
}

std::string either(const std::vector<std::string>& names) {
  std::string text;
  for (std::size_t i = 0; i < names.size(); ++i) {
    text += (i == 0 ? "" : i + 1 == names.size() ? " or " : ", ") + names[i];
  }
  return text;
}

std::vector<Condition> conditions_of(const KeySpec& key) {
  std::vector<Condition> conditions;
  if (key.path.starts_with("ga.") && key.selector != "solver") {
    conditions.push_back({"solver", ga_solvers(key.path)});
  }
  // A kind's own parameters are in effect under that kind (its selector, below); the seed under
  // every kind that draws its instance.
  if (key.path == "problem.seed") conditions.push_back({"problem.kind", drawn_problem_kinds()});
  if (!key.selector.empty()) conditions.push_back({key.selector, key.owner_names});
  if (key.path.starts_with("stop.") && key.path != "stop.time_limit_s") {
    conditions.push_back({"solver", solvers_honouring(key.path)});
  }
  return conditions;
}

bool in_effect(const KeySchema& schema, std::size_t index, const std::vector<Value>& values) {
  auto at_point = [&](const std::string& path) {
    return std::vector<Value>{values[schema.index(path)]};
  };
  const auto conditions = conditions_of(schema[index]);
  return std::all_of(conditions.begin(), conditions.end(), [&](const Condition& condition) {
    return met(condition, picked_names(schema, condition.selector, at_point));
  });
}

std::optional<Condition> unmet_condition(const ExperimentConfig& config, std::size_t index) {
  auto anywhere = [&](const std::string& path) { return config.at(path).values; };
  for (Condition& condition : conditions_of((*config.schema)[index])) {
    if (!met(condition, picked_names(*config.schema, condition.selector, anywhere))) {
      return std::move(condition);
    }
  }
  return std::nullopt;
}

std::vector<std::string> check_keys_used(const ExperimentConfig& config) {
  std::vector<std::string> warnings;
  for (std::size_t i = 0; i < config.settings.size(); ++i) {
    const Setting& setting = config.settings[i];
    if (!setting.given) continue;
    const auto unmet = unmet_condition(config, i);
    if (!unmet) continue;
    const Setting& selector = config.at(unmet->selector);
    std::vector<std::string> chosen;
    for (const Value& value : selector.values) chosen.push_back(format_value(value));
    const std::string& path = (*config.schema)[i].path;
    const std::string why =
        "it matters only when " + unmet->selector + " is " + either(unmet->choices) +
        ", and here " + unmet->selector + " is " + either(chosen) +
        ((*config.schema)[i].path.starts_with("stop.") ? honoured_by(chosen) : "");
    const bool narrowed = setting.where.line > 0 && selector.given && selector.where.line == 0;
    if (!narrowed) {
      fail(setting.where, path,
           "is set, but " + why + "; remove it, or give " + unmet->selector +
               " a value that uses it");
    }
    warnings.push_back(setting.where.prefix() + ": " + path + ": not used, as " + why + " (" +
                       selector.where.source + "); it is left out of the run");
  }
  return warnings;
}

void forget_unused_keys(ExperimentConfig& config) {
  for (std::size_t i = 0; i < config.settings.size(); ++i) {
    if (unmet_condition(config, i)) config.settings[i].given = false;
  }
}

}  // namespace nqga
