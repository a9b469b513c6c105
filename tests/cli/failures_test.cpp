// nqga run when things go wrong: a killed job, a directory in use, a full disk, a file size
// limit, read-only directories, a sweep too large for memory.
#include <gtest/gtest.h>
#include <signal.h>
#include <sys/mount.h>  // MS_RDONLY
#include <unistd.h>

#include <filesystem>

#include "cli_fixture.hpp"
#include "required.hpp"
#include "tmpfs.hpp"

namespace {

namespace fs = std::filesystem;
using nqga::testing::Cli;
using nqga::testing::kEndlessJob;
using nqga::testing::kSmallSweep;
using nqga::testing::Outcome;
using nqga::testing::read_text;
using nqga::testing::Tmpfs;
using nqga::testing::wait_for;
using nqga::testing::wait_for_text;
using nqga::testing::without_column;

// One long GA job that saves its state every 10 ms: killed once its first checkpoint is written,
// it continues from it and ends with the record and log of an uninterrupted run.
// A checkpoint names its job and seed: job 0's, copied to job 1, is refused. Before, job 1
// "continued from its checkpoint" with job 0's trajectory under its own seed.
TEST_F(Cli, ACheckpointOfAnotherJobIsRefused) {
  write("two.yaml",
        "n: 100\nseeds: 2\nga: {population: 50, mutation: {rate: 0}}\n"
        "stop: {max_generations: 3000, checkpoint_every_s: 0.01}\n");
  ASSERT_EQ(nqga("run two.yaml --out whole --no-plot --jobs 1").code, 0);
  const pid_t sweep = start("run two.yaml --out killed --no-plot --jobs 1");
  wait_for(dir_ / "killed/jobs/0.checkpoint");
  ::kill(sweep, SIGKILL);
  ASSERT_EQ(finish(sweep).code, 128 + SIGKILL);
  ASSERT_FALSE(fs::exists(dir_ / "killed/jobs/0.json")) << "the job ended before the kill";
  fs::copy_file(dir_ / "killed/jobs/0.checkpoint", dir_ / "killed/jobs/1.checkpoint");
  const Outcome resumed = nqga("run two.yaml --out killed --no-plot --jobs 1");
  ASSERT_EQ(resumed.code, 0) << resumed.err;
  EXPECT_NE(resumed.err.find("job 0 continues from its checkpoint\n"), std::string::npos)
      << resumed.err;
  const std::string refusal =
      "job 1 refused its checkpoint killed/jobs/1.checkpoint (written for another job, config or "
      "program: nqga-checkpoint 3 config ";
  const std::size_t at = resumed.err.find(refusal);
  ASSERT_NE(at, std::string::npos) << resumed.err;
  EXPECT_NE(resumed.err.find(" job 0 seed ", at), std::string::npos) << resumed.err;
  EXPECT_NE(resumed.err.find("); it runs from the start\n", at), std::string::npos) << resumed.err;
  EXPECT_EQ(without_column(read_text(dir_ / "killed/runs.csv"), "seconds"),
            without_column(read_text(dir_ / "whole/runs.csv"), "seconds"));
}

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
  EXPECT_NE(refused.err.find("job 0 refused its checkpoint foreign/jobs/0.checkpoint (written "
                             "for another job, config or program: nqga-checkpoint 1 config 0123 "
                             "nqga 0.1.0 abc); it runs from the start\n"),
            std::string::npos)
      << refused.err;
  EXPECT_EQ(without_column(read_text(dir_ / "foreign/runs.csv"), "seconds"),
            without_column(read_text(dir_ / "whole/runs.csv"), "seconds"));
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

TEST_F(Cli, AFullDiskStopsTheSweepAndLeavesItResumable) {
  write("s.yaml", kSmallSweep);
  ASSERT_EQ(nqga("run s.yaml --out whole --no-plot").code, 0);
  Tmpfs disk(dir_ / "disk", "size=48k");
  if (!disk.error().empty())
    NQGA_SKIP_WITHOUT_PRIVILEGE("cannot mount a small tmpfs: " << disk.error());
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
  if (!disk.error().empty()) NQGA_SKIP_WITHOUT_PRIVILEGE("cannot mount a tmpfs: " << disk.error());
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
  if (!read_only.error().empty())
    NQGA_SKIP_WITHOUT_PRIVILEGE("cannot mount a tmpfs: " << read_only.error());
  const Outcome refused = nqga("run s.yaml --out ro/r --no-plot");
  EXPECT_EQ(refused.code, 2);
  EXPECT_EQ(refused.err,
            "nqga: cannot create the run directory ro/r: Read-only file system; choose another "
            "with --out DIR\n");
}

TEST_F(Cli, ASweepThatWouldNotFitInMemoryIsRefusedUpFront) {
  write("big.yaml", "n: [1000, 1000000]\nseeds: 4\nga: {population: 200}\n");
  const Outcome two = nqga("run big.yaml --out r --jobs 2 --no-plot", "NQGA_MAX_MEMORY=8000000000");
  EXPECT_EQ(two.code, 2);
  EXPECT_EQ(two.err,
            "nqga: this sweep needs about 12.04 GiB of memory with 2 job(s) at once (n = 1000000 "
            "with solver ga alone needs 6.02 GiB), but only 7.45 GiB is available "
            "(NQGA_MAX_MEMORY); run it with --jobs 1\n");
  EXPECT_FALSE(fs::exists(dir_ / "r"));
  const Outcome none =
      nqga("run big.yaml --out r --jobs 1 --no-plot", "NQGA_MAX_MEMORY=1000000000");
  EXPECT_EQ(none.code, 2);
  EXPECT_NE(none.err.find("lower n (or ga.population) so that one job fits"), std::string::npos)
      << none.err;
  EXPECT_FALSE(fs::exists(dir_ / "r"));
}

}  // namespace
