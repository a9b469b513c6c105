// The GA's rules live once, in the library (ga_param_specs, GaParams, ga_params_problem): the
// config schema's keys are its declarations and a config refuses what check_params refuses, in
// the same words. These tests fail when either side drifts from the other.
#include <gtest/gtest.h>

#include <fstream>
#include <functional>
#include <map>
#include <string>
#include <vector>

#include "config/config.hpp"
#include "config/point.hpp"
#include "engine.hpp"
#include "ga_params.hpp"
#include "models/model.hpp"
#include "test_dirs.hpp"

namespace nqga {
namespace {

// The ConfigError message of loading "n: 8" with `override`, or "no error".
std::string override_error(const std::string& override) {
  const auto file = testing::test_dir() / "c.yaml";
  std::ofstream(file) << "n: 8\n";
  try {
    const ExperimentConfig config = load_config(file.string(), {override});
    std::vector<Value> values;
    for (const Setting& setting : config.settings) values.push_back(setting.values.front());
    check_point(config, values);
  } catch (const ConfigError& e) {
    return e.what();
  }
  return "no error";
}

// The library's problem with the default GaParams changed by `change`, as "key problem".
std::string library_problem(const std::function<void(GaParams&)>& change) {
  GaParams params;
  change(params);
  const auto problem = ga_params_problem(params, 8);
  return problem ? problem->param + " " + problem->problem : "no problem";
}

TEST(ConfigRules, TheSchemasGaAndStopKeysAreTheLibrarysDeclarations) {
  const auto schema = KeySchema::current();
  ASSERT_EQ(ga_param_specs().size(), 8u);
  for (const ParamSpec& declared : ga_param_specs()) {
    const KeySpec* key = schema->find(declared.name);
    ASSERT_NE(key, nullptr) << declared.name;
    EXPECT_EQ(key->spec.help, declared.help) << declared.name;
    if (declared.name != "stop.time_limit_s") {
      EXPECT_TRUE(same_declaration(key->spec, declared)) << declared.name;
      continue;
    }
    // The config's own choice: a job stops after a minute unless told, and within 1e7 s; a
    // library run has no limit unless told.
    EXPECT_EQ(std::get<double>(key->spec.fallback), 60.0);
    EXPECT_EQ(std::get<double>(declared.fallback), 0.0);
    EXPECT_EQ(key->spec.min, declared.min);
    EXPECT_EQ(key->spec.max, 1e7);
  }
}

TEST(ConfigRules, TheDefaultPointIsTheLibrarysDefaultGa) {
  const auto schema = KeySchema::current();
  std::vector<Value> values;
  for (const KeySpec& key : schema->keys()) values.push_back(key.spec.fallback);
  GaParams library;
  GaParams config = point_ga_params(*schema, values);
  // describe() names every parameter, operators and model included. The config's side has the
  // model parameters' defaults filled in (none of the default operators declares one), the
  // library fills them in when it runs.
  library.model.params = model_params(library.model.params);
  config.model.params = model_params(config.model.params);
  EXPECT_EQ(describe(config), describe(library));
  const StopRules stop = point_stop_rules(*schema, values);
  EXPECT_EQ(stop.max_generations, library.stop.max_generations);
  EXPECT_EQ(stop.max_evaluations, library.stop.max_evaluations);
  EXPECT_EQ(stop.stagnation, library.stop.stagnation);
}

TEST(ConfigRules, AConfigRefusesWhatTheLibraryRefusesInItsWords) {
  // Each value just outside a declared range, and each rule between keys (stop.time_limit_s has
  // the config's own bounds: the test above).
  const std::map<std::string, std::function<void(GaParams&)>> cases = {
      {"ga.population=1", [](GaParams& p) { p.population = 1; }},
      {"ga.population=1000001", [](GaParams& p) { p.population = 1'000'001; }},
      {"ga.elitism=-1", [](GaParams& p) { p.elitism = -1; }},
      {"ga.elitism=100", [](GaParams& p) { p.elitism = 100; }},
      {"ga.crossover.rate=1.5", [](GaParams& p) { p.crossover_rate = 1.5; }},
      {"ga.mutation.rate=-0.5", [](GaParams& p) { p.mutation_rate = -0.5; }},
      {"stop.max_generations=-1", [](GaParams& p) { p.stop.max_generations = -1; }},
      {"stop.max_evaluations=-1", [](GaParams& p) { p.stop.max_evaluations = -1; }},
      {"stop.max_evaluations=99", [](GaParams& p) { p.stop.max_evaluations = 99; }},
      {"stop.stagnation=-1", [](GaParams& p) { p.stop.stagnation = -1; }},
  };
  for (const auto& [override, change] : cases) {
    const std::string problem = library_problem(change);
    ASSERT_NE(problem, "no problem") << override;
    const std::string key = problem.substr(0, problem.find(' '));
    EXPECT_EQ(override_error(override),
              "override '" + override + "': " + key + ":" + problem.substr(key.size()))
        << override;
  }
  EXPECT_EQ(library_problem([](GaParams& p) { p.elitism = 100; }),
            "ga.elitism must be below ga.population (100), got 100");
}

}  // namespace
}  // namespace nqga
