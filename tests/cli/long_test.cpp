// The long mode's command-line test (bash tests/run.sh --long): a count over four shards.
#include <gtest/gtest.h>

#include <filesystem>
#include <vector>

#include "cli_fixture.hpp"

namespace {

namespace fs = std::filesystem;
using nqga::testing::Cli;
using nqga::testing::json_number;
using nqga::testing::Outcome;
using nqga::testing::read_text;

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

}  // namespace
