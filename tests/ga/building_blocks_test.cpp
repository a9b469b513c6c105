// A model of one's own from the building blocks of models/evolution.hpp: the docs' `immigrants`
// model (docs/examples/user_model/immigrants.hpp, the very file the docs show) keeps the exact
// evaluation accounting alone and inside islands, and with no immigrants it is the generational
// model, draw for draw.
#include <gtest/gtest.h>

#include "../../docs/examples/user_model/immigrants.hpp"
#include "engine.hpp"
#include "oracles.hpp"

namespace nqga {
namespace {

GaParams immigrants(double share, std::int64_t budget, const std::string& model = "immigrants",
                    std::int64_t threads = 1) {
  GaParams params;
  params.population = 24;
  params.selection = {"tournament", {{"tournament_size", std::int64_t{3}}}};
  params.model = {model,
                  {{"immigrants.share", share},
                   {"islands.model", std::string("immigrants")},
                   {"islands.count", std::int64_t{3}},
                   {"islands.migration.interval", std::int64_t{4}},
                   {"islands.threads", threads}}};
  params.stop.max_evaluations = budget;
  return params;
}

TEST(BuildingBlocks, WithNoImmigrantsTheModelIsGenerational) {
  const ScopedRegistration registration(model_registry(), my_models::immigrants_model());
  for (std::uint64_t seed : {1, 2, 3}) {
    GaParams generational = immigrants(0, 0);
    generational.model.name = "generational";
    Rng a(seed), b(seed);
    const RunResult mine = run_ga(16, immigrants(0, 0), a);
    const RunResult builtin = run_ga(16, generational, b);
    EXPECT_EQ(testing::deterministic_part(mine.log), testing::deterministic_part(builtin.log));
    EXPECT_EQ(mine.board, builtin.board);
  }
}

// A run that reports E evaluations is solved with the budget E and not with E - 1, never passes
// its budget, and islands of the model give the same numbers on one and three threads.
TEST(BuildingBlocks, AModelOfOnesOwnCountsEvaluationsExactly) {
  const ScopedRegistration registration(model_registry(), my_models::immigrants_model());
  for (const char* model : {"immigrants", "islands"}) {
    int solved = 0;
    for (std::uint64_t seed = 1; seed <= 4; ++seed) {
      Rng free_rng(seed);
      const RunResult free = run_ga(10, immigrants(0.3, 0, model), free_rng);
      if (!free.solved) continue;
      ++solved;
      const std::int64_t e = free.evaluations;
      EXPECT_EQ(free.log.back().evaluations, e);
      for (const std::int64_t threads : {1, 3}) {
        Rng exact_rng(seed), short_rng(seed);
        const RunResult exact = run_ga(10, immigrants(0.3, e, model, threads), exact_rng);
        EXPECT_TRUE(exact.solved) << model << " seed " << seed << " threads " << threads;
        EXPECT_EQ(exact.evaluations, e) << model << " seed " << seed;
        EXPECT_EQ(exact.board, free.board) << model << " seed " << seed;
        if (e - 1 < 24) continue;  // solved in generation 0: no smaller budget is allowed
        const RunResult one_less = run_ga(10, immigrants(0.3, e - 1, model, threads), short_rng);
        EXPECT_FALSE(one_less.solved) << model << " seed " << seed << " threads " << threads;
        EXPECT_EQ(one_less.evaluations, e - 1) << model << " seed " << seed;
        EXPECT_EQ(one_less.stop_reason, StopReason::kMaxEvaluations);
        for (const GenerationRecord& g : one_less.log) EXPECT_LE(g.evaluations, e - 1);
      }
    }
    EXPECT_GE(solved, 2) << model;
  }
}

}  // namespace
}  // namespace nqga
