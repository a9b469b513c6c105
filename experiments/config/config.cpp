#include "config/config.hpp"

#include <algorithm>
#include <filesystem>
#include <sstream>

#include "config/conditions.hpp"
#include "config/point.hpp"
#include "config/read.hpp"
#include "config/text_file.hpp"
#include "config/utf8.hpp"
#include "engine.hpp"

namespace nqga {

namespace {

// Refuses a config file that is not UTF-8, naming the line and column of the first bad byte.
void require_utf8_file(std::string_view text, const std::string& file) {
  const std::size_t bad = first_invalid_utf8(text);
  if (bad == std::string_view::npos) return;
  const std::string_view before = text.substr(0, bad);
  const auto line_start = before.rfind('\n');
  Location where{file};
  where.line = 1 + static_cast<int>(std::count(before.begin(), before.end(), '\n'));
  where.column =
      1 + static_cast<int>(line_start == std::string_view::npos ? bad : bad - line_start - 1);
  fail(where, "",
       utf8_problem(static_cast<unsigned char>(text[bad])) +
           "; save the file as UTF-8 (YAML files are Unicode; Latin-1 and UTF-16 are not read)");
}

// Refuses the first key that holds a range: only `nqga tune` reads ranges.
void refuse_ranges(const ExperimentConfig& config) {
  for (std::size_t i = 0; i < config.settings.size(); ++i) {
    if (config.settings[i].range) {
      fail(config.settings[i].where, (*config.schema)[i].path,
           "a range is for nqga tune; nqga run needs a value or a list");
    }
  }
}

// The names of the solvers that solve instances, for a message.
std::string instance_solvers() {
  std::vector<std::string> names;
  for (const auto& solver : solver_registry().entries()) {
    if (solver->instances) names.push_back(solver->name);
  }
  return either(names);
}

// Draws the point's instance (point_instance), refusing at problem.kind what its generator
// refuses and a solver that does not solve instances. Returns whether the point's instance is
// one (not plain).
bool check_problem(const ExperimentConfig& config, const std::vector<Value>& values,
                   const SolverEntry& solver) {
  const Setting& kind = config.at("problem.kind");
  std::optional<Instance> instance;
  try {
    instance = point_instance(*config.schema, values, config.problem_files.get());
  } catch (const std::invalid_argument& e) {
    fail(kind.where, "problem.kind",
         format_value(values[config.schema->index("problem.kind")]) +
             " at n = " + format_value(values[config.schema->index("n")]) + ": " + e.what());
  }
  if (!instance || instance->plain()) return false;
  if (!solver.instances) {
    fail(kind.where, "problem.kind",
         "is " + format_value(values[config.schema->index("problem.kind")]) +
             ", an instance with given queens or blocked squares, but solver " + solver.name +
             " solves plain N-Queens only; choose a solver that solves instances (" +
             instance_solvers() + ")");
  }
  return true;
}

// Refuses a point on an instance whose jobs could run forever: the instance may have no
// completion, and a solver that searches at random (not deterministic, as backtracking is) cannot
// prove it, so it needs a bound: stop.time_limit_s, or a stop.* key it honours that counts.
void refuse_endless(const ExperimentConfig& config, const std::vector<Value>& values,
                    const SolverEntry& solver) {
  const KeySchema& schema = *config.schema;
  if (solver.deterministic || std::get<double>(values[schema.index("stop.time_limit_s")]) > 0) {
    return;
  }
  std::string bounds;
  for (const char* key : {"stop.max_generations", "stop.max_evaluations", "stop.stagnation"}) {
    const auto& honoured = solver.stop_keys;
    if (std::find(honoured.begin(), honoured.end(), key) == honoured.end()) continue;
    if (std::get<std::int64_t>(values[schema.index(key)]) > 0) return;
    bounds += std::string(" or ") + key;
  }
  fail(config.at("stop.time_limit_s").where, "stop.time_limit_s",
       "is 0 (no limit), and solver " + solver.name +
           " cannot prove that an instance has no completion: on one without, its jobs would "
           "never end; set stop.time_limit_s" +
           bounds + " above 0");
}

}  // namespace

std::string Location::prefix() const {
  if (line == 0) return source;
  return source + ":" + std::to_string(line) + ":" + std::to_string(column);
}

ExperimentConfig load_config(const std::string& file, const std::vector<std::string>& overrides,
                             Ranges ranges) {
  const Location whole_file{file};
  std::string text;
  try {
    text = read_regular_file(file, kMaxConfigBytes, "config");
  } catch (const ReadError& e) {
    fail(whole_file, "", e.problem);
  }
  require_utf8_file(text, file);

  ExperimentConfig config;
  config.file = file;
  try {
    config.schema = KeySchema::current();
  } catch (const std::logic_error& e) {
    fail(whole_file, "", e.what());
  }
  for (const auto& key : config.schema->keys()) {
    config.settings.push_back({{key.spec.fallback}, false, false, {"default"}});
  }
  read_settings(file, text, config);
  for (const auto& override_text : overrides) apply_override(override_text, config);
  if (ranges == Ranges::kRefused) refuse_ranges(config);

  Setting& name = config.settings[config.schema->index("experiment")];
  if (std::get<std::string>(name.values.front()).empty()) {
    name.values.front() = std::filesystem::path(file).stem().string();
  }
  return config;
}

void check_point(const ExperimentConfig& config, const std::vector<Value>& values) {
  const KeySchema& schema = *config.schema;
  auto integer = [&](std::string_view path) {
    return std::get<std::int64_t>(values[schema.index(path)]);
  };
  auto problem = [&](std::string_view path, const std::string& what) {
    fail(config.at(path).where, path, what);
  };
  const auto solver = solver_registry().at(std::get<std::string>(values[schema.index("solver")]));
  const std::int64_t n = integer("n"), population = integer("ga.population");
  if (n > solver->max_n) {
    problem("n", "must be at most " + std::to_string(solver->max_n) + " for solver " +
                     solver->name + ", got " + std::to_string(n));
  }
  const bool on_instance = check_problem(config, values, *solver);
  if (on_instance) refuse_endless(config, values, *solver);
  if (!solver->uses_ga) return;  // the ga.* keys are not its
  GaParams ga = point_ga_params(schema, values);
  ga.stop = point_stop_rules(schema, values);
  // The library's rules, worded by it and named by key: this layer only says where the key is.
  if (const auto bad = ga_params_problem(ga, static_cast<int>(n))) {
    problem(bad->param, bad->problem);
  }
  if (const auto bad = on_instance ? instance_refusal(ga) : std::nullopt) {
    problem("ga." + bad->param, bad->problem);
  }
  // Two generations of boards live at once: 2 x population x n x 4 bytes.
  const double board_bytes = 8.0 * static_cast<double>(population) * static_cast<double>(n);
  if (board_bytes > 8.0 * (1 << 30)) {
    problem("n", "ga.population x n = " + std::to_string(population * n) + " needs " +
                     std::to_string(static_cast<long long>(board_bytes / (1 << 30))) +
                     " GiB of boards per job with solver " + solver->name +
                     "; keep it under 1073741824");
  }
}

}  // namespace nqga
