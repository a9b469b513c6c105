// Which stop.* keys each solver honours, and the work budget (stop.max_evaluations) of the solvers
// that count evaluations: a run reporting E evaluations is solved with the budget E and not with
// E - 1; a key that the chosen solver does not honour is a located config error naming what it
// does honour.
#include <gtest/gtest.h>

#include <fstream>

#include "config/read.hpp"
#include "local/min_conflicts.hpp"
#include "oracles.hpp"
#include "run/solvers.hpp"
#include "run/sweep.hpp"
#include "solvers/solver.hpp"
#include "test_dirs.hpp"

namespace nqga::solver_budget_test {
namespace {

std::string config_file(const std::string& yaml) {
  const auto path = testing::test_dir() / "c.yaml";
  std::ofstream(path) << yaml;
  return path.string();
}

// Job 0 of `yaml` run by its solver.
RunResult run_job(const std::string& yaml) {
  const ExperimentConfig config = load_config(config_file(yaml), {});
  return run_solver(expand_sweep(config).jobs.front());
}

// The ConfigError message of loading and expanding `yaml`, its folder left out, or "no error".
std::string error_of(const std::string& yaml) {
  try {
    expand_sweep(load_config(config_file(yaml), {}));
  } catch (const ConfigError& e) {
    std::string message = e.what();
    const std::string folder = testing::test_dir().string() + "/";
    if (const auto at = message.find(folder); at != std::string::npos) {
      message.erase(at, folder.size());
    }
    return message;
  }
  return "no error";
}

// n = 2000 with seed 3: the greedy start leaves its tail rows attacked, so the repair makes swaps.
constexpr const char* kMinConflicts = "n: 2000\nsolver: min-conflicts\nseed: 3\n";

TEST(SolverBudget, MinConflictsIsSolvedWithExactlyItsSwapsAndNotWithOneFewer) {
  const RunResult free = run_job(kMinConflicts);
  ASSERT_TRUE(free.solved);
  const std::int64_t swaps = free.evaluations;
  ASSERT_GT(swaps, 1);

  const RunResult enough = run_job(std::string(kMinConflicts) +
                                   "stop: {max_evaluations: " + std::to_string(swaps) + "}\n");
  EXPECT_TRUE(enough.solved);
  EXPECT_EQ(enough.stop_reason, StopReason::kSolved);
  EXPECT_EQ(enough.evaluations, swaps);
  EXPECT_EQ(enough.board, free.board);  // the budget changes nothing before it runs out

  const RunResult short_by_one = run_job(
      std::string(kMinConflicts) + "stop: {max_evaluations: " + std::to_string(swaps - 1) + "}\n");
  EXPECT_FALSE(short_by_one.solved);
  EXPECT_EQ(short_by_one.stop_reason, StopReason::kMaxEvaluations);
  EXPECT_EQ(short_by_one.evaluations, swaps - 1);
  ASSERT_TRUE(testing::is_permutation_board(short_by_one.board));
  // The best conflicts reported are the board's, counted by the O(n^2) pair loop.
  EXPECT_GT(short_by_one.best_conflicts, 0);
  EXPECT_EQ(short_by_one.best_conflicts, testing::conflicts_by_pairs(short_by_one.board));
}

// The library call itself: the swaps never pass the cap, for every cap below what a run needs.
TEST(SolverBudget, MinConflictsNeverPassesItsCap) {
  Board board(500);
  Rng free_rng(11);
  const MinConflictsResult free = min_conflicts(board, free_rng);
  ASSERT_TRUE(free.solved);
  for (std::uint64_t cap = 1; cap < free.swaps; cap += 1 + free.swaps / 7) {
    Rng rng(11);
    const MinConflictsResult capped = min_conflicts(board, rng, {}, {}, cap);
    EXPECT_FALSE(capped.solved) << cap;
    EXPECT_TRUE(capped.budget_spent) << cap;
    EXPECT_EQ(capped.swaps, cap);
  }
}

// Every solver that declares stop.max_evaluations stops at it, never above; a tiny budget runs
// out before a solution at these sizes.
TEST(SolverBudget, EverySolverThatHonoursTheBudgetStopsAtIt) {
  int checked = 0;
  for (const auto& solver : solver_registry().entries()) {
    const auto& keys = solver->stop_keys;
    if (std::find(keys.begin(), keys.end(), "stop.max_evaluations") == keys.end()) continue;
    const bool ga = solver->uses_ga;
    const std::int64_t budget = ga ? 130 : 3;  // the GA's first generation is 50 evaluations
    const RunResult run =
        run_job("n: " + std::string(ga ? "200" : "3000") + "\nsolver: " + solver->name +
                (ga ? "\nga: {population: 50}" : "") +
                "\nstop: {max_evaluations: " + std::to_string(budget) + ", time_limit_s: 0}\n");
    EXPECT_FALSE(run.solved) << solver->name;
    EXPECT_EQ(run.stop_reason, StopReason::kMaxEvaluations) << solver->name;
    EXPECT_EQ(run.evaluations, budget) << solver->name;
    ++checked;
  }
  EXPECT_EQ(checked, 3);  // ga, min-conflicts, memetic
}

TEST(SolverBudget, AStopKeyTheSolverDoesNotHonourIsALocatedError) {
  EXPECT_EQ(error_of("n: 8\nsolver: backtracking-first\nstop: {max_evaluations: 100}\n"),
            "c.yaml:3:25: stop.max_evaluations: is set, but it matters only when solver is ga, "
            "min-conflicts or memetic, and here solver is backtracking-first; "
            "backtracking-first honours stop.time_limit_s only; remove it, or give solver a "
            "value that uses it");
  EXPECT_EQ(error_of("n: 100\nsolver: min-conflicts\nstop:\n  max_generations: 50\n"),
            "c.yaml:4:20: stop.max_generations: is set, but it matters only when solver is ga "
            "or memetic, and here solver is min-conflicts; min-conflicts honours "
            "stop.time_limit_s, stop.max_evaluations; remove it, or give solver a value that "
            "uses it");
  EXPECT_EQ(
      error_of("n: 8\nsolver: backtracking-count\nstop: {checkpoint_every_s: 5}\n").substr(0, 48),
      "c.yaml:3:28: stop.checkpoint_every_s: is set, bu");
  // The time limit is every solver's; the GA's keys are the GA's.
  EXPECT_EQ(error_of("n: 8\nsolver: backtracking-count\nstop: {time_limit_s: 5}\n"), "no error");
  EXPECT_EQ(error_of("n: 8\nstop: {max_generations: 5, stagnation: 2, max_evaluations: 200, "
                     "checkpoint_every_s: 1}\n"),
            "no error");
}

// A stop key is crossed only with the solvers that honour it, like an operator's parameter.
TEST(SolverBudget, AStopKeyIsCrossedOnlyWithTheSolversThatHonourIt) {
  const Sweep sweep =
      expand_sweep(load_config(config_file("n: 8\nseeds: 1\nsolver: [ga, backtracking-first]\n"
                                           "stop: {max_generations: [100, 200]}\n"),
                               {}));
  EXPECT_EQ(sweep.points, 3);
}

// A user's solver declares the stop keys it honours; a key that is none of the stop.* keys is
// refused when the config is read, naming the solver.
TEST(SolverBudget, AUserSolverDeclaresTheStopKeysItHonours) {
  ScopedRegistration<SolverEntry> walker(solver_registry(),
                                         {.name = "test-walker",
                                          .stop_keys = {"stop.max_evaluations"},
                                          .work = {WorkMeasure::Counter::kEvaluations, "steps"},
                                          .run = [](const SolverInput& in) {
                                            RunResult run;
                                            run.evaluations = in.stop.max_evaluations;
                                            run.stop_reason = StopReason::kMaxEvaluations;
                                            return run;
                                          }});
  EXPECT_EQ(run_job("n: 8\nsolver: test-walker\nstop: {max_evaluations: 7}\n").evaluations, 7);
  EXPECT_NE(error_of("n: 8\nsolver: test-walker\nstop: {stagnation: 7}\n")
                .find("test-walker honours stop.time_limit_s, stop.max_evaluations; remove it"),
            std::string::npos);
  ScopedRegistration<SolverEntry> wrong(solver_registry(),
                                        {.name = "test-wrong", .stop_keys = {"stop.max_swaps"}});
  EXPECT_NE(error_of("n: 8\n").find("solver test-wrong honours 'stop.max_swaps', which is not"),
            std::string::npos);
}

}  // namespace
}  // namespace nqga::solver_budget_test
