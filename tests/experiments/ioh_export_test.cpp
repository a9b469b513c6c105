// `nqga export --format ioh` on a real run directory, checked against the structure IOHanalyzer
// reads (its read_index_file__json and read_IOH_v1plus): the JSON index per algorithm and
// function, and the .dat blocks of "evaluations raw_y" lines, one block per run.
#include "ioh/ioh_export.hpp"

#include <gtest/gtest.h>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <nlohmann/json.hpp>
#include <sstream>

#include "cli/run_command.hpp"
#include "comparison/compare.hpp"
#include "results/read_results.hpp"
#include "test_dirs.hpp"

namespace nqga {
namespace {

namespace fs = std::filesystem;
using nlohmann::json;

// A GA and first-solution backtracking on n = 6 and 8, three GA seeds: 8 jobs, 6 with logs.
fs::path run_directory(const fs::path& dir) {
  std::ofstream(dir / "c.yaml")
      << "n: [6, 8]\nsolver: [ga, backtracking-first]\nseeds: 3\nga:\n  population: 20\n"
         "stop: {max_generations: 500}\n";
  RunOptions options;
  options.out = (dir / "run").string();
  options.jobs = 2;
  options.no_plot = true;
  std::ostringstream out, err;
  EXPECT_EQ(run_experiment(load_config((dir / "c.yaml").string(), {}), options, out, err), 0)
      << err.str();
  return dir / "run";
}

// A .dat file's blocks as IOHanalyzer splits them: a new run at each line whose first field has
// no digit (the header).
std::vector<std::vector<std::string>> blocks_of(const fs::path& path) {
  std::ifstream in(path);
  std::vector<std::vector<std::string>> blocks;
  for (std::string line; std::getline(in, line);) {
    const std::string first = line.substr(0, line.find(' '));
    if (std::none_of(first.begin(), first.end(), [](char c) { return std::isdigit(c); })) {
      blocks.emplace_back();
    }
    EXPECT_FALSE(blocks.empty()) << "a data line before the first header in " << path;
    if (!blocks.empty()) blocks.back().push_back(line);
  }
  return blocks;
}

// Checks one run's block against its entry in the JSON file.
void check_block(const std::vector<std::string>& block, const json& run, int n) {
  ASSERT_GE(block.size(), 2u);
  EXPECT_EQ(block[0], "evaluations raw_y");
  double last_evals = 0, last_y = 1e300, best_evals = -1;
  for (std::size_t i = 1; i < block.size(); ++i) {
    std::istringstream fields(block[i]);
    double evals = 0, y = 0;
    std::string rest;
    ASSERT_TRUE(fields >> evals >> y) << block[i];
    EXPECT_FALSE(fields >> rest) << "more than two fields: " << block[i];
    EXPECT_GT(evals, last_evals) << "evaluations must grow: " << block[i];
    if (i == 1) {
      EXPECT_EQ(evals, 1) << "the first evaluation is the first record";
    }
    EXPECT_LE(y, last_y) << "the best conflicts never grow: " << block[i];
    if (y < last_y) best_evals = evals;
    last_evals = evals;
    last_y = y;
  }
  EXPECT_EQ(run["instance"], 1);
  EXPECT_EQ(run["evals"].get<double>(), last_evals);  // the run's budget: its last line
  EXPECT_EQ(run["best"]["evals"].get<double>(), best_evals);
  EXPECT_EQ(run["best"]["y"].get<double>(), last_y);
  std::vector<int> x = run["best"]["x"].get<std::vector<int>>();
  std::sort(x.begin(), x.end());
  for (int i = 0; i < n; ++i) EXPECT_EQ(x.at(static_cast<std::size_t>(i)), i + 1);  // a board
}

TEST(IohExport, FilesHaveTheStructureIohanalyzerReads) {
  const fs::path dir = testing::fresh_test_dir(), run = run_directory(dir);
  const IohExport report = export_ioh(run, dir / "ioh");
  EXPECT_EQ(report.algorithms, 1);
  EXPECT_EQ(report.scenarios, 2);
  EXPECT_EQ(report.runs, 6);
  ASSERT_EQ(report.notes.size(), 2u);
  EXPECT_EQ(report.notes[0],
            "left out 1 of 1 runs of n=6 solver=backtracking-first: no per-generation log (only "
            "the GA and memetic solvers write one)");
  // One folder per algorithm, nothing else: IOHanalyzer reads every .json below the folder.
  std::vector<fs::path> files;
  for (const auto& entry : fs::recursive_directory_iterator(dir / "ioh")) {
    if (entry.is_regular_file()) files.push_back(fs::relative(entry.path(), dir / "ioh"));
  }
  std::sort(files.begin(), files.end());
  EXPECT_EQ(files, (std::vector<fs::path>{"solver=ga/IOHprofiler_f1_NQueens.json",
                                          "solver=ga/data_f1_NQueens/IOHprofiler_f1_DIM6.dat",
                                          "solver=ga/data_f1_NQueens/IOHprofiler_f1_DIM8.dat"}));
  const fs::path home = dir / "ioh" / "solver=ga";
  std::ifstream in(home / "IOHprofiler_f1_NQueens.json");
  const json index = json::parse(in);
  EXPECT_EQ(index["version"], "0.3.3");  // IOHanalyzer's JSON-plus-.dat reader from 0.3.3 on
  EXPECT_EQ(index["suite"], "nqga");
  EXPECT_EQ(index["function_id"], 1);
  EXPECT_EQ(index["function_name"], "NQueens");
  EXPECT_EQ(index["maximization"], false);
  EXPECT_EQ(index["algorithm"]["name"], "solver=ga");
  EXPECT_TRUE(index["algorithm"]["info"].is_string());
  EXPECT_EQ(index["attributes"], json({"evaluations", "raw_y"}));
  ASSERT_EQ(index["scenarios"].size(), 2u);
  const auto points = point_runs(read_results(run));
  for (std::size_t s = 0; s < 2; ++s) {
    const json& scenario = index["scenarios"][s];
    const int n = scenario["dimension"];
    EXPECT_EQ(n, s == 0 ? 6 : 8);
    const auto blocks = blocks_of(home / scenario["path"].get<std::string>());
    ASSERT_EQ(blocks.size(), scenario["runs"].size());
    ASSERT_EQ(blocks.size(), 3u);
    // The GA point of this n comes first in the sweep (solver varies fastest).
    const PointRuns& point = points[2 * s];
    for (std::size_t r = 0; r < blocks.size(); ++r) {
      check_block(blocks[r], scenario["runs"][r], n);
      EXPECT_EQ(scenario["runs"][r]["best"]["y"].get<double>(), point.runs[r].best_conflicts);
      EXPECT_EQ(scenario["runs"][r]["evals"].get<double>(), point.runs[r].evaluations);
    }
  }
  // Nothing half-written is left beside it.
  for (const auto& entry : fs::directory_iterator(dir)) {
    EXPECT_EQ(entry.path().filename().string().find("ioh.tmp"), std::string::npos);
  }
}

TEST(IohExport, RefusesAnExistingFolderAndRunsWithoutLogs) {
  const fs::path dir = testing::fresh_test_dir(), run = run_directory(dir);
  fs::create_directories(dir / "taken");
  try {
    export_ioh(run, dir / "taken");
    ADD_FAILURE() << "exported into an existing folder";
  } catch (const AnalysisError& e) {
    EXPECT_EQ(std::string(e.what()),
              (dir / "taken").string() +
                  " exists; give --out a new folder (IOHanalyzer reads every .json file below "
                  "it, so older files would mix in)");
  }
  for (int id : {0, 1, 2, 4, 5, 6}) fs::remove(run / "jobs" / (std::to_string(id) + ".gens.csv"));
  try {
    export_ioh(run, dir / "none");
    ADD_FAILURE() << "exported runs without logs";
  } catch (const AnalysisError& e) {
    EXPECT_NE(std::string(e.what()).find("run/jobs/0.gens.csv: missing, though its record names it "
                                         "(and 5 more); nothing is analysed from a damaged record"),
              std::string::npos)
        << e.what();
  }
  EXPECT_FALSE(fs::exists(dir / "none"));
}

// A log cut short by a line: before, the export ended a solved run unsolved, without a word.
TEST(IohExport, RefusesARunWhoseLogWasCutShort) {
  const fs::path dir = testing::fresh_test_dir(), run = run_directory(dir);
  const fs::path log = run / "jobs/0.gens.csv";
  std::string text;
  {
    std::ifstream in(log);
    std::stringstream all;
    all << in.rdbuf();
    text = all.str();
  }
  ASSERT_GT(std::count(text.begin(), text.end(), '\n'), 2);
  text.erase(text.rfind('\n', text.size() - 2) + 1);  // the last line goes
  std::ofstream(log) << text;
  try {
    export_ioh(run, dir / "ioh");
    ADD_FAILURE() << "exported a run whose log was cut short";
  } catch (const AnalysisError& e) {
    EXPECT_TRUE(std::string(e.what()).starts_with(log.string() + ": ")) << e.what();
    EXPECT_NE(std::string(e.what()).find("(cut short or changed)"), std::string::npos) << e.what();
  }
  EXPECT_FALSE(fs::exists(dir / "ioh"));
  // A record of schema 1 (before checksums) whose log holds a cell that is not a number: named,
  // where before the export ended with "nqga: stod".
  json record = json::parse(std::ifstream(run / "jobs/0.json"));
  for (const char* key : {"checksum", "log_bytes", "log_checksum", "improvements"})
    record.erase(key);
  record["schema"] = 1;
  std::ofstream(run / "jobs/0.json") << record.dump();
  const std::size_t row = text.find('\n') + 1;
  text.replace(text.find(',', text.find(',', row) + 1) + 1, 1, "?");  // the first row's best
  std::ofstream(log) << text;
  try {
    export_ioh(run, dir / "ioh");
    ADD_FAILURE() << "exported a log with a cell that is not a number";
  } catch (const AnalysisError& e) {
    EXPECT_TRUE(std::string(e.what()).starts_with(log.string() + ": '")) << e.what();
    EXPECT_NE(std::string(e.what()).find("' is not a number; nothing was exported"),
              std::string::npos)
        << e.what();
  }
}

}  // namespace
}  // namespace nqga
