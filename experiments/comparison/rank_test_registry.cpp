#include "comparison/rank_test_registry.hpp"

#include <algorithm>

#include "comparison/point_runs.hpp"

namespace nqga {

namespace {

TestOutcome mann_whitney(const std::vector<std::vector<double>>& samples) {
  const MannWhitney test = mann_whitney_u(samples[0], samples[1]);
  return {test.u, test.p_value, test.exact, 0, {}};
}

TestOutcome signed_rank(const std::vector<std::vector<double>>& samples) {
  const SignedRank test = wilcoxon_signed_rank(samples[0], samples[1]);
  return {test.v, test.p_value, test.exact, 0, {}};
}

TestOutcome omnibus(const OmnibusTest& test) {
  return {test.statistic, test.p_value, false, test.df, test.average_ranks};
}

// Friedman's blocks are the rows: block i holds every sample's value i.
TestOutcome friedman_over_blocks(const std::vector<std::vector<double>>& samples) {
  std::vector<std::vector<double>> blocks(samples.front().size());
  for (const auto& sample : samples) {
    for (std::size_t i = 0; i < blocks.size(); ++i) blocks[i].push_back(sample[i]);
  }
  return omnibus(friedman(blocks));
}

TestOutcome kruskal(const std::vector<std::vector<double>>& samples) {
  return omnibus(kruskal_wallis(samples));
}

}  // namespace

const char* RegisteredTest::blocks() const {
  return pairing == Pairing::kSeeds ? "seeds" : pairing == Pairing::kInstances ? "instances" : "";
}

double smallest_p(const RegisteredTest& test, const std::vector<std::size_t>& sizes) {
  // Sample j's i-th value j * 10^6 + i (j + 1): every sample apart from the next, the
  // differences of paired samples distinct in size, no ties anywhere.
  std::vector<std::vector<double>> samples;
  for (std::size_t j = 0; j < sizes.size(); ++j) {
    std::vector<double>& sample = samples.emplace_back();
    for (std::size_t i = 0; i < sizes[j]; ++i)
      sample.push_back(1e6 * static_cast<double>(j) + static_cast<double>(i * (j + 1)));
  }
  return test.run(samples).p_value;
}

const std::vector<RegisteredTest>& registered_tests() {
  static const std::vector<RegisteredTest> tests{
      {"wilcoxon-signed-rank (blocks: instances)", TestScope::kPair, Pairing::kInstances,
       signed_rank},
      {"wilcoxon-signed-rank", TestScope::kPair, Pairing::kSeeds, signed_rank},
      {"mann-whitney", TestScope::kPair, Pairing::kNone, mann_whitney},
      {"friedman (blocks: instances)", TestScope::kGroup, Pairing::kInstances,
       friedman_over_blocks},
      {"friedman", TestScope::kGroup, Pairing::kSeeds, friedman_over_blocks},
      {"kruskal-wallis", TestScope::kGroup, Pairing::kNone, kruskal},
  };
  return tests;
}

std::string registered_test_names() {
  std::string names;
  for (const RegisteredTest& test : registered_tests()) {
    names += (names.empty() ? "" : ", ") + test.name;
  }
  return names;
}

const RegisteredTest* find_test(const std::string& name) {
  const auto& tests = registered_tests();
  const auto it = std::find_if(tests.begin(), tests.end(),
                               [&](const RegisteredTest& test) { return test.name == name; });
  return it == tests.end() ? nullptr : &*it;
}

const RegisteredTest* asked_test(const std::string& name) {
  if (name.empty()) return nullptr;
  if (const RegisteredTest* test = find_test(name)) return test;
  throw AnalysisError("--test '" + name +
                      "' is not a test nqga has; the tests: " + registered_test_names());
}

}  // namespace nqga
