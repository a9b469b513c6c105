// The nqga executable on several threads: results that do not depend on the thread count, count
// directories filled by shards started together and resumed after a kill.
#include <gtest/gtest.h>
#include <signal.h>
#include <unistd.h>

#include <algorithm>
#include <chrono>
#include <filesystem>
#include <map>
#include <thread>
#include <vector>

#include "cli_fixture.hpp"

namespace {

namespace fs = std::filesystem;
using nqga::testing::Cli;
using nqga::testing::json_number;
using nqga::testing::kSmallSweep;
using nqga::testing::Outcome;
using nqga::testing::read_text;
using nqga::testing::without_column;

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

// The jobs run seed-major unless --order point says otherwise; no result depends on the order.
TEST_F(Cli, TheOrderOfTheJobsDoesNotChangeResults) {
  write("s.yaml", kSmallSweep);
  ASSERT_EQ(nqga("run s.yaml --jobs 1 --out seed --no-plot").code, 0);
  ASSERT_EQ(nqga("run s.yaml --jobs 1 --order point --out point --no-plot").code, 0);
  EXPECT_EQ(without_column(read_text(dir_ / "seed/runs.csv"), "seconds"),
            without_column(read_text(dir_ / "point/runs.csv"), "seconds"));
  const Outcome refused = nqga("run s.yaml --order random --out r --no-plot");
  EXPECT_EQ(refused.code, 2);
  EXPECT_NE(refused.err.find("--order: must be seed (every point's first seed, then every "
                             "point's second, ...) or point (a point's seeds together)"),
            std::string::npos)
      << refused.err;
  EXPECT_FALSE(fs::exists(dir_ / "r"));
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
  EXPECT_EQ(late.code, 3);
  EXPECT_NE(late.out.find("n = 40: undecided after 0.1 s, "), std::string::npos)
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

}  // namespace
