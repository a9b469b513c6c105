// Islands on several threads: the thread count changes nothing; without migration, islands are
// separate runs.
#include <gtest/gtest.h>

#include "engine.hpp"
#include "model_params.hpp"
#include "models/model.hpp"
#include "oracles.hpp"

namespace nqga {
namespace {
using nqga::testing::islands;

TEST(Islands, ThreadsChangeNothing) {
  for (const char* topology : {"ring", "full", "none"}) {
    Rng one(11), three(11);
    const RunResult a = run_ga(60, islands(topology, 1), one);
    const RunResult b = run_ga(60, islands(topology, 3), three);
    EXPECT_EQ(testing::deterministic_part(a.log), testing::deterministic_part(b.log)) << topology;
    EXPECT_EQ(a.board, b.board) << topology;
    EXPECT_EQ(a.log.back().island_best, b.log.back().island_best) << topology;
    EXPECT_EQ(a.log.back().island_best.size(), 3u);
  }
}

// Without migration the islands are separate runs of their model with the derived seeds: the
// merged log's best is the best of theirs, generation by generation, and its evaluations theirs
// added up.
TEST(Islands, WithoutMigrationTheyAreSeparateRuns) {
  GaParams params = islands("none", 2);
  params.stop.max_generations = 40;
  Rng rng(5);
  const RunResult together = run_ga(60, params, rng);
  Rng seeds(5);
  const std::uint64_t base = seeds();
  GaParams alone = params;
  alone.population = 30;
  alone.model = {"generational", {}};
  std::vector<RunResult> runs;
  for (std::uint64_t i = 0; i < 3; ++i) {
    Rng island(derive_seed(base, i));
    runs.push_back(run_ga(60, alone, island));
  }
  ASSERT_EQ(together.log.size(), 41u);
  for (std::size_t g = 0; g < together.log.size(); ++g) {
    std::int64_t best = std::numeric_limits<std::int64_t>::max(), evaluations = 0;
    for (std::size_t i = 0; i < 3; ++i) {
      const auto& log = runs[i].log;
      const GenerationRecord& at = log[std::min(g, log.size() - 1)];
      best = std::min(best, at.best);
      evaluations += at.evaluations;
      EXPECT_EQ(together.log[g].island_best[i], at.best) << g;
    }
    EXPECT_EQ(together.log[g].best, best) << g;
    EXPECT_EQ(together.log[g].evaluations, evaluations) << g;
  }
}

}  // namespace
}  // namespace nqga
