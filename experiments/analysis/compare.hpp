// `nqga compare`: the parameter points of a run directory compared run by run, or the points of
// two run directories compared point by point (before and after a change). The runs come from
// runs.csv and the points' labels from summary.csv, read by column name.
//
// The ranking rule: a run is better than another when it solved and the other did not; among
// solved runs, a smaller metric is better; among unsolved runs, fewer best conflicts (so a point
// that rarely solves never looks fast). With --metric best_conflicts, runs rank by best conflicts
// alone. Each pair gets a two-sided Mann-Whitney U test, Holm's correction over all pairs, A12
// (the probability that a run of A beats one of B) with its label, each point's success rate
// with a Wilson interval and the difference of the rates with Newcombe's interval, and each
// point's expected running time (ERT) with a seeded bootstrap interval. Over the points of each
// n: Friedman's test when they have the same replicates (blocks: replicate numbers), else
// Kruskal-Wallis. See analysis/statistics.hpp for the tests.
#pragma once

#include <cstdint>
#include <filesystem>
#include <stdexcept>
#include <string>
#include <vector>

#include "analysis/statistics.hpp"

namespace nqga {

enum class Metric { kEvaluations, kSeconds, kBestConflicts, kGenerations };
// "evaluations", "seconds", "best_conflicts", "generations", in the order of Metric.
const std::vector<std::string>& metric_names();
Metric metric_named(const std::string& name);  // throws std::invalid_argument
const std::string& metric_name(Metric metric);

// What a comparison needs of one run: a row of runs.csv.
struct RunOutcome {
  int id = 0, replicate = 0;
  bool solved = false;  // solved, and the board validated
  double evaluations = 0, seconds = 0, generations = 0, best_conflicts = 0;
};

// A parameter point and its runs.
struct PointRuns {
  std::string source;  // the run directory it came from
  std::string label;   // as in summary.csv: "n=16 ga.selection.method=tournament"
  int n = 0;
  std::vector<RunOutcome> runs;
};

// The words of a point's label other than "n=<n>": what the point is apart from the board size
// (empty when only n varies).
std::string label_without_n(const std::string& label, int n);

// A run directory that cannot be analysed (or an export that cannot be written); what() names
// the file (and line and column) and how to fix it.
struct AnalysisError : std::runtime_error {
  using std::runtime_error::runtime_error;
};

// The points of run directory `dir` in point order, each with the runs present (none for points
// not run yet). Throws AnalysisError, naming file and line, for a table that is not whole or a bad
// field, and for a directory of a later nqga (later_schema_refusal). O(rows).
std::vector<PointRuns> read_point_runs(const std::filesystem::path& dir);

// Resamples behind each bootstrap interval, and the seed they start from: a point's generator
// is Rng(derive_seed(kBootstrapSeed, FNV-1a hash of its label)), so a point's interval is the
// same in every comparison it takes part in.
constexpr int kBootstrapResamples = 2000;
constexpr std::uint64_t kBootstrapSeed = 0x6E716761;  // "nqga"

struct PointResult {
  std::string source, label;
  int n = 0, runs = 0, solved = 0;
  Interval success;       // Wilson, 95%
  double ert = 0;         // in ert_unit
  Interval ert_interval;  // bootstrap percentile, 95%
};

struct PairResult {
  std::size_t a = 0, b = 0;  // indices into Comparison::points
  MannWhitney test;
  double p_holm = 1, a12 = 0.5;
  std::string effect;
  double success_difference = 0;  // success rate of a minus that of b
  Interval success_difference_interval;
};

// The omnibus test over the points of one n.
struct GroupResult {
  int n = 0;
  std::string test;  // "friedman" or "kruskal-wallis"
  int blocks = 0;    // Friedman: replicates; Kruskal-Wallis: 0
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
  std::vector<std::string> notes;  // points left out or unmatched, and why
};

// Compares the points of one run directory: every pair of points with the same n, or with a
// `baseline` (words of a label, e.g. "ga.selection.method=roulette") every other point against
// the one it names at that n. Points without runs, and points that record none of the metric
// (evaluations or generations 0 in every run, as exact solvers do), are left out with a note.
// Throws AnalysisError for a baseline that names no point, or two at one n. Cost: O(R log R)
// for R runs, plus each pair's test and kBootstrapResamples x runs per point.
Comparison compare_points(const std::vector<PointRuns>& points, Metric metric,
                          const std::string& baseline = "");

// Compares each point of `first` with the point of `second` that has its label and n (A from
// first, B from second); unmatched points are listed in the notes. No omnibus tests.
Comparison compare_matched_points(const std::vector<PointRuns>& first,
                                  const std::vector<PointRuns>& second, Metric metric);

}  // namespace nqga
