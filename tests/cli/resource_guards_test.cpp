// End-to-end tests of the resource guards, which no value of the environment may switch off:
// NQGA_* and shard variables parsed strictly, memory refused before it is allocated (ulimit -v
// included), a time limit that lands in the large-n solver's start, board and instance readers
// that neither wait forever on a FIFO nor grow past the memory available.
#include <gtest/gtest.h>
#include <sys/resource.h>
#include <sys/wait.h>

#include <nlohmann/json.hpp>
#include <string>
#include <utility>
#include <vector>

#include "cli_fixture.hpp"

namespace {

using nqga::testing::Cli;
using nqga::testing::Outcome;

// Each test that asks for 26 GiB does it under an address-space limit of 12 GB (11.4 GiB of room),
// so that a guard switched off by a regression ends in a failed allocation, not the machine's
// memory taken.
class ResourceGuards : public Cli {
 protected:
  Outcome first_all_queens(const std::string& environment) {
    return shell("ulimit -v 12000000 && " + environment +
                 " '" NQGA_EXE "' first 2147483647 --time-limit 2");
  }
};

const std::string kByteCountAdvice =
    "; give a whole number of bytes with an optional unit: 4000000000, 512M, 8G or 8GiB (K, M, G, "
    "T and KiB, MiB, GiB, TiB are powers of 1024), 8GB (KB, MB, GB, TB are powers of 1000), or "
    "unset it to plan on the memory the system has available\n";

// The refusal of `first 2147483647` (26 GiB) with `available` bytes "of memory ... (source)".
std::string first_refusal(const std::string& available) {
  return "nqga first: n = 2147483647 needs about 26.00 GiB (13 bytes a queen: a flag per column "
         "and "
         "diagonal, the board and the next column of each row), but only " +
         available + "\n";
}

// Failure 5: NQGA_MAX_MEMORY=abc (or -1, empty, 0x100000, 0, an overflow) switched the memory
// guard off, so that under ulimit -v the search died with a bare std::bad_alloc; 10GiB and 1e3
// were read as 10 and 1 bytes.
TEST_F(ResourceGuards, AMalformedMemoryCapIsRefusedByNameNeverIgnored) {
  const std::vector<std::pair<std::string, std::string>> refused = {
      {"abc", "it does not start with a digit"},
      {"-1", "it does not start with a digit"},
      {"", "it is empty"},
      {" 8G", "it does not start with a digit"},
      {"0x100000", "'x100000' is not a unit"},
      {"0", "0 bytes would refuse every command"},
      {"18446744073709551616", "it is more than 2^64 - 1 bytes"},
      {"20000000T", "it is more than 2^64 - 1 bytes"},
      {"1e3", "'e3' is not a unit"},
      {"1.5G", "'.5G' is not a unit"},
      {"10gib", "'gib' is not a unit"},
      {"10 GiB", "' GiB' is not a unit"}};
  for (const auto& [value, why] : refused) {
    const std::string variable = "NQGA_MAX_MEMORY='" + value + "'";
    const Outcome o = first_all_queens(variable);
    EXPECT_EQ(o.code, 2) << value;
    EXPECT_EQ(o.err, "nqga: " + variable + " is refused: " + why + kByteCountAdvice) << value;
    EXPECT_EQ(o.out, "") << value;
  }
  const Outcome limited =
      shell("ulimit -v 4000000 && NQGA_MAX_MEMORY=abc '" NQGA_EXE "' first 2147483647");
  EXPECT_EQ(limited.code, 2);
  EXPECT_EQ(limited.err, "nqga: NQGA_MAX_MEMORY='abc' is refused: it does not start with a digit" +
                             kByteCountAdvice);
}

// Every unit the docs name, read as its bytes.
TEST_F(ResourceGuards, AMemoryCapTakesTheUnitsItDocuments) {
  const std::vector<std::pair<std::string, std::string>> read = {
      {"10GiB", "10.00 GiB"},     {"10G", "10.00 GiB"},        {"8GB", "7.45 GiB"},
      {"512M", "512.0 MiB"},      {"512MiB", "512.0 MiB"},     {"500MB", "476.8 MiB"},
      {"1000000K", "976.6 MiB"},  {"1000000KiB", "976.6 MiB"}, {"2000000KB", "1.86 GiB"},
      {"3000000000", "2.79 GiB"}, {"3000000000B", "2.79 GiB"}};
  for (const auto& [value, bytes] : read) {
    const Outcome o = first_all_queens("NQGA_MAX_MEMORY=" + value);
    EXPECT_EQ(o.code, 2) << value;
    EXPECT_EQ(o.err, first_refusal(bytes + " of memory is available (NQGA_MAX_MEMORY)")) << value;
  }
}

// The address-space limit is memory the command cannot have, whatever NQGA_MAX_MEMORY says.
TEST_F(ResourceGuards, TheAddressSpaceLimitBoundsWhatACommandPlansOn) {
  for (const std::string cap : {"", "NQGA_MAX_MEMORY=30G ", "NQGA_MAX_MEMORY=1T "}) {
    const Outcome o = shell("ulimit -v 4000000 && " + cap + "'" NQGA_EXE "' first 2147483647");
    EXPECT_EQ(o.code, 2) << cap;
    EXPECT_NE(o.err.find("of memory is available (ulimit -v)\n"), std::string::npos) << o.err;
    EXPECT_EQ(o.err.rfind(first_refusal("").substr(0, 60), 0), 0u) << o.err;
  }
}

// Half a pair of shard variables made every task of an array run every job.
TEST_F(ResourceGuards, HalfAPairOfShardVariablesIsRefused) {
  write("s.yaml", "n: 6\nseeds: 2\nstop: {max_generations: 5}\n");
  Outcome o = nqga("run s.yaml --out r --no-plot", "SLURM_ARRAY_TASK_ID=1");
  EXPECT_EQ(o.code, 2);
  EXPECT_EQ(o.err,
            "nqga: SLURM_ARRAY_TASK_ID=1 is set but SLURM_ARRAY_TASK_COUNT is not, so this task's "
            "share of the jobs is unknown; set both, or give --shard I/K\n");
  EXPECT_FALSE(std::filesystem::exists(dir_ / "r"));
  o = nqga("run s.yaml --out r --no-plot", "OMPI_COMM_WORLD_SIZE=4");
  EXPECT_EQ(o.code, 2);
  EXPECT_EQ(o.err,
            "nqga: OMPI_COMM_WORLD_SIZE=4 is set but OMPI_COMM_WORLD_RANK is not, so this task's "
            "share of the jobs is unknown; set both, or give --shard I/K\n");
  o = nqga("run s.yaml --out r --no-plot", "SLURM_ARRAY_TASK_ID=' 1' SLURM_ARRAY_TASK_COUNT=2");
  EXPECT_EQ(o.code, 2);
  EXPECT_EQ(o.err,
            "nqga: SLURM_ARRAY_TASK_ID= 1, SLURM_ARRAY_TASK_COUNT=2: expected I/K with whole "
            "numbers, e.g. --shard 0/4\n");
}

// Failure 6: a limit that landed in the start of n = 10^8 took 7.7 s and 1.75 GB (lists of the
// rows not reached and the columns left, 12 bytes a queen) where the search's peak is 550 MB.
TEST_F(ResourceGuards, ALimitInTheLargeNStartAllocatesNothingMore) {
  const pid_t pid = start("solve 100000000 --time-limit 0.01 --json");  // exec'd: nqga's own pid
  int status = 0;
  rusage usage{};
  ASSERT_EQ(::wait4(pid, &status, 0, &usage), pid);
  EXPECT_EQ(WEXITSTATUS(status), 1) << nqga::testing::read_text(dir_ / "stderr.txt");
  const auto json = nlohmann::json::parse(nqga::testing::read_text(dir_ / "stdout.txt"));
  EXPECT_EQ(json["solved"], false);
  const long long peak = usage.ru_maxrss * 1024LL;
  EXPECT_LE(peak, json["peak_bytes"].get<long long>()) << peak;
}

// The GA's estimate (ga_bytes, and solve's boards: peak_bytes) against its measured peak: at
// n = 200,000, stopped after 1 s (its arrays are all made at the start and its log is bounded),
// the peak above that of a solve of 8 queens (the program itself) is within 15 % of it.
TEST_F(ResourceGuards, TheGasMemoryEstimateIsItsMeasuredPeak) {
  auto peak = [&](const std::string& args, long long* estimate) {
    const pid_t pid = start(args + " --method ga --json");
    int status = 0;
    rusage usage{};
    EXPECT_EQ(::wait4(pid, &status, 0, &usage), pid);
    const auto json = nlohmann::json::parse(nqga::testing::read_text(dir_ / "stdout.txt"));
    *estimate = json["peak_bytes"].get<long long>();
    return usage.ru_maxrss * 1024LL;
  };
  long long small = 0, estimate = 0;
  const long long program = peak("solve 8", &small);
  const long long measured = peak("solve 200000 --time-limit 1", &estimate) - program;
  EXPECT_NEAR(static_cast<double>(measured), static_cast<double>(estimate), 0.15 * estimate)
      << measured << " bytes measured, " << estimate << " estimated";
}

// A sweep's jobs in a row at large n peak near one job's memory, not at the sum of the jobs (the
// second of two jobs at n = 100,000 took its arrays from the heap the first had freed, and the two
// peaked at 83 MB against 54 MB for one). The margin is the summary, which reads both jobs' logs.
TEST_F(ResourceGuards, JobsInARowPeakAtOneJobsMemory) {
  auto peak = [&](int seeds) {
    const pid_t pid = start("run '" NQGA_SOURCE_DIR "/configs/ga-best.yaml' 'n=[100000]' seeds=" +
                            std::to_string(seeds) +
                            " solver=ga stop.time_limit_s=0.5 --jobs 1 --no-plot --out s" +
                            std::to_string(seeds));
    int status = 0;
    rusage usage{};
    EXPECT_EQ(::wait4(pid, &status, 0, &usage), pid);
    EXPECT_EQ(WEXITSTATUS(status), 0) << nqga::testing::read_text(dir_ / "stderr.txt");
    return usage.ru_maxrss * 1024.0;
  };
  const double one = peak(1);
  const double two = peak(2);
  EXPECT_LE(two, 1.25 * one) << two << " bytes for two jobs in a row, " << one << " for one";
}

// Poorer list: a FIFO without a writer as a board or instance file blocked the reader forever.
// A writer that opens it within the wait, and then takes its time, is read as any file.
TEST_F(ResourceGuards, AFifoWithoutAWriterIsRefusedAfterAWait) {
  ASSERT_EQ(shell("mkfifo board.fifo instance.fifo late.fifo").code, 0);
  const pid_t board = start("check board.fifo", "board.");
  const pid_t instance = start("first --problem instance.fifo", "instance.");
  const Outcome late =
      shell("{ (sleep 1; exec 3>late.fifo; sleep 6; echo '4 2 4 1 3' >&3) & '" NQGA_EXE
            "' check late.fifo; }");
  EXPECT_EQ(late.code, 0) << late.err;
  EXPECT_EQ(late.out, "late.fifo: valid: 4 queens, no two attack each other\n");
  const std::string refusal =
      ".fifo: is a FIFO that no program opened for writing within 5 s; start its writer first, or "
      "give the file itself\n";
  const Outcome board_outcome = finish(board, "board.");
  EXPECT_EQ(board_outcome.code, 2);
  EXPECT_EQ(board_outcome.err, "nqga check: board" + refusal);
  const Outcome instance_outcome = finish(instance, "instance.");
  EXPECT_EQ(instance_outcome.code, 2);
  EXPECT_EQ(instance_outcome.err, "nqga first: instance" + refusal);
}

// Poorer list: an endless pipe after a header of n = 10^9 grew to 4 GB before it was refused. A
// reader now takes the board of its header only when it fits in the memory available.
TEST_F(ResourceGuards, AnEndlessPipeIsBoundByTheMemoryGuard) {
  const std::string endless = "(echo 1000000000; yes 1) | ";
  Outcome o = shell(endless + "NQGA_MAX_MEMORY=1G '" NQGA_EXE "' show -");
  EXPECT_EQ(o.code, 2);
  EXPECT_EQ(o.err,
            "nqga show: stdin: a board of n = 1000000000 takes 3.73 GiB to read, but only "
            "1.00 GiB of memory is available (NQGA_MAX_MEMORY)\n");
  ASSERT_EQ(shell("mkfifo endless.txt").code, 0);
  o = shell("{ (echo 1000000000; yes 1) >endless.txt & ulimit -v 2000000 && '" NQGA_EXE
            "' check endless.txt; }");
  EXPECT_EQ(o.code, 2);
  EXPECT_EQ(o.err.rfind("nqga check: endless.txt: a board of n = 1000000000 takes 3.73 GiB to "
                        "read, but only ",
                        0),
            0u)
      << o.err;
  EXPECT_NE(o.err.find("of memory is available (ulimit -v)\n"), std::string::npos) << o.err;
}

}  // namespace
