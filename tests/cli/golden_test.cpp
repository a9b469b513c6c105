// Results that must not move: the shipped configs' golden sweeps, and the quick start's
// comparison.
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <nlohmann/json.hpp>

#include "cli_fixture.hpp"

namespace {

namespace fs = std::filesystem;
using nqga::testing::Cli;
using nqga::testing::Outcome;
using nqga::testing::read_text;
using nqga::testing::without_column;

// The shipped configs, made small and deterministic (tests/data/golden/sweeps.txt), give the runs
// recorded in tests/data/golden/ to the byte, seconds aside: refactorings keep every result. The
// test command runs it on the g++ build only: a clang Release build of the executable does not fit
// its time.
TEST_F(Cli, GoldenSweepsOfTheShippedConfigsAreUnchanged) {
  const fs::path golden = fs::path(NQGA_SOURCE_DIR) / "tests/data/golden";
  std::ifstream sweeps(golden / "sweeps.txt");
  int checked = 0;
  for (std::string line; std::getline(sweeps, line);) {
    if (line.empty() || line[0] == '#') continue;
    const std::string config = line.substr(0, line.find(' '));
    const std::string overrides = line.substr(config.size());
    const Outcome run = nqga("run '" NQGA_SOURCE_DIR "/configs/" + config + ".yaml'" + overrides +
                             " --out " + config + " --no-plot --jobs 1");
    ASSERT_EQ(run.code, 0) << config << ": " << run.err;
    EXPECT_EQ(without_column(read_text(dir_ / config / "runs.csv"), "seconds"),
              without_column(read_text(golden / (config + ".runs.csv")), "seconds"))
        << config;
    ++checked;
  }
  EXPECT_EQ(checked, 10);
}

TEST_F(Cli, QuickstartTournamentBeatsRouletteAtN32AfterHolm) {
  // docs/guide/comparing.md's example: deterministic for the config's seed on any machine and
  // compiler.
  const Outcome run =
      nqga("run '" NQGA_SOURCE_DIR "/configs/quickstart.yaml' --out q --no-plot --json");
  ASSERT_EQ(run.code, 0) << run.err;
  const auto comparison = nlohmann::json::parse(read_text(dir_ / "q/comparison.json"));
  ASSERT_EQ(comparison["pairs"].size(), 3u);
  const auto& at_32 = comparison["pairs"][2];
  EXPECT_EQ(at_32["n"], 32);
  EXPECT_EQ(at_32["point_a"], "n=32 ga.selection.method=roulette");
  EXPECT_EQ(at_32["point_b"], "n=32 ga.selection.method=tournament");
  EXPECT_LT(at_32["p_holm"].get<double>(), 0.05);
  EXPECT_EQ(at_32["effect"], "large");
  EXPECT_LT(at_32["a12"].get<double>(), 0.5);  // roulette loses
}

}  // namespace
