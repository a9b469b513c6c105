#include "analysis/compare.hpp"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <iterator>
#include <limits>
#include <map>
#include <nlohmann/json.hpp>
#include <set>
#include <sstream>

#include "plot.hpp"
#include "results.hpp"
#include "rng.hpp"

namespace nqga {

namespace fs = std::filesystem;

const std::vector<std::string>& metric_names() {
  static const std::vector<std::string> names{"evaluations", "seconds", "best_conflicts",
                                              "generations"};
  return names;
}

Metric metric_named(const std::string& name) {
  const auto& names = metric_names();
  const auto it = std::find(names.begin(), names.end(), name);
  if (it == names.end()) {
    throw std::invalid_argument("unknown metric '" + name +
                                "'; choose evaluations, seconds, best_conflicts or generations");
  }
  return static_cast<Metric>(it - names.begin());
}

namespace {

const std::string& name_of(Metric metric) {
  return metric_names()[static_cast<std::size_t>(metric)];
}

// Reads a run directory's CSV files by column name, naming file, line and column in errors.
class CsvReader {
 public:
  CsvReader(const fs::path& dir, const char* name) : dir_(dir), path_(dir / name) {
    if (!fs::exists(path_)) {
      throw AnalysisError(path_.string() + ": no such file; is " + dir.string() +
                          " a run directory? (nqga summarize " + dir.string() +
                          " rebuilds its tables from the job records)");
    }
    table_ = read_table(path_.string());
  }

  const Table& table() const { return table_; }

  std::size_t column(const std::string& name) const {
    const int at = table_.column(name);
    if (at < 0) {
      throw AnalysisError(path_.string() + ": no column '" + name + "'; nqga summarize " +
                          dir_.string() + " rewrites the file");
    }
    return static_cast<std::size_t>(at);
  }

  const std::string& text(std::size_t row, std::size_t column) const {
    static const std::string missing;
    const auto& cells = table_.rows[row];
    return column < cells.size() ? cells[column] : missing;
  }

  double number(std::size_t row, std::size_t column) const {
    const std::string& cell = text(row, column);
    char* end = nullptr;
    const double value = std::strtod(cell.c_str(), &end);
    if (cell.empty() || *end != '\0') fail(row, column, "'" + cell + "' is not a number");
    return value;
  }

  bool flag(std::size_t row, std::size_t column) const {
    const std::string& cell = text(row, column);
    if (cell != "true" && cell != "false") fail(row, column, "'" + cell + "' is not true or false");
    return cell == "true";
  }

  [[noreturn]] void fail(std::size_t row, std::size_t column, const std::string& problem) const {
    // Line 1 is the header.
    throw AnalysisError(path_.string() + ":" + std::to_string(row + 2) + ":" +
                        std::to_string(column + 1) + ": " + table_.header[column] + ": " + problem +
                        "; nqga summarize " + dir_.string() +
                        " rewrites the file from the job records");
  }

