// The runner with test doubles of solvers, registered as a user's own solvers are: validation
// must catch what a solver gets wrong.
#include <gtest/gtest.h>

#include <cstdio>
#include <filesystem>
#include <sstream>
#include <thread>
#include <vector>

#include "run/files.hpp"
#include "run/job_record.hpp"
#include "run/whole_lines.hpp"
#include "run_in_process.hpp"
#include "solvers/solver.hpp"
#include "test_dirs.hpp"

namespace nqga {
namespace {
using nqga::testing::run;

namespace fs = std::filesystem;

// Workers write their notes piece by piece ("job " << id << ...): through WholeLines each line
// arrives whole, whatever the other threads write meanwhile; a flushed part (a progress line)
// is handed on at once, and a line left unfinished at the end gets its line break.
TEST(Runner, WorkersNotesArriveAWholeLineAtATime) {
  std::vector<std::string> handed;
  {
    WholeLines lines([&](const std::string& text) { handed.push_back(text); });
    std::vector<std::thread> workers;
    for (int w = 0; w < 4; ++w) {
      workers.emplace_back([&lines, w] {
        for (int k = 0; k < 200; ++k) lines << "job " << w << " note " << k << " ends\n";
      });
    }
    for (std::thread& worker : workers) worker.join();
    lines << "\r[1/2 jobs]" << std::flush;
    lines << "unfinished";
  }
  ASSERT_EQ(handed.size(), 4u * 200 + 2);
  for (std::size_t i = 0; i + 2 < handed.size(); ++i) {
    int worker = -1, note = -1;
    char ends[5] = {};
    ASSERT_EQ(std::sscanf(handed[i].c_str(), "job %d note %d %4s", &worker, &note, ends), 3)
        << handed[i];
    EXPECT_EQ(handed[i],
              "job " + std::to_string(worker) + " note " + std::to_string(note) + " ends\n");
  }
  EXPECT_EQ(handed[handed.size() - 2], "\r[1/2 jobs]");
  EXPECT_EQ(handed.back(), "unfinished\n");
}

TEST(Runner, ACorruptedSolutionIsCaughtAndFailsTheRun) {
  // Claims to have solved n queens with the identity board (all on one diagonal).
  const ScopedRegistration corrupt(solver_registry(), {.name = "test-corrupt",
                                                       .description = "a test double",
                                                       .max_n = 1000,
                                                       .run = [](const SolverInput& in) {
                                                         RunResult run;
                                                         run.solved = true;
                                                         run.stop_reason = StopReason::kSolved;
                                                         run.board = identity_board(in.n);
                                                         return run;
                                                       }});
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
}

TEST(Runner, AWrongCountIsCaught) {
  const ScopedRegistration miscount(solver_registry(), {.name = "test-miscount",
                                                        .description = "a test double",
                                                        .deterministic = true,
                                                        .counts = true,
                                                        .max_n = 32,
                                                        .run = [](const SolverInput&) {
                                                          RunResult run;
                                                          run.solved = true;
                                                          run.stop_reason = StopReason::kSolved;
                                                          run.solutions = 93;
                                                          return run;
                                                        }});
  const fs::path dir = testing::fresh_test_dir();
  std::string out, err;
  EXPECT_EQ(run(dir, "n: 8\nsolver: [backtracking-count, test-miscount]\n", out, err), 1);
  EXPECT_EQ(read_job(dir / "run", 0)->validation, "count equals the enumeration");
  EXPECT_EQ(read_job(dir / "run", 1)->validation, "counted 93 but enumeration finds 92");
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

}  // namespace
}  // namespace nqga
