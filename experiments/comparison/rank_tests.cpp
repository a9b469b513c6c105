#include "comparison/rank_tests.hpp"

#include <algorithm>
#include <cmath>
#include <limits>
#include <numeric>

namespace nqga {

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

PairRanks pair_ranks(const PointRuns& a, const PointRuns& b, Metric metric) {
  const auto scores = outcome_scores({&a, &b}, metric);
  PairRanks result;
  result.a12 = nqga::a12(scores[0], scores[1]);
  if (same_seeds(a, b)) {
    const SignedRank test = wilcoxon_signed_rank(by_seed(a, scores[0]), by_seed(b, scores[1]));
    result.test = {"wilcoxon-signed-rank", test.v, test.p_value, test.exact};
  } else {
    const MannWhitney test = mann_whitney_u(scores[0], scores[1]);
    result.test = {"mann-whitney", test.u, test.p_value, test.exact};
  }
  return result;
}

GroupResult group_test(int n, const std::vector<std::size_t>& members,
                       const std::vector<const PointRuns*>& points, Metric metric) {
  std::vector<const PointRuns*> group;
  for (std::size_t i : members) group.push_back(points[i]);
  const auto scores = outcome_scores(group, metric);
  const bool paired = group.front()->runs.size() >= 2 &&
                      std::all_of(group.begin(), group.end(), [&](const PointRuns* point) {
                        return same_seeds(*group.front(), *point);
                      });
  GroupResult result{n, paired ? "friedman" : "kruskal-wallis", 0, members, {}};
  if (!paired) {
    result.result = kruskal_wallis(scores);
    return result;
  }
  std::vector<std::vector<double>> blocks(group.front()->runs.size());
  for (std::size_t j = 0; j < group.size(); ++j) {
    const std::vector<double> ordered = by_seed(*group[j], scores[j]);
    for (std::size_t block = 0; block < blocks.size(); ++block) {
      blocks[block].push_back(ordered[block]);
    }
  }
  result.blocks = static_cast<int>(blocks.size());
  result.result = friedman(blocks);
  return result;
}

}  // namespace nqga
