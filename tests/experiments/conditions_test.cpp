// Conditional parameter spaces: a key is crossed only with the choices that use it, a key that no
// choice uses is refused (or, when an override narrowed the choice, reported), and the resolved
// config holds the keys in effect only.
#include "config/conditions.hpp"

#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>

#include "operators/operator_registry.hpp"
#include "run/sweep.hpp"
#include "test_dirs.hpp"

namespace nqga {
namespace {

std::string config_file(const std::string& text) {
  const auto path = testing::test_dir() / "c.yaml";
  std::ofstream(path) << text;
  return path.string();
}

Sweep sweep_of(const std::string& text, const std::vector<std::string>& overrides = {}) {
  return expand_sweep(load_config(config_file(text), overrides));
}

std::vector<std::string> labels(const Sweep& sweep) {
  std::vector<std::string> labels;
  for (const Job& job : sweep.jobs) {
    if (job.replicate == 0) labels.push_back(point_label(sweep, job));
  }
  return labels;
}

// The ConfigError message, the file's folder left out wherever it appears, or "no error".
std::string sweep_error_of(const std::string& text,
                           const std::vector<std::string>& overrides = {}) {
  try {
    sweep_of(text, overrides);
  } catch (const ConfigError& e) {
    std::string message = e.what();
    const std::string folder = testing::test_dir().string() + "/";
    for (auto at = message.find(folder); at != std::string::npos; at = message.find(folder)) {
      message.erase(at, folder.size());
    }
    return message;
  }
  return "no error";
}

TEST(Conditions, AKeyIsCrossedOnlyWithTheChoicesThatUseIt) {
  const Sweep sweep = sweep_of("n: 8\nseeds: 2\n", {"ga.selection.method=[roulette,tournament]",
                                                    "ga.selection.tournament_size=[3,5]"});
  EXPECT_EQ(sweep.points, 3);
  EXPECT_EQ(labels(sweep), (std::vector<std::string>{
                               "ga.selection.method=roulette",
                               "ga.selection.method=tournament ga.selection.tournament_size=3",
                               "ga.selection.method=tournament ga.selection.tournament_size=5"}));
  // Ids stay consecutive; the tables leave the key blank where it is not in effect.
  EXPECT_EQ(sweep.jobs.back().id, 5);
  EXPECT_EQ(axis_text(sweep, sweep.jobs.front(), sweep.axes.back()), "");
  EXPECT_EQ(axis_text(sweep, sweep.jobs.back(), sweep.axes.back()), "5");
  EXPECT_EQ(job_ga_params(sweep.jobs.back()).selection.params.integer("tournament_size"), 5);
}

TEST(Conditions, TheGaKeysAreCrossedOnlyWithSolversThatRunTheGa) {
  const Sweep sweep = sweep_of(
      "n: 8\nseeds: 1\nsolver: [ga, backtracking-first]\n"
      "ga: {population: [20, 40]}\n");
  EXPECT_EQ(labels(sweep),
            (std::vector<std::string>{"solver=ga ga.population=20", "solver=ga ga.population=40",
                                      "solver=backtracking-first"}));
}

// The memetic GA sets its mutation itself (min-conflicts repair on every child): ga.mutation.*
// is not in effect there, so a sweep of it makes no two memetic points that differ only by a key
// it ignores, and the key given for memetic alone is refused at its line.
TEST(Conditions, TheMemeticSolverIgnoresTheMutationKeysItSets) {
  const Sweep sweep =
      sweep_of("n: 8\nseeds: 1\nsolver: [ga, memetic]\nga: {mutation: {rate: [0.1, 0.5]}}\n");
  EXPECT_EQ(labels(sweep),
            (std::vector<std::string>{"solver=ga ga.mutation.rate=0.1",
                                      "solver=ga ga.mutation.rate=0.5", "solver=memetic"}));
  EXPECT_EQ(sweep_error_of("n: 8\nsolver: memetic\nga: {mutation: {rate: [0.1, 0.5]}}\n"),
            "c.yaml:3:23: ga.mutation.rate: is set, but it matters only when solver is ga, and "
            "here solver is memetic; remove it, or give solver a value that uses it");
}

// islands reads the keys of the model its islands run, so they are in effect under it too.
TEST(Conditions, IslandsUseTheKeysOfTheModelTheyRun) {
  const Sweep sweep = sweep_of(
      "n: 8\nseeds: 1\nga:\n  model: [generational, islands]\n  replacement: [worst, random]\n"
      "  islands: {model: steady-state}\n");
  EXPECT_EQ(labels(sweep), (std::vector<std::string>{"ga.model=generational",
                                                     "ga.model=islands ga.replacement=worst",
                                                     "ga.model=islands ga.replacement=random"}));
}

TEST(Conditions, AKeyNoChoiceUsesIsALocatedError) {
  EXPECT_EQ(sweep_error_of("n: 8\nga:\n  selection: {method: roulette, tournament_size: 5}\n"),
            "c.yaml:3:50: ga.selection.tournament_size: is set, but it matters only when "
            "ga.selection.method is tournament, and here ga.selection.method is roulette; remove "
            "it, or give ga.selection.method a value that uses it");
  EXPECT_EQ(sweep_error_of("n: 8\nsolver: min-conflicts\nga: {population: 50}\n"),
            "c.yaml:3:18: ga.population: is set, but it matters only when solver is ga or "
            "memetic, and here solver is min-conflicts; remove it, or give solver a value that "
            "uses it");
  EXPECT_EQ(sweep_error_of("n: 8\nga: {islands: {count: 2}}\n"),
            "c.yaml:2:23: ga.islands.count: is set, but it matters only when ga.model is "
            "islands, and here ga.model is generational; remove it, or give ga.model a value "
            "that uses it");
  EXPECT_EQ(sweep_error_of("n: 8\n", {"ga.lambda=[100,200]"}),
            "override 'ga.lambda=[100,200]': ga.lambda: is set, but it matters only when "
            "ga.model is mu-plus-lambda or mu-comma-lambda, and here ga.model is generational; "
            "remove it, or give ga.model a value that uses it");
}

// An override that picks one choice narrows the experiment on purpose: the file's keys of the
// other choices are reported, not refused.
TEST(Conditions, AnOverrideThatLeavesAFileKeyUnusedIsAWarning) {
  const Sweep sweep = sweep_of("n: 8\nga:\n  selection: {method: tournament, tournament_size: 5}\n",
                               {"ga.selection.method=roulette"});
  ASSERT_EQ(sweep.warnings.size(), 1u);
  const std::string folder = testing::test_dir().string() + "/";
  EXPECT_EQ(sweep.warnings.front(),
            folder +
                "c.yaml:3:52: ga.selection.tournament_size: not used, as it matters only "
                "when ga.selection.method is tournament, and here ga.selection.method is "
                "roulette (override 'ga.selection.method=roulette'); it is left out of the "
                "run");
}

TEST(Conditions, TheResolvedConfigHoldsTheKeysInEffectOnly) {
  const auto generational = load_config(config_file("n: 8\n"), {});
  const std::string yaml = resolved_yaml(generational);
  EXPECT_EQ(yaml.find("islands"), std::string::npos) << yaml;
  EXPECT_EQ(yaml.find("tournament_size"), std::string::npos) << yaml;
  EXPECT_EQ(yaml.find("lambda"), std::string::npos) << yaml;
  EXPECT_NE(yaml.find("  selection:\n    method: \"roulette\"\n"), std::string::npos) << yaml;
  const auto swept =
      load_config(config_file("n: 8\n"), {"ga.selection.method=[roulette,tournament]",
                                          "ga.model=islands", "ga.islands.model=steady-state"});
  const std::string both = resolved_yaml(swept);
  EXPECT_NE(both.find("    tournament_size: 3\n"), std::string::npos) << both;
  EXPECT_NE(both.find("  islands:\n    count: 4\n"), std::string::npos) << both;
  // Islands of steady-state populations read ga.replacement.
  EXPECT_NE(both.find("  replacement:"), std::string::npos) << both;
  const auto again = load_config(config_file(both), {});
  EXPECT_EQ(resolved_yaml(again), both);
}

// The example: a mutation with a parameter of its own, against one without.
TEST(Alternatives, AListOfBlocksIsOneAlternativeEach) {
  const ScopedRegistration scramble(
      mutation_registry(), {.name = "test-scramble",
                            .description = "a test double",
                            .params = {integer_param("length", 3, 1, 100, "rows scrambled")},
                            .make = [](const ParamValues&) -> MutationOp {
                              return [](BoardSpan, Rng&, Workspace&) {};
                            }});
  const std::string text =
      "n: 8\nseeds: 2\nga:\n  mutation: [{method: swap}, {method: test-scramble, length: [2, "
      "4]}]\n";
  const Sweep sweep = sweep_of(text);
  EXPECT_EQ(labels(sweep),
            (std::vector<std::string>{"ga.mutation.method=swap",
                                      "ga.mutation.method=test-scramble ga.mutation.length=2",
                                      "ga.mutation.method=test-scramble ga.mutation.length=4"}));
  EXPECT_EQ(sweep.jobs.size(), 6u);
  EXPECT_EQ(job_ga_params(sweep.jobs.back()).mutation.params.integer("length"), 4);
  // The resolved config writes the blocks back, each with the keys in effect in it, and reads
  // as the same sweep.
  const auto config = load_config(config_file(text), {});
  const std::string yaml = resolved_yaml(config);
  EXPECT_NE(yaml.find("  mutation:\n    - method: \"swap\"\n      rate: 0.2\n    - method: "
                      "\"test-scramble\"\n      rate: 0.2\n      length: [2, 4]\n"),
            std::string::npos)
      << yaml;
  EXPECT_EQ(resolved_yaml(load_config(config_file(yaml), {})), yaml);
  EXPECT_EQ(sweep_error_of(
                "n: 8\nga:\n  mutation: [{method: swap, length: 2}, {method: test-scramble}]\n"),
            "c.yaml:3:37: ga.mutation.length: is set, but it matters only when "
            "ga.mutation.method is test-scramble, and here ga.mutation.method is swap; remove it, "
            "or give ga.mutation.method a value that uses it");
}

TEST(Alternatives, MistakesAreLocated) {
  EXPECT_EQ(sweep_error_of("n: 8\nga:\n  selection: [{method: roulette}]\n"),
            "c.yaml:3:14: ga.selection: a list of alternatives needs two blocks or more; write "
            "one as a block");
  EXPECT_EQ(sweep_error_of("n: 8\nga:\n  selection: [{method: roulette}, tournament]\n"),
            "c.yaml:3:35: ga.selection: expected a block of keys in each alternative, such as "
            "{method: swap}");
  EXPECT_EQ(sweep_error_of("n: 8\nga:\n  selection: [{method: roulette}, {method: tournamnt}]\n"),
            "c.yaml:3:44: ga.selection.method: unknown value 'tournamnt' (did you mean "
            "tournament?)");
  EXPECT_EQ(sweep_error_of("n: 8\nga:\n  selection: [{method: roulette}, {method: sus}]\n",
                           {"ga.selection.method=tournament"}),
            "override 'ga.selection.method=tournament': ga.selection.method: its group "
            "ga.selection is a list of alternatives (c.yaml:3:14); set it in their blocks");
  EXPECT_EQ(sweep_error_of("n: 8\nga.selection.method: sus\nga:\n  selection: [{method: roulette}, "
                           "{method: tournament}]\n"),
            "c.yaml:2:22: ga.selection.method: given here and in the alternatives of "
            "ga.selection (c.yaml:4:14); set it in their blocks");
  // Blocks that give one point twice give it once.
  EXPECT_EQ(sweep_of("n: 8\nga:\n  selection: [{method: roulette}, {method: roulette}]\n").points,
            1);
}

}  // namespace
}  // namespace nqga
