// `nqga compare`: the parameter points of a run directory compared run by run, or the points of
// two run directories compared point by point (before and after a change). The runs come from
// comparison/point_runs.hpp.
//
// The ranking rule: a run is better than another when it solved and the other did not; among
// solved runs, a smaller metric is better; among unsolved runs, fewer best conflicts (so a point
// that rarely solves never looks fast), an unsolved run without a board (an exact solver stopped,
// a search that ended without one) after all of them. With --metric best_conflicts, runs rank by
// best conflicts alone, and cover only the runs with a board: the others are left out, and a
// note says how many. Each pair gets a two-sided rank test on the pair's runs ranked together: the
// Wilcoxon signed-rank test when the two points ran with the same seeds (`seeding: common`; runs
// pair up by seed), else Mann-Whitney U. Then Holm's correction over all pairs, A12 (the
// probability that a run of A beats one of B) with its label, each point's success rate with a
// Wilson interval and the difference of the rates with Newcombe's interval, and each point's
// expected running time (ERT) with a seeded bootstrap interval. Over the points of each n:
// Friedman's test when they all ran with the same seeds (blocks: seeds), else Kruskal-Wallis.
//
// Two points are compared only when their runs were stopped by the same budget (budget_keys())
// and, on evaluations, count the same unit of work; other pairs are left out of the tests and of
// Holm's family, with a note that names both budgets or units.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "../statistics/statistics.hpp"
#include "point_runs.hpp"

namespace nqga {

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

struct PointResult {
  std::string source, label;
  int n = 0, runs = 0, solved = 0;
  std::string work;       // what its metric counts: the unit ("conflict evaluations", "seconds")
  Interval success;       // Wilson, 95%
  double ert = 0;         // in ert_unit
  Interval ert_interval;  // bootstrap percentile, 95%; NaN bounds for a point with one run
};

// A pair's rank test.
struct PairTest {
  std::string name;      // "mann-whitney" or "wilcoxon-signed-rank"
  double statistic = 0;  // U of A (Mann-Whitney), or V (signed-rank: the rank sum where A is worse)
  double p_value = 1;    // two-sided
  bool exact = false;    // from the exact null distribution, else the normal approximation
};

struct PairResult {
  std::size_t a = 0, b = 0;  // indices into Comparison::points
  PairTest test;
  double p_holm = 1, a12 = 0.5;
  std::string effect;
  double success_difference = 0;  // success rate of a minus that of b
  Interval success_difference_interval;
};

// The omnibus test over the points of one n.
struct GroupResult {
  int n = 0;
  std::string test;  // "friedman" or "kruskal-wallis"
  int blocks = 0;    // Friedman: the seeds the points share; Kruskal-Wallis: 0
  std::vector<std::size_t> points;
  OmnibusTest result;
};

struct Comparison {
  Metric metric = Metric::kEvaluations;
  std::string ert_unit;          // the metric's unit; seconds for best_conflicts
  bool matched = false;          // two run directories, points paired by label
  std::size_t first_points = 0;  // matched: how many points (the first ones) are the first's
  std::vector<PointResult> points;
  std::vector<PairResult> pairs;
  std::vector<GroupResult> groups;
  std::size_t not_compared = 0;    // pairs left out for their budgets or units (in the notes)
  std::vector<std::string> notes;  // points left out or unmatched, pairs not compared, and why
};

// Compares the points of one run directory: every pair of points with the same n, or with a
// `baseline` (words of a label, e.g. "ga.selection.method=roulette") every other point against
// the one it names at that n; pairs with different budgets or units are noted, not tested. Points
// without runs, and points that record none of the metric (evaluations or generations 0 in every
// run, as exact solvers do), are left out with a note; a point with one run gets no bootstrap
// interval, said in a note too.
// Throws AnalysisError for a baseline that names no point, or two at one n. Cost: O(R log R)
// for R runs, plus each pair's test and kBootstrapResamples x runs per point.
Comparison compare_points(const std::vector<PointRuns>& points, Metric metric,
                          const std::string& baseline = "");

// Compares each point of `first` with the point of `second` that has its label and n (A from
// first, B from second), under the same rules as compare_points; unmatched points are listed in
// the notes. No omnibus tests.
Comparison compare_matched_points(const std::vector<PointRuns>& first,
                                  const std::vector<PointRuns>& second, Metric metric);

}  // namespace nqga
