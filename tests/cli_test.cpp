// End-to-end tests of the `nqga` executable: exit codes, messages and the run directory.
#include <gtest/gtest.h>
#include <signal.h>
#include <sys/mount.h>
#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <chrono>
#include <cstdio>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <map>
#include <nlohmann/json.hpp>
#include <sstream>
#include <thread>
#include <vector>

#include "cli_fixture.hpp"

namespace {

namespace fs = std::filesystem;
using nqga::testing::Cli;
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

// How often `part` occurs in `text`.
std::size_t count_of(const std::string& text, const std::string& part) {
  std::size_t count = 0;
  for (std::size_t at = text.find(part); at != std::string::npos; at = text.find(part, at + 1)) {
    ++count;
  }
  return count;
}

// A CSV text with the named column removed from every row (timings differ between runs).
std::string without_column(const std::string& csv, const std::string& column) {
  std::istringstream in(csv);
  std::string line, result;
  int drop = -1;
  while (std::getline(in, line)) {
    std::vector<std::string> fields;
    std::stringstream row(line);
    for (std::string field; std::getline(row, field, ',');) fields.push_back(field);
    if (drop < 0)
      drop = static_cast<int>(std::find(fields.begin(), fields.end(), column) - fields.begin());
    for (int i = 0; i < static_cast<int>(fields.size()); ++i) {
      if (i != drop) result += fields[i] + ",";
    }
    result += "\n";
  }
  return result;
}

const char* kSmallSweep =
    "n: [6, 8]\nseeds: 4\nga:\n  population: 30\n  selection: {method: [roulette, tournament]}\n"
    "stop: {max_generations: 300}\n";

TEST_F(Cli, ThreadCountDoesNotChangeResults) {
  write("s.yaml", kSmallSweep);
  ASSERT_EQ(nqga("run s.yaml --jobs 1 --out one --no-plot").code, 0);
  ASSERT_EQ(nqga("run s.yaml --jobs 2 --out two --no-plot").code, 0);
  const std::string one = read_text(dir_ / "one/runs.csv"), two = read_text(dir_ / "two/runs.csv");
  EXPECT_EQ(std::count(one.begin(), one.end(), '\n'), 17);  // header + 16 jobs
  EXPECT_EQ(without_column(one, "seconds"), without_column(two, "seconds"));
  for (int id : {0, 7, 15}) {
    const std::string gens = "jobs/" + std::to_string(id) + ".gens.csv";
    EXPECT_EQ(without_column(read_text(dir_ / "one" / gens), "seconds"),
              without_column(read_text(dir_ / "two" / gens), "seconds"));
  }
}

TEST_F(Cli, RunDirectoryIsSelfDescribing) {
  write("s.yaml", kSmallSweep);
  const Outcome run = nqga("run s.yaml --out r");
  ASSERT_EQ(run.code, 0) << run.err;
  EXPECT_NE(run.out.find("n=8 ga.selection.method=tournament"), std::string::npos) << run.out;
  for (const char* file :
       {"config.yaml", "manifest.json", "runs.csv", "jobs/0.json", "jobs/15.gens.csv"}) {
    EXPECT_TRUE(fs::exists(dir_ / "r" / file)) << file;
  }
  const std::string manifest = read_text(dir_ / "r/manifest.json");
  EXPECT_NE(manifest.find("\"status\": \"complete\""), std::string::npos) << manifest;
  EXPECT_NE(manifest.find("\"jobs_done\": 16"), std::string::npos) << manifest;
  // The resolved config runs as is and resumes the same directory: nothing left to run.
  const Outcome again = nqga("run r/config.yaml --out r --no-plot");
  EXPECT_EQ(again.code, 0) << again.err;
  EXPECT_NE(again.err.find("16 of 16 jobs already done"), std::string::npos) << again.err;
}

TEST_F(Cli, ResumeRerunsOnlyMissingOrDamagedJobs) {
  write("s.yaml", kSmallSweep);
  ASSERT_EQ(nqga("run s.yaml --out full --no-plot").code, 0);
  ASSERT_EQ(nqga("run s.yaml --out part --no-plot").code, 0);
  const std::string kept = read_text(dir_ / "part/jobs/3.json");
  fs::remove(dir_ / "part/jobs/5.json");
  fs::remove(dir_ / "part/jobs/9.gens.csv");
  write("part/jobs/11.json", "{\"schema\": 1, \"id\": 11, \"poi");  // truncated
  write("part/jobs/12.json", "garbage");
  const Outcome resumed = nqga("run s.yaml --out part --no-plot");
  ASSERT_EQ(resumed.code, 0) << resumed.err;
  EXPECT_NE(resumed.err.find("12 of 16 jobs already done"), std::string::npos) << resumed.err;
  EXPECT_EQ(read_text(dir_ / "part/jobs/3.json"), kept);  // not run again: same seconds too
  EXPECT_EQ(without_column(read_text(dir_ / "part/runs.csv"), "seconds"),
            without_column(read_text(dir_ / "full/runs.csv"), "seconds"));
}

TEST_F(Cli, AnotherConfigIsRefusedNotMixed) {
  write("s.yaml", kSmallSweep);
  ASSERT_EQ(nqga("run s.yaml --out r --no-plot").code, 0);
  const Outcome other = nqga("run s.yaml ga.population=40 --out r --no-plot");
  EXPECT_EQ(other.code, 2);
  EXPECT_NE(
      other.err.find("r holds another experiment (config.yaml line 8: '  population: 30' there, "
                     "'  population: 40' now)"),
      std::string::npos)
      << other.err;
  const Outcome fresh = nqga("run s.yaml ga.population=40 --out r --fresh --no-plot");
  EXPECT_EQ(fresh.code, 0) << fresh.err;
  EXPECT_NE(fresh.out.find("run directory: r-2"), std::string::npos) << fresh.out;
}

TEST_F(Cli, ConfigErrorsExitTwoAndWriteNothing) {
  write("bad.yaml", "n: 8\nga:\n  mutation:\n    rat: 0.1\n");
  const Outcome bad = nqga("run bad.yaml --out r");
  EXPECT_EQ(bad.code, 2);
  EXPECT_EQ(bad.err,
            "nqga: bad.yaml:4:5: ga.mutation.rat: unknown key (did you mean ga.mutation.rate?)\n");
  EXPECT_FALSE(fs::exists(dir_ / "r"));
  const Outcome usage = nqga("run");
  EXPECT_EQ(usage.code, 2);
  EXPECT_NE(usage.err.find("config is required"), std::string::npos) << usage.err;
}

TEST_F(Cli, DryRunPrintsTheJobTableOnly) {
  write("s.yaml", kSmallSweep);
  const Outcome dry = nqga("run s.yaml --dry-run --out r");
  EXPECT_EQ(dry.code, 0);
  EXPECT_NE(dry.out.find("id,point,replicate,seed,n,ga.selection.method\n"), std::string::npos);
  EXPECT_NE(dry.out.find("16 jobs (4 points); nothing run"), std::string::npos) << dry.out;
  EXPECT_FALSE(fs::exists(dir_ / "r"));
}

// A key is crossed only with the choices that use it: 3 points, not 4, each labelled by the keys
// in effect; the job table leaves the key blank where it is not.
TEST_F(Cli, DryRunShowsAConditionalSweepsPoints) {
  write("c.yaml",
        "n: 6\nseeds: 2\nseed: 1\nga:\n  selection: {method: [roulette, tournament], "
        "tournament_size: [3, 5]}\n");
  const Outcome dry = nqga("run c.yaml --dry-run");
  ASSERT_EQ(dry.code, 0) << dry.err;
  EXPECT_NE(dry.out.find("id,point,replicate,seed,ga.selection.method,"
                         "ga.selection.tournament_size\n0,0,0,9626026794937781409,roulette,\n"),
            std::string::npos)
      << dry.out;
  EXPECT_NE(dry.out.find("point 0: ga.selection.method=roulette\n"
                         "point 1: ga.selection.method=tournament ga.selection.tournament_size=3\n"
                         "point 2: ga.selection.method=tournament ga.selection.tournament_size=5\n"
                         "6 jobs (3 points); nothing run\n"),
            std::string::npos)
      << dry.out;
  write("b.yaml", "n: 6\nga:\n  selection: [{method: roulette}, {method: tournament, "
                  "tournament_size: [3, 5]}]\n");
  const Outcome blocks = nqga("run b.yaml --dry-run");
  EXPECT_NE(blocks.out.find("30 jobs (3 points); nothing run"), std::string::npos) << blocks.out;
}

TEST_F(Cli, AKeyNoChoiceUsesIsRefusedOrReported) {
  write("c.yaml", "n: 6\nga:\n  selection: {method: roulette, tournament_size: 5}\n");
  const Outcome bad = nqga("run c.yaml --out r");
  EXPECT_EQ(bad.code, 2);
  EXPECT_EQ(bad.err,
            "nqga: c.yaml:3:50: ga.selection.tournament_size: is set, but it matters only when "
            "ga.selection.method is tournament, and here ga.selection.method is roulette; remove "
            "it, or give ga.selection.method a value that uses it\n");
  EXPECT_FALSE(fs::exists(dir_ / "r"));
  // Picking roulette on the command line narrows the file's sweep on purpose: reported.
  write("q.yaml", "n: 6\nga:\n  selection: {method: [roulette, tournament], tournament_size: 5}\n");
  const Outcome narrowed = nqga("run q.yaml ga.selection.method=roulette --dry-run");
  EXPECT_EQ(narrowed.code, 0) << narrowed.err;
  EXPECT_EQ(narrowed.err,
            "nqga: warning: q.yaml:3:64: ga.selection.tournament_size: not used, as it matters "
            "only when ga.selection.method is tournament, and here ga.selection.method is "
            "roulette (override 'ga.selection.method=roulette'); it is left out of the run\n");
}

// config.yaml holds the keys in effect only; manifest.json names the program, and another
// program's directory is not resumed unless the user says so.
TEST_F(Cli, ARunDirectoryKnowsWhatMadeIt) {
  write("g.yaml", "n: 6\nseeds: 2\nstop: {max_generations: 100}\n");
  ASSERT_EQ(nqga("run g.yaml --out r --no-plot").code, 0);
  const std::string config = read_text(dir_ / "r/config.yaml");
  EXPECT_EQ(config.find("islands"), std::string::npos) << config;
  EXPECT_EQ(config.find("tournament_size"), std::string::npos) << config;
  auto manifest = nlohmann::json::parse(read_text(dir_ / "r/manifest.json"));
  const std::string program = manifest["program"];
  EXPECT_TRUE(program.starts_with("nqga ")) << program;
  EXPECT_NE(program.find(" (commit "), std::string::npos) << program;
  manifest["program"] = "nqga 0.1.0 (commit 1234); my_nqga 2.0";
  write("r/manifest.json", manifest.dump(2));
  const Outcome other = nqga("run g.yaml --out r --no-plot");
  EXPECT_EQ(other.code, 2);
  EXPECT_NE(other.err.find("r was made by nqga 0.1.0 (commit 1234); my_nqga 2.0, and this is " +
                           program + ";"),
            std::string::npos)
      << other.err;
  EXPECT_NE(other.err.find("(r/manifest.json names its program) its runs would mix"),
            std::string::npos)
      << other.err;
  EXPECT_NE(other.err.find("--resume-anyway"), std::string::npos) << other.err;
  const Outcome anyway = nqga("run g.yaml --out r --no-plot --resume-anyway");
  EXPECT_EQ(anyway.code, 0) << anyway.err;
  EXPECT_NE(anyway.err.find("2 of 2 jobs already done"), std::string::npos) << anyway.err;
  // The manifest still names the program that made the directory, and the one mixed in.
  const auto mixed = nlohmann::json::parse(read_text(dir_ / "r/manifest.json"));
  EXPECT_EQ(mixed["program"], "nqga 0.1.0 (commit 1234); my_nqga 2.0");
  EXPECT_EQ(mixed["mixed_with"], nlohmann::json::array({program}));
  // So it is refused again without the flag.
  EXPECT_EQ(nqga("run g.yaml --out r --no-plot").code, 2);
}

TEST_F(Cli, ShardsIntoOneDirectoryEqualOneRun) {
  write("s.yaml", kSmallSweep);
  ASSERT_EQ(nqga("run s.yaml --out whole --no-plot").code, 0);
  const Outcome first = nqga("run s.yaml --out split --shard 0/2 --no-plot");
  EXPECT_EQ(first.code, 0) << first.err;
  EXPECT_NE(first.out.find("8 of 16 jobs missing"), std::string::npos) << first.out;
  EXPECT_NE(read_text(dir_ / "split/manifest.json").find("\"status\": \"incomplete\""),
            std::string::npos);
  // The second shard from the environment, as a Slurm job array would set it.
  const Outcome second =
      nqga("run s.yaml --out split --no-plot", "SLURM_ARRAY_TASK_ID=1 SLURM_ARRAY_TASK_COUNT=2");
  EXPECT_EQ(second.code, 0) << second.err;
  EXPECT_EQ(without_column(read_text(dir_ / "split/runs.csv"), "seconds"),
            without_column(read_text(dir_ / "whole/runs.csv"), "seconds"));
  EXPECT_NE(read_text(dir_ / "split/manifest.json").find("\"status\": \"complete\""),
            std::string::npos);
  const Outcome fresh = nqga("run s.yaml --out apart --fresh --shard 0/2 --no-plot");
  EXPECT_EQ(fresh.code, 2);
  EXPECT_EQ(fresh.err,
            "nqga: --fresh with shard 0/2: each shard would start a directory of its own; give "
            "them all one --out DIR instead\n");
  EXPECT_FALSE(fs::exists(dir_ / "apart"));
}

// 20 jobs of about 15 ms each (500 generations that cannot solve 100 queens without mutation):
// the tests below signal the sweep when its first job is recorded, so the rest are still to run.
const char* kSlowSweep =
    "n: 100\nseeds: 20\nga: {population: 50, mutation: {rate: 0}}\nstop: {max_generations: "
    "500}\n";

// Waits until `path` exists: the event a test signals a sweep on, rather than a delay that a
// slow or loaded machine could outlast. The test's own TIMEOUT bounds the wait.
void wait_for(const fs::path& path) {
  while (!fs::exists(path)) std::this_thread::sleep_for(std::chrono::milliseconds(1));
}

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

// One long GA job that saves its state every 10 ms: killed once its first checkpoint is written,
// it continues from it and ends with the record and log of an uninterrupted run.
TEST_F(Cli, AKilledJobContinuesFromItsCheckpoint) {
  write("long.yaml",
        "n: 100\nseeds: 1\nga: {population: 50, mutation: {rate: 0}}\n"
        "stop: {max_generations: 3000, checkpoint_every_s: 0.01}\n");
  ASSERT_EQ(nqga("run long.yaml --out whole --no-plot").code, 0);
  const pid_t sweep = start("run long.yaml --out killed --no-plot");
  wait_for(dir_ / "killed/jobs/0.checkpoint");
  ::kill(sweep, SIGKILL);
  ASSERT_EQ(finish(sweep).code, 128 + SIGKILL);
  ASSERT_FALSE(fs::exists(dir_ / "killed/jobs/0.json")) << "the job ended before the kill";
  fs::copy(dir_ / "killed", dir_ / "flipped", fs::copy_options::recursive);
  const Outcome resumed = nqga("run long.yaml --out killed --no-plot");
  ASSERT_EQ(resumed.code, 0) << resumed.err;
  EXPECT_NE(resumed.err.find("job 0 continues from its checkpoint\n"), std::string::npos)
      << resumed.err;
  for (const char* file : {"runs.csv", "jobs/0.gens.csv"}) {
    EXPECT_EQ(without_column(read_text(dir_ / "killed" / file), "seconds"),
              without_column(read_text(dir_ / "whole" / file), "seconds"))
        << file;
  }
  EXPECT_FALSE(fs::exists(dir_ / "killed/jobs/0.checkpoint"));
  // One bit flipped in the state: before, the job could spin past its time limit or end
  // otherwise; now the checkpoint is refused and the job runs from the start.
  std::string state = read_text(dir_ / "flipped/jobs/0.checkpoint");
  state[state.size() - 1000] ^= 0x10;
  write("flipped/jobs/0.checkpoint", state);
  const Outcome flipped = nqga("run long.yaml --out flipped --no-plot");
  ASSERT_EQ(flipped.code, 0) << flipped.err;
  EXPECT_NE(flipped.err.find("job 0 refused its checkpoint flipped/jobs/0.checkpoint (cut short "
                             "or damaged: its size or checksum does not match); it runs from the "
                             "start\n"),
            std::string::npos)
      << flipped.err;
  EXPECT_EQ(without_column(read_text(dir_ / "flipped/runs.csv"), "seconds"),
            without_column(read_text(dir_ / "whole/runs.csv"), "seconds"));
  // A checkpoint written by something else is refused, and the job runs from the start.
  fs::create_directories(dir_ / "foreign/jobs");
  fs::copy_file(dir_ / "whole/config.yaml", dir_ / "foreign/config.yaml");
  write("foreign/jobs/0.checkpoint", "nqga-checkpoint 1 config 0123 nqga 0.1.0 abc\nstate");
  const Outcome refused = nqga("run long.yaml --out foreign --no-plot");
  ASSERT_EQ(refused.code, 0) << refused.err;
  EXPECT_NE(refused.err.find("job 0 refused its checkpoint foreign/jobs/0.checkpoint (written by "
                             "another config or program: nqga-checkpoint 1 config 0123 nqga "
                             "0.1.0 abc); it runs from "
                             "the start\n"),
            std::string::npos)
      << refused.err;
  EXPECT_EQ(without_column(read_text(dir_ / "foreign/runs.csv"), "seconds"),
            without_column(read_text(dir_ / "whole/runs.csv"), "seconds"));
}

// An islands run logs each island's best next to the global best, and its figures draw them.
TEST_F(Cli, IslandsLogEachIslandAndTheFiguresDrawThem) {
  write("i.yaml",
        "n: [12, 16]\nseeds: 3\nga:\n  population: 40\n  model: islands\n"
        "  islands: {count: 4, topology: [ring, none]}\nstop: {max_generations: 50}\n");
  const Outcome run = nqga("run i.yaml --out r --jobs 2");
  ASSERT_EQ(run.code, 0) << run.err;
  const std::string log = read_text(dir_ / "r/jobs/0.gens.csv");
  EXPECT_TRUE(log.starts_with("generation,evaluations,best,mean,std,worst,diversity,seconds,"
                              "island_1_best,island_2_best,island_3_best,island_4_best\n"))
      << log.substr(0, 200);
  const std::string islands = read_text(dir_ / "r/generations_islands.csv");
  EXPECT_TRUE(islands.starts_with("point,label,island,generation,runs,best_median,best_q25,"
                                  "best_q75\n0,n=12 ga.islands.topology=ring,1,0,3,"))
      << islands.substr(0, 200);
  for (int point = 0; point < 4; ++point) {  // gnuplot comes with the test setup
    EXPECT_TRUE(fs::exists(dir_ / "r/plots" / ("islands-" + std::to_string(point) + ".png")))
        << point << ": " << run.out;
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

// What Slurm and `timeout` send: before, the sweep ended with 143 without a word and its
// manifest said "running".
TEST_F(Cli, TerminateStopsAfterTheJobsInFlightLikeAnInterrupt) {
  write("slow.yaml", kSlowSweep);
  const pid_t sweep = start("run slow.yaml --out r --jobs 1 --no-plot");
  wait_for(dir_ / "r/jobs/0.json");
  ::kill(sweep, SIGTERM);
  const Outcome terminated = finish(sweep);
  EXPECT_EQ(terminated.code, 128 + SIGTERM) << terminated.err;
  EXPECT_NE(terminated.err.find("nqga: SIGTERM: no new jobs; waiting for "), std::string::npos)
      << terminated.err;
  EXPECT_NE(terminated.err.find("Run the same command again to resume."), std::string::npos)
      << terminated.err;
  EXPECT_NE(read_text(dir_ / "r/manifest.json").find("\"status\": \"interrupted\""),
            std::string::npos);
  EXPECT_EQ(nqga("run slow.yaml --out r --no-plot").code, 0);
}

// One job that would run for minutes: the first Ctrl-C says at once what it waits for, the
// second abandons the job (before, the second was ignored), and a resume runs it again.
// Its checkpoints (every 10 ms) say that the job is running, and so that the signals are watched.
const char* kEndlessJob =
    "n: 200\nseeds: 1\nga: {population: 50, mutation: {rate: 0}}\n"
    "stop: {max_generations: 100000000, checkpoint_every_s: 0.01}\n";

// Waits until the file holds `text`, for at most 60 s; whether it came.
bool wait_for_text(const fs::path& path, const std::string& text) {
  for (int k = 0; k < 60000; ++k) {
    if (read_text(path).find(text) != std::string::npos) return true;
    std::this_thread::sleep_for(std::chrono::milliseconds(1));
  }
  return false;
}

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

// Before, two plain runs on one directory both did all of its work.
TEST_F(Cli, ASecondRunOnADirectoryInUseIsRefusedNamingTheFirst) {
  write("endless.yaml", kEndlessJob);
  const pid_t first = start("run endless.yaml --out r --no-plot", "first");
  ASSERT_TRUE(wait_for_text(dir_ / "r/manifest.json", "\"status\": \"running\""));
  const Outcome second = nqga("run endless.yaml --out r --no-plot");
  EXPECT_EQ(second.code, 2);
  EXPECT_NE(second.err.find("nqga: r is in use by another nqga process (pid " +
                            std::to_string(first) + " on "),
            std::string::npos)
      << second.err;
  ::kill(first, SIGKILL);
  finish(first, "first");
}

// The default runs the scalar search first: n = 8 ends within its 65536 nodes (the batched
// search would cost more there: nqga_bench_first), n = 20 does not; the JSON says which kernel
// ran and why.
TEST_F(Cli, FirstSaysWhichKernelRanAndWhy) {
  const auto first = nlohmann::json::parse(nqga("first 8 --json").out);
  EXPECT_EQ(first["kernel"], "scalar");
  EXPECT_EQ(first["threads"], 1);
  const auto large = nlohmann::json::parse(nqga("first 20 --json --threads 2").out);
  const auto asked = nlohmann::json::parse(nqga("first 8 --json --kernel scalar").out);
  EXPECT_EQ(asked["kernel_reason"], "asked for");
  write("f.yaml", "n: 8\nsolver: backtracking-first\n");  // the job record says it too
  ASSERT_EQ(nqga("run f.yaml --out f --no-plot").code, 0);
  const auto job = nlohmann::json::parse(read_text(dir_ / "f/jobs/0.json"));
  EXPECT_EQ(job["method"].get<std::string>().substr(0, 15), "scalar kernel (") << job;
  const auto flags = nlohmann::json::parse(nqga("first 65 --json --time-limit 0.01").out);
  EXPECT_EQ(flags["kernel"], "scalar");
  EXPECT_EQ(flags["kernel_reason"], "n > 64: the flag search, which has no vector form");
  if (large["kernel"] == "scalar") GTEST_SKIP() << "no vector kernel here";
  EXPECT_EQ(first["kernel_reason"],
            "automatic: scalar, as the search ended within its first 65536 nodes");
  EXPECT_EQ(large["kernel_reason"], "automatic: " + large["kernel"].get<std::string>() +
                                        " after 65536 scalar nodes without an end (searched "
                                        "again from the root)");
  EXPECT_EQ(large["threads"], 2);
  EXPECT_EQ(large["visited_nodes"], 199636);
}

// At large n the flag search reads its stop flag at every node (each scans O(n) columns), and an
// n whose search would not fit in memory is refused before anything is allocated.
TEST_F(Cli, FirstHonoursItsLimitsAtLargeN) {
  const Outcome late = nqga("first 20000 --time-limit 0.2 --json");
  EXPECT_EQ(late.code, 1) << late.err;
  const auto json = nlohmann::json::parse(late.out);
  EXPECT_EQ(json["solved"], false);
  EXPECT_EQ(json["time_limit_s"], 0.2);
  const Outcome huge = nqga("first 2147483647", "NQGA_MAX_MEMORY=1000000000");
  EXPECT_EQ(huge.code, 2);
  EXPECT_EQ(huge.err,
            "nqga first: n = 2147483647 needs about 26.00 GiB (13 bytes a queen: a flag per column "
            "and diagonal, the board and the next column of each row), but only 953.7 MiB of "
            "memory is available (NQGA_MAX_MEMORY)\n");
}

// A tmpfs mounted for one test (a small one to fill, or a read-only one) and unmounted after it.
// Mounting needs root; where it is not allowed the tests that need it say so and skip.
class Tmpfs {
 public:
  Tmpfs(const fs::path& where, const std::string& options, unsigned long flags = 0)
      : where_(where) {
    fs::create_directories(where);
    if (::mount("tmpfs", where.c_str(), "tmpfs", flags, options.c_str()) != 0)
      error_ = std::strerror(errno);
  }
  ~Tmpfs() {
    if (error_.empty()) ::umount2(where_.c_str(), MNT_DETACH);
  }
  // Empty when mounted, else the reason.
  const std::string& error() const { return error_; }
  bool remount(const std::string& options, unsigned long flags = 0) {
    return ::mount("tmpfs", where_.c_str(), "tmpfs", MS_REMOUNT | flags, options.c_str()) == 0;
  }

 private:
  fs::path where_;
  std::string error_;
};

TEST_F(Cli, AFullDiskStopsTheSweepAndLeavesItResumable) {
  write("s.yaml", kSmallSweep);
  ASSERT_EQ(nqga("run s.yaml --out whole --no-plot").code, 0);
  Tmpfs disk(dir_ / "disk", "size=48k");
  if (!disk.error().empty()) GTEST_SKIP() << "cannot mount a small tmpfs: " << disk.error();
  const Outcome full = nqga("run s.yaml --out disk/r --no-plot");
  EXPECT_EQ(full.code, 1) << full.err;
  EXPECT_NE(full.err.find(": No space left on device.\n  The sweep stopped after the jobs in "
                          "flight; "),
            std::string::npos)
      << full.err;
  EXPECT_NE(full.err.find("Make room (or fix the directory) and run the same command again to "
                          "resume.\n"),
            std::string::npos)
      << full.err;
  for (const auto& entry : fs::directory_iterator(dir_ / "disk/r/jobs")) {
    EXPECT_EQ(entry.path().string().find(".tmp."), std::string::npos) << entry.path();
  }
  ASSERT_TRUE(disk.remount("size=8m"));
  const Outcome resumed = nqga("run s.yaml --out disk/r --no-plot");
  ASSERT_EQ(resumed.code, 0) << resumed.err;
  EXPECT_NE(resumed.err.find("resuming disk/r: "), std::string::npos) << resumed.err;
  EXPECT_EQ(without_column(read_text(dir_ / "disk/r/runs.csv"), "seconds"),
            without_column(read_text(dir_ / "whole/runs.csv"), "seconds"));
}

// The same stop through a file-size limit (RLIMIT_FSIZE, no mount needed): a write that outgrows
// it fails with EFBIG (nqga ignores SIGXFSZ, which would kill it). First a job's log: the sweep
// stops; then, with every job done, a table: the jobs are kept and the rerun writes the tables.
TEST_F(Cli, AFileSizeLimitStopsTheSweepAndLeavesItResumable) {
  const std::string sweep =  // logs of 400 generations, about 13 KB each
      "n: 30\nseeds: 4\nga: {population: 20, mutation: {rate: 0}}\nstop: {max_generations: 400}\n";
  write("s.yaml", sweep);
  ASSERT_EQ(nqga("run s.yaml --out whole --no-plot --jobs 1").code, 0);
  const Outcome job = nqga("run s.yaml --out r --no-plot --jobs 1", "", "prlimit --fsize=8192");
  EXPECT_EQ(job.code, 1) << job.err;
  EXPECT_EQ(job.err,
            "nqga: cannot write r/jobs/0.gens.csv: File too large.\n  The sweep stopped after the "
            "jobs in flight; 0 of 4 jobs are done and kept. Make room (or fix the directory) and "
            "run the same command again to resume.\n");
  write("t.yaml", kSmallSweep);
  const Outcome table = nqga("run t.yaml --out t --no-plot --jobs 1", "", "prlimit --fsize=4096");
  EXPECT_EQ(table.code, 1) << table.err;
  EXPECT_TRUE(table.err.starts_with("nqga: cannot write t/")) << table.err;
  EXPECT_TRUE(table.err.ends_with(
      ": File too large.\n  The sweep stopped after the jobs in flight; 16 of 16 jobs are done "
      "and kept. Make room (or fix the directory) and run the same command again to write the "
      "tables.\n"))
      << table.err;
  for (const char* dir : {"r", "t"}) {
    for (const auto& entry : fs::recursive_directory_iterator(dir_ / dir)) {
      EXPECT_EQ(entry.path().string().find(".tmp."), std::string::npos) << entry.path();
    }
  }
  const Outcome resumed = nqga("run s.yaml --out r --no-plot --jobs 1");
  ASSERT_EQ(resumed.code, 0) << resumed.err;
  EXPECT_EQ(without_column(read_text(dir_ / "r/runs.csv"), "seconds"),
            without_column(read_text(dir_ / "whole/runs.csv"), "seconds"));
  const Outcome tables = nqga("run t.yaml --out t --no-plot --jobs 1");
  ASSERT_EQ(tables.code, 0) << tables.err;
  EXPECT_NE(tables.err.find("resuming t: 16 of 16 jobs already done"), std::string::npos)
      << tables.err;
  EXPECT_TRUE(fs::exists(dir_ / "t/generations_quantiles.csv"));
}

// A run directory that became read-only (an archive, a full quota) is refused before anything
// runs, and kept as it was; once writable again, the same command finishes it.
TEST_F(Cli, AReadOnlyRunDirectoryIsRefusedAndKept) {
  write("s.yaml", kSmallSweep);
  ASSERT_EQ(nqga("run s.yaml --out whole --no-plot").code, 0);
  Tmpfs disk(dir_ / "disk", "size=8m");
  if (!disk.error().empty()) GTEST_SKIP() << "cannot mount a tmpfs: " << disk.error();
  ASSERT_EQ(nqga("run s.yaml --out disk/r --no-plot --shard 0/2").code, 0);
  const std::string runs = read_text(dir_ / "disk/r/runs.csv");
  ASSERT_TRUE(disk.remount("size=8m", MS_RDONLY));
  const Outcome refused = nqga("run s.yaml --out disk/r --no-plot");
  EXPECT_EQ(refused.code, 2);
  EXPECT_EQ(refused.err,
            "nqga: cannot open the lock file disk/r/.running: Read-only file system; make the run "
            "directory writable, or copy it and resume the copy with --out DIR\n");
  EXPECT_EQ(read_text(dir_ / "disk/r/runs.csv"), runs);
  ASSERT_TRUE(disk.remount("size=8m"));
  const Outcome resumed = nqga("run s.yaml --out disk/r --no-plot");
  ASSERT_EQ(resumed.code, 0) << resumed.err;
  EXPECT_EQ(without_column(read_text(dir_ / "disk/r/runs.csv"), "seconds"),
            without_column(read_text(dir_ / "whole/runs.csv"), "seconds"));
}

TEST_F(Cli, AReadOnlyOutputDirectoryIsRefused) {
  write("s.yaml", kSmallSweep);
  Tmpfs read_only(dir_ / "ro", "size=1m", MS_RDONLY);
  if (!read_only.error().empty()) GTEST_SKIP() << "cannot mount a tmpfs: " << read_only.error();
  const Outcome refused = nqga("run s.yaml --out ro/r --no-plot");
  EXPECT_EQ(refused.code, 2);
  EXPECT_EQ(refused.err,
            "nqga: cannot create the run directory ro/r: Read-only file system; choose another "
            "with --out DIR\n");
}

TEST_F(Cli, ASweepThatWouldNotFitInMemoryIsRefusedUpFront) {
  write("big.yaml", "n: [1000, 1000000]\nseeds: 4\nga: {population: 200}\n");
  const Outcome two = nqga("run big.yaml --out r --jobs 2 --no-plot", "NQGA_MAX_MEMORY=2000000000");
  EXPECT_EQ(two.code, 2);
  EXPECT_EQ(two.err,
            "nqga: this sweep needs about 3.06 GiB of memory with 2 job(s) at once (n = 1000000 "
            "with solver ga alone needs 1.53 GiB), but only 1.86 GiB is available "
            "(NQGA_MAX_MEMORY); run it with --jobs 1\n");
  EXPECT_FALSE(fs::exists(dir_ / "r"));
  const Outcome none = nqga("run big.yaml --out r --jobs 1 --no-plot", "NQGA_MAX_MEMORY=1000000000");
  EXPECT_EQ(none.code, 2);
  EXPECT_NE(none.err.find("lower n (or ga.population) so that one job fits"), std::string::npos)
      << none.err;
  EXPECT_FALSE(fs::exists(dir_ / "r"));
}

TEST_F(Cli, SummarizeRebuildsTheTables) {
  write("s.yaml", kSmallSweep);
  ASSERT_EQ(nqga("run s.yaml --out r --no-plot").code, 0);
  const std::string summary = read_text(dir_ / "r/summary.csv");
  fs::remove(dir_ / "r/summary.csv");
  fs::remove(dir_ / "r/jobs/3.json");
  const Outcome again = nqga("summarize r");
  EXPECT_EQ(again.code, 0) << again.err;
  EXPECT_NE(again.out.find("1 of 16 jobs missing"), std::string::npos) << again.out;
  EXPECT_TRUE(fs::exists(dir_ / "r/summary.csv"));
  EXPECT_EQ(nqga("summarize nowhere").code, 2);
  // An older nqga listed every key in config.yaml, those no point uses included: still read.
  std::string config = read_text(dir_ / "r/config.yaml");
  const std::string model = "  model: \"generational\"\n";
  ASSERT_NE(config.find(model), std::string::npos) << config;
  config.replace(config.find(model), model.size(),
                 model + "  lambda: 100\n  islands:\n    count: 4\n    topology: \"ring\"\n");
  write("r/config.yaml", config);
  const Outcome older = nqga("summarize r");
  EXPECT_EQ(older.code, 0) << older.err;
  EXPECT_NE(older.out.find("1 of 16 jobs missing"), std::string::npos) << older.out;
}

// Each subcommand's help says where its numbers stop, as its refusals do.
TEST_F(Cli, HelpStatesTheLimits) {
  EXPECT_NE(nqga("count --help").out.find(
                "board size: 1 to 32 (--classic: 1 to 15, with --no-prune 1 to 9)"),
            std::string::npos);
  EXPECT_NE(nqga("count --help").out.find("at most 4 per hardware thread"), std::string::npos);
  EXPECT_NE(nqga("first --help").out.find("board size, 1 or more, memory permitting"),
            std::string::npos);
  EXPECT_NE(nqga("run --help").out.find("at most 4 per hardware thread and one per job"),
            std::string::npos);
  EXPECT_NE(nqga("solve --help").out.find("up to 2^31 - 1"), std::string::npos);
}

TEST_F(Cli, CountAndFirst) {
  const Outcome count = nqga("count 10 --json");
  EXPECT_EQ(count.code, 0);
  EXPECT_NE(count.out.find("\"total\":724"), std::string::npos) << count.out;
  EXPECT_NE(count.out.find("\"unique\":92"), std::string::npos) << count.out;
  const Outcome scalar = nqga("count 9 --kernel scalar --threads 1");
  EXPECT_EQ(scalar.code, 0);
  EXPECT_NE(scalar.out.find("n = 9: 352 solutions, 46 unique ("), std::string::npos) << scalar.out;
  EXPECT_NE(scalar.out.find(" s, 1 thread, scalar)"), std::string::npos) << scalar.out;
  const Outcome sse = nqga("count 9 --kernel sse");
  EXPECT_EQ(sse.code, 2);
  EXPECT_EQ(sse.err,
            "nqga count: unknown kernel 'sse'; choose automatic, scalar, avx2 or avx512\n");
  const Outcome classic = nqga("count 4 --classic --json");
  EXPECT_NE(classic.out.find("\"state_space_nodes\":341"), std::string::npos) << classic.out;
  EXPECT_NE(classic.out.find("\"visited_nodes\":61"), std::string::npos) << classic.out;
  EXPECT_NE(classic.out.find("\"promising_nodes\":17"), std::string::npos) << classic.out;
  const Outcome first = nqga("first 8");
  EXPECT_EQ(first.code, 0);
  EXPECT_NE(first.out.find("n = 8: 1 5 8 6 3 7 2 4"), std::string::npos) << first.out;
  const Outcome threads = nqga("first 8 --threads 3 --kernel scalar --json");
  EXPECT_NE(threads.out.find("\"threads\":1"), std::string::npos) << threads.out;  // scalar: one
  EXPECT_NE(threads.out.find("\"visited_nodes\":114"), std::string::npos) << threads.out;
  const Outcome none = nqga("first 3 --json");
  EXPECT_EQ(none.code, 1);
  EXPECT_NE(none.out.find("\"solved\":false"), std::string::npos) << none.out;
  const Outcome late = nqga("first 40 --time-limit 0.1");  // minutes of search
  EXPECT_EQ(late.code, 1);
  EXPECT_NE(late.out.find("n = 40: no solution within 0.1 s"), std::string::npos)
      << late.out << late.err;
  const Outcome zero = nqga("count 0");
  EXPECT_EQ(zero.code, 2);
  EXPECT_EQ(zero.err, "nqga count: n must be in [1, 32] for counting, got 0\n");
  const Outcome classic_first = nqga("first 8 --classic --json");
  EXPECT_NE(classic_first.out.find("\"kernel_reason\":\"textbook array backtracking\""),
            std::string::npos)
      << classic_first.out;
  const Outcome word = nqga("count eight");
  EXPECT_EQ(word.code, 2);
  EXPECT_NE(word.err.find("n: must be a whole number >= 0 (decimal digits), not eight"),
            std::string::npos)
      << word.err;
  const Outcome big = nqga("count 16 --classic");
  EXPECT_EQ(big.code, 2);
  EXPECT_EQ(big.err, "nqga count: classic backtracking takes n in [1, 15], got 16\n");
}

// The number after "key": in a one-line JSON document, or -1.
long long json_number(const std::string& json, const std::string& key) {
  const auto at = json.find("\"" + key + "\":");
  return at == std::string::npos ? -1 : std::stoll(json.substr(at + key.size() + 3));
}

// The records of a count directory: file name -> text.
std::map<std::string, std::string> count_records(const fs::path& dir) {
  std::map<std::string, std::string> records;
  for (const auto& entry : fs::directory_iterator(dir / "subproblems")) {
    if (entry.path().extension() == ".json")
      records[entry.path().filename()] = read_text(entry.path());
  }
  return records;
}

// 3,206 constellations and the two symmetric searches.
constexpr long long kSubproblems16 = 3208;

TEST_F(Cli, CountShardsStartedTogetherGiveTheReference) {
  std::vector<pid_t> shards;
  for (int i = 0; i < 3; ++i) {
    const std::string tag = std::to_string(i);
    shards.push_back(start("count 16 --out c --threads 1 --json --shard " + tag + "/3", tag));
  }
  long long run = 0;
  int complete = 0;
  for (int i = 0; i < 3; ++i) {
    const Outcome shard = finish(shards[static_cast<std::size_t>(i)], std::to_string(i));
    ASSERT_EQ(shard.code, 0) << shard.err;
    run += json_number(shard.out, "subproblems_run");
    if (shard.out.find("\"complete\":true") == std::string::npos) continue;
    ++complete;  // whoever ended last (perhaps more than one) assembled the count
    EXPECT_EQ(json_number(shard.out, "total"), 14772512) << shard.out;
    EXPECT_EQ(json_number(shard.out, "unique"), 1846955) << shard.out;
  }
  EXPECT_GE(complete, 1);
  EXPECT_EQ(run, kSubproblems16);  // each subproblem counted once, by its own shard
  const std::string result = read_text(dir_ / "c/result.json");
  EXPECT_NE(result.find("\"total\": 14772512"), std::string::npos) << result;
  EXPECT_NE(result.find("\"unique\": 1846955"), std::string::npos) << result;
  // The Slurm array and Open MPI variables split a count the same way.
  const Outcome slurm =
      nqga("count 12 --out e --json", "SLURM_ARRAY_TASK_ID=0 SLURM_ARRAY_TASK_COUNT=2");
  EXPECT_NE(slurm.out.find("\"complete\":false"), std::string::npos) << slurm.out;
  EXPECT_NE(slurm.out.find("\"shard\":\"0/2\""), std::string::npos) << slurm.out;
  const Outcome mpi =
      nqga("count 12 --out e --json", "OMPI_COMM_WORLD_RANK=1 OMPI_COMM_WORLD_SIZE=2");
  EXPECT_EQ(json_number(mpi.out, "total"), 14200) << mpi.out;
  EXPECT_EQ(json_number(mpi.out, "unique"), 1787) << mpi.out;
  EXPECT_EQ(json_number(slurm.out, "subproblems_run") + json_number(mpi.out, "subproblems_run"),
            json_number(mpi.out, "subproblems"));
}

TEST_F(Cli, KilledCountRedoesOnlyWhatWasInFlight) {
  // One thread of the scalar kernel: about two seconds for n = 16, killed as soon as the first
  // subproblem is recorded.
  const pid_t count = start("count 16 --out k --threads 1 --kernel scalar");
  while (!fs::exists(dir_ / "k/subproblems") || count_records(dir_ / "k").empty())
    std::this_thread::sleep_for(std::chrono::milliseconds(1));
  ::kill(count, SIGKILL);
  ASSERT_EQ(finish(count).code, 128 + SIGKILL);
  const std::map<std::string, std::string> before = count_records(dir_ / "k");
  ASSERT_LT(static_cast<long long>(before.size()), kSubproblems16 / 2)
      << "the count ended before the kill reached it";
  const Outcome resumed = nqga("count 16 --out k --json");
  ASSERT_EQ(resumed.code, 0) << resumed.err;
  EXPECT_EQ(json_number(resumed.out, "total"), 14772512) << resumed.out;
  EXPECT_EQ(json_number(resumed.out, "unique"), 1846955) << resumed.out;
  EXPECT_EQ(json_number(resumed.out, "subproblems_run"),
            kSubproblems16 - static_cast<long long>(before.size()));
  EXPECT_NE(resumed.err.find("resuming k: " + std::to_string(before.size()) + " of 3208"),
            std::string::npos)
      << resumed.err;
  for (const auto& [name, text] : before) {
    EXPECT_EQ(read_text(dir_ / "k/subproblems" / name), text) << name << " was counted again";
  }
}

TEST_F(Cli, CountDirectoryRefusesTamperedRecordsAndForeignInput) {
  ASSERT_EQ(nqga("count 10 --out t").code, 0);
  const fs::path record = dir_ / "t/subproblems/3.json";
  std::string text = read_text(record);
  const auto at = text.find("\"count\":");
  ASSERT_NE(at, std::string::npos) << text;
  text.insert(at + 8, "1");  // the count edited, the checksum left
  std::ofstream(record) << text;
  const Outcome tampered = nqga("count 10 --out t");
  EXPECT_EQ(tampered.code, 2);
  EXPECT_NE(tampered.err.find("nqga count: t/subproblems/3.json: its checksum does not match its "
                              "fields (the record was edited or damaged)"),
            std::string::npos)
      << tampered.err;
  fs::remove(record);  // what the message advises: that subproblem is counted again
  const Outcome recounted = nqga("count 10 --out t --json");
  EXPECT_EQ(json_number(recounted.out, "subproblems_run"), 1) << recounted.out;
  EXPECT_EQ(json_number(recounted.out, "total"), 724) << recounted.out;

  const Outcome other_n = nqga("count 11 --out t");
  EXPECT_EQ(other_n.code, 2);
  EXPECT_EQ(other_n.err,
            "nqga count: t holds the count of n = 10 (count.json); count n = 11 into another "
            "directory with --out DIR, or resume it with nqga count 10 --out t\n");
  const Outcome bad_shard = nqga("count 10 --out t --shard 3/2");
  EXPECT_EQ(bad_shard.code, 2);
  EXPECT_EQ(bad_shard.err, "nqga count: --shard 3/2: shard I/K needs 0 <= I < K, got 3/2\n");
  const Outcome word_shard = nqga("count 10 --out t --shard half");
  EXPECT_EQ(word_shard.err, "nqga count: --shard half: expected I/K, e.g. --shard 0/4\n");
  const Outcome no_dir = nqga("count 10 --shard 0/2");
  EXPECT_EQ(no_dir.code, 2);
  EXPECT_EQ(no_dir.err,
            "nqga count: --shard needs --out DIR, the count directory where the shards' records "
            "meet\n");
  const Outcome classic = nqga("count 10 --classic --out t");
  EXPECT_EQ(classic.code, 2);
  EXPECT_EQ(classic.err,
            "nqga count: --out and --shard split the count by border constellations; --classic "
            "runs in one piece\n");
  fs::create_directories(dir_ / "notes");
  write("notes/keep.txt", "mine\n");
  const Outcome not_count = nqga("count 10 --out notes");
  EXPECT_EQ(not_count.code, 2);
  EXPECT_EQ(not_count.err,
            "nqga count: notes exists and is not a count directory (no count.json); choose "
            "another with --out DIR\n");
}

// The long mode: n = 17 and 18 over four shard processes started together.
TEST_F(Cli, LongCountOverFourShardsMatchesTheReference) {
  for (const auto& [n, total, unique] :
       {std::tuple{17, 95815104LL, 11977939LL}, std::tuple{18, 666090624LL, 83263591LL}}) {
    const std::string dir = "c" + std::to_string(n);
    std::vector<pid_t> shards;
    for (int i = 0; i < 4; ++i) {
      shards.push_back(start("count " + std::to_string(n) + " --out " + dir +
                                 " --threads 1 --json --shard " + std::to_string(i) + "/4",
                             std::to_string(i)));
    }
    for (int i = 0; i < 4; ++i) ASSERT_EQ(finish(shards[i], std::to_string(i)).code, 0);
    const Outcome whole = nqga("count " + std::to_string(n) + " --out " + dir + " --json");
    EXPECT_EQ(json_number(whole.out, "total"), total) << whole.out;
    EXPECT_EQ(json_number(whole.out, "unique"), unique) << whole.out;
    EXPECT_EQ(json_number(whole.out, "subproblems_run"), 0) << whole.out;
  }
}

// Width and height from a PNG's IHDR chunk.
std::pair<int, int> png_size(const fs::path& path) {
  const std::string bytes = read_text(path);
  if (bytes.size() < 24 || bytes.compare(1, 3, "PNG") != 0) return {0, 0};
  auto big_endian = [&](std::size_t at) {
    int value = 0;
    for (std::size_t i = 0; i < 4; ++i)
      value = value << 8 | static_cast<unsigned char>(bytes[at + i]);
    return value;
  };
  return {big_endian(16), big_endian(20)};
}

TEST_F(Cli, PlotDrawsEveryFigureTheDataSupports) {
  write("p.yaml",
        "n: [6, 8, 10]\nseeds: 5\nga:\n  population: 30\n  selection: {method: [roulette, "
        "tournament]}\nstop: {max_generations: 40}\n");
  const Outcome run = nqga("run p.yaml --out r --no-plot");
  ASSERT_EQ(run.code, 0) << run.err;
  EXPECT_FALSE(fs::exists(dir_ / "r/plots"));
  const Outcome plot = nqga("plot r");
  ASSERT_EQ(plot.code, 0) << plot.err;
  for (const char* figure :
       {"convergence", "time_vs_n", "work_vs_n", "success", "ecdf", "heatmap", "coverage"}) {
    const fs::path png = dir_ / "r/plots" / (std::string(figure) + ".png");
    const fs::path svg = dir_ / "r/plots" / (std::string(figure) + ".svg");
    ASSERT_TRUE(fs::exists(png)) << figure << "\n" << plot.out;
    EXPECT_EQ(png_size(png), std::make_pair(960, 600)) << figure;
    const std::string text = read_text(svg);
    EXPECT_NE(text.find("<svg"), std::string::npos) << figure;
    if (std::string(figure) == "convergence" || std::string(figure) == "ecdf") {
      // A titled series per parameter point.
      EXPECT_NE(text.find("n=10 ga.selection.method=tournament"), std::string::npos) << figure;
      EXPECT_NE(text.find("n=6 ga.selection.method=roulette"), std::string::npos) << figure;
    }
  }
  EXPECT_TRUE(fs::exists(dir_ / "r/plots/ecdf.csv"));
}

TEST_F(Cli, PlotWithoutGnuplotStillWritesTheData) {
  write("p.yaml", "n: [6, 8]\nseeds: 3\n");
  const Outcome run = nqga("run p.yaml --out r", "PATH=/nonexistent");
  EXPECT_EQ(run.code, 0) << run.err;
  EXPECT_NE(run.out.find("gnuplot is not installed, so no figures were drawn"), std::string::npos)
      << run.out;
  EXPECT_TRUE(fs::exists(dir_ / "r/plots/success.csv"));
  EXPECT_FALSE(fs::exists(dir_ / "r/plots/success.png"));
}

TEST_F(Cli, SolveWritesAValidatedBoardThatCheckAccepts) {
  for (const char* method : {"auto", "min-conflicts", "memetic", "ga"}) {
    const Outcome solved = nqga(std::string("solve 50 --json --out b.txt --method ") + method);
    ASSERT_EQ(solved.code, 0) << method << ": " << solved.err;
    EXPECT_NE(solved.out.find("\"valid\":true"), std::string::npos) << solved.out;
    const Outcome checked = nqga("check b.txt");
    EXPECT_EQ(checked.code, 0) << checked.out << checked.err;
    EXPECT_EQ(checked.out, "b.txt: valid: 50 queens, no two attack each other\n");
  }
  ASSERT_EQ(nqga("solve 100000 --seed 5 --out big.bin").code, 0);
  EXPECT_EQ(fs::file_size(dir_ / "big.bin"), 400000u);
  EXPECT_EQ(nqga("check big.bin").out, "big.bin: valid: 100000 queens, no two attack each other\n");
  ASSERT_EQ(nqga("solve 100000 --seed 5 --out again.bin").code, 0);
  EXPECT_EQ(read_text(dir_ / "big.bin"), read_text(dir_ / "again.bin"));  // same seed, same board
  const Outcome one = nqga("solve 1");
  EXPECT_EQ(one.code, 0);
  const Outcome three = nqga("solve 3");
  EXPECT_EQ(three.code, 1);
  EXPECT_EQ(three.out, "n = 3: no solution exists\n");
}

TEST_F(Cli, SolveRefusesWhatItCannotDo) {
  const Outcome memory = nqga("solve 100000000", "NQGA_MAX_MEMORY=100000000");
  EXPECT_EQ(memory.code, 2);
  EXPECT_EQ(memory.err,
            "nqga solve: n = 100000000 needs about 524.5 MiB with min-conflicts, but only 95.4 MiB "
            "of memory is available (NQGA_MAX_MEMORY)\n");
  // Beyond 10^9 (the sweeps' limit) min-conflicts goes on to 2^31 - 1; memory is what stops it.
  const Outcome largest = nqga("solve 2147483647", "NQGA_MAX_MEMORY=1000000000");
  EXPECT_EQ(largest.code, 2);
  EXPECT_EQ(largest.err,
            "nqga solve: n = 2147483647 needs about 11.00 GiB with min-conflicts, but only 953.7 "
            "MiB of memory is available (NQGA_MAX_MEMORY)\n");
  const Outcome exact = nqga("solve 2000000000 --method backtracking-first");
  EXPECT_EQ(exact.code, 2);
  EXPECT_EQ(exact.err,
            "nqga solve: --method backtracking-first takes n up to 1000000; use min-conflicts (or "
            "auto) beyond\n");
  const Outcome help = nqga("solve --help");
  EXPECT_NE(help.out.find("one validated solution for any n up to 2^31 - 1 (32-bit columns), "
                          "memory permitting: min-conflicts holds 5.5 bytes a queen (11 GiB at "
                          "2^31 - 1)"),
            std::string::npos)
      << help.out;
  const Outcome zero = nqga("solve 0");
  EXPECT_EQ(zero.code, 2);
  EXPECT_EQ(zero.err, "nqga solve: n must be in [1, 2147483647], got 0\n");
  const Outcome huge = nqga("solve 1000000000000");
  EXPECT_EQ(huge.code, 2);
  EXPECT_EQ(huge.err, "nqga solve: n must be in [1, 2147483647], got 1000000000000\n");
  const Outcome ga = nqga("solve 1000000 --method ga");
  EXPECT_EQ(ga.code, 2);
  EXPECT_EQ(ga.err,
            "nqga solve: --method ga takes n up to 100000 (it holds population x n boards); use "
            "min-conflicts (or auto) beyond\n");
  const Outcome method = nqga("solve 8 --method annealing");
  EXPECT_EQ(method.code, 2);
  EXPECT_EQ(method.err,
            "nqga solve: unknown method 'annealing' (one of auto, ga, min-conflicts, memetic, "
            "backtracking-first)\n");
}

// The limit counts from the start: the greedy start of 2 x 10^7 queens alone takes longer.
TEST_F(Cli, SolveHonoursItsTimeLimitFromTheStart) {
  const Outcome late = nqga("solve 20000000 --time-limit 0.01");
  EXPECT_EQ(late.code, 1) << late.err;
  EXPECT_EQ(late.out, "n = 20000000: no solution within 0.01 s (min-conflicts)\n");
}

TEST_F(Cli, CheckNamesTheProblemWithABoardFile) {
  auto check = [&](const std::string& name, const std::string& content) {
    write(name, content);
    return nqga("check " + name);
  };
  Outcome o = check("conflict.txt", "8\n1 5 8 6 3 7 2 4\n");
  EXPECT_EQ(o.code, 0);
  o = check("swapped.txt", "8\n1 5 6 8 3 7 2 4\n");
  EXPECT_EQ(o.code, 1);
  EXPECT_EQ(o.out,
            "swapped.txt: invalid: queens at row 2 column 5 and row 3 column 6 share a diagonal\n");
  o = check("repeated.txt", "4\n2 4 2 3\n");
  EXPECT_EQ(o.code, 1);
  EXPECT_EQ(o.out, "repeated.txt: invalid: rows 1 and 3 both use column 2\n");
  o = check("short.txt", "8\n1 5 8 6\n");
  EXPECT_EQ(o.code, 2);
  EXPECT_EQ(o.err, "nqga check: short.txt: ends after 4 of 8 columns (truncated?)\n");
  // A header announcing 2 billion queens in a short file: told at once, nothing large allocated.
  o = check("huge.txt", "2000000000\n1 2 3\n");
  EXPECT_EQ(o.code, 2);
  EXPECT_EQ(o.err, "nqga check: huge.txt: ends after 3 of 2000000000 columns (truncated?)\n");
  o = check("long.txt", "4\n2 4 1 3\n1\n");
  EXPECT_EQ(o.code, 2);
  EXPECT_EQ(o.err, "nqga check: long.txt: line 3: more than the 4 columns n announces\n");
  o = check("negative.txt", "4\n2 -4 1 3\n");
  EXPECT_EQ(o.code, 2);
  EXPECT_EQ(o.err, "nqga check: negative.txt: line 2: row 2 has column -4, outside 1..4\n");
  o = check("garbage.txt", "\x89PNG\x01\x02 whatever");
  EXPECT_EQ(o.code, 2);
  EXPECT_EQ(o.err,
            "nqga check: garbage.txt: line 1: '?PNG?"
            "?' is not a board size n\n");
  o = check("empty.txt", "");
  EXPECT_EQ(o.code, 2);
  EXPECT_EQ(o.err,
            "nqga check: empty.txt: is empty; a board file starts with n, then the n columns\n");
  o = check("truncated.bin", std::string("\x01\x00\x00\x00\x03\x00\x00", 7));
  EXPECT_EQ(o.code, 2);
  EXPECT_EQ(
      o.err,
      "nqga check: truncated.bin: 7 bytes is not a whole number of 4-byte columns (truncated?)\n");
  o = check("range.bin", std::string("\x01\x00\x00\x00\x09\x00\x00\x00", 8));
  EXPECT_EQ(o.code, 2);
  EXPECT_EQ(o.err, "nqga check: range.bin: row 2 has column 10, outside 1..2\n");
  o = nqga("check missing.txt");
  EXPECT_EQ(o.code, 2);
  EXPECT_EQ(o.err, "nqga check: missing.txt: cannot open the file (does it exist?)\n");
  fs::create_directory(dir_ / "folder");
  o = nqga("check folder");
  EXPECT_EQ(o.err, "nqga check: folder: is a directory, not a board file\n");
}

// The shipped configs, made small and deterministic (tests/data/golden/sweeps.txt), give the runs
// recorded in tests/data/golden/ to the byte, seconds aside: refactorings keep every result, and
// g++ and clang builds agree (the sanitizer stage runs this test on clang's build).
TEST_F(Cli, GoldenSweepsOfTheShippedConfigsAreUnchanged) {
  const fs::path golden = fs::path(NQGA_SOURCE_DIR) / "tests/data/golden";
  std::ifstream sweeps(golden / "sweeps.txt");
  int checked = 0;
  for (std::string line; std::getline(sweeps, line);) {
    if (line.empty() || line[0] == '#') continue;
    const std::string config = line.substr(0, line.find(' '));
    const std::string overrides = line.substr(config.size());
    const Outcome run = nqga("run '" NQGA_SOURCE_DIR "/configs/" + config + ".yaml'" + overrides +
                             " --out " + config + " --no-plot --jobs 1");
    ASSERT_EQ(run.code, 0) << config << ": " << run.err;
    EXPECT_EQ(without_column(read_text(dir_ / config / "runs.csv"), "seconds"),
              without_column(read_text(golden / (config + ".runs.csv")), "seconds"))
        << config;
    ++checked;
  }
  EXPECT_EQ(checked, 10);
}

// What xmllint, a real XML parser, finds in `file` by an XPath expression (a count, a string);
// "not XML" when the file does not parse.
std::string xpath(const fs::path& file, const std::string& expression) {
  const std::string command =
      "xmllint --xpath \"" + expression + "\" '" + file.string() + "' 2>/dev/null";
  std::FILE* pipe = ::popen(command.c_str(), "r");
  if (!pipe) return "cannot run xmllint";
  std::string result;
  char buffer[256];
  while (std::fgets(buffer, sizeof buffer, pipe)) result += buffer;
  if (!result.empty() && result.back() == '\n') result.pop_back();
  return ::pclose(pipe) == 0 ? result : "not XML";
}

const char* kQueens = "count(//*[contains(concat(' ', @class, ' '), ' queen ')])";
const char* kAttackedQueens =
    "count(//*[contains(concat(' ', @class, ' '), ' queen ') and contains(concat(' ', @class, ' "
    "'), ' attacked ')])";
const char* kTitle = "string(/*/*[local-name()='title'])";

TEST_F(Cli, ShowDrawsABoardInTheTerminal) {
  write("solution.txt", "8\n1 5 8 6 3 7 2 4\n");
  Outcome o = nqga("show solution.txt");
  EXPECT_EQ(o.code, 0) << o.err;
  EXPECT_EQ(o.out,
            "valid: 8 queens, no two attack each other\n"
            "   1 2 3 4 5 6 7 8\n"
            "1  ♛ · · · · · · ·\n"
            "2  · · · · ♛ · · ·\n"
            "3  · · · · · · · ♛\n"
            "4  · · · · · ♛ · ·\n"
            "5  · · ♛ · · · · ·\n"
            "6  · · · · · · ♛ ·\n"
            "7  · ♛ · · · · · ·\n"
            "8  · · · ♛ · · · ·\n");
  // Rows 3 and 4 swapped: (2,5)-(3,6), (3,6)-(7,2) and (4,8)-(8,4) share diagonals.
  write("swapped.txt", "8\n1 5 6 8 3 7 2 4\n");
  o = nqga("show swapped.txt");
  EXPECT_EQ(o.code, 0) << o.err;
  EXPECT_EQ(o.out,
            "not a solution: 8 queens, 3 attacking pairs\n"
            "the first in row order: queens at row 2 column 5 and row 3 column 6 share a "
            "diagonal\n"
            "(♕ a queen under attack; ╲ ╱ │ between two queens that attack each other)\n"
            "   1 2 3 4 5 6 7 8\n"
            "1  ♛ · · · · · · ·\n"
            "2  · · · · ♕ · · ·\n"
            "3  · · · · · ♕ · ·\n"
            "4  · · · · ╱ · · ♕\n"
            "5  · · ♛ ╱ · · ╱ ·\n"
            "6  · · ╱ · · ╱ ♛ ·\n"
            "7  · ♕ · · ╱ · · ·\n"
            "8  · · · ♕ · · · ·\n");
  // A repeated column is an attack too; the binary form reads the same.
  o = nqga("show - < repeated.txt", "", "printf '4\\n2 4 2 3\\n' >repeated.txt;");
  EXPECT_EQ(o.out,
            "not a solution: 4 queens, 2 attacking pairs\n"
            "the first in row order: rows 1 and 3 both use column 2\n"
            "(♕ a queen under attack; ╲ ╱ │ between two queens that attack each other)\n"
            "   1 2 3 4\n"
            "1  · ♕ · ·\n"
            "2  · │ · ♛\n"
            "3  · ♕ · ·\n"
            "4  · · ♕ ·\n");
  // Standard input: what `nqga first` prints, and what `nqga solve --out -` writes.
  const Outcome first = nqga("show -", "", "'" NQGA_EXE "' first 8 |");
  EXPECT_EQ(first.code, 0) << first.err;
  EXPECT_EQ(first.out, nqga("show solution.txt").out);
  const Outcome solved = nqga("show -", "", "'" NQGA_EXE "' solve 20 --out - 2>/dev/null |");
  EXPECT_EQ(solved.code, 0) << solved.err;
  EXPECT_EQ(solved.out.rfind("valid: 20 queens, no two attack each other\n", 0), 0u) << solved.out;
  EXPECT_EQ(std::count(solved.out.begin(), solved.out.end(), '\n'), 1 + 2 + 20);
}

TEST_F(Cli, ShowDrawsSvgAndPngAtAnySize) {
  write("swapped.txt", "8\n1 5 6 8 3 7 2 4\n");
  Outcome o = nqga("show swapped.txt --svg b.svg --png b.png");
  ASSERT_EQ(o.code, 0) << o.err;
  EXPECT_EQ(o.out, "wrote b.svg\nwrote b.png\n");
  EXPECT_EQ(xpath(dir_ / "b.svg", kQueens), "8");
  EXPECT_EQ(xpath(dir_ / "b.svg", kAttackedQueens), "5");
  EXPECT_EQ(xpath(dir_ / "b.svg", kTitle), "not a solution: 8 queens, 3 attacking pairs");
  EXPECT_GT(png_size(dir_ / "b.png").first, 0);
  ASSERT_EQ(nqga("solve 200 --out b200.txt").code, 0);
  ASSERT_EQ(nqga("show b200.txt --svg b200.svg").code, 0);
  EXPECT_EQ(xpath(dir_ / "b200.svg", kQueens), "200");
  EXPECT_EQ(xpath(dir_ / "b200.svg", kTitle), "valid: 200 queens, no two attack each other");
  // Beyond 200 the density view: no element per queen, a file of bounded size.
  ASSERT_EQ(nqga("solve 1000000 --out m.bin").code, 0);
  o = nqga("show m.bin --svg m.svg --png m.png");
  ASSERT_EQ(o.code, 0) << o.err;
  EXPECT_EQ(xpath(dir_ / "m.svg", kQueens), "0");
  EXPECT_EQ(xpath(dir_ / "m.svg", kTitle), "valid: 1000000 queens, no two attack each other");
  EXPECT_EQ(xpath(dir_ / "m.svg", "count(//*[@class='density'])"), "1");
  EXPECT_LT(fs::file_size(dir_ / "m.svg"), 400000u);
  EXPECT_LT(fs::file_size(dir_ / "m.png"), 200000u);
  EXPECT_GT(png_size(dir_ / "m.png").first, 0);
}

TEST_F(Cli, ShowDrawsTheBestBoardOfAJob) {
  write("j.yaml", "n: [4, 40]\nseeds: 1\nstop: {max_generations: 2}\n");
  ASSERT_EQ(nqga("run j.yaml --out r --no-plot").code, 0);
  Outcome o = nqga("show r/jobs/0");
  EXPECT_EQ(o.code, 0) << o.err;
  EXPECT_NE(o.out.find("): solved; its best board:\nvalid: 4 queens, no two attack each other\n"),
            std::string::npos)
      << o.out;
  // An unsolved job: the picture counts the conflicts its record reports.
  const std::string record = read_text(dir_ / "r/jobs/1.json");
  const std::size_t at = record.find("\"best_conflicts\":");
  ASSERT_NE(at, std::string::npos) << record;
  const std::string conflicts = record.substr(at + 17, record.find(',', at) - at - 17);
  o = nqga("show r/jobs/1.json --svg j.svg");
  EXPECT_EQ(o.code, 0) << o.err;
  EXPECT_NE(o.out.find("not solved (max_generations); its best board:\nwrote j.svg\n"),
            std::string::npos)
      << o.out;
  EXPECT_EQ(xpath(dir_ / "j.svg", kTitle),
            "not a solution: 40 queens, " + conflicts + " attacking pairs");
  EXPECT_EQ(xpath(dir_ / "j.svg", kQueens), "40");
  write("c.yaml", "n: 6\nsolver: backtracking-count\n");
  ASSERT_EQ(nqga("run c.yaml --out c --no-plot").code, 0);
  o = nqga("show c/jobs/0");
  EXPECT_EQ(o.code, 2);
  EXPECT_EQ(o.err,
            "nqga show: c/jobs/0.json: job 0 (solver backtracking-count) holds no board to draw; "
            "jobs of ga, min-conflicts, memetic, backtracking-first do\n");
  write("r/jobs/1.json", "{\"schema\": 1, \"id\": 1, \"poi");  // truncated
  o = nqga("show r/jobs/1");
  EXPECT_EQ(o.code, 2);
  EXPECT_EQ(o.err,
            "nqga show: r/jobs/1.json: not a job record ([json.exception.parse_error.101] parse "
            "error at line 1, column 28: syntax error while parsing object key - invalid string: "
            "missing closing quote; last read: '\"poi'; expected string literal)\n");
}

TEST_F(Cli, ShowRefusesWhatItCannotDraw) {
  write("short.txt", "8\n1 5 8 6\n");
  Outcome o = nqga("show short.txt");
  EXPECT_EQ(o.code, 2);
  EXPECT_EQ(o.err, "nqga show: short.txt: ends after 4 of 8 columns (truncated?)\n");
  o = nqga("show - < /dev/null");
  EXPECT_EQ(o.code, 2);
  EXPECT_EQ(o.err, "nqga show: stdin: is empty; a board file starts with n, then the n columns\n");
  o = nqga("show -", "", "'" NQGA_EXE "' first 3 |");
  EXPECT_EQ(o.code, 2);
  EXPECT_EQ(o.err, "nqga show: stdin: line 1: 'no' is not a column number\n");
  ASSERT_EQ(nqga("solve 65 --out b65.txt").code, 0);
  o = nqga("show b65.txt");
  EXPECT_EQ(o.code, 2);
  EXPECT_EQ(o.err,
            "nqga show: b65.txt: 65 queens are too many for the terminal (at most 64); draw them "
            "with --svg FILE or --png FILE\n");
  o = nqga("show b65.txt --svg b.svg --png b.png", "PATH=/nonexistent");
  EXPECT_EQ(o.code, 2);
  EXPECT_EQ(o.err,
            "nqga show: rsvg-convert is not installed, so no PNG was drawn; install it (apt-get "
            "install librsvg2-bin), or draw SVG with --svg FILE\n");
  EXPECT_FALSE(fs::exists(dir_ / "b.svg"));
}

TEST_F(Cli, TreeDrawsTheStateSpaceTreeWithTheClassicCounts) {
  const Outcome count = nqga("count 4 --classic");
  ASSERT_NE(count.out.find("state-space nodes 341, visited 61, promising 17"), std::string::npos);
  Outcome o = nqga("tree 4");
  EXPECT_EQ(o.code, 0) << o.err;
  EXPECT_NE(o.out.find("state space 341 nodes, visited 61, promising 17, solutions 2"),
            std::string::npos)
      << o.out;
  EXPECT_EQ(std::count(o.out.begin(), o.out.end(), '\n'), 3 + 61);  // the caption, the nodes
  std::size_t crossed = 0;
  for (std::size_t at = o.out.find(" ×\n"); at != std::string::npos;
       at = o.out.find(" ×\n", at + 1))
    ++crossed;
  EXPECT_EQ(crossed, 61u - 17u);
  o = nqga("tree 4 --svg t.svg --png t.png --dot t.dot");
  ASSERT_EQ(o.code, 0) << o.err;
  EXPECT_NE(o.out.find("wrote t.dot\nwrote t.svg\nwrote t.png\n"), std::string::npos) << o.out;
  EXPECT_EQ(xpath(dir_ / "t.svg", "count(//*[@class='node'])"), "61");
  EXPECT_EQ(xpath(dir_ / "t.svg", "count(//*[@class='edge'])"), "60");
  EXPECT_GT(png_size(dir_ / "t.png").first, 0);
  o = nqga("tree 3 --no-prune --svg plain.svg");
  ASSERT_EQ(o.code, 0) << o.err;
  EXPECT_EQ(xpath(dir_ / "plain.svg", "count(//*[@class='node'])"), "40");  // 1 + 3 + 9 + 27
  // The DOT source needs no Graphviz; the pictures do, and say which package.
  o = nqga("tree 5 --dot five.dot", "PATH=/nonexistent");
  EXPECT_EQ(o.code, 0) << o.err;
  EXPECT_TRUE(fs::exists(dir_ / "five.dot"));
  o = nqga("tree 5 --svg five.svg", "PATH=/nonexistent");
  EXPECT_EQ(o.code, 2);
  EXPECT_EQ(o.err,
            "nqga tree: Graphviz's dot is not installed, so no picture was drawn; install it "
            "(apt-get install graphviz), or write the DOT source with --dot FILE, or leave out "
            "--svg and --png for the tree as text\n");
  EXPECT_FALSE(fs::exists(dir_ / "five.svg"));
  o = nqga("tree 7");
  EXPECT_EQ(o.code, 2);
  EXPECT_EQ(o.err,
            "nqga tree: the backtracking tree is drawn for n in [1, 6], got 7 (n = 7 visits 3,585 "
            "nodes; `nqga count N --classic` counts them for larger n)\n");
  o = nqga("tree 6 --no-prune");
  EXPECT_EQ(o.code, 2);
  EXPECT_EQ(o.err,
            "nqga tree: the plain depth-first search tree (--no-prune) is drawn for n in [1, 5], "
            "got 6 (n = 6 has 55,987 nodes; `nqga count N --classic --no-prune` counts them)\n");
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
  EXPECT_EQ(std::count(csv.begin(), csv.end(), '\n'), 3);  // header, n = 6, n = 8
  EXPECT_EQ(csv.find("wilcoxon"), std::string::npos) << csv;  // a seed per job: nothing pairs
  const Outcome table = nqga("compare r");
  EXPECT_EQ(table.code, 0) << table.err;
  for (const char* part :
       {"Rank tests on evaluations, two-sided: U Mann-Whitney (independent runs), V Wilcoxon "
        "signed-rank (runs paired by seed); Holm's correction over 2 pair",
        "\nn = 6\n", "\nn = 8\n", "Kruskal-Wallis test over 2 points at n = 8: chi2 = "}) {
    EXPECT_NE(table.out.find(part), std::string::npos) << part << "\n" << table.out;
  }
  const Outcome json = nqga("compare r --json");
  EXPECT_EQ(json.out, read_text(dir_ / "r/comparison.json"));
  EXPECT_EQ(nlohmann::json::parse(json.out)["family_size"], 2);
  const Outcome seconds = nqga("compare r --metric seconds --out elsewhere");
  EXPECT_EQ(seconds.code, 0) << seconds.err;
  EXPECT_EQ(read_text(dir_ / "elsewhere/comparison-seconds.csv").find("\nseconds,"),
            csv.find('\n'));
  // A run directory against itself: every matched pair has the same runs on both sides.
  const Outcome self = nqga("compare r r");
  EXPECT_EQ(self.code, 0) << self.err;
  EXPECT_NE(self.out.find("over 4 pair(s); A: r, B: r, points matched by label"), std::string::npos)
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
            "counts repair swaps as evaluations, different units of work; compare them with "
            "--metric seconds\n");
  o = nqga("compare u --metric seconds --json");
  EXPECT_EQ(o.code, 0) << o.err;
  EXPECT_EQ(nlohmann::json::parse(o.out)["family_size"], 1);
}

TEST_F(Cli, InfiniteNumbersAreJsonNull) {
  write("t.yaml", "n: 3\nseeds: 2\nstop: {max_generations: 5}\n");  // n = 3 has no solution
  ASSERT_EQ(nqga("run t.yaml --out t --no-plot").code, 0);
  const std::string text = read_text(dir_ / "t/summary.json");
  EXPECT_EQ(text.find("inf"), std::string::npos) << text;
  EXPECT_TRUE(nlohmann::json::parse(text)["points"][0]["ert_evaluations"].is_null());
}

TEST_F(Cli, QuickstartTournamentBeatsRouletteAtN32AfterHolm) {
  // The README's example: deterministic for the config's seed on any machine and compiler.
  const Outcome run =
      nqga("run '" NQGA_SOURCE_DIR "/configs/quickstart.yaml' --out q --no-plot --json");
  ASSERT_EQ(run.code, 0) << run.err;
  const auto comparison = nlohmann::json::parse(read_text(dir_ / "q/comparison.json"));
  ASSERT_EQ(comparison["pairs"].size(), 3u);
  const auto& at_32 = comparison["pairs"][2];
  EXPECT_EQ(at_32["n"], 32);
  EXPECT_EQ(at_32["point_a"], "n=32 ga.selection.method=roulette");
  EXPECT_EQ(at_32["point_b"], "n=32 ga.selection.method=tournament");
  EXPECT_LT(at_32["p_holm"].get<double>(), 0.05);
  EXPECT_EQ(at_32["effect"], "large");
  EXPECT_LT(at_32["a12"].get<double>(), 0.5);  // roulette loses
}

TEST_F(Cli, CompareNamesWhatItCannotCompare) {
  write("s.yaml", kSmallSweep);
  ASSERT_EQ(nqga("run s.yaml --out r --no-plot").code, 0);
  Outcome o = nqga("compare r --baseline ga.selection.method=sus");
  EXPECT_EQ(o.code, 2);
  EXPECT_EQ(o.err.rfind("nqga compare: --baseline 'ga.selection.method=sus' names no point that "
                        "has another at its n; the points are 'n=6 ga.selection.method=roulette'",
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
            "nqga compare: nowhere/summary.csv: no such file; is nowhere a run directory? (nqga "
            "summarize nowhere rebuilds its tables from the job records)\n");
  write("one.yaml", "n: 6\nseeds: 3\n");
  const Outcome one = nqga("run one.yaml --out one --no-plot");
  EXPECT_EQ(one.out.find("comparison:"), std::string::npos) << one.out;
  EXPECT_FALSE(fs::exists(dir_ / "one/comparison.csv"));
  o = nqga("compare one");
  EXPECT_EQ(o.code, 2);
  EXPECT_EQ(o.err, "nqga compare: nothing to compare: no two points with runs share an n\n");
}

TEST_F(Cli, JsonOnStdoutIsOneDocument) {
  write("s.yaml", kSmallSweep);
  const Outcome dry = nqga("run s.yaml --dry-run --json --out r");
  ASSERT_EQ(dry.code, 0) << dry.err;
  const auto jobs = nlohmann::json::parse(dry.out);
  EXPECT_EQ(jobs["jobs_total"], 16);
  EXPECT_EQ(jobs["points"], 4);
  EXPECT_EQ(jobs["axes"], nlohmann::json({"n", "ga.selection.method"}));
  EXPECT_EQ(jobs["jobs"][5]["point"], 1);
  EXPECT_EQ(jobs["jobs"][5]["replicate"], 1);
  EXPECT_EQ(jobs["jobs"][5]["parameters"],
            nlohmann::json({{"n", "6"}, {"ga.selection.method", "tournament"}}));
  EXPECT_FALSE(fs::exists(dir_ / "r"));
  const Outcome run = nqga("run s.yaml --json --out r");
  ASSERT_EQ(run.code, 0) << run.err;
  EXPECT_EQ(run.out, read_text(dir_ / "r/summary.json"));  // nothing else on stdout
  EXPECT_EQ(nlohmann::json::parse(run.out)["jobs_present"], 16);
  const Outcome summarize = nqga("summarize r --json");
  EXPECT_EQ(summarize.code, 0) << summarize.err;
  EXPECT_EQ(summarize.out, run.out);
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

TEST_F(Cli, KeysPrintsTheReadmeReference) {
  const Outcome keys = nqga("keys");
  EXPECT_EQ(keys.code, 0);
  // The README's config reference is this table, so the README never drifts from the schema.
  const std::string readme = read_text(fs::path(NQGA_SOURCE_DIR) / "README.md");
  EXPECT_NE(readme.find(keys.out), std::string::npos)
      << "README.md's config reference is out of date; paste `nqga keys` into it";
}

// nqga tune: a config whose keys hold lists (a range is nqga tune's only, so these tests can run
// the same file with nqga run too), two board sizes, a budget per run.
const char* kTuneConfig =
    "n: [8, 10]\nseeds: 2\nga:\n  population: 20\n  selection: {method: [roulette, "
    "tournament]}\n  mutation: {rate: [0.1, 0.3]}\nstop: {max_evaluations: 2000}\n";

// Whether R with the irace package is here (the test command installs r-cran-irace).
bool irace_installed() {
  return std::system(
             "Rscript -e 'quit(status = if (requireNamespace(\"irace\", quietly = "
             "TRUE)) 0 else 1)' >/dev/null 2>&1") == 0;
}

TEST_F(Cli, TuneWithoutIraceWritesTheScenarioAndSaysHow) {
  write("t.yaml", kTuneConfig);
  const Outcome tune = nqga("tune t.yaml --budget 96 --out scenario", "PATH=/nonexistent");
  ASSERT_EQ(tune.code, 0) << tune.err;
  EXPECT_NE(tune.out.find("irace is not installed here: Rscript is not on PATH. Install it "
                          "(Debian 12, as root):\n  apt-get install --no-install-recommends "
                          "r-cran-irace\n"),
            std::string::npos)
      << tune.out;
  EXPECT_NE(tune.out.find("  cd 'scenario' && Rscript -e 'irace::irace.cmdline()' --scenario "
                          "scenario.txt\n"),
            std::string::npos)
      << tune.out;
  for (const char* file :
       {"tune.yaml", "parameters.txt", "instances.txt", "target-runner", "scenario.txt"}) {
    EXPECT_TRUE(fs::exists(dir_ / "scenario" / file)) << file;
  }
  EXPECT_EQ(::access((dir_ / "scenario/target-runner").c_str(), X_OK), 0);
  EXPECT_EQ(read_text(dir_ / "scenario/instances.txt"), "8\n10\n");
  EXPECT_FALSE(fs::exists(dir_ / "scenario/best.yaml"));
  // R without the irace package: a stand-in Rscript that finds no package.
  fs::create_directories(dir_ / "bin");
  write("bin/Rscript", "#!/bin/sh\nexit 1\n");
  fs::permissions(dir_ / "bin/Rscript", fs::perms::owner_all);
  const Outcome no_package =
      nqga("tune t.yaml --budget 96 --out scenario", "PATH=\"$PWD/bin:$PATH\"");
  EXPECT_EQ(no_package.code, 0) << no_package.err;
  EXPECT_NE(no_package.out.find("irace is not installed here: R has no package irace."),
            std::string::npos)
      << no_package.out;
}

TEST_F(Cli, TuneRefusesAConfigWithoutARunBudget) {
  write("t.yaml", "n: 8\nga: {mutation: {rate: {min: 0.01, max: 0.5}}}\n");
  const Outcome tune = nqga("tune t.yaml --budget 96 --out scenario");
  EXPECT_EQ(tune.code, 2);
  EXPECT_EQ(tune.err,
            "nqga: t.yaml: stop.max_evaluations: nqga tune needs a budget per run: set it above 0 "
            "(a run costs its evaluations to a solution, or 10 x this budget when unsolved: "
            "PAR10)\n");
  EXPECT_FALSE(fs::exists(dir_ / "scenario"));
  // A key no configuration would use is refused as nqga run refuses it.
  write("u.yaml",
        "n: 8\nga: {mutation: {rate: {min: 0.01, max: 0.5}}, islands: {count: 2}}\n"
        "stop: {max_evaluations: 1000}\n");
  const Outcome unused = nqga("tune u.yaml --budget 96 --out scenario");
  EXPECT_EQ(unused.code, 2);
  EXPECT_EQ(unused.err,
            "nqga: u.yaml:2:64: ga.islands.count: is set, but it matters only when ga.model is "
            "islands, and here ga.model is generational; remove it, or give ga.model a value "
            "that uses it\n");
  EXPECT_FALSE(fs::exists(dir_ / "scenario"));
}

// The target runner takes irace's arguments (configuration id, instance id, seed, instance,
// key=value parameters) and prints one number: the evaluations of the very run nqga run makes
// of that configuration with that seed, or 10 x the budget when unsolved; a run nqga cannot
// start prints why and fails, which irace shows.
TEST_F(Cli, TheTargetRunnerPrintsOneCost) {
  write("t.yaml", kTuneConfig);
  ASSERT_EQ(nqga("tune t.yaml --budget 96 --out scenario", "PATH=/nonexistent").code, 0);
  const std::string runner = "scenario/target-runner";
  const std::string parameters = " ga.selection.method=tournament ga.mutation.rate=0.3";
  const Outcome solved = shell(runner + " 4 1 2 8" + parameters);
  ASSERT_EQ(solved.code, 0) << solved.out << solved.err;
  ASSERT_TRUE(nqga("run t.yaml n=8 seed=2 seeds=1 --out r --no-plot" + parameters).code == 0);
  const auto job = nlohmann::json::parse(read_text(dir_ / "r/jobs/0.json"));
  ASSERT_TRUE(job["solved"].get<bool>());
  EXPECT_EQ(solved.out, std::to_string(job["evaluations"].get<std::int64_t>()) + "\n");
  EXPECT_EQ(solved.err, "");
  const Outcome unsolved = shell(runner + " 4 2 123 3" + parameters);
  EXPECT_EQ(unsolved.code, 0);
  EXPECT_EQ(unsolved.out, "20000\n");  // n = 3 has no solution: 10 x stop.max_evaluations
  const Outcome broken = shell(runner + " 4 1 123 8 ga.selection.method=best");
  EXPECT_EQ(broken.code, 2);
  EXPECT_NE(broken.err.find("ga.selection.method: unknown value 'best'"), std::string::npos)
      << broken.err;
  const Outcome too_few = shell(runner + " 4 1");
  EXPECT_EQ(too_few.code, 1);
  EXPECT_EQ(too_few.out,
            "target-runner: expected a configuration id, an instance id, a seed and a board size, "
            "got: 4 1\n");
}

// The whole tuning with the real irace, on a tiny budget: the elite becomes best.yaml, which
// nqga run runs.
// irace's final elites as its log lists them ("Best configurations as commandlines", best
// first): each as its id followed by its key=value settings.
std::vector<std::vector<std::string>> iraces_final_elites(const fs::path& scenario) {
  std::istringstream log(read_text(scenario / "irace.log"));
  std::vector<std::vector<std::string>> elites;
  std::string line;
  while (std::getline(log, line) && !line.starts_with("# Best configurations as commandlines")) {
  }
  while (std::getline(log, line) && !line.empty()) {
    std::istringstream words(line);
    elites.emplace_back();
    for (std::string word; words >> word;) elites.back().push_back(word);
  }
  return elites;
}

TEST_F(Cli, TuneRunsIraceAndBestYamlRuns) {
  if (!irace_installed()) {
    const char* required = std::getenv("NQGA_REQUIRE_IRACE");
    if (required && std::string(required) == "1") FAIL() << "NQGA_REQUIRE_IRACE=1: no irace";
    GTEST_SKIP() << "R's irace package is not installed (apt-get install r-cran-irace)";
  }
  write("t.yaml",
        "n: [8, 10]\nseeds: 2\nga:\n  population: 20\n  selection: {method: [roulette, "
        "tournament]}\n  mutation: {rate: {min: 0.01, max: 0.5, log: true}}\n"
        "stop: {max_evaluations: 2000}\n");
  const Outcome tune = nqga("tune t.yaml --budget 96 --out scenario --jobs 1");
  ASSERT_EQ(tune.code, 0) << tune.out << tune.err;
  EXPECT_NE(tune.out.find("irace: 96 runs; its elite configurations, best first"),
            std::string::npos)
      << tune.out;
  EXPECT_NE(tune.out.find("best configuration: scenario/best.yaml"), std::string::npos) << tune.out;
  EXPECT_TRUE(fs::exists(dir_ / "scenario/irace.log"));
  // irace's own final list, best first: nqga prints the elites in its order and writes its first.
  const std::vector<std::vector<std::string>> elites = iraces_final_elites(dir_ / "scenario");
  ASSERT_GE(elites.size(), 2u) << read_text(dir_ / "scenario/irace.log");
  int lowest = std::stoi(elites.front().front());
  for (const auto& elite : elites) lowest = std::min(lowest, std::stoi(elite.front()));
  // The scenario is one where getFinalElites's order (by id) and irace's ranking differ.
  ASSERT_NE(std::stoi(elites.front().front()), lowest) << tune.out;
  std::size_t at = tune.out.find("      id  runs   mean cost  parameters\n");
  ASSERT_NE(at, std::string::npos) << tune.out;
  std::istringstream table(tune.out.substr(at));
  std::string line;
  std::getline(table, line);
  for (const auto& elite : elites) {
    ASSERT_TRUE(std::getline(table, line)) << tune.out;
    std::istringstream words(line);
    std::string id;
    words >> id;
    EXPECT_EQ(id, elite.front()) << tune.out;
  }
  const std::string best = read_text(dir_ / "scenario/best.yaml");
  for (std::size_t k = 1; k < elites.front().size(); ++k) {
    const std::string& setting = elites.front()[k];  // key=value, e.g. ga.mutation.rate=0.1383
    const std::string key = setting.substr(0, setting.find('='));
    const std::string leaf = key.substr(key.rfind('.') + 1);
    const std::string value = setting.substr(setting.find('=') + 1);
    EXPECT_TRUE(best.find(leaf + ": " + value + "\n") != std::string::npos ||
                best.find(leaf + ": \"" + value + "\"\n") != std::string::npos)
        << setting << "\n" << best;
  }
  EXPECT_NE(best.find("experiment: \"t-tuned\"\nn: [8, 10]\n"), std::string::npos) << best;
  EXPECT_EQ(best.find("min:"), std::string::npos) << best;  // every tuned key holds one value
  const Outcome run = nqga("run scenario/best.yaml --out best --no-plot");
  EXPECT_EQ(run.code, 0) << run.err;
  EXPECT_EQ(nlohmann::json::parse(read_text(dir_ / "best/summary.json"))["jobs_present"], 4);
}

}  // namespace
