// nqga run interrupted (threads): SIGKILL, SIGINT and SIGTERM during a sweep on two workers.
#include <gtest/gtest.h>
#include <signal.h>
#include <unistd.h>

#include <filesystem>
#include <map>

#include "cli_fixture.hpp"

namespace {

namespace fs = std::filesystem;
using nqga::testing::Cli;
using nqga::testing::kEndlessJob;
using nqga::testing::Outcome;
using nqga::testing::read_text;
using nqga::testing::wait_for;
using nqga::testing::wait_for_text;
using nqga::testing::without_column;

// 20 jobs of about 15 ms each (500 generations that cannot solve 100 queens without mutation):
// the tests below signal the sweep when its first job is recorded, so the rest are still to run.
const char* kSlowSweep =
    "n: 100\nseeds: 20\nga: {population: 50, mutation: {rate: 0}}\nstop: {max_generations: "
    "500}\n";

TEST_F(Cli, KilledSweepResumesWithoutRerunningFinishedJobs) {
  write("slow.yaml", kSlowSweep);
  ASSERT_EQ(nqga("run slow.yaml --out whole --no-plot").code, 0);
  const pid_t sweep = start("run slow.yaml --out killed --jobs 2 --no-plot");
  wait_for(dir_ / "killed/jobs/0.json");  // killed as soon as the first job is recorded
  ::kill(sweep, SIGKILL);
  ASSERT_EQ(finish(sweep).code, 128 + SIGKILL);
  std::map<std::string, std::string> before;  // the job records that survived the kill
  for (const auto& entry : fs::directory_iterator(dir_ / "killed/jobs")) {
    if (entry.path().extension() == ".json")
      before[entry.path().filename()] = read_text(entry.path());
  }
  ASSERT_LT(before.size(), 20u) << "the sweep ended before the kill reached it";
  const Outcome resumed = nqga("run slow.yaml --out killed --no-plot");
  ASSERT_EQ(resumed.code, 0) << resumed.err;
  for (const auto& [name, text] : before) {
    EXPECT_EQ(read_text(dir_ / "killed/jobs" / name), text) << name << " was run again";
  }
  EXPECT_EQ(without_column(read_text(dir_ / "killed/runs.csv"), "seconds"),
            without_column(read_text(dir_ / "whole/runs.csv"), "seconds"));
  for (const auto& entry : fs::directory_iterator(dir_ / "killed/jobs")) {
    EXPECT_EQ(entry.path().string().find(".tmp."), std::string::npos)
        << "left over: " << entry.path();
  }
}

TEST_F(Cli, InterruptStopsAfterTheJobsInFlight) {
  write("slow.yaml", kSlowSweep);
  const pid_t sweep = start("run slow.yaml --out r --jobs 1 --no-plot");
  wait_for(dir_ / "r/jobs/0.json");
  ::kill(sweep, SIGINT);
  const Outcome interrupted = finish(sweep);
  EXPECT_EQ(interrupted.code, 130) << interrupted.err;
  EXPECT_NE(interrupted.err.find("Run the same command again to resume."), std::string::npos)
      << interrupted.err;
  EXPECT_NE(read_text(dir_ / "r/manifest.json").find("\"status\": \"interrupted\""),
            std::string::npos);
  const Outcome resumed = nqga("run slow.yaml --out r --no-plot");
  EXPECT_EQ(resumed.code, 0) << resumed.err;
}

// SIGTERM (kill, timeout, a scheduler, which send SIGKILL soon after) abandons the jobs in flight
// at once: before, it waited for them, and a job that would not end kept the process running.
TEST_F(Cli, TerminateAbandonsTheJobsInFlightAtOnce) {
  write("endless.yaml", kEndlessJob);
  const pid_t sweep = start("run endless.yaml --out r --no-plot");
  wait_for(dir_ / "r/jobs/0.checkpoint");
  ::kill(sweep, SIGTERM);
  const Outcome terminated = finish(sweep);
  EXPECT_EQ(terminated.code, 128 + SIGTERM) << terminated.err;
  EXPECT_NE(terminated.err.find("nqga: SIGTERM: abandoned the jobs in flight. Run the same "
                                "command again to resume."),
            std::string::npos)
      << terminated.err;
  EXPECT_EQ(terminated.err.find("waiting for"), std::string::npos) << terminated.err;
  EXPECT_FALSE(fs::exists(dir_ / "r/jobs/0.json"));
  EXPECT_NE(read_text(dir_ / "r/manifest.json").find("\"status\": \"interrupted\""),
            std::string::npos);
}

// The first Ctrl-C says at once what it waits for, the second abandons the job (before, the
// second was ignored), and a resume runs it again.
TEST_F(Cli, ASecondInterruptAbandonsTheJobsInFlight) {
  write("endless.yaml", kEndlessJob);
  const pid_t sweep = start("run endless.yaml --out r --no-plot");
  wait_for(dir_ / "r/jobs/0.checkpoint");
  ::kill(sweep, SIGINT);
  ASSERT_TRUE(wait_for_text(dir_ / "stderr.txt",
                            "nqga: SIGINT: no new jobs; waiting for 1 job(s) in flight to finish "
                            "(0).\n  Send it again (Ctrl-C) to abandon them"))
      << read_text(dir_ / "stderr.txt");
  ::kill(sweep, SIGINT);
  const Outcome abandoned = finish(sweep);
  EXPECT_EQ(abandoned.code, 130) << abandoned.err;
  EXPECT_NE(abandoned.err.find("SIGINT again: abandoned the jobs in flight. Run the same command "
                               "again to resume."),
            std::string::npos)
      << abandoned.err;
  EXPECT_NE(read_text(dir_ / "r/manifest.json").find("\"status\": \"interrupted\""),
            std::string::npos);
  EXPECT_FALSE(fs::exists(dir_ / "r/jobs/0.json"));
}

}  // namespace
