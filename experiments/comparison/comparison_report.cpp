#include "comparison/comparison_report.hpp"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <nlohmann/json.hpp>

#include "comparison/test_registry.hpp"
#include "run/csv.hpp"
#include "run/files.hpp"

namespace nqga {

namespace fs = std::filesystem;

namespace {

const char* const kPairColumns[] = {"metric",
                                    "point_a",
                                    "point_b",
                                    "runs_a",
                                    "runs_b",
                                    "test",
                                    "u",
                                    "p_value",
                                    "p_holm",
                                    "a12",
                                    "effect",
                                    "n",
                                    "method",
                                    "solved_a",
                                    "solved_b",
                                    "success_a",
                                    "success_a_low",
                                    "success_a_high",
                                    "success_b",
                                    "success_b_low",
                                    "success_b_high",
                                    "success_difference",
                                    "success_difference_low",
                                    "success_difference_high",
                                    "ert_unit",
                                    "ert_a",
                                    "ert_a_low",
                                    "ert_a_high",
                                    "ert_b",
                                    "ert_b_low",
                                    "ert_b_high",
                                    "source_a",
                                    "source_b",
                                    "problem",
                                    "configuration_a",
                                    "configuration_b",
                                    "blocks"};

double success_rate(const PointResult& point) {
  return static_cast<double>(point.solved) / point.runs;
}

// A pair's fields, parallel to kPairColumns; numbers as number_field writes them.
std::vector<std::string> pair_fields(const Comparison& comparison, const PairResult& pair) {
  const PointResult &a = comparison.points[pair.a], &b = comparison.points[pair.b];
  return {metric_name(comparison.metric),
          a.label,
          b.label,
          std::to_string(a.runs),
          std::to_string(b.runs),
          pair.test.name,
          number_field(pair.test.statistic),
          number_field(pair.test.p_value),
          number_field(pair.p_holm),
          number_field(pair.a12),
          pair.effect,
          std::to_string(a.n),
          pair.test.exact ? "exact" : "normal",
          std::to_string(a.solved),
          std::to_string(b.solved),
          number_field(success_rate(a)),
          number_field(a.success.low),
          number_field(a.success.high),
          number_field(success_rate(b)),
          number_field(b.success.low),
          number_field(b.success.high),
          number_field(pair.success_difference),
          number_field(pair.success_difference_interval.low),
          number_field(pair.success_difference_interval.high),
          comparison.ert_unit,
          number_field(a.ert),
          number_field(a.ert_interval.low),
          number_field(a.ert_interval.high),
          number_field(b.ert),
          number_field(b.ert_interval.low),
          number_field(b.ert_interval.high),
          a.source,
          b.source,
          a.problem,
          a.configuration,
          b.configuration,
          std::to_string(pair.blocks)};
}

// A number for JSON: null when not finite (an ERT without a success, an interval not drawn).
nlohmann::json json_number(double value) {
  if (!std::isfinite(value)) return nullptr;
  return value;
}

nlohmann::json point_json(const PointResult& point, const std::string& unit) {
  return {{"source", point.source},
          {"label", point.label},
          {"configuration", point.configuration},
          {"problem", point.problem},
          {"instances", point.instances},
          {"n", point.n},
          {"runs", point.runs},
          {"solved", point.solved},
          {"success_rate", success_rate(point)},
          {"success_low", point.success.low},
          {"success_high", point.success.high},
          {"ert_unit", unit},
          {"work", point.work},
          {"ert", json_number(point.ert)},
          {"ert_low", json_number(point.ert_interval.low)},
          {"ert_high", json_number(point.ert_interval.high)}};
}

// A pair for comparison.json; its points' success rates and ERTs are under "points".
nlohmann::json pair_json(const Comparison& comparison, const PairResult& pair) {
  const PointResult &a = comparison.points[pair.a], &b = comparison.points[pair.b];
  return {{"metric", metric_name(comparison.metric)},
          {"point_a", a.label},
          {"point_b", b.label},
          {"source_a", a.source},
          {"source_b", b.source},
          {"n", a.n},
          {"problem", a.problem},
          {"configuration_a", a.configuration},
          {"configuration_b", b.configuration},
          {"blocks", pair.blocks},
          {"runs_a", a.runs},
          {"runs_b", b.runs},
          {"solved_a", a.solved},
          {"solved_b", b.solved},
          {"test", pair.test.name},
          {"u", pair.test.statistic},
          {"p_value", pair.test.p_value},
          {"method", pair.test.exact ? "exact" : "normal"},
          {"p_holm", pair.p_holm},
          {"a12", pair.a12},
          {"effect", pair.effect},
          {"success_difference", pair.success_difference},
          {"success_difference_low", pair.success_difference_interval.low},
          {"success_difference_high", pair.success_difference_interval.high}};
}

nlohmann::json group_json(const Comparison& comparison, const GroupResult& group) {
  nlohmann::json points = nlohmann::json::array(), ranks = nlohmann::json::array();
  for (std::size_t i = 0; i < group.points.size(); ++i) {
    points.push_back(comparison.points[group.points[i]].label);
    ranks.push_back(group.result.average_ranks[i]);
  }
  return {{"n", group.n},
          {"problem", group.problem},
          {"test", group.test},
          {"blocks", group.blocks},
          {"statistic", group.result.statistic},
          {"df", group.result.df},
          {"p_value", group.result.p_value},
          {"points", points},
          {"average_ranks", ranks}};
}

}  // namespace

std::string comparison_csv(const Comparison& comparison) {
  std::string csv;
  auto append = [&](const std::vector<std::string>& fields) {
    for (const auto& field : fields) (csv += csv_field(field)) += ',';
    csv.back() = '\n';
  };
  append({std::begin(kPairColumns), std::end(kPairColumns)});
  for (const PairResult& pair : comparison.pairs) append(pair_fields(comparison, pair));
  return csv;
}

std::string comparison_json(const Comparison& comparison) {
  nlohmann::json points = nlohmann::json::array(), pairs = nlohmann::json::array(),
                 groups = nlohmann::json::array();
  for (const PointResult& point : comparison.points) {
    points.push_back(point_json(point, comparison.ert_unit));
  }
  for (const PairResult& pair : comparison.pairs) pairs.push_back(pair_json(comparison, pair));
  for (const GroupResult& group : comparison.groups)
    groups.push_back(group_json(comparison, group));
  return nlohmann::json{{"schema", 1},
                        {"metric", metric_name(comparison.metric)},
                        {"test",
                         "two-sided, per pair of configurations within a problem point "
                         "(pairs[].test): wilcoxon-signed-rank (blocks: instances) over "
                         "instances, wilcoxon-signed-rank for runs paired by seed, else "
                         "mann-whitney"},
                        {"omnibus",
                         "per problem point (groups[].test): friedman (blocks: instances) over "
                         "instances, friedman for configurations that share their seeds, else "
                         "kruskal-wallis"},
                        {"correction", "Holm"},
                        {"family_size", comparison.pairs.size()},
                        {"a12", "P(a run of A is better than a run of B), ties counting half"},
                        {"bootstrap_resamples", kBootstrapResamples},
                        {"points", points},
                        {"pairs", pairs},
                        {"groups", groups},
                        {"notes", comparison.notes}}
             .dump(2) +
         "\n";
}

namespace {

std::string printed(const char* format, double value) {
  if (std::isnan(value)) return "-";
  if (std::isinf(value)) return value > 0 ? "inf" : "-inf";
  char text[64];
  std::snprintf(text, sizeof text, format, value);
  return text;
}

std::string percent(double rate) { return printed("%.0f%%", 100 * rate); }

std::string signed_percent(double rate) {
  const std::string text = printed("%+.0f%%", 100 * rate);
  return text == "-0%" ? "+0%" : text;
}

// A label without its "n=..." word, for lines that already say n.
std::string without_n(const std::string& label, int n) {
  const std::string rest = label_without_n(label, n);
  return rest.empty() ? label : rest;
}

// Where a pair or group stands: "n = 8" when n is the whole problem point, else its label.
std::string heading(const std::string& problem, int n) {
  return problem == "n=" + std::to_string(n) ? "n = " + std::to_string(n) : problem;
}

// How a line under its heading names a configuration: the label without n, or without the
// problem point when that is more than n.
std::string shown(const PointResult& point) {
  if (point.problem == "n=" + std::to_string(point.n)) return without_n(point.label, point.n);
  return point.configuration;
}

// The statistic's letter: U for a test of independent samples, V for the signed-rank tests.
const char* statistic_letter(const std::string& test) {
  const RegisteredTest* registered = find_test(test);
  return registered != nullptr && registered->pairing == Pairing::kNone ? "U " : "V ";
}

std::string padded(const std::string& text, std::size_t width) {
  return text + std::string(width > text.size() ? width - text.size() : 0, ' ');
}

std::string pair_lines(const Comparison& comparison) {
  std::size_t width = 1;
  for (const PairResult& pair : comparison.pairs) {
    for (std::size_t i : {pair.a, pair.b}) {
      const PointResult& point = comparison.points[i];
      width = std::max(width, shown(point).size());
    }
  }
  std::string text, problem;
  for (const PairResult& pair : comparison.pairs) {
    const PointResult &a = comparison.points[pair.a], &b = comparison.points[pair.b];
    if (a.problem != problem) {
      problem = a.problem;
      text += "\n" + heading(problem, a.n) + "\n  " +
              (comparison.matched ? padded("point", width)
                                  : padded("A", width) + "  " + padded("B", width)) +
              "    test  p         p Holm    A12   effect      success A-B [95%]\n";
    }
    char numbers[160];
    const std::string statistic =
        statistic_letter(pair.test.name) + printed("%.6g", pair.test.statistic);
    std::snprintf(numbers, sizeof numbers, "%8s  %-8s  %-8s  %4.2f  %-10s  %s [%s, %s]",
                  statistic.c_str(), printed("%.2e", pair.test.p_value).c_str(),
                  printed("%.2e", pair.p_holm).c_str(), pair.a12, pair.effect.c_str(),
                  signed_percent(pair.success_difference).c_str(),
                  signed_percent(pair.success_difference_interval.low).c_str(),
                  signed_percent(pair.success_difference_interval.high).c_str());
    text += "  " + padded(shown(a), width) + "  " +
            (comparison.matched ? "" : padded(shown(b), width) + "  ") + numbers + "\n";
  }
  return text;
}

std::string point_lines(const Comparison& comparison) {
  auto name = [&](std::size_t i) {
    const std::string& label = comparison.points[i].label;
    if (!comparison.matched) return label;
    return (i < comparison.first_points ? "A " : "B ") + label;
  };
  std::size_t width = 5;
  for (std::size_t i = 0; i < comparison.points.size(); ++i) {
    width = std::max(width, name(i).size());
  }
  // Whole evaluations and generations; seconds to 3 significant digits.
  const char* work = comparison.ert_unit == "seconds" ? "%.3g" : "%.0f";
  std::string text = "\n";
  text += padded("point", width) + "  solved  success [95% Wilson]  ERT " + comparison.ert_unit +
          " [95% bootstrap]\n";
  for (std::size_t i = 0; i < comparison.points.size(); ++i) {
    const PointResult& point = comparison.points[i];
    char line[256];
    std::snprintf(line, sizeof line, "%6s  %-21s  %s [%s, %s]\n",
                  (std::to_string(point.solved) + "/" + std::to_string(point.runs)).c_str(),
                  (percent(success_rate(point)) + " [" + percent(point.success.low) + ", " +
                   percent(point.success.high) + "]")
                      .c_str(),
                  printed(work, point.ert).c_str(), printed(work, point.ert_interval.low).c_str(),
                  printed(work, point.ert_interval.high).c_str());
    text += padded(name(i), width) + "  " + line;
  }
  return text;
}

std::string group_lines(const Comparison& comparison) {
  std::string text;
  for (const GroupResult& group : comparison.groups) {
    const RegisteredTest* test = find_test(group.test);
    const bool blocked = test != nullptr && test->pairing != Pairing::kNone;
    const std::string blocks =
        !blocked ? ""
        : test->pairing == Pairing::kSeeds
            ? " (" + std::to_string(group.blocks) + " shared seeds as blocks)"
            : " (" + std::to_string(group.blocks) + " instances as blocks)";
    char line[400];
    std::snprintf(line, sizeof line, "%s over %zu points at %s%s: chi2 = %.4g, df = %d, p = %.2e\n",
                  blocked ? "\nFriedman test" : "\nKruskal-Wallis test", group.points.size(),
                  heading(group.problem, group.n).c_str(), blocks.c_str(), group.result.statistic,
                  group.result.df, group.result.p_value);
    text += line;
    text += "  average ranks:";
    for (std::size_t i = 0; i < group.points.size(); ++i) {
      const PointResult& point = comparison.points[group.points[i]];
      text +=
          (i ? ", " : " ") + shown(point) + " " + printed("%.3g", group.result.average_ranks[i]);
    }
    text += "\n";
  }
  return text;
}

}  // namespace

std::string comparison_table(const Comparison& comparison) {
  const std::string metric = metric_name(comparison.metric);
  std::string text = "Rank tests on " + metric +
                     ", two-sided: U Mann-Whitney (independent runs), V " +
                     "Wilcoxon signed-rank (runs paired by seed); Holm's correction over " +
                     std::to_string(comparison.pairs.size()) + " pair(s)";
  if (std::any_of(comparison.pairs.begin(), comparison.pairs.end(),
                  [](const PairResult& pair) { return pair.blocks > 0; })) {
    text +=
        "\nConfigurations compared within each problem point, never across instances: V on "
        "each configuration's mean rank per instance, the instances as blocks";
  }
  if (comparison.matched && !comparison.points.empty()) {
    text += "; A: " + comparison.points.front().source + ", B: " + comparison.points.back().source +
            ", points matched by label";
  }
  text += "\nA12 = P(a run of A beats one of B): " +
          std::string(comparison.metric == Metric::kBestConflicts ? "fewer best conflicts win"
                                                                  : "solved runs beat unsolved "
                                                                    "ones, then fewer " +
                                                                        metric + " win") +
          "\n(unsolved runs rank by best conflicts); p exact without ties up to 50 runs a side "
          "(U) or below 50 pairs without zeros (V), else normal\n";
  text += pair_lines(comparison);
  if (!comparison.points.empty()) text += point_lines(comparison);
  text += group_lines(comparison);
  for (const std::string& note : comparison.notes) text += "note: " + note + "\n";
  return text;
}

void write_comparison(const fs::path& dir, const Comparison& comparison, const std::string& name) {
  write_file_atomically(dir / (name + ".csv"), comparison_csv(comparison));
  write_file_atomically(dir / (name + ".json"), comparison_json(comparison));
}

std::string update_comparison(const Results& results, const fs::path& dir) {
  const Comparison comparison = compare_points(point_runs(results), Metric::kEvaluations);
  const std::string not_compared =
      comparison.not_compared == 0
          ? ""
          : std::to_string(comparison.not_compared) +
                " pair(s) not compared (other budgets or units of work; nqga compare " +
                dir.string() + " says which)\n";
  if (comparison.pairs.empty()) {
    std::error_code ignored;
    fs::remove(dir / "comparison.csv", ignored);
    fs::remove(dir / "comparison.json", ignored);
    return not_compared.empty() ? "" : "comparison: " + not_compared;
  }
  write_comparison(dir, comparison);
  const auto significant = std::count_if(comparison.pairs.begin(), comparison.pairs.end(),
                                         [](const PairResult& pair) { return pair.p_holm < 0.05; });
  return "comparison: " + std::to_string(comparison.pairs.size()) +
         " pair(s) of points on evaluations, " + std::to_string(significant) +
         " significant after Holm (p < 0.05); see nqga compare " + dir.string() + "\n" +
         (not_compared.empty() ? "" : "comparison: " + not_compared);
}

}  // namespace nqga
