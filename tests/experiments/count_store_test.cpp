// The count directory's records: written and read back, and every record that cannot be trusted
// refused with its file and the reason; shares of subproblems balanced by cost.
#include "count/count_store.hpp"

#include <gtest/gtest.h>
#include <sys/wait.h>
#include <unistd.h>

#include <filesystem>
#include <fstream>
#include <numeric>

#include "run/files.hpp"
#include "run/shard.hpp"

namespace nqga {
namespace {

namespace fs = std::filesystem;

fs::path fresh_count_dir() {
  const fs::path dir =
      fs::temp_directory_path() /
      ("nqga_count_store_" +
       std::string(::testing::UnitTest::GetInstance()->current_test_info()->name()));
  fs::remove_all(dir);
  fs::create_directories(dir);
  return dir;
}

// The record of subproblem `id` of n as count_subproblem would give it, with `count`.
CountRecord record_of(int n, int id, std::uint64_t count) {
  const CountSubproblem s = count_subproblems(n)[static_cast<std::size_t>(id)];
  return {n, id, subproblem_name(s), s.weight, count, "scalar", "host", 1234};
}

// The message read_count_records throws for the count directory `dir` of n, or "" for none.
std::string refusal(const fs::path& dir, int n) {
  try {
    read_count_records(dir, n, count_subproblems(n));
  } catch (const CountStoreError& e) {
    return e.what();
  }
  return "";
}

void replace_in(const fs::path& file, const std::string& from, const std::string& to) {
  std::string text = read_text(file);
  const auto at = text.find(from);
  ASSERT_NE(at, std::string::npos) << from << " not in " << text;
  text.replace(at, from.size(), to);
  std::ofstream(file) << text;
}

TEST(CountStore, RecordsReadBackAsWritten) {
  const fs::path dir = fresh_count_dir();
  ASSERT_EQ(prepare_count_directory(dir, 8), "");
  write_count_record(dir, record_of(8, 3, 17));
  write_count_record(dir, record_of(8, 0, 5));
  std::ofstream(dir / "subproblems" / "4.json.tmp.999") << "{\"cut\": ";  // a killed write
  const auto records = read_count_records(dir, 8, count_subproblems(8));
  ASSERT_EQ(records.size(), 2u);
  EXPECT_EQ(records.at(3).count, 17u);
  EXPECT_EQ(records.at(3).subproblem, record_of(8, 3, 0).subproblem);
  EXPECT_EQ(records.at(3).microseconds, 1234u);
  EXPECT_EQ(records.at(0).count, 5u);
  EXPECT_EQ(fnv1a_hex(""), "cbf29ce484222325");   // FNV-1a's offset basis: nothing hashed
  EXPECT_EQ(fnv1a_hex("a"), "af63dc4c8601ec8c");  // the published test vector
}

TEST(CountStore, TamperedForeignAndDuplicateRecordsAreRefusedWithTheReason) {
  const fs::path dir = fresh_count_dir();
  ASSERT_EQ(prepare_count_directory(dir, 8), "");
  const fs::path five = dir / "subproblems" / "5.json";
  write_count_record(dir, record_of(8, 5, 40));
  replace_in(five, "\"count\":40", "\"count\":41");
  EXPECT_EQ(refusal(dir, 8), five.string() +
                                 ": its checksum does not match its fields (the record was edited "
                                 "or damaged), so its count of 41 is not trusted; delete it to "
                                 "count that subproblem again");

  write_count_record(dir, record_of(9, 5, 40));  // another n's record
  EXPECT_EQ(refusal(dir, 8), five.string() +
                                 ": a foreign record, of the count of n = 9, in a directory that "
                                 "counts n = 8; move it out");

  write_count_record(dir, record_of(8, 5, 40));
  replace_in(five, "\"decomposition\":1", "\"decomposition\":0");
  EXPECT_EQ(refusal(dir, 8), five.string() +
                                 ": a foreign record, written by a version of nqga that splits "
                                 "counts differently (decomposition 0; this one: 1); count into "
                                 "a new directory with --out DIR");

  write_count_record(dir, record_of(8, 5, 40));
  fs::copy_file(five, dir / "subproblems" / "6.json");  // the same record twice
  EXPECT_EQ(refusal(dir, 8), (dir / "subproblems" / "6.json").string() +
                                 ": records subproblem 5 under the name of subproblem 6 (a "
                                 "duplicate or a misplaced copy); delete it");
  fs::remove(dir / "subproblems" / "6.json");

  fs::copy_file(five, dir / "subproblems" / "05.json");
  EXPECT_EQ(refusal(dir, 8), (dir / "subproblems" / "05.json").string() +
                                 ": not a record's name (<id>.json, the id without leading "
                                 "zeros); move it out of " +
                                 (dir / "subproblems").string());
  fs::remove(dir / "subproblems" / "05.json");

  std::ofstream(dir / "subproblems" / "7.json") << "{\"n\": 8, \"id\": ";
  EXPECT_NE(refusal(dir, 8).find("7.json: not a count record ("), std::string::npos)
      << refusal(dir, 8);
  fs::remove(dir / "subproblems" / "7.json");
  EXPECT_EQ(refusal(dir, 8), "");
}

TEST(CountStore, RecordsOfAnotherSubproblemAreRefused) {
  const fs::path dir = fresh_count_dir();
  ASSERT_EQ(prepare_count_directory(dir, 8), "");
  CountRecord wrong = record_of(8, 2, 9);
  wrong.subproblem = "constellation 0,1,2";
  write_count_record(dir, wrong);
  EXPECT_EQ(refusal(dir, 8), (dir / "subproblems" / "2.json").string() +
                                 ": a foreign record: it counts 'constellation 0,1,2' (weight " +
                                 std::to_string(wrong.weight) +
                                 "), but subproblem 2 of n = 8 is '" +
                                 record_of(8, 2, 0).subproblem + "' (weight " +
                                 std::to_string(wrong.weight) + "); delete it");
  fs::remove(dir / "subproblems" / "2.json");
  const auto subproblems = count_subproblems(8);
  write_count_record(dir, {8, 900, "half turn", 0, 4, "scalar", "host", 1});
  EXPECT_EQ(refusal(dir, 8), (dir / "subproblems" / "900.json").string() +
                                 ": a foreign record: n = 8 has subproblems 0.." +
                                 std::to_string(subproblems.size() - 1) + ", not 900; delete it");
}

TEST(CountStore, ADirectoryOfAnotherCountIsRefused) {
  const fs::path dir = fresh_count_dir();
  EXPECT_EQ(count_directory_refusal(dir / "new", 8), "");  // not there yet
  EXPECT_EQ(count_directory_refusal(dir, 8), "");          // empty
  ASSERT_EQ(prepare_count_directory(dir, 8), "");
  EXPECT_EQ(count_directory_refusal(dir, 8), "");  // this count: resumed
  EXPECT_EQ(count_directory_refusal(dir, 9),
            dir.string() +
                " holds the count of n = 8 (count.json); count n = 9 into another directory with "
                "--out DIR, or resume it with nqga count 8 --out " +
                dir.string());
  replace_in(dir / "count.json", "\"decomposition\": 1", "\"decomposition\": 7");
  EXPECT_EQ(count_directory_refusal(dir, 8),
            dir.string() +
                " was counted by a version of nqga that splits counts differently "
                "(decomposition 7; this one: 1); count into a new directory with --out DIR");
  const fs::path other = dir / "other";
  fs::create_directories(other);
  std::ofstream(other / "notes.txt") << "mine\n";
  EXPECT_EQ(count_directory_refusal(other, 8),
            other.string() +
                " exists and is not a count directory (no count.json); choose another with --out "
                "DIR");
}

// What a killed count writer of this host left is removed when the directory is opened again; a
// live writer's file, and another host's (a cluster's shared directory), stay.
TEST(CountStore, OpeningTheDirectoryRemovesWhatKilledWritersLeft) {
  const fs::path dir = fresh_count_dir();
  ASSERT_EQ(prepare_count_directory(dir, 8), "");
  const pid_t child = ::fork();
  ASSERT_GE(child, 0);
  if (child == 0) ::_exit(0);
  ASSERT_EQ(::waitpid(child, nullptr, 0), child);                        // its PID now runs no more
  const fs::path mine = temporary_path(dir / "subproblems" / "5.json");  // this process: live
  const std::string marker = mine.string().substr(0, mine.string().rfind('.') + 1);
  const fs::path dead = marker + std::to_string(child);
  const fs::path other_host = dir / "subproblems" / "6.json.tmp.elsewhere.1";
  for (const fs::path& file : {mine, dead, other_host}) std::ofstream(file) << "{\"cut\": ";
  ASSERT_EQ(prepare_count_directory(dir, 8), "");
  EXPECT_TRUE(fs::exists(mine));
  EXPECT_FALSE(fs::exists(dead));
  EXPECT_TRUE(fs::exists(other_host));
}

TEST(Shard, BalancedOwnersTakeTheLargestFirstToTheLeastLoaded) {
  // 9 -> shard 0; 7 -> 1; 6 -> 2; 5 -> 2 (load 6, the least); 4 -> 1 (7); 4 -> 0 (9);
  // 2 -> 1 (11, tied with shard 2: the lower wins)
  const std::vector<std::uint64_t> costs{4, 9, 2, 7, 5, 6, 4};
  EXPECT_EQ(balanced_owners(costs, 3), (std::vector<int>{1, 0, 1, 1, 2, 2, 0}));
  EXPECT_EQ(balanced_owners(costs, 1), std::vector<int>(7, 0));
  // Many items of uneven cost: as each goes to the least loaded shard, no shard ends more than
  // the largest item (1000) above the mean.
  std::vector<std::uint64_t> many;
  for (std::uint64_t k = 0; k < 2000; ++k) many.push_back(1 + (k * k * 7919) % 1000);
  const std::vector<int> owners = balanced_owners(many, 4);
  std::vector<std::uint64_t> load(4);
  for (std::size_t k = 0; k < many.size(); ++k) load[owners[k]] += many[k];
  const double mean = std::accumulate(load.begin(), load.end(), 0.0) / 4;
  for (const std::uint64_t l : load) EXPECT_LE(static_cast<double>(l), mean + 1000);
}

}  // namespace
}  // namespace nqga
