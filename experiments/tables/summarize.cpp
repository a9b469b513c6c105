#include "tables/summarize.hpp"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <functional>
#include <nqga/log_thinning.hpp>

#include "results/aggregate.hpp"
#include "run/design.hpp"
#include "run/files.hpp"
#include "tables/design_summary.hpp"
#include "tables/fixed_budget.hpp"
#include "tables/fixed_target.hpp"
#include "tables/runtime_ecdf.hpp"

namespace nqga {

namespace fs = std::filesystem;

std::vector<std::vector<Curves>> curves_by_point(const fs::path& run_dir, const Results& results,
                                                 const CurvesById& known) {
  std::vector<std::vector<Curves>> logs(results.points.size());
  for (const ResultRun& run : results.runs) {
    const int id = run.record->id;
    const auto it = known.find(id);
    Curves curves = it != known.end() ? it->second : read_curves(run_dir, id);
    if (!curves.best.empty()) logs[run.point].push_back(std::move(curves));
  }
  return logs;
}

namespace {

using Pick = std::function<const std::vector<double>&(const Curves&)>;

// Rows `prefix`, generation g, runs, then the median and quartiles across `runs` of each
// series that `series(run)` picks, at each generation of the log grid up to the longest run's
// last (a run counts with its record at the last generation it keeps up to g).
void quantile_rows(Table& table, const std::vector<std::string>& prefix,
                   const std::vector<Curves>& runs, const std::vector<Pick>& series) {
  std::int64_t last = 0;
  for (const auto& run : runs) last = std::max(last, run.generations.back());
  std::vector<std::size_t> at(runs.size(), 0);  // each run's record for g
  std::vector<double> values(runs.size());
  for (std::int64_t g = 0;; g = std::min(next_on_log_grid(g), last)) {
    for (std::size_t i = 0; i < runs.size(); ++i) {
      const auto& generations = runs[i].generations;
      while (at[i] + 1 < generations.size() && generations[at[i] + 1] <= g) ++at[i];
    }
    std::vector<std::string> row = prefix;
    row.push_back(std::to_string(g));
    row.push_back(std::to_string(runs.size()));
    for (const Pick& pick : series) {
      for (std::size_t i = 0; i < runs.size(); ++i) values[i] = pick(runs[i])[at[i]];
      const Spread s = spread(values);
      for (const double v : {s.median, s.q25, s.q75}) row.push_back(number_field(v));
    }
    table.rows.push_back(std::move(row));
    if (g == last) return;
  }
}

}  // namespace

std::vector<ColumnSpec> generations_quantiles_specs() {
  auto quantiles = [](const char* series, const char* what) {
    const std::string of = std::string(" across the point's runs of the ") + what +
                           " at the generation (a run that stopped counts with its last one)";
    return std::vector<ColumnSpec>{
        {std::string(series) + "_median", ColumnType::kReal, "conflicting pairs", "median" + of},
        {std::string(series) + "_q25", ColumnType::kReal, "conflicting pairs",
         "first quartile" + of},
        {std::string(series) + "_q75", ColumnType::kReal, "conflicting pairs",
         "third quartile" + of}};
  };
  std::vector<ColumnSpec> specs{
      {"point", ColumnType::kCount, "", "the parameter point"},
      {"label", ColumnType::kText, "", "its axes in effect, `key=value` each"},
      {"generation", ColumnType::kCount, "generations",
       "the generation: every one up to 65,536, then the logs' grid, and the longest run's last"},
      {"runs", ColumnType::kCount, "runs", "the point's runs with a log"}};
  for (const auto& part :
       {quantiles("best", "best conflicts"), quantiles("mean", "mean conflicts")})
    specs.insert(specs.end(), part.begin(), part.end());
  return specs;
}

Table generations_quantiles_table(const Results& results,
                                  const std::vector<std::vector<Curves>>& curves) {
  Table table;
  const std::vector<ColumnSpec> specs = generations_quantiles_specs();
  for (const ColumnSpec& spec : specs) {
    table.header.push_back(spec.name);
    if (spec.name == "label")
      table.header.insert(table.header.end(), results.axes.begin(), results.axes.end());
  }
  const std::vector<Pick> series{[](const Curves& c) -> const auto& {return c.best;
}
, [](const Curves& c) -> const auto& { return c.mean; }
};  // namespace nqga
for (const ResultPoint& point : results.points) {
  const auto& runs = curves[static_cast<std::size_t>(point.point)];
  if (runs.empty()) continue;
  std::vector<std::string> prefix{std::to_string(point.point), point.label};
  prefix.insert(prefix.end(), point.axis_text.begin(), point.axis_text.end());
  quantile_rows(table, prefix, runs, series);
}
return table;
}

Table generations_islands_table(const Results& results,
                                const std::vector<std::vector<Curves>>& curves) {
  Table table;
  table.header = {"point", "label",       "island",   "generation",
                  "runs",  "best_median", "best_q25", "best_q75"};
  for (const ResultPoint& point : results.points) {
    const auto& runs = curves[static_cast<std::size_t>(point.point)];
    if (runs.empty() || runs.front().islands.empty()) continue;
    for (std::size_t island = 0; island < runs.front().islands.size(); ++island) {
      const Pick pick = [island](const Curves& c) -> const auto& { return c.islands[island]; };
      quantile_rows(table, {std::to_string(point.point), point.label, std::to_string(island + 1)},
                    runs, {pick});
    }
  }
  return table;
}

namespace {

// Writes `table` as DIR/NAME when it has rows; else removes a DIR/NAME left from before, so that
// no file outlives the runs it was made of.
void write_or_remove(const fs::path& dir, const char* name, const Table& table) {
  if (table.rows.empty()) {
    std::error_code ignored;
    fs::remove(dir / name, ignored);
    return;
  }
  write_file_atomically(dir / name, table_csv(table));
}

}  // namespace

void write_summaries(const fs::path& run_dir, const Results& results,
                     const std::vector<std::vector<Curves>>& curves) {
  write_file_atomically(run_dir / "runs.csv", table_csv(runs_table(results)));
  write_file_atomically(run_dir / "summary.csv", table_csv(summary_table(results)));
  write_file_atomically(run_dir / "summary.json", summary_json(results));
  write_file_atomically(run_dir / "design.json", design_json(results.design));
  write_file_atomically(run_dir / "design_summary.csv", table_csv(design_summary_table(results)));
  const std::vector<FixedTargetGroup> histories = fixed_target_groups(results);
  write_or_remove(run_dir, "fixed_target.csv", fixed_target_table(histories));
  write_or_remove(run_dir, "fixed_budget.csv", fixed_budget_table(histories));
  write_or_remove(run_dir, "runtime_ecdf.csv", runtime_ecdf_table(histories));
  write_file_atomically(run_dir / "generations_quantiles.csv",
                        table_csv(generations_quantiles_table(results, curves)));
  write_or_remove(run_dir, "generations_islands.csv", generations_islands_table(results, curves));
  std::error_code ignored;
  fs::remove(run_dir / "phase.csv", ignored);  // design_summary.csv holds what it held
}

std::string summary_text(const std::vector<PointSummary>& points) {
  std::size_t width = 5;
  for (const auto& p : points) width = std::max(width, p.label.size());
  auto number = [](double v, const char* format) {
    if (std::isnan(v)) return std::string("-");
    char text[32];
    std::snprintf(text, sizeof text, format, v);
    return std::string(text);
  };
  char line[512];
  std::snprintf(line, sizeof line, "%-*s %8s %8s %10s %12s %10s\n", static_cast<int>(width),
                "point", "solved", "success", "med. gens", "med. work", "med. s");
  std::string table = line;
  int invalid = 0;
  std::vector<std::pair<std::string, std::string>> units;  // solver, work, in order of appearance
  for (const auto& p : points) {
    const std::string solved = std::to_string(p.solved) + "/" + std::to_string(p.runs);
    std::snprintf(line, sizeof line, "%-*s %8s %7.0f%% %10s %12s %10s\n", static_cast<int>(width),
                  p.label.c_str(), solved.c_str(), 100 * p.success_rate,
                  number(p.has_generations ? p.generations.median : NAN, "%.0f").c_str(),
                  number(p.work_spread.median, "%.0f").c_str(),
                  number(p.seconds.median, "%.3g").c_str());
    table += line;
    invalid += p.invalid;
    const std::pair<std::string, std::string> unit{p.solver, p.work.empty() ? "-" : p.work};
    if (std::find(units.begin(), units.end(), unit) == units.end()) units.push_back(unit);
  }
  std::string legend;
  for (const auto& [solver, work] : units) {
    legend += (legend.empty() ? "" : ", ") + (units.size() > 1 ? solver + " = " : "") + work;
  }
  table += "(medians over solved runs; work: " + legend + ")\n";
  if (invalid)
    table = "INVALID: " + std::to_string(invalid) +
            " reported board(s) failed validation; see runs.csv\n" + table;
  return table;
}

}  // namespace nqga
