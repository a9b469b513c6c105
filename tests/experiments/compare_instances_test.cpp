// `nqga compare` by the design: configurations compared within each problem point, instances as
// blocks, instances proven unsolvable left out; the blocked p-values against R's on a stored
// experiment (tests/data/statistics/make_blocked.R); the registry of tests and --test.
#include <gtest/gtest.h>

#include <cmath>
#include <filesystem>
#include <fstream>
#include <map>

#include "comparison/comparison_report.hpp"
#include "comparison/rank_test_registry.hpp"
#include "run/csv.hpp"
#include "test_dirs.hpp"

namespace nqga {
namespace {

namespace fs = std::filesystem;

// One run of a hand-made experiment over instances at n = 12.
struct InstanceRun {
  std::string density, instance, solver, method;
  bool solved = false;
  double evaluations = 0, best_conflicts = 0;
  std::string stop_reason;
};

// The points of `runs` as point_runs gives them: a point per solver, method, density and instance,
// in order of first appearance, a seed per run, seconds a thousandth of the evaluations
// (backtracking's a second). Over instances (the stored experiment's design: solver and method
// factors, density a problem axis, problem.seed an instance axis) or, with `plain`, with the
// method the one axis (a factor).
std::vector<PointRuns> instance_points(const std::vector<InstanceRun>& runs, bool plain = false) {
  std::vector<PointRuns> points;
  std::map<std::string, std::size_t> index;
  for (std::size_t id = 0; id < runs.size(); ++id) {
    const InstanceRun& run = runs[id];
    const std::string method = run.method.empty() ? "" : "ga.selection.method=" + run.method;
    const std::string label = "n=12 solver=" + run.solver + (method.empty() ? "" : " " + method) +
                              " problem.density=" + run.density + " problem.seed=" + run.instance;
    const auto [at, added] = index.try_emplace(label, points.size());
    if (added) {
      PointRuns& point = points.emplace_back();
      point.source = (testing::test_dir() / "run").string();
      point.label = label;
      point.n = 12;
      point.configuration =
          plain ? method : "solver=" + run.solver + (method.empty() ? "" : " " + method);
      point.problem = plain ? "n=12" : "n=12 problem.density=" + run.density;
      point.instance = plain ? "" : "problem.seed=" + run.instance;
    }
    PointRuns& point = points[at->second];
    point.runs.push_back({.id = static_cast<int>(id),
                          .replicate = static_cast<int>(point.runs.size()),
                          .seed = 1000 + id,
                          .solved = run.solved,
                          .evaluations = run.evaluations,
                          .seconds = run.solver == "ga" ? run.evaluations / 1000 : 1,
                          .generations = 0,
                          .best_conflicts = run.best_conflicts,
                          .exhausted = run.stop_reason == "exhausted"});
  }
  return points;
}

Table blocked_fixture(const std::string& name) {
  return read_table(std::string(NQGA_TEST_DATA) + "/statistics/" + name);
}

// The stored experiment of make_blocked.R.
std::vector<PointRuns> stored_experiment() {
  const Table table = blocked_fixture("blocked_runs.csv");
  std::vector<InstanceRun> runs;
  for (const auto& row : table.rows) {
    runs.push_back({table.at(row, "density"), table.at(row, "instance"), table.at(row, "solver"),
                    table.at(row, "method"), table.at(row, "solved") == "true",
                    std::stod(table.at(row, "evaluations")),
                    std::stod(table.at(row, "best_conflicts")), table.at(row, "stop_reason")});
  }
  return instance_points(runs);
}

void expect_near_relative(double value, double expected, const std::string& what) {
  EXPECT_LE(std::fabs(value - expected), 1e-9 * std::max(1.0, std::fabs(expected))) << what;
}

TEST(CompareInstances, BlockedTestsEqualRsOnAStoredExperiment) {
  const Comparison comparison = compare_points(stored_experiment(), Metric::kEvaluations);
  const Table r = blocked_fixture("blocked.csv");
  std::size_t pair = 0, group = 0;
  for (const auto& row : r.rows) {
    const std::string problem = "n=12 problem.density=" + r.at(row, "density");
    const std::string what = r.at(row, "test") + " at " + problem + " " + r.at(row, "a");
    if (r.at(row, "a").empty()) {
      ASSERT_LT(group, comparison.groups.size());
      const GroupResult& result = comparison.groups[group++];
      EXPECT_EQ(result.problem, problem);
      EXPECT_EQ(result.test, r.at(row, "test"));
      EXPECT_EQ(result.blocks, std::stoi(r.at(row, "blocks")));
      expect_near_relative(result.result.statistic, std::stod(r.at(row, "statistic")), what);
      expect_near_relative(result.result.p_value, std::stod(r.at(row, "p_value")), what);
      expect_near_relative(result.p_holm, std::stod(r.at(row, "p_holm")), what);
      continue;
    }
    ASSERT_LT(pair, comparison.pairs.size());
    const PairResult& result = comparison.pairs[pair++];
    const PointResult &a = comparison.points[result.a], &b = comparison.points[result.b];
    EXPECT_EQ(a.problem, problem);
    EXPECT_EQ(b.problem, problem);  // never across problem points
    EXPECT_EQ(a.configuration, "solver=ga ga.selection.method=" + r.at(row, "a"));
    EXPECT_EQ(b.configuration, "solver=ga ga.selection.method=" + r.at(row, "b"));
    EXPECT_EQ(result.test.name, r.at(row, "test"));
    EXPECT_EQ(result.blocks, std::stoi(r.at(row, "blocks")));
    EXPECT_EQ(result.test.exact, r.at(row, "method") == "exact") << what;
    expect_near_relative(result.test.statistic, std::stod(r.at(row, "statistic")), what);
    expect_near_relative(result.test.p_value, std::stod(r.at(row, "p_value")), what);
    expect_near_relative(result.p_holm, std::stod(r.at(row, "p_holm")), what);
  }
  EXPECT_EQ(pair, comparison.pairs.size());
  EXPECT_EQ(group, comparison.groups.size());
  EXPECT_EQ(comparison.family, r.rows.size());  // one family: the pairs and the omnibus tests
  // The GA's 36 runs over the 4 instances at 0.7 that are not proven unsolvable.
  EXPECT_EQ(comparison.points[3].label,
            "n=12 problem.density=0.7 solver=ga "
            "ga.selection.method=tournament");
  EXPECT_EQ(comparison.points[3].runs, 12);
  EXPECT_EQ(comparison.points[3].instances, 4);
  const std::vector<std::string>& notes = comparison.notes;
  EXPECT_NE(std::find(notes.begin(), notes.end(),
                      "n=12 problem.density=0.7: 2 instance(s) proven unsolvable (an exact search "
                      "exhausted them); their 20 run(s) are left out of every test"),
            notes.end());
  EXPECT_NE(
      std::find(notes.begin(), notes.end(),
                "left out 2 configurations (n=12 problem.density=0.5 solver=backtracking-first, "
                "n=12 problem.density=0.7 solver=backtracking-first): records no "
                "evaluations (0 in every run: exact solvers count nodes); compare it on "
                "seconds with nqga compare " +
                    (testing::test_dir() / "run").string() + " --metric seconds"),
      notes.end());
}

TEST(CompareInstances, ComparisonCsvNamesTheProblemTheConfigurationsAndTheBlocks) {
  const Table csv =
      parse_table(comparison_csv(compare_points(stored_experiment(), Metric::kEvaluations)));
  ASSERT_GE(csv.header.size(), 4u);
  EXPECT_EQ(std::vector<std::string>(csv.header.end() - 9, csv.header.end() - 5),
            (std::vector<std::string>{"problem", "configuration_a", "configuration_b", "blocks"}));
  ASSERT_EQ(csv.rows.size(), 6u);
  const auto& row = csv.rows[4];
  EXPECT_EQ(csv.at(row, "problem"), "n=12 problem.density=0.7");
  EXPECT_EQ(csv.at(row, "configuration_a"), "solver=ga ga.selection.method=tournament");
  EXPECT_EQ(csv.at(row, "configuration_b"), "solver=ga ga.selection.method=sus");
  EXPECT_EQ(csv.at(row, "blocks"), "4");
  EXPECT_EQ(csv.at(row, "test"), "wilcoxon-signed-rank (blocks: instances)");
  EXPECT_EQ(csv.at(row, "runs_a"), "12");
}

// Two runs each of A and B on two instances: A beats B on each instance, though B's runs on the
// easy instance beat A's on the hard one.
std::vector<InstanceRun> a_better_on_each_instance() {
  std::vector<InstanceRun> runs;
  const std::vector<std::tuple<std::string, std::string, double>> work = {
      {"1", "tournament", 100}, {"1", "tournament", 200},  {"1", "roulette", 300},
      {"1", "roulette", 400},   {"2", "tournament", 5000}, {"2", "tournament", 6000},
      {"2", "roulette", 7000},  {"2", "roulette", 8000}};
  for (const auto& [instance, method, evaluations] : work) {
    runs.push_back({"0.5", instance, "ga", method, true, evaluations, 0, "solved"});
  }
  return runs;
}

TEST(CompareInstances, A12CountsRunsOnTheSameInstanceOnly) {
  const Comparison comparison =
      compare_points(instance_points(a_better_on_each_instance()), Metric::kEvaluations);
  ASSERT_EQ(comparison.pairs.size(), 1u);
  // Pooled over instances, A would win 12 of 16 pairs (0.75); on each instance it wins all.
  EXPECT_EQ(comparison.pairs[0].a12, 1.0);
  EXPECT_EQ(comparison.pairs[0].blocks, 2);
  EXPECT_EQ(comparison.points[0].runs, 4);
  EXPECT_EQ(comparison.points[0].instances, 2);
}

TEST(CompareInstances, OnSecondsTheExactSolverMeetsTheGa) {
  const Comparison comparison = compare_points(stored_experiment(), Metric::kSeconds);
  // Per problem point: 4 configurations, 6 pairs.
  ASSERT_EQ(comparison.pairs.size(), 12u);
  const PairResult& pair = comparison.pairs[2];
  EXPECT_EQ(comparison.points[pair.a].configuration, "solver=ga ga.selection.method=tournament");
  EXPECT_EQ(comparison.points[pair.b].configuration, "solver=backtracking-first");
  EXPECT_EQ(pair.test.name, "wilcoxon-signed-rank (blocks: instances)");
  EXPECT_EQ(pair.blocks, 6);
}

std::string compare_refusal(const std::vector<PointRuns>& points, const std::string& test) {
  try {
    compare_points(points, Metric::kEvaluations, "", find_test(test));
  } catch (const AnalysisError& e) {
    return e.what();
  }
  return "no error";
}

TEST(CompareInstances, ATestByNameIsUsedOrRefusedWithTheTestsThatFit) {
  const std::string all =
      "(all: wilcoxon-signed-rank (blocks: instances), wilcoxon-signed-rank, mann-whitney, "
      "friedman (blocks: instances), friedman, kruskal-wallis)";
  EXPECT_EQ(registered_test_names(), all.substr(6, all.size() - 7));
  const auto over_instances = stored_experiment();
  EXPECT_EQ(compare_refusal(over_instances, "mann-whitney"),
            "--test mann-whitney does not fit these runs: 'n=12 problem.density=0.5 solver=ga "
            "ga.selection.method=tournament' ran on 6 instance(s): runs on different instances "
            "are compared only with the instances as blocks; tests that fit: wilcoxon-signed-rank "
            "(blocks: instances), friedman (blocks: instances) " +
                all);
  EXPECT_EQ(compare_refusal(over_instances, "friedman (blocks: instances)"), "no error");
  // Without instance axes: one run per seed, independent seeds.
  std::vector<InstanceRun> plain;
  for (const char* method : {"tournament", "roulette", "sus"}) {
    for (int r = 0; r < 4; ++r) plain.push_back({"0.5", "1", "ga", method, true, 100.0 * r, 0, ""});
  }
  const auto independent = instance_points(plain, true);
  EXPECT_EQ(compare_refusal(independent, "wilcoxon-signed-rank"),
            "--test wilcoxon-signed-rank does not fit these runs: it needs runs paired by seed "
            "(seeding: common), and 'n=12 solver=ga ga.selection.method=tournament "
            "problem.density=0.5 problem.seed=1' and 'n=12 solver=ga "
            "ga.selection.method=roulette problem.density=0.5 problem.seed=1' ran with different "
            "seeds; tests that fit: mann-whitney, kruskal-wallis " +
                all);
  EXPECT_EQ(compare_refusal(independent, "wilcoxon-signed-rank (blocks: instances)"),
            "--test wilcoxon-signed-rank (blocks: instances) does not fit these runs: it needs "
            "instance axes (problem.seed, problem.file), and these runs have none; tests that "
            "fit: mann-whitney, kruskal-wallis " +
                all);
  const Comparison chosen =
      compare_points(independent, Metric::kEvaluations, "", find_test("kruskal-wallis"));
  ASSERT_EQ(chosen.groups.size(), 1u);
  EXPECT_EQ(chosen.groups[0].test, "kruskal-wallis");
  EXPECT_EQ(chosen.pairs[0].test.name, "mann-whitney");
  EXPECT_EQ(chosen.pairs[0].blocks, 0);
  EXPECT_EQ(chosen.points[0].problem, "n=12");
}

TEST(TestRegistry, EachTestSaysWhatItNeeds) {
  for (const RegisteredTest& test : registered_tests()) {
    EXPECT_EQ(find_test(test.name), &test);
    EXPECT_NE(test.run, nullptr) << test.name;
  }
  EXPECT_EQ(find_test("t-test"), nullptr);
  EXPECT_EQ(find_test("mann-whitney")->pairing, Pairing::kNone);
  EXPECT_EQ(find_test("friedman")->scope, TestScope::kGroup);
  EXPECT_STREQ(find_test("friedman")->blocks(), "seeds");
  EXPECT_STREQ(find_test("wilcoxon-signed-rank (blocks: instances)")->blocks(), "instances");
  // The registered functions are the statistics' own: Friedman's samples are its columns.
  const TestOutcome outcome = find_test("friedman")->run({{1, 5, 2}, {2, 4, 3}, {3, 1, 1}});
  EXPECT_EQ(outcome.p_value, friedman({{1, 2, 3}, {5, 4, 1}, {2, 3, 1}}).p_value);
  EXPECT_EQ(outcome.df, 2);
}

}  // namespace
}  // namespace nqga
