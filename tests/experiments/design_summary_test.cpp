// design_summary.csv and versus_exact.csv on hand-made records: instances solvable, proven
// unsolvable and undecided counted apart, censored runs kept, and the GA against an exact solver
// on seconds with its crossover n.
#include "tables/design_summary.hpp"

#include <gtest/gtest.h>

#include <cmath>
#include <fstream>
#include <functional>
#include <nlohmann/json.hpp>

#include "comparison/scaling.hpp"
#include "comparison/versus_exact.hpp"
#include "config/config.hpp"
#include "made_results.hpp"

namespace nqga {
namespace {

constexpr double kNoSolution = std::numeric_limits<double>::infinity();

using testing::Made;

Sweep summary_sweep(const std::string& text) { return testing::sweep_of(text, "summary"); }

Results made_results(const Sweep& sweep, const std::function<Made(const Job&)>& made) {
  return testing::made_results(sweep, testing::made_records(sweep, made));
}

const std::string& summary_cell(const Table& table, std::size_t row, const std::string& column) {
  return table.at(table.rows.at(row), column);
}

// Three blocked instances: seed 1 solvable (the exact search and three of four GA runs solve
// it), seed 2 proven unsolvable (exhausted), seed 3 undecided (the exact search ran out of time,
// every GA run failed).
Made three_instances(const Job& job) {
  const auto seed = std::get<std::int64_t>(job.value("problem.seed"));
  if (job_solver(job) == "backtracking-first") {
    if (seed == 1) return {true, StopReason::kSolved, 50, 0.01};
    if (seed == 2) return {false, StopReason::kExhausted, 70, 0.02};
    return {false, StopReason::kTimeLimit, 500, 10};
  }
  if (seed == 1 && job.replicate < 3) {
    return {true, StopReason::kSolved, 100 * (job.replicate + 1), 0.1 * (job.replicate + 1)};
  }
  return {false, StopReason::kMaxEvaluations, 1000, 1};
}

const std::string kThreeInstances =
    "n: 8\nsolver: [backtracking-first, ga]\nseeds: 4\n"
    "problem: {kind: blocked, density: 0.5, seed: [1, 2, 3]}\n"
    "stop: {max_generations: 0, max_evaluations: 1000}\n";

TEST(DesignSummary, InstancesApartAndCensoredRunsKept) {
  const Sweep sweep = summary_sweep(kThreeInstances);
  const Table table = design_summary_table(made_results(sweep, three_instances));
  ASSERT_EQ(table.rows.size(), 2u);
  EXPECT_EQ(summary_cell(table, 0, "configuration"), "solver=backtracking-first");
  EXPECT_EQ(summary_cell(table, 0, "problem"), "n=8");
  for (std::size_t row : {0u, 1u}) {
    EXPECT_EQ(summary_cell(table, row, "instances"), "3");
    EXPECT_EQ(summary_cell(table, row, "solvable"), "1");
    EXPECT_EQ(summary_cell(table, row, "unsolvable"), "1");
    EXPECT_EQ(summary_cell(table, row, "undecided"), "1");
  }
  // The exact search: one run an instance; its exhaustion is a decision, its time-out censored.
  EXPECT_EQ(summary_cell(table, 0, "work_column"), "nodes");
  EXPECT_EQ(summary_cell(table, 0, "runs"), "3");
  EXPECT_EQ(summary_cell(table, 0, "success"), "1");
  EXPECT_EQ(summary_cell(table, 0, "runs_on_unsolvable"), "1");
  EXPECT_EQ(summary_cell(table, 0, "decided_unsolvable"), "1");
  EXPECT_EQ(summary_cell(table, 0, "censored"), "1");
  EXPECT_EQ(summary_cell(table, 0, "ert_work"), "550");  // (50 + 500) / 1
  // The GA: 3 of 4 on the solvable instance; 4 runs on the unsolvable one apart, not failures;
  // 1 + 4 censored; ERT (100 + 200 + 300 + 1000 + 4 x 1000) / 3.
  EXPECT_EQ(summary_cell(table, 1, "work_column"), "evaluations");
  EXPECT_EQ(summary_cell(table, 1, "runs"), "12");
  EXPECT_EQ(summary_cell(table, 1, "runs_on_solvable"), "4");
  EXPECT_EQ(summary_cell(table, 1, "solved_on_solvable"), "3");
  EXPECT_EQ(summary_cell(table, 1, "success"), "0.75");
  const Interval wilson = wilson_interval(3, 4);
  EXPECT_EQ(field_number(summary_cell(table, 1, "success_low")),
            std::stod(number_field(wilson.low)));
  EXPECT_EQ(field_number(summary_cell(table, 1, "success_high")),
            std::stod(number_field(wilson.high)));
  EXPECT_EQ(summary_cell(table, 1, "runs_on_unsolvable"), "4");
  EXPECT_EQ(summary_cell(table, 1, "decided_unsolvable"), "0");
  EXPECT_EQ(summary_cell(table, 1, "censored"), "5");
  EXPECT_NEAR(field_number(summary_cell(table, 1, "ert_work")), 5600.0 / 3, 1e-5);
  // Work over 8 runs, 5 of them at +infinity: 100 200 300 inf x 5; q25 at 1.75: 275.
  EXPECT_EQ(summary_cell(table, 1, "work_q25"), "275");
  EXPECT_EQ(summary_cell(table, 1, "work_median"), "inf");
  EXPECT_EQ(summary_cell(table, 1, "seconds_q25"), "0.275");
}

TEST(DesignSummary, PlainQueensOfTwoAndThreeHaveNoSolution) {
  const Sweep sweep = summary_sweep("n: [3, 4]\nsolver: min-conflicts\nseeds: 2\n");
  const Table table = design_summary_table(made_results(sweep, [](const Job& job) {
    return job_n(job) == 4 ? Made{true, StopReason::kSolved, 5, 0.001}
                           : Made{false, StopReason::kMaxEvaluations, 9, 0.002};
  }));
  ASSERT_EQ(table.rows.size(), 2u);
  EXPECT_EQ(summary_cell(table, 0, "problem"), "n=3");
  EXPECT_EQ(summary_cell(table, 0, "unsolvable"), "1");
  EXPECT_EQ(summary_cell(table, 0, "runs_on_unsolvable"), "2");
  EXPECT_EQ(summary_cell(table, 0, "censored"), "0");  // no failure: there was nothing to find
  EXPECT_EQ(summary_cell(table, 0, "success"), "");
  EXPECT_EQ(summary_cell(table, 1, "solvable"), "1");
  EXPECT_EQ(summary_cell(table, 1, "success"), "1");
}

TEST(DesignSummary, AContradictionNamesTheInstance) {
  const Sweep sweep = summary_sweep(kThreeInstances);
  auto records = testing::made_records(sweep, three_instances);
  for (JobRecord& r : records) {
    if (r.solver == "ga" && r.replicate == 0) r.result.solved = true;
  }
  try {
    testing::made_results(sweep, records);
    FAIL() << "a contradiction went unseen";
  } catch (const std::runtime_error& e) {
    EXPECT_NE(std::string(e.what()).find("the instance n=8 problem.seed=2 was both solved and "
                                         "proved unsolvable"),
              std::string::npos)
        << e.what();
  }
}

// The GA's 6 runs against the exact search timed 5 times (0.50 to 0.54 s, median 0.52): at n = 8
// the GA takes 2 to 7 s, at 9 1 to 6 s around the exact 3.5 s, at 10 0.1 to 0.6 s against 4 s.
Made seconds_by_n(const Job& job) {
  const int n = job_n(job);
  if (job_solver(job) == "backtracking-first") {
    const double base = n == 8 ? 0.5 : n == 9 ? 3.5 : 4;
    std::vector<double> timings;
    for (int k = 0; k < 5; ++k) timings.push_back(base + 0.01 * k);
    return {true, StopReason::kSolved, 10, base + 0.02, -1, timings};
  }
  const double r = job.replicate;
  return {true, StopReason::kSolved, 10, n == 8 ? 2 + r : n == 9 ? 1 + r : 0.1 * (r + 1)};
}

TEST(VersusExact, FasterOnlyWhereTheHolmCorrectedTestSaysSoAndTheCrossover) {
  const Sweep sweep = summary_sweep("n: [8, 9, 10]\nsolver: [ga, backtracking-first]\nseeds: 6\n");
  const VersusExact versus = versus_exact(made_results(sweep, seconds_by_n));
  ASSERT_EQ(versus.rows.size(), 3u);
  EXPECT_EQ(versus.family, 3u);
  const VersusRow& at8 = versus.rows[0];
  EXPECT_EQ(at8.configuration, "solver=ga");
  EXPECT_EQ(at8.exact, "solver=backtracking-first");
  EXPECT_EQ(at8.runs, 6);
  EXPECT_EQ(at8.exact_timings, 5);  // every timing is a measurement of the exact search
  EXPECT_DOUBLE_EQ(at8.seconds, 4.5);
  EXPECT_DOUBLE_EQ(at8.exact_seconds, 0.52);
  EXPECT_DOUBLE_EQ(at8.ratio, 4.5 / 0.52);
  EXPECT_LT(at8.ratio_interval.low, at8.ratio);
  EXPECT_GT(at8.ratio_interval.high, at8.ratio);
  EXPECT_EQ(at8.test, "mann-whitney");
  EXPECT_EQ(at8.p_value, mann_whitney_u({2, 3, 4, 5, 6, 7}, {0.5, 0.51, 0.52, 0.53, 0.54}).p_value);
  EXPECT_EQ(at8.faster, "exact");
  EXPECT_EQ(versus.rows[1].faster, "not established");
  EXPECT_EQ(versus.rows[2].faster, "configuration");
  ASSERT_EQ(versus.crossovers.size(), 1u);
  EXPECT_EQ(versus.crossovers[0].from_n, 10);
  EXPECT_EQ(versus.crossovers[0].after_n, 8);
  const auto json = nlohmann::json::parse(versus_exact_json(versus));
  EXPECT_EQ(json["crossover"][0]["n"], 10);
  EXPECT_EQ(json["crossover"][0]["after_n"], 8);
  EXPECT_EQ(json["rows"][0]["faster"], "exact");
  const Table table = versus_exact_table(versus);
  EXPECT_EQ(summary_cell(table, 0, "claim"), "established");
  EXPECT_EQ(summary_cell(table, 1, "claim"), "not established");
}

// Over instances the test is blocked by instance: the exact search solved one and timed out on
// another, the GA ran on both; two blocks cannot establish anything.
TEST(VersusExact, OverInstancesTheTestIsBlockedAndTwoBlocksAreOutOfReach) {
  const Sweep sweep = summary_sweep(kThreeInstances);
  const VersusExact versus = versus_exact(made_results(sweep, three_instances));
  ASSERT_EQ(versus.rows.size(), 1u);
  const VersusRow& row = versus.rows[0];
  EXPECT_EQ(row.exact_outcome, "mixed");
  EXPECT_EQ(row.exact_seconds, 10.01);  // the time-out counts its 10 s, over one success
  EXPECT_NEAR(row.seconds, 5.6 / 3, 1e-12);
  EXPECT_EQ(row.test, "wilcoxon-signed-rank (blocks: instances)");
  EXPECT_EQ(row.blocks, 2);
  EXPECT_EQ(row.faster, "out of reach");
  EXPECT_EQ(row.evidence.smallest_p, 0.5);
}

}  // namespace
}  // namespace nqga

