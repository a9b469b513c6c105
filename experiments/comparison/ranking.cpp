#include "comparison/ranking.hpp"

#include <algorithm>
#include <map>
#include <numeric>

#include "comparison/rank_test_registry.hpp"
#include "statistics/critical_difference.hpp"

namespace nqga {

namespace {

// Each group's configurations, as the set the ranking needs every group to share.
std::vector<std::string> configurations_of(const Comparison& comparison, const GroupResult& group) {
  std::vector<std::string> names;
  for (std::size_t point : group.points) names.push_back(comparison.points[point].configuration);
  std::sort(names.begin(), names.end());
  return names;
}

// The groups whose configurations are those of most groups (the first such set on a tie), or
// none when fewer than two share one.
std::vector<const GroupResult*> ranked_groups(const Comparison& comparison) {
  std::map<std::vector<std::string>, std::vector<const GroupResult*>> by_set;
  std::vector<std::vector<std::string>> order;
  for (const GroupResult& group : comparison.groups) {
    const auto set = configurations_of(comparison, group);
    if (!by_set.count(set)) order.push_back(set);
    by_set[set].push_back(&group);
  }
  std::vector<const GroupResult*> chosen;
  for (const auto& set : order)
    if (by_set[set].size() > chosen.size()) chosen = by_set[set];
  return chosen.size() >= 2 ? chosen : std::vector<const GroupResult*>{};
}

}  // namespace

Ranking rank_across_problems(const Comparison& comparison) {
  Ranking ranking;
  if (comparison.matched) return ranking;
  const auto groups = ranked_groups(comparison);
  if (groups.empty()) return ranking;
  const std::vector<std::string> names = configurations_of(comparison, *groups.front());
  std::vector<std::vector<double>> blocks;  // a problem point's average ranks, in `names` order
  for (const GroupResult* group : groups) {
    std::vector<double>& block = blocks.emplace_back(names.size());
    for (std::size_t i = 0; i < group->points.size(); ++i) {
      const std::string& name = comparison.points[group->points[i]].configuration;
      const auto at = std::find(names.begin(), names.end(), name) - names.begin();
      block[static_cast<std::size_t>(at)] = group->result.average_ranks[i];
    }
    ranking.problems.push_back(group->problem);
  }
  ranking.test = friedman(blocks);
  const int k = static_cast<int>(names.size()), b = static_cast<int>(blocks.size());
  ranking.critical_difference = nemenyi_critical_difference(k, b, kClaimLevel);
  const RegisteredTest& test = *find_test("friedman");
  const auto smallest_at = [&](int m) {
    return smallest_p(test, std::vector<std::size_t>(names.size(), static_cast<std::size_t>(m)));
  };
  const double smallest = smallest_at(b);
  ranking.evidence = claim_evidence(ranking.test.p_value, smallest, 1, smallest, smallest_at, b);
  std::vector<std::size_t> order(names.size());
  std::iota(order.begin(), order.end(), 0);
  std::stable_sort(order.begin(), order.end(), [&](std::size_t x, std::size_t y) {
    return ranking.test.average_ranks[x] < ranking.test.average_ranks[y];
  });
  for (std::size_t i : order) {
    ranking.configurations.push_back(names[i]);
    ranking.mean_ranks.push_back(ranking.test.average_ranks[i]);
  }
  return ranking;
}

namespace {

using RR = RankingRow;

const Ranking& r_of(const RR& r) { return *r.ranking; }

TableColumn<RR> ranking_real(const char* name, const char* meaning, double (*value)(const RR&)) {
  return {{name, ColumnType::kReal, "", meaning},
          [value](const RR& r) -> Field { return value(r); }};
}

TableSchema<RR> ranking_columns() {
  return {
      {{"configuration", ColumnType::kText, "", "the configuration"},
       [](const RR& r) -> Field { return r_of(r).configurations[r.at]; }},
      {{"problems", ColumnType::kCount, "problem points",
        "the problem points ranked over (the blocks)"},
       [](const RR& r) -> Field { return static_cast<std::int64_t>(r_of(r).problems.size()); }},
      ranking_real("mean_rank", "its rank within each problem point averaged over them (1 is best)",
                   [](const RR& r) { return r_of(r).mean_ranks[r.at]; }),
      {{"rank", ColumnType::kCount, "", "its place by mean rank, 1 the best"},
       [](const RR& r) -> Field { return static_cast<std::int64_t>(r.at + 1); }},
      {{"test", ColumnType::kText, "", "Friedman's test over the problem points as blocks"},
       [](const RR&) -> Field { return std::string("friedman (blocks: problem points)"); }},
      ranking_real("statistic", "its chi-squared",
                   [](const RR& r) { return r_of(r).test.statistic; }),
      {{"df", ColumnType::kCount, "", "its degrees of freedom"},
       [](const RR& r) -> Field { return std::int64_t{r_of(r).test.df}; }},
      ranking_real("p_value", "its p (its own family: no correction)",
                   [](const RR& r) { return r_of(r).test.p_value; }),
      ranking_real("critical_difference", "Nemenyi's critical difference of mean ranks at 0.05",
                   [](const RR& r) { return r_of(r).critical_difference; }),
      ranking_real("smallest_p", "the smallest p the test gives with these blocks",
                   [](const RR& r) { return r_of(r).evidence.smallest_p; }),
      ranking_real("lowest_reachable_p", "the smallest p it could reach",
                   [](const RR& r) { return r_of(r).evidence.lowest_reachable; }),
      {{"claim", ColumnType::kText, "",
        "established, not established or out of reach: whether the configurations differ overall"},
       [](const RR& r) -> Field {
         return std::string(claim_status_name(r_of(r).evidence.status));
       }},
      {{"needed", ColumnType::kCount, "problem points",
        "out of reach: the problem points at which it could be reached; 0 otherwise"},
       [](const RR& r) -> Field { return std::int64_t{r_of(r).evidence.needed}; }},
  };
}

}  // namespace

const TableSchema<RankingRow>& ranking_schema() {
  static const TableSchema<RankingRow> schema = ranking_columns();
  return schema;
}

Table ranking_table(const Ranking& ranking) {
  std::vector<RankingRow> rows;
  for (std::size_t i = 0; i < ranking.configurations.size(); ++i) rows.push_back({&ranking, i});
  return table_of(ranking_schema(), rows);
}

}  // namespace nqga
