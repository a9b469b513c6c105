#include "comparison/compare.hpp"

#include <algorithm>
#include <cmath>
#include <iterator>
#include <limits>
#include <map>
#include <set>
#include <sstream>

#include "comparison/rank_tests.hpp"
#include "rng.hpp"

namespace nqga {

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

namespace {

// The ERT's work: the metric itself, or seconds (recorded by every solver) for best_conflicts.
Metric work_metric(Metric metric) {
  return metric == Metric::kBestConflicts ? Metric::kSeconds : metric;
}

// What the metric counts at a point: only evaluations differ between solvers.
std::string unit_of(const PointRuns& point, Metric metric) {
  return metric == Metric::kEvaluations ? point.evaluations_unit : metric_name(metric);
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

// How notes name a point: its label, and its directory when two are compared.
std::string named(const PointRuns& point, bool name_source) {
  return "'" + point.label + "'" + (name_source ? " (" + point.source + ")" : "");
}

// The budget keys whose values differ between a and b, as "key=value" words of each.
std::pair<std::string, std::string> budget_difference(const PointRuns& a, const PointRuns& b) {
  std::string of_a, of_b;
  for (const std::string& key : budget_keys()) {
    const auto x = a.budget.find(key), y = b.budget.find(key);
    const std::string va = x == a.budget.end() ? "unknown" : x->second,
                      vb = y == b.budget.end() ? "unknown" : y->second;
    if (va == vb) continue;
    of_a += (of_a.empty() ? "" : " ") + key + "=" + va;
    of_b += (of_b.empty() ? "" : " ") + key + "=" + vb;
  }
  return {of_a, of_b};
}

// Why the runs of a and b are not compared on `metric`: different budgets censor them
// differently, and different units of work do not compare; empty when they are compared.
std::string not_compared_because(const PointRuns& a, const PointRuns& b, Metric metric,
                                 bool name_source) {
  const auto [budget_a, budget_b] = budget_difference(a, b);
  if (!budget_a.empty()) {
    return "not compared: " + named(a, name_source) + " has the budget " + budget_a + ", " +
           named(b, name_source) + " the budget " + budget_b +
           ": runs censored at different budgets are not comparable; run both with the same "
           "stop.* keys";
  }
  const std::string unit_a = unit_of(a, metric), unit_b = unit_of(b, metric);
  if (unit_a != unit_b) {
    return "not compared: " + named(a, name_source) + " counts " + unit_a + " and " +
           named(b, name_source) + " counts " + unit_b + " as " + metric_name(metric) +
           ", different units of work; compare them with --metric seconds";
  }
  return "";
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

// A point's success rate and ERT; a point with one run has no bootstrap interval (every
// resample would be that run), which a note says.
PointResult point_result(const PointRuns& point, Metric metric, bool name_source,
                         std::vector<std::string>& notes) {
  PointResult result;
  result.source = point.source;
  result.label = point.label;
  result.n = point.n;
  result.work = unit_of(point, work_metric(metric));
  result.runs = static_cast<int>(point.runs.size());
  std::vector<Attempt> attempts;
  for (const RunOutcome& run : point.runs) {
    result.solved += run.solved;
    attempts.push_back({metric_of(run, work_metric(metric)), run.solved});
  }
  result.success = wilson_interval(result.solved, result.runs);
  result.ert = expected_running_time(attempts);
  if (attempts.size() < 2) {
    const double none = std::numeric_limits<double>::quiet_NaN();
    result.ert_interval = {none, none};
    notes.push_back(named(point, name_source) + " has one run: no bootstrap interval for its ERT");
    return result;
  }
  Rng rng(derive_seed(kBootstrapSeed, fnv1a(point.label)));
  result.ert_interval = bootstrap_ert_interval(attempts, kBootstrapResamples, rng);
  return result;
}

PairResult pair_result(const Comparison& comparison, std::size_t a, std::size_t b,
                       const std::vector<const PointRuns*>& points) {
  const PointResult &pa = comparison.points[a], &pb = comparison.points[b];
  const PairRanks ranks = pair_ranks(*points[a], *points[b], comparison.metric);
  PairResult pair;
  pair.a = a;
  pair.b = b;
  pair.test = ranks.test;
  pair.a12 = ranks.a12;
  pair.effect = effect_label(pair.a12);
  pair.success_difference =
      static_cast<double>(pa.solved) / pa.runs - static_cast<double>(pb.solved) / pb.runs;
  pair.success_difference_interval =
      success_difference_interval(pa.solved, pa.runs, pb.solved, pb.runs);
  return pair;
}

// Tests the pair, or notes why not.
void add_pair(Comparison& comparison, std::size_t a, std::size_t b,
              const std::vector<const PointRuns*>& points, bool name_source) {
  const std::string reason =
      not_compared_because(*points[a], *points[b], comparison.metric, name_source);
  if (reason.empty()) {
    comparison.pairs.push_back(pair_result(comparison, a, b, points));
  } else {
    ++comparison.not_compared;
    comparison.notes.push_back(reason);
  }
}

// The omnibus tests over `members` (one n): one per class of points that compare with each
// other (one budget, one unit) and has two or more points.
void add_groups(Comparison& comparison, int n, const std::vector<std::size_t>& members,
                const std::vector<const PointRuns*>& points) {
  std::vector<std::vector<std::size_t>> classes;
  for (std::size_t i : members) {
    auto fits = [&](const std::vector<std::size_t>& group) {
      return not_compared_because(*points[group.front()], *points[i], comparison.metric, false)
          .empty();
    };
    const auto it = std::find_if(classes.begin(), classes.end(), fits);
    if (it == classes.end()) {
      classes.push_back({i});
    } else {
      it->push_back(i);
    }
  }
  for (const auto& group : classes) {
    if (group.size() >= 2) {
      comparison.groups.push_back(group_test(n, group, points, comparison.metric));
    }
  }
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

// The points with the runs that `metric` covers: for best conflicts, the runs with a board only
// (a run without one has none); a note says how many runs were left out, and names each point
// left without a run.
std::vector<PointRuns> covered_runs(const std::vector<PointRuns>& points, Metric metric,
                                    bool name_source, std::vector<std::string>& notes) {
  if (metric != Metric::kBestConflicts) return points;
  std::vector<PointRuns> covered;
  std::size_t total = 0, boardless = 0;
  for (const PointRuns& point : points) {
    PointRuns kept = point;
    std::erase_if(kept.runs, [](const RunOutcome& run) { return std::isnan(run.best_conflicts); });
    total += point.runs.size();
    boardless += point.runs.size() - kept.runs.size();
    if (kept.runs.empty() && !point.runs.empty()) {
      notes.push_back("left out " + named(point, name_source) + ": none of its " +
                      std::to_string(point.runs.size()) + " runs has a board, so none has " +
                      "best conflicts; compare it with --metric seconds");
    } else {
      covered.push_back(std::move(kept));
    }
  }
  if (boardless) {
    notes.push_back("best_conflicts covers " + std::to_string(total - boardless) + " of " +
                    std::to_string(total) + " runs: " + std::to_string(boardless) +
                    " without a board (an exact solver stopped, a search that ended without "
                    "one) have no best conflicts and are left out");
  }
  return covered;
}

// A comparison of the points that take part, their results filled in.
Comparison start(Metric metric, bool matched, const std::vector<const PointRuns*>& included,
                 std::vector<std::string> notes) {
  Comparison comparison;
  comparison.metric = metric;
  comparison.ert_unit = metric_name(work_metric(metric));
  comparison.matched = matched;
  comparison.notes = std::move(notes);
  for (const PointRuns* point : included) {
    comparison.points.push_back(point_result(*point, metric, matched, comparison.notes));
  }
  return comparison;
}

std::string point_list(const std::vector<const PointRuns*>& points) {
  std::string list;
  for (const PointRuns* point : points) list += (list.empty() ? "'" : ", '") + point->label + "'";
  return list.empty() ? "none with runs" : list;
}

// Every pair of `members`, or each member against the baseline it holds; false when a baseline
// is given and names none of them.
bool add_pairs(Comparison& comparison, const std::vector<std::size_t>& members,
               const std::vector<const PointRuns*>& included, const std::string& baseline) {
  if (baseline.empty()) {
    for (std::size_t x = 0; x < members.size(); ++x) {
      for (std::size_t y = x + 1; y < members.size(); ++y) {
        add_pair(comparison, members[x], members[y], included, false);
      }
    }
    return true;
  }
  const std::size_t base = baseline_among(baseline, members, included);
  if (base == included.size()) return false;
  for (std::size_t i : members) {
    if (i != base) add_pair(comparison, i, base, included, false);
  }
  return true;
}

}  // namespace

Comparison compare_points(const std::vector<PointRuns>& points, Metric metric,
                          const std::string& baseline) {
  std::vector<std::string> notes;
  const std::vector<PointRuns> covered = covered_runs(points, metric, false, notes);
  const std::vector<const PointRuns*> included = taking_part(covered, metric, false, notes);
  Comparison comparison = start(metric, false, included, std::move(notes));
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
    if (add_pairs(comparison, members, included, baseline)) {
      baseline_found = true;
    } else {
      comparison.notes.push_back("n = " + std::to_string(n) + ": no point matches --baseline '" +
                                 baseline + "'; not compared");
    }
    add_groups(comparison, n, members, included);
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
  std::vector<std::string> notes;
  const std::vector<PointRuns> first_covered = covered_runs(first, metric, true, notes),
                               second_covered = covered_runs(second, metric, true, notes);
  std::vector<const PointRuns*> included = taking_part(first_covered, metric, true, notes);
  const std::size_t first_count = included.size();
  for (const PointRuns* point : taking_part(second_covered, metric, true, notes)) {
    included.push_back(point);
  }
  Comparison comparison = start(metric, true, included, std::move(notes));
  comparison.first_points = first_count;
  std::vector<bool> matched(included.size(), false);
  for (std::size_t a = 0; a < first_count; ++a) {
    for (std::size_t b = first_count; b < included.size(); ++b) {
      if (!matched[b] && included[a]->label == included[b]->label &&
          included[a]->n == included[b]->n) {
        matched[a] = matched[b] = true;
        add_pair(comparison, a, b, included, true);
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
