// Solvers and their stop tokens: a user's solver sees SolverInput::must_stop turn true at its
// deadline; one that never asks is cut by the runner with a stop reason and a note; every
// built-in stops on an interrupt and says so (the runner then records nothing for the job).
#include <gtest/gtest.h>

#include <atomic>
#include <chrono>
#include <fstream>
#include <thread>

#include "config/read.hpp"
#include "run/solvers.hpp"
#include "run/sweep.hpp"
#include "solvers/solver.hpp"
#include "test_dirs.hpp"

namespace nqga {
namespace {

// Job 0 of the config `yaml`, with the config it refers to.
class JobOf {
 public:
  explicit JobOf(const std::string& yaml) : config_(load(yaml)), sweep_(expand_sweep(config_)) {}
  const Job& operator*() const { return sweep_.jobs.front(); }

 private:
  static ExperimentConfig load(const std::string& yaml) {
    const auto path = testing::test_dir() / "c.yaml";
    std::ofstream(path) << yaml;
    return load_config(path.string(), {});
  }
  ExperimentConfig config_;
  Sweep sweep_;
};

ScopedRegistration<SolverEntry> test_solver(const std::string& name,
                                            std::function<RunResult(const SolverInput&)> run) {
  return {solver_registry(),
          {.name = name, .description = "a test double", .max_n = 1000, .run = std::move(run)}};
}

TEST(SolverStop, MustStopTurnsTrueAtTheDeadline) {
  const auto patient = test_solver("test-patient", [](const SolverInput& in) {
    RunResult run;
    while (!in.must_stop()) std::this_thread::yield();
    run.stop_reason = StopReason::kTimeLimit;
    run.evaluations = 1;
    return run;
  });
  std::string note;
  const RunResult run = run_solver(
      *JobOf("n: 8\nsolver: test-patient\nstop: {time_limit_s: 0.05}\n"), nullptr, nullptr, &note);
  EXPECT_EQ(run.stop_reason, StopReason::kTimeLimit);
  EXPECT_EQ(run.evaluations, 1);  // the solver's own result, not a cut
  EXPECT_EQ(note, "");
}

// The deaf solver runs until the test releases it, after the runner has cut it.
TEST(SolverStop, ASolverThatIgnoresItsDeadlineIsCut) {
  static std::atomic<bool> release{false};
  const auto deaf = test_solver("test-deaf", [](const SolverInput& in) {
    RunResult run;
    while (!release) std::this_thread::sleep_for(std::chrono::milliseconds(1));
    run.solved = true;
    run.board = identity_board(in.n);
    return run;
  });
  std::string note;
  const RunResult run = run_solver(*JobOf("n: 8\nsolver: test-deaf\nstop: {time_limit_s: 0.1}\n"),
                                   nullptr, nullptr, &note);
  release = true;
  EXPECT_FALSE(run.solved);
  EXPECT_EQ(run.stop_reason, StopReason::kTimeLimit);
  EXPECT_TRUE(run.board.empty());
  EXPECT_DOUBLE_EQ(run.seconds, 0.1 + cut_grace_s(0.1));
  EXPECT_EQ(note,
            "solver 'test-deaf' did not return within its time limit of 0.1 s and 1.01 s more: "
            "cut, recorded as time_limit with no board; its thread runs on until the solver "
            "returns, and what it returns is dropped");
}

// With the interrupt already set, each built-in stops at its first look and reports it.
TEST(SolverStop, EveryBuiltInStopsOnAnInterrupt) {
  const std::atomic<bool> interrupt{true};
  for (const std::string config :
       {"n: 100000\nsolver: min-conflicts\n", "n: 64\nsolver: ga\n", "n: 64\nsolver: memetic\n",
        "n: 40\nsolver: backtracking-first\n", "n: 20\nsolver: backtracking-count\n"}) {
    const RunResult run = run_solver(*JobOf(config), nullptr, &interrupt);
    EXPECT_FALSE(run.solved) << config;
    EXPECT_EQ(run.stop_reason, StopReason::kInterrupted) << config;
  }
}

// A run with a time limit has a thread of its own, which an interrupt that comes while it runs
// still reaches (through the run's own flag, so the caller's need only outlive the call).
TEST(SolverStop, AnInterruptReachesARunOnItsOwnThread) {
  std::atomic<bool> interrupt{false};
  std::thread raise([&] {
    std::this_thread::sleep_for(std::chrono::milliseconds(100));
    interrupt = true;
  });
  const RunResult run = run_solver(
      *JobOf("n: 2000\nsolver: ga\nstop: {max_generations: 100000000, time_limit_s: 600}\n"),
      nullptr, &interrupt);
  raise.join();
  EXPECT_EQ(run.stop_reason, StopReason::kInterrupted);
}

// The first-solution solver says which kernel ran and why, for the job record.
TEST(SolverStop, BacktrackingFirstRecordsItsKernel) {
  const RunResult run = run_solver(*JobOf("n: 8\nsolver: backtracking-first\n"));
  EXPECT_TRUE(run.solved);
  EXPECT_EQ(run.method.substr(0, 15), "scalar kernel (");
}

}  // namespace
}  // namespace nqga
