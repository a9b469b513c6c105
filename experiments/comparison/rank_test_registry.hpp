// The statistical tests a comparison can run, registered once each: its name (as comparison.csv's
// `test` column and `nqga compare --test NAME` write it), what it compares (two configurations or
// all of a problem point), what pairs its samples (nothing, seeds, instances) and its function
// (docs/guide/comparing.md describes each).
// The comparison picks, for each pair and each problem point, the first registered test of that
// scope that fits the runs, or the one --test names; the report asks the registry what a test
// needs instead of comparing names.
#pragma once

#include <string>
#include <vector>

#include "../statistics/statistics.hpp"

namespace nqga {

// What a test needs of the runs it compares.
enum class Pairing {
  kNone,       // independent samples: every run as it is
  kSeeds,      // runs paired by seed (seeding: common), one instance: a block per seed
  kInstances,  // one value per configuration and instance, the instances as blocks
};

// What a test compares: two configurations, or all the configurations of a problem point.
enum class TestScope { kPair, kGroup };

// What a test gives: for a pair, its statistic (U of A, or V) and whether p is exact; for a
// group, the chi-squared statistic, its degrees of freedom and each sample's average rank.
struct TestOutcome {
  double statistic = 0, p_value = 1;
  bool exact = false;
  int df = 0;
  std::vector<double> average_ranks;
};

struct RegisteredTest {
  std::string name;  // "wilcoxon-signed-rank (blocks: instances)"
  TestScope scope = TestScope::kPair;
  Pairing pairing = Pairing::kNone;
  // samples[j]: configuration j's values (two for a pair), aligned by block when paired.
  TestOutcome (*run)(const std::vector<std::vector<double>>& samples) = nullptr;

  // What the blocks are: "seeds", "instances", or "" for independent samples.
  const char* blocks() const;
};

// The smallest p `test` gives on samples of these sizes (one per configuration; for a paired
// test all equal: the blocks): its p on the most extreme outcome, each configuration ahead of the
// next in every block, no two values tied. What the claim policy compares with its level
// (results/claim_policy.hpp). O(the test's cost).
double smallest_p(const RegisteredTest& test, const std::vector<std::size_t>& sizes);

// Every test, the pair tests first, each scope in the order of preference (blocks over pairs
// over independent samples).
const std::vector<RegisteredTest>& registered_tests();
// "name, name, ...", for messages.
std::string registered_test_names();
// The test named `name`, or nullptr.
const RegisteredTest* find_test(const std::string& name);
// The test a user names (--test, or the API's `test`): nullptr for "" (the comparison chooses);
// an AnalysisError listing the tests for a name that is not registered.
const RegisteredTest* asked_test(const std::string& name);

}  // namespace nqga
