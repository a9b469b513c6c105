// A seeded solver (the GA, min-conflicts, ...) against an exact one (backtracking-first) at each
// problem point both ran, on seconds, the one unit they share (evaluations and nodes never meet):
// versus_exact.csv and .json. Only runs on solvable and undecided instances count (proving an
// instance unsolvable is the exact solver's decision, which a seeded solver cannot make). The
// exact search's time carries its spread: each run's timings (run/solvers.hpp) are so many
// measurements. Whether one is faster is the claim policy's (results/claim_policy.hpp): the rank
// test the design gives (instances as blocks where it has them), Holm-corrected over every row.
// docs/reference/file-formats.md describes every column.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "comparison/point_runs.hpp"
#include "results/claim_policy.hpp"
#include "results/columns.hpp"
#include "results/results.hpp"
#include "statistics/statistics.hpp"

namespace nqga {

constexpr int kVersusResamples = 2000;
// A row's bootstrap draws from Rng(derive_seed(kVersusSeed, FNV-1a of "PROBLEM|CONFIG|EXACT")),
// the exact solver's own interval from FNV-1a of "PROBLEM|EXACT", so that an interval is the
// same whatever else the sweep holds, and the exact solver's the same on each of its rows.
constexpr std::uint64_t kVersusSeed = 0x76657273;  // "vers"
// A configuration whose ERT interval spans more than this factor has too few runs for its tail.
constexpr double kTailFactor = 10;

// A cell's runs on solvable and undecided instances as a comparison in seconds sees them, one
// point an instance: an exact run measured k times (RunResult::timings) is k runs of those
// seconds.
struct TimedCell {
  std::vector<PointRuns> points;
  std::vector<Attempt> attempts;  // every measurement: its seconds and whether its run solved
};
TimedCell timed_cell(const Results& results, const ResultCell& cell);

struct VersusRow {
  std::string problem, configuration, exact;
  int n = 0;
  int runs = 0, solved = 0;  // the configuration's runs on solvable and undecided instances
  double seconds = 0;        // its ERT in seconds, with a bootstrap 95 % interval
  Interval seconds_interval;
  double spread_factor = 0;  // seconds_interval.high / low: its tail's uncertainty
  int exact_runs = 0, exact_timings = 0;
  double exact_seconds = 0;  // the exact solver's ERT over its timings, with an interval
  Interval exact_interval;
  std::string exact_outcome;  // its runs' stop reason when they agree, else "mixed"
  double ratio = 0;           // seconds / exact_seconds
  Interval ratio_interval;    // NaN bounds where a side has one measurement
  std::string test;           // the registered test, or "" when none fits
  int blocks = 0;             // instances as blocks; 0 when the runs were compared directly
  double p_value = 1, p_holm = 1;
  std::size_t family = 0;  // the rows with a test: Holm's family
  ClaimEvidence evidence;
  // "configuration" or "exact" where the claim is established, else the claim's status.
  std::string faster;
  bool few_runs() const { return spread_factor > kTailFactor; }
};

// Per configuration, exact configuration and problem class (the problem label without n) tested
// at two n or more: from which n the configuration is faster at every larger n tested.
struct Crossover {
  std::string configuration, exact, problem;
  std::vector<std::size_t> rows;  // its rows, in order of n
  int from_n = 0;   // the smallest such n; 0: not determined (not faster at the largest n)
  int after_n = 0;  // the largest n below it at which the exact solver is faster; 0: none
};

struct VersusExact {
  std::vector<VersusRow> rows;
  std::vector<Crossover> crossovers;
  std::size_t family = 0;  // the rows with a test: Holm's family
};

// The rows of `results`: per problem point, seeded configuration and exact configuration that
// both have runs on the point's solvable or undecided instances. O(rows x (kVersusResamples x
// runs + the test)).
VersusExact versus_exact(const Results& results);

const TableSchema<VersusRow>& versus_exact_schema();
Table versus_exact_table(const VersusExact& versus);
// {"rows": [...], "crossover": [{configuration, exact, problem, n, after_n}], "family",
// "claim_rule"}; numbers as JSON numbers, null where blank or infinite.
std::string versus_exact_json(const VersusExact& versus);

}  // namespace nqga
