#include "tables/versus_exact.hpp"

#include <algorithm>
#include <cmath>
#include <functional>
#include <limits>
#include <map>
#include <nlohmann/json.hpp>
#include <nqga/rng.hpp>
#include <tuple>

#include "statistics/ert_ratio.hpp"

namespace nqga {

namespace {

constexpr double kUnbounded = std::numeric_limits<double>::infinity();

const char* const kVersusColumns[] = {
    "problem",       "n",           "configuration", "exact",
    "seconds",       "seconds_low", "seconds_high",  "exact_seconds",
    "exact_outcome", "ratio",       "ratio_low",     "ratio_high",
    "faster",        "test",        "p_value"};

std::vector<double> censored_seconds(const std::vector<Attempt>& runs) {
  std::vector<double> values;
  for (const Attempt& run : runs) values.push_back(run.solved ? run.work : kUnbounded);
  return values;
}

bool has_spread(const std::vector<double>& values) {
  return std::adjacent_find(values.begin(), values.end(), std::not_equal_to<>()) != values.end();
}

std::vector<std::string> versus_row(const ResultCell& g, const ResultCell& exact) {
  const std::uint64_t stream = fnv1a(g.problem + "|" + g.configuration + "|" + exact.configuration);
  Rng rng(derive_seed(kVersusSeed, stream));
  const Interval seconds = bootstrap_ert_interval(g.seconds_attempts, kVersusResamples, rng);
  const Interval ratio = bootstrap_ert_ratio_interval(g.seconds_attempts, exact.seconds_attempts,
                                                      kVersusResamples, rng);
  const double point = ert_ratio(g.seconds_attempts, exact.seconds_attempts);
  const char* faster = ratio.high < 1 ? "configuration" : ratio.low > 1 ? "exact" : "unclear";
  // Mann-Whitney U where both sides have spread: a deterministic solver timed once has none.
  const auto a = censored_seconds(g.seconds_attempts), b = censored_seconds(exact.seconds_attempts);
  const bool tested = has_spread(a) && has_spread(b);
  return {g.problem,
          std::to_string(g.n),
          g.configuration,
          exact.configuration,
          number_field(expected_running_time(g.seconds_attempts)),
          number_field(seconds.low),
          number_field(seconds.high),
          number_field(expected_running_time(exact.seconds_attempts)),
          exact.outcome,
          number_field(point),
          number_field(ratio.low),
          number_field(ratio.high),
          faster,
          tested ? "mann-whitney" : "none",
          tested ? number_field(mann_whitney_u(a, b).p_value) : ""};
}

}  // namespace

Table versus_exact_table(const Results& results) {
  Table table;
  table.header.assign(std::begin(kVersusColumns), std::end(kVersusColumns));
  for (const ResultCell& g : results.cells) {
    if (!g.solver.seeded || g.seconds_attempts.empty()) continue;
    for (const ResultCell& exact : results.cells) {
      if (exact.solver.exact && exact.problem == g.problem && !exact.seconds_attempts.empty()) {
        table.rows.push_back(versus_row(g, exact));
      }
    }
  }
  return table;
}

namespace {

// A cell as JSON: text for the labels, else a number (null when blank or infinite).
nlohmann::json json_cell(const std::string& column, const std::string& cell) {
  if (column == "problem" || column == "configuration" || column == "exact" ||
      column == "exact_outcome" || column == "faster" || column == "test") {
    return cell;
  }
  const double value = field_number(cell);
  if (std::isnan(value) || std::isinf(value)) return nullptr;
  return value;
}

// The smallest n from which `below_one` holds at every larger n (ns ascending); null if it fails
// at the largest.
nlohmann::json from_which(const std::vector<std::pair<int, double>>& by_n) {
  nlohmann::json first = nullptr;
  for (auto it = by_n.rbegin(); it != by_n.rend() && it->second < 1; ++it) first = it->first;
  return first;
}

// The problem label without its leading "n=N": what stays fixed along a crossover's n's.
std::string problem_class(const std::string& problem) {
  const auto space = problem.find(' ');
  return space == std::string::npos ? "" : problem.substr(space + 1);
}

}  // namespace

std::string versus_exact_json(const Table& versus) {
  nlohmann::json rows = nlohmann::json::array();
  using Key = std::tuple<std::string, std::string, std::string>;  // configuration, exact, class
  std::vector<Key> order;
  std::map<Key, std::vector<std::vector<std::string>>> series;
  for (const auto& row : versus.rows) {
    nlohmann::json json = nlohmann::json::object();
    for (std::size_t i = 0; i < versus.header.size(); ++i) {
      json[versus.header[i]] = json_cell(versus.header[i], row[i]);
    }
    rows.push_back(json);
    const Key key{versus.at(row, "configuration"), versus.at(row, "exact"),
                  problem_class(versus.at(row, "problem"))};
    if (!series.count(key)) order.push_back(key);
    series[key].push_back(row);
  }
  nlohmann::json crossovers = nlohmann::json::array();
  for (const Key& key : order) {
    auto& points = series[key];
    if (points.size() < 2) continue;  // one n: a ratio, no crossover
    std::stable_sort(points.begin(), points.end(), [&](const auto& x, const auto& y) {
      return std::stoi(versus.at(x, "n")) < std::stoi(versus.at(y, "n"));
    });
    std::map<std::string, std::vector<std::pair<int, double>>> by;  // column -> (n, value)
    nlohmann::json unclear = nlohmann::json::array();
    for (const auto& row : points) {
      const int n = std::stoi(versus.at(row, "n"));
      for (const char* column : {"ratio", "ratio_low", "ratio_high"}) {
        const double value = field_number(versus.at(row, column));
        by[column].push_back({n, std::isnan(value) ? kUnbounded : value});
      }
      if (versus.at(row, "faster") == "unclear") unclear.push_back(n);
    }
    crossovers.push_back({{"configuration", std::get<0>(key)},
                          {"exact", std::get<1>(key)},
                          {"problem", std::get<2>(key)},
                          {"n", from_which(by["ratio"])},
                          {"n_low", from_which(by["ratio_low"])},
                          {"n_high", from_which(by["ratio_high"])},
                          {"unclear", unclear}});
  }
  return nlohmann::json{{"rows", rows}, {"crossover", crossovers}}.dump(2) + "\n";
}

}  // namespace nqga
