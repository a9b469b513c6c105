// nqga compare and export: tests between points, what cannot be compared, the IOHprofiler files.
#include <gtest/gtest.h>
#include <unistd.h>

#include <algorithm>
#include <filesystem>
#include <map>
#include <nlohmann/json.hpp>
#include <sstream>
#include <vector>

#include "cli_fixture.hpp"

namespace {

namespace fs = std::filesystem;
using nqga::testing::Cli;
using nqga::testing::count_of;
using nqga::testing::kSmallSweep;
using nqga::testing::Outcome;
using nqga::testing::read_text;

// The rows of a CSV text without quoted fields, each by column name.
std::vector<std::map<std::string, std::string>> csv_records(const std::string& csv) {
  std::istringstream in(csv);
  std::vector<std::string> header;
  std::vector<std::map<std::string, std::string>> records;
  for (std::string line; std::getline(in, line);) {
    std::vector<std::string> fields;
    std::stringstream row(line);
    for (std::string field; std::getline(row, field, ',');) fields.push_back(field);
    if (header.empty()) {
      header = fields;
      continue;
    }
    auto& record = records.emplace_back();
    for (std::size_t i = 0; i < fields.size() && i < header.size(); ++i)
      record[header[i]] = fields[i];
  }
  return records;
}

TEST_F(Cli, CompareTestsThePointsOfARunOrOfTwo) {
  write("s.yaml", kSmallSweep);
  const Outcome run = nqga("run s.yaml --out r --no-plot");
  ASSERT_EQ(run.code, 0) << run.err;
  EXPECT_NE(run.out.find("comparison: 2 pair(s) of points on evaluations, "), std::string::npos)
      << run.out;
  const std::string csv = read_text(dir_ / "r/comparison.csv");
  EXPECT_EQ(csv.rfind("metric,point_a,point_b,runs_a,runs_b,test,u,p_value,p_holm,a12,effect,", 0),
            0u)
      << csv;
  EXPECT_EQ(std::count(csv.begin(), csv.end(), '\n'), 3);     // header, n = 6, n = 8
  EXPECT_EQ(csv.find("wilcoxon"), std::string::npos) << csv;  // a seed per job: nothing pairs
  const Outcome table = nqga("compare r");
  EXPECT_EQ(table.code, 0) << table.err;
  for (const char* part :
       {"Rank tests on evaluations, two-sided: U Mann-Whitney (independent runs), V Wilcoxon "
        "signed-rank (runs paired by seed); Holm's correction over 4 test(s), the pairs and the "
        "omnibus tests",
        "\nn = 6\n", "\nn = 8\n", "Kruskal-Wallis test over 2 points at n = 8: chi2 = "}) {
    EXPECT_NE(table.out.find(part), std::string::npos) << part << "\n" << table.out;
  }
  const Outcome json = nqga("compare r --json");
  EXPECT_EQ(json.out, read_text(dir_ / "r/comparison.json"));
  EXPECT_EQ(nlohmann::json::parse(json.out)["family_size"], 4);  // 2 pairs, 2 omnibus tests
  const Outcome seconds = nqga("compare r --metric seconds --out elsewhere");
  EXPECT_EQ(seconds.code, 0) << seconds.err;
  EXPECT_EQ(read_text(dir_ / "elsewhere/comparison-seconds.csv").find("\nseconds,"),
            csv.find('\n'));
  // A run directory against its copy (itself is refused): every matched pair has the same runs
  // on both sides.
  fs::copy(dir_ / "r", dir_ / "copy", fs::copy_options::recursive);
  const Outcome self = nqga("compare r copy");
  EXPECT_EQ(self.code, 0) << self.err;
  EXPECT_NE(self.out.find("over 4 test(s), the pairs; A: r, B: copy, points matched by "
                          "label"),
            std::string::npos)
      << self.out;
  std::size_t equal_pairs = 0;
  for (std::size_t at = 0;
       (at = self.out.find("1.00e+00  1.00e+00  0.50  negligible", at)) != std::string::npos;
       ++at) {
    ++equal_pairs;
  }
  EXPECT_EQ(equal_pairs, 4u) << self.out;
}

TEST_F(Cli, CommonSeedingPairsTheRunsOfEveryPoint) {
  write("s.yaml", kSmallSweep);
  const Outcome run = nqga("run s.yaml seeding=common --out c --no-plot");
  ASSERT_EQ(run.code, 0) << run.err;
  EXPECT_NE(read_text(dir_ / "c/config.yaml").find("\nseeding: \"common\"\n"), std::string::npos);
  const auto runs = csv_records(read_text(dir_ / "c/runs.csv"));
  ASSERT_EQ(runs.size(), 16u);  // 4 points x 4 replicates; point 0 holds ids 0..3
  for (const auto& run : runs) {
    EXPECT_EQ(run.at("seed"), runs[std::stoul(run.at("replicate"))].at("seed")) << run.at("id");
  }
  EXPECT_NE(runs[0].at("seed"), runs[1].at("seed"));
  const std::string csv = read_text(dir_ / "c/comparison.csv");
  EXPECT_EQ(std::count(csv.begin(), csv.end(), '\n'), 3);
  EXPECT_EQ(count_of(csv, ",wilcoxon-signed-rank,"), 2u) << csv;
  const Outcome table = nqga("compare c");
  EXPECT_NE(table.out.find("Friedman test over 2 points at n = 8 (4 shared seeds as blocks)"),
            std::string::npos)
      << table.out;
  const auto json = nlohmann::json::parse(read_text(dir_ / "c/comparison.json"));
  EXPECT_EQ(json["groups"][0]["test"], "friedman");
  EXPECT_EQ(json["pairs"][0]["test"], "wilcoxon-signed-rank");
}

TEST_F(Cli, CompareWritesOtherComparisonsUnderTheirOwnNames) {
  write("s.yaml", kSmallSweep);
  ASSERT_EQ(nqga("run s.yaml --out r --no-plot").code, 0);
  ASSERT_EQ(nqga("run s.yaml --out r2 --no-plot").code, 0);
  const std::string own_csv = read_text(dir_ / "r/comparison.csv"),
                    own_json = read_text(dir_ / "r/comparison.json");
  const Outcome seconds = nqga("compare r --metric seconds");
  EXPECT_EQ(seconds.code, 0) << seconds.err;
  EXPECT_NE(seconds.out.find("\nwritten: r/comparison-seconds.csv, .json\n"), std::string::npos)
      << seconds.out;
  EXPECT_NE(read_text(dir_ / "r/comparison-seconds.csv").find("\nseconds,"), std::string::npos);
  const Outcome baseline = nqga("compare r --baseline ga.selection.method=roulette --json");
  EXPECT_EQ(baseline.code, 0) << baseline.err;
  EXPECT_EQ(baseline.out,
            read_text(dir_ / "r/comparison-baseline-ga.selection.method=roulette.json"));
  EXPECT_EQ(nqga("compare r r2/ --out both").code, 0);
  EXPECT_TRUE(fs::exists(dir_ / "both/comparison-r-vs-r2.csv"));
  EXPECT_EQ(nqga("compare r r2").out.find("written:"), std::string::npos);  // stdout only
  // The run's own comparison is as `nqga run` made it.
  EXPECT_EQ(read_text(dir_ / "r/comparison.csv"), own_csv);
  EXPECT_EQ(read_text(dir_ / "r/comparison.json"), own_json);
}

TEST_F(Cli, CompareRefusesRunsCensoredAtDifferentBudgets) {
  write("s.yaml", kSmallSweep);
  ASSERT_EQ(nqga("run s.yaml stop.max_evaluations=50000 --out short --no-plot").code, 0);
  ASSERT_EQ(nqga("run s.yaml stop.max_evaluations=1800000 --out long --no-plot").code, 0);
  const Outcome o = nqga("compare long short");
  EXPECT_EQ(o.code, 2);
  EXPECT_EQ(o.err.rfind("nqga compare: nothing to compare: no two points that may be compared\n"
                        "  not compared: 'n=6 ga.selection.method=roulette' "
                        "(long) has the budget stop.max_evaluations=1800000, "
                        "'n=6 ga.selection.method=roulette' (short) the budget "
                        "stop.max_evaluations=50000: runs censored at different budgets are not "
                        "comparable; run both with the same stop.* keys\n",
                        0),
            0u)
      << o.err;
  EXPECT_EQ(count_of(o.err, "not compared: "), 4u);
}

TEST_F(Cli, CompareRefusesPairsWhoseWorkHasOtherUnits) {
  write("u.yaml", "n: 8\nseeds: 3\nsolver: [ga, min-conflicts]\n");
  const Outcome run = nqga("run u.yaml --out u --no-plot");
  ASSERT_EQ(run.code, 0) << run.err;
  EXPECT_NE(run.out.find("\ncomparison: 1 pair(s) not compared (other budgets or units of work; "
                         "nqga compare u says which)\n"),
            std::string::npos)
      << run.out;
  EXPECT_FALSE(fs::exists(dir_ / "u/comparison.csv"));
  Outcome o = nqga("compare u");
  EXPECT_EQ(o.code, 2);
  EXPECT_EQ(o.err,
            "nqga compare: nothing to compare: no two points that may be compared\n"
            "  not compared: 'solver=ga' counts conflict evaluations and 'solver=min-conflicts' "
            "counts repair swaps as evaluations, different units of work; compare them on "
            "seconds with nqga compare u --metric seconds\n");
  o = nqga("compare u --metric seconds --json");
  EXPECT_EQ(o.code, 0) << o.err;
  EXPECT_EQ(nlohmann::json::parse(o.out)["family_size"], 2);  // the pair and its omnibus test
}

TEST_F(Cli, InfiniteNumbersAreJsonNull) {
  write("t.yaml", "n: 3\nseeds: 2\nstop: {max_generations: 5}\n");  // n = 3 has no solution
  ASSERT_EQ(nqga("run t.yaml --out t --no-plot").code, 0);
  const std::string text = read_text(dir_ / "t/summary.json");
  EXPECT_EQ(text.find("inf"), std::string::npos) << text;
  EXPECT_TRUE(nlohmann::json::parse(text)["points"][0]["ert_evaluations"].is_null());
}

// Min-conflicts at n = 3 ends without a board: before, its runs recorded best_conflicts 0 and
// `compare --metric best_conflicts` found it better than the GA (p = 0.037). Now the field is
// empty (null in its record), and the metric covers the runs with a board only, saying so.
TEST_F(Cli, RunsWithoutABoardHaveNoBestConflicts) {
  write("b.yaml",
        "n: 3\nseeds: 5\nsolver: [ga, memetic, min-conflicts]\nga: {population: 10}\n"
        "stop: {max_evaluations: 400}\n");
  const Outcome run = nqga("run b.yaml --out b --no-plot");
  ASSERT_EQ(run.code, 0) << run.err;
  int boardless = 0;
  for (const auto& row : csv_records(read_text(dir_ / "b/runs.csv"))) {
    const bool min_conflicts = row.at("solver") == "min-conflicts";
    EXPECT_EQ(row.at("best_conflicts").empty(), min_conflicts) << row.at("id");
    const auto record =
        nlohmann::json::parse(read_text(dir_ / "b/jobs" / (row.at("id") + ".json")));
    EXPECT_EQ(record["best_conflicts"].is_null(), min_conflicts) << row.at("id");
    boardless += min_conflicts;
  }
  EXPECT_EQ(boardless, 5);
  const Outcome compared = nqga("compare b --metric best_conflicts");
  ASSERT_EQ(compared.code, 0) << compared.err;
  EXPECT_NE(compared.out.find("note: left out 'solver=min-conflicts': none of its 5 runs has a "
                              "board, so none has best conflicts; compare it on seconds with "
                              "nqga compare DIR --metric seconds\n"),
            std::string::npos)
      << compared.out;
  EXPECT_NE(compared.out.find("note: best_conflicts covers 10 of 15 runs: 5 without a board (an "
                              "exact solver stopped, a search that ended without one) have no "
                              "best conflicts and are left out\n"),
            std::string::npos)
      << compared.out;
  const auto json = nlohmann::json::parse(read_text(dir_ / "b/comparison-best_conflicts.json"));
  EXPECT_EQ(json["pairs"].size(), 1u);  // GA and memetic only
}

// A NaN, an extra column or a duplicated row in runs.csv: before, the statistics changed
// silently (p 0.486 to 0.0286; a duplicated row made 5 runs of a 4-seed point) or the file was
// refused. The tables are views of the job records, which every analysis reads instead: an
// edited table changes nothing, and the next summary rewrites it.
TEST_F(Cli, AnEditedTableChangesNoStatistic) {
  write("s.yaml", kSmallSweep);
  ASSERT_EQ(nqga("run s.yaml --out r --no-plot").code, 0);
  const std::string runs = read_text(dir_ / "r/runs.csv"),
                    comparison = read_text(dir_ / "r/comparison.csv");
  const std::size_t header_end = runs.find('\n'), row_end = runs.find('\n', header_end + 1);
  const std::string row = runs.substr(header_end + 1, row_end - header_end);
  std::string edited = runs.substr(0, header_end + 1) + row + row + runs.substr(row_end + 1);
  edited.replace(edited.find(",ga,") + 4, 4, "NaN,");
  edited.insert(header_end, ",extra");
  write("r/runs.csv", edited);
  write("r/summary.csv", "point,label\n0,nonsense\n");
  fs::remove(dir_ / "r/design.json");
  const Outcome o = nqga("compare r");
  EXPECT_EQ(o.code, 0) << o.err;
  EXPECT_EQ(read_text(dir_ / "r/comparison.csv"), comparison);
  EXPECT_EQ(nqga("plot r").code, 0);
  EXPECT_EQ(nqga("summarize r").code, 0);
  EXPECT_EQ(read_text(dir_ / "r/runs.csv"), runs);
}

TEST_F(Cli, CompareNamesWhatItCannotCompare) {
  write("s.yaml", kSmallSweep);
  ASSERT_EQ(nqga("run s.yaml --out r --no-plot").code, 0);
  Outcome o = nqga("compare r --baseline ga.selection.method=sus");
  EXPECT_EQ(o.code, 2);
  EXPECT_EQ(o.err.rfind("nqga compare: --baseline 'ga.selection.method=sus' names no point that "
                        "has another at its problem point; the points are 'n=6 "
                        "ga.selection.method=roulette'",
                        0),
            0u)
      << o.err;
  o = nqga("compare r r --baseline ga.selection.method=roulette");
  EXPECT_EQ(o.code, 2);
  EXPECT_EQ(o.err,
            "nqga compare: --baseline picks a point of one run directory; with two, each point "
            "is compared with the point of the same label in the other\n");
  o = nqga("compare r --metric nodes");
  EXPECT_EQ(o.code, 2);
  EXPECT_NE(o.err.find("--metric: nodes not in {evaluations,seconds,best_conflicts,generations}"),
            std::string::npos)
      << o.err;
  o = nqga("compare nowhere");
  EXPECT_EQ(o.code, 2);
  EXPECT_EQ(o.err,
            "nqga compare: nowhere is not a run directory (no config.yaml): give the folder that "
            "`nqga run` wrote (its --out DIR, else output.dir/experiment)\n");
  write("one.yaml", "n: 6\nseeds: 3\n");
  const Outcome one = nqga("run one.yaml --out one --no-plot");
  EXPECT_EQ(one.out.find("comparison:"), std::string::npos) << one.out;
  EXPECT_FALSE(fs::exists(dir_ / "one/comparison.csv"));
  o = nqga("compare one");
  EXPECT_EQ(o.code, 2);
  EXPECT_EQ(o.err,
            "nqga compare: nothing to compare: no two points with runs share a problem point\n");
}

TEST_F(Cli, CompareRunsTheTestItIsToldOrSaysWhyNot) {
  write("s.yaml", kSmallSweep);
  ASSERT_EQ(nqga("run s.yaml --out r --no-plot").code, 0);
  Outcome o = nqga("compare r --test wilcoxon-signed-rank");
  EXPECT_EQ(o.code, 2);
  EXPECT_EQ(o.err,
            "nqga compare: --test wilcoxon-signed-rank does not fit these runs: it needs runs "
            "paired by seed (seeding: common), and 'n=6 ga.selection.method=roulette' and 'n=6 "
            "ga.selection.method=tournament' ran with different seeds; tests that fit: "
            "mann-whitney, kruskal-wallis (all: wilcoxon-signed-rank (blocks: instances), "
            "wilcoxon-signed-rank, mann-whitney, friedman (blocks: instances), friedman, "
            "kruskal-wallis)\n");
  o = nqga("compare r --test t-test");
  EXPECT_EQ(o.code, 2);
  EXPECT_EQ(o.err.rfind("nqga compare: --test 't-test' is not a test nqga has; the tests: "
                        "wilcoxon-signed-rank (blocks: instances), wilcoxon-signed-rank, ",
                        0),
            0u)
      << o.err;
  // With shared seeds the signed-rank test would be chosen; Mann-Whitney when asked for.
  ASSERT_EQ(nqga("run s.yaml seeding=common --out c --no-plot").code, 0);
  o = nqga("compare c --test mann-whitney --json");
  ASSERT_EQ(o.code, 0) << o.err;
  const auto json = nlohmann::json::parse(o.out);
  EXPECT_EQ(json["pairs"][0]["test"], "mann-whitney");
  EXPECT_EQ(json["groups"][0]["test"], "friedman");
  EXPECT_TRUE(fs::exists(dir_ / "c/comparison-test-mann-whitney.csv"));
  EXPECT_EQ(nlohmann::json::parse(read_text(dir_ / "c/comparison.json"))["pairs"][0]["test"],
            "wilcoxon-signed-rank");
}

// Two baselines whose words differ only in a character a file name cannot keep get two files:
// '/' is %2F there, and '_' stays.
TEST_F(Cli, CompareNamesEveryBaselineItsOwnFile) {
  fs::create_directories(dir_ / "inst");
  ASSERT_EQ(nqga("instance 8 completion placed=2 --out inst/a.txt").code, 0);
  ASSERT_EQ(nqga("instance 8 completion placed=2 --seed 2 --out inst_a.txt").code, 0);
  write("f.yaml",
        "n: 8\nseeds: 2\nproblem: {kind: file, file: [inst/a.txt, inst_a.txt]}\n"
        "design: {problem.file: factor}\nstop: {max_generations: 20}\n");
  ASSERT_EQ(nqga("run f.yaml --out r --no-plot").code, 0);
  const Outcome slash = nqga("compare r --baseline problem.file=inst/a.txt");
  ASSERT_EQ(slash.code, 0) << slash.err;
  EXPECT_NE(slash.out.find("written: r/comparison-baseline-problem.file=inst%2Fa.txt.csv"),
            std::string::npos)
      << slash.out;
  ASSERT_EQ(nqga("compare r --baseline problem.file=inst_a.txt").code, 0);
  const std::string a = read_text(dir_ / "r/comparison-baseline-problem.file=inst%2Fa.txt.csv");
  const std::string b = read_text(dir_ / "r/comparison-baseline-problem.file=inst_a.txt.csv");
  EXPECT_NE(a.find("problem.file=inst/a.txt"), std::string::npos) << a;
  EXPECT_NE(b, a);
}

TEST_F(Cli, ExportWritesIohprofilerFiles) {
  write("s.yaml", kSmallSweep);
  ASSERT_EQ(nqga("run s.yaml --out r --no-plot").code, 0);
  const Outcome o = nqga("export r --format ioh --out ioh");
  EXPECT_EQ(o.code, 0) << o.err;
  EXPECT_EQ(o.out, "IOHprofiler data: 16 runs of 2 algorithm(s) on 4 scenario(s) (n) in ioh\n");
  EXPECT_TRUE(fs::exists(dir_ / "ioh/ga.selection.method=tournament/data_f1_NQueens/"
                                "IOHprofiler_f1_DIM8.dat"));
  const Outcome again = nqga("export r --out ioh");
  EXPECT_EQ(again.code, 2);
  EXPECT_EQ(again.err.rfind("nqga export: ioh exists; give --out a new folder", 0), 0u)
      << again.err;
  // When only n varies, the algorithm is named after the run directory.
  write("one.yaml", "n: [6, 8]\nseeds: 2\n");
  ASSERT_EQ(nqga("run one.yaml --out one --no-plot").code, 0);
  EXPECT_EQ(nqga("export one/ --out ioh-one").code, 0);
  EXPECT_TRUE(fs::exists(dir_ / "ioh-one/one/data_f1_NQueens/IOHprofiler_f1_DIM8.dat"));
  const Outcome format = nqga("export r --format coco --out other");
  EXPECT_EQ(format.code, 2);
  EXPECT_NE(format.err.find("--format: coco not in {ioh}"), std::string::npos) << format.err;
}

TEST_F(Cli, ARunOverInstancesComparesConfigurationsWithinEachProblemPoint) {
  write("b.yaml",
        "n: 8\nsolver: [backtracking-first, ga]\nseeds: 2\nproblem:\n  kind: blocked\n"
        "  density: [0.2, 0.9]\n  seed: [1, 2, 3]\nga:\n  population: 20\n"
        "  selection: {method: [tournament, roulette]}\nstop: {max_evaluations: 3000}\n");
  ASSERT_EQ(nqga("run b.yaml --out b --no-plot").code, 0);
  const Outcome o = nqga("compare b --json");
  ASSERT_EQ(o.code, 0) << o.err;
  const auto json = nlohmann::json::parse(o.out);
  // At density 0.9 backtracking proves every instance unsolvable: one pair, at 0.2.
  ASSERT_EQ(json["pairs"].size(), 1u) << o.out;
  const auto& pair = json["pairs"][0];
  EXPECT_EQ(pair["problem"], "n=8 problem.density=0.2");
  EXPECT_EQ(pair["configuration_a"], "solver=ga ga.selection.method=tournament");
  EXPECT_EQ(pair["configuration_b"], "solver=ga ga.selection.method=roulette");
  EXPECT_EQ(pair["test"], "wilcoxon-signed-rank (blocks: instances)");
  EXPECT_EQ(pair["blocks"], 3);
  EXPECT_EQ(pair["runs_a"], 6);
  EXPECT_EQ(json["groups"][0]["test"], "friedman (blocks: instances)");
  const auto& notes = json["notes"];
  EXPECT_NE(std::find(notes.begin(), notes.end(),
                      "n=8 problem.density=0.9: 3 instance(s) proven unsolvable (an exact search "
                      "exhausted them); their 15 run(s) are left out of every test"),
            notes.end())
      << notes;
  const Outcome seconds = nqga("compare b --metric seconds --json");
  ASSERT_EQ(seconds.code, 0) << seconds.err;
  EXPECT_EQ(nlohmann::json::parse(seconds.out)["pairs"].size(), 3u);  // backtracking meets both
}

}  // namespace
