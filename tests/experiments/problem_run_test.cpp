// Runs on instances: a sweep over instances (problem.seed an axis) runs, validates every board
// on its instance and records the problem keys; a solver that moves a given queen is caught.
#include <gtest/gtest.h>

#include <filesystem>

#include "config/point.hpp"
#include "run/files.hpp"
#include "run/job_record.hpp"
#include "run/sweep.hpp"
#include "run_in_process.hpp"
#include "solvers/solver.hpp"
#include "test_dirs.hpp"
#include "test_problem_kind.hpp"

namespace nqga {
namespace {

namespace fs = std::filesystem;
using nqga::testing::run;

TEST(ProblemRun, ASweepOverInstancesRunsValidatesAndRecordsTheProblemKeys) {
  // The GA and min-conflicts, each on three instances.
  const ScopedRegistration kind(problem_registry(), testing::test_kind());
  const fs::path dir = testing::fresh_test_dir();
  std::string out, err;
  ASSERT_EQ(run(dir,
                "n: 8\nseeds: 3\nsolver: [ga, min-conflicts]\n"
                "problem: {kind: test-kind, seed: [1, 2, 3]}\n"
                "ga: {population: 30}\nstop: {max_generations: 200}\n",
                out, err),
            0)
      << out << err;
  const std::string runs = read_text(dir / "run/runs.csv");
  EXPECT_TRUE(runs.starts_with("id,point,replicate,problem.seed,n,")) << runs;
  EXPECT_NE(read_text(dir / "run/summary.csv").find("problem.seed"), std::string::npos);
  EXPECT_NE(read_text(dir / "run/config.yaml").find("kind: \"test-kind\""), std::string::npos);
  const ExperimentConfig config = load_config((dir / "c.yaml").string(), {});
  const Sweep sweep = expand_sweep(config);
  for (const Job& job : sweep.jobs) {
    const auto record = read_job(dir / "run", job.id);
    ASSERT_TRUE(record.has_value());
    EXPECT_TRUE(record->validated) << record->validation;
    const auto instance = job_instance(job);
    ASSERT_TRUE(instance.has_value());
    ASSERT_EQ(record->result.board.size(), 8u);
    EXPECT_EQ(record->result.board[0], instance->given(0));  // the given queen stayed
    if (record->result.solved) {
      EXPECT_TRUE(check_on_instance(record->result.board, *instance).valid());
      EXPECT_NE(record->validation.find("every given queen in place"), std::string::npos)
          << record->validation;
    }
  }
}

TEST(ProblemRun, ABoardThatMovesAGivenQueenFailsValidation) {
  const ScopedRegistration kind(problem_registry(), testing::test_kind());
  // Claims a solution whose row 0 is not the given queen's column.
  const ScopedRegistration mover(solver_registry(),
                                 {.name = "test-mover",
                                  .description = "a test double",
                                  .instances = true,
                                  .run = [](const SolverInput& in) {
                                    RunResult run;
                                    run.solved = true;
                                    run.stop_reason = StopReason::kSolved;
                                    for (int row = 0; row < in.n; ++row) {
                                      run.board.push_back((row + in.instance->given(0) + 1) % in.n);
                                    }
                                    return run;
                                  }});
  const fs::path dir = testing::fresh_test_dir();
  std::string out, err;
  EXPECT_EQ(run(dir,
                "n: 8\nseeds: 1\nsolver: test-mover\n"
                "problem: {kind: test-kind, test_blocks: 0, seed: 2}\n",
                out, err),
            1);
  const auto record = read_job(dir / "run", 0);
  ASSERT_TRUE(record.has_value());
  EXPECT_FALSE(record->validated);
  EXPECT_TRUE(record->validation.starts_with(
      "not a board of the instance: row 1's given queen is in column "))
      << record->validation;
}

}  // namespace
}  // namespace nqga
