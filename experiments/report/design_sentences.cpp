#include "report/design_sentences.hpp"

#include <algorithm>
#include <map>

#include "report/words.hpp"

namespace nqga {

namespace {

using Row = std::vector<std::string>;

double number(const Table& table, const Row& row, const char* column) {
  return field_number(table.at(row, column));
}

// One problem point on an axis: the axis' value and the instances' verdicts.
struct AxisPoint {
  double value = 0;
  std::string text;
  int instances = 0, solvable = 0, undecided = 0;
  double share() const { return instances ? static_cast<double>(solvable) / instances : 0; }
};

// "5 of 6 instances solvable at 0.6".
std::string verdicts(const AxisPoint& point) {
  return std::to_string(point.solvable) + " of " + std::to_string(point.instances) +
         " solvable at " + point.text +
         (point.undecided ? " (" + std::to_string(point.undecided) + " undecided)" : "");
}

std::string transition(const std::string& key, const std::string& slice,
                       std::vector<AxisPoint> points) {
  std::sort(points.begin(), points.end(),
            [](const AxisPoint& a, const AxisPoint& b) { return a.value < b.value; });
  const std::string where = slice.empty() ? "" : "At " + problem_words(slice) + ", t";
  const std::string subject =
      (where.empty() ? "T" : where) + "he share of instances with a solution";
  for (std::size_t i = 0; i + 1 < points.size(); ++i) {
    if ((points[i].share() >= 0.5) != (points[i + 1].share() >= 0.5)) {
      return subject + " crosses 50 % between " + key + " = " + points[i].text + " and " +
             points[i + 1].text + ": " + verdicts(points[i]) + ", " + verdicts(points[i + 1]) + ".";
    }
  }
  const bool above = points.front().share() >= 0.5;
  return subject + " stays " + (above ? "at or above" : "below") + " 50 % over " + key + " = " +
         points.front().text + " to " + points.back().text + " (" + verdicts(points.front()) +
         ", " + verdicts(points.back()) + ").";
}

}  // namespace

std::vector<std::string> transition_sentences(const Table& summary) {
  // By axis key, then by the slice (the problem's other words), the points in first order.
  std::map<std::string, std::map<std::string, std::vector<AxisPoint>>> axes;
  std::vector<std::string> seen_problems;
  for (const Row& row : summary.rows) {
    const std::string& problem = summary.at(row, "problem");
    if (std::find(seen_problems.begin(), seen_problems.end(), problem) != seen_problems.end())
      continue;  // a problem point's instances are the same for every configuration
    seen_problems.push_back(problem);
    const auto words = label_words(problem);
    for (std::size_t i = 0; i < words.size(); ++i) {
      const auto equals = words[i].find('=');
      const std::string key = words[i].substr(0, equals);
      if (key == "n" || equals == std::string::npos) continue;
      std::string slice;
      for (std::size_t j = 0; j < words.size(); ++j)
        if (j != i) slice += (slice.empty() ? "" : " ") + words[j];
      const std::string text = words[i].substr(equals + 1);
      axes[key][slice].push_back({field_number(text), text,
                                  static_cast<int>(number(summary, row, "instances")),
                                  static_cast<int>(number(summary, row, "solvable")),
                                  static_cast<int>(number(summary, row, "undecided"))});
    }
  }
  std::vector<std::string> sentences;
  for (const auto& [key, slices] : axes) {
    for (const auto& [slice, points] : slices) {
      if (points.size() > 1) sentences.push_back(transition(key, slice, points));
    }
  }
  return sentences;
}

std::vector<std::string> success_sentences(const Table& summary) {
  struct Totals {
    int runs = 0, solved = 0, unsolvable = 0, decided = 0;
    const Row* lowest = nullptr;
  };
  std::vector<std::string> order;
  std::map<std::string, Totals> totals;
  for (const Row& row : summary.rows) {
    const std::string& configuration = summary.at(row, "configuration");
    if (!totals.count(configuration)) order.push_back(configuration);
    Totals& t = totals[configuration];
    t.runs += static_cast<int>(number(summary, row, "runs_on_solvable"));
    t.solved += static_cast<int>(number(summary, row, "solved_on_solvable"));
    t.unsolvable += static_cast<int>(number(summary, row, "runs_on_unsolvable"));
    t.decided += static_cast<int>(number(summary, row, "decided_unsolvable"));
    if (number(summary, row, "runs_on_solvable") > 0 &&
        (!t.lowest || number(summary, row, "success") < number(summary, *t.lowest, "success")))
      t.lowest = &row;
  }
  std::vector<std::string> sentences;
  for (const std::string& configuration : order) {
    const Totals& t = totals[configuration];
    std::string sentence = configuration + " solves " + std::to_string(t.solved) + " of " +
                           std::to_string(t.runs) + " runs on solvable instances";
    if (t.runs > 0) sentence += " (" + prose_percent(static_cast<double>(t.solved) / t.runs) + ")";
    if (t.lowest && t.solved < t.runs) {
      const Row& low = *t.lowest;
      sentence += ", least at " + problem_words(summary.at(low, "problem")) + ": " +
                  summary.at(low, "solved_on_solvable") + " of " +
                  summary.at(low, "runs_on_solvable") + " (" +
                  prose_percent(number(summary, low, "success")) + ", Wilson 95 % [" +
                  prose_percent(number(summary, low, "success_low")) + ", " +
                  prose_percent(number(summary, low, "success_high")) + "])";
    }
    if (t.unsolvable > 0) {
      sentence += "; its " + std::to_string(t.unsolvable) +
                  " runs on instances proved unsolvable are counted apart" +
                  (t.decided ? " (" + std::to_string(t.decided) + " of them proved it)"
                             : " (a seeded search cannot decide them)");
    }
    sentences.push_back(sentence + ".");
  }
  return sentences;
}

}  // namespace nqga
