#include "analysis/compare.hpp"

#include <algorithm>
#include <cmath>
#include <cstdlib>
#include <iterator>
#include <limits>
#include <map>
#include <set>
#include <sstream>

#include "rng.hpp"
#include "run/csv.hpp"
#include "run/run_directory.hpp"

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

const std::string& metric_name(Metric metric) {
  return metric_names()[static_cast<std::size_t>(metric)];
}

std::string label_without_n(const std::string& label, int n) {
  std::istringstream words(label);
  std::string rest;
  for (std::string word; words >> word;) {
    if (word != "n=" + std::to_string(n)) rest += (rest.empty() ? "" : " ") + word;
  }
  return rest;
}

namespace {

// Reads a run directory's CSV files by column name, naming file, line and column in errors.
class CsvReader {
 public:
  CsvReader(const fs::path& dir, const char* name) : dir_(dir), path_(dir / name) {
    if (!fs::exists(path_)) {
      throw AnalysisError(path_.string() + ": no such file; is " + dir.string() +
                          " a run directory? (nqga summarize " + dir.string() +
                          " rebuilds its tables from the job records)");
    }
    try {
      table_ = read_table(path_.string());
    } catch (const TableError& e) {
      throw AnalysisError(std::string(e.what()) + "; nqga summarize " + dir.string() +
                          " rewrites the file from the job records");
    }
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
  // compare writes its tables into DIR, which a later nqga's directory must never get.
  if (std::string later = later_schema_refusal(dir); !later.empty()) throw AnalysisError(later);
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
  return "records no " + metric_name(metric) + " (0 in every run: exact solvers count nodes); " +
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
  comparison.ert_unit = metric_name(work_metric(metric));
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
  const std::size_t first_count = comparison.first_points = included.size();
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

}  // namespace nqga
