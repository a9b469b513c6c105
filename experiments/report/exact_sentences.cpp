#include "report/exact_sentences.hpp"

#include <algorithm>
#include <cmath>

#include "report/words.hpp"

namespace nqga {

namespace {

using nlohmann::json;

double number(const json& object, const char* key) {
  return object.contains(key) && object[key].is_number() ? object[key].get<double>() : NAN;
}

std::string text(const json& object, const char* key) {
  return object.contains(key) && object[key].is_string() ? object[key].get<std::string>() : "";
}

// "value [low, high]".
std::string with_interval(const json& row, const char* key, const std::string& low,
                          const std::string& high) {
  const double l = number(row, low.c_str()), h = number(row, high.c_str());
  return prose_number(number(row, key)) +
         (std::isnan(l) || std::isnan(h) ? ""
                                         : " [" + prose_number(l) + ", " + prose_number(h) + "]");
}

// "at n = 24, 0.0123 s [0.01, 0.015] against 0.5 s (exhausted), ratio 0.0246 [0.02, 0.03]:
// the configuration faster (mann-whitney p 0.001)".
std::string row_clause(const json& row) {
  const std::string faster = text(row, "faster"), exact = text(row, "exact");
  const std::string verdict = faster == "configuration" ? text(row, "configuration") + " faster"
                              : faster == "exact"       ? exact + " faster"
                                                        : "neither established faster";
  const std::string test = text(row, "test");
  const std::string outcome = text(row, "exact_outcome");
  // No time (null) where no run solved: its ERT is infinite, and so is the ratio.
  const bool timed = std::isfinite(number(row, "seconds"));
  return "at " + problem_words(text(row, "problem")) + ", " +
         (timed ? with_interval(row, "seconds", "seconds_low", "seconds_high") + " s"
                : std::string("no run solved (ERT infinite)")) +
         " against " + prose_number(number(row, "exact_seconds")) + " s" +
         (outcome.empty() || outcome == "solved" ? "" : " (" + outcome + ")") +
         (timed ? ", ratio " + with_interval(row, "ratio", "ratio_low", "ratio_high") : "") + ": " +
         verdict +
         (test.empty() || test == "none"
              ? ""
              : " (" + test + " p " + prose_p(number(row, "p_value")) + ")");
}

std::string crossover_clause(const json& versus, const std::string& configuration,
                             const std::string& exact) {
  if (!versus.contains("crossover") || !versus["crossover"].is_array()) return "";
  for (const json& entry : versus["crossover"]) {
    if (text(entry, "configuration") != configuration || text(entry, "exact") != exact) continue;
    if (!entry.contains("n") || entry["n"].is_null())
      return "; it never becomes faster over the n tested";
    const double low = number(entry, "n_low"), high = number(entry, "n_high");
    return "; it is faster from n = " + prose_number(number(entry, "n")) + " on" +
           (std::isnan(low) || std::isnan(high) ? ""
                                                : " (unclear between n = " + prose_number(low) +
                                                      " and " + prose_number(high) + ")");
  }
  return "";
}

}  // namespace

std::vector<VersusExact> versus_exact_sentences(const json& versus) {
  std::vector<VersusExact> sentences;
  if (!versus.contains("rows") || !versus["rows"].is_array()) return sentences;
  std::vector<std::pair<std::string, std::string>> pairs;
  for (const json& row : versus["rows"]) {
    const std::pair<std::string, std::string> pair{text(row, "configuration"), text(row, "exact")};
    if (std::find(pairs.begin(), pairs.end(), pair) == pairs.end()) pairs.push_back(pair);
  }
  for (const auto& [configuration, exact] : pairs) {
    VersusExact sentence{configuration + " against " + exact + " in seconds (its ERT against " +
                             exact + "'s time)" + crossover_clause(versus, configuration, exact),
                         {}};
    for (const json& row : versus["rows"]) {
      if (text(row, "configuration") == configuration && text(row, "exact") == exact)
        sentence.points.push_back(row_clause(row));
    }
    sentences.push_back(std::move(sentence));
  }
  return sentences;
}

}  // namespace nqga
