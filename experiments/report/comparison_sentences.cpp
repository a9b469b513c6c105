#include "report/comparison_sentences.hpp"

#include <algorithm>
#include <map>

#include "comparison/point_runs.hpp"
#include "report/words.hpp"

namespace nqga {

namespace {

using Row = std::vector<std::string>;

// How a row names its problem point and its two configurations.
struct PairNames {
  std::string problem, a, b, key;  // key: the one key A and B differ in, else ""
};

std::string column_or(const Table& table, const Row& row, const std::string& name,
                      const std::string& otherwise) {
  return table.column(name) >= 0 && !table.at(row, name).empty() ? table.at(row, name) : otherwise;
}

// The configurations less the words they share; a single differing key=value on each side
// with one key becomes its value, the key said once.
PairNames pair_names(const Table& table, const Row& row) {
  const int n = static_cast<int>(field_number(table.at(row, "n")));
  PairNames names;
  names.problem = column_or(table, row, "problem", "n=" + std::to_string(n));
  const auto a = label_words(
      column_or(table, row, "configuration_a", label_without_n(table.at(row, "point_a"), n)));
  const auto b = label_words(
      column_or(table, row, "configuration_b", label_without_n(table.at(row, "point_b"), n)));
  std::vector<std::string> only_a, only_b;
  for (const auto& word : a)
    if (std::find(b.begin(), b.end(), word) == b.end()) only_a.push_back(word);
  for (const auto& word : b)
    if (std::find(a.begin(), a.end(), word) == a.end()) only_b.push_back(word);
  const auto key = [](const std::string& word) { return word.substr(0, word.find('=')); };
  if (only_a.size() == 1 && only_b.size() == 1 && key(only_a[0]) == key(only_b[0]) &&
      only_a[0].find('=') != std::string::npos) {
    names.key = key(only_a[0]);
    names.a = only_a[0].substr(names.key.size() + 1);
    names.b = only_b[0].substr(names.key.size() + 1);
    return names;
  }
  const auto words = [](const std::vector<std::string>& list, const std::string& all) {
    std::string out;
    for (const auto& word : list) out += (out.empty() ? "" : " ") + word;
    return out.empty() ? all : out;
  };
  names.a = words(only_a, column_or(table, row, "point_a", ""));
  names.b = words(only_b, column_or(table, row, "point_b", ""));
  return names;
}

// "tournament beats roulette at n = 32: ERT 7,718 against 3.31 M evaluations, Holm p 6.6e-4,
// A12 0.99" (A12: the winner's chance to beat a run of the loser).
std::string win_clause(const Table& table, const Row& row, const PairNames& names) {
  const bool a_wins = field_number(table.at(row, "a12")) > 0.5;
  const double a12 = field_number(table.at(row, "a12"));
  const std::string unit = table.at(row, "ert_unit");
  return (a_wins ? names.a : names.b) + " beats " + (a_wins ? names.b : names.a) + " at " +
         problem_words(names.problem) + ": ERT " +
         prose_number(field_number(table.at(row, a_wins ? "ert_a" : "ert_b"))) + " against " +
         prose_number(field_number(table.at(row, a_wins ? "ert_b" : "ert_a"))) +
         (unit.empty() ? "" : " " + unit) + ", Holm p " +
         prose_p(field_number(table.at(row, "p_holm"))) + ", A12 " +
         prose_number(a_wins ? a12 : 1 - a12);
}

// "0.36 and 1"; more than three as their range, "0.2 to 1", or "1 each" when all are equal.
std::string p_values(const std::vector<double>& ps) {
  const auto [low, high] = std::minmax_element(ps.begin(), ps.end());
  if (ps.size() > 1 && *low == *high) return prose_p(*low) + " each";
  if (ps.size() > 3) return prose_p(*low) + " to " + prose_p(*high);
  std::vector<std::string> texts;
  for (double p : ps) texts.push_back(prose_p(p));
  return joined(texts);
}

// "no difference is established at n = 8 and 16 with 10 runs each (Holm p 0.36 and 1)";
// `between` names the pair ("between ga and min-conflicts") when nothing else does.
std::string open_clause(const Table& table, const std::vector<const Row*>& rows,
                        const std::string& between) {
  std::vector<std::string> problems, runs;
  std::vector<double> ps;
  for (const Row* row : rows) {
    const int n = static_cast<int>(field_number(table.at(*row, "n")));
    const std::string problem = column_or(table, *row, "problem", "n=" + std::to_string(n));
    if (std::find(problems.begin(), problems.end(), problem) == problems.end())
      problems.push_back(problem);
    ps.push_back(field_number(table.at(*row, "p_holm")));
    for (const char* side : {"runs_a", "runs_b"}) {
      if (std::find(runs.begin(), runs.end(), table.at(*row, side)) == runs.end())
        runs.push_back(table.at(*row, side));
    }
  }
  return "no difference " + between + (between.empty() ? "" : " ") + "is established at " +
         problems_words(problems) + " with " +
         (runs.size() == 1 ? runs[0] + " runs each" : joined(runs) + " runs") + " (Holm p " +
         p_values(ps) + ")";
}

}  // namespace

std::vector<std::string> comparison_sentences(const Table& comparison, double alpha) {
  std::vector<std::string> order;  // "a\tb" of each pair of configurations, first seen first
  std::map<std::string, std::vector<const Row*>> rows_of;
  std::map<std::string, PairNames> names_of;
  for (const Row& row : comparison.rows) {
    const PairNames names = pair_names(comparison, row);
    const std::string pair = names.a + "\t" + names.b;
    if (!rows_of.count(pair)) order.push_back(pair);
    rows_of[pair].push_back(&row);
    names_of[pair] = names;
  }
  std::vector<std::string> sentences;
  for (const std::string& pair : order) {
    const PairNames& names = names_of[pair];
    std::vector<std::string> clauses;
    std::vector<const Row*> open;
    for (const Row* row : rows_of[pair]) {
      if (field_number(comparison.at(*row, "p_holm")) < alpha) {
        clauses.push_back(win_clause(comparison, *row, names));
      } else {
        open.push_back(row);
      }
    }
    if (!open.empty()) {
      clauses.push_back(open_clause(
          comparison, open, clauses.empty() ? "between " + names.a + " and " + names.b : ""));
    }
    std::string sentence = names.key.empty() ? "" : names.key + ": ";
    for (std::size_t i = 0; i < clauses.size(); ++i) sentence += (i ? "; " : "") + clauses[i];
    sentences.push_back(sentence + ".");
  }
  return sentences;
}

}  // namespace nqga
