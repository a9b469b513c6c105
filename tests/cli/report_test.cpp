// `nqga report` end to end: what `nqga run` leaves (and --no-plot does not), a baseline that
// changed, the LaTeX tables' structure (no pdflatex here: Debian's texlive is not a test
// dependency), a tuning folder, and refusals.
#include <gtest/gtest.h>

#include <regex>
#include <string>

#include "cli_fixture.hpp"

namespace nqga::testing {
namespace {

using ReportCli = Cli;

// A small sweep over n alone, with one selection method: its points' labels are "n=8" and
// "n=24", whichever method ran, so two such runs match point by point.
std::string sweep(const std::string& method, const std::string& out,
                  const std::string& n = "[8,24]") {
  return "run '" NQGA_SOURCE_DIR "/configs/quickstart.yaml' 'n=" + n +
         "' seeds=8 'ga.selection.method=" + method +
         "' stop.max_generations=1500 --jobs 2 --out " + out;
}

// `tables` booktabs tables, each whole: rules, balanced braces, every row with as many cells as
// its column specification; captions that state the correction and alpha.
void expect_whole_tables(const std::string& tex, std::size_t tables) {
  EXPECT_EQ(count_of(tex, "\\toprule"), tables);
  EXPECT_EQ(count_of(tex, "\\midrule"), tables);
  EXPECT_EQ(count_of(tex, "\\bottomrule"), tables);
  EXPECT_EQ(count_of(tex, "\\begin{tabular}"), tables);
  EXPECT_EQ(count_of(tex, "\\end{tabular}"), tables);
  EXPECT_EQ(count_of(tex, "{"), count_of(tex, "}"));
  EXPECT_NE(tex.find("established below 0.05"), std::string::npos);
  const std::regex tabular(R"(\\begin\{tabular\}\{([lrc]+)\}([\s\S]*?)\\end\{tabular\})");
  for (std::sregex_iterator it(tex.begin(), tex.end(), tabular), end; it != end; ++it) {
    const std::size_t columns = (*it)[1].length();
    std::istringstream lines((*it)[2].str());
    for (std::string line; std::getline(lines, line);) {
      if (line.ends_with("\\\\")) {
        EXPECT_EQ(count_of(line, " & ") + 1, columns) << line;
      }
    }
  }
}

TEST_F(ReportCli, RunWritesTheReportUnlessNoPlot) {
  const Outcome run = nqga(sweep("tournament", "new"));
  ASSERT_EQ(run.code, 0) << run.err;
  EXPECT_NE(run.out.find("report: new/report.html\n"), std::string::npos) << run.out;
  const std::string page = read_text(dir_ / "new/report.html");
  EXPECT_EQ(count_of(page, "<button class=\"runs\""), 2u);
  EXPECT_NE(page.find("<img src=\"data:image/svg+xml;base64,"), std::string::npos);
  // Nothing outside the page: no src or href but data: URIs and the page's own anchors.
  EXPECT_FALSE(std::regex_search(page, std::regex(R"((src|href)="(?!data:|#)[^"]*")")));
  EXPECT_EQ(page.find("http://"), page.find("http://www.w3.org"));  // only XML namespaces

  // Two methods at one n: the pairwise table too, Holm named in its caption.
  ASSERT_EQ(nqga(sweep("[roulette,tournament]", "both", "8") + " --no-plot").code, 0);
  ASSERT_EQ(nqga("report both --latex both.tex").code, 0);
  const std::string tex = read_text(dir_ / "both.tex");
  expect_whole_tables(tex, 2);
  EXPECT_NE(tex.find("Holm"), std::string::npos);

  ASSERT_EQ(nqga(sweep("tournament", "bare") + " --no-plot").code, 0);
  EXPECT_FALSE(fs::exists(dir_ / "bare/report.html"));
  EXPECT_FALSE(fs::exists(dir_ / "bare/plots"));
}

// Roulette selection barely solves 24 queens in 1,500 generations where tournament selection
// always does (the quick start's comparison, README): against the roulette run as baseline, the
// tournament run's n=24 point is better, significantly; at n = 8 both solve at once.
TEST_F(ReportCli, BaselineMarksThePointThatChangedAndLatexTablesAreWhole) {
  ASSERT_EQ(nqga(sweep("roulette", "old") + " --no-plot").code, 0);
  ASSERT_EQ(nqga(sweep("tournament", "new") + " --no-plot").code, 0);
  const Outcome report = nqga("report new --baseline old --latex tables.tex --out page.html");
  ASSERT_EQ(report.code, 0) << report.err;
  const std::string page = read_text(dir_ / "page.html");
  std::smatch row;
  ASSERT_TRUE(std::regex_search(page, row, std::regex(R"(<tr>.*>n=24</td>.*</tr>)")));
  EXPECT_NE(row.str().find(">better <span"), std::string::npos) << row.str();
  // Both ERTs and their ratio with its interval; the config difference below the table.
  EXPECT_TRUE(std::regex_search(
      row.str(), std::regex(R"(\(ERT [^ ]+ (M )?→ [^ ]+ (M )?[a-z ]*evaluations, ratio [^ ]+ )"
                            R"(\[[^ ]+, [^ ]+\]; )")))
      << row.str();
  EXPECT_NE(page.find("<td class=\"text\">ga.selection.method</td><td class=\"text\">roulette</td>"
                      "<td class=\"text\">tournament</td>"),
            std::string::npos);
  // The conclusions lead; the title names what was varied.
  EXPECT_LT(page.find("<section id=\"conclusions\">"), page.find("<section id=\"points\">"));
  EXPECT_NE(page.find(": one configuration on n = 8 and 24, 8 seeds each</title>"),
            std::string::npos);
  EXPECT_NE(page.find("No figures: run <code>nqga plot new</code>"), std::string::npos);

  const std::string tex = read_text(dir_ / "tables.tex");
  // One n per point: no pairs to compare, so the points' table alone, with the baseline column.
  expect_whole_tables(tex, 1);
  EXPECT_NE(tex.find("\\textbf{better}"), std::string::npos);
  EXPECT_NE(tex.find("Baseline ERT & Ratio [95\\% CI] & Change"), std::string::npos);
  EXPECT_NE(tex.find("\\resizebox{"), std::string::npos);
}

// A tuning folder before irace ran (no Rscript on PATH): the page shows the space to search and
// how to run irace. (Cli.TuneRunsIrace runs irace for real; its page was looked at by hand.)
TEST_F(ReportCli, ATuningFolderShowsItsScenario) {
  write("t.yaml",
        "n: [8, 10]\nga: {mutation: {rate: {min: 0.01, max: 0.5}}}\nstop: {max_evaluations: "
        "2000}\n");
  ASSERT_EQ(nqga("tune t.yaml --budget 96 --out scenario", "PATH=/nonexistent").code, 0);
  const Outcome report = nqga("report scenario");
  ASSERT_EQ(report.code, 0) << report.err;
  const std::string page = read_text(dir_ / "scenario/report.html");
  EXPECT_NE(page.find("irace has not run here (no irace.Rdata)"), std::string::npos);
  EXPECT_NE(page.find("ga.mutation.rate="), std::string::npos);  // parameters.txt
}

TEST_F(ReportCli, RefusesWhatIsNotARunDirectory) {
  fs::create_directories(dir_ / "empty");
  const Outcome empty = nqga("report empty");
  EXPECT_EQ(empty.code, 2);
  EXPECT_NE(empty.err.find("empty is not a run directory (no config.yaml): give the folder that "
                           "`nqga run` wrote"),
            std::string::npos)
      << empty.err;
  EXPECT_FALSE(fs::exists(dir_ / "empty/report.html"));
  ASSERT_EQ(nqga(sweep("tournament", "new") + " --no-plot").code, 0);
  const Outcome baseline = nqga("report new --baseline empty");
  EXPECT_EQ(baseline.code, 2);
  EXPECT_FALSE(fs::exists(dir_ / "new/report.html"));
}

}  // namespace
}  // namespace nqga::testing
