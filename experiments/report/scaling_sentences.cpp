#include "report/scaling_sentences.hpp"

#include <cmath>

#include "report/words.hpp"

namespace nqga {

namespace {

// "n^2.79 [1.62, 3.3]" or "1.6^n [1.55, 1.66]".
std::string law_words(const GrowthLaw& law, bool power) {
  const std::string interval = prose_interval(law.interval.low, law.interval.high);
  return (power ? "n^" + prose_number(law.parameter) : prose_number(law.parameter) + "^n") +
         (interval.empty() ? "" : " " + interval);
}

}  // namespace

std::vector<Statement> scaling_statements(const std::vector<ScalingSeries>& series) {
  std::vector<Statement> statements;
  std::size_t row = 0;
  for (const ScalingSeries& one : series) {
    Citation cite{"scaling.csv", {}};
    for (std::size_t i = 0; i < one.ns.size(); ++i) cite.rows.push_back(row++);
    const std::string better = one.better();
    if (better.empty()) continue;
    const bool power = better == "power";
    const GrowthLaw &law = power ? one.power : one.exponential,
                    &other = power ? one.exponential : one.power;
    const std::string where = one.problem.empty() ? "" : " at " + problem_words(one.problem);
    statements.push_back(
        {one.configuration + where + ": ",
         {{"its ERT in seconds grows as " + law_words(law, power) + " over n = " +
               std::to_string(one.ns.front()) + " to " + std::to_string(one.ns.back()) +
               " (log10 residual " + prose_number(law.residual) + ", against " +
               prose_number(other.residual) + " for " + law_words(other, !power) + ")",
           cite}},
         "."});
  }
  return statements;
}

}  // namespace nqga
