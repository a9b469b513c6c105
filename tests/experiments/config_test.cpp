#include "config/config.hpp"

#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <optional>

#include "models/model.hpp"
#include "operators/operator_registry.hpp"
#include "run/sweep.hpp"
#include "test_dirs.hpp"

namespace nqga {
namespace {

namespace fs = std::filesystem;

// Writes `text` to a file in a temporary folder of the running test's own (ctest runs tests in
// parallel processes) and returns its path.
std::string config_file(const std::string& name, const std::string& text) {
  const fs::path path = testing::test_dir() / name;
  std::ofstream(path) << text;
  return path.string();
}

// The ConfigError message of loading `text` (and expanding its sweep), or "no error".
std::string error_of(const std::string& text, const std::vector<std::string>& overrides = {}) {
  const std::string file = config_file("c.yaml", text);
  try {
    expand_sweep(load_config(file, overrides));
  } catch (const ConfigError& e) {
    std::string message = e.what();
    const auto at = message.find(file);
    if (at == 0) message.replace(0, file.size(), "c.yaml");
    return message;
  }
  return "no error";
}

TEST(LoadConfig, DefaultsAndValues) {
  const auto config =
      load_config(config_file("quick.yaml", "n: 12\nga:\n  mutation:\n    rate: 0.5\n"), {});
  EXPECT_EQ(std::get<std::int64_t>(config.single("n")), 12);
  EXPECT_EQ(std::get<double>(config.single("ga.mutation.rate")), 0.5);
  EXPECT_EQ(std::get<std::int64_t>(config.single("ga.population")), 100);
  EXPECT_EQ(std::get<std::string>(config.single("experiment")), "quick");  // the file's name
}

TEST(LoadConfig, OverridesWinAndMayAddAxes) {
  const auto config = load_config(config_file("o.yaml", "n: 12\n"),
                                  {"n=20", "ga.selection.method=[roulette,tournament]"});
  EXPECT_EQ(std::get<std::int64_t>(config.single("n")), 20);
  EXPECT_TRUE(config.at("ga.selection.method").listed);
  EXPECT_EQ(config.at("ga.selection.method").values.size(), 2u);
}

TEST(LoadConfig, ErrorsNameFileLineColumnKeyAndFix) {
  EXPECT_EQ(error_of("n: 8\nga:\n  mutation:\n    rat: 0.1\n"),
            "c.yaml:4:5: ga.mutation.rat: unknown key (did you mean ga.mutation.rate?)");
  EXPECT_EQ(error_of("n: 8\nmutation_rate: 0.1\n"),
            "c.yaml:2:1: mutation_rate: unknown key (did you mean ga.mutation.rate?)");
  EXPECT_EQ(error_of("n: 8\nga:\n  population: 1\n"),
            "c.yaml:3:15: ga.population: must be in [2, 1000000], got 1");
  EXPECT_EQ(error_of("n: 0\n"), "c.yaml:1:4: n: must be in [1, 1000000000], got 0");
  EXPECT_EQ(error_of("n: 1000000000000\n"),
            "c.yaml:1:4: n: must be in [1, 1000000000], got 1000000000000");
  EXPECT_EQ(error_of("n: eight\n"), "c.yaml:1:4: n: expected an integer, got 'eight'");
  EXPECT_EQ(error_of("n: 8\nga:\n  crossover:\n    rate: 1.5\n"),
            "c.yaml:4:11: ga.crossover.rate: must be in [0, 1], got 1.5");
  EXPECT_EQ(error_of("n: 8\nga:\n  mutation: {rate: -0.1}\n"),
            "c.yaml:3:20: ga.mutation.rate: must be in [0, 1], got -0.1");
  EXPECT_EQ(
      error_of(
          "n: 8\nga:\n  population: 10\n  selection: {method: tournament, tournament_size: 11}\n"),
      "c.yaml:4:52: ga.selection.tournament_size: must be at most ga.population (10), got 11");
  EXPECT_EQ(error_of("n: 8\nga:\n  population: 10\n  elitism: 10\n"),
            "c.yaml:4:12: ga.elitism: must be below ga.population (10), got 10");
  EXPECT_EQ(error_of("n: 8\nga: {population: 10}\nstop:\n  max_evaluations: 9\n"),
            "c.yaml:4:20: stop.max_evaluations: must be 0 (no budget) or at least ga.population "
            "(10), the evaluations of the first generation, got 9");
  EXPECT_EQ(
      error_of("n: 8\nga:\n  selection: {method: wheel}\n"),
      "c.yaml:3:23: ga.selection.method: unknown value 'wheel' (one of roulette, sus, tournament)");
  EXPECT_EQ(
      error_of("n: 8\nga:\n  selection: {method: tournamnt}\n"),
      "c.yaml:3:23: ga.selection.method: unknown value 'tournamnt' (did you mean tournament?)");
  EXPECT_EQ(error_of("n: 8\nga: 5\n"), "c.yaml:2:1: ga: expected a block of keys under 'ga:'");
  EXPECT_EQ(error_of("n: 8\nn: 9\n"),
            "c.yaml:2:1: n: given twice in one block (first at line 1); keep one");
  EXPECT_EQ(error_of(""), "c.yaml: the file is empty; a config needs at least 'n: 8'");
  EXPECT_EQ(error_of("- 8\n"), "c.yaml:1:1: expected a block of 'key: value' lines at the top");
  EXPECT_EQ(error_of("n: [8, 9\n"), "c.yaml:2:1: not valid YAML: end of sequence flow not found");
}

// Issue 40, item 7: a YAML loader reads the first document and drops the rest without a word.
TEST(LoadConfig, ASecondDocumentIsRefusedWhereItStarts) {
  const std::string second =
      ": a second YAML document starts here (after '---' or '...'), and nqga reads one document "
      "per config; remove the marker, or put each config in a file of its own";
  EXPECT_EQ(error_of("n: 8\n---\nn: 9\n"), "c.yaml:2:1" + second);
  EXPECT_EQ(error_of("n: 8\n...\nn: 9\n"), "c.yaml:3:1" + second);  // '...' ended the first
  EXPECT_EQ(error_of("n: 8\n---\n"), "c.yaml:2:1" + second);
  EXPECT_EQ(error_of("n: 8\n", {"n=9\n---\n10"}), "override 'n=9\n---\n10'" + second);
  EXPECT_EQ(error_of("---\nn: 8\n...\n# the end\n"), "no error");  // markers of one document
}

// A quoted or !!str-tagged scalar is text in YAML; reading "8" as 8 hid a generator's mistake.
TEST(LoadConfig, ANumberWrittenAsTextIsRefused) {
  EXPECT_EQ(error_of("n: \"8\"\n"),
            "c.yaml:1:4: n: expected an integer, got the quoted text \"8\"; write it without "
            "quotes: 8");
  EXPECT_EQ(error_of("n: '8'\n"),
            "c.yaml:1:4: n: expected an integer, got the quoted text \"8\"; write it without "
            "quotes: 8");
  EXPECT_EQ(error_of("n: !!str 8\n"),
            "c.yaml:1:4: n: expected an integer, got a value tagged !!str; write it without the "
            "tag: 8");
  EXPECT_EQ(error_of("n: 8\nga:\n  mutation: {rate: \"0.5\"}\n"),
            "c.yaml:3:20: ga.mutation.rate: expected a number, got the quoted text \"0.5\"; "
            "write it without quotes: 0.5");
  EXPECT_EQ(error_of("n: [8, \"9\"]\n"),
            "c.yaml:1:8: n: expected an integer, got the quoted text \"9\"; write it without "
            "quotes: 9");
  EXPECT_EQ(error_of("n: 8\n", {"ga.population=\"50\""}),
            "override 'ga.population=\"50\"': ga.population: expected an integer, got the quoted "
            "text \"50\"; write it without quotes: 50");
  EXPECT_EQ(error_of("n: \"ten\"\n"), "c.yaml:1:4: n: expected an integer, got 'ten'");
  // Numbers tagged as numbers and quoted names are what they say.
  EXPECT_EQ(error_of("n: !!int 8\nga: {mutation: {rate: !!float 0.5}, model: \"generational\"}\n"),
            "no error");
}

// Two `ga:` blocks were merged silently, and a key given in both kept one value by chance.
TEST(LoadConfig, AKeyOrBlockGivenTwiceIsRefusedAtTheSecond) {
  EXPECT_EQ(error_of("ga:\n  population: 50\nn: 8\nga:\n  elitism: 3\n"),
            "c.yaml:4:1: ga: given twice in one block (first at line 1); write its keys under one "
            "'ga:'");
  EXPECT_EQ(error_of("n: 8\nga: {mutation: {rate: 0.1}, mutation: {method: swap}}\n"),
            "c.yaml:2:29: ga.mutation: given twice in one block (first at line 2); write its keys "
            "under one 'mutation:'");
  EXPECT_EQ(error_of("ga: {population: 50}\nga.population: 60\n"),
            "c.yaml:2:1: ga.population: given twice (first at line 1); keep one");
}

// `n=8 n=10` ran n = 10: an override replaces the file's value, never another override's.
TEST(LoadConfig, AKeyGivenTwiceAmongTheOverridesIsRefused) {
  EXPECT_EQ(error_of("n: 6\n", {"n=8", "n=10"}),
            "override 'n=10': n: given twice among the overrides (first as override 'n=8'); keep "
            "one");
  EXPECT_EQ(error_of("n: 6\n", {"ga.population=[20,30]", "ga.population=40"}),
            "override 'ga.population=40': ga.population: given twice among the overrides (first "
            "as override 'ga.population=[20,30]'); keep one");
  EXPECT_EQ(error_of("n: 6\n", {"n=8"}), "no error");  // over the file's n
}

// Anchors and aliases would share one value between keys (its errors located at the anchor), and
// yaml-cpp does not merge `<<` (it became "did you mean ga.crossover.rate?").
TEST(LoadConfig, AnchorsAliasesAndMergeKeysAreRefused) {
  const std::string shared =
      "YAML anchors (&name), aliases (*name) and merge keys (<<) are not read in a config; write "
      "each value out where it is used";
  EXPECT_EQ(error_of("n: &size 8\nvalidate: {exact_up_to: *size}\n"),
            "c.yaml:1:4: an anchor (&size): " + shared);
  EXPECT_EQ(error_of("n: 8\nga:\n  <<: {population: 50}\n"),
            "c.yaml:3:3: ga: a merge key (<<): " + shared);
}

// An empty key and a group given a value got "did you mean n?"; a misspelt part got the first key
// that shared the last part (ga.mutaton.rate -> ga.crossover.rate).
TEST(LoadConfig, AKeyThatIsNoKeyIsNamedForWhatItIs) {
  EXPECT_EQ(error_of("n: 8\n", {"ga=5"}),
            "override 'ga=5': ga: is a group of keys, not one key; set one of them "
            "(ga.population, ga.elitism, ga.fitness, ...: nqga keys lists them all)");
  EXPECT_EQ(error_of("n: 8\n", {"=5"}),
            "override '=5': the key before '=' is empty; write key=value (for example "
            "ga.population=200)");
  EXPECT_EQ(error_of("n: 8\n", {"ga..population=5"}),
            "override 'ga..population=5': ga..population: a key with an empty part between its "
            "dots; write it as ga.population is");
  EXPECT_EQ(error_of("n: 8\n\"\": 5\n"),
            "c.yaml:2:1: the key is empty; name one, such as n or ga.population (nqga keys lists "
            "them)");
  EXPECT_EQ(error_of("n: 8\n", {"ga.mutaton.rate=0.5"}),
            "override 'ga.mutaton.rate=0.5': ga.mutaton.rate: unknown key (did you mean "
            "ga.mutation.rate?)");
  EXPECT_EQ(error_of("n: 8\nga:\n  mutaton:\n    rate: 0.5\n"),
            "c.yaml:3:3: ga.mutaton: unknown key (did you mean ga.mutation?)");
  EXPECT_EQ(error_of("n: 8\nga:\n  crossovr: {rate: 0.5}\n"),
            "c.yaml:3:3: ga.crossovr: unknown key (did you mean ga.crossover?)");
  EXPECT_EQ(error_of("n: 8\n", {"<<=5"}), "override '<<=5': <<: unknown key");
}

TEST(LoadConfig, SweepSyntaxErrors) {
  EXPECT_EQ(error_of("n: []\n"),
            "c.yaml:1:4: n: empty list: a sweep axis needs at least one value");
  EXPECT_EQ(error_of("n: [8, ten]\n"), "c.yaml:1:8: n: expected an integer, got 'ten'");
  EXPECT_EQ(error_of("n: [8, 8]\n"), "c.yaml:1:8: n: value 8 appears twice in the list");
  EXPECT_EQ(error_of("n: 8\nseeds: [1, 2]\n"), "c.yaml:2:8: seeds: takes one value, not a list");
  EXPECT_EQ(error_of("n: 8\nsolver: [ga, backtracking]\n"),
            "c.yaml:2:14: solver: unknown value 'backtracking' (one of ga, min-conflicts, memetic, "
            "backtracking-first, backtracking-count)");
  EXPECT_EQ(error_of("n: [8, 40]\nsolver: backtracking-count\n"),
            "c.yaml:1:4: n: must be at most 32 for solver backtracking-count, got 40");
  EXPECT_EQ(error_of("n: 8\nvalidate: {exact_up_to: 15}\n"),
            "c.yaml:2:25: validate.exact_up_to: must be in [0, 14], got 15");
  EXPECT_EQ(error_of("n: [8, {a: 1}]\n"), "c.yaml:1:8: n: expected integer, got a mapping");
  // A combination that is wrong at one point of the grid only is still caught before any run.
  EXPECT_EQ(error_of("n: 8\nga:\n  population: [50, 4]\n  elitism: 4\n"),
            "c.yaml:4:12: ga.elitism: must be below ga.population (4), got 4");
}

TEST(LoadConfig, ModelErrorsAreLocated) {
  EXPECT_EQ(error_of("n: 8\nga:\n  model: islands\n  islands: {topology: full, migration: {size: "
                     "60}}\n"),
            "c.yaml:4:47: ga.islands.migration.size: must be at most 8: each island of 25 "
            "(ga.population / ga.islands.count) keeps its best and takes size x 3 migrants with "
            "topology full, got 60");
  EXPECT_EQ(error_of("n: 8\nga: {model: mu-comma-lambda, lambda: 50}\n"),
            "c.yaml:2:38: ga.lambda: must be at least ga.population (100) for the "
            "mu-comma-lambda model, got 50");
  EXPECT_EQ(error_of("n: 8\nga: {model: island}\n"),
            "c.yaml:2:13: ga.model: unknown value 'island' (did you mean islands?)");
}

TEST(LoadConfig, OverrideErrors) {
  EXPECT_EQ(error_of("n: 8\n", {"ga.population"}),
            "override 'ga.population': expected key=value (for example ga.population=200)");
  EXPECT_EQ(error_of("n: 8\n", {"ga.populaton=5"}),
            "override 'ga.populaton=5': ga.populaton: unknown key (did you mean ga.population?)");
  EXPECT_EQ(error_of("n: 8\n", {"n=1e3"}),
            "override 'n=1e3': n: expected an integer, got '1e3' (write it without exponent or "
            "point: 1000)");
}

TEST(LoadConfig, TextThatIsNotUtf8IsRefusedWhereItStarts) {
  // Latin-1 e-acute, a UTF-16 byte-order mark, an overlong '/', a lone surrogate.
  EXPECT_EQ(error_of("n: 8\nexperiment: caf\xe9\n"),
            "c.yaml:2:16: not valid UTF-8 (byte 0xE9); save the file as UTF-8 (YAML files are "
            "Unicode; Latin-1 and UTF-16 are not read)");
  EXPECT_NE(error_of("\xff\xfen\0:\0 \08\0").find("c.yaml:1:1: not valid UTF-8 (byte 0xFF)"),
            std::string::npos);
  EXPECT_NE(error_of("n: 8 # \xc0\xaf\n").find("c.yaml:1:8: not valid UTF-8 (byte 0xC0)"),
            std::string::npos);
  EXPECT_NE(error_of("n: 8 # \xed\xa0\x80\n").find("c.yaml:1:8: not valid UTF-8 (byte 0xED)"),
            std::string::npos);
  EXPECT_EQ(error_of("n: 8\n", {"experiment=caf\xe9"}),
            "override 'experiment=caf\xe9': not valid UTF-8 (byte 0xE9); write it in UTF-8");
  // Well-formed multi-byte text is fine: two, three and four bytes.
  EXPECT_EQ(error_of("n: 8\nexperiment: \"caf\xc3\xa9 \xe2\x82\xac \xf0\x9f\x91\x91\"\n"),
            "no error");
}

TEST(LoadConfig, HugeListsAndSweepsAreRefusedBeforeTheyFillMemory) {
  std::string values;
  for (int k = 1; k <= 1'000'001; ++k) values.append(k > 1 ? "," : "").append(std::to_string(k));
  EXPECT_EQ(error_of("n: [" + values + "]\n"),
            "c.yaml:1:4: n: a list of 1000001 values; a sweep runs at most 1000000 jobs, split it "
            "into several configs");
  EXPECT_EQ(error_of("n: [8, 9, 10]\nseeds: 400000\n"),
            "c.yaml: the sweep has 3 points x 400000 seeds = 1200000 jobs; at most 1000000 jobs "
            "are allowed, split it into several configs");
  std::string thousand;
  for (int k = 1; k <= 1000; ++k) thousand.append(k > 1 ? "," : "").append(std::to_string(k));
  EXPECT_EQ(error_of("n: [" + thousand + "]\nstop: {max_generations: [" + thousand +
                     "], max_evaluations: [" + thousand + "]}\n"),
            "c.yaml: the sweep has more than 1000000 points; at most 1000000 jobs are allowed, "
            "split it into several configs");
}

// A range {min, max, log} is nqga tune's: nqga run refuses it where it stands; a bad one is
// refused at load, located at the range or at its bound.
TEST(LoadConfig, RangesAreForNqgaTuneOnly) {
  EXPECT_EQ(error_of("n: 8\nga: {mutation: {rate: {min: 0.01, max: 0.5}}}\n"),
            "c.yaml:2:23: ga.mutation.rate: a range is for nqga tune; nqga run needs a value or a "
            "list");
  EXPECT_EQ(error_of("n: 8\n", {"ga.population={min: 10, max: 50}"}),
            "override 'ga.population={min: 10, max: 50}': ga.population: a range is for nqga "
            "tune; nqga run needs a value or a list");
  EXPECT_EQ(error_of("n: 8\nga: {selection: {method: {min: 1, max: 2}}}\n"),
            "c.yaml:2:26: ga.selection.method: a range {min, max} needs a number key (this one is "
            "of type choice); list its values instead, [a, b]");
  EXPECT_EQ(error_of("seeds: {min: 2, max: 5}\n"),
            "c.yaml:1:8: seeds: takes one value, not a range");
  EXPECT_EQ(error_of("n: 8\nga: {population: {min: 50, max: 20}}\n"),
            "c.yaml:2:18: ga.population: range min 50 must be below max 20");
  EXPECT_EQ(error_of("n: 8\nga: {population: {min: 20, max: 20}}\n"),
            "c.yaml:2:18: ga.population: range min 20 must be below max 20");
  EXPECT_EQ(error_of("n: 8\nga: {mutation: {rate: {min: 0.1, max: 1.5}}}\n"),
            "c.yaml:2:39: ga.mutation.rate: must be in [0, 1], got 1.5");
  EXPECT_EQ(error_of("n: 8\nga: {mutation: {rate: {min: 0, max: 0.5, log: true}}}\n"),
            "c.yaml:2:23: ga.mutation.rate: log: true needs min above 0 (a log scale has no 0), "
            "got min 0");
  EXPECT_EQ(error_of("n: 8\nga: {mutation: {rate: {min: 0.1, max: 0.5, log: maybe}}}\n"),
            "c.yaml:2:49: ga.mutation.rate: log: expected true or false, got 'maybe'");
  EXPECT_EQ(error_of("n: 8\nga: {mutation: {rate: {min: 0.1, mx: 0.5}}}\n"),
            "c.yaml:2:34: ga.mutation.rate: unknown field 'mx' in a range (min, max, log) (did "
            "you mean max?)");
  EXPECT_EQ(error_of("n: 8\nga: {mutation: {rate: {min: 0.1}}}\n"),
            "c.yaml:2:23: ga.mutation.rate: a range needs min and max: {min: a, max: b}");
  // nqga tune reads it, and the resolved config writes it back as it was.
  const auto config = load_config(
      config_file("t.yaml", "n: 8\nga: {mutation: {rate: {min: 0.01, max: 0.5, log: true}}}\n"), {},
      Ranges::kAllowed);
  const Setting& rate = config.at("ga.mutation.rate");
  ASSERT_TRUE(rate.range.has_value());
  EXPECT_EQ(rate.range->min, Value(0.01));
  EXPECT_EQ(rate.range->max, Value(0.5));
  EXPECT_TRUE(rate.range->log);
  EXPECT_NE(resolved_yaml(config).find("    rate: {min: 0.01, max: 0.5, log: true}\n"),
            std::string::npos)
      << resolved_yaml(config);
}

TEST(LoadConfig, FileProblems) {
  EXPECT_THROW(load_config("/nonexistent/x.yaml", {}), ConfigError);
  try {
    load_config(fs::temp_directory_path().string(), {});
    FAIL() << "a directory was accepted";
  } catch (const ConfigError& e) {
    EXPECT_NE(std::string(e.what()).find("is a directory"), std::string::npos) << e.what();
  }
}

TEST(ResolvedYaml, IsRerunnableAsIs) {
  const auto config =
      load_config(config_file("r.yaml", "n: [8, 12]\nseed: 7\n"), {"ga.mutation.rate=0.3"});
  const std::string yaml = resolved_yaml(config);
  const auto again = load_config(config_file("r.yaml", yaml), {});
  EXPECT_EQ(resolved_yaml(again), yaml);
  EXPECT_NE(yaml.find("n: [8, 12]"), std::string::npos) << yaml;
  EXPECT_NE(yaml.find("experiment: \"r\""), std::string::npos) << yaml;
  EXPECT_NE(yaml.find("    rate: 0.3"), std::string::npos) << yaml;
}

// ga.elite_ties came after run directories existed: left at its default it stays out of
// config.yaml, whose text fingerprints a directory's records, so that resuming one made before it
// keeps them; named, it is written.
TEST(ResolvedYaml, ADefaultEliteTiesStaysOutAndANamedOneIsWritten) {
  const auto plain = load_config(config_file("t.yaml", "n: 8\n"), {});
  EXPECT_EQ(resolved_yaml(plain).find("elite_ties"), std::string::npos) << resolved_yaml(plain);
  const auto named = load_config(config_file("t.yaml", "n: 8\n"), {"ga.elite_ties=newest"});
  EXPECT_NE(resolved_yaml(named).find("  elite_ties: \"newest\"\n"), std::string::npos)
      << resolved_yaml(named);
}

// The schema puts problem.* between ga.scaling and ga.selection, and config.yaml held two 'ga:'
// blocks, which a reader that refuses a block given twice (or one that keeps the last) misreads.
TEST(ResolvedYaml, WritesEachGroupOnceInTheSchemasOrder) {
  const auto config =
      load_config(config_file("p.yaml",
                              "n: 7\nproblem: {kind: blocked, density: [0.2, 0.5]}\n"
                              "ga: {population: 20, mutation: {method: swap}}\n"),
                  {});
  const std::string yaml = resolved_yaml(config);
  const auto ga = yaml.find("\nga:\n");
  ASSERT_NE(ga, std::string::npos) << yaml;
  EXPECT_EQ(yaml.find("\nga:", ga + 1), std::string::npos) << yaml;
  EXPECT_LT(yaml.find("  scaling: \"none\"\n  selection:"), yaml.find("\nproblem:\n")) << yaml;
  const auto again = load_config(config_file("p.yaml", yaml), {});
  EXPECT_EQ(resolved_yaml(again), yaml);
}

TEST(ExpandSweep, GoldenJobTable) {
  const auto config = load_config(
      config_file(
          "s.yaml",
          "n: [8, 10]\nseeds: 2\nseed: 3\nga:\n  selection: {method: [roulette, tournament]}\n"),
      {});
  const Sweep sweep = expand_sweep(config);
  ASSERT_EQ(sweep.points, 4);
  ASSERT_EQ(sweep.jobs.size(), 8u);
  // Axes in config order, the first (n) slowest; replicates of a point are consecutive.
  const std::vector<std::tuple<int, int, int, std::string>> expected = {
      {0, 0, 8, "roulette"},    {1, 0, 8, "roulette"},   {2, 1, 8, "tournament"},
      {3, 1, 8, "tournament"},  {4, 2, 10, "roulette"},  {5, 2, 10, "roulette"},
      {6, 3, 10, "tournament"}, {7, 3, 10, "tournament"}};
  for (const auto& [id, point, n, selection] : expected) {
    const Job& job = sweep.jobs[id];
    EXPECT_EQ(job.id, id);
    EXPECT_EQ(job.point, point);
    EXPECT_EQ(job.replicate, id % 2);
    EXPECT_EQ(job_n(job), n);
    EXPECT_EQ(job_ga_params(job).selection.name, selection);
    EXPECT_EQ(job.seed, derive_seed(3, id));
  }
  EXPECT_EQ(point_label(sweep, sweep.jobs[6]), "n=10 ga.selection.method=tournament");
}

TEST(ExpandSweep, CommonSeedingGivesReplicateRTheSameSeedAtEveryPoint) {
  const std::string text =
      "n: [8, 10]\nseeds: 3\nseed: 3\nseeding: common\nsolver: [ga, backtracking-first]\n";
  const auto config = load_config(config_file("c.yaml", text), {});
  const Sweep sweep = expand_sweep(config);
  ASSERT_EQ(sweep.jobs.size(), 8u);  // 3 + 1 + 3 + 1
  for (const Job& job : sweep.jobs) {
    EXPECT_EQ(job.seed, derive_seed(3, static_cast<std::uint64_t>(job.replicate))) << job.id;
  }
  EXPECT_EQ(sweep.jobs[5].seed, sweep.jobs[1].seed);  // replicate 1 at n = 10 and at n = 8
  EXPECT_NE(resolved_yaml(config).find("\nseeding: \"common\"\n"), std::string::npos)
      << resolved_yaml(config);
  // The default keeps a seed per job, and says so in the resolved config.
  const auto independent = load_config(config_file("i.yaml", "n: [8, 10]\nseeds: 3\n"), {});
  EXPECT_EQ(expand_sweep(independent).jobs[4].seed, derive_seed(1, 4));
  EXPECT_NE(resolved_yaml(independent).find("\nseeding: \"independent\"\n"), std::string::npos);
  EXPECT_EQ(error_of("n: 8\nseeding: shared\n"),
            "c.yaml:2:10: seeding: unknown value 'shared' (one of independent, common)");
}

TEST(ExpandSweep, ExactSolversRunOncePerPoint) {
  const auto config = load_config(
      config_file("e.yaml", "n: [8, 9]\nseeds: 3\nsolver: [ga, backtracking-first]\n"), {});
  const Sweep sweep = expand_sweep(config);
  ASSERT_EQ(sweep.points, 4);
  ASSERT_EQ(sweep.jobs.size(), 8u);  // 3 + 1 + 3 + 1
  EXPECT_EQ(sweep.jobs[3].point, 1);
  EXPECT_EQ(sweep.jobs[4].point, 2);
  EXPECT_EQ(sweep.jobs[7].point, 3);
}

// An operator registered from outside the library, as a user's program does, gets keys that are
// parsed, range-checked, located, swept and listed exactly like a built-in's.
TEST(Registries, AUserOperatorGetsKeysChecksAxesAndTheReference) {
  std::optional<ScopedRegistration<MutationEntry>> shift;
  shift.emplace(
      mutation_registry(),
      MutationEntry{.name = "test-shift",
                    .description = "a test double",
                    .params = {integer_param("test_distance", 1, 1, 100, "rows the queen moves")},
                    .make = [](const ParamValues& p) -> MutationOp {
                      const auto distance = p.integer("test_distance");
                      return [distance](BoardSpan board, Rng&, Workspace&) {
                        if (board.size() > static_cast<std::size_t>(distance)) {
                          std::swap(board[0], board[static_cast<std::size_t>(distance)]);
                        }
                      };
                    }});
  const auto config = load_config(
      config_file("u.yaml", "n: 8\nga:\n  mutation: {method: test-shift, test_distance: 3}\n"),
      {"ga.mutation.test_distance=[2,4]"});
  const Sweep sweep = expand_sweep(config);
  ASSERT_EQ(sweep.points, 2);
  const GaParams ga = job_ga_params(sweep.jobs.back());
  EXPECT_EQ(ga.mutation.name, "test-shift");
  EXPECT_EQ(ga.mutation.params.integer("test_distance"), 4);
  EXPECT_EQ(point_label(sweep, sweep.jobs.back()), "ga.mutation.test_distance=4");
  EXPECT_EQ(error_of("n: 8\nga:\n  mutation: {method: test-shift, test_distance: 0}\n"),
            "c.yaml:3:49: ga.mutation.test_distance: must be in [1, 100], got 0");
  EXPECT_EQ(error_of("n: 8\nga:\n  mutation: {method: test-shift, test_distanse: 2}\n"),
            "c.yaml:3:34: ga.mutation.test_distanse: unknown key (did you mean "
            "ga.mutation.test_distance?)");
  EXPECT_NE(
      keys_markdown(*KeySchema::current()).find("| mutation | `test-shift` | `test_distance` |"),
      std::string::npos);
  // A second declaration of the key that differs is refused when it is registered.
  try {
    mutation_registry().add(
        {.name = "test-other", .params = {integer_param("test_distance", 1, 1, 5, "")}});
    ADD_FAILURE() << "a clashing declaration was registered";
  } catch (const std::invalid_argument& error) {
    EXPECT_STREQ(error.what(),
                 "mutation test-other declares test_distance differently from mutation "
                 "test-shift; give one of them another name");
  }
  EXPECT_FALSE(mutation_registry().find("test-other"));
  shift.reset();
  EXPECT_FALSE(mutation_registry().find("test-shift"));
  EXPECT_EQ(error_of("n: 8\n"), "no error");
}

// A scoped registration removes its entry when it goes, or puts back the entry it replaced.
TEST(Registries, AScopedRegistrationLastsItsScope) {
  const std::string builtin = mutation_registry().find("swap")->description;
  {
    const ScopedRegistration mine(mutation_registry(),
                                  {.name = "swap", .description = "a test double"});
    EXPECT_EQ(mutation_registry().find("swap")->description, "a test double");
    EXPECT_EQ(mutation_registry().names(),
              (std::vector<std::string>{"swap", "inversion", "conflict-swap", "repair"}));
  }
  EXPECT_EQ(mutation_registry().find("swap")->description, builtin);
  {
    const ScopedRegistration mine(mutation_registry(), {.name = "test-new"});
    EXPECT_TRUE(mutation_registry().find("test-new"));
  }
  EXPECT_FALSE(mutation_registry().find("test-new"));
}

TEST(KeysMarkdown, ListsEveryKeyWithItsDefault) {
  const auto schema = KeySchema::current();
  const std::string table = keys_markdown(*schema);
  for (const auto& key : schema->keys()) {
    EXPECT_NE(table.find("| `" + key.path + "` |"), std::string::npos) << key.path;
  }
  EXPECT_NE(table.find("| `ga.mutation.rate` | number | `0.2` | [0, 1]; list: a sweep axis |"),
            std::string::npos);
}

}  // namespace
}  // namespace nqga
