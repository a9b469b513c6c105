// A sweep over generated instances end to end: the exact searches and the GA on each instance,
// every count checked against the enumerated solutions that fit the instance, and
// design_summary.csv's verdicts consistent with the runs.
#include <gtest/gtest.h>

#include <filesystem>
#include <map>
#include <nlohmann/json.hpp>
#include <string>
#include <vector>

#include "cli_fixture.hpp"

namespace {

namespace fs = std::filesystem;
using nqga::testing::Cli;
using nqga::testing::csv_rows;
using nqga::testing::Outcome;
using nqga::testing::read_text;

TEST_F(Cli, ASweepOverBlockedInstancesDecidesEveryInstanceAndWritesThePhase) {
  // At n = 7 and densities 0.2 and 0.5 some instances have solutions and some have none.
  write("phase.yaml",
        "n: 7\nsolver: [backtracking-first, backtracking-count, ga]\nseeds: 2\n"
        "problem: {kind: blocked, density: [0.2, 0.5], seed: [1, 2, 3, 4, 5, 6]}\n"
        "ga: {population: 20, mutation: {method: swap}}\n"
        "stop: {max_generations: 0, max_evaluations: 3000}\n");
  const Outcome run = nqga("run phase.yaml --out r --no-plot");
  ASSERT_EQ(run.code, 0) << run.err;  // every count equals the enumeration, every board checks
  const auto runs = csv_rows(read_text(dir_ / "r/runs.csv"));
  ASSERT_EQ(runs.size(), 2u * 6 * (1 + 1 + 2));
  for (const auto& row : runs) {
    // Validated: a board or a whole count that passed; a proof that none exists reports neither.
    const bool reported =
        !row.at("best_conflicts").empty() || (row.at("solver") == "backtracking-count");
    EXPECT_EQ(row.at("validated"), reported ? "true" : "false") << row.at("id");
    EXPECT_NE(row.at("outcome"), "invalid") << row.at("id");
    // The exact search proves each unsolvable instance; the GA's runs there are censored.
    if (row.at("solver") == "backtracking-first") {
      EXPECT_EQ(row.at("outcome") == "exhausted", row.at("instance_verdict") == "unsolvable")
          << row.at("id");
    }
  }
  // problem.min_free left at its default stays out of config.yaml, as before the key existed.
  EXPECT_EQ(read_text(dir_ / "r/config.yaml").find("min_free"), std::string::npos);

  EXPECT_FALSE(fs::exists(dir_ / "r/phase.csv"));  // design_summary.csv holds the phase
  auto phase = csv_rows(read_text(dir_ / "r/design_summary.csv"));
  std::erase_if(phase, [](const auto& row) { return row.at("solver") == "backtracking-count"; });
  ASSERT_EQ(phase.size(), 4u);  // 2 densities x 2 solvers that report boards
  int solvable = 0, unsolvable = 0;
  for (const auto& row : phase) {
    EXPECT_EQ(row.at("instances"), "6");
    EXPECT_EQ(row.at("undecided"), "0");  // the exact search decides each instance
    EXPECT_EQ(std::stoi(row.at("solvable")) + std::stoi(row.at("unsolvable")), 6);
    if (row.at("solver") == "ga") {
      // Two GA runs an instance, those on unsolvable instances apart.
      EXPECT_EQ(std::stoi(row.at("runs_on_unsolvable")), 2 * std::stoi(row.at("unsolvable")));
    }
    if (row.at("solver") == "backtracking-first") {
      EXPECT_EQ(row.at("success"), std::stoi(row.at("solvable")) ? "1" : "");
      EXPECT_EQ(row.at("decided_unsolvable"), row.at("unsolvable"));
      solvable += std::stoi(row.at("solvable"));
      unsolvable += std::stoi(row.at("unsolvable"));
    }
  }
  EXPECT_GT(solvable, 0);
  EXPECT_GT(unsolvable, 0);
  // Every record reads back: nothing refused, nothing to run again.
  const Outcome summary = nqga("summarize r");
  EXPECT_EQ(summary.code, 0);
  EXPECT_EQ(summary.err.find("refused"), std::string::npos) << summary.err;
  EXPECT_NE(nqga("run phase.yaml --out r --no-plot").err.find("48 of 48 jobs already done"),
            std::string::npos);
}

// At one n, the phase figure of a density sweep has a second x axis in free squares per row,
// n - m/n, the axis of the authors' figures.
TEST_F(Cli, PhaseFigureOfBlockedInstancesShowsFreeSquaresPerRow) {
  write("phase.yaml",
        "n: 6\nsolver: backtracking-first\n"
        "problem: {kind: blocked, density: [0.2, 0.5], min_free: 1, seed: [1, 2]}\n");
  const Outcome run = nqga("run phase.yaml --out r");
  ASSERT_EQ(run.code, 0) << run.err;
  EXPECT_NE(read_text(dir_ / "r/config.yaml").find("  min_free: 1\n"), std::string::npos);
  EXPECT_NE(read_text(dir_ / "r/plots/phase.svg").find("free squares per row, n - m/n"),
            std::string::npos);
}

TEST_F(Cli, AnInstanceFileIsAProblemOfItsOwn) {
  ASSERT_EQ(nqga("instance 8 blocked density=0.3 --seed 2 --out inst.txt").code, 0);
  write("file.yaml",
        "n: 8\nsolver: [backtracking-first, ga]\nseeds: 2\nproblem: {kind: file, file: inst.txt}\n"
        "ga: {mutation: {method: swap}}\nstop: {max_generations: 0, max_evaluations: 3000}\n");
  const Outcome run = nqga("run file.yaml --out r --no-plot");
  ASSERT_EQ(run.code, 0) << run.err;
  for (const auto& row : csv_rows(read_text(dir_ / "r/runs.csv"))) {
    EXPECT_EQ(row.at("validated"), "true") << row.at("id");
  }
  // The file's n must be the point's, and the file must be there: both located at the kind.
  write("nine.yaml", "n: 9\nproblem: {kind: file, file: inst.txt}\n");
  EXPECT_NE(
      nqga("run nine.yaml --out r9")
          .err.find(
              "nine.yaml:2:17: problem.kind: file at n = 9: the instance of inst.txt has n = 8, "
              "the point's n is 9"),
      std::string::npos);
  write("none.yaml", "n: 8\nproblem: {kind: file}\n");
  EXPECT_NE(nqga("run none.yaml --out rn")
                .err.find("none.yaml:2:17: problem.kind: file at n = 8: needs problem.file, the "
                          "instance file"),
            std::string::npos);
  write("gone.yaml", "n: 8\nproblem: {kind: file, file: gone.txt}\n");
  EXPECT_NE(nqga("run gone.yaml --out rg").err.find("gone.txt: cannot open the file"),
            std::string::npos);
}

// problem.file is read once and stored in the run directory: before, every job read it again,
// so a file changed between two shards gave one point runs on two instances, unrecorded, and a
// FIFO was consumed by the config check and left the jobs blocked.
TEST_F(Cli, AProblemFileIsStoredOnceAndAChangedOneRefused) {
  ASSERT_EQ(nqga("instance 8 blocked density=0.3 --seed 2 --out inst.txt").code, 0);
  ASSERT_EQ(nqga("instance 8 blocked density=0.3 --seed 3 --out other.txt").code, 0);
  write("file.yaml",
        "n: 8\nseeds: 2\nproblem: {kind: file, file: inst.txt}\n"
        "ga: {mutation: {method: swap}}\nstop: {max_generations: 0, max_evaluations: 3000}\n");
  ASSERT_EQ(nqga("run file.yaml --out r --no-plot --shard 0/2").code, 0);
  const auto index = nlohmann::json::parse(read_text(dir_ / "r/instances/files.json"));
  const std::string hash = index["inst.txt"];
  const std::string stored = "r/instances/" + hash + ".txt";
  EXPECT_EQ(read_text(dir_ / stored), read_text(dir_ / "inst.txt"));
  EXPECT_EQ(nlohmann::json::parse(read_text(dir_ / "r/jobs/0.json"))["instance"],
            "fnv1a64:" + hash);
  const std::string kept = read_text(dir_ / "inst.txt");
  fs::copy_file(dir_ / "other.txt", dir_ / "inst.txt", fs::copy_options::overwrite_existing);
  const Outcome changed = nqga("run file.yaml --out r --no-plot --shard 1/2");
  EXPECT_EQ(changed.code, 2);
  EXPECT_NE(changed.err.find("nqga: problem.file inst.txt changed since r stored its instance (" +
                             stored + "): it now holds another instance ("),
            std::string::npos)
      << changed.err;
  EXPECT_NE(changed.err.find("), and one point would hold runs on two; restore it (cp " + stored +
                             " inst.txt), or start anew with --fresh or --out DIR"),
            std::string::npos)
      << changed.err;
  EXPECT_FALSE(fs::exists(dir_ / "r/jobs/1.json"));
  ASSERT_EQ(shell("cp " + stored + " inst.txt").code, 0);  // as the message says
  const Outcome restored = nqga("run file.yaml --out r --no-plot --shard 1/2");
  ASSERT_EQ(restored.code, 0) << restored.err;
  // summarize reads the directory's own copy: the file may be gone.
  fs::remove(dir_ / "inst.txt");
  const Outcome summary = nqga("summarize r");
  EXPECT_EQ(summary.code, 0) << summary.err;
  EXPECT_EQ(summary.err.find("refused"), std::string::npos) << summary.err;
  EXPECT_EQ(read_text(dir_ / stored), kept);
  // With instances/ removed too, the job records name their instance: the change is still
  // refused (before, a shard then ran on the edited file, and one point held two instances).
  fs::remove_all(dir_ / "r/instances");
  fs::copy_file(dir_ / "other.txt", dir_ / "inst.txt");
  const Outcome gone = nqga("run file.yaml --out r --no-plot");
  EXPECT_EQ(gone.code, 2);
  EXPECT_NE(gone.err.find("nqga: r/jobs/0.json ran on fnv1a64:" + hash +
                          ", but problem.file inst.txt now holds fnv1a64:"),
            std::string::npos)
      << gone.err;
  EXPECT_NE(gone.err.find(", and one point would hold runs on two instances; restore it as it "
                          "was when those jobs ran (" +
                          stored + ", the copy nqga kept, is gone)"),
            std::string::npos)
      << gone.err;
  // A FIFO is refused by name before anything reads it.
  ASSERT_EQ(shell("mkfifo pipe.txt").code, 0);
  write("pipe.yaml", "n: 8\nproblem: {kind: file, file: pipe.txt}\n");
  const Outcome fifo = nqga("run pipe.yaml --out rp --no-plot", "", "timeout 20");
  EXPECT_EQ(fifo.code, 2);
  EXPECT_NE(fifo.err.find("pipe.yaml:2:17: problem.kind: file at n = 8: pipe.txt: is a FIFO (a "
                          "pipe), not a problem file"),
            std::string::npos)
      << fifo.err;
}

}  // namespace
