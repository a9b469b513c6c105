// The design of an experiment: each sweep axis's role (factor, problem, instance) from its key's
// owner or the config's `design:` block, each job's place in it, and design.json.
#include "run/design.hpp"

#include <gtest/gtest.h>

#include <fstream>

#include "config/config.hpp"
#include "run/sweep.hpp"
#include "test_dirs.hpp"

namespace nqga {
namespace {

std::string design_config(const std::string& text) {
  const auto path = testing::test_dir() / "d.yaml";
  std::ofstream(path) << text;
  return path.string();
}

Sweep design_sweep(const std::string& text, const std::vector<std::string>& overrides = {}) {
  return expand_sweep(load_config(design_config(text), overrides));
}

// The ConfigError message with the test folder left out, or "no error".
std::string design_error(const std::string& text, const std::vector<std::string>& overrides = {}) {
  try {
    design_sweep(text, overrides);
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

const std::string kPhase =
    "n: 12\nsolver: [backtracking-first, ga]\nseeds: 2\nproblem:\n  kind: blocked\n"
    "  density: [0.1, 0.7]\n  seed: [1, 2, 3]\n";

TEST(Design, RolesDefaultFromTheKeysOwner) {
  const Design design = sweep_design(design_sweep(kPhase));
  ASSERT_EQ(design.axes.size(), 3u);
  EXPECT_EQ(design.keys(Role::kFactor), std::vector<std::string>{"solver"});
  EXPECT_EQ(design.keys(Role::kProblem), std::vector<std::string>{"problem.density"});
  EXPECT_EQ(design.keys(Role::kInstance), std::vector<std::string>{"problem.seed"});
  // Axes in schema order (problem.seed before problem.density), each key's values in first use.
  EXPECT_EQ(design.axes[1].key, "problem.seed");
  EXPECT_EQ(design.axes[1].values, (std::vector<std::string>{"1", "2", "3"}));
  EXPECT_EQ(design.axes[2].values, (std::vector<std::string>{"0.1", "0.7"}));
  EXPECT_EQ(design.seeds, 2);
  EXPECT_EQ(design.seeding, "independent");
  EXPECT_EQ(default_role("n"), Role::kProblem);
  EXPECT_EQ(default_role("problem.placed"), Role::kProblem);
  EXPECT_EQ(default_role("problem.file"), Role::kInstance);
  EXPECT_EQ(default_role("ga.mutation.rate"), Role::kFactor);
}

TEST(Design, EachJobHasAConfigurationAProblemAndAnInstance) {
  const Sweep sweep = design_sweep(kPhase);
  // Axes vary in schema order, the first slowest: solver, then density, then the instance.
  const DesignCell first = design_cell(sweep, sweep.jobs.front());
  EXPECT_EQ(first.configuration, "solver=backtracking-first");
  EXPECT_EQ(first.problem, "n=12 problem.density=0.1");
  EXPECT_EQ(first.instance, "problem.seed=1");
  const DesignCell last = design_cell(sweep, sweep.jobs.back());
  EXPECT_EQ(last.configuration, "solver=ga");
  EXPECT_EQ(last.problem, "n=12 problem.density=0.7");
  EXPECT_EQ(last.instance, "problem.seed=3");
  // Without a factor axis the configuration is named by its solver; without instances, "".
  const Sweep plain = design_sweep("n: [8, 16]\nseeds: 1\n");
  const DesignCell cell = design_cell(plain, plain.jobs.back());
  EXPECT_EQ(cell.configuration, "solver=ga");
  EXPECT_EQ(cell.problem, "n=16");
  EXPECT_EQ(cell.instance, "");
}

TEST(Design, TheConfigSetsRolesInItsDesignBlockOrByOverride) {
  const Sweep sweep = design_sweep(
      "n: 8\nseeds: 1\nga:\n  population: [20, 40]\ndesign:\n  ga.population: problem\n");
  EXPECT_EQ(sweep.roles, std::vector<Role>{Role::kProblem});
  EXPECT_EQ(design_cell(sweep, sweep.jobs.back()).problem, "n=8 ga.population=40");
  const Sweep overridden = design_sweep("n: [8, 16]\nseeds: 1\n", {"design.n=factor"});
  EXPECT_EQ(overridden.roles, std::vector<Role>{Role::kFactor});
  EXPECT_EQ(design_cell(overridden, overridden.jobs.back()).configuration, "n=16");
  EXPECT_EQ(design_cell(overridden, overridden.jobs.back()).problem, "");
  // The resolved config keeps the roles, so that the run directory's config.yaml re-runs as is.
  const std::string resolved =
      resolved_yaml(load_config(design_config("n: 8\ndesign: {n: factor}\n"), {}));
  EXPECT_NE(resolved.find("design:\n  n: factor"), std::string::npos) << resolved;
}

TEST(Design, ABadDesignBlockIsRefusedWhereItIsWritten) {
  EXPECT_EQ(design_error("n: 8\ndesign:\n  ga.populaton: problem\n"),
            "d.yaml:3:3: design.ga.populaton: unknown key (did you mean ga.population?)");
  EXPECT_EQ(design_error("n: 8\ndesign:\n  n: problems\n"),
            "d.yaml:3:3: design.n: unknown role 'problems' (one of factor, problem, instance) "
            "(did you mean problem?)");
  EXPECT_EQ(design_error("n: 8\ndesign:\n  seeds: instance\n"),
            "d.yaml:3:3: design.seeds: takes one value, so it is never a sweep axis and has no "
            "role (seeds are replicates)");
  EXPECT_EQ(design_error("n: 8\ndesign:\n  n: problem\n  n: factor\n"),
            "d.yaml:4:3: design.n: given twice (first at d.yaml:3:3)");
  EXPECT_EQ(design_error("n: 8\ndesign: [n]\n"),
            "d.yaml:2:9: design: expected a block of 'key: role' lines, such as "
            "{problem.seed: instance}");
  EXPECT_EQ(design_error("n: 8\n", {"design.n=size"}),
            "override 'design.n=size': design.n: unknown role 'size' (one of factor, problem, "
            "instance)");
  EXPECT_EQ(design_error("n: [8, 10]\n", {"design=problem"}),
            "override 'design=problem': design: is a block of roles; give one role as "
            "design.KEY=ROLE (for example design.problem.seed=instance or "
            "design.ga.population=problem)");
  EXPECT_EQ(
      design_error("n: [8, 10]\ndesign: {n: factor}\n", {"design.n=problem", "design.n=factor"}),
      "override 'design.n=factor': design.n: given twice among the overrides (first as "
      "override 'design.n=problem'); keep one");
  // A role for a key the sweep does not vary is a warning, not an error.
  const Sweep sweep = design_sweep("n: 8\nseeds: 1\ndesign: {ga.population: problem}\n");
  ASSERT_EQ(sweep.warnings.size(), 1u);
  EXPECT_NE(sweep.warnings[0].find("design.ga.population: the key holds one value"),
            std::string::npos);
}

// `ga.population: instance` reported 100 % success: the failing population's runs sat on an
// "undecided instance". Only problem.* keys draw problems of one class.
TEST(Design, OnlyAProblemKeyCanBeAnInstanceAxis) {
  const std::string instead =
      "; instance axes draw problems of one class (problem.seed, problem.file, a problem kind's "
      "own keys)";
  const std::string algorithm =
      ": cannot be an instance axis: it changes the algorithm, so the runs of one configuration "
      "on an 'instance' would differ in how they search, not in what they solve; make it a "
      "factor (or a problem axis)" +
      instead;
  EXPECT_EQ(design_error("n: 8\nga: {population: [20, 40]}\ndesign:\n  ga.population: instance\n"),
            "d.yaml:4:3: design.ga.population" + algorithm);
  EXPECT_EQ(design_error("n: 8\n", {"design.solver=instance"}),
            "override 'design.solver=instance': design.solver" + algorithm);
  EXPECT_EQ(
      design_error("n: 8\n", {"design.stop.max_generations=instance"}),
      "override 'design.stop.max_generations=instance': design.stop.max_generations" + algorithm);
  EXPECT_EQ(design_error("n: [8, 10]\ndesign: {n: instance}\n"),
            "d.yaml:2:10: design.n: cannot be an instance axis: n says which problem is solved (a "
            "problem axis)" +
                instead);
  const Sweep drawn = design_sweep("n: 12\nproblem: {kind: blocked, density: [0.1, 0.2]}\n",
                                   {"design.problem.density=instance"});
  EXPECT_EQ(drawn.roles, std::vector<Role>{Role::kInstance});
}

TEST(Design, DesignJsonReadsBackAndRefusesDamage) {
  const Design design = sweep_design(design_sweep(kPhase));
  const Design read = parse_design(design_json(design), "design.json");
  ASSERT_EQ(read.axes.size(), design.axes.size());
  for (std::size_t a = 0; a < read.axes.size(); ++a) {
    EXPECT_EQ(read.axes[a].key, design.axes[a].key);
    EXPECT_EQ(read.axes[a].role, design.axes[a].role);
    EXPECT_EQ(read.axes[a].values, design.axes[a].values);
  }
  EXPECT_EQ(read.seeds, 2);
  auto refusal = [](const std::string& text) {
    try {
      parse_design(text, "D/design.json");
    } catch (const std::runtime_error& e) {
      return std::string(e.what());
    }
    return std::string("no error");
  };
  EXPECT_EQ(refusal("{\"axes\": ["), "D/design.json: not a design nqga wrote (not a JSON object)");
  EXPECT_EQ(
      refusal("{\"axes\": [{\"key\": \"n\", \"role\": \"x\", \"values\": []}], \"seeds\": 1}"),
      "D/design.json: not a design nqga wrote (unknown role 'x')");
  EXPECT_EQ(refusal("{\"axes\": [], \"seeds\": \"2\"}"),
            "D/design.json: not a design nqga wrote (no 'seeds')");
}

}  // namespace
}  // namespace nqga
