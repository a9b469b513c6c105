// `nqga compare` on hand-made run directories: the ranking rule for unsolved runs, which points
// are paired, Holm over the whole family, the omnibus test chosen, the files, and bad input.
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <nlohmann/json.hpp>
#include <sstream>

#include "comparison/comparison_report.hpp"
#include "run/files.hpp"
#include "test_dirs.hpp"

namespace nqga {
namespace {

namespace fs = std::filesystem;

// A point's runs: (solved, evaluations, best conflicts) per replicate 0, 1, ...; and columns of
// its summary.csv row beyond point, label, n and solver (every point names the same ones).
struct Fake {
  std::string label;
  int n;
  std::vector<std::tuple<bool, double, double>> runs;
  std::vector<std::pair<std::string, std::string>> summary = {};
};

// How the fake runs were seeded: a seed per run, or replicate r of every point with seed 1000 + r.
enum class Seeding { kIndependent, kCommon };

// The points of a hand-made experiment named `name`, as point_runs gives them: replicate r of each
// point with seed 1000 + r under common seeding, else a seed per run; generations a hundredth
// and seconds a thousandth of the evaluations. `summary` sets a budget key's value (stop.*) or
// the unit of work ("work").
std::vector<PointRuns> fake_points(const std::vector<Fake>& points, const std::string& name = "run",
                                   Seeding seeding = Seeding::kIndependent) {
  std::vector<PointRuns> made;
  int id = 0;
  for (const Fake& fake : points) {
    PointRuns& point = made.emplace_back();
    point.source = (testing::test_dir() / name).string();
    point.label = fake.label;
    point.n = fake.n;
    point.configuration = label_without_n(fake.label, fake.n);
    point.problem = "n=" + std::to_string(fake.n);
    for (const auto& [key, value] : fake.summary) {
      if (key == "work") {
        point.evaluations_unit = value;
      } else {
        point.budget[key] = value;
      }
    }
    for (std::size_t r = 0; r < fake.runs.size(); ++r) {
      const auto& [solved, evaluations, best] = fake.runs[r];
      const std::uint64_t seed = 1000 + (seeding == Seeding::kCommon ? r : std::size_t(id));
      point.runs.push_back({.id = id++,
                            .replicate = static_cast<int>(r),
                            .seed = seed,
                            .solved = solved,
                            .evaluations = evaluations,
                            .seconds = evaluations / 1000,
                            .generations = evaluations / 100,
                            .best_conflicts = best});
    }
  }
  return made;
}

// Ten runs that all solve, with evaluations from `first` by `step`.
Fake solving(const std::string& label, int n, double first, double step) {
  Fake fake{label, n, {}};
  for (int r = 0; r < 10; ++r) fake.runs.emplace_back(true, first + r * step, 0);
  return fake;
}

TEST(ComparePoints, UnsolvedRunsRankAfterEverySolvedRun) {
  // `rare` solves 2 of 10 runs, in 10 and 12 evaluations; `steady` solves all in 1000..1900.
  Fake rare{"n=8 m=rare", 8, {{true, 10, 0}, {true, 12, 0}}};
  for (int r = 0; r < 8; ++r) rare.runs.emplace_back(false, 5000, 1 + r % 3);
  const auto points = fake_points({rare, solving("n=8 m=steady", 8, 1000, 100)});
  const Comparison comparison = compare_points(points, Metric::kEvaluations);
  ASSERT_EQ(comparison.pairs.size(), 1u);
  const PairResult& pair = comparison.pairs[0];
  // rare's 2 solved runs beat all 10 of steady's; its 8 unsolved runs lose to all of them.
  EXPECT_DOUBLE_EQ(pair.a12, 0.2);
  EXPECT_EQ(pair.test.name, "mann-whitney");  // every run has a seed of its own
  EXPECT_DOUBLE_EQ(pair.test.statistic, 80);
  EXPECT_STREQ(effect_label(pair.a12), "large");
  EXPECT_DOUBLE_EQ(pair.success_difference, -0.8);
  EXPECT_EQ(comparison.points[0].solved, 2);
  EXPECT_DOUBLE_EQ(comparison.points[0].ert, (10 + 12 + 8 * 5000) / 2.0);
  // On best conflicts alone, solved runs tie at 0: rare's 2 zeros against steady's 10.
  const Comparison quality = compare_points(points, Metric::kBestConflicts);
  EXPECT_DOUBLE_EQ(quality.pairs[0].a12, (2 * 10 * 0.5) / 100);
  EXPECT_EQ(quality.ert_unit, "seconds");
}

TEST(ComparePoints, UnsolvedRunsRankAmongThemselvesByBestConflicts) {
  const auto points =
      fake_points({{"n=8 m=near", 8, {{false, 100, 1}, {false, 100, 1}, {false, 100, 2}}},
                   {"n=8 m=far", 8, {{false, 50, 3}, {false, 50, 4}, {false, 50, 5}}}});
  const Comparison comparison = compare_points(points, Metric::kEvaluations);
  EXPECT_DOUBLE_EQ(comparison.pairs[0].a12, 1);  // fewer conflicts win whatever the evaluations
  EXPECT_TRUE(std::isinf(comparison.points[0].ert));
}

TEST(ComparePoints, PairsShareAnNAndHolmCoversTheWholeFamily) {
  const auto points = fake_points({solving("n=8 m=a", 8, 100, 10),
                                   solving("n=8 m=b", 8, 150, 10),
                                   solving("n=8 m=c", 8, 100, 12),
                                   solving("n=16 m=a", 16, 1000, 100),
                                   solving("n=16 m=b", 16, 2000, 100),
                                   {"n=32 m=a", 32, {{true, 5, 0}}}});
  const Comparison comparison = compare_points(points, Metric::kEvaluations);
  ASSERT_EQ(comparison.pairs.size(), 4u);  // 3 at n = 8, 1 at n = 16, none for n = 32 alone
  // One family: the 4 pairs and the 2 omnibus tests.
  std::vector<double> raw;
  for (const PairResult& pair : comparison.pairs) {
    EXPECT_EQ(comparison.points[pair.a].n, comparison.points[pair.b].n);
    EXPECT_LT(pair.a, pair.b);
    raw.push_back(pair.test.p_value);
  }
  for (const GroupResult& group : comparison.groups) raw.push_back(group.result.p_value);
  const auto adjusted = holm(raw);
  ASSERT_EQ(comparison.family, 6u);
  for (std::size_t i = 0; i < 4; ++i) EXPECT_EQ(comparison.pairs[i].p_holm, adjusted[i]);
  EXPECT_EQ(comparison.groups[1].p_holm, adjusted[5]);
  // n = 16: 10 runs against 10, fully separated: exact p = 2 / C(20, 10).
  EXPECT_DOUBLE_EQ(comparison.pairs[3].test.p_value, 2.0 / 184756);
  EXPECT_TRUE(comparison.pairs[3].test.exact);
  EXPECT_EQ(comparison.pairs[3].a12, 1);
  // Equal replicate numbers but a seed per run: nothing pairs the runs, so Kruskal-Wallis.
  ASSERT_EQ(comparison.groups.size(), 2u);
  EXPECT_EQ(comparison.groups[0].test, "kruskal-wallis");
  EXPECT_EQ(comparison.groups[0].blocks, 0);
  EXPECT_EQ(comparison.groups[0].points.size(), 3u);
}

TEST(ComparePoints, BaselineAndOmnibusChoice) {
  Fake short_of_one = solving("n=8 m=c", 8, 100, 12);
  short_of_one.runs.pop_back();  // replicates 0..8 only: the runs no longer pair up
  const auto points =
      fake_points({solving("n=8 m=a", 8, 100, 10), solving("n=8 m=b", 8, 150, 10), short_of_one,
                   solving("n=16 m=a", 16, 1000, 100), solving("n=16 m=b", 16, 2000, 100)},
                  "run", Seeding::kCommon);
  const Comparison comparison = compare_points(points, Metric::kEvaluations, "m=b");
  ASSERT_EQ(comparison.pairs.size(), 3u);
  EXPECT_EQ(comparison.points[comparison.pairs[0].a].label, "n=8 m=a");
  EXPECT_EQ(comparison.points[comparison.pairs[0].b].label, "n=8 m=b");
  EXPECT_EQ(comparison.points[comparison.pairs[1].a].label, "n=8 m=c");
  EXPECT_EQ(comparison.points[comparison.pairs[2].a].label, "n=16 m=a");
  EXPECT_EQ(comparison.pairs[0].test.name, "wilcoxon-signed-rank");  // 10 shared seeds
  EXPECT_EQ(comparison.pairs[1].test.name, "mann-whitney");          // 9 runs against 10
  EXPECT_EQ(comparison.groups[0].test, "kruskal-wallis");
  EXPECT_EQ(comparison.groups[0].blocks, 0);
  EXPECT_EQ(comparison.groups[1].test, "friedman");
  // At n = 16 the Friedman test sees m=a ahead in all 10 blocks: chi2 = 10 on 1 df.
  EXPECT_DOUBLE_EQ(comparison.groups[1].result.statistic, 10);
  EXPECT_EQ(comparison.groups[1].result.average_ranks, (std::vector<double>{1, 2}));
  try {
    compare_points(points, Metric::kEvaluations, "n=8");
    ADD_FAILURE() << "two baselines at n = 8 accepted";
  } catch (const AnalysisError& e) {
    EXPECT_NE(std::string(e.what()).find("--baseline 'n=8' names 3 points at n = 8 ('n=8 m=a', "
                                         "'n=8 m=b'); give more of the label"),
              std::string::npos)
        << e.what();
  }
  try {
    compare_points(points, Metric::kEvaluations, "m=z");
    ADD_FAILURE() << "a baseline that names nothing accepted";
  } catch (const AnalysisError& e) {
    EXPECT_NE(std::string(e.what()).find("--baseline 'm=z' names no point that has another at "
                                         "its problem point; the points are 'n=8 m=a', 'n=8 m=b'"),
              std::string::npos)
        << e.what();
  }
}

TEST(ComparePoints, SharedSeedsPairTheRunsForSignedRankAndFriedman) {
  // b needs 50 evaluations more than a with every seed: ranked together a's runs take ranks 1, 3,
  // .., 19 and b's 2, 4, .., 20.
  const std::vector<Fake> fakes{solving("n=8 m=a", 8, 100, 100), solving("n=8 m=b", 8, 150, 100)};
  const Comparison paired =
      compare_points(fake_points(fakes, "common", Seeding::kCommon), Metric::kEvaluations);
  ASSERT_EQ(paired.pairs.size(), 1u);
  EXPECT_EQ(paired.pairs[0].test.name, "wilcoxon-signed-rank");
  EXPECT_EQ(paired.pairs[0].test.statistic, 0);  // a is never the worse of a pair
  EXPECT_FALSE(paired.pairs[0].test.exact);      // ten tied differences of -1
  // R: wilcox.test(seq(1, 19, 2), seq(2, 20, 2), paired = TRUE)$p.value
  EXPECT_NEAR(paired.pairs[0].test.p_value, 0.0019041950430043902, 1e-15);
  EXPECT_EQ(paired.groups[0].test, "friedman");
  EXPECT_EQ(paired.groups[0].blocks, 10);
  EXPECT_DOUBLE_EQ(paired.groups[0].result.statistic, 10);  // a ahead in all 10 blocks
  // The same runs with a seed each: the shift hides in the spread (U = 45 of 100).
  const Comparison independent =
      compare_points(fake_points(fakes, "independent"), Metric::kEvaluations);
  EXPECT_EQ(independent.pairs[0].test.name, "mann-whitney");
  EXPECT_EQ(independent.pairs[0].test.statistic, 45);
  EXPECT_GT(independent.pairs[0].test.p_value, 0.7);
  EXPECT_EQ(independent.groups[0].test, "kruskal-wallis");
  EXPECT_EQ(independent.pairs[0].a12, paired.pairs[0].a12);
}

// The points with the stopping rules a run directory's config.yaml gives them.
std::vector<PointRuns> with_budget(std::vector<PointRuns> points,
                                   const std::string& max_evaluations) {
  for (PointRuns& point : points) {
    point.budget = {{"stop.max_generations", "10000"},
                    {"stop.max_evaluations", max_evaluations},
                    {"stop.time_limit_s", "60"}};
  }
  return points;
}

TEST(CompareMatchedPoints, DifferentBudgetsAreNotComparedAndTheNoteNamesBoth) {
  const auto long_run = with_budget(fake_points({solving("n=8", 8, 100, 10)}, "long"), "1800000");
  const auto short_run = with_budget(fake_points({solving("n=8", 8, 100, 10)}, "short"), "50000");
  const Comparison comparison = compare_matched_points(long_run, short_run, Metric::kEvaluations);
  EXPECT_TRUE(comparison.pairs.empty());
  ASSERT_EQ(comparison.notes.size(), 1u);
  EXPECT_EQ(comparison.notes[0], "not compared: 'n=8' (" + long_run[0].source +
                                     ") has the budget stop.max_evaluations=1800000, 'n=8' (" +
                                     short_run[0].source +
                                     ") the budget stop.max_evaluations=50000: runs censored at "
                                     "different budgets are not comparable; run both with the "
                                     "same stop.* keys");
  EXPECT_EQ(
      compare_matched_points(long_run, with_budget(short_run, "1800000"), Metric::kEvaluations)
          .pairs.size(),
      1u);
}

TEST(ComparePoints, ABudgetSweptInOneDirectorySplitsPairsAndOmnibusTests) {
  auto at = [](const std::string& label, double first, const std::string& budget) {
    Fake fake = solving(label, 8, first, 10);
    fake.summary = {{"stop.max_evaluations", budget}};
    return fake;
  };
  const auto points = fake_points({at("n=8 m=a stop.max_evaluations=500", 100, "500"),
                                   at("n=8 m=b stop.max_evaluations=500", 120, "500"),
                                   at("n=8 m=a stop.max_evaluations=5000", 100, "5000"),
                                   at("n=8 m=b stop.max_evaluations=5000", 130, "5000")});
  const Comparison comparison = compare_points(points, Metric::kEvaluations);
  ASSERT_EQ(comparison.pairs.size(), 2u);  // a against b within each budget
  EXPECT_EQ(comparison.points[comparison.pairs[1].a].label, "n=8 m=a stop.max_evaluations=5000");
  EXPECT_EQ(comparison.notes.size(), 4u);  // the four pairs across budgets
  EXPECT_NE(comparison.notes[0].find("has the budget stop.max_evaluations=500, "),
            std::string::npos)
      << comparison.notes[0];
  ASSERT_EQ(comparison.groups.size(), 2u);
  EXPECT_EQ(comparison.groups[0].points, (std::vector<std::size_t>{0, 1}));
  EXPECT_EQ(comparison.groups[1].points, (std::vector<std::size_t>{2, 3}));
}

TEST(ComparePoints, WorkInOtherUnitsIsNotComparedOnEvaluations) {
  auto counting = [](const std::string& label, double first, const std::string& unit) {
    Fake fake = solving(label, 8, first, 10);
    fake.summary = {{"work", unit}};
    return fake;
  };
  const auto points = fake_points({counting("n=8 solver=ga", 100, "conflict evaluations"),
                                   counting("n=8 solver=memetic", 150, "conflict evaluations"),
                                   counting("n=8 solver=min-conflicts", 20, "repair swaps")});
  const std::string dir = points[0].source;
  const Comparison comparison = compare_points(points, Metric::kEvaluations);
  ASSERT_EQ(comparison.pairs.size(), 1u);  // ga against memetic: the family holds one pair
  EXPECT_EQ(comparison.points[comparison.pairs[0].b].label, "n=8 solver=memetic");
  // The family: this pair and the omnibus test of ga and memetic.
  EXPECT_EQ(comparison.family, 2u);
  EXPECT_EQ(comparison.pairs[0].p_holm,
            holm({comparison.pairs[0].test.p_value, comparison.groups[0].result.p_value})[0]);
  ASSERT_EQ(comparison.notes.size(), 2u);
  EXPECT_EQ(comparison.not_compared, 2u);
  EXPECT_EQ(comparison.notes[0],
            "not compared: 'n=8 solver=ga' counts conflict evaluations and "
            "'n=8 solver=min-conflicts' counts repair swaps as evaluations, different units of "
            "work; compare them on seconds with nqga compare " +
                dir + " --metric seconds");
  EXPECT_EQ(comparison.points[2].work, "repair swaps");
  EXPECT_EQ(comparison.groups.size(), 1u);  // ga and memetic
  const Comparison on_seconds = compare_points(points, Metric::kSeconds);
  EXPECT_EQ(on_seconds.pairs.size(), 3u);
  EXPECT_TRUE(on_seconds.notes.empty());
}

TEST(ComparePoints, APointWithOneRunHasNoBootstrapInterval) {
  const Comparison comparison = compare_points(
      fake_points({{"n=8 m=once", 8, {{true, 50, 0}}}, solving("n=8 m=often", 8, 100, 10)}),
      Metric::kEvaluations);
  EXPECT_TRUE(std::isnan(comparison.points[0].ert_interval.low));
  EXPECT_TRUE(std::isnan(comparison.points[0].ert_interval.high));
  EXPECT_FALSE(std::isnan(comparison.points[1].ert_interval.low));
  EXPECT_EQ(comparison.notes, std::vector<std::string>{
                                  "'n=8 m=once' has one run: no bootstrap interval for its ERT"});
  const auto json = nlohmann::json::parse(comparison_json(comparison));
  EXPECT_EQ(json["points"][0]["ert"], 50);
  EXPECT_TRUE(json["points"][0]["ert_low"].is_null());
  EXPECT_NE(comparison_table(comparison).find("50 [-, -]"), std::string::npos)
      << comparison_table(comparison);
}

TEST(ComparePoints, PointsWithoutRunsOrWithoutTheMetricAreLeftOutAndNamed) {
  Fake exact{"n=8 solver=backtracking-first", 8, {{true, 0, 0}}};
  const auto points =
      fake_points({solving("n=8 solver=ga", 8, 100, 10), exact, {"n=8 solver=memetic", 8, {}}});
  const std::string dir = points[0].source;
  const Comparison on_evaluations = compare_points(points, Metric::kEvaluations);
  EXPECT_TRUE(on_evaluations.pairs.empty());
  ASSERT_EQ(on_evaluations.notes.size(), 2u);
  EXPECT_EQ(on_evaluations.notes[0],
            "left out n=8 solver=backtracking-first: records no evaluations (0 in every run: "
            "exact solvers count nodes); compare it on seconds with nqga compare " +
                dir + " --metric seconds");
  EXPECT_EQ(on_evaluations.notes[1], "left out n=8 solver=memetic: no runs yet");
  const Comparison on_seconds = compare_points(points, Metric::kSeconds);
  EXPECT_EQ(on_seconds.pairs.size(), 1u);
  EXPECT_EQ(on_seconds.groups[0].test, "kruskal-wallis");  // 10 runs against 1
}

TEST(CompareMatchedPoints, PairsEqualLabelsAndListsTheRest) {
  const auto before =
      fake_points({solving("n=8 m=a", 8, 100, 10), solving("n=8 m=b", 8, 150, 10)}, "before");
  const auto after =
      fake_points({solving("n=8 m=b", 8, 150, 10), solving("n=8 m=c", 8, 100, 10)}, "after");
  const Comparison comparison = compare_matched_points(before, after, Metric::kEvaluations);
  ASSERT_EQ(comparison.pairs.size(), 1u);
  const PairResult& pair = comparison.pairs[0];
  EXPECT_EQ(comparison.points[pair.a].label, "n=8 m=b");
  EXPECT_EQ(comparison.points[pair.a].source, before[0].source);
  EXPECT_EQ(comparison.points[pair.b].source, after[0].source);
  EXPECT_EQ(pair.test.p_value, 1);  // the same runs on both sides
  EXPECT_EQ(pair.a12, 0.5);
  EXPECT_TRUE(comparison.groups.empty());
  EXPECT_EQ(comparison.notes,
            (std::vector<std::string>{"only in " + before[0].source + ": n=8 m=a",
                                      "only in " + after[0].source + ": n=8 m=c"}));
}

TEST(Comparison, FilesAndIntervalsRepeat) {
  Fake rare{"n=8 m=rare", 8, {{true, 10, 0}, {true, 12, 0}}};
  for (int r = 0; r < 8; ++r) rare.runs.emplace_back(false, 5000, 1);
  const auto points = fake_points(
      {rare, solving("n=8 m=steady", 8, 1000, 100), solving("n=8 m=third", 8, 900, 150)}, "run",
      Seeding::kCommon);
  const fs::path dir = testing::fresh_test_dir("files");
  const Comparison comparison = compare_points(points, Metric::kEvaluations);
  write_comparison(dir, comparison);
  const std::string csv = read_text(dir / "comparison.csv");
  EXPECT_EQ(
      csv.rfind("metric,point_a,point_b,runs_a,runs_b,test,u,p_value,p_holm,a12,effect,n,", 0), 0u)
      << csv;
  EXPECT_NE(csv.find("\nevaluations,n=8 m=rare,n=8 m=steady,10,10,wilcoxon-signed-rank,"),
            std::string::npos)
      << csv;
  EXPECT_EQ(std::count(csv.begin(), csv.end(), '\n'), 4);  // header + 3 pairs
  const auto json = nlohmann::json::parse(read_text(dir / "comparison.json"));
  EXPECT_EQ(json["family_size"], 4);  // 3 pairs and the omnibus test
  EXPECT_EQ(json["pairs"].size(), 3u);
  EXPECT_EQ(json["groups"][0]["test"], "friedman");
  EXPECT_TRUE(json["points"][0]["ert_high"].is_null());  // resamples without a success
  EXPECT_EQ(json["pairs"][0]["test"], "wilcoxon-signed-rank");
  // The same files again; and a point's interval does not depend on the other points.
  EXPECT_EQ(comparison_csv(compare_points(points, Metric::kEvaluations)), csv);
  const Comparison two = compare_points({points[0], points[1]}, Metric::kEvaluations);
  EXPECT_EQ(two.points[0].ert_interval.low, comparison.points[0].ert_interval.low);
  EXPECT_EQ(two.points[1].ert_interval.high, comparison.points[1].ert_interval.high);
  const std::string table = comparison_table(comparison);
  EXPECT_NE(table.find("Holm's correction over 4 test(s), the pairs and the omnibus tests"),
            std::string::npos)
      << table;
  EXPECT_NE(table.find("Friedman test over 3 points at n = 8 (10 shared seeds as blocks)"),
            std::string::npos)
      << table;
}

}  // namespace
}  // namespace nqga
