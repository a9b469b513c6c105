// End-to-end tests of the way out: standard output checked like a file, every output argument
// checked before anything is created (empty values, paths the system cannot follow, two outputs
// that are one file, folders that are not nqga's), figures counted only once whole, temporary
// folders removed on every failure. Full disks are a file-size limit (prlimit, no root needed) or
// a small tmpfs (skipped, saying why, where mounting is not permitted); devices are made in the
// test's own folder, never taken from /dev.
#include <gtest/gtest.h>
#include <sys/stat.h>
#include <sys/sysmacros.h>

#include <string>
#include <vector>

#include "cli_fixture.hpp"
#include "required.hpp"
#include "tmpfs.hpp"

namespace {

namespace fs = std::filesystem;
using nqga::testing::Cli;
using nqga::testing::count_of;
using nqga::testing::Outcome;
using nqga::testing::read_text;
using nqga::testing::Tmpfs;

using Outputs = Cli;

// Five generations of two points: a run directory with every figure kind in milliseconds.
const char* kTinySweep =
    "n: [6, 8]\nseeds: 2\nga:\n  population: 20\n  selection: {method: [roulette, tournament]}\n"
    "stop: {max_generations: 5, max_evaluations: 2000}\n";

// Every name under `dir`, recursively, relative to it: what a refused command must not change.
std::vector<std::string> listing(const fs::path& dir) {
  std::vector<std::string> names;
  for (const auto& entry : fs::recursive_directory_iterator(dir))
    names.push_back(fs::relative(entry.path(), dir).string());
  std::sort(names.begin(), names.end());
  return names;
}

// Names under `dir`, recursively, that hold ".tmp.": what a failed write left behind.
std::vector<std::string> leftover_temporaries(const fs::path& dir) {
  std::vector<std::string> left;
  for (const auto& name : listing(dir)) {
    if (name.find(".tmp.") != std::string::npos) left.push_back(name);
  }
  return left;
}

// Failure 1: `solve 100 --out - >/dev/full` exited 0 saying "board written to standard output";
// so did count, first --json, summarize --json, run --json, instance and keys.
TEST_F(Outputs, AFailedWriteToStandardOutputIsAnErrorForEveryCommand) {
  write("c.yaml", kTinySweep);
  ASSERT_EQ(nqga("run c.yaml --out r --no-plot").code, 0);
  if (::mknod((dir_ / "full").c_str(), S_IFCHR | 0666, ::makedev(1, 7)) != 0)
    NQGA_SKIP_WITHOUT_PRIVILEGE("mknod is not permitted here");
  for (const std::string command :
       {"solve 100 --out -", "solve 12", "count 8", "first 8 --json", "summarize r --json",
        "run c.yaml --out r --json", "instance 8 completion placed=2", "keys", "--help"}) {
    const Outcome o = shell("( '" NQGA_EXE "' " + command + " >full )");
    EXPECT_EQ(o.code, 1) << command;
    EXPECT_NE(o.err.find("nqga: cannot write standard output (" + (dir_ / "full").string() +
                         "): No space left on device; make room (or raise the quota), or write "
                         "elsewhere\n"),
              std::string::npos)
        << command << ": " << o.err;
    EXPECT_EQ(o.err.find("written"), std::string::npos) << command << ": " << o.err;
  }
}

// The same without a device: a closed standard output (EBADF).
TEST_F(Outputs, AClosedStandardOutputIsAnError) {
  for (const std::string command : {"keys", "count 8 --json"}) {
    const Outcome o = shell("( '" NQGA_EXE "' " + command + " >&- )");
    EXPECT_EQ(o.code, 1) << command;
    EXPECT_EQ(o.err, "nqga: cannot write standard output: Bad file descriptor\n") << command;
  }
}

// Failure 2: `solve 8 --out= --json` wrote the board to a file named --json, and `run small.yaml
// --out= --no-plot` made a run directory named --no-plot.
TEST_F(Outputs, AnOptionWithAnEmptyValueIsRefusedAndTakesNothingElse) {
  write("c.yaml", kTinySweep);
  Outcome o = nqga("solve 8 --out= --json");
  EXPECT_EQ(o.code, 2);
  EXPECT_EQ(o.err,
            "nqga: --out=: no value after '='; give one (--out=VALUE) or leave the option out\n");
  o = nqga("run c.yaml --out= --no-plot");
  EXPECT_EQ(o.code, 2);
  EXPECT_EQ(o.err,
            "nqga: --out=: no value after '='; give one (--out=VALUE) or leave the option out\n");
  for (const std::string command :
       {"solve 8 --out ''", "run c.yaml --out '' --no-plot", "tree 4 --svg ''", "count 8 --out ''",
        "report r --latex ''", "check ''"}) {
    o = nqga(command);
    EXPECT_EQ(o.code, 2) << command;
    EXPECT_NE(o.err.find(": an empty value; give one or leave it out\n"), std::string::npos)
        << command << ": " << o.err;
  }
  EXPECT_EQ(listing(dir_), (std::vector<std::string>{"c.yaml", "stderr.txt", "stdout.txt"}));
}

// Failure 3: `--out nonexist/../u` made nonexist/ and wrote u/.lock, u/.running and u/jobs/
// before refusing; `--out new/..` did the same to the working folder.
TEST_F(Outputs, APathWithDotDotAfterAMissingFolderIsRefusedBeforeAnythingIsMade) {
  write("c.yaml", kTinySweep);
  fs::create_directory(dir_ / "u");
  write("b.txt", "4\n2 4 1 3\n");
  const std::vector<std::string> before = listing(dir_);
  for (const std::string& command : {std::string("run c.yaml --out nonexist/../u --no-plot"),
                                     std::string("run c.yaml --out new/.. --no-plot"),
                                     std::string("count 8 --out nonexist/../u"),
                                     std::string("tune c.yaml --budget 10 --out nonexist/../u"),
                                     std::string("solve 8 --out b.txt/../s.txt")}) {
    const Outcome o = nqga(command);
    EXPECT_EQ(o.code, 2) << command;
    EXPECT_TRUE(o.err.find(" does not exist, so the '..' after it cannot be followed; give the "
                           "path without it") != std::string::npos ||
                o.err.find("b.txt is not a folder, so the '..'") != std::string::npos)
        << command << ": " << o.err;
    EXPECT_NE(o.err.find("--out: "), std::string::npos) << command << ": " << o.err;
    fs::remove(dir_ / "stdout.txt");
    fs::remove(dir_ / "stderr.txt");
    EXPECT_EQ(listing(dir_), before) << command;
  }
  const Outcome o = nqga("run c.yaml --out nonexist/../u --no-plot");
  EXPECT_NE(o.err.find("nonexist/../u: nonexist does not exist"), std::string::npos) << o.err;
}

// Poorer: `experiment: ../x` wrote beside output.dir instead of inside it.
TEST_F(Outputs, AnExperimentNameThatLeavesOutputDirIsRefusedAtItsKey) {
  write("c.yaml", std::string("experiment: ../x\noutput.dir: results\n") + kTinySweep);
  const Outcome o = nqga("run c.yaml --no-plot");
  EXPECT_EQ(o.code, 2);
  EXPECT_EQ(o.err,
            "nqga: c.yaml:1:13: experiment: '../x' would leave output.dir; name a folder inside "
            "it (set output.dir, or give --out DIR, to write elsewhere)\n");
  EXPECT_FALSE(fs::exists(dir_ / "x"));
  EXPECT_FALSE(fs::exists(dir_ / "results"));
}

// `experiment: "."` made output.dir the run directory, --dry-run accepted `experiment: ../x`,
// and a newline in a name made a folder with a newline.
TEST_F(Outputs, FolderNamesThatAreNoneOrHoldControlCharactersAreRefused) {
  write("dot.yaml", std::string("experiment: \".\"\noutput.dir: results\n") + kTinySweep);
  Outcome o = nqga("run dot.yaml --no-plot");
  EXPECT_EQ(o.code, 2);
  EXPECT_EQ(o.err,
            "nqga: dot.yaml:1:13: experiment: '.' names output.dir itself, whose other experiments "
            "would mix with this one; name a folder inside it\n");
  EXPECT_FALSE(fs::exists(dir_ / "results"));
  write("up.yaml", std::string("experiment: ../x\n") + kTinySweep);
  o = nqga("run up.yaml --dry-run");
  EXPECT_EQ(o.code, 2);
  EXPECT_NE(o.err.find("up.yaml:1:13: experiment: '../x' would leave output.dir"),
            std::string::npos)
      << o.err;
  EXPECT_TRUE(o.out.empty()) << o.out;
  write("nl.yaml", std::string("experiment: \"a\\nb\"\n") + kTinySweep);
  o = nqga("run nl.yaml --no-plot");
  EXPECT_EQ(o.err,
            "nqga: nl.yaml:1:13: experiment: 'a\\x0ab' holds a control character; name the folder "
            "without one\n");
  o = nqga("run up.yaml --out \"$(printf 'r\\tx')\" --no-plot");
  EXPECT_EQ(o.err,
            "nqga: --out 'r\\x09x' holds a control character; name the folder without one\n");
  o = nqga("run up.yaml 'output.dir=\"o\\nd\"' experiment=e --no-plot");
  EXPECT_NE(o.err.find("output.dir: 'o\\x0ad' holds a control character"), std::string::npos)
      << o.err;
  EXPECT_EQ(nqga("run up.yaml --out r --no-plot").code, 0);  // --out names the folder instead
  for (const auto& entry : fs::directory_iterator(dir_)) {
    const std::string name = entry.path().filename().string();
    EXPECT_EQ(std::count_if(name.begin(), name.end(), [](char c) { return c < 0x20; }), 0) << name;
  }
}

// Failure 4: `tree 4 --svg t.svg --png t.svg` left PNG bytes in t.svg; the same for --svg/--dot,
// show --svg/--png and report --out/--latex, directly or through a symlink.
TEST_F(Outputs, TwoOutputsThatAreOneFileAreRefusedBeforeEitherIsWritten) {
  write("b.txt", "4\n2 4 1 3\n");
  fs::create_directory(dir_ / "real");
  fs::create_symlink("real/t.svg", dir_ / "link");
  const std::vector<std::pair<std::string, std::string>> cases = {
      {"tree 4 --svg t.svg --png t.svg", "nqga tree: --svg t.svg and --png t.svg name one file"},
      {"tree 4 --svg t.svg --dot ./t.svg",
       "nqga tree: --svg t.svg and --dot ./t.svg name one file"},
      {"tree 4 --svg real/t.svg --png link",
       "nqga tree: --svg real/t.svg and --png link name one file"},
      {"show b.txt --svg link --png real/../real/t.svg",
       "nqga show: --svg link and --png real/../real/t.svg name one file"}};
  for (const auto& [command, message] : cases) {
    const Outcome o = nqga(command);
    EXPECT_EQ(o.code, 2) << command;
    EXPECT_EQ(o.err, message + "; give each output a file of its own (nothing was written)\n")
        << command;
    EXPECT_FALSE(fs::exists(dir_ / "t.svg")) << command;
    EXPECT_TRUE(fs::is_empty(dir_ / "real")) << command;
  }
  write("c.yaml", kTinySweep);
  ASSERT_EQ(nqga("run c.yaml --out r --no-plot").code, 0);
  write("r.html", "mine");
  fs::create_hard_link(dir_ / "r.html", dir_ / "hard.tex");
  for (const std::string& command : {std::string("report r --out r.html --latex r.html"),
                                     std::string("report r --out r.html --latex hard.tex"),
                                     std::string("report r --latex r/report.html")}) {
    const Outcome o = nqga(command);
    EXPECT_EQ(o.code, 2) << command;
    EXPECT_NE(o.err.find("name one file; give each output a file of its own (nothing was "
                         "written)\n"),
              std::string::npos)
        << command << ": " << o.err;
    EXPECT_EQ(read_text(dir_ / "r.html"), "mine") << command;
    EXPECT_FALSE(fs::exists(dir_ / "r/report.html")) << command;
  }
  // Outputs of their own are drawn.
  const Outcome drawn = nqga("tree 4 --svg t.svg --png t.png --dot t.dot");
  EXPECT_EQ(drawn.code == 0 || drawn.err.find("dot is not installed") != std::string::npos, true)
      << drawn.err;
}

// Failure 14: `tune CFG --out EXISTING` overwrote scenario.txt and tune.yaml and removed
// best.yaml in a user's folder, and wrote into run directories.
TEST_F(Outputs, TuneWritesOnlyIntoANewEmptyOrEarlierTuningFolder) {
  write("t.yaml", kTinySweep);
  fs::create_directory(dir_ / "mine");
  for (const char* name : {"scenario.txt", "tune.yaml", "best.yaml"})
    write(std::string("mine/") + name, "mine");
  ASSERT_EQ(nqga("run t.yaml --out r --no-plot").code, 0);
  const std::vector<std::string> run_files = listing(dir_ / "r");
  const std::string runs = read_text(dir_ / "r/runs.csv");
  for (const char* folder : {"mine", "r", "t.yaml"}) {
    const Outcome o =
        nqga(std::string("tune t.yaml --budget 96 --out ") + folder, "PATH=/nonexistent");
    EXPECT_EQ(o.code, 2) << folder;
    EXPECT_NE(o.err.find(std::string("nqga tune: ") + folder), std::string::npos) << o.err;
    EXPECT_NE(o.err.find(folder == std::string("t.yaml")
                             ? "is not a folder; give --out a new folder, or one nqga tune made"
                             : "holds files and is no folder nqga tune made (its scenario.txt "
                               "would begin with \"## irace's scenario, written by nqga tune\"), "
                               "so its files could be overwritten or removed; give --out a new or "
                               "empty folder (nothing was written)\n"),
              std::string::npos)
        << o.err;
  }
  for (const char* name : {"scenario.txt", "tune.yaml", "best.yaml"})
    EXPECT_EQ(read_text(dir_ / "mine" / name), "mine") << name;
  EXPECT_EQ(listing(dir_ / "r"), run_files);
  EXPECT_EQ(read_text(dir_ / "r/runs.csv"), runs);
  fs::create_directory(dir_ / "empty");
  for (const char* folder : {"empty", "new", "new"}) {  // the second "new": an earlier tuning's
    const Outcome o =
        nqga(std::string("tune t.yaml --budget 96 --out ") + folder, "PATH=/nonexistent");
    EXPECT_EQ(o.code, 0) << folder << ": " << o.err;
    EXPECT_TRUE(fs::exists(dir_ / folder / "scenario.txt")) << folder;
  }
}

// Failure 15: a full disk while drawing left zero-byte PNG and SVG files and an SVG cut mid-path,
// nqga said "plots: 14 files" and exited 0. Under a file-size limit every figure larger than it is
// cut; now none of them stays, and the count is the count that exists.
TEST_F(Outputs, FiguresCutByAFileSizeLimitAreLeftOutAndNotCounted) {
  if (!fs::exists("/usr/bin/gnuplot")) NQGA_SKIP_WITHOUT_TOOL("gnuplot is not installed");
  write("c.yaml", kTinySweep);
  ASSERT_EQ(nqga("run c.yaml --out r --no-plot").code, 0);
  ASSERT_EQ(nqga("plot r").code, 0);  // to learn the sizes of the plot data and the figures
  std::uintmax_t largest_data = 0;
  std::vector<std::uintmax_t> sizes;
  for (const auto& entry : fs::directory_iterator(dir_ / "r/plots")) {
    if (entry.path().extension() == ".csv") {
      largest_data = std::max(largest_data, entry.file_size());
    } else if (entry.path().extension() != ".log") {
      sizes.push_back(entry.file_size());
      fs::remove(entry.path());
    }
  }
  ASSERT_GT(sizes.size(), 4u);
  std::sort(sizes.begin(), sizes.end());
  // Room for the data and the smaller half of the figures: the larger half is cut.
  const std::uintmax_t limit = std::max(largest_data, sizes[sizes.size() / 2 - 1]);
  const Outcome o = nqga("plot r", "", "prlimit --fsize=" + std::to_string(limit));
  EXPECT_EQ(o.code, 1) << o.err;
  EXPECT_NE(o.err.find(" was not drawn whole (it "), std::string::npos) << o.err;
  EXPECT_NE(o.err.find("; a full disk?), so it was left out\n"), std::string::npos) << o.err;
  std::size_t figures = 0;
  for (const auto& entry : fs::directory_iterator(dir_ / "r/plots")) {
    const std::string extension = entry.path().extension().string();
    if (extension != ".png" && extension != ".svg") continue;
    ++figures;
    const std::string bytes = read_text(entry.path());
    EXPECT_GT(bytes.size(), 0u) << entry.path();
    if (extension == ".svg") {
      EXPECT_NE(bytes.find("</svg>"), std::string::npos) << entry.path();
    }
  }
  EXPECT_GT(figures, 0u);
  EXPECT_LT(figures, sizes.size());
  EXPECT_NE(o.out.find("plots: " + std::to_string(figures) + " files in r/plots\n"),
            std::string::npos)
      << o.out << "(" << figures << " figures)";
  EXPECT_EQ(leftover_temporaries(dir_ / "r"), std::vector<std::string>{});
}

// The same on a real full disk: a tmpfs with room for the run directory and its plot data, and
// about one figure more.
TEST_F(Outputs, FiguresOnAFullDiskAreLeftOutAndNotCounted) {
  if (!fs::exists("/usr/bin/gnuplot")) NQGA_SKIP_WITHOUT_TOOL("gnuplot is not installed");
  write("c.yaml", kTinySweep);
  ASSERT_EQ(nqga("run c.yaml --out r --no-plot").code, 0);
  std::uintmax_t pages = 0;  // a tmpfs takes whole 4 KiB pages
  for (const auto& entry : fs::recursive_directory_iterator(dir_ / "r"))
    pages += entry.is_regular_file() ? (entry.file_size() + 4095) / 4096 + 1 : 1;
  Tmpfs disk(dir_ / "disk", "size=" + std::to_string((pages + 24) * 4) + "k");
  if (!disk.error().empty())
    NQGA_SKIP_WITHOUT_PRIVILEGE("cannot mount a small tmpfs: " << disk.error());
  fs::copy(dir_ / "r", dir_ / "disk/r", fs::copy_options::recursive);
  const Outcome o = nqga("plot disk/r");
  EXPECT_EQ(o.code, 1) << o.out << o.err;
  EXPECT_NE(o.err.find(" was not drawn whole (it "), std::string::npos) << o.err;
  std::size_t figures = 0;
  for (const auto& entry : fs::directory_iterator(dir_ / "disk/r/plots")) {
    const std::string extension = entry.path().extension().string();
    if (extension != ".png" && extension != ".svg") continue;
    ++figures;
    EXPECT_GT(entry.file_size(), 0u) << entry.path();
  }
  EXPECT_NE(o.out.find("plots: " + std::to_string(figures) + " files in disk/r/plots\n"),
            std::string::npos)
      << o.out;
  EXPECT_EQ(leftover_temporaries(dir_ / "disk/r"), std::vector<std::string>{});
}

// The report leaves a cut SVG off the page, with a word, instead of embedding it.
TEST_F(Outputs, TheReportLeavesAnIncompleteFigureOutWithANote) {
  write("c.yaml", kTinySweep);
  ASSERT_EQ(nqga("run c.yaml --out r --no-plot").code, 0);
  fs::create_directory(dir_ / "r/plots");
  write("r/plots/success.svg", "<svg xmlns=\"http://www.w3.org/2000/svg\"><path d=\"M 0 0 L");
  write("r/plots/ecdf.svg", "<svg xmlns=\"http://www.w3.org/2000/svg\"><text>whole</text></svg>\n");
  const Outcome o = nqga("report r");
  ASSERT_EQ(o.code, 0) << o.err;
  const std::string page = read_text(dir_ / "r/report.html");
  EXPECT_NE(page.find("success.svg is left out: it ends before its &lt;/svg&gt; (drawn on a full "
                      "disk?); <code>nqga plot r</code> draws it again."),
            std::string::npos);
  EXPECT_EQ(count_of(page, "alt=\"success\""), 0u);
  EXPECT_EQ(count_of(page, "alt=\"ecdf\""), 1u);
}

// Failure 16: `export DIR --format ioh --out ''` left ./.tmp.HOST.PID/ full of data; on a full
// disk D.tmp.HOST.PID/ stayed behind.
TEST_F(Outputs, ExportLeavesNoTemporaryFolderOnAnyFailure) {
  write("c.yaml", kTinySweep);
  ASSERT_EQ(nqga("run c.yaml --out r --no-plot").code, 0);
  Outcome o = nqga("export r --format ioh --out ''");
  EXPECT_EQ(o.code, 2);
  EXPECT_EQ(o.err, "nqga: --out: an empty value; give one or leave it out\n");
  o = nqga("export r --format ioh --out d", "", "prlimit --fsize=200");
  EXPECT_EQ(o.code, 1);
  EXPECT_NE(o.err.find(": File too large"), std::string::npos) << o.err;
  EXPECT_FALSE(fs::exists(dir_ / "d"));
  EXPECT_EQ(leftover_temporaries(dir_), std::vector<std::string>{});
  o = nqga("export r --format ioh --out d");
  EXPECT_EQ(o.code, 0) << o.err;
  EXPECT_EQ(leftover_temporaries(dir_), std::vector<std::string>{});
}

// Poorer: `--fresh` stopped at a plain file DIR-3 instead of passing over it.
TEST_F(Outputs, FreshPassesOverANameTakenByAPlainFile) {
  write("c.yaml", kTinySweep);
  ASSERT_EQ(nqga("run c.yaml --out r --no-plot").code, 0);
  write("r-2", "a plain file");
  const Outcome o = nqga("run c.yaml --out r --fresh --no-plot");
  EXPECT_EQ(o.code, 0) << o.err;
  EXPECT_NE(o.out.find("run directory: r-3\n"), std::string::npos) << o.out;
  EXPECT_EQ(read_text(dir_ / "r-2"), "a plain file");
}

// Poorer: `compare DIR DIR` compared a directory with itself without a word.
TEST_F(Outputs, ComparingARunDirectoryWithItselfIsRefused) {
  write("c.yaml", kTinySweep);
  ASSERT_EQ(nqga("run c.yaml --out r --no-plot").code, 0);
  const Outcome o = nqga("compare r ./r/");
  EXPECT_EQ(o.code, 2);
  EXPECT_EQ(o.err,
            "nqga compare: r and ./r/ are one run directory, so each point would be compared with "
            "itself; give one DIR to compare its points, or two different ones\n");
}

}  // namespace
