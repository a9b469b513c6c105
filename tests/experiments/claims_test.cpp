// Every number of the report's conclusions is in the row its clause cites, with the labels it
// cites, on random small designs run for real: factors, n's, instances, an exact solver, common
// or independent seeds, and budgets short enough to leave runs unsolved. The rows are read from
// the files `nqga run` wrote, as a reader of the page would open them.
#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <filesystem>
#include <fstream>
#include <nqga/rng.hpp>
#include <regex>
#include <set>
#include <sstream>
#include <string>
#include <vector>

#include "comparison/result_tables.hpp"
#include "experiment/experiment.hpp"
#include "report/conclusions.hpp"
#include "report/words.hpp"
#include "run/csv.hpp"
#include "run/files.hpp"
#include "test_dirs.hpp"

namespace nqga {
namespace {

namespace fs = std::filesystem;

// Number words as prose writes them, not inside a word ("A12"): "4,547", "1.82 M", "6.6e-4",
// "30 %", "-2.1", "∞" (group 2).
const std::regex kNumber(
    R"((^|[^A-Za-z0-9_.])(∞|-?[0-9]+(?:,[0-9]{3})*(?:\.[0-9]+)?(?:e-?[0-9]+)?(?: M)?(?: %)?))");
// "key = value" as a clause names a label's word.
const std::regex kLabel(R"(([a-z_.]+) = ([^ ,:;()]+))");

std::vector<std::string> matches(const std::string& text, const std::regex& pattern,
                                 int group = 0) {
  std::vector<std::string> found;
  for (auto it = std::sregex_iterator(text.begin(), text.end(), pattern);
       it != std::sregex_iterator(); ++it)
    found.push_back((*it)[group].str());
  return found;
}

struct Cited {
  std::set<std::string> forms, labels;  // the cells' text and the numbers in it; label words
  std::vector<double> values;           // the number cells
};

// What a clause may write of a row: each cell's text, the numbers in it and its label words, and
// the value of a number cell.
void add_forms(const Table& table, std::size_t row, Cited& cited) {
  for (const std::string& cell : table.rows.at(row)) {
    cited.forms.insert(cell);
    for (const std::string& word : matches(cell, kNumber, 2)) cited.forms.insert(word);
    for (const std::string& word : label_words(cell)) cited.labels.insert(word);
    try {
      cited.values.push_back(field_number(cell));
    } catch (const std::invalid_argument&) {
    }
  }
}

// Whether the prose number `word` is `value` rounded: within half a unit of its last digit.
bool rounds(const std::string& word, double value) {
  if (word == "∞") return std::isinf(value) && value > 0;
  std::string digits;
  for (char c : word)
    if (c != ',') digits += c;
  double scale = 1;
  if (digits.size() > 2 && digits.substr(digits.size() - 2) == " M") scale = 1e6;
  if (digits.size() > 2 && digits.substr(digits.size() - 2) == " %") scale = 0.01;
  const std::string mantissa = digits.substr(0, digits.find_first_of(" e"));
  const std::size_t point = mantissa.find('.');
  const int places = point == std::string::npos ? 0 : static_cast<int>(mantissa.size() - point - 1);
  const std::size_t e = digits.find('e');
  const int exponent = e == std::string::npos ? 0 : std::stoi(digits.substr(e + 1));
  const double half = 0.5 * std::pow(10.0, exponent - places) * scale;
  return std::fabs(std::stod(digits.substr(0, digits.find(' '))) * scale - value) <=
         half * (1 + 1e-9);
}

Cited cited(const fs::path& dir, const Citation& cite) {
  const Table table = read_table((dir / cite.table).string());
  Cited rows;
  for (const std::size_t row : cite.rows) add_forms(table, row, rows);
  return rows;
}

// Every number of `text` is among the cited forms, and every "key = value" a cited label word.
void expect_in(const std::string& text, const Cited& rows, const std::string& where) {
  for (const std::string& number : matches(text, kNumber, 2)) {
    const bool found = rows.forms.count(number) ||
                       std::any_of(rows.values.begin(), rows.values.end(),
                                   [&](double value) { return rounds(number, value); });
    EXPECT_TRUE(found) << where << ": " << number << " in \"" << text << "\"";
  }
  auto labels = matches(text, kLabel, 1);
  const auto values = matches(text, kLabel, 2);
  for (std::size_t k = 0; k < labels.size(); ++k) {
    const std::string word = labels[k] + "=" + values[k];
    EXPECT_TRUE(rows.labels.count(word) || rows.forms.count(values[k]))
        << where << ": " << word << " in \"" << text << "\"";
  }
}

// A small random design: 1-2 factors, 1-3 n's, instances or not, an exact solver or not.
std::string random_design(Rng& rng) {
  auto pick = [&](std::uint64_t k) { return uniform_below(rng, k); };
  const std::vector<std::string> ns = {"[5]", "[6, 8]", "[5, 6, 7]", "[8]"};
  const std::vector<std::string> selections = {"[roulette, tournament]",
                                               "[roulette, tournament, sus]", "tournament"};
  const bool instances = pick(3) == 0;
  std::ostringstream config;
  config << "n: " << (instances ? "8" : ns[pick(ns.size())]) << "\nseeds: " << 2 + pick(5)
         << "\nseeding: " << (pick(2) ? "common" : "independent")
         << "\nsolver: " << (pick(3) == 0 ? "[ga, backtracking-first]" : "ga")
         << "\nga: {population: 12, selection: {method: " << selections[pick(selections.size())]
         << "}" << (pick(2) ? ", mutation: {rate: [0.2, 0.9]}" : "") << "}"
         << "\nstop: {max_generations: " << 5 + pick(60) << "}\n";
  if (instances) {
    config << "problem: {kind: blocked, density: [0.1, 0.5], seed: [1, 2, 3";
    for (std::uint64_t k = 4; k <= 3 + pick(4); ++k) config << ", " << k;
    config << "]}\n";
  }
  return config.str();
}

TEST(Claims, EveryNumberOfTheConclusionsIsInTheRowItCites) {
  Rng rng(20261202);
  int clauses = 0;
  for (int design = 0; design < 12; ++design) {
    const fs::path dir = testing::fresh_test_dir("d" + std::to_string(design));
    const std::string config = random_design(rng);
    std::ofstream(dir / "c.yaml") << config;
    RunSettings settings;
    settings.out = (dir / "run").string();
    settings.jobs = 1;
    settings.no_plot = true;
    std::ostringstream log;
    Experiment::load((dir / "c.yaml").string()).run(settings, log);
    const fs::path run = dir / "run";
    for (const ConclusionGroup& group : conclusions(read_report_inputs(run))) {
      for (const Statement& statement : group.statements) {
        Cited all;
        for (const Clause& clause : statement.clauses) {
          const Cited rows = cited(run, clause.cite);
          expect_in(clause.text, rows, config + citation_text(clause.cite));
          all.forms.insert(rows.forms.begin(), rows.forms.end());
          all.labels.insert(rows.labels.begin(), rows.labels.end());
          all.values.insert(all.values.end(), rows.values.begin(), rows.values.end());
          ++clauses;
        }
        expect_in(statement.lead, all, config + "lead");
      }
    }
  }
  EXPECT_GT(clauses, 30);
}

}  // namespace
}  // namespace nqga

namespace nqga {
namespace {

// The docs' column lists are the schemas' own (comparison/result_tables.hpp), word for word: a
// column added to a table and not to the docs fails here, with the list to paste.
TEST(TableColumns, TheDocsListEveryColumnOfEveryTable) {
  const std::string docs =
      read_text(fs::path(NQGA_TEST_DATA) / "../../docs/reference/file-formats.md");
  for (const std::string& file : result_table_names()) {
    const auto columns = table_columns(file);
    EXPECT_FALSE(columns.empty()) << file << " has no schema";
    EXPECT_NE(docs.find(specs_markdown(columns)), std::string::npos)
        << file << "'s columns, as docs/reference/file-formats.md should list them:\n"
        << specs_markdown(columns);
  }
  EXPECT_NE(docs.find(specs_markdown(generation_log_specs(0))), std::string::npos)
      << "a job log's columns, as docs/reference/file-formats.md should list them:\n"
      << specs_markdown(generation_log_specs(0));
}

}  // namespace
}  // namespace nqga
