// nqga plot, show and tree: figures, boards and the state-space tree.
#include <gtest/gtest.h>
#include <unistd.h>

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <map>
#include <set>
#include <sstream>

#include "cli_fixture.hpp"

namespace {

namespace fs = std::filesystem;
using nqga::testing::Cli;
using nqga::testing::Outcome;
using nqga::testing::read_text;

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
  // The heatmap's cells are rectangles, not a bitmap a viewer would blur into a gradient.
  EXPECT_EQ(xpath(dir_ / "r/plots/heatmap.svg", "count(//*[local-name()='image'])"), "0");
  // Every point with unsolved runs (roulette, 40 generations) shows their count in both figures
  // against n (time_vs_n.csv's censored_count, on a line of each figure's counts), and the key
  // says what the cross means.
  int marked = 0;
  for (const auto& row : nqga::testing::csv_rows(read_text(dir_ / "r/plots/time_vs_n.csv"))) {
    const std::string& count = row.at("censored_count");
    if (count.empty()) continue;
    ++marked;
    EXPECT_FALSE(row.at("count_row_seconds").empty() || row.at("count_row_work").empty());
    for (const char* figure : {"time_vs_n.svg", "work_vs_n.svg"}) {
      EXPECT_NE(read_text(dir_ / "r/plots" / figure).find(">" + count + "<"), std::string::npos)
          << figure << " lacks " << count;
    }
  }
  EXPECT_GT(marked, 0);
  EXPECT_NE(read_text(dir_ / "r/plots/time_vs_n.svg").find("unsolved runs (count/runs)"),
            std::string::npos);
}

// No two of up to 40 series share a colour and a dash pattern, and none uses the cross that
// marks unsolved runs (point type 2).
TEST_F(Cli, FigureLineStylesNeverRepeatWithinFortySeries) {
  const std::string command =
      "gnuplot -e \"fmt='svg'; out='/dev/null'\" -e \"load '" NQGA_SOURCE_DIR
      "/plots/style.gp'; do for [i = 1:40] { show linetype i }\" 2>'" +
      (dir_ / "linetypes.txt").string() + "'";
  ASSERT_EQ(std::system(command.c_str()), 0);
  std::istringstream lines(read_text(dir_ / "linetypes.txt"));
  std::set<std::string> styles;
  std::string line;
  int types = 0;
  while (std::getline(lines, line)) {
    const auto colour = line.find("linecolor rgb"), dash = line.find("dashtype"),
               point = line.find("pointtype");
    if (colour == std::string::npos) continue;
    ++types;
    styles.insert(line.substr(colour, line.find("linewidth") - colour) +
                  line.substr(dash, point - dash));
    EXPECT_EQ(line.find("pointtype 2 "), std::string::npos) << line;
  }
  EXPECT_EQ(types, 40);
  EXPECT_EQ(styles.size(), 40u);
}

// A faceted figure reads its own facet's rows, not the whole table (a blocked-phase sweep's
// convergence figures each read all 12 MB of convergence.csv, 40 s a figure): 9 points with logs
// over 3 problem points make a convergence figure per n, each drawn (by a stand-in script that
// names its data) from convergence-n=N.csv, which holds that n's rows, each curve from its first
// row to its last (firsts, lasts); convergence.csv keeps all.
TEST_F(Cli, AFacetedFigureReadsOnlyItsFacetsRows) {
  write("p.yaml",
        "n: [6, 7, 8]\nseeds: 1\nga: {population: 20, crossover: {method: [range, ox, cx]}}\n"
        "stop: {max_generations: 5}\n");
  ASSERT_EQ(nqga("run p.yaml --out r --no-plot").code, 0);
  fs::create_directory(dir_ / "scripts");
  fs::copy_file(NQGA_SOURCE_DIR "/plots/style.gp", dir_ / "scripts/style.gp");
  write(
      "scripts/convergence.gp",
      "print \"reads \".data.\" rows \".firsts.\" to \".lasts\nload style_file\nplot 0 notitle\n");
  const Outcome plot = nqga("plot r", "NQGA_PLOTS_DIR=scripts");
  EXPECT_EQ(plot.code, 1);  // the other figures' scripts are missing
  const std::string log = read_text(dir_ / "r/plots/gnuplot.log");
  EXPECT_EQ(nqga::testing::count_of(log, "reads "), 6u) << log;  // 3 figures, 2 formats
  std::size_t rows = 0;
  for (const std::string n : {"6", "7", "8"}) {
    const std::string name = "convergence-n=" + n;
    EXPECT_TRUE(fs::exists(dir_ / "r/plots" / (name + ".svg"))) << plot.out;
    const auto facet = nqga::testing::csv_rows(read_text(dir_ / "r/plots" / (name + ".csv")));
    ASSERT_FALSE(facet.empty());
    std::map<std::string, std::pair<std::size_t, std::size_t>> curves;  // series -> its rows
    for (std::size_t k = 0; k < facet.size(); ++k) {
      EXPECT_EQ(facet[k].at("facet"), "n=" + n);
      curves.try_emplace(facet[k].at("series"), k, k).first->second.second = k;
    }
    ASSERT_EQ(curves.size(), 3u);  // range, ox, cx
    std::string firsts, lasts;
    for (const auto& [series, range] : curves) {
      firsts += (firsts.empty() ? "" : " ") + std::to_string(range.first);
      lasts += (lasts.empty() ? "" : " ") + std::to_string(range.second);
    }
    EXPECT_EQ(nqga::testing::count_of(
                  log, "reads r/plots/" + name + ".csv rows " + firsts + " to " + lasts + "\n"),
              2u)
        << log;
    rows += facet.size();
  }
  EXPECT_EQ(nqga::testing::csv_rows(read_text(dir_ / "r/plots/convergence.csv")).size(), rows);
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

}  // namespace
