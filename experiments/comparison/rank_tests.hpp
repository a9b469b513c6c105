// The rank tests of a comparison (comparison/compare.hpp): what is compared (a configuration at
// a problem point, over its instances), runs scored by the ranking rule, which registered test
// (comparison/rank_test_registry.hpp) fits the runs, and the samples each test gets.
#pragma once

#include <cstddef>
#include <string>
#include <vector>

#include "comparison/compare.hpp"
#include "comparison/rank_test_registry.hpp"

namespace nqga {

// A configuration at a problem point: its parameter points, one per instance (a single one
// without instance axes), instances proven unsolvable left out.
struct ComparedRuns {
  std::string label;  // the point's label; over instances "PROBLEM CONFIGURATION"
  std::vector<const PointRuns*> instances;
  const PointRuns& first() const { return *instances.front(); }
  // Whether the design has instance axes (the instances are blocks, never pooled).
  bool over_instances() const { return !first().instance.empty(); }
  // The runs on every instance, in instance order.
  std::vector<RunOutcome> runs() const;
};

// Every run's place under the ranking rule, as its average rank among all the runs of `points`:
// solved runs by the metric first, then unsolved runs by best conflicts. Rank tests on these
// scores equal rank tests on the rule itself. O(R log R).
std::vector<std::vector<double>> outcome_scores(const std::vector<const PointRuns*>& points,
                                                Metric metric);

// Whether the runs of a and b pair up: both ran with the same seeds, each seed once
// (`seeding: common`, or one config run twice). O(R log R).
bool same_seeds(const PointRuns& a, const PointRuns& b);

// Why `test` does not fit the runs of `members` (two for a pair test, two or more for a group
// test); empty when it fits. Independent and seed-paired tests need one instance; seed-paired
// ones runs with one set of seeds (a group two runs or more); instance-blocked ones instance axes
// and an instance that every member ran on.
std::string misfit(const RegisteredTest& test, const std::vector<const ComparedRuns*>& members);

// The test for `members`: `asked` when it has this scope (an AnalysisError naming it, why and the
// tests that fit when it does not fit), else the first registered test of `scope` that fits, or
// nullptr when none does (over instances, no instance that every member ran on).
const RegisteredTest* chosen_test(TestScope scope, const std::vector<const ComparedRuns*>& members,
                                  const RegisteredTest* asked);

struct PairRanks {
  PairTest test;
  double a12 = 0.5;
  int blocks = 0;  // instances used as blocks; 0 when runs were compared directly
};

// The two-sided `test` of A against B on their runs ranked together (so a pair's result does not
// depend on the other configurations); over instances, on each instance apart: a configuration's
// value there is the mean rank of its runs among both's runs on it, and A12 is the chance that a
// run of A beats one of B on the same instance. O(R log R), plus the exact distributions.
PairRanks pair_ranks(const ComparedRuns& a, const ComparedRuns& b, Metric metric,
                     const RegisteredTest& test);

// The omnibus `test` over `members` (indices into `compared`, all of one problem point), their
// runs ranked together (over instances: on each instance apart, as pair_ranks). O(R log R).
GroupResult group_test(const std::vector<std::size_t>& members,
                       const std::vector<ComparedRuns>& compared, Metric metric,
                       const RegisteredTest& test);

}  // namespace nqga
