// End-to-end tests of what a careless or hostile user gives `nqga`: outputs that are devices,
// FIFOs, symlinks or directories; inputs without end; thread counts beyond the machine; numbers
// with leading zeros. Devices are made in the test's own folder (mknod, as root), never taken
// from /dev: a regression here must not damage the machine that runs it.
#include <fcntl.h>
#include <gtest/gtest.h>
#include <sys/stat.h>
#include <sys/sysmacros.h>
#include <unistd.h>

#include <functional>
#include <iterator>
#include <string>
#include <thread>
#include <vector>

#include "cli_fixture.hpp"
#include "required.hpp"

namespace {

namespace fs = std::filesystem;
using nqga::testing::Cli;
using nqga::testing::Outcome;
using nqga::testing::read_text;

using HostileInput = Cli;

// Every command that writes a file of the user's naming, OUT standing for the file.
const std::vector<std::string> kWriters = {"solve 12 --out OUT",   "tree 4 --dot OUT",
                                           "tree 4 --svg OUT",     "tree 4 --png OUT",
                                           "show b.txt --svg OUT", "show b.txt --png OUT"};

std::string with_output(std::string command, const std::string& out) {
  return command.replace(command.find("OUT"), 3, out);
}

mode_t file_type(const fs::path& path) {
  struct stat status {};
  return ::lstat(path.c_str(), &status) == 0 ? status.st_mode & S_IFMT : 0;
}

// A character device 1,minor in the test's folder (3: like /dev/null, 5: zero, 7: full); false
// where mknod is not permitted (not root, a container without CAP_MKNOD).
bool make_device(const fs::path& path, unsigned minor) {
  return ::mknod(path.c_str(), S_IFCHR | 0666, ::makedev(1, minor)) == 0;
}

// Names in `dir` that hold ".tmp.": what a write left behind.
std::vector<std::string> temporaries(const fs::path& dir) {
  std::vector<std::string> left;
  for (const auto& entry : fs::directory_iterator(dir)) {
    if (entry.path().filename().string().find(".tmp.") != std::string::npos)
      left.push_back(entry.path().filename().string());
  }
  return left;
}

// Failure 1: `solve --out /dev/full` said "board written" and left a regular file in its place.
TEST_F(HostileInput, ADeviceOutputIsWrittenInPlaceAndStaysADevice) {
  write("b.txt", "4\n2 4 1 3\n");
  if (!make_device(dir_ / "null", 3)) NQGA_SKIP_WITHOUT_PRIVILEGE("mknod is not permitted here");
  for (const std::string& command : kWriters) {
    const Outcome o = nqga(with_output(command, "null"));
    EXPECT_EQ(o.code, 0) << command << ": " << o.err;
    EXPECT_EQ(file_type(dir_ / "null"), S_IFCHR) << command;
  }
  EXPECT_EQ(temporaries(dir_), std::vector<std::string>{});
}

TEST_F(HostileInput, AFullDeviceIsAWriteErrorWithAdvice) {
  write("b.txt", "4\n2 4 1 3\n");
  if (!make_device(dir_ / "full", 7)) NQGA_SKIP_WITHOUT_PRIVILEGE("mknod is not permitted here");
  for (const std::string& command : kWriters) {
    const Outcome o = nqga(with_output(command, "full"));
    EXPECT_EQ(o.code, 1) << command;
    EXPECT_NE(o.err.find("cannot write full: No space left on device; make room (or raise the "
                         "quota), or write elsewhere"),
              std::string::npos)
        << command << ": " << o.err;
    EXPECT_EQ(o.out.find("wrote"), std::string::npos) << command << ": " << o.out;
    EXPECT_EQ(o.out.find("written"), std::string::npos) << command << ": " << o.out;
    EXPECT_EQ(file_type(dir_ / "full"), S_IFCHR) << command;
  }
}

// What arrives through `fifo` while `write` runs, read on a thread of the test. A writer end held
// here keeps the reader from seeing the end before nqga opens the FIFO, and ends the read once
// nqga is done, whether it wrote or not (a FIFO replaced by a file is read empty, not waited on).
std::string read_fifo_while(const fs::path& fifo, const std::function<void()>& write) {
  std::string got;
  std::thread reader([&] {
    std::ifstream in(fifo, std::ios::binary);
    got.assign(std::istreambuf_iterator<char>(in), {});
  });
  const int held = ::open(fifo.c_str(), O_WRONLY);  // returns once the reader has opened
  write();
  ::close(held);
  reader.join();
  return got;
}

TEST_F(HostileInput, AFifoOutputIsWrittenInPlaceForItsReader) {
  write("b.txt", "4\n2 4 1 3\n");
  ASSERT_EQ(::mkfifo((dir_ / "fifo").c_str(), 0666), 0);
  for (const std::string& command : kWriters) {
    Outcome o;
    const std::string got =
        read_fifo_while(dir_ / "fifo", [&] { o = nqga(with_output(command, "fifo")); });
    EXPECT_EQ(o.code, 0) << command << ": " << o.err;
    EXPECT_GT(got.size(), 20u) << command;
    EXPECT_EQ(file_type(dir_ / "fifo"), S_IFIFO) << command;
  }
  // The reader gets what solve would write as a file.
  const std::string board =
      read_fifo_while(dir_ / "fifo", [&] { ASSERT_EQ(nqga("solve 12 --out fifo").code, 0); });
  EXPECT_EQ(board.rfind("12\n", 0), 0u) << board;
}

// A symlink was replaced by a regular file, its target untouched.
TEST_F(HostileInput, ASymlinkOutputIsWrittenThroughToItsTarget) {
  write("b.txt", "4\n2 4 1 3\n");
  fs::create_directory(dir_ / "real");
  for (const std::string& command : kWriters) {
    for (const bool target_exists : {false, true}) {
      fs::remove(dir_ / "link");
      fs::remove(dir_ / "real/file");
      if (target_exists) write("real/file", "old");
      fs::create_symlink("real/file", dir_ / "link");
      const Outcome o = nqga(with_output(command, "link"));
      EXPECT_EQ(o.code, 0) << command << ": " << o.err;
      EXPECT_EQ(file_type(dir_ / "link"), S_IFLNK) << command;
      EXPECT_EQ(file_type(dir_ / "real/file"), S_IFREG) << command;
      EXPECT_GT(fs::file_size(dir_ / "real/file"), 3u) << command;
      EXPECT_EQ(temporaries(dir_ / "real"), std::vector<std::string>{}) << command;
    }
  }
  ASSERT_EQ(nqga("solve 12 --out link").code, 0);
  EXPECT_EQ(nqga("check real/file").code, 0);
}

TEST_F(HostileInput, ADirectoryOutputIsRefused) {
  write("b.txt", "4\n2 4 1 3\n");
  fs::create_directory(dir_ / "folder");
  for (const std::string& command : kWriters) {
    const Outcome o = nqga(with_output(command, "folder"));
    EXPECT_NE(o.code, 0) << command;
    EXPECT_NE(o.err.find("cannot write folder: it is a directory; give a file name"),
              std::string::npos)
        << command << ": " << o.err;
    EXPECT_TRUE(fs::is_empty(dir_ / "folder")) << command;
  }
}

// The tables and records of a run directory go through the same writer: a table made a symlink
// by its user stays one while it leads to a file inside the directory. A link that leaves it is
// refused by every command that writes there, before anything is written.
TEST_F(HostileInput, RunDirectoryLinksAreFollowedOnlyInsideIt) {
  write("c.yaml", "n: 6\nseeds: 2\nga: {population: 20}\nstop: {max_generations: 50}\n");
  ASSERT_EQ(nqga("run c.yaml --out r --no-plot").code, 0);
  fs::create_directory(dir_ / "r/tables");
  fs::rename(dir_ / "r/runs.csv", dir_ / "r/tables/runs.csv");
  fs::create_symlink("tables/runs.csv", dir_ / "r/runs.csv");
  write("r/tables/runs.csv", "stale");
  Outcome o = nqga("summarize r");
  EXPECT_EQ(o.code, 0) << o.err;
  EXPECT_EQ(file_type(dir_ / "r/runs.csv"), S_IFLNK);
  EXPECT_EQ(read_text(dir_ / "r/tables/runs.csv").rfind("id,point,", 0), 0u);

  fs::remove(dir_ / "r/runs.csv");
  write("kept.csv", "stale");
  fs::create_symlink("../kept.csv", dir_ / "r/runs.csv");
  for (const char* command : {"summarize r", "plot r", "report r", "compare r --metric seconds"}) {
    o = nqga(command);
    EXPECT_EQ(o.code, 2) << command;
    EXPECT_NE(o.err.find("r/runs.csv is a symbolic link to ../kept.csv, outside the run "
                         "directory r; nqga writes a run's files only inside it"),
              std::string::npos)
        << command << ": " << o.err;
  }
  EXPECT_EQ(read_text(dir_ / "kept.csv"), "stale");
}

// Failure 7: jobs/ made a link to another experiment's jobs/ had its records overwritten by the
// run, which took them for foreign ones and ran their jobs again.
TEST_F(HostileInput, ARunRefusesJobsLinkedToAnotherDirectory) {
  write("a.yaml", "n: 6\nseeds: 2\nga: {population: 20}\nstop: {max_generations: 50}\n");
  write("b.yaml", "n: 8\nseeds: 2\nga: {population: 20}\nstop: {max_generations: 50}\n");
  ASSERT_EQ(nqga("run a.yaml --out A --no-plot").code, 0);
  ASSERT_EQ(nqga("run b.yaml --out B --no-plot").code, 0);
  const std::string record = read_text(dir_ / "B/jobs/0.json");
  fs::remove_all(dir_ / "A/jobs");
  fs::create_symlink("../B/jobs", dir_ / "A/jobs");
  const Outcome o = nqga("run a.yaml --out A --no-plot");
  EXPECT_EQ(o.code, 2);
  EXPECT_NE(o.err.find("A/jobs is a symbolic link to ../B/jobs, outside the run directory A"),
            std::string::npos)
      << o.err;
  EXPECT_EQ(read_text(dir_ / "B/jobs/0.json"), record);
}

// Failure 2: readers grew to 8 GB on an endless input. Under a 1 GB address space these ended in
// std::bad_alloc; each now stops at the first bytes that cannot be a board or config.
const std::string kSmallMemory = "ulimit -v 1000000;";

TEST_F(HostileInput, AConfigThatIsNoRegularFileOrTooLargeIsRefused) {
  if (!make_device(dir_ / "zero", 5)) NQGA_SKIP_WITHOUT_PRIVILEGE("mknod is not permitted here");
  Outcome o = nqga("run zero", "", kSmallMemory);
  EXPECT_EQ(o.code, 2);
  EXPECT_EQ(o.err, "nqga: zero: is a character device, not a config file\n");
  ASSERT_EQ(::mkfifo((dir_ / "fifo.yaml").c_str(), 0666), 0);
  o = nqga("run fifo.yaml");  // refused without waiting for a writer
  EXPECT_EQ(o.code, 2);
  EXPECT_EQ(o.err, "nqga: fifo.yaml: is a FIFO (a pipe), not a config file\n");
  fs::create_directory(dir_ / "folder");
  o = nqga("run folder");
  EXPECT_EQ(o.err, "nqga: folder: is a directory, not a config file\n");
  fs::resize_file(write("huge.yaml", "n: 8\n"), (std::uintmax_t{16} << 20) + 1);  // sparse
  o = nqga("run huge.yaml", "", kSmallMemory);
  EXPECT_EQ(o.code, 2);
  EXPECT_EQ(o.err,
            "nqga: huge.yaml: is 16777217 bytes; a config file is at most 16777216 bytes (16 "
            "MiB)\n");
}

TEST_F(HostileInput, BoardReadersStopAtTheFirstBytesThatCannotBeABoard) {
  fs::resize_file(write("sparse.txt", ""), std::uintmax_t{1} << 30);  // 1 GB of zero bytes
  Outcome o = nqga("check sparse.txt", "", kSmallMemory);
  EXPECT_EQ(o.code, 2);
  EXPECT_EQ(o.err,
            "nqga check: sparse.txt: line 1: '????????????????????...' is not a number (longer "
            "than 24 characters)\n");
  o = nqga("show -", "", kSmallMemory + " yes 1 | head -c 2000000000 |");
  EXPECT_EQ(o.code, 2);
  EXPECT_EQ(o.err, "nqga show: stdin: line 3: more than the 1 columns n announces\n");
  o = nqga("show -", "", kSmallMemory + " yes '' | head -c 2000000000 |");
  EXPECT_EQ(o.code, 2);
  EXPECT_EQ(o.err,
            "nqga show: stdin: is longer than the 4096 bytes a board file may hold before n\n");
  o = nqga("check spaces.txt", "", "printf '2\\n2 1%8000s' ' ' >spaces.txt;");
  EXPECT_EQ(o.code, 2);
  EXPECT_EQ(o.err,
            "nqga check: spaces.txt: is longer than the 4160 bytes a board of n = 2 may take "
            "(4096 + 32 a column)\n");
  ASSERT_EQ(::mkfifo((dir_ / "b.bin").c_str(), 0666), 0);
  o = nqga("check b.bin");
  EXPECT_EQ(o.code, 2);
  EXPECT_EQ(o.err,
            "nqga check: b.bin: is not a regular file; a binary board file's size gives n, so it "
            "must be one\n");
  if (!make_device(dir_ / "zero", 5)) NQGA_SKIP_WITHOUT_PRIVILEGE("mknod is not permitted here");
  o = nqga("show - <zero", "", kSmallMemory);
  EXPECT_EQ(o.code, 2);
  EXPECT_EQ(o.err,
            "nqga show: stdin: line 1: '????????????????????...' is not a number (longer than 24 "
            "characters)\n");
}

// Tables and records are read whole, so each kind has a bound, checked before a byte is read.
TEST_F(HostileInput, ATableLargerThanItsBoundIsRefusedUnread) {
  write("s.yaml", "n: 6\nseeds: 2\n");
  ASSERT_EQ(nqga("run s.yaml --out r --no-plot").code, 0);
  fs::resize_file(dir_ / "r/jobs/0.gens.csv", (std::uintmax_t{256} << 20) + 1);  // sparse
  const Outcome o = nqga("compare r", "", kSmallMemory);
  EXPECT_EQ(o.code, 2);
  EXPECT_NE(o.err.find("r/jobs/0.gens.csv: is 268435457 bytes; a record or table file is at "
                       "most 268435456 bytes (256 MiB)"),
            std::string::npos)
      << o.err;
}

// Failure 3: `first 30 --threads 100000` started 32454 threads and starved the host; a sweep with
// --jobs 100000 aborted. Under a small address space and stack, a thousand threads cannot start.
TEST_F(HostileInput, ThreadRequestsBeyondTheMachineAreLoweredWithANotice) {
  const std::string limits = "ulimit -s 256; ulimit -v 2000000;";
  Outcome o = nqga("first 30 --threads 100000 --time-limit 0.2 --json", "", limits);
  EXPECT_NE(o.err.find("nqga: --threads 100000 lowered to "), std::string::npos) << o.err;
  EXPECT_NE(o.err.find(" threads per hardware thread ("), std::string::npos) << o.err;
  const int most = 4 * static_cast<int>(std::thread::hardware_concurrency());
  const auto threads = o.out.find("\"threads\":");
  ASSERT_NE(threads, std::string::npos) << o.out << o.err;
  EXPECT_LE(std::stoi(o.out.substr(threads + 10)), most) << o.out;
  write("c.yaml", "n: 6\nseeds: 3\nga: {population: 20}\nstop: {max_generations: 50}\n");
  o = nqga("run c.yaml --out r --no-plot --jobs 100000", "", limits);
  EXPECT_EQ(o.code, 0) << o.err;
  EXPECT_NE(o.err.find("nqga: --jobs 100000 lowered to "), std::string::npos) << o.err;
  EXPECT_NE(read_text(dir_ / "r/manifest.json").find("\"threads\": 3"), std::string::npos)
      << read_text(dir_ / "r/manifest.json");
}

// Failure 6: `count 010` counted n = 8 (octal), `count 0x10` n = 16, `count 08` could not
// convert. Command-line numbers are decimal now, as a config's `n: 010` is 10.
TEST_F(HostileInput, NumbersOnTheCommandLineAreDecimal) {
  Outcome o = nqga("count 010 --json");
  EXPECT_EQ(o.code, 0) << o.err;
  EXPECT_NE(o.out.find("\"n\":10,"), std::string::npos) << o.out;
  EXPECT_NE(o.out.find("\"total\":724"), std::string::npos) << o.out;
  o = nqga("count 08 --json --threads 01");
  EXPECT_NE(o.out.find("\"total\":92"), std::string::npos) << o.out << o.err;
  o = nqga("count 0x10");
  EXPECT_EQ(o.code, 2);
  EXPECT_NE(o.err.find("n: must be a whole number >= 0 (decimal digits), not 0x10"),
            std::string::npos)
      << o.err;
  o = nqga("first 08 --json");
  EXPECT_NE(o.out.find("\"n\":8,"), std::string::npos) << o.out;
  o = nqga("solve 010 --seed 007 --json");
  EXPECT_NE(o.out.find("\"n\":10,"), std::string::npos) << o.out;
  EXPECT_NE(o.out.find("\"seed\":7"), std::string::npos) << o.out;
  EXPECT_EQ(nqga("tree 04").code, 0);
}

// CLI11's own range message printed a 309-digit bound.
TEST_F(HostileInput, RangesAreStatedInPlainWords) {
  write("c.yaml", "n: 6\n");
  Outcome o = nqga("run c.yaml --jobs -1");
  EXPECT_EQ(o.code, 2);
  EXPECT_NE(o.err.find("--jobs: must be a whole number >= 0 (decimal digits), not -1"),
            std::string::npos)
      << o.err;
  EXPECT_EQ(o.err.find("179769313486"), std::string::npos) << o.err;
  o = nqga("count 99999999999");
  EXPECT_NE(o.err.find("n: must be a whole number from 0 to 2147483647 (decimal digits), not "
                       "99999999999"),
            std::string::npos)
      << o.err;
  o = nqga("solve 8 --time-limit -1");
  EXPECT_NE(o.err.find("--time-limit: must be a number of seconds >= 0, not -1"), std::string::npos)
      << o.err;
  // Failure 6: a limit past the steady clock's range overflowed its deadline ("undecided after
  // 1e+11 s" after 0.01 s).
  for (const char* command : {"first 40 --time-limit 1e11",
                              "solve 1000 --method ga --time-limit "
                              "1e11",
                              "count --problem p.txt --time-limit 1e11"}) {
    o = nqga(command);
    EXPECT_EQ(o.code, 2) << command;
    EXPECT_NE(o.err.find("--time-limit: must be a number of seconds from 0 to 1000000000 (about "
                         "31 years: the longest limit the clock counts), not 1e11"),
              std::string::npos)
        << command << ": " << o.err;
  }
  o = nqga("run c.yaml stop.time_limit_s=1e11 --dry-run");
  EXPECT_NE(o.err.find("stop.time_limit_s: must be in [0, 10000000], got 100000000000"),
            std::string::npos)
      << o.err;
  o = nqga("tune c.yaml --budget 0 --out t");
  EXPECT_NE(o.err.find("--budget: must be a whole number >= 1 (decimal digits), not 0"),
            std::string::npos)
      << o.err;
  o = nqga("solve 8 --seed -3");
  EXPECT_NE(o.err.find("--seed: must be a whole number >= 0 (decimal digits), not -3"),
            std::string::npos)
      << o.err;
}

// The library's "filesystem error: cannot create directories: Not a directory [b.txt/x]" is said
// with the file first.
TEST_F(HostileInput, FileSystemErrorsNameTheFileInPlainWords) {
  write("b.txt", "4\n2 4 1 3\n");
  write("c.yaml",
        "n: 6\nseeds: 4\nga: {population: 20, selection: {method: [roulette, "
        "tournament]}}\nstop: {max_generations: 50}\n");
  ASSERT_EQ(nqga("run c.yaml --out r --no-plot").code, 0);
  const Outcome o = nqga("compare r --out b.txt/x");
  EXPECT_EQ(o.code, 1);
  EXPECT_EQ(o.err, "nqga: b.txt/x: Not a directory\n");
}

}  // namespace
