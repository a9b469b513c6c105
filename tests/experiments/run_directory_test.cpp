// Shards and the run directory: shard specs from text or Slurm, damaged and later-schema
// records, claiming new directories, the run lock.

#include "run/run_directory.hpp"

#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <map>
#include <nlohmann/json.hpp>
#include <set>
#include <sstream>
#include <thread>

#include "cli/run_command.hpp"
#include "comparison/compare.hpp"
#include "results/read_results.hpp"
#include "run/directory_lock.hpp"
#include "run/files.hpp"
#include "run/job_record.hpp"
#include "run/shard.hpp"
#include "run/version.hpp"
#include "run_in_process.hpp"
#include "solvers/solver.hpp"
#include "test_dirs.hpp"

namespace nqga {
namespace {
using nqga::testing::run;

namespace fs = std::filesystem;

const char* kThreeJobs = "n: 8\nseeds: 3\nstop: {max_generations: 200}\n";

// Every file of a directory tree and its text.
std::map<std::string, std::string> files_of(const fs::path& dir) {
  std::map<std::string, std::string> files;
  for (const auto& entry : fs::recursive_directory_iterator(dir)) {
    if (entry.is_regular_file()) files[entry.path().string()] = read_text(entry.path());
  }
  return files;
}

int summarize(const fs::path& dir, std::string& out, std::string& err) {
  std::ostringstream o, e;
  const int code = summarize_directory(dir.string(), false, o, e);
  out = o.str();
  err = e.str();
  return code;
}

TEST(Shard, FromTextOrEnvironment) {
  const ShardVariables none[] = {{nullptr, nullptr}};
  EXPECT_EQ(shard_from("", none).count, 1);
  EXPECT_EQ(shard_from("1/3", none).index, 1);
  EXPECT_EQ(shard_from("1/3", none).count, 3);
  auto message = [&](const std::string& text) {
    try {
      shard_from(text, none);
    } catch (const ConfigError& e) {
      return std::string(e.what());
    }
    return std::string("no error");
  };
  EXPECT_EQ(message("3/3"), "--shard 3/3: shard I/K needs 0 <= I < K, got 3/3");
  EXPECT_EQ(message("a/2"), "--shard a/2: expected I/K with whole numbers, e.g. --shard 0/4");
  EXPECT_EQ(message("2"), "--shard 2: expected I/K, e.g. --shard 0/4");
  ::setenv("NQGA_TEST_RANK", "2", 1);
  ::setenv("NQGA_TEST_SIZE", "4", 1);
  const ShardVariables environment[] = {{"NQGA_UNSET_RANK", "NQGA_UNSET_SIZE"},
                                        {"NQGA_TEST_RANK", "NQGA_TEST_SIZE"},
                                        {nullptr, nullptr}};
  EXPECT_EQ(shard_from("", environment).index, 2);
  EXPECT_EQ(shard_from("", environment).count, 4);
  EXPECT_EQ(shard_from("0/1", environment).count, 1);  // the flag wins
  // An index without its count: before, every task of the array ran every job.
  ::unsetenv("NQGA_TEST_SIZE");
  try {
    shard_from("", environment);
    ADD_FAILURE() << "an index without a count accepted";
  } catch (const ConfigError& e) {
    EXPECT_EQ(std::string(e.what()),
              "NQGA_TEST_RANK=2 is set but NQGA_TEST_SIZE is not, so this task's share of the "
              "jobs is unknown; set both, or give --shard I/K");
  }
  EXPECT_EQ(shard_from("1/2", environment).index, 1);  // the flag still wins
  ::unsetenv("NQGA_TEST_RANK");
}

// A Slurm array 1-4 (SLURM_ARRAY_TASK_MIN=1) is shards 0..3, and one of 0-6:2 shards 0..3 too;
// before, task 1 of 4 was shard 1 and task 4 was refused, so shard 0 never ran.
TEST(Shard, SlurmArraysThatStartAt1OrStepStillMakeShardsFrom0) {
  ::setenv("SLURM_ARRAY_TASK_COUNT", "4", 1);
  ::setenv("SLURM_ARRAY_TASK_MIN", "1", 1);
  std::vector<int> shards;
  for (const char* task : {"1", "2", "3", "4"}) {
    ::setenv("SLURM_ARRAY_TASK_ID", task, 1);
    const Shard shard = shard_from("", kShardEnvironment);
    EXPECT_EQ(shard.count, 4);
    shards.push_back(shard.index);
  }
  EXPECT_EQ(shards, (std::vector<int>{0, 1, 2, 3}));
  ::setenv("SLURM_ARRAY_TASK_MIN", "0", 1);
  ::setenv("SLURM_ARRAY_TASK_STEP", "2", 1);
  ::setenv("SLURM_ARRAY_TASK_ID", "6", 1);
  EXPECT_EQ(shard_from("", kShardEnvironment).index, 3);
  ::setenv("SLURM_ARRAY_TASK_ID", "5", 1);
  EXPECT_THROW(shard_from("", kShardEnvironment), ConfigError);
  for (const char* name : {"SLURM_ARRAY_TASK_COUNT", "SLURM_ARRAY_TASK_MIN",
                           "SLURM_ARRAY_TASK_STEP", "SLURM_ARRAY_TASK_ID"}) {
    ::unsetenv(name);
  }
}

// Before, a damaged jobs/1.json was "missing (other shards, or not run yet)".
TEST(RunDirectory, ADamagedRecordIsNamedAndItsJobRunsAgain) {
  const fs::path dir = testing::fresh_test_dir();
  std::string out, err;
  ASSERT_EQ(run(dir, kThreeJobs, out, err), 0) << err;
  const fs::path record = dir / "run/jobs/1.json";
  const JobRecord before = *read_job(dir / "run", 1);
  std::string text = read_text(record);
  const std::size_t at = text.find("\"evaluations\":") + 14;
  text[at] = text[at] == '1' ? '2' : '1';
  std::ofstream(record) << text;
  const std::string why =
      record.string() + ": its checksum does not match its fields (edited or damaged)";
  EXPECT_EQ(summarize(dir / "run", out, err), 0);
  EXPECT_NE(err.find("refused " + why), std::string::npos) << err;
  EXPECT_NE(out.find("1 of 3 jobs missing (1 refused as damaged"), std::string::npos) << out;
  ASSERT_EQ(run(dir, kThreeJobs, out, err), 0) << err;
  EXPECT_NE(err.find("nqga: " + why + "; its job runs again"), std::string::npos) << err;
  const auto again = read_job(dir / "run", 1);
  ASSERT_TRUE(again.has_value());
  EXPECT_EQ(again->result.evaluations, before.result.evaluations);
  EXPECT_EQ(again->result.board, before.result.board);
}

// A record edited with care (its checksum recomputed) that claims a solved board of repeated
// columns is still refused: before, it counted as solved.
TEST(RunDirectory, AValidatedClaimIsCheckedAgainWhenRead) {
  const fs::path dir = testing::fresh_test_dir();
  std::string out, err;
  ASSERT_EQ(run(dir, kThreeJobs, out, err), 0) << err;
  const fs::path record = dir / "run/jobs/0.json";
  nlohmann::json j = nlohmann::json::parse(read_text(record));
  j["board"] = std::vector<int>(8, 1);
  j["solved"] = j["validated"] = true;
  j.erase("checksum");
  j["checksum"] = "fnv1a64:" + fnv1a_hex(j.dump());
  std::ofstream(record) << j.dump();
  std::string damage;
  EXPECT_FALSE(read_job(dir / "run", 0, &damage).has_value());
  EXPECT_EQ(damage, record.string() + ": not a job record (it says its board was validated, " +
                        "but rows 1 and 2 both use column 1)")
      << damage;
  // A record of schema 1, before checksums, is checked the same way.
  j.erase("checksum");
  j["schema"] = 1;
  std::ofstream(record) << j.dump();
  EXPECT_FALSE(read_job(dir / "run", 0, &damage).has_value());
  EXPECT_NE(damage.find("it says its board was validated"), std::string::npos) << damage;
}

// A record copied from another experiment (here one that differs in its generations only, so
// that its jobs have the same ids and seeds), or one whose seed is not its job's, is named and
// run again: before, `summarize` and a resume kept it. A record of schema 2, without the
// experiment's fingerprint, still reads.
TEST(RunDirectory, ARecordOfAnotherExperimentOrSeedIsNamedAndRunAgain) {
  const fs::path a = testing::fresh_test_dir("a"), b = testing::fresh_test_dir("b");
  std::string out, err;
  ASSERT_EQ(run(a, kThreeJobs, out, err), 0) << err;
  ASSERT_EQ(run(b, "n: 8\nseeds: 3\nstop: {max_generations: 201}\n", out, err), 0) << err;
  const JobRecord own = *read_job(a / "run", 1);
  for (const char* file : {"1.json", "1.gens.csv"}) {
    fs::copy_file(b / "run/jobs" / file, a / "run/jobs" / file,
                  fs::copy_options::overwrite_existing);
  }
  const JobRecord foreign = *read_job(a / "run", 1);  // a whole record, by itself
  ASSERT_EQ(foreign.seed, own.seed);
  ASSERT_NE(foreign.experiment, own.experiment);
  const std::string why = (a / "run/jobs/1.json").string() +
                          ": a record of another experiment (its fingerprint " +
                          foreign.experiment + ", this run directory's " + own.experiment + ")";
  EXPECT_EQ(summarize(a / "run", out, err), 0);
  EXPECT_NE(err.find("refused " + why), std::string::npos) << err;
  EXPECT_NE(out.find("1 of 3 jobs missing (1 refused as damaged"), std::string::npos) << out;
  ASSERT_EQ(run(a, kThreeJobs, out, err), 0) << err;
  EXPECT_NE(err.find("nqga: " + why + "; its job runs again"), std::string::npos) << err;
  EXPECT_EQ(read_job(a / "run", 1)->experiment, own.experiment);
  // A record whose seed is not its job's, its checksum recomputed.
  const fs::path record = a / "run/jobs/2.json";
  nlohmann::json j = nlohmann::json::parse(read_text(record));
  const auto seed = j["seed"].get<std::uint64_t>();
  j["seed"] = seed + 1;
  j.erase("checksum");
  j["checksum"] = "fnv1a64:" + fnv1a_hex(j.dump());
  std::ofstream(record) << j.dump();
  EXPECT_EQ(summarize(a / "run", out, err), 0);
  EXPECT_NE(err.find("refused " + record.string() + ": a record of seed " +
                     std::to_string(seed + 1) + ", where job 2 of this experiment has seed " +
                     std::to_string(seed) + " (copied from another experiment)"),
            std::string::npos)
      << err;
  // Schema 2: no fingerprint, bound by its id and seed only.
  j = nlohmann::json::parse(read_text(a / "run/jobs/0.json"));
  j.erase("experiment");
  j.erase("checksum");
  j["schema"] = 2;
  j["checksum"] = "fnv1a64:" + fnv1a_hex(j.dump());
  std::ofstream(a / "run/jobs/0.json") << j.dump();
  std::string damage;
  EXPECT_TRUE(read_job(a / "run", 0, &damage).has_value()) << damage;
  EXPECT_EQ(summarize(a / "run", out, err), 0);
  EXPECT_NE(out.find("1 of 3 jobs missing (1 refused as damaged"), std::string::npos) << out;
}

// An unsolved board that solves plain n queens is a contradiction for plain N-Queens, but not
// on an instance, where it may take a blocked square: such records were refused when read back,
// so a sweep over blocked instances lost its unsolved GA runs to `summarize` and ran them again.
TEST(RunDirectory, AnUnsolvedPlainSolutionIsARecordOnlyOnAnInstance) {
  const fs::path dir = testing::fresh_test_dir();
  std::string out, err;
  ASSERT_EQ(run(dir, kThreeJobs, out, err), 0) << err;
  const fs::path record = dir / "run/jobs/0.json";
  nlohmann::json j = nlohmann::json::parse(read_text(record));
  j["board"] = {2, 4, 6, 8, 3, 1, 7, 5};  // an 8-queens solution, 1-based
  j["solved"] = false;
  j["validated"] = true;
  for (const bool on_instance : {false, true}) {
    j["on_instance"] = on_instance;
    j.erase("checksum");
    j["checksum"] = "fnv1a64:" + fnv1a_hex(j.dump());
    std::ofstream(record) << j.dump();
    std::string damage;
    EXPECT_EQ(read_job(dir / "run", 0, &damage).has_value(), on_instance) << damage;
  }
}

// Before, `summarize` rewrote runs.csv as a bare header and `run` ran every job again and reset
// the manifest.
TEST(RunDirectory, ALaterSchemaIsRefusedAndNothingIsWritten) {
  const fs::path dir = testing::fresh_test_dir();
  std::string out, err;
  ASSERT_EQ(run(dir, kThreeJobs, out, err), 0) << err;
  const fs::path manifest = dir / "run/manifest.json";
  const std::string kept = read_text(manifest);
  nlohmann::json later = nlohmann::json::parse(kept);
  later["schema"] = 2;
  later["nqga_version"] = "9.9.9";
  std::ofstream(manifest) << later.dump(2);
  auto files = files_of(dir / "run");
  EXPECT_EQ(run(dir, kThreeJobs, out, err), 2);
  EXPECT_NE(err.find(manifest.string() + " is of schema 2, written by nqga 9.9.9; this nqga ("),
            std::string::npos)
      << err;
  EXPECT_NE(err.find(") reads schema 1 and older. Use nqga 9.9.9 or later; nothing"),
            std::string::npos)
      << err;
  EXPECT_EQ(summarize(dir / "run", out, err), 2);
  EXPECT_NE(err.find("is of schema 2"), std::string::npos) << err;
  EXPECT_THROW(read_results(dir / "run"), AnalysisError);  // compare writes into DIR
  EXPECT_EQ(files_of(dir / "run"), files);
  // Written by a build of this very version: before, "use nqga 0.2.0 or later" to nqga 0.2.0.
  later["nqga_version"] = kVersion;
  std::ofstream(manifest) << later.dump(2);
  EXPECT_EQ(run(dir, kThreeJobs, out, err), 2);
  EXPECT_NE(
      err.find(std::string(") reads schema 1 and older. Use an nqga that reads schema 2 (a ") +
               "later build than this one); nothing was changed"),
      std::string::npos)
      << err;
  std::ofstream(manifest) << kept;
  const fs::path record = dir / "run/jobs/2.json";
  nlohmann::json j = nlohmann::json::parse(read_text(record));
  j["schema"] = 4;
  std::ofstream(record) << j.dump();
  files = files_of(dir / "run");
  EXPECT_EQ(run(dir, kThreeJobs, out, err), 2);
  EXPECT_NE(err.find(record.string() + " is a job record of schema 4, written by a later nqga"),
            std::string::npos)
      << err;
  EXPECT_EQ(summarize(dir / "run", out, err), 2);
  EXPECT_EQ(files_of(dir / "run"), files);
}

// Before, `--fresh` looked for a free name and created it later, so two processes started
// together could share one.
TEST(RunDirectory, NewDirectoriesAreClaimedOncePerCaller) {
  const fs::path dir = testing::fresh_test_dir();
  std::vector<fs::path> claimed(8);
  std::vector<std::thread> threads;
  for (std::size_t k = 0; k < claimed.size(); ++k) {
    threads.emplace_back([&, k] { claimed[k] = claim_new_directory(dir / "a/results"); });
  }
  for (auto& thread : threads) thread.join();
  const std::set<fs::path> distinct(claimed.begin(), claimed.end());
  EXPECT_EQ(distinct.size(), claimed.size());
  EXPECT_TRUE(distinct.count(dir / "a/results"));
  EXPECT_TRUE(distinct.count(dir / "a/results-8"));
}

// One process runs all of a directory's jobs at a time; the shards of a sweep share it.
TEST(RunDirectory, TheRunLockNamesItsHolder) {
  const fs::path dir = testing::fresh_test_dir();
  const RunLock first(dir, Shard{}, "pid 1 on here since now: nqga run c.yaml\n");
  EXPECT_EQ(first.refusal(), "");
  const RunLock second(dir, Shard{}, "pid 2\n");
  EXPECT_EQ(second.refusal(), dir.string() + " is in use by another nqga process (pid 1 on here " +
                                  "since now: nqga run c.yaml); wait for it to end, or stop it, " +
                                  "then run the same command again");
  const fs::path shared = testing::fresh_test_dir("shared");
  const RunLock shard_0(shared, Shard{0, 2}, "pid 3\n"), shard_1(shared, Shard{1, 2}, "pid 4\n");
  EXPECT_EQ(shard_0.refusal() + shard_1.refusal(), "");
  EXPECT_NE(RunLock(shared, Shard{}, "pid 5\n").refusal(), "");
  // Before, two processes given one shard both ran all of its jobs.
  EXPECT_EQ(RunLock(shared, Shard{1, 2}, "pid 6\n").refusal(),
            "shard 1/2 of " + shared.string() + " is run by another nqga process now (the last " +
                "to start in it: pid 4); wait for it to end, or stop it, then run the same " +
                "command again");
  // Shards 0/2 and 0/3 ran together: the two splits share jobs (0, 6, ...), which both ran.
  EXPECT_EQ(RunLock(shared, Shard{2, 3}, "pid 7\n").refusal(),
            shared.string() + " is run now by shards of another count than 3, which split the " +
                "jobs otherwise (shard 2/3 would run jobs that one of theirs runs too; the last " +
                "to start in it: pid 4); wait for it to end, or stop it, then run the same " +
                "command again");
  EXPECT_NE(RunLock(shared, Shard{0, 1000}, "pid 8\n").refusal(), "");
}

// Once the shards of one count are gone, another count may run the directory.
TEST(RunDirectory, AnotherShardCountRunsOnceTheFirstHasEnded) {
  const fs::path dir = testing::fresh_test_dir();
  { const RunLock two(dir, Shard{0, 2}, "pid 1\n"); }
  const RunLock three(dir, Shard{0, 3}, "pid 2\n"), again(dir, Shard{1, 3}, "pid 3\n");
  EXPECT_EQ(three.refusal() + again.refusal(), "");
  EXPECT_NE(RunLock(dir, Shard{1, 2}, "pid 4\n").refusal(), "");
}

}  // namespace
}  // namespace nqga
