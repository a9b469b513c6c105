// The exact side of the command line: nqga first, solve, check and count directories.
#include <gtest/gtest.h>
#include <unistd.h>

#include <cstdio>
#include <filesystem>
#include <fstream>
#include <nlohmann/json.hpp>

#include "cli_fixture.hpp"

namespace {

namespace fs = std::filesystem;
using nqga::testing::Cli;
using nqga::testing::json_number;
using nqga::testing::Outcome;
using nqga::testing::read_text;

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
  EXPECT_EQ(late.code, 3) << late.err;
  const auto json = nlohmann::json::parse(late.out);
  EXPECT_EQ(json["solved"], false);
  EXPECT_EQ(json["decided"], false);
  EXPECT_EQ(json["time_limit_s"], 0.2);
  const Outcome huge = nqga("first 2147483647", "NQGA_MAX_MEMORY=1000000000");
  EXPECT_EQ(huge.code, 2);
  EXPECT_EQ(huge.err,
            "nqga first: n = 2147483647 needs about 26.00 GiB (13 bytes a queen: a flag per column "
            "and diagonal, the board and the next column of each row), but only 953.7 MiB of "
            "memory is available (NQGA_MAX_MEMORY)\n");
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
  // The GA takes what `nqga run` takes, under its memory estimate; memetic stops at 100,000.
  const Outcome ga = nqga("solve 1000000 --method ga", "NQGA_MAX_MEMORY=100000000");
  EXPECT_EQ(ga.code, 2);
  EXPECT_EQ(ga.err,
            "nqga solve: n = 1000000 needs about 395.8 MiB with ga, but only 95.4 MiB of memory is "
            "available (NQGA_MAX_MEMORY)\n");
  const Outcome memetic = nqga("solve 200000 --method memetic");
  EXPECT_EQ(memetic.code, 2);
  EXPECT_EQ(memetic.err,
            "nqga solve: --method memetic takes n up to 100000; use min-conflicts (or auto) "
            "beyond\n");
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

// A byte-order mark (as Windows editors save) and '#' comments read as "'???8' is not a board size
// n"; a board file now takes both, and refuses UTF-16 by name.
TEST_F(Cli, CheckReadsCommentsAndAByteOrderMark) {
  auto check = [&](const std::string& name, const std::string& content) {
    write(name, content);
    return nqga("check " + name);
  };
  Outcome o =
      check("noted.txt",
            "\xEF\xBB\xBF# eight queens\n8  # n\n1 5 8 6 # the first half\n#\n3 7 2 4\n# end");
  EXPECT_EQ(o.code, 0) << o.err;
  EXPECT_EQ(o.out, check("plain.txt", "8\n1 5 8 6 3 7 2 4\n").out.replace(0, 5, "noted"));
  o = check("late.txt", "8 # n\n1 5 8 6 3 7 2 x # x is no column\n");
  EXPECT_EQ(o.code, 2);
  EXPECT_EQ(o.err, "nqga check: late.txt: line 2: 'x' is not a column number\n");
  o = check("utf16.txt", std::string("\xFF\xFE"
                                     "8\0\n\0",
                                     6));
  EXPECT_EQ(o.code, 2);
  EXPECT_EQ(o.err,
            "nqga check: utf16.txt: starts with a UTF-16 byte-order mark; save the board file as "
            "UTF-8 or ASCII\n");
  o = check("mark.txt",
            "\xEF\xBB"
            "8 1 2 3 4 5 6 7 8\n");
  EXPECT_EQ(o.code, 2);
  EXPECT_EQ(o.err,
            "nqga check: mark.txt: line 1: starts with the bytes of no number (0xEF, not UTF-8's "
            "byte-order mark EF BB BF); a board file starts with n\n");
}

}  // namespace
