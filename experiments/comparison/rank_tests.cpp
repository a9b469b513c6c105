#include "comparison/rank_tests.hpp"

#include <algorithm>
#include <cmath>
#include <limits>
#include <numeric>

namespace nqga {

std::vector<RunOutcome> ComparedRuns::runs() const {
  std::vector<RunOutcome> all;
  for (const PointRuns* point : instances) {
    all.insert(all.end(), point->runs.begin(), point->runs.end());
  }
  return all;
}

std::vector<std::vector<double>> outcome_scores(const std::vector<const PointRuns*>& points,
                                                Metric metric) {
  std::vector<double> solved, unsolved;
  for (const PointRuns* point : points) {
    for (const RunOutcome& run : point->runs) {
      if (run.solved) {
        solved.push_back(metric_of(run, metric));
      } else {
        // A run without a board (no best conflicts) ranks after every unsolved run with one.
        unsolved.push_back(std::isnan(run.best_conflicts) ? std::numeric_limits<double>::infinity()
                                                          : run.best_conflicts);
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

namespace {

// The positions of a point's runs in the order of their seeds.
std::vector<std::size_t> seed_order(const PointRuns& point) {
  std::vector<std::size_t> order(point.runs.size());
  std::iota(order.begin(), order.end(), 0);
  std::sort(order.begin(), order.end(),
            [&](std::size_t x, std::size_t y) { return point.runs[x].seed < point.runs[y].seed; });
  return order;
}

// A point's scores in the order of its runs' seeds.
std::vector<double> by_seed(const PointRuns& point, const std::vector<double>& scores) {
  std::vector<double> ordered;
  for (std::size_t i : seed_order(point)) ordered.push_back(scores[i]);
  return ordered;
}

// The instances (labels) that every member ran on, in the first member's order.
std::vector<std::string> common_instances(const std::vector<const ComparedRuns*>& members) {
  std::vector<std::string> common;
  for (const PointRuns* point : members.front()->instances) {
    const bool everywhere =
        std::all_of(members.begin(), members.end(), [&](const ComparedRuns* member) {
          return std::any_of(member->instances.begin(), member->instances.end(),
                             [&](const PointRuns* p) {
                               return p->instance == point->instance && !p->runs.empty();
                             });
        });
    if (everywhere && !point->runs.empty()) common.push_back(point->instance);
  }
  return common;
}

const PointRuns& on_instance(const ComparedRuns& member, const std::string& instance) {
  return **std::find_if(member.instances.begin(), member.instances.end(),
                        [&](const PointRuns* p) { return p->instance == instance; });
}

double mean(const std::vector<double>& values) {
  return std::accumulate(values.begin(), values.end(), 0.0) / static_cast<double>(values.size());
}

// The samples `pairing` gives a test: per member its runs' scores (pooled ranks), in seed order
// when paired by seed, or its mean rank on each common instance (ranked on that instance).
std::vector<std::vector<double>> samples_of(Pairing pairing,
                                            const std::vector<const ComparedRuns*>& members,
                                            Metric metric) {
  if (pairing == Pairing::kInstances) {
    std::vector<std::vector<double>> samples(members.size());
    for (const std::string& instance : common_instances(members)) {
      std::vector<const PointRuns*> runs;
      for (const ComparedRuns* member : members) runs.push_back(&on_instance(*member, instance));
      const auto scores = outcome_scores(runs, metric);
      for (std::size_t j = 0; j < members.size(); ++j) samples[j].push_back(mean(scores[j]));
    }
    return samples;
  }
  std::vector<const PointRuns*> points;
  for (const ComparedRuns* member : members) points.push_back(&member->first());
  auto scores = outcome_scores(points, metric);
  if (pairing == Pairing::kSeeds) {
    for (std::size_t j = 0; j < points.size(); ++j) scores[j] = by_seed(*points[j], scores[j]);
  }
  return scores;
}

// A12 within instances: over the pairs (run of A, run of B) on one instance, the share A wins,
// ties counting half.
double a12_within_instances(const ComparedRuns& a, const ComparedRuns& b, Metric metric) {
  double wins = 0, pairs = 0;
  for (const std::string& instance : common_instances({&a, &b})) {
    const auto scores =
        outcome_scores({&on_instance(a, instance), &on_instance(b, instance)}, metric);
    const double count = static_cast<double>(scores[0].size() * scores[1].size());
    wins += nqga::a12(scores[0], scores[1]) * count;
    pairs += count;
  }
  return pairs == 0 ? 0.5 : wins / pairs;
}

}  // namespace

bool same_seeds(const PointRuns& a, const PointRuns& b) {
  if (a.runs.empty() || a.runs.size() != b.runs.size()) return false;
  const auto order_a = seed_order(a), order_b = seed_order(b);
  for (std::size_t k = 0; k < order_a.size(); ++k) {
    const std::uint64_t seed = a.runs[order_a[k]].seed;
    if (seed != b.runs[order_b[k]].seed) return false;
    if (k > 0 && seed == a.runs[order_a[k - 1]].seed) return false;  // a seed twice: no pairs
  }
  return true;
}

std::string misfit(const RegisteredTest& test, const std::vector<const ComparedRuns*>& members) {
  const ComparedRuns& front = *members.front();
  const bool over_instances =
      std::any_of(members.begin(), members.end(),
                  [](const ComparedRuns* member) { return member->over_instances(); });
  if (test.pairing == Pairing::kInstances) {
    if (!over_instances)
      return "it needs instance axes (problem.seed, problem.file), and " +
             std::string("these runs have none");
    const std::size_t blocks = common_instances(members).size();
    if (blocks == 0) return "no instance has runs of every configuration";
    if (test.scope == TestScope::kGroup && blocks < 2)
      return "only one instance has runs of every configuration: an omnibus test needs two "
             "blocks or more";
    return "";
  }
  if (over_instances) {
    return "'" + front.label + "' ran on " + std::to_string(front.instances.size()) +
           " instance(s): runs on different instances are compared only with the instances as "
           "blocks";
  }
  if (test.pairing == Pairing::kNone) return "";
  if (test.scope == TestScope::kGroup && front.first().runs.size() < 2) {
    return "'" + front.label + "' has one run: no blocks to rank within";
  }
  for (const ComparedRuns* member : members) {
    if (!same_seeds(front.first(), member->first())) {
      return "it needs runs paired by seed (seeding: common), and '" + front.label + "' and '" +
             member->label + "' ran with different seeds";
    }
  }
  return "";
}

const RegisteredTest* chosen_test(TestScope scope, const std::vector<const ComparedRuns*>& members,
                                  const RegisteredTest* asked) {
  if (asked != nullptr && asked->scope == scope) {
    const std::string why = misfit(*asked, members);
    if (why.empty()) return asked;
    std::string fitting;
    for (const RegisteredTest& test : registered_tests()) {
      if (misfit(test, members).empty()) fitting += (fitting.empty() ? "" : ", ") + test.name;
    }
    throw AnalysisError("--test " + asked->name + " does not fit these runs: " + why +
                        "; tests that fit: " + fitting + " (all: " + registered_test_names() + ")");
  }
  for (const RegisteredTest& test : registered_tests()) {
    if (test.scope == scope && misfit(test, members).empty()) return &test;
  }
  return nullptr;
}

PairRanks pair_ranks(const ComparedRuns& a, const ComparedRuns& b, Metric metric,
                     const RegisteredTest& test) {
  const auto samples = samples_of(test.pairing, {&a, &b}, metric);
  const TestOutcome outcome = test.run(samples);
  PairRanks result;
  result.test = {test.name,
                 outcome.statistic,
                 outcome.p_value,
                 outcome.exact,
                 {samples[0].size(), samples[1].size()}};
  if (test.pairing == Pairing::kInstances) {
    result.a12 = a12_within_instances(a, b, metric);
    result.blocks = static_cast<int>(samples[0].size());
  } else {
    result.a12 = nqga::a12(samples[0], samples[1]);
  }
  return result;
}

GroupResult group_test(const std::vector<std::size_t>& members,
                       const std::vector<ComparedRuns>& compared, Metric metric,
                       const RegisteredTest& test) {
  std::vector<const ComparedRuns*> group;
  for (std::size_t i : members) group.push_back(&compared[i]);
  const auto samples = samples_of(test.pairing, group, metric);
  const TestOutcome outcome = test.run(samples);
  GroupResult result;
  result.n = group.front()->first().n;
  result.problem = group.front()->first().problem;
  result.test = test.name;
  result.blocks = test.pairing == Pairing::kNone ? 0 : static_cast<int>(samples[0].size());
  result.points = members;
  result.result = {outcome.statistic, outcome.df, outcome.p_value, outcome.average_ranks};
  for (const auto& sample : samples) result.sizes.push_back(sample.size());
  return result;
}

}  // namespace nqga