namespace nqga {
namespace {

// Every run solves in c n^2 seconds (the GA) or c 1.5^n (the exact search, timed twice alike):
// the power law's k is 2 and the exponential's b is 1.5, to the last digit, with a zero residual
// and an interval of that one value (every resample has the same runs); the other law fits worse.
TEST(Scaling, TheLawsOfSyntheticTimesAreFoundExactly) {
  const Sweep sweep =
      summary_sweep("n: [8, 16, 32, 64]\nsolver: [ga, backtracking-first]\nseeds: 3\n");
  const Results results = made_results(sweep, [](const Job& job) {
    const double n = job_n(job);
    if (job_solver(job) == "ga") return Made{true, StopReason::kSolved, 10, 1e-6 * n * n};
    const double t = 1e-6 * std::pow(1.5, n);
    return Made{true, StopReason::kSolved, 10, t, -1, {t, t}};
  });
  const std::vector<ScalingSeries> series = scaling(results);
  ASSERT_EQ(series.size(), 2u);
  const ScalingSeries& ga = series[0];
  EXPECT_EQ(ga.configuration, "solver=ga");
  EXPECT_EQ(ga.ns, (std::vector<int>{8, 16, 32, 64}));
  EXPECT_NEAR(ga.power.parameter, 2, 1e-12);
  EXPECT_NEAR(ga.power.scale, 1e-6, 1e-15);
  EXPECT_NEAR(ga.power.residual, 0, 1e-12);
  EXPECT_NEAR(ga.power.interval.low, 2, 1e-12);
  EXPECT_NEAR(ga.power.interval.high, 2, 1e-12);
  EXPECT_EQ(ga.better(), "power");
  const ScalingSeries& exact = series[1];
  EXPECT_EQ(exact.runs, (std::vector<int>{2, 2, 2, 2}));  // each timing a measurement
  EXPECT_NEAR(exact.exponential.parameter, 1.5, 1e-12);
  EXPECT_EQ(exact.better(), "exponential");
  const Table table = scaling_table(series);
  ASSERT_EQ(table.rows.size(), 8u);
  EXPECT_EQ(summary_cell(table, 0, "better"), "power");
  EXPECT_EQ(summary_cell(table, 7, "n"), "64");
}

// The fit on its own: least squares on log10 y, points without a finite positive y left out.
TEST(Scaling, TheLineFitLeavesOutWhatHasNoLogarithm) {
  const LineFit fit = fit_log_line({1, 2, 3, 4}, {10, 100, 1.0 / 0.0, 10000});
  EXPECT_NEAR(fit.slope, 1, 1e-12);
  EXPECT_NEAR(fit.intercept, 0, 1e-12);
  EXPECT_TRUE(std::isnan(fit_log_line({1, 2}, {0, 5}).slope));  // one point left
}

}  // namespace
}  // namespace nqga
