// nqga tune's pieces in-process: the irace parameter space of a config (parameters.txt as a
// golden text, conditions from the registries' declarations, a user's operator and solver
// included), its refusals by message, and a tuning run's cost against the runs themselves.
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>

#include "config/read.hpp"
#include "operators/operator_registry.hpp"
#include "run/solvers.hpp"
#include "run/sweep.hpp"
#include "solvers/solver.hpp"
#include "test_dirs.hpp"
#include "tune/scenario.hpp"
#include "tune/space.hpp"
#include "tune/trial.hpp"

namespace nqga {
namespace {

namespace fs = std::filesystem;

std::string config_file(const std::string& text) {
  const fs::path path = testing::test_dir() / "c.yaml";
  std::ofstream(path) << text;
  return path.string();
}

ExperimentConfig tuning_config(const std::string& text,
                               const std::vector<std::string>& overrides = {}) {
  return load_config(config_file(text), overrides, Ranges::kAllowed);
}

// The ConfigError message of making the tuning space of `text`, the file's path as "c.yaml".
std::string space_error(const std::string& text) {
  const std::string file = config_file(text);
  try {
    tuning_space(load_config(file, {}, Ranges::kAllowed));
  } catch (const ConfigError& e) {
    std::string message = e.what();
    if (message.starts_with(file)) message.replace(0, file.size(), "c.yaml");
    return message;
  }
  return "no error";
}

TEST(TuningSpace, ParametersTextIsIracesFormat) {
  const TuningSpace space = tuning_space(tuning_config(
      "n: [8, 12]\n"
      "ga:\n"
      "  population: [100, 50]\n"
      "  selection: {method: [roulette, tournament], tournament_size: {min: 2, max: 8}}\n"
      "  crossover: {rate: [0.9, 0.5, 0.7]}\n"
      "  mutation: {method: [swap, conflict-swap], rate: {min: 0.01, max: 0.5, log: true}}\n"
      "  model: [generational, mu-plus-lambda, mu-comma-lambda]\n"
      "  lambda: {min: 10, max: 400, log: true}\n"
      "stop: {max_evaluations: 5000}\n"));
  EXPECT_EQ(space.sizes, (std::vector<std::int64_t>{8, 12}));
  EXPECT_EQ(space.max_evaluations, 5000);
  // Lists of numbers are ordinal, in increasing order; ranges integer or real by the key's kind;
  // tournament_size only under tournament, lambda only under the models that declare it.
  EXPECT_EQ(parameters_text(space),
            "# irace's parameters, written by nqga tune: name, switch (irace passes key=value, an\n"
            "# override of tune.yaml), type (c categorical, o ordinal, i integer, r real; ,log: "
            "on a\n"
            "# log scale), domain, and | the condition under which the parameter matters.\n"
            "ga_population                 \"ga.population=\"                 o      (50, 100)\n"
            "ga_selection_method           \"ga.selection.method=\"           c      "
            "(\"roulette\", \"tournament\")\n"
            "ga_selection_tournament_size  \"ga.selection.tournament_size=\"  i      (2, 8) | "
            "ga_selection_method %in% c(\"tournament\")\n"
            "ga_crossover_rate             \"ga.crossover.rate=\"             o      (0.5, 0.7, "
            "0.9)\n"
            "ga_mutation_method            \"ga.mutation.method=\"            c      (\"swap\", "
            "\"conflict-swap\")\n"
            "ga_mutation_rate              \"ga.mutation.rate=\"              r,log  (0.01, 0.5)\n"
            "ga_model                      \"ga.model=\"                      c      "
            "(\"generational\", \"mu-plus-lambda\", \"mu-comma-lambda\")\n"
            "ga_lambda                     \"ga.lambda=\"                     i,log  (10, 400) | "
            "ga_model %in% c(\"mu-plus-lambda\", \"mu-comma-lambda\")\n");
  EXPECT_EQ(instances_text(space), "8\n12\n");
}

TEST(TuningSpace, ScenarioDigitsHoldEveryRealBound) {
  const ExperimentConfig config = tuning_config(
      "n: 8\nseed: 4294967301\nga: {mutation: {rate: {min: 0.00001, max: 0.1, "
      "log: true}}}\nstop: {max_evaluations: 100}\n");
  const std::string scenario = scenario_text(config, tuning_space(config), {60, 1, "/x/nqga"});
  // 0.00001 needs 5 decimal places (irace would round it to 0 at its default 4), 2 more for the
  // log scale's small end; irace's seed is the config's modulo 2^31.
  EXPECT_NE(scenario.find("\ndigits = 7\n"), std::string::npos) << scenario;
  EXPECT_NE(scenario.find("\nseed = 5\n"), std::string::npos) << scenario;
  EXPECT_NE(scenario.find("\nmaxExperiments = 60\nparallel = 1\n"), std::string::npos);
  EXPECT_NE(scenario.find("\ntrainInstancesFile = \"instances.txt\"\n"), std::string::npos);
}

// The conditions come from what the registries declare, for a user's pieces as for nqga's own:
// an operator's parameter under its operator, a solver's under its solver, the ga.* keys under
// the solvers that run the GA (left to the selector when the selector is tuned itself).
TEST(TuningSpace, ConditionsComeFromTheRegistries) {
  const ScopedRegistration shift(
      mutation_registry(),
      {.name = "test-shift", .params = {integer_param("test_distance", 1, 1, 100, "")}});
  const ScopedRegistration anneal(
      solver_registry(), {.name = "test-anneal",
                          .params = {real_param("temperature", 1, 0.001, 100, "")},
                          .work = {WorkMeasure::Counter::kEvaluations, "conflict evaluations"}});
  const TuningSpace space = tuning_space(tuning_config(
      "n: 8\nsolver: [ga, test-anneal]\ntest-anneal: {temperature: {min: 0.1, max: 10}}\n"
      "ga:\n  mutation: {method: [swap, test-shift], test_distance: [1, 4], rate: [0.1, 0.2]}\n"
      "stop: {max_evaluations: 100}\n"));
  std::map<std::string, std::string> conditions;
  for (const auto& p : space.parameters) conditions[p.key] = p.condition;
  EXPECT_EQ(conditions,
            (std::map<std::string, std::string>{
                {"solver", ""},
                {"ga.mutation.method", "solver %in% c(\"ga\")"},
                {"ga.mutation.test_distance", "ga_mutation_method %in% c(\"test-shift\")"},
                {"ga.mutation.rate", "solver %in% c(\"ga\")"},
                {"test-anneal.temperature", "solver %in% c(\"test-anneal\")"}}));
  EXPECT_EQ(irace_name("test-anneal.temperature"), "test_anneal_temperature");
}

// Islands read the keys of the model their islands run: ga.lambda matters under islands of
// (mu+lambda), as nqga run crosses it.
TEST(TuningSpace, IslandsMakeTheKeysOfTheModelTheyRunMatter) {
  const std::string text =
      "n: 8\nga:\n  model: [generational, islands]\n  lambda: {min: 100, max: 300}\n"
      "  islands: {model: mu-plus-lambda}\nstop: {max_evaluations: 100}\n";
  const TuningSpace space = tuning_space(tuning_config(text));
  ASSERT_EQ(space.parameters.size(), 2u);
  EXPECT_EQ(space.parameters[1].key, "ga.lambda");
  EXPECT_EQ(space.parameters[1].condition, "ga_model %in% c(\"islands\")");
  EXPECT_EQ(space_error("n: 8\nga:\n  model: [generational, islands]\n  lambda: [100, 200]\n"
                        "  islands: {model: [generational, mu-plus-lambda]}\n"
                        "stop: {max_evaluations: 100}\n"),
            "c.yaml:4:11: ga.lambda: is tuned, but under ga.model islands it matters only when "
            "ga.islands.model is mu-plus-lambda or mu-comma-lambda; tune ga.lambda or "
            "ga.islands.model, not both");
}

TEST(TuningSpace, RefusalsNameTheKeyAndTheFix) {
  const std::string budget = "stop: {max_evaluations: 100}\n";
  EXPECT_EQ(space_error("n: [8, 10]\n" + budget),
            "c.yaml: nothing to tune: give a key a list of values or a range, for example "
            "ga.mutation.rate: {min: 0.01, max: 0.5}");
  EXPECT_EQ(space_error("n: 8\nga: {selection: {tournament_size: [2, 4]}}\n" + budget),
            "c.yaml:2:35: ga.selection.tournament_size: is tuned, but it matters only when "
            "ga.selection.method is tournament, and here ga.selection.method is roulette");
  EXPECT_EQ(
      space_error("n: 8\nga: {model: [generational, steady-state], lambda: [10, 20]}\n" + budget),
      "c.yaml:2:51: ga.lambda: is tuned, but it matters only when ga.model is "
      "mu-plus-lambda or mu-comma-lambda, and here ga.model is generational or "
      "steady-state");
  EXPECT_EQ(space_error("n: 8\nga: {mutation: {rate: [0.1, 0.2]}}\n"),
            "c.yaml: stop.max_evaluations: nqga tune needs a budget per run: set it above 0 (a "
            "run costs its evaluations to a solution, or 10 x this budget when unsolved: PAR10)");
  EXPECT_EQ(space_error("n: 8\nga: {mutation: {rate: [0.1, 0.2]}}\n"
                        "stop: {max_evaluations: [100, 200]}\n"),
            "c.yaml:3:25: stop.max_evaluations: is every run's budget (an unsolved run costs 10 "
            "x it), so it takes one value, not a list or a range");
  EXPECT_EQ(space_error("n: 8\nsolver: backtracking-first\nga: {mutation: {rate: [0.1, 0.2]}}\n" +
                        budget),
            "c.yaml:2:9: solver: nqga tune costs a run by the evaluations it counts, and "
            "backtracking-first counts nodes visited; tune a solver that counts evaluations");
  EXPECT_EQ(space_error("n: 8\nsolver: [ga, min-conflicts]\n" + budget),
            "c.yaml:2:9: solver: ga and min-conflicts count different work (conflict "
            "evaluations, repair swaps), so their costs do not compare; tune them one at a time");
  EXPECT_EQ(
      space_error("n: {min: 8, max: 64, log: true}\nga: {mutation: {rate: [0.1, 0.2]}}\n" + budget),
      "c.yaml:1:4: n: a range of n makes every board size in it an instance, so log does "
      "not apply; list the sizes instead");
  EXPECT_EQ(space_error("n: {min: 8, max: 2000}\nga: {mutation: {rate: [0.1, 0.2]}}\n" + budget),
            "c.yaml:1:4: n: a range of 1993 board sizes; irace gets at most 1000 instances here, "
            "so list the sizes to tune on");
  EXPECT_EQ(space_error("n: 8\nga: {model: islands, islands: {model: [generational, \"a b\"]}}\n" +
                        budget),
            "c.yaml:2:39: ga.islands.model: value 'a b' cannot pass through irace's command "
            "line: tune values of letters, digits and . _ + - only");
}

TEST(TuningSpace, TwoKeysWithOneIraceNameAreRefused) {
  const ScopedRegistration two(mutation_registry(),
                               {.name = "test-two",
                                .params = {integer_param("test.step", 1, 1, 9, ""),
                                           integer_param("test_step", 1, 1, 9, "")}});
  EXPECT_EQ(space_error("n: 8\nga:\n  mutation: {method: test-two, test: {step: [1, 2]}, "
                        "test_step: [3, 4]}\nstop: {max_evaluations: 100}\n"),
            "c.yaml:3:65: ga.mutation.test_step: irace would name it ga_mutation_test_step, as "
            "it names ga.mutation.test.step; tune one of them at a time");
}

// A tuning's run costs what the run itself reports: the evaluations of job 0 of the same config,
// or 10 x the budget when it does not solve, or when nqga refuses the configuration.
TEST(TuningTrial, CostsEvaluationsToASolutionOrPar10) {
  const std::string text =
      "n: [8, 12]\nseed: 5\nga:\n  selection: {method: [roulette, tournament], tournament_size: "
      "{min: 2, max: 8}}\nstop: {max_evaluations: 20000}\n";
  const ExperimentConfig solved_config = settled(tuning_config(
      text, {"n=8", "ga.selection.method=tournament", "ga.selection.tournament_size=4"}));
  const TrialCost solved = trial_cost(solved_config);
  const RunResult run = run_solver(expand_sweep(solved_config).jobs.front());
  ASSERT_TRUE(run.solved);
  EXPECT_TRUE(solved.solved);
  EXPECT_EQ(solved.cost, run.evaluations);
  EXPECT_TRUE(solved.refused.empty());

  // n = 3 has no solution: every run is unsolved.
  const TrialCost unsolved = trial_cost(settled(tuning_config(text, {"n=3"})));
  EXPECT_FALSE(unsolved.solved);
  EXPECT_EQ(unsolved.cost, 200000);

  const TrialCost refused =
      trial_cost(settled(tuning_config(text, {"n=8", "ga.population=10", "ga.elitism=10"})));
  EXPECT_EQ(refused.cost, 200000);
  EXPECT_NE(refused.refused.find("ga.elitism: must be below ga.population (10), got 10"),
            std::string::npos)
      << refused.refused;

  const std::string file = config_file(text);
  try {
    trial_cost(settled(load_config(file, {}, Ranges::kAllowed)));
    ADD_FAILURE() << "two board sizes were run";
  } catch (const ConfigError& e) {
    EXPECT_EQ(std::string(e.what()),
              file + ":1:4: n: a run of a tuning takes one board size: give n=N");
  }
}

TEST(TuningTrial, ABoardThatFailsValidationIsUnsolved) {
  // Claims the identity board (all queens on one diagonal) solves n.
  const ScopedRegistration corrupt(
      solver_registry(), {.name = "test-corrupt",
                          .work = {WorkMeasure::Counter::kEvaluations, "conflict evaluations"},
                          .run = [](const SolverInput& in) {
                            RunResult run;
                            run.solved = true;
                            run.evaluations = 7;
                            run.board = identity_board(in.n);
                            return run;
                          }});
  const TrialCost trial = trial_cost(
      settled(tuning_config("n: 8\nsolver: test-corrupt\nstop: {max_evaluations: 100}\n")));
  EXPECT_FALSE(trial.solved);
  EXPECT_EQ(trial.cost, 1000);
}

// Tuned keys irace leaves out take their defaults; a range of n becomes its list of sizes; the
// best configuration is a config nqga run accepts, named apart from the original.
TEST(TuningTrial, BestYamlIsAConfigNqgaRunAccepts) {
  const ExperimentConfig config = tuning_config(
      "n: {min: 8, max: 10}\nseeds: 2\nga:\n  selection: {method: [roulette, tournament], "
      "tournament_size: {min: 2, max: 8}}\n  mutation: {rate: {min: 0.01, max: 0.5, log: true}}\n"
      "stop: {max_evaluations: 2000}\n");
  const fs::path tune_yaml = testing::test_dir() / "tune.yaml";
  std::ofstream(tune_yaml) << resolved_yaml(config);
  const fs::path best = testing::test_dir() / "best.yaml";
  std::ofstream(best) << best_yaml(tune_yaml,
                                   {"ga.selection.method=roulette", "ga.mutation.rate=0.125"});
  const ExperimentConfig loaded = load_config(best.string(), {});  // no range left
  EXPECT_EQ(std::get<std::string>(loaded.single("experiment")), "c-tuned");
  EXPECT_EQ(std::get<std::string>(loaded.single("ga.selection.method")), "roulette");
  EXPECT_EQ(std::get<std::int64_t>(loaded.single("ga.selection.tournament_size")), 3);
  EXPECT_EQ(std::get<double>(loaded.single("ga.mutation.rate")), 0.125);
  EXPECT_EQ(loaded.at("n").values,
            (std::vector<Value>{std::int64_t{8}, std::int64_t{9}, std::int64_t{10}}));
  EXPECT_EQ(expand_sweep(loaded).jobs.size(), 6u);
}

}  // namespace
}  // namespace nqga
