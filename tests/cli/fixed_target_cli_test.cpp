// fixed_target.csv from `nqga run`: written beside summary.csv for the GA's runs, its target-0
// ERT that of summary.csv, its runs on unsolvable instances those of phase.csv.
#include <gtest/gtest.h>

#include <algorithm>
#include <filesystem>
#include <map>
#include <string>

#include "cli_fixture.hpp"

namespace {

using nqga::testing::Cli;
using nqga::testing::read_text;
using Row = std::map<std::string, std::string>;

TEST_F(Cli, RunWritesTheFixedTargetViewsOfTheGaRuns) {
  write("ft.yaml",
        "n: [6, 10]\nsolver: ga\nseeds: 4\nga: {population: 12, selection: {method: [tournament, "
        "roulette]}}\nstop: {max_generations: 0, max_evaluations: 400}\n");
  const auto run = nqga("run ft.yaml --out r --no-plot");
  ASSERT_EQ(run.code, 0) << run.err;
  const auto views = nqga::testing::csv_rows(read_text(dir_ / "r/fixed_target.csv"));
  const auto summary = nqga::testing::csv_rows(read_text(dir_ / "r/summary.csv"));
  ASSERT_EQ(summary.size(), 4u);
  for (const Row& point : summary) {
    // Without instances a point is one configuration at one problem point.
    const std::string configuration = "ga.selection.method=" + point.at("ga.selection.method");
    const std::string problem = "n=" + point.at("n");
    double last_ecdf = -1;
    int targets = 0;
    for (const Row& row : views) {
      if (row.at("configuration") != configuration || row.at("problem") != problem) continue;
      EXPECT_EQ(row.at("runs"), "4");
      if (row.at("view") == "ecdf") {
        const double ecdf = std::stod(row.at("ecdf"));
        EXPECT_GE(ecdf, last_ecdf) << "the ECDF falls at budget " << row.at("budget");
        last_ecdf = ecdf;
      } else if (row.at("target") == "0") {
        ++targets;
        EXPECT_EQ(row.at("reached"), point.at("solved")) << problem;
        // The same sums of whole numbers: equal to the last digit, inf when none solved.
        EXPECT_EQ(row.at("ert"), point.at("ert_evaluations")) << configuration << " " << problem;
      } else {
        ++targets;
      }
    }
    EXPECT_GT(targets, 1) << configuration << " " << problem;  // 0 and at least one more
    EXPECT_GT(last_ecdf, 0) << configuration << " " << problem;
  }
  // The report's section: a table of ERT by target per problem point.
  ASSERT_EQ(nqga("report r").code, 0);
  const std::string page = read_text(dir_ / "r/report.html");
  EXPECT_NE(page.find("<section id=\"fixed-target\">"), std::string::npos);
  EXPECT_NE(page.find("<h3>n=6</h3>"), std::string::npos);
  EXPECT_NE(page.find("<h3>n=10</h3>"), std::string::npos);
  EXPECT_EQ(nqga::testing::count_of(page, "<th>ERT to &le; 0</th>"), 2u);
}

TEST_F(Cli, FixedTargetViewsKeepRunsOnUnsolvableInstancesApart) {
  write("blocked.yaml",
        "n: 7\nsolver: [backtracking-first, ga]\nseeds: 2\n"
        "problem: {kind: blocked, density: 0.5, seed: [1, 2, 3, 4, 5, 6]}\n"
        "ga: {population: 20, mutation: {method: swap}}\n"
        "stop: {max_generations: 0, max_evaluations: 1000}\n");
  const auto run = nqga("run blocked.yaml --out r --no-plot");
  ASSERT_EQ(run.code, 0) << run.err;
  const auto design = nqga::testing::csv_rows(read_text(dir_ / "r/design_summary.csv"));
  const auto views = nqga::testing::csv_rows(read_text(dir_ / "r/fixed_target.csv"));
  ASSERT_FALSE(views.empty());
  const auto ga = std::find_if(design.begin(), design.end(),
                               [](const Row& row) { return row.at("solver") == "ga"; });
  ASSERT_NE(ga, design.end()) << "no ga row in design_summary.csv";
  ASSERT_GT(std::stoi(ga->at("unsolvable")), 0) << "the test needs an unsolvable instance";
  for (const Row& view : views) {
    EXPECT_EQ(view.at("configuration"), "solver=ga");  // the exact search has no falls
    EXPECT_EQ(view.at("unsolvable_runs"), ga->at("runs_on_unsolvable"));
    EXPECT_EQ(std::stoi(view.at("runs")),
              std::stoi(ga->at("runs")) - std::stoi(ga->at("runs_on_unsolvable")));
  }
}

TEST_F(Cli, FixedTargetViewsLeaveOutThePlainBoardsWithoutSolution) {
  write("small.yaml",
        "n: [3, 6]\nseeds: 3\nga: {population: 10}\nstop: {max_generations: 0, "
        "max_evaluations: 200}\n");
  ASSERT_EQ(nqga("run small.yaml --out r --no-plot").code, 0);
  int rows_of_3 = 0;
  for (const Row& row : nqga::testing::csv_rows(read_text(dir_ / "r/fixed_target.csv"))) {
    const bool three = row.at("problem") == "n=3";
    rows_of_3 += three;
    EXPECT_EQ(row.at("unsolvable_runs"), three ? "3" : "0") << row.at("problem");
    EXPECT_EQ(row.at("runs"), three ? "0" : "3") << row.at("problem");
  }
  EXPECT_EQ(rows_of_3, 2);  // target 0 and budget 1 alone, with nothing to show
}

TEST_F(Cli, NoFixedTargetViewsWithoutImprovementHistories) {
  write("exact.yaml", "n: [6, 8]\nsolver: [backtracking-first, backtracking-count]\n");
  ASSERT_EQ(nqga("run exact.yaml --out r --no-plot").code, 0);
  EXPECT_TRUE(std::filesystem::exists(dir_ / "r/summary.csv"));
  EXPECT_FALSE(std::filesystem::exists(dir_ / "r/fixed_target.csv"));
  ASSERT_EQ(nqga("report r").code, 0);
  EXPECT_EQ(read_text(dir_ / "r/report.html").find("fixed-target"), std::string::npos);
}

// tests/data/fixed_target: IOHanalyzer's own ECDF (ECDF.DataSetList over its reader of `nqga
// export --format ioh`, make_fixtures.sh) at every budget of the recorded run's table, and its ERT
// (get_ERT) at every target.
TEST_F(Cli, TheFixedTargetViewsAreIohAnalyzersOnTheSameRuns) {
  const std::filesystem::path data = std::string(NQGA_TEST_DATA) + "/fixed_target";
  std::filesystem::copy(data / "run", dir_ / "r", std::filesystem::copy_options::recursive);
  const auto summarize = nqga("summarize r");
  ASSERT_EQ(summarize.code, 0) << summarize.err;
  std::map<std::string, double> mine;  // "configuration problem budget" -> ecdf
  for (const Row& row : nqga::testing::csv_rows(read_text(dir_ / "r/fixed_target.csv"))) {
    if (row.at("view") != "ecdf") continue;
    mine[row.at("configuration") + " " + row.at("problem") + " " + row.at("budget")] =
        std::stod(row.at("ecdf"));
  }
  const auto theirs = nqga::testing::csv_rows(read_text(data / "ioh_ecdf.csv"));
  ASSERT_EQ(theirs.size(), mine.size());
  ASSERT_EQ(theirs.size(), 104u);  // 4 groups of 26 budgets
  for (const Row& row : theirs) {
    const std::string key =
        row.at("configuration") + " " + row.at("problem") + " " + row.at("budget");
    ASSERT_EQ(mine.count(key), 1u) << key;
    EXPECT_NEAR(mine[key], std::stod(row.at("ecdf")), 1e-12) << key;
  }
  // IOHanalyzer's get_ERT counts censored runs at the data set's largest evaluation count: here
  // every unsolved run spent the whole budget of 600, so it is each run's own, as in nqga's ERT.
  std::map<std::string, std::string> ert;  // "configuration problem target" -> ert
  for (const Row& row : nqga::testing::csv_rows(read_text(dir_ / "r/fixed_target.csv"))) {
    if (row.at("view") != "target") continue;
    ert[row.at("configuration") + " " + row.at("problem") + " " + row.at("target")] = row.at("ert");
  }
  const auto their_ert = nqga::testing::csv_rows(read_text(data / "ioh_ert.csv"));
  ASSERT_EQ(their_ert.size(), ert.size());
  for (const Row& row : their_ert) {
    const std::string key =
        row.at("configuration") + " " + row.at("problem") + " " + row.at("target");
    ASSERT_EQ(ert.count(key), 1u) << key;
    if (row.at("ert") == "Inf") {
      EXPECT_EQ(ert[key], "inf") << key;
    } else {
      EXPECT_NEAR(std::stod(ert[key]), std::stod(row.at("ert")), 1e-8 * std::stod(row.at("ert")))
          << key;
    }
  }
}

// tests/data/fixed_target/ioh_fv.csv: IOHanalyzer's get_FV_summary over the same export, at every
// budget of fixed_budget.csv: the mean and median best conflicts.
TEST_F(Cli, TheFixedBudgetValuesAreIohAnalyzersOnTheSameRuns) {
  const std::filesystem::path data = std::string(NQGA_TEST_DATA) + "/fixed_target";
  std::filesystem::copy(data / "run", dir_ / "r", std::filesystem::copy_options::recursive);
  const auto summarize = nqga("summarize r");
  ASSERT_EQ(summarize.code, 0) << summarize.err;
  std::map<std::string, Row> mine;  // "configuration problem budget" -> its row
  for (const Row& row : nqga::testing::csv_rows(read_text(dir_ / "r/fixed_budget.csv")))
    mine[row.at("configuration") + " " + row.at("problem") + " " + row.at("budget")] = row;
  const auto theirs = nqga::testing::csv_rows(read_text(data / "ioh_fv.csv"));
  ASSERT_EQ(theirs.size(), mine.size());
  ASSERT_EQ(theirs.size(), 104u);  // 4 groups of 26 budgets
  for (const Row& row : theirs) {
    const std::string key = row.at("configuration") + " " + row.at("problem") + " " +
                            std::to_string(std::stoll(row.at("budget")));
    ASSERT_EQ(mine.count(key), 1u) << key;
    EXPECT_NEAR(std::stod(mine[key].at("mean_best")), std::stod(row.at("mean")), 1e-12) << key;
    EXPECT_NEAR(std::stod(mine[key].at("median_best")), std::stod(row.at("median")), 1e-12) << key;
  }
}

// tests/data/fixed_target/ioh_runtime_ecdf.csv: IOHanalyzer's runtimes at each n's relative
// targets, per queen, pooled over n = 8 and 10 into R's ecdf, at every budget of runtime_ecdf.csv.
TEST_F(Cli, TheAggregatedRuntimeEcdfIsIohAnalyzersRuntimesPooledOverN) {
  const std::filesystem::path data = std::string(NQGA_TEST_DATA) + "/fixed_target";
  std::filesystem::copy(data / "run", dir_ / "r", std::filesystem::copy_options::recursive);
  const auto summarize = nqga("summarize r");
  ASSERT_EQ(summarize.code, 0) << summarize.err;
  std::map<std::string, double> mine;  // "configuration budget_per_n" -> ecdf
  for (const Row& row : nqga::testing::csv_rows(read_text(dir_ / "r/runtime_ecdf.csv"))) {
    EXPECT_EQ(row.at("ns"), "8 10");
    mine[row.at("configuration") + " " + row.at("budget_per_n")] = std::stod(row.at("ecdf"));
  }
  const auto theirs = nqga::testing::csv_rows(read_text(data / "ioh_runtime_ecdf.csv"));
  ASSERT_EQ(theirs.size(), mine.size());
  ASSERT_EQ(theirs.size(), 60u);  // 2 configurations, 30 budgets from 0.1 to 79.4 per queen
  for (const Row& row : theirs) {
    const std::string key = row.at("configuration") + " " + row.at("budget_per_n");
    ASSERT_EQ(mine.count(key), 1u) << key;
    EXPECT_NEAR(mine[key], std::stod(row.at("ecdf")), 1e-12) << key;
  }
}

}  // namespace
