#include "comparison/comparison_report.hpp"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <nlohmann/json.hpp>

#include "comparison/rank_test_registry.hpp"
#include "comparison/ranking.hpp"
#include "comparison/scaling.hpp"
#include "comparison/versus_exact.hpp"
#include "run/csv.hpp"
#include "run/files.hpp"

namespace nqga {

namespace fs = std::filesystem;

namespace {

double success_rate(const PointResult& point) {
  return static_cast<double>(point.solved) / point.runs;
}

using PairRow = std::pair<const Comparison*, const PairResult*>;
using GroupRow = std::pair<const Comparison*, const GroupResult*>;

const PointResult& a_of(const PairRow& row) { return row.first->points[row.second->a]; }
const PointResult& b_of(const PairRow& row) { return row.first->points[row.second->b]; }

template <typename Row>
TableColumn<Row> text_column(const char* name, const char* meaning,
                             std::string (*value)(const Row&)) {
  return {{name, ColumnType::kText, "", meaning},
          [value](const Row& r) -> Field { return value(r); }};
}
template <typename Row>
TableColumn<Row> real_column(const char* name, const char* unit, const char* meaning,
                             double (*value)(const Row&)) {
  return {{name, ColumnType::kReal, unit, meaning},
          [value](const Row& r) -> Field { return value(r); }};
}
template <typename Row>
TableColumn<Row> count_column(const char* name, const char* unit, const char* meaning,
                              std::int64_t (*value)(const Row&)) {
  return {{name, ColumnType::kCount, unit, meaning},
          [value](const Row& r) -> Field { return value(r); }};
}

// The claim policy's columns of a pair or group row.
template <typename Row>
void add_claim_columns(TableSchema<Row>& schema) {
  const TableSchema<Row> claim{
      count_column<Row>("family", "tests",
                        "the tests Holm's correction covers (pairs and omnibus tests)",
                        [](const Row& r) { return static_cast<std::int64_t>(r.first->family); }),
      real_column<Row>("smallest_p", "", "the smallest p the test gives at these sample sizes",
                       [](const Row& r) { return r.second->evidence.smallest_p; }),
      real_column<Row>("lowest_reachable_p", "",
                       "the smallest Holm p it could reach in this family",
                       [](const Row& r) { return r.second->evidence.lowest_reachable; }),
      text_column<Row>(
          "claim", "established, not established or out of reach (the claim policy)",
          [](const Row& r) { return std::string(claim_status_name(r.second->evidence.status)); }),
      count_column<Row>(
          "needed", "blocks or runs",
          "out of reach: the blocks (or runs a side) at which it could be reached; 0 otherwise",
          [](const Row& r) { return std::int64_t{r.second->evidence.needed}; })};
  schema.insert(schema.end(), claim.begin(), claim.end());
}

TableSchema<PairRow> pair_schema() {
  using R = PairRow;
  TableSchema<R> schema{
      text_column<R>("metric", "what the runs are ranked by",
                     [](const R& r) { return metric_name(r.first->metric); }),
      text_column<R>("point_a", "configuration A's label",
                     [](const R& r) { return a_of(r).label; }),
      text_column<R>("point_b", "configuration B's label",
                     [](const R& r) { return b_of(r).label; }),
      count_column<R>("runs_a", "runs", "A's runs",
                      [](const R& r) { return std::int64_t{a_of(r).runs}; }),
      count_column<R>("runs_b", "runs", "B's runs",
                      [](const R& r) { return std::int64_t{b_of(r).runs}; }),
      text_column<R>("test", "the registered test", [](const R& r) { return r.second->test.name; }),
      real_column<R>("u", "", "its statistic: U of A, or V",
                     [](const R& r) { return r.second->test.statistic; }),
      real_column<R>("p_value", "", "two-sided p",
                     [](const R& r) { return r.second->test.p_value; }),
      real_column<R>("p_holm", "", "p corrected by Holm over the family",
                     [](const R& r) { return r.second->p_holm; }),
      real_column<R>("a12", "", "P(a run of A beats one of B), ties half",
                     [](const R& r) { return r.second->a12; }),
      text_column<R>("effect", "A12's size: negligible, small, medium, large",
                     [](const R& r) { return r.second->effect; }),
      count_column<R>("n", "queens", "the board size",
                      [](const R& r) { return std::int64_t{a_of(r).n}; }),
      text_column<R>(
          "method", "exact or normal",
          [](const R& r) { return std::string(r.second->test.exact ? "exact" : "normal"); }),
      count_column<R>("solved_a", "runs", "A's solved runs",
                      [](const R& r) { return std::int64_t{a_of(r).solved}; }),
      count_column<R>("solved_b", "runs", "B's solved runs",
                      [](const R& r) { return std::int64_t{b_of(r).solved}; }),
      real_column<R>("success_a", "", "A's success rate",
                     [](const R& r) { return success_rate(a_of(r)); }),
      real_column<R>("success_a_low", "", "its Wilson 95 % lower bound",
                     [](const R& r) { return a_of(r).success.low; }),
      real_column<R>("success_a_high", "", "its upper bound",
                     [](const R& r) { return a_of(r).success.high; }),
      real_column<R>("success_b", "", "B's success rate",
                     [](const R& r) { return success_rate(b_of(r)); }),
      real_column<R>("success_b_low", "", "its Wilson 95 % lower bound",
                     [](const R& r) { return b_of(r).success.low; }),
      real_column<R>("success_b_high", "", "its upper bound",
                     [](const R& r) { return b_of(r).success.high; }),
      real_column<R>("success_difference", "", "A's rate less B's",
                     [](const R& r) { return r.second->success_difference; }),
      real_column<R>("success_difference_low", "", "Newcombe's 95 % lower bound",
                     [](const R& r) { return r.second->success_difference_interval.low; }),
      real_column<R>("success_difference_high", "", "its upper bound",
                     [](const R& r) { return r.second->success_difference_interval.high; }),
      text_column<R>("ert_unit", "the ERTs' unit", [](const R& r) { return r.first->ert_unit; }),
      real_column<R>("ert_a", "ert_unit", "A's expected running time (`inf` without a success)",
                     [](const R& r) { return a_of(r).ert; }),
      real_column<R>("ert_a_low", "ert_unit", "its bootstrap 95 % lower bound",
                     [](const R& r) { return a_of(r).ert_interval.low; }),
      real_column<R>("ert_a_high", "ert_unit", "its upper bound (`inf`: the interval is open)",
                     [](const R& r) { return a_of(r).ert_interval.high; }),
      real_column<R>("ert_b", "ert_unit", "B's expected running time",
                     [](const R& r) { return b_of(r).ert; }),
      real_column<R>("ert_b_low", "ert_unit", "its bootstrap 95 % lower bound",
                     [](const R& r) { return b_of(r).ert_interval.low; }),
      real_column<R>("ert_b_high", "ert_unit", "its upper bound",
                     [](const R& r) { return b_of(r).ert_interval.high; }),
      text_column<R>("source_a", "A's run directory", [](const R& r) { return a_of(r).source; }),
      text_column<R>("source_b", "B's run directory", [](const R& r) { return b_of(r).source; }),
      text_column<R>("problem", "the problem point", [](const R& r) { return a_of(r).problem; }),
      text_column<R>("configuration_a", "A's configuration",
                     [](const R& r) { return a_of(r).configuration; }),
      text_column<R>("configuration_b", "B's configuration",
                     [](const R& r) { return b_of(r).configuration; }),
      count_column<R>("blocks", "instances",
                      "the instances used as blocks; 0 when runs were compared directly",
                      [](const R& r) { return std::int64_t{r.second->blocks}; })};
  add_claim_columns(schema);
  return schema;
}

// The configurations of an omnibus test, and their average ranks, each joined by "; ".
std::string group_configurations(const GroupRow& row) {
  std::string text;
  for (std::size_t i : row.second->points)
    text += (text.empty() ? "" : "; ") + row.first->points[i].configuration;
  return text;
}

TableSchema<GroupRow> group_schema() {
  using R = GroupRow;
  TableSchema<R> schema{
      text_column<R>("metric", "what the runs are ranked by",
                     [](const R& r) { return metric_name(r.first->metric); }),
      text_column<R>("problem", "the problem point", [](const R& r) { return r.second->problem; }),
      count_column<R>("n", "queens", "the board size",
                      [](const R& r) { return std::int64_t{r.second->n}; }),
      text_column<R>("test", "the registered omnibus test",
                     [](const R& r) { return r.second->test; }),
      count_column<R>("blocks", "blocks",
                      "Friedman's blocks (instances or shared seeds); 0 for Kruskal-Wallis",
                      [](const R& r) { return std::int64_t{r.second->blocks}; }),
      count_column<R>(
          "configurations", "", "the configurations tested together",
          [](const R& r) { return static_cast<std::int64_t>(r.second->points.size()); }),
      text_column<R>("configuration_list", "their labels, \"; \" between", group_configurations),
      real_column<R>("statistic", "", "chi-squared (Friedman) or H (Kruskal-Wallis)",
                     [](const R& r) { return r.second->result.statistic; }),
      count_column<R>("df", "", "its degrees of freedom",
                      [](const R& r) { return std::int64_t{r.second->result.df}; }),
      real_column<R>("p_value", "", "p", [](const R& r) { return r.second->result.p_value; }),
      real_column<R>("p_holm", "", "p corrected by Holm with the pairs",
                     [](const R& r) { return r.second->p_holm; })};
  add_claim_columns(schema);
  return schema;
}

template <typename Row, typename Result>
std::vector<Row> rows_of(const Comparison& comparison, const std::vector<Result>& results) {
  std::vector<Row> rows;
  for (const Result& result : results) rows.push_back({&comparison, &result});
  return rows;
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

}  // namespace

std::vector<ColumnSpec> comparison_columns() { return specs_of(pair_schema()); }
std::vector<ColumnSpec> omnibus_columns() { return specs_of(group_schema()); }

Table comparison_table_of(const Comparison& comparison) {
  return table_of(pair_schema(), rows_of<PairRow>(comparison, comparison.pairs));
}

Table omnibus_table(const Comparison& comparison) {
  return table_of(group_schema(), rows_of<GroupRow>(comparison, comparison.groups));
}

std::string comparison_csv(const Comparison& comparison) {
  return table_csv(comparison_table_of(comparison));
}

std::string comparison_json(const Comparison& comparison) {
  nlohmann::json points = nlohmann::json::array(), pairs = nlohmann::json::array(),
                 groups = nlohmann::json::array();
  for (const PointResult& point : comparison.points) {
    points.push_back(point_json(point, comparison.ert_unit));
  }
  pairs = json_of(pair_schema(), rows_of<PairRow>(comparison, comparison.pairs));
  groups = json_of(group_schema(), rows_of<GroupRow>(comparison, comparison.groups));
  for (std::size_t g = 0; g < comparison.groups.size(); ++g) {
    const GroupResult& group = comparison.groups[g];
    nlohmann::json points = nlohmann::json::array(), ranks = nlohmann::json::array();
    for (std::size_t i = 0; i < group.points.size(); ++i) {
      points.push_back(comparison.points[group.points[i]].label);
      ranks.push_back(group.result.average_ranks[i]);
    }
    groups[g]["points"] = points;
    groups[g]["average_ranks"] = ranks;
  }
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
                        {"correction", "Holm, over every pair and omnibus test"},
                        {"family_size", comparison.family},
                        {"claim_rule", claim_rule_text()},
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

// "established", "not established", "out of reach (7 needed)".
std::string claim_words(const ClaimEvidence& evidence) {
  return claim_status_name(evidence.status) +
         (evidence.needed > 0 ? " (" + std::to_string(evidence.needed) + " needed)" : "");
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
              "    test  p         p Holm    A12   effect      success A-B [95%]   claim\n";
    }
    char numbers[240];
    const std::string statistic =
        statistic_letter(pair.test.name) + printed("%.6g", pair.test.statistic);
    const std::string difference = signed_percent(pair.success_difference) + " [" +
                                   signed_percent(pair.success_difference_interval.low) + ", " +
                                   signed_percent(pair.success_difference_interval.high) + "]";
    std::snprintf(numbers, sizeof numbers, "%8s  %-8s  %-8s  %4.2f  %-10s  %-18s  %s",
                  statistic.c_str(), printed("%.2e", pair.test.p_value).c_str(),
                  printed("%.2e", pair.p_holm).c_str(), pair.a12, pair.effect.c_str(),
                  difference.c_str(), claim_words(pair.evidence).c_str());
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
    std::snprintf(line, sizeof line, "%6s  %-21s  %s [%s, %s%s\n",
                  (std::to_string(point.solved) + "/" + std::to_string(point.runs)).c_str(),
                  (percent(success_rate(point)) + " [" + percent(point.success.low) + ", " +
                   percent(point.success.high) + "]")
                      .c_str(),
                  printed(work, point.ert).c_str(), printed(work, point.ert_interval.low).c_str(),
                  printed(work, point.ert_interval.high).c_str(),
                  std::isinf(point.ert_interval.high) ? ")" : "]");
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
    std::snprintf(line, sizeof line,
                  "%s over %zu points at %s%s: chi2 = %.4g, df = %d, p = %.2e, p Holm = %.2e: %s\n",
                  blocked ? "\nFriedman test" : "\nKruskal-Wallis test", group.points.size(),
                  heading(group.problem, group.n).c_str(), blocks.c_str(), group.result.statistic,
                  group.result.df, group.result.p_value, group.p_holm,
                  claim_words(group.evidence).c_str());
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

// Which configuration is best over the problem points (comparison/ranking.hpp), when it ranks.
std::string ranking_lines(const Comparison& comparison) {
  const Ranking ranking = rank_across_problems(comparison);
  if (ranking.empty()) return "";
  char line[400];
  std::snprintf(line, sizeof line,
                "\nFriedman test over %zu problem points as blocks (its own family): chi2 = %.4g, "
                "df = %d, p = %.2e: %s; Nemenyi's critical difference %.3g\n  mean ranks:",
                ranking.problems.size(), ranking.test.statistic, ranking.test.df,
                ranking.test.p_value, claim_words(ranking.evidence).c_str(),
                ranking.critical_difference);
  std::string text = line;
  for (std::size_t i = 0; i < ranking.configurations.size(); ++i)
    text +=
        (i ? ", " : " ") + ranking.configurations[i] + " " + printed("%.3g", ranking.mean_ranks[i]);
  return text + "\n";
}

}  // namespace

std::string comparison_table(const Comparison& comparison) {
  const std::string metric = metric_name(comparison.metric);
  std::string text = "Rank tests on " + metric +
                     ", two-sided: U Mann-Whitney (independent runs), V " +
                     "Wilcoxon signed-rank (runs paired by seed); Holm's correction over " +
                     std::to_string(comparison.family) + " test(s), " +
                     (comparison.groups.empty() ? "the pairs" : "the pairs and the omnibus tests");
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
  text += group_lines(comparison) + ranking_lines(comparison);
  for (const std::string& note : comparison.notes) text += "note: " + note + "\n";
  return text;
}

void write_comparison(const fs::path& dir, const Comparison& comparison, const std::string& name) {
  write_file_atomically(dir / (name + ".csv"), comparison_csv(comparison));
  write_file_atomically(dir / (name + ".json"), comparison_json(comparison));
  const fs::path omnibus = dir / (name + "-omnibus.csv");
  if (comparison.groups.empty()) {
    std::error_code ignored;
    fs::remove(omnibus, ignored);
  } else {
    write_file_atomically(omnibus, table_csv(omnibus_table(comparison)));
  }
}

// versus_exact.csv and .json when a seeded and an exact solver met, else neither.
void write_versus_exact(const Results& results, const fs::path& dir) {
  const VersusExact versus = versus_exact(results);
  if (versus.rows.empty()) {
    std::error_code ignored;
    fs::remove(dir / "versus_exact.csv", ignored);
    fs::remove(dir / "versus_exact.json", ignored);
    return;
  }
  write_file_atomically(dir / "versus_exact.csv", table_csv(versus_exact_table(versus)));
  write_file_atomically(dir / "versus_exact.json", versus_exact_json(versus));
}

// scaling.csv when some configuration ran at three n or more, else none.
void write_scaling(const Results& results, const fs::path& dir) {
  const std::vector<ScalingSeries> series = scaling(results);
  if (series.empty()) {
    std::error_code ignored;
    fs::remove(dir / "scaling.csv", ignored);
    return;
  }
  write_file_atomically(dir / "scaling.csv", table_csv(scaling_table(series)));
}

// ranking.csv when configurations were ranked at two problem points or more, else none.
void write_ranking(const Comparison& comparison, const fs::path& dir) {
  const Ranking ranking = rank_across_problems(comparison);
  if (ranking.empty()) {
    std::error_code ignored;
    fs::remove(dir / "ranking.csv", ignored);
    return;
  }
  write_file_atomically(dir / "ranking.csv", table_csv(ranking_table(ranking)));
}

std::string update_comparison(const Results& results, const fs::path& dir) {
  write_versus_exact(results, dir);
  write_scaling(results, dir);
  const Comparison comparison = compare_points(point_runs(results), Metric::kEvaluations);
  write_ranking(comparison, dir);
  const std::string not_compared =
      comparison.not_compared == 0
          ? ""
          : std::to_string(comparison.not_compared) +
                " pair(s) not compared (other budgets or units of work; nqga compare " +
                dir.string() + " says which)\n";
  if (comparison.pairs.empty()) {
    std::error_code ignored;
    for (const char* name : {"comparison.csv", "comparison.json", "comparison-omnibus.csv"})
      fs::remove(dir / name, ignored);
    return not_compared.empty() ? "" : "comparison: " + not_compared;
  }
  write_comparison(dir, comparison);
  const auto significant = std::count_if(
      comparison.pairs.begin(), comparison.pairs.end(),
      [](const PairResult& pair) { return pair.evidence.status == ClaimStatus::kEstablished; });
  return "comparison: " + std::to_string(comparison.pairs.size()) +
         " pair(s) of points on evaluations, " + std::to_string(significant) +
         " established after Holm over " + std::to_string(comparison.family) +
         " test(s) (p < 0.05); see nqga compare " + dir.string() + "\n" +
         (not_compared.empty() ? "" : "comparison: " + not_compared);
}

}  // namespace nqga
