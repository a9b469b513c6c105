// design_summary.csv and versus_exact.csv/.json end to end, on cut-down versions of the shipped
// blocked-phase, completion-phase and ga-vs-backtracking configs: every aggregate recomputed by
// hand from runs.csv.
#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <map>
#include <nlohmann/json.hpp>
#include <set>
#include <string>
#include <vector>

#include "cli_fixture.hpp"

namespace {

using nqga::testing::Cli;
using nqga::testing::csv_rows;
using nqga::testing::Outcome;
using nqga::testing::read_text;
using Row = std::map<std::string, std::string>;

// What runs.csv says about the instances of the problem point `key`=`value`: the problem.seed
// values some run solved, and those backtracking-first exhausted.
struct Verdicts {
  std::set<std::string> solvable, unsolvable;
};

Verdicts verdicts_of(const std::vector<Row>& runs, const std::string& key,
                     const std::string& value) {
  Verdicts v;
  for (const Row& run : runs) {
    if (run.at(key) != value || run.at("solver") == "backtracking-count") continue;
    if (run.at("solved") == "true") v.solvable.insert(run.at("problem.seed"));
    if (run.at("stop_reason") == "exhausted") v.unsolvable.insert(run.at("problem.seed"));
  }
  return v;
}

// Checks each row of design_summary.csv against runs.csv; returns the unsolvable instances seen.
int check_design_summary(const std::vector<Row>& runs, const std::vector<Row>& summary,
                         const std::string& key, int instances, int seeds) {
  int unsolvable_seen = 0;
  for (const Row& row : summary) {
    const std::string value = row.at("problem").substr(row.at("problem").find('=', 2) + 1);
    const Verdicts v = verdicts_of(runs, key, value);
    const int solvable = static_cast<int>(v.solvable.size());
    const int unsolvable = static_cast<int>(v.unsolvable.size());
    EXPECT_EQ(row.at("instances"), std::to_string(instances));
    EXPECT_EQ(row.at("solvable"), std::to_string(solvable)) << row.at("problem");
    EXPECT_EQ(row.at("unsolvable"), std::to_string(unsolvable)) << row.at("problem");
    EXPECT_EQ(row.at("undecided"), "0");  // the exact search decides each instance
    const bool ga = row.at("solver") == "ga";
    const int per_instance = ga ? seeds : 1;
    EXPECT_EQ(row.at("runs_on_unsolvable"), std::to_string(per_instance * unsolvable));
    EXPECT_EQ(row.at("decided_unsolvable"), std::to_string(ga ? 0 : unsolvable));
    int solved = 0, on_solvable = 0;
    double work = 0;
    for (const Row& run : runs) {
      if (run.at(key) != value || run.at("solver") != row.at("solver")) continue;
      if (v.unsolvable.count(run.at("problem.seed"))) continue;
      on_solvable += v.solvable.count(run.at("problem.seed")) > 0;
      solved += run.at("solved") == "true";
      work += std::stod(run.at(ga ? "evaluations" : "nodes"));
    }
    EXPECT_EQ(row.at("runs_on_solvable"), std::to_string(on_solvable));
    EXPECT_EQ(row.at("solved_on_solvable"), std::to_string(solved));
    EXPECT_EQ(row.at("censored"), std::to_string(on_solvable - solved));
    if (solved) {
      EXPECT_NEAR(std::stod(row.at("ert_work")) / (work / solved), 1, 1e-8);
    }
    if (!ga && solvable) {
      EXPECT_EQ(row.at("success"), "1");  // the exact search never fails here
    }
    unsolvable_seen += ga ? unsolvable : 0;
  }
  return unsolvable_seen;
}

TEST_F(Cli, BlockedPhaseCutDownAggregatesOverInstancesWithUnsolvableOnesApart) {
  write("blocked.yaml",
        "n: 7\nsolver: [backtracking-first, ga]\nseeds: 2\n"
        "problem: {kind: blocked, density: [0.2, 0.5], seed: [1, 2, 3, 4, 5, 6]}\n"
        "ga: {population: 20, mutation: {method: swap}}\n"
        "stop: {max_generations: 0, max_evaluations: 3000}\n");
  const Outcome run = nqga("run blocked.yaml --out r --no-plot");
  ASSERT_EQ(run.code, 0) << run.err;
  const auto summary = csv_rows(read_text(dir_ / "r/design_summary.csv"));
  ASSERT_EQ(summary.size(), 4u);  // 2 configurations x 2 densities
  EXPECT_EQ(summary[0].at("configuration"), "solver=backtracking-first");
  EXPECT_EQ(summary[0].at("problem"), "n=7 problem.density=0.2");
  const auto runs = csv_rows(read_text(dir_ / "r/runs.csv"));
  EXPECT_GT(check_design_summary(runs, summary, "problem.density", 6, 2), 0);
  // The table by configuration x problem follows the points table.
  EXPECT_NE(run.out.find("solver=ga n=7 problem.density=0.5"), std::string::npos) << run.out;
  EXPECT_NE(run.out.find("success over solvable ones"), std::string::npos);
  // The GA against the exact search at each density, over the instances it could solve.
  const auto versus = csv_rows(read_text(dir_ / "r/versus_exact.csv"));
  ASSERT_EQ(versus.size(), 2u);
  for (const Row& row : versus) {
    EXPECT_EQ(row.at("configuration"), "solver=ga");
    EXPECT_EQ(row.at("p_value").empty(), row.at("test") == "none");
    // Its exhausted runs are decisions on unsolvable instances, not counted against its time.
    EXPECT_EQ(row.at("exact_outcome"), "solved") << row.at("problem");
  }
  // One n at each density: a ratio each, no crossover.
  const auto json = nlohmann::json::parse(read_text(dir_ / "r/versus_exact.json"));
  EXPECT_EQ(json.at("rows").size(), 2u);
  EXPECT_TRUE(json.at("crossover").empty());
  // The report leads with that table: a row per configuration x density, each with its instances
  // as design_summary.csv counts them, an exact search's proofs read as decisions, the points
  // (one per instance) folded below it.
  ASSERT_EQ(nqga("report r").code, 0);
  const std::string page = read_text(dir_ / "r/report.html");
  const auto table = page.find("id=\"by-problem-table\"");
  ASSERT_NE(table, std::string::npos);
  EXPECT_LT(table, page.find("id=\"points\""));
  EXPECT_NE(page.find("<summary>Every parameter point, instance by instance</summary>"),
            std::string::npos);
  for (const Row& row : summary) {
    const std::string cell = ">" + row.at("solvable") + " / " + row.at("unsolvable") + " / " +
                             row.at("undecided") + "</td>";
    EXPECT_NE(page.find(cell, table), std::string::npos) << cell;
  }
  const bool proofs = std::any_of(summary.begin(), summary.end(), [](const Row& row) {
    return row.at("decided_unsolvable") != "0";
  });
  EXPECT_EQ(page.find(" decided: no solution", table) != std::string::npos, proofs);
}

TEST_F(Cli, CompletionPhaseCutDownAggregatesOverInstancesWithUnsolvableOnesApart) {
  write("completion.yaml",
        "n: 8\nsolver: [backtracking-first, ga]\nseeds: 2\n"
        "problem: {kind: completion, placed_from: non-attacking, placed: [2, 6],"
        " seed: [1, 2, 3, 4, 5]}\n"
        "ga: {population: 20, mutation: {method: swap}}\n"
        "stop: {max_generations: 0, max_evaluations: 3000}\n");
  const Outcome run = nqga("run completion.yaml --out r --no-plot");
  ASSERT_EQ(run.code, 0) << run.err;
  const auto summary = csv_rows(read_text(dir_ / "r/design_summary.csv"));
  ASSERT_EQ(summary.size(), 4u);
  EXPECT_EQ(summary[3].at("problem"), "n=8 problem.placed=6");
  const auto runs = csv_rows(read_text(dir_ / "r/runs.csv"));
  EXPECT_GT(check_design_summary(runs, summary, "problem.placed", 5, 2), 0);
}

TEST_F(Cli, GaVersusBacktrackingCutDownGivesTheRatioAndTheCrossover) {
  write("versus.yaml",
        "n: [4, 8, 12, 20, 24]\nsolver: [ga, backtracking-first, backtracking-count]\nseeds: 4\n"
        "ga: {population: 4, elitism: 2, selection: {method: tournament, tournament_size: 4},"
        " mutation: {method: conflict-swap, rate: 1.0}}\n"
        "stop: {max_generations: 0, time_limit_s: 1}\n");  // counting stops at n = 20
  const Outcome run = nqga("run versus.yaml --out r --no-plot");
  ASSERT_EQ(run.code, 0) << run.err;
  const auto runs = csv_rows(read_text(dir_ / "r/runs.csv"));
  const auto versus = csv_rows(read_text(dir_ / "r/versus_exact.csv"));
  ASSERT_EQ(versus.size(), 5u);  // one per n: backtracking-count counts, it finds no board
  for (const Row& row : versus) {
    EXPECT_EQ(row.at("configuration"), "solver=ga");
    EXPECT_EQ(row.at("exact"), "solver=backtracking-first");
    double ga_seconds = 0, timings = 0;
    int solved = 0, timed = 0;
    for (const Row& r : runs) {
      if (r.at("n") != row.at("n")) continue;
      if (r.at("solver") == "ga") ga_seconds += std::stod(r.at("seconds"));
      if (r.at("solver") == "ga") solved += r.at("solved") == "true";
      if (r.at("solver") != "backtracking-first") continue;
      // The exact search is timed again (up to 5 times): its record holds each timing.
      const auto record =
          nlohmann::json::parse(read_text(dir_ / "r/jobs" / (r.at("id") + ".json")));
      for (const double t :
           record.value("timings", std::vector<double>{std::stod(r.at("seconds"))})) {
        timings += t;
        ++timed;
      }
    }
    ASSERT_GT(solved, 0) << row.at("n");
    const double ert = ga_seconds / solved, seconds = std::stod(row.at("seconds"));
    EXPECT_NEAR(seconds / ert, 1, 1e-6) << row.at("n");
    EXPECT_EQ(std::stoi(row.at("exact_timings")), timed);
    EXPECT_NEAR(std::stod(row.at("exact_seconds")) / (timings / timed), 1, 1e-6);
    EXPECT_EQ(row.at("exact_outcome"), "solved");
    const double ratio = std::stod(row.at("ratio"));
    EXPECT_NEAR(ratio / (seconds / std::stod(row.at("exact_seconds"))), 1, 1e-6);
    // A percentile interval of a skewed ratio need not hold the ratio itself: only its order.
    EXPECT_LE(std::stod(row.at("ratio_low")), std::stod(row.at("ratio_high")));
    EXPECT_LE(std::stod(row.at("seconds_low")), std::stod(row.at("seconds_high")));
    // "faster" only where the claim is established, in the ratio's direction.
    EXPECT_EQ(row.at("test"), "mann-whitney");  // 4 GA runs against the exact search's timings
    const std::string faster = row.at("claim") != "established" ? row.at("claim")
                               : ratio < 1                      ? "configuration"
                                                                : "exact";
    EXPECT_EQ(row.at("faster"), faster);
  }
  const auto json = nlohmann::json::parse(read_text(dir_ / "r/versus_exact.json"));
  ASSERT_EQ(json.at("rows").size(), 5u);
  ASSERT_EQ(json.at("crossover").size(), 1u);
  nlohmann::json from = nullptr;
  for (auto it = versus.rbegin(); it != versus.rend() && it->at("faster") == "configuration"; ++it)
    from = std::stoi(it->at("n"));
  EXPECT_EQ(json["crossover"][0].at("n"), from);
  // Without instance axes the points table alone is printed.
  EXPECT_EQ(run.out.find("success over solvable ones"), std::string::npos);
}

}  // namespace
