#include "config/conditions.hpp"

#include <algorithm>

#include "config/read.hpp"
#include "solvers/solver.hpp"

namespace nqga {

namespace {

bool names_contain(const std::vector<std::string>& names, const std::string& name) {
  return std::find(names.begin(), names.end(), name) != names.end();
}

// The key a model that runs other models names them in ("ga.islands.model"), or null.
const KeySpec* inner_model_key(const KeySchema& schema, const std::string& model) {
  return schema.find("ga." + model + ".model");
}

// Every value `selector` may pick at some point of `config`.
std::vector<std::string> picked_somewhere(const ExperimentConfig& config,
                                          const std::string& selector) {
  std::vector<std::string> names;
  for (const Value& value : config.at(selector).values) {
    names.push_back(format_value(value));
    if (selector != "ga.model") continue;
    if (const KeySpec* inner = inner_model_key(*config.schema, names.back())) {
      for (const Value& model : config.at(inner->path).values) {
        names.push_back(format_value(model));
      }
    }
  }
  return names;
}

}  // namespace

std::vector<std::string> ga_solvers() {
  std::vector<std::string> names;
  for (const auto& solver : solver_registry().entries()) {
    if (solver->uses_ga) names.push_back(solver->name);
  }
  return names;
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
    conditions.push_back({"solver", ga_solvers()});
  }
  if (!key.selector.empty()) conditions.push_back({key.selector, key.owner_names});
  return conditions;
}

std::vector<std::string> picked_at(const KeySchema& schema, const std::string& selector,
                                   const std::vector<Value>& values) {
  std::vector<std::string> names{format_value(values[schema.index(selector)])};
  if (selector == "ga.model") {
    if (const KeySpec* inner = inner_model_key(schema, names.front())) {
      names.push_back(format_value(values[schema.index(inner->path)]));
    }
  }
  return names;
}

bool in_effect(const KeySchema& schema, std::size_t index, const std::vector<Value>& values) {
  for (const Condition& condition : conditions_of(schema[index])) {
    const auto names = picked_at(schema, condition.selector, values);
    if (std::none_of(names.begin(), names.end(),
                     [&](const std::string& name) { return names_contain(condition.choices, name); })) {
      return false;
    }
  }
  return true;
}

std::optional<Condition> unmet_condition(const ExperimentConfig& config, std::size_t index) {
  for (Condition& condition : conditions_of((*config.schema)[index])) {
    const auto names = picked_somewhere(config, condition.selector);
    if (std::none_of(names.begin(), names.end(),
                     [&](const std::string& name) { return names_contain(condition.choices, name); })) {
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
    const std::string why = "it matters only when " + unmet->selector + " is " +
                            either(unmet->choices) + ", and here " + unmet->selector + " is " +
                            either(chosen);
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

}  // namespace nqga
