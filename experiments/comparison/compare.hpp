// `nqga compare`: the parameter points of a run directory compared run by run, or the points of
// two run directories compared point by point (before and after a change). The runs come from
// comparison/point_runs.hpp.
//
// What is compared: configurations within each problem point (design.json's roles: the factors
// make the configuration, n and the problem axes the problem point), never problem points or
// instances with each other. Without instance axes a configuration's runs at a problem point are
// one parameter point's; with them, its runs on each instance, and instances proven unsolvable
// (an exact search's stop reason `exhausted`) are left out of every test, with a note.
//
// The ranking rule: a run is better than another when it solved and the other did not; among
// solved runs, a smaller metric is better; among unsolved runs, fewer best conflicts (so a point
// that rarely solves never looks fast), an unsolved run without a board (an exact solver stopped,
// a search that ended without one) after all of them. With --metric best_conflicts, runs rank by
// best conflicts alone, and cover only the runs with a board: the others are left out, and a
// note says how many. Each pair gets a two-sided rank test from the registry
// (comparison/rank_test_registry.hpp), the first that fits its runs or the one --test names: over
// instances the Wilcoxon signed-rank test with the instances as blocks (each configuration's
// value on an instance: the mean rank of its runs among the pair's runs on it); else the
// signed-rank test when the two ran with the same seeds (`seeding: common`; runs pair up by
// seed), else Mann-Whitney U. Then Holm's correction over every pair and omnibus test (one
// family), each test's standing under the claim policy (results/claim_policy.hpp), A12 (the
// probability that a run of A beats one of B, on the same instance over instances) with its label,
// each configuration's success rate with a Wilson interval and the difference of the rates with
// Newcombe's interval, and its expected running time (ERT) with a seeded bootstrap interval. Over
// the configurations of each problem point: Friedman's test with the instances as blocks, or with
// the seeds as blocks when they all ran with the same seeds, else Kruskal-Wallis.
//
// Two configurations are compared only when their runs were stopped by the same budget
// (budget_keys()) and, on evaluations, count the same unit of work (GA evaluations and
// backtracking nodes never meet in a test: seconds, on request, are their common unit); other
// pairs are left out of the tests and of Holm's family, with a note that names both budgets or
// units.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "../results/claim_policy.hpp"
#include "../statistics/statistics.hpp"
#include "point_runs.hpp"

namespace nqga {

struct RegisteredTest;  // comparison/rank_test_registry.hpp

enum class Metric { kEvaluations, kSeconds, kBestConflicts, kGenerations };
// "evaluations", "seconds", "best_conflicts", "generations", in the order of Metric.
const std::vector<std::string>& metric_names();
Metric metric_named(const std::string& name);  // throws std::invalid_argument
const std::string& metric_name(Metric metric);
// A run's value of the metric (best conflicts for kBestConflicts).
double metric_of(const RunOutcome& run, Metric metric);

// Resamples behind each bootstrap interval, and the seed they start from: a point's generator
// is Rng(derive_seed(kBootstrapSeed, FNV-1a hash of its label)), so a point's interval is the
// same in every comparison it takes part in.
constexpr int kBootstrapResamples = 2000;
constexpr std::uint64_t kBootstrapSeed = 0x6E716761;  // "nqga"

// A configuration at a problem point (one parameter point without instance axes).
struct PointResult {
  std::string source, label;
  std::string configuration, problem;  // its place in the design (PointRuns)
  int instances = 1;                   // the instances its runs are on (unsolvable ones left out)
  int n = 0, runs = 0, solved = 0;
  std::string work;       // what its metric counts: the unit ("conflict evaluations", "seconds")
  Interval success;       // Wilson, 95%
  double ert = 0;         // in ert_unit
  Interval ert_interval;  // bootstrap percentile, 95%; NaN bounds for a point with one run
};

// A pair's rank test.
struct PairTest {
  std::string name;      // a registered test's name (find_test tells what it needs)
  double statistic = 0;  // U of A (Mann-Whitney), or V (signed-rank: the rank sum where A is worse)
  double p_value = 1;    // two-sided
  bool exact = false;    // from the exact null distribution, else the normal approximation
  std::vector<std::size_t> sizes;  // its samples' sizes: the runs of A and B, or the blocks
};

struct PairResult {
  std::size_t a = 0, b = 0;  // indices into Comparison::points
  PairTest test;
  double p_holm = 1, a12 = 0.5;
  int blocks = 0;  // instances used as blocks; 0 when runs were compared directly
  std::string effect;
  double success_difference = 0;  // success rate of a minus that of b
  Interval success_difference_interval;
  ClaimEvidence evidence;  // what the claim policy makes of its test in the comparison's family
};

// The omnibus test over the configurations of one problem point.
struct GroupResult {
  int n = 0;
  std::string problem;  // "n=24 problem.density=0.7"
  std::string test;     // a registered test's name
  int blocks = 0;       // Friedman: the instances, or the seeds the points share; else 0
  std::vector<std::size_t> points;
  OmnibusTest result;
  std::vector<std::size_t> sizes;  // its samples' sizes (Friedman: the blocks, each sample)
  double p_holm = 1;               // corrected with the pairs, in one family
  ClaimEvidence evidence;
};

struct Comparison {
  Metric metric = Metric::kEvaluations;
  std::string ert_unit;          // the metric's unit; seconds for best_conflicts
  bool matched = false;          // two run directories, points paired by label
  std::size_t first_points = 0;  // matched: how many points (the first ones) are the first's
  std::vector<PointResult> points;
  std::vector<PairResult> pairs;
  std::vector<GroupResult> groups;
  std::size_t family = 0;        // the tests Holm's correction covers: every pair and omnibus test
  std::size_t not_compared = 0;  // pairs left out for their budgets, units or instances
  std::vector<std::string> notes;  // points left out or unmatched, pairs not compared, and why
};

// Compares the configurations of each problem point of one run directory: every pair, or with a
// `baseline` (words of a label, e.g. "ga.selection.method=roulette") every other configuration
// against the one it names there; pairs with different budgets or units are noted, not tested.
// Points without runs, and configurations that record none of the metric (evaluations or
// generations 0 in every run, as exact solvers do), are left out with a note; one with one run
// gets no bootstrap interval, said in a note too. `test` (a registered test) replaces the
// automatic choice for its scope.
// Throws AnalysisError for a baseline that names no point, or two at one problem point, and for
// a `test` that does not fit the runs. Cost: O(R log R) for R runs, plus each pair's test and
// kBootstrapResamples x runs per configuration.
Comparison compare_points(const std::vector<PointRuns>& points, Metric metric,
                          const std::string& baseline = "", const RegisteredTest* test = nullptr);

// Compares each configuration and problem point of `first` with the one of `second` that has its
// label and n (A from first, B from second), under the same rules as compare_points; unmatched
// ones are listed in the notes. No omnibus tests.
Comparison compare_matched_points(const std::vector<PointRuns>& first,
                                  const std::vector<PointRuns>& second, Metric metric,
                                  const RegisteredTest* test = nullptr);

}  // namespace nqga
