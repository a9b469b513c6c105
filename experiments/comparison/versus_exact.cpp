#include "comparison/versus_exact.hpp"

#include <algorithm>
#include <cmath>
#include <functional>
#include <limits>
#include <map>
#include <nlohmann/json.hpp>
#include <nqga/rng.hpp>
#include <tuple>

#include "comparison/point_runs.hpp"
#include "comparison/rank_tests.hpp"
#include "statistics/ert_ratio.hpp"

namespace nqga {

TimedCell timed_cell(const Results& results, const ResultCell& cell) {
  TimedCell timed;
  for (std::size_t p : cell.points) {
    const ResultPoint& point = results.points[p];
    if (results.instances[point.instance].status() == InstanceStatus::kUnsolvable) continue;
    PointRuns& runs = timed.points.emplace_back(described_point(results, point));
    for (std::size_t r : point.runs) {
      const ResultRun& run = results.runs[r];
      const RunResult& result = run.record->result;
      const std::vector<double> once{result.seconds};
      for (const double seconds : result.timings.empty() ? once : result.timings) {
        runs.runs.push_back({.id = run.record->id,
                             .replicate = static_cast<int>(runs.runs.size()),
                             .seed = run.record->seed,
                             .solved = run.solved(),
                             .seconds = seconds,
                             .best_conflicts = run.best_conflicts()});
        timed.attempts.push_back({seconds, run.solved()});
      }
    }
  }
  return timed;
}

namespace {

constexpr double kNone = std::numeric_limits<double>::quiet_NaN();

// The rank test of the two on seconds, as `nqga compare --metric seconds` would choose it.
void test_pair(const TimedCell& config, const TimedCell& exact, VersusRow& row) {
  ComparedRuns a{row.configuration, {}}, b{row.exact, {}};
  for (const PointRuns& point : config.points) a.instances.push_back(&point);
  for (const PointRuns& point : exact.points) b.instances.push_back(&point);
  if (a.instances.empty() || b.instances.empty()) return;
  const RegisteredTest* test = chosen_test(TestScope::kPair, {&a, &b}, nullptr);
  if (test == nullptr) return;
  const PairRanks ranks = pair_ranks(a, b, Metric::kSeconds, *test);
  row.test = test->name;
  row.blocks = ranks.blocks;
  row.p_value = ranks.test.p_value;
  row.evidence.smallest_p = smallest_p(*test, ranks.test.sizes);
}

// A bootstrap interval where the attempts have more than one measurement, else none.
Interval interval_of(const std::vector<Attempt>& attempts, Rng& rng) {
  if (attempts.size() < 2) return {kNone, kNone};
  return bootstrap_ert_interval(attempts, kVersusResamples, rng);
}

VersusRow versus_row(const Results& results, const ResultCell& g, const ResultCell& exact) {
  const TimedCell config = timed_cell(results, g), timed_exact = timed_cell(results, exact);
  VersusRow row;
  row.problem = g.problem;
  row.configuration = g.configuration;
  row.exact = exact.configuration;
  row.n = g.n;
  row.runs = static_cast<int>(config.attempts.size());
  for (const Attempt& a : config.attempts) row.solved += a.solved;
  row.exact_runs = exact.runs_on_solvable + exact.runs_on_undecided;
  row.exact_timings = static_cast<int>(timed_exact.attempts.size());
  row.exact_outcome = exact.outcome;
  Rng rng(derive_seed(kVersusSeed,
                      fnv1a(g.problem + "|" + g.configuration + "|" + exact.configuration)));
  row.seconds = expected_running_time(config.attempts);
  row.seconds_interval = interval_of(config.attempts, rng);
  row.spread_factor = row.seconds_interval.high / row.seconds_interval.low;
  row.exact_seconds = expected_running_time(timed_exact.attempts);
  Rng exact_rng(derive_seed(kVersusSeed, fnv1a(g.problem + "|" + exact.configuration)));
  row.exact_interval = interval_of(timed_exact.attempts, exact_rng);
  row.ratio = ert_ratio(config.attempts, timed_exact.attempts);
  row.ratio_interval = config.attempts.size() < 2 || timed_exact.attempts.size() < 2
                           ? Interval{kNone, kNone}
                           : bootstrap_ert_ratio_interval(config.attempts, timed_exact.attempts,
                                                          kVersusResamples, rng);
  test_pair(config, timed_exact, row);
  return row;
}

// The smallest p of `row`'s test with m blocks (or m measurements a side).
std::function<double(int)> smallest_p_at(const std::string& name) {
  return [test = find_test(name)](int m) {
    return smallest_p(*test, {static_cast<std::size_t>(m), static_cast<std::size_t>(m)});
  };
}

// Holm over the rows with a test, then each row's claim.
void correct(VersusExact& versus) {
  std::vector<double> p_values;
  double floor = 1;
  for (const VersusRow& row : versus.rows) {
    if (row.test.empty()) continue;
    p_values.push_back(row.p_value);
    floor = std::min(floor, row.evidence.smallest_p);
  }
  versus.family = p_values.size();
  const std::vector<double> adjusted = holm(p_values);
  std::size_t k = 0;
  for (VersusRow& row : versus.rows) {
    if (row.test.empty()) {
      row.evidence = {1, 1, ClaimStatus::kOutOfReach, 0};
      row.faster = "no test";
      continue;
    }
    row.p_holm = adjusted[k++];
    row.family = versus.family;
    const int size = row.blocks > 0 ? row.blocks : std::min(row.runs, row.exact_timings);
    row.evidence = claim_evidence(row.p_holm, row.evidence.smallest_p, versus.family, floor,
                                  smallest_p_at(row.test), size);
    row.faster = row.evidence.status != ClaimStatus::kEstablished
                     ? claim_status_name(row.evidence.status)
                 : row.ratio < 1 ? "configuration"
                                 : "exact";
  }
}

void find_crossovers(VersusExact& versus) {
  using Key = std::tuple<std::string, std::string, std::string>;
  std::vector<Key> order;
  std::map<Key, std::vector<std::size_t>> series;
  for (std::size_t i = 0; i < versus.rows.size(); ++i) {
    const VersusRow& row = versus.rows[i];
    const Key key{row.configuration, row.exact, problem_without_n(row.problem)};
    if (!series.count(key)) order.push_back(key);
    series[key].push_back(i);
  }
  for (const Key& key : order) {
    std::vector<std::size_t>& rows = series[key];
    if (rows.size() < 2) continue;  // one n: a ratio, no crossover
    std::stable_sort(rows.begin(), rows.end(), [&](std::size_t x, std::size_t y) {
      return versus.rows[x].n < versus.rows[y].n;
    });
    Crossover crossover{std::get<0>(key), std::get<1>(key), std::get<2>(key), rows};
    for (auto it = rows.rbegin(); it != rows.rend() && versus.rows[*it].faster == "configuration";
         ++it)
      crossover.from_n = versus.rows[*it].n;
    for (std::size_t i : rows) {
      const VersusRow& row = versus.rows[i];
      if (row.faster == "exact" && (crossover.from_n == 0 || row.n < crossover.from_n))
        crossover.after_n = row.n;
    }
    versus.crossovers.push_back(std::move(crossover));
  }
}

}  // namespace

VersusExact versus_exact(const Results& results) {
  VersusExact versus;
  for (const ResultCell& g : results.cells) {
    if (!g.solver.seeded || g.seconds_attempts.empty()) continue;
    for (const ResultCell& exact : results.cells) {
      if (exact.solver.exact && exact.problem == g.problem && !exact.seconds_attempts.empty())
        versus.rows.push_back(versus_row(results, g, exact));
    }
  }
  correct(versus);
  find_crossovers(versus);
  return versus;
}

namespace {

using R = VersusRow;

TableColumn<R> versus_real(const char* name, const char* unit, const char* meaning,
                           double (*value)(const R&)) {
  return {{name, ColumnType::kReal, unit, meaning},
          [value](const R& r) -> Field { return value(r); }};
}
TableColumn<R> versus_count(const char* name, const char* unit, const char* meaning,
                            int R::*member) {
  return {{name, ColumnType::kCount, unit, meaning},
          [member](const R& r) -> Field { return std::int64_t{r.*member}; }};
}
TableColumn<R> versus_text(const char* name, const char* meaning, std::string R::*member) {
  return {{name, ColumnType::kText, "", meaning},
          [member](const R& r) -> Field { return r.*member; }};
}

TableSchema<R> versus_columns() {
  return {
      versus_text("problem", "the problem point", &R::problem),
      versus_count("n", "queens", "the board size", &R::n),
      versus_text("configuration", "the seeded configuration", &R::configuration),
      versus_text("exact", "the exact configuration", &R::exact),
      versus_count("runs", "runs", "the configuration's runs on solvable and undecided instances",
                   &R::runs),
      versus_count("solved", "runs", "those that solved", &R::solved),
      versus_real("seconds", "seconds", "its ERT in seconds (`inf` without a success)",
                  [](const R& r) { return r.seconds; }),
      versus_real("seconds_low", "seconds",
                  "bootstrap 95 % lower bound (2000 resamples); blank for one run",
                  [](const R& r) { return r.seconds_interval.low; }),
      versus_real("seconds_high", "seconds", "upper bound (`inf`: the interval is open)",
                  [](const R& r) { return r.seconds_interval.high; }),
      versus_real("spread_factor", "",
                  "seconds_high / seconds_low: past 10, too few runs for the tail",
                  [](const R& r) { return r.spread_factor; }),
      versus_count("exact_runs", "runs", "the exact configuration's runs there (one an instance)",
                   &R::exact_runs),
      versus_count("exact_timings", "measurements",
                   "their timings: each decided search is timed up to 5 times", &R::exact_timings),
      versus_real("exact_seconds", "seconds", "its ERT over the timings",
                  [](const R& r) { return r.exact_seconds; }),
      versus_real("exact_seconds_low", "seconds",
                  "bootstrap 95 % lower bound; blank for one timing",
                  [](const R& r) { return r.exact_interval.low; }),
      versus_real("exact_seconds_high", "seconds", "upper bound",
                  [](const R& r) { return r.exact_interval.high; }),
      versus_text(
          "exact_outcome",
          "the exact runs' stop reason (`solved`, `time_limit`, ...), `mixed` when they differ",
          &R::exact_outcome),
      versus_real("ratio", "",
                  "seconds / exact_seconds: 0 when only the exact side never succeeds, `inf` when "
                  "only the configuration never does",
                  [](const R& r) { return r.ratio; }),
      versus_real("ratio_low", "",
                  "bootstrap 95 % lower bound (both sides resampled); blank when a side has one "
                  "measurement",
                  [](const R& r) { return r.ratio_interval.low; }),
      versus_real("ratio_high", "", "upper bound",
                  [](const R& r) { return r.ratio_interval.high; }),
      versus_text("test",
                  "the rank test on seconds (instances as blocks where there are instances); empty "
                  "when none fits",
                  &R::test),
      versus_count("blocks", "instances",
                   "the instances used as blocks; 0 when runs were compared directly", &R::blocks),
      versus_real("p_value", "", "the test's two-sided p", [](const R& r) { return r.p_value; }),
      versus_real("p_holm", "", "p corrected by Holm over every row with a test",
                  [](const R& r) { return r.p_holm; }),
      {{"family", ColumnType::kCount, "tests", "the rows Holm's correction covers"},
       [](const R& r) -> Field { return static_cast<std::int64_t>(r.family); }},
      versus_real("smallest_p", "", "the smallest p the test gives at these sizes",
                  [](const R& r) { return r.evidence.smallest_p; }),
      versus_real("lowest_reachable_p", "", "the smallest Holm p it could reach",
                  [](const R& r) { return r.evidence.lowest_reachable; }),
      {{"claim", ColumnType::kText, "",
        "established, not established or out of reach (the claim policy)"},
       [](const R& r) -> Field { return std::string(claim_status_name(r.evidence.status)); }},
      {{"needed", ColumnType::kCount, "blocks or runs",
        "out of reach: the blocks (or measurements a side) at which it could be reached; 0 "
        "otherwise"},
       [](const R& r) -> Field { return std::int64_t{r.evidence.needed}; }},
      versus_text("faster",
                  "`configuration` or `exact` where the claim is established, else the claim's "
                  "status (or `no test`)",
                  &R::faster),
      {{"few_runs", ColumnType::kFlag, "",
        "spread_factor past 10: the configuration's runs are too few for its tail"},
       [](const R& r) -> Field { return r.few_runs(); }},
  };
}

}  // namespace

const TableSchema<VersusRow>& versus_exact_schema() {
  static const TableSchema<VersusRow> schema = versus_columns();
  return schema;
}

Table versus_exact_table(const VersusExact& versus) {
  return table_of(versus_exact_schema(), versus.rows);
}

std::string versus_exact_json(const VersusExact& versus) {
  const nlohmann::json rows = json_of(versus_exact_schema(), versus.rows);
  nlohmann::json crossovers = nlohmann::json::array();
  for (const Crossover& c : versus.crossovers) {
    crossovers.push_back(
        {{"configuration", c.configuration},
         {"exact", c.exact},
         {"problem", c.problem},
         {"n", c.from_n ? nlohmann::json(c.from_n) : nlohmann::json(nullptr)},
         {"after_n", c.after_n ? nlohmann::json(c.after_n) : nlohmann::json(nullptr)}});
  }
  return nlohmann::json{{"rows", rows},
                        {"crossover", crossovers},
                        {"family", versus.family},
                        {"claim_rule", claim_rule_text()}}
             .dump(2) +
         "\n";
}

}  // namespace nqga
