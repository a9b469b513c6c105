#include "report/comparison_sentences.hpp"

#include <algorithm>
#include <map>

#include "report/words.hpp"

namespace nqga {

namespace {

// How a statement names configurations: the words all of them share left out (and said once in
// the lead, so that a clause never loses the configuration it is about), and where each differs
// by a single key=value of one key, its value, the key said once in the lead.
struct ShortNames {
  std::vector<std::string> names;
  std::string key;
  std::string shared;  // the words all share, as a label: "ga.selection.method=tournament"
};

ShortNames short_names(const std::vector<std::string>& configurations) {
  std::vector<std::vector<std::string>> words;
  for (const std::string& configuration : configurations)
    words.push_back(label_words(configuration));
  const auto shared = [&](const std::string& word) {
    return std::all_of(words.begin(), words.end(), [&](const std::vector<std::string>& other) {
      return std::find(other.begin(), other.end(), word) != other.end();
    });
  };
  std::vector<std::vector<std::string>> own(words.size());
  ShortNames short_names;
  for (std::size_t i = 0; i < words.size(); ++i)
    for (const std::string& word : words[i])
      if (!shared(word)) own[i].push_back(word);
  for (const std::string& word : words[0])
    if (shared(word)) short_names.shared += (short_names.shared.empty() ? "" : " ") + word;
  const auto key = [](const std::string& word) { return word.substr(0, word.find('=')); };
  const bool one_key = std::all_of(own.begin(), own.end(), [&](const auto& list) {
    return list.size() == 1 && list[0].find('=') != std::string::npos &&
           key(list[0]) == key(own[0][0]);
  });
  if (one_key) short_names.key = key(own[0][0]);
  for (std::size_t i = 0; i < own.size(); ++i) {
    std::string name;
    for (const std::string& word : own[i])
      name +=
          (name.empty() ? "" : " ") + (one_key ? word.substr(short_names.key.size() + 1) : word);
    short_names.names.push_back(name.empty() ? configurations[i] : name);
  }
  return short_names;
}

// Two configurations' short names.
struct PairNames {
  std::string a, b, key, shared;
};

PairNames pair_names(const std::string& configuration_a, const std::string& configuration_b) {
  const ShortNames names = short_names({configuration_a, configuration_b});
  return {names.names[0], names.names[1], names.key, names.shared};
}

// A statement's lead: the key its names are values of, and the words its configurations share.
// "ga.mutation.method, with ga.selection.method = tournament: ".
std::string lead_words(const std::string& key, const std::string& shared) {
  if (key.empty() && shared.empty()) return "";
  const std::string with = shared.empty() ? "" : "with " + problem_words(shared);
  if (key.empty()) return "W" + with.substr(1) + ": ";
  return key + (with.empty() ? "" : ", " + with) + ": ";
}

// "solved 4 of 10 and 10 of 10", or "" when every run of both solved.
std::string solved_words(const PointResult& a, const PointResult& b) {
  if (a.solved == a.runs && b.solved == b.runs) return "";
  return "solved " + std::to_string(a.solved) + " of " + std::to_string(a.runs) + " and " +
         std::to_string(b.solved) + " of " + std::to_string(b.runs);
}

// "tournament beats roulette at n = 32: ERT 7,718 against 3.31 M evaluations (solved 10 of 10
// and 4 of 10), wilcoxon-signed-rank Holm p 6.6e-4, A12 0.99".
std::string win_clause(const Comparison& c, const PairResult& pair, const PairNames& names) {
  const bool a_wins = pair.a12 > 0.5;
  const PointResult &w = c.points[a_wins ? pair.a : pair.b],
                    &l = c.points[a_wins ? pair.b : pair.a];
  const std::string solved = solved_words(w, l);
  return (a_wins ? names.a : names.b) + " beats " + (a_wins ? names.b : names.a) + " at " +
         problem_words(w.problem) + ": ERT " + prose_number(w.ert) + " against " +
         prose_number(l.ert) + " " + c.ert_unit + (solved.empty() ? "" : " (" + solved + ")") +
         ", " + pair.test.name + " Holm p " + prose_p(pair.p_holm) + ", A12 " +
         prose_number(a_wins ? pair.a12 : 1 - pair.a12);
}

// "n = 8 (Holm p 0.31) and n = 16 (Holm p 1; solved 4 of 10 and 10 of 10)".
std::string open_problems(const Comparison& c, const std::vector<const PairResult*>& pairs) {
  std::vector<std::string> parts;
  for (const PairResult* pair : pairs) {
    const std::string solved = solved_words(c.points[pair->a], c.points[pair->b]);
    parts.push_back(problem_words(c.points[pair->a].problem) + " (Holm p " + prose_p(pair->p_holm) +
                    (solved.empty() ? "" : "; " + solved) + ")");
  }
  return joined(parts);
}

// "with 6 instances its Holm p cannot fall below 0.94 among 30 tests; 11 would be needed".
std::string reach_words(const Comparison& c, const PairResult& pair) {
  const bool blocked = pair.blocks > 0;
  const int size = blocked ? pair.blocks : c.points[pair.a].runs;
  const ClaimEvidence& e = pair.evidence;
  return "with " + std::to_string(size) + (blocked ? " instances" : " runs a side") +
         " its Holm p cannot fall below " + prose_p(e.lowest_reachable) + " among " +
         std::to_string(c.family) + " tests; " +
         (e.needed > 0 ? std::to_string(e.needed) + " would be needed"
                       : "no larger design would reach it");
}

Citation rows_of(const Comparison& c, const std::vector<const PairResult*>& pairs,
                 const std::string& table) {
  Citation cite{table, {}};
  for (const PairResult* pair : pairs)
    cite.rows.push_back(static_cast<std::size_t>(pair - c.pairs.data()));
  return cite;
}

Statement pair_statement(const Comparison& c, const std::vector<const PairResult*>& pairs,
                         const PairNames& names, const std::string& table) {
  Statement statement{lead_words(names.key, names.shared), {}, "."};
  std::vector<const PairResult*> open, beyond;
  for (const PairResult* pair : pairs) {
    if (pair->evidence.status == ClaimStatus::kEstablished) {
      statement.clauses.push_back({win_clause(c, *pair, names), rows_of(c, {pair}, table)});
    } else {
      (pair->evidence.status == ClaimStatus::kOutOfReach ? beyond : open).push_back(pair);
    }
  }
  const std::string between = "between " + names.a + " and " + names.b + " ";
  if (!open.empty()) {
    statement.clauses.push_back({"no difference " + (statement.clauses.empty() ? between : "") +
                                     "is established at " + open_problems(c, open),
                                 rows_of(c, open, table)});
  }
  for (const PairResult* pair : beyond) {
    statement.clauses.push_back({"a difference " + (statement.clauses.empty() ? between : "") +
                                     "at " + problem_words(c.points[pair->a].problem) +
                                     " is out of this design's reach: " + reach_words(c, *pair),
                                 rows_of(c, {pair}, table)});
  }
  return statement;
}

}  // namespace

std::vector<Statement> comparison_statements(const Comparison& comparison,
                                             const std::string& table) {
  std::vector<std::string> order;  // "a\tb" of each pair of configurations, first seen first
  std::map<std::string, std::vector<const PairResult*>> pairs_of;
  std::map<std::string, PairNames> names_of;
  for (const PairResult& pair : comparison.pairs) {
    const PairNames names =
        comparison.matched
            ? PairNames{"this run", "the baseline", comparison.points[pair.a].label, ""}
            : pair_names(comparison.points[pair.a].configuration,
                         comparison.points[pair.b].configuration);
    const std::string key = names.a + "\t" + names.b + "\t" + names.key + "\t" + names.shared;
    if (!pairs_of.count(key)) order.push_back(key);
    pairs_of[key].push_back(&pair);
    names_of[key] = names;
  }
  std::vector<Statement> statements;
  for (const std::string& key : order)
    statements.push_back(pair_statement(comparison, pairs_of[key], names_of[key], table));
  return statements;
}

std::vector<Statement> omnibus_statements(const Comparison& comparison) {
  std::vector<Statement> statements;
  for (std::size_t g = 0; g < comparison.groups.size(); ++g) {
    const GroupResult& group = comparison.groups[g];
    const std::size_t k = group.points.size();
    if (k < 3) continue;
    const std::string at =
        "the " + std::to_string(k) + " configurations at " + problem_words(group.problem);
    const std::string test = " (" + group.test + ", Holm p " + prose_p(group.p_holm) + ")";
    std::string text;
    switch (group.evidence.status) {
      case ClaimStatus::kEstablished:
        text = at + " differ" + test;
        break;
      case ClaimStatus::kNotEstablished:
        text = "no difference among " + at + " is established" + test;
        break;
      case ClaimStatus::kOutOfReach:
        text = "a difference among " + at + " is out of this design's reach: its Holm p cannot " +
               "fall below " + prose_p(group.evidence.lowest_reachable);
        break;
    }
    statements.push_back({"", {{text, {"comparison-omnibus.csv", {g}}}}, "."});
  }
  return statements;
}

namespace {

// Mean ranks the statement lists; ranking.csv holds the rest.
constexpr std::size_t kRanked = 5;

// Whether the configurations differ over the problem points, in the claim policy's words.
std::string ranking_test_words(const Ranking& ranking) {
  const std::string points = std::to_string(ranking.problems.size()) + " problem points";
  const std::string test = " (Friedman over the points, p " + prose_p(ranking.test.p_value) + ")";
  switch (ranking.evidence.status) {
    case ClaimStatus::kEstablished:
      return "their ranks differ over the " + points + test;
    case ClaimStatus::kNotEstablished:
      return "no difference of rank over the " + points + " is established" + test;
    case ClaimStatus::kOutOfReach:
      break;
  }
  return "a difference of rank over " + points + " is out of this design's reach: Friedman's p " +
         "cannot fall below " + prose_p(ranking.evidence.lowest_reachable) +
         (ranking.evidence.needed > 0 ? ", it could at " + std::to_string(ranking.evidence.needed)
                                      : "");
}

}  // namespace

std::vector<Statement> ranking_statements(const Ranking& ranking) {
  if (ranking.empty()) return {};
  const ShortNames names = short_names(ranking.configurations);
  const std::string lead = lead_words(names.key, names.shared);
  Statement statement{"Ranked at every problem point and averaged (1 is best)" +
                          (lead.empty() ? ": " : ", " + lead),
                      {},
                      "."};
  for (std::size_t i = 0; i < ranking.configurations.size() && i < kRanked; ++i)
    statement.clauses.push_back(
        {names.names[i] + " " + prose_number(ranking.mean_ranks[i]), {"ranking.csv", {i}}});
  Citation all{"ranking.csv", {}};
  for (std::size_t i = 0; i < ranking.configurations.size(); ++i) all.rows.push_back(i);
  statement.clauses.push_back({ranking_test_words(ranking), all});
  if (ranking.evidence.status == ClaimStatus::kEstablished) {
    Citation behind{"ranking.csv", {0}};
    std::vector<std::string> trailing;
    for (std::size_t i = 1; i < ranking.configurations.size(); ++i) {
      if (ranking.mean_ranks[i] - ranking.mean_ranks[0] <= ranking.critical_difference) continue;
      trailing.push_back(names.names[i]);
      behind.rows.push_back(i);
    }
    if (!trailing.empty())
      statement.clauses.push_back({joined(trailing) + " trail" +
                                       (trailing.size() == 1 ? "s " : " ") + names.names[0] +
                                       " by more than Nemenyi's critical difference " +
                                       prose_number(ranking.critical_difference),
                                   behind});
  }
  if (ranking.configurations.size() > kRanked)
    statement.tail =
        "; " + std::to_string(ranking.configurations.size() - kRanked) + " more in ranking.csv.";
  return {statement};
}

}  // namespace nqga
