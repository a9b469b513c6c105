// The problem.* keys: a kind from the problem registry, its parameters and the instance's own
// seed, as config keys and sweep axes; located errors; configs without `problem:` unchanged.
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>

#include "config/config.hpp"
#include "config/point.hpp"
#include "problem/problem_kind.hpp"
#include "run/sweep.hpp"
#include "test_dirs.hpp"
#include "test_problem_kind.hpp"

namespace nqga {
namespace {

namespace fs = std::filesystem;

class ProblemConfig : public ::testing::Test {
 protected:
  std::string file(const std::string& text) {
    const fs::path path = testing::test_dir() / "c.yaml";
    std::ofstream(path) << text;
    return path.string();
  }
  // The ConfigError of loading `text` and expanding its sweep, "c.yaml" for the path; or "no
  // error".
  std::string error_of(const std::string& text) {
    const std::string path = file(text);
    try {
      expand_sweep(load_config(path, {}));
    } catch (const ConfigError& e) {
      std::string message = e.what();
      if (message.starts_with(path)) message.replace(0, path.size(), "c.yaml");
      return message;
    }
    return "no error";
  }
  const ScopedRegistration<ProblemEntry> kind_{problem_registry(), testing::test_kind()};
};

TEST_F(ProblemConfig, ConfigsWithoutProblemResolveAsBefore) {
  const ExperimentConfig plain = load_config(file("n: 8\nseeds: 2\n"), {});
  EXPECT_EQ(resolved_yaml(plain).find("problem"), std::string::npos) << resolved_yaml(plain);
  EXPECT_FALSE(point_instance(*plain.schema, expand_sweep(plain).jobs[0].values()).has_value());
  // Naming the default is allowed, and then written.
  const ExperimentConfig named = load_config(file("n: 8\nproblem: {kind: queens}\n"), {});
  EXPECT_NE(resolved_yaml(named).find("problem:\n  kind: \"queens\""), std::string::npos)
      << resolved_yaml(named);
}

TEST_F(ProblemConfig, KindParamsAndSeedAreAxesAndDrawOneInstancePerSeed) {
  const ExperimentConfig config = load_config(
      file("n: 8\nseeds: 3\nproblem: {kind: test-kind, test_blocks: [0, 4], seed: [5, 6]}\n"), {});
  const std::string yaml = resolved_yaml(config);
  EXPECT_NE(yaml.find("problem:\n  kind: \"test-kind\"\n  seed: [5, 6]\n  test_blocks: [0, 4]"),
            std::string::npos)
      << yaml;
  const Sweep sweep = expand_sweep(config);
  ASSERT_EQ(sweep.points, 4);
  ASSERT_EQ(sweep.jobs.size(), 12u);
  EXPECT_EQ(point_label(sweep, sweep.jobs[0]), "problem.seed=5 problem.test_blocks=0");
  EXPECT_EQ(point_label(sweep, sweep.jobs[11]), "problem.seed=6 problem.test_blocks=4");
  // The replicates of a point share its instance; problem.seed alone draws it.
  const auto first = job_instance(sweep.jobs[9]), third = job_instance(sweep.jobs[11]);
  ASSERT_TRUE(first && third);
  EXPECT_EQ(first->given(0), third->given(0));
  EXPECT_EQ(first->blocked_squares().size(), 4u);
  EXPECT_TRUE(std::equal(first->blocked_squares().begin(), first->blocked_squares().end(),
                         third->blocked_squares().begin(), third->blocked_squares().end()));
  Rng rng(6);  // the generator's draws from problem.seed alone
  EXPECT_EQ(first->given(0), static_cast<Column>(uniform_below(rng, 8)));
}

TEST_F(ProblemConfig, AnUnknownKindIsLocatedAndTheKnownOnesListed) {
  // A near miss gets the suggestion, anything else the list of registered kinds.
  EXPECT_EQ(error_of("n: 8\nproblem:\n  kind: completoin\n"),
            "c.yaml:3:9: problem.kind: unknown value 'completoin' (did you mean completion?)");
  const std::string error = error_of("n: 8\nproblem:\n  kind: latin-square\n");
  EXPECT_TRUE(error.starts_with("c.yaml:3:9: problem.kind: unknown value 'latin-square'")) << error;
  for (const char* kind : {"queens", "completion", "blocked", "test-kind"}) {
    EXPECT_NE(error.find(kind), std::string::npos) << error;
  }
}

TEST_F(ProblemConfig, BadParametersAreLocated) {
  EXPECT_EQ(error_of("n: 8\nproblem: {kind: test-kind, test_blocks: 500}\n"),
            "c.yaml:2:41: problem.test_blocks: must be in [0, 100], got 500");
  // What the generator refuses at the point's n, at problem.kind.
  EXPECT_EQ(error_of("n: 4\nproblem:\n  kind: test-kind\n  test_blocks: 50\n"),
            "c.yaml:3:9: problem.kind: test-kind at n = 4: test_blocks must be below n(n-1)");
  // A parameter or seed of a drawn instance under plain N-Queens.
  EXPECT_EQ(error_of("n: 8\nproblem: {seed: 4}\n"),
            "c.yaml:2:17: problem.seed: is set, but it matters only when problem.kind is "
            "completion, blocked or test-kind, and here problem.kind is queens; remove it, or give "
            "problem.kind a value "
            "that uses it");
}

TEST_F(ProblemConfig, SolversAndOperatorsThatCannotSolveInstancesAreRefused) {
  // The exact searches solve instances; the memetic GA (below) does not.
  EXPECT_EQ(error_of("n: 8\nsolver: backtracking-first\nproblem:\n  kind: test-kind\n"),
            "no error");
  EXPECT_EQ(error_of("n: 8\nproblem: {kind: test-kind}\nga:\n  mutation: {method: repair}\n"),
            "c.yaml:4:22: ga.mutation.method: 'repair' reads the board as plain queens and "
            "cannot see given queens or blocked squares; on an instance use swap or inversion");
  // The memetic GA repairs with min-conflicts, which reads plain queens: refused as a solver.
  EXPECT_EQ(error_of("n: 8\nsolver: memetic\nproblem: {kind: test-kind, test_blocks: 0}\n"),
            "c.yaml:3:17: problem.kind: is test-kind, an instance with given queens or blocked "
            "squares, but solver memetic solves plain N-Queens only; choose a solver that "
            "solves instances (ga, min-conflicts, backtracking-first or backtracking-count)");
}

// min-conflicts with stop.time_limit_s: 0 never ended on an instance without a completion, where
// backtracking ends with a proof; a random search needs a bound there.
TEST_F(ProblemConfig, ARandomSearchWithoutABoundIsRefusedOnAnInstance) {
  const std::string instance = "n: 8\nproblem: {kind: test-kind}\n";
  EXPECT_EQ(error_of(instance + "solver: min-conflicts\nstop: {time_limit_s: 0}\n"),
            "c.yaml:4:22: stop.time_limit_s: is 0 (no limit), and solver min-conflicts cannot "
            "prove that an instance has no completion: on one without, its jobs would never end; "
            "set stop.time_limit_s or stop.max_evaluations above 0");
  EXPECT_EQ(error_of(instance + "stop: {time_limit_s: 0, max_generations: 0}\n"),
            "c.yaml:3:22: stop.time_limit_s: is 0 (no limit), and solver ga cannot prove that an "
            "instance has no completion: on one without, its jobs would never end; set "
            "stop.time_limit_s or stop.max_generations or stop.max_evaluations or "
            "stop.stagnation above 0");
  EXPECT_EQ(error_of(instance + "solver: min-conflicts\nstop: {time_limit_s: 0, "
                                "max_evaluations: 1000}\n"),
            "no error");
  EXPECT_EQ(error_of(instance + "solver: backtracking-first\nstop: {time_limit_s: 0}\n"),
            "no error");
  EXPECT_EQ(error_of("n: 8\nsolver: min-conflicts\nstop: {time_limit_s: 0}\n"), "no error");
}

}  // namespace
}  // namespace nqga
