// The runner with test doubles of solvers, registered as a user's own solvers are: validation
// must catch what a solver gets wrong.
#include "run/runner.hpp"

#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <sstream>

#include "cli/run_command.hpp"
#include "run/files.hpp"
#include "run/job_record.hpp"
#include "run/shard.hpp"
#include "solvers/solver.hpp"
#include "test_dirs.hpp"

namespace nqga {
namespace {

namespace fs = std::filesystem;

// Runs `yaml` into dir/run and returns the exit code, with stdout and stderr.
int run(const fs::path& dir, const std::string& yaml, std::string& out, std::string& err) {
  std::ofstream(dir / "c.yaml") << yaml;
  RunOptions options;
  options.out = (dir / "run").string();
  options.jobs = 2;
  std::ostringstream o, e;
  const int code = run_experiment(load_config((dir / "c.yaml").string(), {}), options, o, e);
  out = o.str();
  err = e.str();
  return code;
}

TEST(Runner, ACorruptedSolutionIsCaughtAndFailsTheRun) {
  // Claims to have solved n queens with the identity board (all on one diagonal).
  SolverEntry corrupt;
  corrupt.name = "test-corrupt";
  corrupt.description = "a test double";
  corrupt.max_n = 1000;
  corrupt.run = [](const SolverInput& in) {
    RunResult run;
    run.solved = true;
    run.stop_reason = StopReason::kSolved;
    run.board = identity_board(in.n);
    return run;
  };
  solver_registry().add(corrupt);
  const fs::path dir = testing::fresh_test_dir();
  std::string out, err;
  EXPECT_EQ(run(dir, "n: 8\nseeds: 2\nsolver: [ga, test-corrupt]\n", out, err), 1);
  EXPECT_NE(out.find("INVALID: 2 reported board(s) failed validation"), std::string::npos) << out;
  EXPECT_NE(err.find("2 reported board(s) failed validation"), std::string::npos) << err;
  const auto bad = read_job(dir / "run", 2);
  ASSERT_TRUE(bad.has_value());
  EXPECT_FALSE(bad->validated);
  EXPECT_EQ(bad->validation,
            "not a solution: queens at row 1 column 1 and row 2 column 2 share a diagonal");
  const auto good = read_job(dir / "run", 0);
  ASSERT_TRUE(good.has_value());
  EXPECT_TRUE(good->validated);
  const std::string summary = read_text(dir / "run/summary.json");
  EXPECT_NE(summary.find("\"invalid\": 2"), std::string::npos) << summary;
  solver_registry().remove("test-corrupt");
}

TEST(Runner, AWrongCountIsCaught) {
  SolverEntry miscount;
  miscount.name = "test-miscount";
  miscount.description = "a test double";
  miscount.deterministic = true;
  miscount.counts = true;
  miscount.max_n = 32;
  miscount.run = [](const SolverInput&) {
    RunResult run;
    run.solved = true;
    run.stop_reason = StopReason::kSolved;
    run.solutions = 93;
    return run;
  };
  solver_registry().add(miscount);
  const fs::path dir = testing::fresh_test_dir();
  std::string out, err;
  EXPECT_EQ(run(dir, "n: 8\nsolver: [backtracking-count, test-miscount]\n", out, err), 1);
  EXPECT_EQ(read_job(dir / "run", 0)->validation, "count equals the enumeration");
  EXPECT_EQ(read_job(dir / "run", 1)->validation, "counted 93 but enumeration finds 92");
  solver_registry().remove("test-miscount");
}

TEST(Runner, SolutionsAreMatchedAgainstTheExactReference) {
  const fs::path dir = testing::fresh_test_dir();
  std::string out, err;
  ASSERT_EQ(run(dir, "n: [8, 13]\nseeds: 5\nsolver: [ga, backtracking-first]\n", out, err), 0)
      << err;
  const auto ga = read_job(dir / "run", 0);
  ASSERT_TRUE(ga.has_value());
  EXPECT_EQ(ga->validation, "valid (O(n) check and exact reference)");
  const auto first = read_job(dir / "run", 5);
  ASSERT_TRUE(first.has_value());
  EXPECT_EQ(first->solver, "backtracking-first");
  EXPECT_EQ(first->symmetry_class, "1 5 8 6 3 7 2 4");  // the first solution is its class's least
  EXPECT_EQ(first->result.nodes, 114);
  const auto big = read_job(dir / "run", 6);  // n = 13 > validate.exact_up_to = 12
  ASSERT_TRUE(big.has_value());
  EXPECT_EQ(big->validation, "valid (O(n) check)");
  const std::string summary = read_text(dir / "run/summary.csv");
  // Point 0 (n = 8, ga): 5 runs; the totals come from the enumeration.
  EXPECT_NE(summary.find(",92,12\n"), std::string::npos) << summary;
}

TEST(Shard, FromTextOrEnvironment) {
  const char* const none[] = {nullptr};
  EXPECT_EQ(shard_from("", none).count, 1);
  EXPECT_EQ(shard_from("1/3", none).index, 1);
  EXPECT_EQ(shard_from("1/3", none).count, 3);
  auto message = [&](const std::string& text) {
    try {
      shard_from(text, none);
    } catch (const ConfigError& e) {
      return std::string(e.what());
    }
    return std::string("no error");
  };
  EXPECT_EQ(message("3/3"), "--shard 3/3: shard I/K needs 0 <= I < K, got 3/3");
  EXPECT_EQ(message("a/2"), "--shard a/2: expected I/K with whole numbers, e.g. --shard 0/4");
  EXPECT_EQ(message("2"), "--shard 2: expected I/K, e.g. --shard 0/4");
  ::setenv("NQGA_TEST_RANK", "2", 1);
  ::setenv("NQGA_TEST_SIZE", "4", 1);
  const char* const environment[] = {"NQGA_UNSET_RANK", "NQGA_UNSET_SIZE", "NQGA_TEST_RANK",
                                     "NQGA_TEST_SIZE", nullptr};
  EXPECT_EQ(shard_from("", environment).index, 2);
  EXPECT_EQ(shard_from("", environment).count, 4);
  EXPECT_EQ(shard_from("0/1", environment).count, 1);  // the flag wins
}

}  // namespace
}  // namespace nqga
