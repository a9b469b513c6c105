#include "tune/space.hpp"

#include <algorithm>
#include <cctype>

#include "config/conditions.hpp"
#include "config/read.hpp"
#include "solvers/solver.hpp"

namespace nqga {

namespace {

constexpr std::int64_t kMaxSizes = 1000;

// Where a problem with `path` is: its setting's place, or the config file for a default.
Location where_of(const ExperimentConfig& config, std::string_view path) {
  const Setting& setting = config.at(path);
  return setting.given ? setting.where : Location{config.file};
}

// c("a", "b"): an R vector of strings.
std::string r_strings(const std::vector<std::string>& values) {
  std::string text;
  for (const auto& value : values) text += (text.empty() ? "\"" : ", \"") + value + "\"";
  return "c(" + text + ")";
}

// Whether the value `name` of `selector` makes `key` matter: it is one of `users`, or it runs
// models (islands) and every model it may run is one of them. Throws ConfigError at `key` when
// only some are: that condition would name a parameter that is itself conditional.
bool picks_users(const ExperimentConfig& config, const std::string& key,
                 const std::string& selector, const std::string& name,
                 const std::vector<std::string>& users) {
  auto is_user = [&](const std::string& n) {
    return std::find(users.begin(), users.end(), n) != users.end();
  };
  if (is_user(name)) return true;
  const std::string inner = inner_model_key(*config.schema, selector, name);
  if (inner.empty()) return false;
  std::size_t using_ = 0;
  for (const Value& model : config.at(inner).values) using_ += is_user(format_value(model));
  if (using_ == 0) return false;
  if (using_ < config.at(inner).values.size()) {
    fail(where_of(config, key), key,
         "is tuned, but under " + selector + " " + name + " it matters only when " + inner +
             " is " + either(users) + "; tune " + key + " or " + inner + ", not both");
  }
  return true;
}

// The condition that `selector` is one of `users`, under which the tuned `key` matters: "" when
// it always is (its one value, or every value of its list, is one of them, or runs only them).
// Throws ConfigError at `key` when it never is.
std::string picked(const ExperimentConfig& config, const std::string& key,
                   const std::string& selector, const std::vector<std::string>& users) {
  std::vector<std::string> all, chosen;
  for (const Value& value : config.at(selector).values) {
    all.push_back(format_value(value));
    if (picks_users(config, key, selector, all.back(), users)) chosen.push_back(all.back());
  }
  if (chosen.empty()) {
    fail(where_of(config, key), key,
         "is tuned, but it matters only when " + selector + " is " + either(users) + ", and here " +
             selector + " is " + either(all));
  }
  if (chosen.size() == all.size()) return "";
  return irace_name(selector) + " %in% " + r_strings(chosen);
}

// Where a tuned key matters: under the entries that declare it (when their selector varies), and
// a ga.* key under the solvers that run the GA (unless its selector, a tuned ga.* key, has that
// condition already: irace leaves out a parameter whose condition names an inactive one).
std::string condition_of(const ExperimentConfig& config, const KeySpec& key) {
  const bool selector_tuned = key.selector.starts_with("ga.") && is_tuned(config.at(key.selector));
  std::string condition;
  for (const Condition& c : conditions_of(key)) {
    if (c.selector == "solver" && key.selector != "solver" && selector_tuned) continue;
    const std::string part = picked(config, key.path, c.selector, c.choices);
    if (!part.empty()) condition += (condition.empty() ? "" : " && ") + part;
  }
  return condition;
}

// irace hands values to the target runner through a shell command line, unquoted.
bool passes_the_shell(const std::string& value) {
  return !value.empty() && std::all_of(value.begin(), value.end(), [](unsigned char c) {
    return std::isalnum(c) || c == '.' || c == '_' || c == '+' || c == '-';
  });
}

TunedParameter parameter_of(const ExperimentConfig& config, const KeySpec& key,
                            const Setting& setting) {
  TunedParameter parameter;
  parameter.key = key.path;
  parameter.name = irace_name(key.path);
  const bool numeric = key.spec.kind == ParamKind::kInteger || key.spec.kind == ParamKind::kReal;
  if (setting.range) {
    parameter.type = key.spec.kind == ParamKind::kInteger ? 'i' : 'r';
    parameter.range = setting.range;
  } else {
    parameter.type = numeric ? 'o' : 'c';
    std::vector<Value> values = setting.values;
    if (numeric) std::sort(values.begin(), values.end());
    for (const Value& value : values) parameter.values.push_back(format_value(value));
  }
  for (const auto& value : parameter.values) {
    if (!passes_the_shell(value)) {
      fail(where_of(config, key.path), key.path,
           "value '" + value +
               "' cannot pass through irace's command line: tune values of letters, digits and "
               ". _ + - only");
    }
  }
  parameter.condition = condition_of(config, key);
  return parameter;
}

// The budget of a run: stop.max_evaluations, one value above 0.
std::int64_t run_budget(const ExperimentConfig& config) {
  const std::string path = "stop.max_evaluations";
  if (is_tuned(config.at(path))) {
    fail(where_of(config, path), path,
         "is every run's budget (an unsolved run costs 10 x it), so it takes one value, not a list "
         "or a range");
  }
  const auto budget = std::get<std::int64_t>(config.single(path));
  if (budget <= 0) {
    fail(where_of(config, path), path,
         "nqga tune needs a budget per run: set it above 0 (a run costs its evaluations to a "
         "solution, or 10 x this budget when unsolved: PAR10)");
  }
  return budget;
}

// Every solver the tuning may run counts evaluations, the same kind for all.
void check_solvers(const ExperimentConfig& config) {
  std::string first, label;
  for (const Value& value : config.at("solver").values) {
    const auto solver = solver_registry().at(std::get<std::string>(value));
    if (solver->work.counter != WorkMeasure::Counter::kEvaluations) {
      fail(where_of(config, "solver"), "solver",
           "nqga tune costs a run by the evaluations it counts, and " + solver->name + " counts " +
               (solver->work.label.empty() ? "none" : solver->work.label) +
               "; tune a solver that counts evaluations");
    }
    if (!label.empty() && solver->work.label != label) {
      fail(where_of(config, "solver"), "solver",
           first + " and " + solver->name + " count different work (" + label + ", " +
               solver->work.label + "), so their costs do not compare; tune them one at a time");
    }
    first = solver->name;
    label = solver->work.label;
  }
}

// Two keys with one irace name would be one parameter to irace.
void check_names(const ExperimentConfig& config, const std::vector<TunedParameter>& parameters) {
  for (std::size_t i = 0; i < parameters.size(); ++i) {
    for (std::size_t j = 0; j < i; ++j) {
      if (parameters[i].name == parameters[j].name) {
        fail(where_of(config, parameters[i].key), parameters[i].key,
             "irace would name it " + parameters[i].name + ", as it names " + parameters[j].key +
                 "; tune one of them at a time");
      }
    }
  }
}

}  // namespace

bool is_tuned(const Setting& setting) { return setting.range || setting.values.size() > 1; }

std::string irace_name(std::string_view key) {
  std::string name(key);
  for (char& c : name) {
    if (!std::isalnum(static_cast<unsigned char>(c))) c = '_';
  }
  return name;
}

std::vector<std::int64_t> board_sizes(const ExperimentConfig& config) {
  const Setting& n = config.at("n");
  std::vector<std::int64_t> sizes;
  if (!n.range) {
    for (const Value& value : n.values) sizes.push_back(std::get<std::int64_t>(value));
    return sizes;
  }
  if (n.range->log) {
    fail(n.where, "n",
         "a range of n makes every board size in it an instance, so log does not apply; list the "
         "sizes instead");
  }
  const auto low = std::get<std::int64_t>(n.range->min),
             high = std::get<std::int64_t>(n.range->max);
  if (high - low + 1 > kMaxSizes) {
    fail(n.where, "n",
         "a range of " + std::to_string(high - low + 1) + " board sizes; irace gets at most " +
             std::to_string(kMaxSizes) + " instances here, so list the sizes to tune on");
  }
  for (std::int64_t size = low; size <= high; ++size) sizes.push_back(size);
  return sizes;
}

TuningSpace tuning_space(const ExperimentConfig& config) {
  TuningSpace space;
  space.sizes = board_sizes(config);
  space.max_evaluations = run_budget(config);
  check_solvers(config);
  for (std::size_t i = 0; i < config.settings.size(); ++i) {
    const KeySpec& key = (*config.schema)[i];
    if (key.path != "n" && is_tuned(config.settings[i])) {
      space.parameters.push_back(parameter_of(config, key, config.settings[i]));
    }
  }
  if (space.parameters.empty()) {
    fail(Location{config.file}, "",
         "nothing to tune: give a key a list of values or a range, for example "
         "ga.mutation.rate: {min: 0.01, max: 0.5}");
  }
  check_names(config, space.parameters);
  return space;
}

std::string parameters_text(const TuningSpace& space) {
  std::size_t name_width = 0, switch_width = 0;
  for (const auto& p : space.parameters) {
    name_width = std::max(name_width, p.name.size());
    switch_width = std::max(switch_width, p.key.size() + 3);
  }
  auto padded = [](std::string text, std::size_t width) {
    text.resize(std::max(width, text.size()), ' ');
    return text;
  };
  std::string text =
      "# irace's parameters, written by nqga tune: name, switch (irace passes key=value, an\n"
      "# override of tune.yaml), type (c categorical, o ordinal, i integer, r real; ,log: on a\n"
      "# log scale), domain, and | the condition under which the parameter matters.\n";
  for (const auto& p : space.parameters) {
    std::string domain;
    if (p.range) {
      domain = format_value(p.range->min) + ", " + format_value(p.range->max);
    } else {
      for (const auto& value : p.values) {
        const std::string word = p.type == 'c' ? "\"" + value + "\"" : value;
        domain += (domain.empty() ? "" : ", ") + word;
      }
    }
    const std::string type = std::string(1, p.type) + (p.range && p.range->log ? ",log" : "");
    std::string line = padded(p.name, name_width) + "  " +
                       padded("\"" + p.key + "=\"", switch_width) + "  " + padded(type, 5) + "  (" +
                       domain + ")";
    if (!p.condition.empty()) line += " | " + p.condition;
    text += line + "\n";
  }
  return text;
}

}  // namespace nqga
