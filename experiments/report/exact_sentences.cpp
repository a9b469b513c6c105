#include "report/exact_sentences.hpp"

#include <algorithm>
#include <cmath>

#include "report/words.hpp"

namespace nqga {

namespace {

std::string with_interval(double value, const Interval& interval) {
  const std::string bounds = prose_interval(interval.low, interval.high);
  return prose_number(value) + (bounds.empty() ? "" : " " + bounds);
}

std::string verdict(const VersusRow& row) {
  switch (row.evidence.status) {
    case ClaimStatus::kEstablished:
      return (row.faster == "configuration" ? row.configuration : row.exact) + " faster (" +
             row.test + ", Holm p " + prose_p(row.p_holm) + ")";
    case ClaimStatus::kNotEstablished:
      return "neither established faster (" + row.test + ", Holm p " + prose_p(row.p_holm) + ")";
    case ClaimStatus::kOutOfReach:
      break;
  }
  if (row.test.empty()) return "no test fits these runs";
  return "which is faster is out of this design's reach (its Holm p cannot fall below " +
         prose_p(row.evidence.lowest_reachable) +
         (row.evidence.needed > 0
              ? "; " + std::to_string(row.evidence.needed) + " " +
                    (row.blocks > 0 ? "instances" : "runs a side") + " would be needed)"
              : ")");
}

// "at n = 24, ERT 0.0123 s [0.01, 0.015] against 0.5 s [0.4, 0.6] (exhausted), ratio 0.0246
// [0.02, 0.03]: solver=ga faster (mann-whitney, Holm p 0.001)".
std::string row_clause(const VersusRow& row) {
  const bool timed = std::isfinite(row.seconds);
  std::string text =
      "at " + problem_words(row.problem) + ", " +
      (timed ? "ERT " + with_interval(row.seconds, row.seconds_interval) + " s"
             : std::string("no run solved (solved 0 of ") + std::to_string(row.runs) + ")") +
      " against " + with_interval(row.exact_seconds, row.exact_interval) + " s" +
      (row.exact_outcome == "solved" ? "" : " (" + row.exact_outcome + ")");
  if (timed) {
    if (row.solved < row.runs)
      text += " (solved " + std::to_string(row.solved) + " of " + std::to_string(row.runs) + ")";
    text += ", ratio " + with_interval(row.ratio, row.ratio_interval);
  }
  text += ": " + verdict(row);
  if (row.few_runs()) {
    text += std::isinf(row.spread_factor)
                ? "; its interval is open above: too few runs for its tail"
                : "; its interval spans a factor of " + prose_number(row.spread_factor) +
                      ": too few runs for its tail";
  }
  return text;
}

Clause crossover_clause(const VersusExact& versus, const Crossover& crossover) {
  const VersusRow &first = versus.rows[crossover.rows.front()],
                  &last = versus.rows[crossover.rows.back()];
  std::string text =
      crossover.problem.empty() ? "" : "at " + problem_words(crossover.problem) + ", ";
  if (crossover.from_n > 0) {
    text += "it is faster from n = " + std::to_string(crossover.from_n) + " on";
    if (crossover.after_n > 0)
      text += ", the exact search up to n = " + std::to_string(crossover.after_n);
  } else {
    text += "where it becomes faster is not determined over n = " + std::to_string(first.n) +
            " to " + std::to_string(last.n);
  }
  return {text, {"versus_exact.csv", crossover.rows}};
}

}  // namespace

std::vector<Statement> versus_exact_statements(const VersusExact& versus) {
  std::vector<std::pair<std::string, std::string>> pairs;
  for (const VersusRow& row : versus.rows) {
    const std::pair<std::string, std::string> pair{row.configuration, row.exact};
    if (std::find(pairs.begin(), pairs.end(), pair) == pairs.end()) pairs.push_back(pair);
  }
  std::vector<Statement> statements;
  for (const auto& [configuration, exact] : pairs) {
    Statement statement{configuration + " against " + exact + " in seconds:", {}, "", true};
    for (std::size_t i = 0; i < versus.rows.size(); ++i) {
      const VersusRow& row = versus.rows[i];
      if (row.configuration == configuration && row.exact == exact)
        statement.clauses.push_back({row_clause(row), {"versus_exact.csv", {i}}});
    }
    for (const Crossover& crossover : versus.crossovers) {
      if (crossover.configuration == configuration && crossover.exact == exact)
        statement.clauses.push_back(crossover_clause(versus, crossover));
    }
    statements.push_back(std::move(statement));
  }
  return statements;
}

}  // namespace nqga