 private:
  fs::path dir_, path_;
  Table table_;
};

}  // namespace

std::vector<PointRuns> read_point_runs(const fs::path& dir) {
  const CsvReader summary(dir, "summary.csv"), runs(dir, "runs.csv");
  std::vector<PointRuns> points;
  std::map<int, std::size_t> by_point;
  const std::size_t point_column = summary.column("point"), label = summary.column("label"),
                    n = summary.column("n");
  for (std::size_t row = 0; row < summary.table().rows.size(); ++row) {
    by_point[static_cast<int>(summary.number(row, point_column))] = points.size();
    points.push_back(
        {dir.string(), summary.text(row, label), static_cast<int>(summary.number(row, n)), {}});
  }
  const std::size_t id = runs.column("id"), point = runs.column("point"),
                    replicate = runs.column("replicate"), solved = runs.column("solved"),
                    validated = runs.column("validated"), evaluations = runs.column("evaluations"),
                    seconds = runs.column("seconds"), generations = runs.column("generations"),
                    best_conflicts = runs.column("best_conflicts");
  for (std::size_t row = 0; row < runs.table().rows.size(); ++row) {
    const auto it = by_point.find(static_cast<int>(runs.number(row, point)));
    if (it == by_point.end()) runs.fail(row, point, "a point that summary.csv does not list");
    points[it->second].runs.push_back(
        {static_cast<int>(runs.number(row, id)), static_cast<int>(runs.number(row, replicate)),
         runs.flag(row, solved) && runs.flag(row, validated), runs.number(row, evaluations),
         runs.number(row, seconds), runs.number(row, generations),
         runs.number(row, best_conflicts)});
  }
  return points;
}

namespace {

double metric_of(const RunOutcome& run, Metric metric) {
  switch (metric) {
    case Metric::kEvaluations:
      return run.evaluations;
    case Metric::kSeconds:
      return run.seconds;
    case Metric::kGenerations:
      return run.generations;
    case Metric::kBestConflicts:
      break;
  }
  return run.best_conflicts;
}

// The ERT's work: the metric itself, or seconds (recorded by every solver) for best_conflicts.
Metric work_metric(Metric metric) {
  return metric == Metric::kBestConflicts ? Metric::kSeconds : metric;
}

// Why a point takes no part in a comparison on `metric`; empty when it does.
std::string left_out_because(const PointRuns& point, Metric metric) {
  if (point.runs.empty()) return "no runs yet";
  if (metric != Metric::kEvaluations && metric != Metric::kGenerations) return "";
  for (const RunOutcome& run : point.runs) {
    if (metric_of(run, metric) != 0) return "";
  }
  return "records no " + name_of(metric) + " (0 in every run: exact solvers count nodes); " +
         "compare it with --metric seconds";
}

// The points that take part, with a note for each of the others.
std::vector<const PointRuns*> taking_part(const std::vector<PointRuns>& points, Metric metric,
                                          bool name_source, std::vector<std::string>& notes) {
  std::vector<const PointRuns*> included;
  for (const PointRuns& point : points) {
    const std::string reason = left_out_because(point, metric);
    if (reason.empty()) {
      included.push_back(&point);
    } else {
      notes.push_back("left out " + point.label + (name_source ? " (" + point.source + ")" : "") +
                      ": " + reason);
    }
  }
  return included;
}

// Every run's place under the ranking rule, as its average rank among all the runs of `points`:
// solved runs by the metric first, then unsolved runs by best conflicts. Rank tests on these
// scores equal rank tests on the rule itself. O(R log R).
std::vector<std::vector<double>> outcome_scores(const std::vector<const PointRuns*>& points,
                                                Metric metric) {
  std::vector<double> solved, unsolved;
  for (const PointRuns* point : points) {
    for (const RunOutcome& run : point->runs) {
      if (run.solved) {
        solved.push_back(metric_of(run, metric));
      } else {
        unsolved.push_back(run.best_conflicts);
      }
    }
  }
  const std::vector<double> solved_ranks = average_ranks(solved),
                            unsolved_ranks = average_ranks(unsolved);
  const auto after_solved = static_cast<double>(solved.size());
  std::vector<std::vector<double>> scores;
  std::size_t s = 0, u = 0;
  for (const PointRuns* point : points) {
    auto& point_scores = scores.emplace_back();
    for (const RunOutcome& run : point->runs) {
      point_scores.push_back(run.solved ? solved_ranks[s++] : after_solved + unsolved_ranks[u++]);
    }
  }
  return scores;
}

// FNV-1a, 64 bits (Fowler, Noll and Vo): a portable hash of a label for its bootstrap seed.
std::uint64_t fnv1a(const std::string& text) {
  std::uint64_t hash = 0xCBF29CE484222325ULL;
  for (unsigned char c : text) hash = (hash ^ c) * 0x100000001B3ULL;
  return hash;
}

PointResult point_result(const PointRuns& point, Metric metric) {
  PointResult result;
  result.source = point.source;
  result.label = point.label;
  result.n = point.n;
  result.runs = static_cast<int>(point.runs.size());
  std::vector<Attempt> attempts;
  for (const RunOutcome& run : point.runs) {
    result.solved += run.solved;
    attempts.push_back({metric_of(run, work_metric(metric)), run.solved});
  }
  result.success = wilson_interval(result.solved, result.runs);
  result.ert = expected_running_time(attempts);
  Rng rng(derive_seed(kBootstrapSeed, fnv1a(point.label)));
  result.ert_interval = bootstrap_ert_interval(attempts, kBootstrapResamples, rng);
  return result;
}

PairResult pair_result(const Comparison& comparison, std::size_t a, std::size_t b,
                       const std::vector<std::vector<double>>& scores) {
  const PointResult &pa = comparison.points[a], &pb = comparison.points[b];
  PairResult pair;
  pair.a = a;
  pair.b = b;
  pair.test = mann_whitney_u(scores[a], scores[b]);
  pair.a12 = nqga::a12(scores[a], scores[b]);
  pair.effect = effect_label(pair.a12);
  pair.success_difference =
      static_cast<double>(pa.solved) / pa.runs - static_cast<double>(pb.solved) / pb.runs;
  pair.success_difference_interval =
      success_difference_interval(pa.solved, pa.runs, pb.solved, pb.runs);
  return pair;
}

// Friedman's test when every point has the same two or more replicates (one block per
// replicate number), else Kruskal-Wallis.
GroupResult group_test(int n, const std::vector<std::size_t>& members,
                       const std::vector<const PointRuns*>& points,
                       const std::vector<std::vector<double>>& scores) {
  auto replicates = [&](std::size_t i) {
    std::map<int, double> by_replicate;
    for (std::size_t r = 0; r < points[i]->runs.size(); ++r) {
      by_replicate.emplace(points[i]->runs[r].replicate, scores[i][r]);
    }
    return by_replicate;
  };
  const std::map<int, double> first = replicates(members.front());
  bool paired = first.size() >= 2;
  for (std::size_t i : members) {
    const auto mine = replicates(i);
    paired = paired && mine.size() == points[i]->runs.size() && mine.size() == first.size() &&
             std::equal(mine.begin(), mine.end(), first.begin(),
                        [](const auto& x, const auto& y) { return x.first == y.first; });
  }
  GroupResult group{n, paired ? "friedman" : "kruskal-wallis", 0, members, {}};
  if (!paired) {
    std::vector<std::vector<double>> samples;
    for (std::size_t i : members) samples.push_back(scores[i]);
    group.result = kruskal_wallis(samples);
    return group;
  }
  std::vector<std::vector<double>> blocks(first.size());
  for (std::size_t i : members) {
    std::size_t block = 0;
    for (const auto& [replicate, score] : replicates(i)) blocks[block++].push_back(score);
  }
  group.blocks = static_cast<int>(blocks.size());
  group.result = friedman(blocks);
  return group;
}

// Whether every word of `baseline` is a word of `label`.
bool names_point(const std::string& baseline, const std::string& label) {
  std::istringstream words(baseline), label_words(label);
  const std::set<std::string> have{std::istream_iterator<std::string>(label_words), {}};
  for (std::string word; words >> word;) {
    if (!have.count(word)) return false;
  }
  return true;
}

// The member that `baseline` names, or points.size() when none; throws when two are named.
std::size_t baseline_among(const std::string& baseline, const std::vector<std::size_t>& members,
                           const std::vector<const PointRuns*>& points) {
  std::vector<std::size_t> named;
  for (std::size_t i : members) {
    if (names_point(baseline, points[i]->label)) named.push_back(i);
  }
  if (named.size() > 1) {
    throw AnalysisError("--baseline '" + baseline + "' names " + std::to_string(named.size()) +
                        " points at n = " + std::to_string(points[named[0]]->n) + " ('" +
                        points[named[0]]->label + "', '" + points[named[1]]->label +
                        "'); give more of the label");
  }
  return named.empty() ? points.size() : named.front();
}

void correct_for_the_family(Comparison& comparison) {
  std::vector<double> p_values;
  for (const PairResult& pair : comparison.pairs) p_values.push_back(pair.test.p_value);
  const std::vector<double> adjusted = holm(p_values);
  for (std::size_t i = 0; i < adjusted.size(); ++i) comparison.pairs[i].p_holm = adjusted[i];
}

Comparison start(Metric metric, bool matched) {
  Comparison comparison;
  comparison.metric = metric;
  comparison.ert_unit = name_of(work_metric(metric));
  comparison.matched = matched;
  return comparison;
}

std::string point_list(const std::vector<const PointRuns*>& points) {
  std::string list;
  for (const PointRuns* point : points) list += (list.empty() ? "'" : ", '") + point->label + "'";
  return list.empty() ? "none with runs" : list;
}

}  // namespace

Comparison compare_points(const std::vector<PointRuns>& points, Metric metric,
                          const std::string& baseline) {
  Comparison comparison = start(metric, false);
  const std::vector<const PointRuns*> included =
      taking_part(points, metric, false, comparison.notes);
  const auto scores = outcome_scores(included, metric);
  for (const PointRuns* point : included) comparison.points.push_back(point_result(*point, metric));
  std::vector<int> ns;
  for (const PointRuns* point : included) {
    if (std::find(ns.begin(), ns.end(), point->n) == ns.end()) ns.push_back(point->n);
  }
  bool baseline_found = false;
  for (int n : ns) {
    std::vector<std::size_t> members;
    for (std::size_t i = 0; i < included.size(); ++i) {
      if (included[i]->n == n) members.push_back(i);
    }
    if (members.size() < 2) continue;
    if (baseline.empty()) {
      for (std::size_t x = 0; x < members.size(); ++x) {
        for (std::size_t y = x + 1; y < members.size(); ++y) {
          comparison.pairs.push_back(pair_result(comparison, members[x], members[y], scores));
        }
      }
    } else if (const std::size_t base = baseline_among(baseline, members, included);
               base < included.size()) {
      baseline_found = true;
      for (std::size_t i : members) {
        if (i != base) comparison.pairs.push_back(pair_result(comparison, i, base, scores));
      }
    } else {
      comparison.notes.push_back("n = " + std::to_string(n) + ": no point matches --baseline '" +
                                 baseline + "'; not compared");
    }
    comparison.groups.push_back(group_test(n, members, included, scores));
  }
  if (!baseline.empty() && !baseline_found) {
    throw AnalysisError("--baseline '" + baseline +
                        "' names no point that has another at its n; the points are " +
                        point_list(included));
  }
  correct_for_the_family(comparison);
  return comparison;
}

Comparison compare_matched_points(const std::vector<PointRuns>& first,
                                  const std::vector<PointRuns>& second, Metric metric) {
  Comparison comparison = start(metric, true);
  std::vector<const PointRuns*> included = taking_part(first, metric, true, comparison.notes);
  const std::size_t first_count = included.size();
  for (const PointRuns* point : taking_part(second, metric, true, comparison.notes)) {
    included.push_back(point);
  }
  const auto scores = outcome_scores(included, metric);
  for (const PointRuns* point : included) comparison.points.push_back(point_result(*point, metric));
  std::vector<bool> matched(included.size(), false);
  for (std::size_t a = 0; a < first_count; ++a) {
    for (std::size_t b = first_count; b < included.size(); ++b) {
      if (!matched[b] && included[a]->label == included[b]->label &&
          included[a]->n == included[b]->n) {
        matched[a] = matched[b] = true;
        comparison.pairs.push_back(pair_result(comparison, a, b, scores));
        break;
      }
    }
  }
  for (std::size_t i = 0; i < included.size(); ++i) {
    if (!matched[i]) {
      comparison.notes.push_back("only in " + included[i]->source + ": " + included[i]->label);
    }
  }
  correct_for_the_family(comparison);
  return comparison;
}

namespace {

const char* const kPairColumns[] = {"metric",
                                    "point_a",
                                    "point_b",
                                    "runs_a",
                                    "runs_b",
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
                                    "source_b"};

double success_rate(const PointResult& point) {
  return static_cast<double>(point.solved) / point.runs;
}

// A pair's fields, parallel to kPairColumns; numbers as number_field writes them.
std::vector<std::string> pair_fields(const Comparison& comparison, const PairResult& pair) {
  const PointResult &a = comparison.points[pair.a], &b = comparison.points[pair.b];
  return {name_of(comparison.metric),
          a.label,
          b.label,
          std::to_string(a.runs),
          std::to_string(b.runs),
          number_field(pair.test.u),
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
          b.source};
}

// A number for JSON: "inf" for infinity (as summary.json), else the number.
nlohmann::json json_number(double value) {
  if (std::isinf(value)) return value > 0 ? "inf" : "-inf";
  return value;
}

nlohmann::json point_json(const PointResult& point, const std::string& unit) {
  return {{"source", point.source},
          {"label", point.label},
          {"n", point.n},
          {"runs", point.runs},
          {"solved", point.solved},
          {"success_rate", success_rate(point)},
          {"success_low", point.success.low},
          {"success_high", point.success.high},
          {"ert_unit", unit},
          {"ert", json_number(point.ert)},
          {"ert_low", json_number(point.ert_interval.low)},
          {"ert_high", json_number(point.ert_interval.high)}};
}

// A pair for comparison.json; its points' success rates and ERTs are under "points".
nlohmann::json pair_json(const Comparison& comparison, const PairResult& pair) {
  const PointResult &a = comparison.points[pair.a], &b = comparison.points[pair.b];
  return {{"metric", name_of(comparison.metric)},
          {"point_a", a.label},
          {"point_b", b.label},
          {"source_a", a.source},
          {"source_b", b.source},
          {"n", a.n},
          {"runs_a", a.runs},
          {"runs_b", b.runs},
          {"solved_a", a.solved},
          {"solved_b", b.solved},
          {"u", pair.test.u},
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
  return {{"n", group.n},           {"test", group.test},
          {"blocks", group.blocks}, {"statistic", group.result.statistic},
          {"df", group.result.df},  {"p_value", group.result.p_value},
          {"points", points},       {"average_ranks", ranks}};
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
                        {"metric", name_of(comparison.metric)},
                        {"test", "Mann-Whitney U, two-sided"},
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
  std::istringstream words(label);
  std::string rest;
  for (std::string word; words >> word;) {
    if (word != "n=" + std::to_string(n)) rest += (rest.empty() ? "" : " ") + word;
  }
  return rest.empty() ? label : rest;
}

std::string padded(const std::string& text, std::size_t width) {
  return text + std::string(width > text.size() ? width - text.size() : 0, ' ');
}

std::string pair_lines(const Comparison& comparison) {
  std::size_t width = 1;
  for (const PairResult& pair : comparison.pairs) {
    for (std::size_t i : {pair.a, pair.b}) {
      const PointResult& point = comparison.points[i];
      width = std::max(width, without_n(point.label, point.n).size());
    }
  }
  std::string text;
  int n = -1;
  for (const PairResult& pair : comparison.pairs) {
    const PointResult &a = comparison.points[pair.a], &b = comparison.points[pair.b];
    if (a.n != n) {
      n = a.n;
      text += "\nn = " + std::to_string(n) + "\n  " +
              (comparison.matched ? padded("point", width)
                                  : padded("A", width) + "  " + padded("B", width)) +
              "       U  p         p Holm    A12   effect      success A-B [95%]\n";
    }
    char numbers[160];
    std::snprintf(numbers, sizeof numbers, "%6s  %-8s  %-8s  %4.2f  %-10s  %s [%s, %s]",
                  printed("%.6g", pair.test.u).c_str(), printed("%.2e", pair.test.p_value).c_str(),
                  printed("%.2e", pair.p_holm).c_str(), pair.a12, pair.effect.c_str(),
                  signed_percent(pair.success_difference).c_str(),
                  signed_percent(pair.success_difference_interval.low).c_str(),
                  signed_percent(pair.success_difference_interval.high).c_str());
    text += "  " + padded(without_n(a.label, n), width) + "  " +
            (comparison.matched ? "" : padded(without_n(b.label, n), width) + "  ") + numbers +
            "\n";
  }
  return text;
}

std::string point_lines(const Comparison& comparison) {
  auto name = [&](const PointResult& point) {
    const bool in_a = point.source == comparison.points.front().source;
    return comparison.matched ? std::string(in_a ? "A " : "B ") + point.label : point.label;
  };
  std::size_t width = 5;
  for (const PointResult& point : comparison.points) width = std::max(width, name(point).size());
  // Whole evaluations and generations; seconds to 3 significant digits.
  const char* work = comparison.ert_unit == "seconds" ? "%.3g" : "%.0f";
  std::string text = "\n" + padded("point", width) + "  solved  success [95% Wilson]  ERT " +
                     comparison.ert_unit + " [95% bootstrap]\n";
  for (const PointResult& point : comparison.points) {
    char line[256];
    std::snprintf(line, sizeof line, "%6s  %-21s  %s [%s, %s]\n",
                  (std::to_string(point.solved) + "/" + std::to_string(point.runs)).c_str(),
                  (percent(success_rate(point)) + " [" + percent(point.success.low) + ", " +
                   percent(point.success.high) + "]")
                      .c_str(),
                  printed(work, point.ert).c_str(), printed(work, point.ert_interval.low).c_str(),
                  printed(work, point.ert_interval.high).c_str());
    text += padded(name(point), width) + "  " + line;
  }
  return text;
}

std::string group_lines(const Comparison& comparison) {
  std::string text;
  for (const GroupResult& group : comparison.groups) {
    char line[200];
    std::snprintf(
        line, sizeof line, "%s over %zu points at n = %d%s: chi2 = %.4g, df = %d, p = %.2e\n",
        group.test == "friedman" ? "\nFriedman test" : "\nKruskal-Wallis test", group.points.size(),
        group.n,
        group.blocks ? (" (" + std::to_string(group.blocks) + " replicates as blocks)").c_str()
                     : "",
        group.result.statistic, group.result.df, group.result.p_value);
    text += line;
    text += "  average ranks:";
    for (std::size_t i = 0; i < group.points.size(); ++i) {
      const PointResult& point = comparison.points[group.points[i]];
      text += (i ? ", " : " ") + without_n(point.label, point.n) + " " +
              printed("%.3g", group.result.average_ranks[i]);
    }
    text += "\n";
  }
  return text;
}

}  // namespace

std::string comparison_table(const Comparison& comparison) {
  const std::string metric = name_of(comparison.metric);
  std::string text = "Mann-Whitney U on " + metric + ", two-sided; Holm's correction over " +
                     std::to_string(comparison.pairs.size()) + " pair(s)";
  if (comparison.matched && !comparison.points.empty()) {
    text += "; A: " + comparison.points.front().source + ", B: " + comparison.points.back().source +
            ", points matched by label";
  }
  text += "\nA12 = P(a run of A beats one of B): " +
          std::string(comparison.metric == Metric::kBestConflicts ? "fewer best conflicts win"
                                                                  : "solved runs beat unsolved "
                                                                    "ones, then fewer " +
                                                                        metric + " win") +
          "\n(unsolved runs rank by best conflicts); p exact without ties up to 50 runs a side, "
          "else normal\n";
  text += pair_lines(comparison);
  if (!comparison.points.empty()) text += point_lines(comparison);
  text += group_lines(comparison);
  for (const std::string& note : comparison.notes) text += "note: " + note + "\n";
  return text;
}

void write_comparison(const fs::path& dir, const Comparison& comparison) {
  write_file_atomically(dir / "comparison.csv", comparison_csv(comparison));
  write_file_atomically(dir / "comparison.json", comparison_json(comparison));
}

std::string update_comparison(const fs::path& dir) {
  const Comparison comparison = compare_points(read_point_runs(dir), Metric::kEvaluations);
  if (comparison.pairs.empty()) {
    std::error_code ignored;
    fs::remove(dir / "comparison.csv", ignored);
    fs::remove(dir / "comparison.json", ignored);
    return "";
  }
  write_comparison(dir, comparison);
  const auto significant = std::count_if(comparison.pairs.begin(), comparison.pairs.end(),
                                         [](const PairResult& pair) { return pair.p_holm < 0.05; });
  return "comparison: " + std::to_string(comparison.pairs.size()) +
         " pair(s) of points on evaluations, " + std::to_string(significant) +
         " significant after Holm (p < 0.05); see nqga compare " + dir.string() + "\n";
}

}  // namespace nqga
