// The experiment as a C++ API (experiment/experiment.hpp): what its calls return agrees with the
// files of the run directory they wrote, read back independently.
#include "experiment/experiment.hpp"

#include <gtest/gtest.h>

#include <chrono>
#include <csignal>
#include <filesystem>
#include <fstream>
#include <map>
#include <mutex>
#include <sstream>
#include <thread>

#include "config/config.hpp"
#include "run/csv.hpp"
#include "run/files.hpp"
#include "run/interrupts.hpp"
#include "run/runner.hpp"
#include "run_result.hpp"
#include "test_dirs.hpp"

namespace nqga {
namespace {

namespace fs = std::filesystem;

// Budgeted so that some runs of n = 10 fail: success rates other than 0 and 1.
constexpr const char* kSweep =
    "n: [6, 10]\nseeds: 4\nga: {population: 20}\nstop: {max_generations: 15}\n";

RunSettings settings_into(const fs::path& dir) {
  RunSettings settings;
  settings.out = dir.string();
  settings.jobs = 2;
  settings.no_plot = true;
  return settings;
}

TEST(Experiment, TheSummaryItReturnsIsTheRunDirectorys) {
  const fs::path dir = testing::fresh_test_dir();
  std::ofstream(dir / "s.yaml") << kSweep;
  Experiment experiment = Experiment::load((dir / "s.yaml").string(), {"seed=3"});
  ASSERT_EQ(experiment.points().size(), 2u);
  ASSERT_EQ(experiment.jobs().size(), 8u);
  EXPECT_EQ(experiment.axes(), std::vector<std::string>{"n"});
  std::ostringstream log;
  const RunReport report = experiment.run(settings_into(dir / "run"), log);
  EXPECT_EQ(report.exit_code(), 0) << log.str();
  EXPECT_EQ(report.directory, dir / "run");
  EXPECT_EQ(report.jobs_done, 8u);
  ASSERT_TRUE(report.summary.has_value());
  // Solved runs per point, counted from runs.csv.
  const Table runs = read_table((dir / "run/runs.csv").string());
  std::map<std::string, int> solved;
  for (const auto& row : runs.rows)
    solved[runs.at(row, "point")] += runs.at(row, "solved") == "true";
  const Table summary = read_table((dir / "run/summary.csv").string());
  ASSERT_EQ(report.summary->points.size(), summary.rows.size());
  for (const auto& point : report.summary->points) {
    const auto& row = summary.rows[static_cast<std::size_t>(point.point)];
    EXPECT_EQ(point.label, summary.at(row, "label"));
    EXPECT_EQ(point.solved, solved[std::to_string(point.point)]) << point.label;
    EXPECT_DOUBLE_EQ(point.success_rate, point.solved / 4.0) << point.label;
  }
  EXPECT_LT(report.summary->points[1].solved, 4)
      << "the budget leaves some runs of n = 10 unsolved";
  // The same directory opened again: the same summary, and a run that resumes everything.
  Experiment opened = Experiment::open(dir / "run");
  const Summary again = opened.summarize();
  ASSERT_EQ(again.points.size(), 2u);
  EXPECT_EQ(again.points[1].solved, report.summary->points[1].solved);
  EXPECT_EQ(experiment.run(settings_into(dir / "run"), log).resumed, 8u);
  EXPECT_TRUE(opened.compare().pairs.empty()) << "n = 6 and n = 10 are never compared";
}

TEST(Experiment, AnotherExperimentsDirectoryIsRefusedAndKept) {
  const fs::path dir = testing::fresh_test_dir();
  std::ofstream(dir / "s.yaml") << kSweep;
  std::ostringstream log;
  Experiment::load((dir / "s.yaml").string()).run(settings_into(dir / "run"), log);
  const std::string config = read_text(dir / "run/config.yaml");
  Experiment other = Experiment::load((dir / "s.yaml").string(), {"seeds=5"});
  EXPECT_THROW(other.run(settings_into(dir / "run"), log), RunDirectoryRefused);
  EXPECT_EQ(read_text(dir / "run/config.yaml"), config);
  EXPECT_THROW(Experiment::open(dir / "nowhere"), RunDirectoryRefused);
  EXPECT_THROW(other.summarize(), RunDirectoryRefused) << "it has no directory: it never ran";
}

// Seed-major by default: every point's first replicate, then every point's second, ... (job ids
// are point-major), so that a sweep cut short holds about as many runs of every point.
TEST(Experiment, JobsRunSeedMajorUnlessToldOtherwise) {
  const fs::path dir = testing::fresh_test_dir();
  std::ofstream(dir / "s.yaml") << kSweep;  // 2 points, 4 seeds
  const Sweep sweep = expand_sweep(load_config((dir / "s.yaml").string(), {}));
  std::vector<const Job*> todo = jobs_to_run(sweep, {}, Shard{});
  auto ids = [&] {
    std::vector<int> order;
    for (const Job* job : todo) order.push_back(job->id);
    return order;
  };
  EXPECT_EQ(ids(), (std::vector<int>{0, 1, 2, 3, 4, 5, 6, 7}));
  order_jobs(todo, JobOrder::kSeedMajor);
  EXPECT_EQ(ids(), (std::vector<int>{0, 4, 1, 5, 2, 6, 3, 7}));
  order_jobs(todo, JobOrder::kPointMajor);
  EXPECT_EQ(ids(), (std::vector<int>{0, 1, 2, 3, 4, 5, 6, 7}));
  EXPECT_EQ(RunSettings{}.order, JobOrder::kSeedMajor);
}

// RunSettings::on_generation sees each GA job's generations in order, from the worker threads,
// exactly the rows of the job's log (which keeps every one below generation 65,536).
TEST(Experiment, TheGenerationWatchSeesEveryJobsLog) {
  const fs::path dir = testing::fresh_test_dir();
  std::ofstream(dir / "s.yaml") << kSweep;
  Experiment experiment = Experiment::load((dir / "s.yaml").string(), {});
  RunSettings settings = settings_into(dir / "run");
  std::mutex mutex;
  std::map<int, std::vector<std::string>> seen;  // job: "generation,evaluations,best" rows
  settings.on_generation = [&](int job, const GenerationRecord& record) {
    std::lock_guard lock(mutex);
    seen[job].push_back(std::to_string(record.generation) + "," +
                        std::to_string(record.evaluations) + "," + std::to_string(record.best));
  };
  std::ostringstream log;
  ASSERT_EQ(experiment.run(settings, log).exit_code(), 0) << log.str();
  ASSERT_EQ(seen.size(), 8u);
  for (const auto& [job, rows] : seen) {
    const Table logged =
        read_table((dir / "run/jobs" / (std::to_string(job) + ".gens.csv")).string());
    std::vector<std::string> expected;
    for (const auto& row : logged.rows) {
      expected.push_back(logged.at(row, "generation") + "," + logged.at(row, "evaluations") + "," +
                         logged.at(row, "best"));
    }
    EXPECT_EQ(rows, expected) << "job " << job;
  }
}

// A caller that raises interrupts itself (the Python module): no signal is watched, the jobs in
// flight stop at their generation's end, each keeping its state as its checkpoint and leaving no
// record, and run() returns, the process alive. The run continued from them equals one never
// interrupted, seconds aside. No time limit: under ThreadSanitizer a run takes tens of seconds, and
// one cut by the clock would end at another generation each time.
TEST(Experiment, RaisedInterruptsKeepTheJobsInFlightAsCheckpointsThatAResumeContinues) {
  const fs::path dir = testing::fresh_test_dir();
  std::ofstream(dir / "s.yaml")
      << "n: 100\nseeds: 2\nga: {population: 50, mutation: {rate: 0}}\n"
         "stop: {max_generations: 12000, time_limit_s: 0, checkpoint_every_s: 0.05}\n";
  Experiment experiment = Experiment::load((dir / "s.yaml").string());
  std::ostringstream log;
  ASSERT_EQ(experiment.run(settings_into(dir / "whole"), log).jobs_done, 2u) << log.str();
  Interrupts interrupts;
  RunSettings settings = settings_into(dir / "run");
  settings.interrupts = &interrupts;
  std::thread interrupter([&] {  // once job 0 is under way, as a person would
    for (int k = 0; k < 10000 && !fs::exists(dir / "run/jobs/0.checkpoint"); ++k) {
      std::this_thread::sleep_for(std::chrono::milliseconds(1));
    }
    interrupts.signal = SIGINT;
    interrupts.stopping = true;
    interrupts.abandoning = true;
  });
  const RunReport stopped = experiment.run(settings, log);
  interrupter.join();
  EXPECT_EQ(stopped.exit_code(), 128 + SIGINT);
  EXPECT_EQ(stopped.jobs_done, 0u) << "a job ran its 12000 generations before the interrupt";
  EXPECT_TRUE(stopped.failures.empty()) << stopped.failures.front();
  EXPECT_TRUE(fs::exists(dir / "run/jobs/0.checkpoint"));
  EXPECT_FALSE(fs::exists(dir / "run/jobs/0.json"));
  std::ostringstream resumed;
  EXPECT_EQ(experiment.run(settings_into(dir / "run"), resumed).jobs_done, 2u);
  EXPECT_NE(resumed.str().find("job 0 continues from its checkpoint"), std::string::npos)
      << resumed.str();
  const Table whole = read_table((dir / "whole/runs.csv").string());
  const Table continued = read_table((dir / "run/runs.csv").string());
  ASSERT_EQ(continued.rows.size(), whole.rows.size());
  for (std::size_t r = 0; r < whole.rows.size(); ++r) {
    for (const std::string& column : whole.header) {
      if (column == "seconds") continue;
      EXPECT_EQ(continued.at(continued.rows[r], column), whole.at(whole.rows[r], column))
          << "row " << r << ", " << column;
    }
  }
}

}  // namespace
}  // namespace nqga
