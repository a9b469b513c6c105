#include "comparison/compare.hpp"

#include <algorithm>
#include <cmath>
#include <functional>
#include <iterator>
#include <limits>
#include <map>
#include <set>
#include <sstream>

#include "comparison/rank_test_registry.hpp"
#include "comparison/rank_tests.hpp"
#include "results/results.hpp"
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

// The command that compares `point`'s directory on seconds (two directories when matched).
std::string on_seconds(const PointRuns& point, const std::string& other_source) {
  return "nqga compare " + point.source + (other_source.empty() ? "" : " " + other_source) +
         " --metric seconds";
}

// Why a configuration takes no part in a comparison on `metric`; empty when it does.
std::string left_out_because(const ComparedRuns& compared, Metric metric) {
  const std::vector<RunOutcome> runs = compared.runs();
  if (runs.empty()) return "no runs yet";
  if (metric != Metric::kEvaluations && metric != Metric::kGenerations) return "";
  for (const RunOutcome& run : runs) {
    if (metric_of(run, metric) != 0) return "";
  }
  return "records no " + metric_name(metric) + " (0 in every run: exact solvers count nodes); " +
         "compare it on seconds with " + on_seconds(compared.first(), "");
}

// How notes name a configuration: its label, and its directory when two are compared.
std::string named(const ComparedRuns& compared, bool name_source) {
  return "'" + compared.label + "'" + (name_source ? " (" + compared.first().source + ")" : "");
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
std::string not_compared_because(const ComparedRuns& a, const ComparedRuns& b, Metric metric,
                                 bool name_source) {
  const auto [budget_a, budget_b] = budget_difference(a.first(), b.first());
  if (!budget_a.empty()) {
    return "not compared: " + named(a, name_source) + " has the budget " + budget_a + ", " +
           named(b, name_source) + " the budget " + budget_b +
           ": runs censored at different budgets are not comparable; run both with the same "
           "stop.* keys";
  }
  const std::string unit_a = unit_of(a.first(), metric), unit_b = unit_of(b.first(), metric);
  if (unit_a != unit_b) {
    return "not compared: " + named(a, name_source) + " counts " + unit_a + " and " +
           named(b, name_source) + " counts " + unit_b + " as " + metric_name(metric) +
           ", different units of work; compare them on seconds with " +
           on_seconds(a.first(), name_source ? b.first().source : "");
  }
  return "";
}

// The instances of each problem point that an exact search proved unsolvable ("problem" then
// "instance" labels), from every point's runs.
std::set<std::pair<std::string, std::string>> unsolvable_instances(
    const std::vector<PointRuns>& points) {
  std::set<std::pair<std::string, std::string>> unsolvable;
  for (const PointRuns& point : points) {
    const bool proof = std::any_of(point.runs.begin(), point.runs.end(),
                                   [](const RunOutcome& run) { return run.exhausted; });
    if (proof && !point.instance.empty()) unsolvable.insert({point.problem, point.instance});
  }
  return unsolvable;
}

// The configurations at each problem point, in order of first appearance, each with its points
// on instances not proven unsolvable; a note per problem point that had such instances.
std::vector<ComparedRuns> configurations(const std::vector<PointRuns>& points,
                                         std::vector<std::string>& notes) {
  const auto unsolvable = unsolvable_instances(points);
  std::vector<ComparedRuns> compared;
  std::map<std::string, std::pair<std::set<std::string>, int>> left_out;  // instances, runs
  for (const PointRuns& point : points) {
    if (point.instance.empty()) {
      compared.push_back({point.label, {&point}});
      continue;
    }
    if (unsolvable.count({point.problem, point.instance})) {
      auto& [instances, runs] = left_out[point.problem];
      instances.insert(point.instance);
      runs += static_cast<int>(point.runs.size());
      continue;
    }
    const std::string label = point.problem + " " + point.configuration;
    const auto it = std::find_if(compared.begin(), compared.end(),
                                 [&](const ComparedRuns& c) { return c.label == label; });
    if (it == compared.end()) {
      compared.push_back({label, {&point}});
    } else if (!point.runs.empty()) {
      it->instances.push_back(&point);
    }
  }
  for (const auto& [problem, counts] : left_out) {
    notes.push_back(problem + ": " + std::to_string(counts.first.size()) +
                    " instance(s) proven unsolvable (an exact search exhausted them); their " +
                    std::to_string(counts.second) + " run(s) are left out of every test");
  }
  return compared;
}

// The configurations that take part, with a note for each of the others.
// The configurations that take part, with a note for the others: one per reason, naming up to
// three of them ("left out 26 configurations (a, b, c and 23 more): ..."), so that a sweep of
// many problem points does not repeat one reason 26 times.
std::vector<ComparedRuns> taking_part(const std::vector<PointRuns>& points, Metric metric,
                                      bool name_source, std::vector<std::string>& notes) {
  std::vector<ComparedRuns> included;
  std::vector<std::pair<std::string, std::vector<std::string>>> left_out;  // reason -> names
  for (ComparedRuns& compared : configurations(points, notes)) {
    const std::string reason = left_out_because(compared, metric);
    if (reason.empty()) {
      included.push_back(std::move(compared));
      continue;
    }
    const std::string name =
        compared.label + (name_source ? " (" + compared.first().source + ")" : "");
    auto it = std::find_if(left_out.begin(), left_out.end(),
                           [&](const auto& entry) { return entry.first == reason; });
    if (it == left_out.end()) it = left_out.insert(left_out.end(), {reason, {}});
    it->second.push_back(name);
  }
  for (const auto& [reason, names] : left_out) {
    std::string list;
    for (std::size_t i = 0; i < names.size() && i < 3; ++i) list += (i ? ", " : "") + names[i];
    if (names.size() > 3) list += " and " + std::to_string(names.size() - 3) + " more";
    notes.push_back("left out " +
                    (names.size() == 1
                         ? names[0]
                         : std::to_string(names.size()) + " configurations (" + list + ")") +
                    ": " + reason);
  }
  return included;
}

// A configuration's success rate and ERT over its runs; one with one run has no bootstrap
// interval (every resample would be that run), which a note says.
PointResult point_result(const ComparedRuns& compared, Metric metric, bool name_source,
                         std::vector<std::string>& notes) {
  const PointRuns& point = compared.first();
  PointResult result;
  result.source = point.source;
  result.label = compared.label;
  result.configuration = point.configuration;
  result.problem = point.problem;
  result.instances = static_cast<int>(compared.instances.size());
  result.n = point.n;
  result.work = unit_of(point, work_metric(metric));
  std::vector<Attempt> attempts;
  for (const RunOutcome& run : compared.runs()) {
    result.solved += run.solved;
    attempts.push_back({metric_of(run, work_metric(metric)), run.solved});
  }
  result.runs = static_cast<int>(attempts.size());
  result.success = wilson_interval(result.solved, result.runs);
  result.ert = expected_running_time(attempts);
  if (attempts.size() < 2) {
    const double none = std::numeric_limits<double>::quiet_NaN();
    result.ert_interval = {none, none};
    notes.push_back(named(compared, name_source) +
                    " has one run: no bootstrap interval for its ERT");
    return result;
  }
  Rng rng(derive_seed(kBootstrapSeed, fnv1a(compared.label)));
  result.ert_interval = bootstrap_ert_interval(attempts, kBootstrapResamples, rng);
  return result;
}

PairResult pair_result(const Comparison& comparison, std::size_t a, std::size_t b,
                       const std::vector<ComparedRuns>& compared, const RegisteredTest& test) {
  const PointResult &pa = comparison.points[a], &pb = comparison.points[b];
  const PairRanks ranks = pair_ranks(compared[a], compared[b], comparison.metric, test);
  PairResult pair;
  pair.a = a;
  pair.b = b;
  pair.test = ranks.test;
  pair.a12 = ranks.a12;
  pair.blocks = ranks.blocks;
  pair.effect = effect_label(pair.a12);
  pair.success_difference =
      static_cast<double>(pa.solved) / pa.runs - static_cast<double>(pb.solved) / pb.runs;
  pair.success_difference_interval =
      success_difference_interval(pa.solved, pa.runs, pb.solved, pb.runs);
  return pair;
}

// Tests the pair, or notes why not.
void add_pair(Comparison& comparison, std::size_t a, std::size_t b,
              const std::vector<ComparedRuns>& compared, bool name_source,
              const RegisteredTest* asked) {
  std::string reason =
      not_compared_because(compared[a], compared[b], comparison.metric, name_source);
  const RegisteredTest* test = nullptr;
  if (reason.empty()) {
    test = chosen_test(TestScope::kPair, {&compared[a], &compared[b]}, asked);
    if (test == nullptr) {
      reason = "not compared: " + named(compared[a], name_source) + " and " +
               named(compared[b], name_source) + " share no instance with runs";
    }
  }
  if (reason.empty()) {
    comparison.pairs.push_back(pair_result(comparison, a, b, compared, *test));
  } else {
    ++comparison.not_compared;
    comparison.notes.push_back(reason);
  }
}

// The omnibus tests over `members` (one problem point): one per class of configurations that
// compare with each other (one budget, one unit) and has two or more.
void add_groups(Comparison& comparison, const std::vector<std::size_t>& members,
                const std::vector<ComparedRuns>& compared, const RegisteredTest* asked) {
  std::vector<std::vector<std::size_t>> classes;
  for (std::size_t i : members) {
    auto fits = [&](const std::vector<std::size_t>& group) {
      return not_compared_because(compared[group.front()], compared[i], comparison.metric, false)
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
    if (group.size() < 2) continue;
    std::vector<const ComparedRuns*> runs;
    for (std::size_t i : group) runs.push_back(&compared[i]);
    if (const RegisteredTest* test = chosen_test(TestScope::kGroup, runs, asked)) {
      comparison.groups.push_back(group_test(group, compared, comparison.metric, *test));
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

// The member that `baseline` names, or compared.size() when none; throws when two are named.
std::size_t baseline_among(const std::string& baseline, const std::vector<std::size_t>& members,
                           const std::vector<ComparedRuns>& compared) {
  std::vector<std::size_t> named;
  for (std::size_t i : members) {
    if (names_point(baseline, compared[i].label)) named.push_back(i);
  }
  if (named.size() > 1) {
    const PointRuns& point = compared[named[0]].first();
    const std::string where =
        point.instance.empty() && point.problem == "n=" + std::to_string(point.n)
            ? "n = " + std::to_string(point.n)
            : point.problem;
    throw AnalysisError("--baseline '" + baseline + "' names " + std::to_string(named.size()) +
                        " points at " + where + " ('" + compared[named[0]].label + "', '" +
                        compared[named[1]].label + "'); give more of the label");
  }
  return named.empty() ? compared.size() : named.front();
}

// The sizes `test` would have at m blocks (or m runs a side, every sample m).
std::function<double(int)> smallest_p_at(const std::string& name, std::size_t samples) {
  return [test = find_test(name), samples](int m) {
    return smallest_p(*test, std::vector<std::size_t>(samples, static_cast<std::size_t>(m)));
  };
}

// Holm over the family of every pair and omnibus test, then each test's standing under the
// claim policy in that family.
void correct_for_the_family(Comparison& comparison) {
  std::vector<double> p_values, smallest;
  for (const PairResult& pair : comparison.pairs) {
    p_values.push_back(pair.test.p_value);
    smallest.push_back(smallest_p(*find_test(pair.test.name), pair.test.sizes));
  }
  for (const GroupResult& group : comparison.groups) {
    p_values.push_back(group.result.p_value);
    smallest.push_back(smallest_p(*find_test(group.test), group.sizes));
  }
  comparison.family = p_values.size();
  if (p_values.empty()) return;
  const std::vector<double> adjusted = holm(p_values);
  const double floor = *std::min_element(smallest.begin(), smallest.end());
  std::size_t k = 0;
  for (PairResult& pair : comparison.pairs) {
    pair.p_holm = adjusted[k];
    const auto size = *std::min_element(pair.test.sizes.begin(), pair.test.sizes.end());
    pair.evidence = claim_evidence(pair.p_holm, smallest[k++], comparison.family, floor,
                                   smallest_p_at(pair.test.name, 2), static_cast<int>(size));
  }
  for (GroupResult& group : comparison.groups) {
    group.p_holm = adjusted[k];
    const auto size = *std::min_element(group.sizes.begin(), group.sizes.end());
    group.evidence =
        claim_evidence(group.p_holm, smallest[k++], comparison.family, floor,
                       smallest_p_at(group.test, group.sizes.size()), static_cast<int>(size));
  }
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
      notes.push_back(
          "left out '" + point.label + "'" + (name_source ? " (" + point.source + ")" : "") +
          ": none of its " + std::to_string(point.runs.size()) + " runs has a board, so none has " +
          "best conflicts; compare it on seconds with nqga compare DIR --metric seconds");
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

// A comparison of the configurations that take part, their results filled in.
Comparison start(Metric metric, bool matched, const std::vector<ComparedRuns>& included,
                 std::vector<std::string> notes) {
  Comparison comparison;
  comparison.metric = metric;
  comparison.ert_unit = metric_name(work_metric(metric));
  comparison.matched = matched;
  comparison.notes = std::move(notes);
  for (const ComparedRuns& compared : included) {
    comparison.points.push_back(point_result(compared, metric, matched, comparison.notes));
  }
  return comparison;
}

std::string point_list(const std::vector<ComparedRuns>& compared) {
  std::string list;
  for (const ComparedRuns& c : compared) list += (list.empty() ? "'" : ", '") + c.label + "'";
  return list.empty() ? "none with runs" : list;
}

// Every pair of `members`, or each member against the baseline it holds; false when a baseline
// is given and names none of them.
bool add_pairs(Comparison& comparison, const std::vector<std::size_t>& members,
               const std::vector<ComparedRuns>& included, const std::string& baseline,
               const RegisteredTest* asked) {
  if (baseline.empty()) {
    for (std::size_t x = 0; x < members.size(); ++x) {
      for (std::size_t y = x + 1; y < members.size(); ++y) {
        add_pair(comparison, members[x], members[y], included, false, asked);
      }
    }
    return true;
  }
  const std::size_t base = baseline_among(baseline, members, included);
  if (base == included.size()) return false;
  for (std::size_t i : members) {
    if (i != base) add_pair(comparison, i, base, included, false, asked);
  }
  return true;
}

}  // namespace

Comparison compare_points(const std::vector<PointRuns>& points, Metric metric,
                          const std::string& baseline, const RegisteredTest* test) {
  std::vector<std::string> notes;
  const std::vector<PointRuns> covered = covered_runs(points, metric, false, notes);
  const std::vector<ComparedRuns> included = taking_part(covered, metric, false, notes);
  Comparison comparison = start(metric, false, included, std::move(notes));
  std::vector<std::string> problems;
  for (const ComparedRuns& compared : included) {
    const std::string& problem = compared.first().problem;
    if (std::find(problems.begin(), problems.end(), problem) == problems.end()) {
      problems.push_back(problem);
    }
  }
  bool baseline_found = false;
  for (const std::string& problem : problems) {
    std::vector<std::size_t> members;
    for (std::size_t i = 0; i < included.size(); ++i) {
      if (included[i].first().problem == problem) members.push_back(i);
    }
    if (members.size() < 2) continue;
    if (add_pairs(comparison, members, included, baseline, test)) {
      baseline_found = true;
    } else {
      comparison.notes.push_back(problem + ": no point matches --baseline '" + baseline +
                                 "'; not compared");
    }
    add_groups(comparison, members, included, test);
  }
  if (!baseline.empty() && !baseline_found) {
    throw AnalysisError("--baseline '" + baseline +
                        "' names no point that has another at its problem point; the points are " +
                        point_list(included));
  }
  correct_for_the_family(comparison);
  return comparison;
}

Comparison compare_matched_points(const std::vector<PointRuns>& first,
                                  const std::vector<PointRuns>& second, Metric metric,
                                  const RegisteredTest* test) {
  std::vector<std::string> notes;
  const std::vector<PointRuns> first_covered = covered_runs(first, metric, true, notes),
                               second_covered = covered_runs(second, metric, true, notes);
  std::vector<ComparedRuns> included = taking_part(first_covered, metric, true, notes);
  const std::size_t first_count = included.size();
  for (ComparedRuns& compared : taking_part(second_covered, metric, true, notes)) {
    included.push_back(std::move(compared));
  }
  Comparison comparison = start(metric, true, included, std::move(notes));
  comparison.first_points = first_count;
  std::vector<bool> matched(included.size(), false);
  for (std::size_t a = 0; a < first_count; ++a) {
    for (std::size_t b = first_count; b < included.size(); ++b) {
      if (!matched[b] && included[a].label == included[b].label &&
          included[a].first().n == included[b].first().n) {
        matched[a] = matched[b] = true;
        add_pair(comparison, a, b, included, true, test);
        break;
      }
    }
  }
  for (std::size_t i = 0; i < included.size(); ++i) {
    if (!matched[i]) {
      comparison.notes.push_back("only in " + included[i].first().source + ": " +
                                 included[i].label);
    }
  }
  correct_for_the_family(comparison);
  return comparison;
}

}  // namespace nqga
