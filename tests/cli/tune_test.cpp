// nqga tune and tune-run: the irace scenario, the target runner, a real irace run.
#include <gtest/gtest.h>
#include <unistd.h>

#include <algorithm>
#include <cstdio>
#include <filesystem>
#include <nlohmann/json.hpp>
#include <sstream>
#include <vector>

#include "cli_fixture.hpp"
#include "required.hpp"

namespace {

namespace fs = std::filesystem;
using nqga::testing::Cli;
using nqga::testing::Outcome;
using nqga::testing::read_text;

// nqga tune: a config whose keys hold lists (a range is nqga tune's only, so these tests can run
// the same file with nqga run too), two board sizes, a budget per run.
const char* kTuneConfig =
    "n: [8, 10]\nseeds: 2\nga:\n  population: 20\n  selection: {method: [roulette, "
    "tournament]}\n  mutation: {rate: [0.1, 0.3]}\nstop: {max_evaluations: 2000}\n";

// Whether R with the irace package is here (the test command installs r-cran-irace).
bool irace_installed() {
  return std::system(
             "Rscript -e 'quit(status = if (requireNamespace(\"irace\", quietly = "
             "TRUE)) 0 else 1)' >/dev/null 2>&1") == 0;
}

// The whole tuning with the real irace, on a tiny budget: the elite becomes best.yaml, which
// nqga run runs.
// irace's final elites as its log lists them ("Best configurations as commandlines", best
// first): each as its id followed by its key=value settings.
std::vector<std::vector<std::string>> iraces_final_elites(const fs::path& scenario) {
  std::istringstream log(read_text(scenario / "irace.log"));
  std::vector<std::vector<std::string>> elites;
  std::string line;
  while (std::getline(log, line) && !line.starts_with("# Best configurations as commandlines")) {
  }
  while (std::getline(log, line) && !line.empty()) {
    std::istringstream words(line);
    elites.emplace_back();
    for (std::string word; words >> word;) elites.back().push_back(word);
  }
  return elites;
}

TEST_F(Cli, TuneWithoutIraceWritesTheScenarioAndSaysHow) {
  write("t.yaml", kTuneConfig);
  const Outcome tune = nqga("tune t.yaml --budget 96 --out scenario", "PATH=/nonexistent");
  ASSERT_EQ(tune.code, 0) << tune.err;
  EXPECT_NE(tune.out.find("irace is not installed here: Rscript is not on PATH. Install it "
                          "(Debian 12, as root):\n  apt-get install --no-install-recommends "
                          "r-cran-irace\n"),
            std::string::npos)
      << tune.out;
  EXPECT_NE(tune.out.find("  cd 'scenario' && Rscript -e 'irace::irace.cmdline()' --scenario "
                          "scenario.txt\n"),
            std::string::npos)
      << tune.out;
  for (const char* file :
       {"tune.yaml", "parameters.txt", "instances.txt", "target-runner", "scenario.txt"}) {
    EXPECT_TRUE(fs::exists(dir_ / "scenario" / file)) << file;
  }
  EXPECT_EQ(::access((dir_ / "scenario/target-runner").c_str(), X_OK), 0);
  EXPECT_EQ(read_text(dir_ / "scenario/instances.txt"), "8\n10\n");
  EXPECT_FALSE(fs::exists(dir_ / "scenario/best.yaml"));
  // R without the irace package: a stand-in Rscript that finds no package.
  fs::create_directories(dir_ / "bin");
  write("bin/Rscript", "#!/bin/sh\nexit 1\n");
  fs::permissions(dir_ / "bin/Rscript", fs::perms::owner_all);
  const Outcome no_package =
      nqga("tune t.yaml --budget 96 --out scenario", "PATH=\"$PWD/bin:$PATH\"");
  EXPECT_EQ(no_package.code, 0) << no_package.err;
  EXPECT_NE(no_package.out.find("irace is not installed here: R has no package irace."),
            std::string::npos)
      << no_package.out;
}

TEST_F(Cli, TuneRefusesAConfigWithoutARunBudget) {
  write("t.yaml", "n: 8\nga: {mutation: {rate: {min: 0.01, max: 0.5}}}\n");
  const Outcome tune = nqga("tune t.yaml --budget 96 --out scenario");
  EXPECT_EQ(tune.code, 2);
  EXPECT_EQ(tune.err,
            "nqga: t.yaml: stop.max_evaluations: nqga tune needs a budget per run: set it above 0 "
            "(a run costs its evaluations to a solution, or 10 x this budget when unsolved: "
            "PAR10)\n");
  EXPECT_FALSE(fs::exists(dir_ / "scenario"));
  // A key no configuration would use is refused as nqga run refuses it.
  write("u.yaml",
        "n: 8\nga: {mutation: {rate: {min: 0.01, max: 0.5}}, islands: {count: 2}}\n"
        "stop: {max_evaluations: 1000}\n");
  const Outcome unused = nqga("tune u.yaml --budget 96 --out scenario");
  EXPECT_EQ(unused.code, 2);
  EXPECT_EQ(unused.err,
            "nqga: u.yaml:2:64: ga.islands.count: is set, but it matters only when ga.model is "
            "islands, and here ga.model is generational; remove it, or give ga.model a value "
            "that uses it\n");
  EXPECT_FALSE(fs::exists(dir_ / "scenario"));
}

// The target runner takes irace's arguments (configuration id, instance id, seed, instance,
// key=value parameters) and prints one number: the evaluations of the very run nqga run makes
// of that configuration with that seed, or 10 x the budget when unsolved; a run nqga cannot
// start prints why and fails, which irace shows.
TEST_F(Cli, TheTargetRunnerPrintsOneCost) {
  write("t.yaml", kTuneConfig);
  ASSERT_EQ(nqga("tune t.yaml --budget 96 --out scenario", "PATH=/nonexistent").code, 0);
  const std::string runner = "scenario/target-runner";
  const std::string parameters = " ga.selection.method=tournament ga.mutation.rate=0.3";
  const Outcome solved = shell(runner + " 4 1 2 8" + parameters);
  ASSERT_EQ(solved.code, 0) << solved.out << solved.err;
  ASSERT_TRUE(nqga("run t.yaml n=8 seed=2 seeds=1 --out r --no-plot" + parameters).code == 0);
  const auto job = nlohmann::json::parse(read_text(dir_ / "r/jobs/0.json"));
  ASSERT_TRUE(job["solved"].get<bool>());
  EXPECT_EQ(solved.out, std::to_string(job["evaluations"].get<std::int64_t>()) + "\n");
  EXPECT_EQ(solved.err, "");
  const Outcome unsolved = shell(runner + " 4 2 123 3" + parameters);
  EXPECT_EQ(unsolved.code, 0);
  EXPECT_EQ(unsolved.out, "20000\n");  // n = 3 has no solution: 10 x stop.max_evaluations
  const Outcome broken = shell(runner + " 4 1 123 8 ga.selection.method=best");
  EXPECT_EQ(broken.code, 2);
  EXPECT_NE(broken.err.find("ga.selection.method: unknown value 'best'"), std::string::npos)
      << broken.err;
  const Outcome too_few = shell(runner + " 4 1");
  EXPECT_EQ(too_few.code, 1);
  EXPECT_EQ(too_few.out,
            "target-runner: expected a configuration id, an instance id, a seed and a board size, "
            "got: 4 1\n");
}

TEST_F(Cli, TuneRunsIraceAndBestYamlRuns) {
  if (!irace_installed())
    NQGA_SKIP_WITHOUT_TOOL("R's irace package is not installed (apt-get install r-cran-irace)");
  write("t.yaml",
        "n: [8, 10]\nseeds: 2\nga:\n  population: 20\n  selection: {method: [roulette, "
        "tournament]}\n  mutation: {rate: {min: 0.01, max: 0.5, log: true}}\n"
        "stop: {max_evaluations: 2000}\n");
  const Outcome tune = nqga("tune t.yaml --budget 96 --out scenario --jobs 1");
  ASSERT_EQ(tune.code, 0) << tune.out << tune.err;
  EXPECT_NE(tune.out.find("irace: 96 runs; its elite configurations, best first"),
            std::string::npos)
      << tune.out;
  EXPECT_NE(tune.out.find("best configuration: scenario/best.yaml"), std::string::npos) << tune.out;
  EXPECT_TRUE(fs::exists(dir_ / "scenario/irace.log"));
  // irace's own final list, best first: nqga prints the elites in its order and writes its first.
  const std::vector<std::vector<std::string>> elites = iraces_final_elites(dir_ / "scenario");
  ASSERT_GE(elites.size(), 2u) << read_text(dir_ / "scenario/irace.log");
  int lowest = std::stoi(elites.front().front());
  for (const auto& elite : elites) lowest = std::min(lowest, std::stoi(elite.front()));
  // The scenario is one where getFinalElites's order (by id) and irace's ranking differ.
  ASSERT_NE(std::stoi(elites.front().front()), lowest) << tune.out;
  std::size_t at = tune.out.find("      id  runs   mean cost  parameters\n");
  ASSERT_NE(at, std::string::npos) << tune.out;
  std::istringstream table(tune.out.substr(at));
  std::string line;
  std::getline(table, line);
  for (const auto& elite : elites) {
    ASSERT_TRUE(std::getline(table, line)) << tune.out;
    std::istringstream words(line);
    std::string id;
    words >> id;
    EXPECT_EQ(id, elite.front()) << tune.out;
  }
  const std::string best = read_text(dir_ / "scenario/best.yaml");
  for (std::size_t k = 1; k < elites.front().size(); ++k) {
    const std::string& setting = elites.front()[k];  // key=value, e.g. ga.mutation.rate=0.1383
    const std::string key = setting.substr(0, setting.find('='));
    const std::string leaf = key.substr(key.rfind('.') + 1);
    const std::string value = setting.substr(setting.find('=') + 1);
    EXPECT_TRUE(best.find(leaf + ": " + value + "\n") != std::string::npos ||
                best.find(leaf + ": \"" + value + "\"\n") != std::string::npos)
        << setting << "\n"
        << best;
  }
  EXPECT_NE(best.find("experiment: \"t-tuned\"\nn: [8, 10]\n"), std::string::npos) << best;
  EXPECT_EQ(best.find("min:"), std::string::npos) << best;  // every tuned key holds one value
  const Outcome run = nqga("run scenario/best.yaml --out best --no-plot");
  EXPECT_EQ(run.code, 0) << run.err;
  EXPECT_EQ(nlohmann::json::parse(read_text(dir_ / "best/summary.json"))["jobs_present"], 4);
}

}  // namespace
