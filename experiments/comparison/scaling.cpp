#include "comparison/scaling.hpp"

#include <algorithm>
#include <cmath>
#include <limits>
#include <map>
#include <nqga/rng.hpp>

#include "comparison/versus_exact.hpp"

namespace nqga {

namespace {

constexpr double kNaN = std::numeric_limits<double>::quiet_NaN();

// A law's parameter from a fit: k of a n^k (x = log10 n), or b of a b^n (x = n).
double parameter_of(const LineFit& fit, bool power) {
  return power ? fit.slope : std::pow(10.0, fit.slope);
}

GrowthLaw fitted(const std::vector<double>& x, const std::vector<double>& ert, bool power) {
  const LineFit fit = fit_log_line(x, ert);
  return {parameter_of(fit, power), {kNaN, kNaN}, fit.residual, std::pow(10.0, fit.intercept)};
}

// The percentile bootstrap of both laws: each n's attempts redrawn with replacement, the laws
// fitted again; resamples with fewer than 3 finite ERTs left out.
void bootstrap_laws(const std::vector<std::vector<Attempt>>& attempts,
                    const std::vector<double>& log_n, const std::vector<double>& n,
                    ScalingSeries& series, Rng& rng) {
  std::vector<double> powers, bases, ert(attempts.size());
  std::vector<Attempt> drawn;
  for (int k = 0; k < kScalingResamples; ++k) {
    for (std::size_t i = 0; i < attempts.size(); ++i) {
      drawn.resize(attempts[i].size());
      for (Attempt& a : drawn) a = attempts[i][uniform_below(rng, attempts[i].size())];
      ert[i] = expected_running_time(drawn);
    }
    if (std::count_if(ert.begin(), ert.end(), [](double e) { return std::isfinite(e); }) < 3)
      continue;
    powers.push_back(fit_log_line(log_n, ert).slope);
    bases.push_back(std::pow(10.0, fit_log_line(n, ert).slope));
  }
  for (auto [values, law] : {std::pair{&powers, &series.power}, {&bases, &series.exponential}}) {
    if (values->empty()) continue;
    std::sort(values->begin(), values->end());
    law->interval = {quantile(*values, 0.025), quantile(*values, 0.975)};
  }
}

ScalingSeries series_of(const Results& results, const std::vector<const ResultCell*>& cells) {
  const ResultCell& first = *cells.front();
  ScalingSeries series;
  series.configuration = first.configuration;
  series.problem = problem_without_n(first.problem);
  series.solver = first.solver.name;
  series.exact = first.solver.exact;
  Rng rng(derive_seed(kScalingSeed, fnv1a(series.configuration + "|" + series.problem)));
  std::vector<std::vector<Attempt>> attempts;
  std::vector<double> log_n, n;
  for (const ResultCell* cell : cells) {
    attempts.push_back(timed_cell(results, *cell).attempts);
    const std::vector<Attempt>& a = attempts.back();
    series.ns.push_back(cell->n);
    series.runs.push_back(static_cast<int>(a.size()));
    series.solved.push_back(static_cast<int>(
        std::count_if(a.begin(), a.end(), [](const Attempt& x) { return x.solved; })));
    series.ert.push_back(expected_running_time(a));
    series.interval.push_back(a.size() < 2 ? Interval{kNaN, kNaN}
                                           : bootstrap_ert_interval(a, kScalingResamples, rng));
    log_n.push_back(std::log10(static_cast<double>(cell->n)));
    n.push_back(cell->n);
  }
  series.power = fitted(log_n, series.ert, true);
  series.exponential = fitted(n, series.ert, false);
  bootstrap_laws(attempts, log_n, n, series, rng);
  return series;
}

}  // namespace

std::string ScalingSeries::better() const {
  if (std::isnan(power.parameter) || std::isnan(exponential.parameter)) return "";
  return power.residual <= exponential.residual ? "power" : "exponential";
}

LineFit fit_log_line(const std::vector<double>& x, const std::vector<double>& y) {
  std::vector<double> xs, ys;
  for (std::size_t i = 0; i < x.size(); ++i) {
    if (std::isfinite(y[i]) && y[i] > 0) {
      xs.push_back(x[i]);
      ys.push_back(std::log10(y[i]));
    }
  }
  if (xs.size() < 2) return {kNaN, kNaN, kNaN};
  const double count = static_cast<double>(xs.size());
  double mx = 0, my = 0;
  for (std::size_t i = 0; i < xs.size(); ++i) {
    mx += xs[i] / count;
    my += ys[i] / count;
  }
  double sxy = 0, sxx = 0;
  for (std::size_t i = 0; i < xs.size(); ++i) {
    sxy += (xs[i] - mx) * (ys[i] - my);
    sxx += (xs[i] - mx) * (xs[i] - mx);
  }
  if (sxx == 0) return {kNaN, kNaN, kNaN};
  LineFit fit{sxy / sxx, 0, 0};
  fit.intercept = my - fit.slope * mx;
  double squares = 0;
  for (std::size_t i = 0; i < xs.size(); ++i) {
    const double r = ys[i] - fit.intercept - fit.slope * xs[i];
    squares += r * r;
  }
  fit.residual = std::sqrt(squares / count);
  return fit;
}

std::vector<ScalingSeries> scaling(const Results& results) {
  std::vector<std::string> order;
  std::map<std::string, std::vector<const ResultCell*>> by_series;
  for (const ResultCell& cell : results.cells) {
    if (cell.solver.counts || cell.seconds_attempts.empty()) continue;
    const std::string key = cell.configuration + "|" + problem_without_n(cell.problem);
    if (!by_series.count(key)) order.push_back(key);
    by_series[key].push_back(&cell);
  }
  std::vector<ScalingSeries> series;
  for (const std::string& key : order) {
    auto& cells = by_series[key];
    std::stable_sort(cells.begin(), cells.end(),
                     [](const ResultCell* a, const ResultCell* b) { return a->n < b->n; });
    if (cells.size() >= 3) series.push_back(series_of(results, cells));
  }
  return series;
}

namespace {

using SR = ScalingRow;

const ScalingSeries& s(const SR& r) { return *r.series; }

TableColumn<SR> scaling_real(const char* name, const char* unit, const char* meaning,
                             double (*value)(const SR&)) {
  return {{name, ColumnType::kReal, unit, meaning},
          [value](const SR& r) -> Field { return value(r); }};
}

TableSchema<SR> scaling_columns() {
  return {
      {{"configuration", ColumnType::kText, "", "the configuration"},
       [](const SR& r) -> Field { return s(r).configuration; }},
      {{"problem", ColumnType::kText, "", "the problem label without n (empty on the plain board)"},
       [](const SR& r) -> Field { return s(r).problem; }},
      {{"solver", ColumnType::kText, "", "the solver's name"},
       [](const SR& r) -> Field { return s(r).solver; }},
      {{"n", ColumnType::kCount, "queens", "the board size"},
       [](const SR& r) -> Field { return std::int64_t{s(r).ns[r.at]}; }},
      {{"runs", ColumnType::kCount, "measurements",
        "runs on solvable and undecided instances (an exact search's timings each)"},
       [](const SR& r) -> Field { return std::int64_t{s(r).runs[r.at]}; }},
      {{"solved", ColumnType::kCount, "measurements", "those that solved"},
       [](const SR& r) -> Field { return std::int64_t{s(r).solved[r.at]}; }},
      scaling_real("ert_seconds", "seconds", "expected running time (`inf` without a success)",
                   [](const SR& r) { return s(r).ert[r.at]; }),
      scaling_real("ert_low", "seconds", "bootstrap 95 % lower bound (1000 resamples)",
                   [](const SR& r) { return s(r).interval[r.at].low; }),
      scaling_real("ert_high", "seconds", "its upper bound (`inf`: open)",
                   [](const SR& r) { return s(r).interval[r.at].high; }),
      scaling_real("power_k", "", "k of the power law a n^k fitted over the series' finite ERTs",
                   [](const SR& r) { return s(r).power.parameter; }),
      scaling_real("power_k_low", "", "bootstrap 95 % lower bound of k",
                   [](const SR& r) { return s(r).power.interval.low; }),
      scaling_real("power_k_high", "", "its upper bound",
                   [](const SR& r) { return s(r).power.interval.high; }),
      scaling_real("power_a", "seconds", "a of the power law",
                   [](const SR& r) { return s(r).power.scale; }),
      scaling_real("power_residual", "log10 seconds", "root mean square residual of the power law",
                   [](const SR& r) { return s(r).power.residual; }),
      scaling_real("exponential_b", "", "b of the exponential law a b^n",
                   [](const SR& r) { return s(r).exponential.parameter; }),
      scaling_real("exponential_b_low", "", "bootstrap 95 % lower bound of b",
                   [](const SR& r) { return s(r).exponential.interval.low; }),
      scaling_real("exponential_b_high", "", "its upper bound",
                   [](const SR& r) { return s(r).exponential.interval.high; }),
      scaling_real("exponential_a", "seconds", "a of the exponential law",
                   [](const SR& r) { return s(r).exponential.scale; }),
      scaling_real("exponential_residual", "log10 seconds",
                   "root mean square residual of the exponential law",
                   [](const SR& r) { return s(r).exponential.residual; }),
      {{"better", ColumnType::kText, "",
        "`power` or `exponential`: the law with the smaller residual"},
       [](const SR& r) -> Field { return s(r).better(); }},
  };
}

}  // namespace

const TableSchema<ScalingRow>& scaling_schema() {
  static const TableSchema<ScalingRow> schema = scaling_columns();
  return schema;
}

Table scaling_table(const std::vector<ScalingSeries>& series) {
  std::vector<ScalingRow> rows;
  for (const ScalingSeries& one : series)
    for (std::size_t i = 0; i < one.ns.size(); ++i) rows.push_back({&one, i});
  return table_of(scaling_schema(), rows);
}

}  // namespace nqga
