#include "engine.hpp"

#include <gtest/gtest.h>

#include <chrono>

#include "oracles.hpp"
#include "stop_token.hpp"

namespace nqga {
namespace {

GaParams small_run() {
  GaParams params;
  params.population = 40;
  params.stop.max_generations = 60;
  return params;
}

TEST(RunGa, SameSeedSameLogDifferentSeedDifferentLog) {
  for (const auto& selection : {"roulette", "sus", "tournament"}) {
    GaParams params = small_run();
    params.selection = selection;
    params.mutation = "conflict-swap";
    Rng a(21), b(21), c(22);
    const RunResult ra = run_ga(30, params, a), rb = run_ga(30, params, b),
                    rc = run_ga(30, params, c);
    EXPECT_EQ(testing::deterministic_part(ra.log), testing::deterministic_part(rb.log))
        << selection;
    EXPECT_EQ(ra.board, rb.board);
    EXPECT_NE(testing::deterministic_part(ra.log), testing::deterministic_part(rc.log))
        << selection;
  }
}

// The observer sees generation 0 and every later one with the population it describes, changes
// nothing when it lets the run go on, and stops it by returning false.
TEST(RunGa, AnObserverSeesEveryGenerationAndMayStopTheRun) {
  GaParams params = small_run();
  std::vector<std::int64_t> seen;
  Rng a(5), b(5), c(5);
  const RunResult watched =
      run_ga(30, params, a, [&](const GenerationRecord& g, const Population& population) {
        seen.push_back(g.generation);
        EXPECT_EQ(population.conflicts.minCoeff(), g.best);
        return true;
      });
  const RunResult plain = run_ga(30, params, b);
  EXPECT_EQ(testing::deterministic_part(watched.log), testing::deterministic_part(plain.log));
  ASSERT_EQ(seen.size(), watched.log.size());
  for (std::size_t k = 0; k < seen.size(); ++k) EXPECT_EQ(seen[k], static_cast<std::int64_t>(k));
  const RunResult stopped = run_ga(
      30, params, c, [](const GenerationRecord& g, const Population&) { return g.generation < 5; });
  EXPECT_EQ(stopped.stop_reason, StopReason::kObserver);
  EXPECT_EQ(stopped.generations, 5);
  EXPECT_EQ(testing::deterministic_part(stopped.log),
            testing::deterministic_part({plain.log.begin(), plain.log.begin() + 6}));
}

TEST(RunGa, SolvesEightQueensWithEverySeed) {
  GaParams params;  // the defaults: roulette, range (PMX), swap
  for (int seed = 1; seed <= 20; ++seed) {
    Rng rng(seed);
    const RunResult result = run_ga(8, params, rng);
    ASSERT_TRUE(result.solved) << "seed " << seed;
    EXPECT_EQ(result.stop_reason, StopReason::kSolved);
    EXPECT_TRUE(check_board(result.board).valid());
    EXPECT_EQ(testing::conflicts_by_pairs(result.board), 0);
  }
}

TEST(RunGa, LogIsConsistent) {
  GaParams params = small_run();
  params.elitism = 1;
  Rng rng(23);
  const RunResult result = run_ga(40, params, rng);
  ASSERT_EQ(result.log.size(), static_cast<std::size_t>(result.generations + 1));
  EXPECT_EQ(result.log.front().evaluations, params.population);
  EXPECT_EQ(result.log.back().evaluations, result.evaluations);
  for (std::size_t g = 1; g < result.log.size(); ++g) {
    const auto &prev = result.log[g - 1], &now = result.log[g];
    EXPECT_EQ(now.generation, prev.generation + 1);
    // Only changed children are evaluated, so at most population - elitism per generation.
    EXPECT_LE(now.evaluations - prev.evaluations, params.population - params.elitism);
    EXPECT_LE(now.best, prev.best) << "elitism keeps the best";
    EXPECT_LE(now.best, now.mean);
    EXPECT_LE(now.mean, now.worst);
    EXPECT_GE(now.diversity, 0);
    EXPECT_LE(now.diversity, 1);
  }
  EXPECT_EQ(testing::conflicts_by_pairs(result.board), result.best_conflicts);
  EXPECT_EQ(result.best_conflicts, result.log.back().best);
}

TEST(RunGa, StoppingRulesReportTheOneThatFired) {
  GaParams params = small_run();
  Rng rng(24);
  params.stop = {.max_generations = 7};
  EXPECT_EQ(run_ga(64, params, rng).stop_reason, StopReason::kMaxGenerations);
  params.stop = {.max_generations = 0, .max_evaluations = 500};
  const RunResult by_evals = run_ga(64, params, rng);
  EXPECT_EQ(by_evals.stop_reason, StopReason::kMaxEvaluations);
  EXPECT_GE(by_evals.evaluations, 500);
  params.stop = {.max_generations = 0, .time_limit_s = 0.05};
  const RunResult by_time = run_ga(200, params, rng);
  EXPECT_EQ(by_time.stop_reason, StopReason::kTimeLimit);
  EXPECT_GE(by_time.seconds, 0.05);
  params.stop = {.max_generations = 100000, .stagnation = 5};
  params.mutation_rate = 0;
  params.crossover_rate = 0;  // nothing changes: the best cannot improve
  const RunResult stuck = run_ga(64, params, rng);
  EXPECT_EQ(stuck.stop_reason, StopReason::kStagnation);
  EXPECT_EQ(stuck.generations, 5);
}

TEST(RunGa, TinyBoards) {
  GaParams params = small_run();
  Rng rng(25);
  const RunResult one = run_ga(1, params, rng);
  EXPECT_TRUE(one.solved);
  EXPECT_EQ(one.generations, 0);
  for (int n : {2, 3}) {  // no solution exists: the run ends by its generation limit
    const RunResult none = run_ga(n, params, rng);
    EXPECT_FALSE(none.solved);
    EXPECT_EQ(none.stop_reason, StopReason::kMaxGenerations);
    EXPECT_EQ(none.best_conflicts, 1);
  }
}

TEST(CheckParams, NamesTheValueAndTheAllowedRange) {
  auto message = [](GaParams p, int n) {
    try {
      check_params(p, n);
    } catch (const std::invalid_argument& e) {
      return std::string(e.what());
    }
    return std::string("no error");
  };
  GaParams p;
  EXPECT_EQ(message(p, 8), "no error");
  EXPECT_EQ(message(p, 0), "n must be at least 1, got 0");
  p.population = 1;
  EXPECT_EQ(message(p, 8), "ga.population must be in [2, 1000000], got 1");
  p = {};
  p.elitism = 100;
  EXPECT_EQ(message(p, 8), "ga.elitism must be below ga.population (100), got 100");
  p = {};
  p.selection = {"tournament", {{"tournament_size", std::int64_t{101}}}};
  EXPECT_EQ(message(p, 8),
            "ga.selection.tournament_size must be at most ga.population (100), got 101");
  p.selection.params = {{"tournament_size", std::int64_t{0}}};
  EXPECT_EQ(message(p, 8),
            "selection 'tournament': tournament_size must be in [1, 1000000], got 0");
  p.selection.params = {{"size", std::int64_t{4}}};
  EXPECT_EQ(message(p, 8),
            "'size' is not a parameter of selection 'tournament' (it takes tournament_size)");
  p = {};
  p.mutation = "flip";
  EXPECT_EQ(message(p, 8),
            "unknown mutation 'flip' (one of swap, inversion, conflict-swap, repair)");
  p = {};
  p.mutation_rate = 1.5;
  EXPECT_EQ(message(p, 8), "ga.mutation.rate must be in [0, 1], got 1.5");
  p = {};
  p.stop.time_limit_s = -1;
  EXPECT_EQ(message(p, 8), "stop.time_limit_s must be in [0, 1000000000], got -1");
  p.stop.time_limit_s = 1e11;  // past what the steady clock's deadline can count
  EXPECT_EQ(message(p, 8), "stop.time_limit_s must be in [0, 1000000000], got 100000000000");
}

// A token given a limit beyond kMaxTimeLimitS waits kMaxTimeLimitS, never a deadline that
// overflowed into the past.
TEST(StopTokenDeadline, ALimitBeyondTheClockWaitsTheLongestLimit) {
  const StopToken token(1e11);
  EXPECT_TRUE(token.has_deadline());
  EXPECT_FALSE(token.stop_requested());
  EXPECT_GT(token.deadline(), StopToken::Clock::now() + std::chrono::hours(24 * 365 * 30));
}

}  // namespace
}  // namespace nqga
