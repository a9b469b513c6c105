#include <algorithm>
#include <cmath>
#include <functional>
#include <limits>
#include <nlohmann/json.hpp>

#include "run/csv.hpp"
#include "run/design.hpp"
#include "run/files.hpp"
#include "run/log_thinning.hpp"
#include "tables/design_summary.hpp"
#include "tables/fixed_target.hpp"
#include "tables/phase.hpp"
#include "tables/summarize.hpp"
#include "tables/versus_exact.hpp"

// The tables of summarize.hpp: runs.csv, summary.csv and .json, generations_quantiles.csv.
namespace nqga {

namespace {

std::vector<std::string> axis_names(const Sweep& sweep, bool with_n) {
  std::vector<std::string> names;
  for (std::size_t axis : sweep.axes) {
    const std::string& path = (*sweep.schema)[axis].path;
    if (with_n || (path != "n" && path != "solver")) names.push_back(path);
  }
  return names;
}

std::vector<std::string> axis_values(const Sweep& sweep, const Job& job) {
  std::vector<std::string> values;
  for (std::size_t axis : sweep.axes) {
    const std::string& path = (*sweep.schema)[axis].path;
    if (path != "n" && path != "solver") values.push_back(axis_text(sweep, job, axis));
  }
  return values;
}

// The first job of a point: what describes it.
const Job& first_job_of(const Sweep& sweep, int point) {
  return *std::find_if(sweep.jobs.begin(), sweep.jobs.end(),
                       [&](const Job& job) { return job.point == point; });
}

const char* const kSummaryColumns[] = {"n",
                                       "solver",
                                       "work",
                                       "work_column",
                                       "seeded",
                                       "jobs",
                                       "runs",
                                       "solved",
                                       "success_rate",
                                       "invalid",
                                       "generations_median",
                                       "generations_q25",
                                       "generations_q75",
                                       "evaluations_median",
                                       "evaluations_q25",
                                       "evaluations_q75",
                                       "nodes_median",
                                       "work_median",
                                       "work_q25",
                                       "work_q75",
                                       "seconds_median",
                                       "seconds_q25",
                                       "seconds_q75",
                                       "ert_evaluations",
                                       "ert_work",
                                       "ert_seconds",
                                       "distinct_solutions",
                                       "distinct_classes",
                                       "total_solutions",
                                       "total_classes"};

std::vector<std::string> summary_fields(const PointSummary& p) {
  auto known = [](std::int64_t v) { return v < 0 ? std::string() : std::to_string(v); };
  return {std::to_string(p.n),
          p.solver,
          p.work,
          p.work_column,
          p.seeded ? "true" : "false",
          std::to_string(p.jobs),
          std::to_string(p.runs),
          std::to_string(p.solved),
          number_field(p.success_rate),
          std::to_string(p.invalid),
          number_field(p.generations.median),
          number_field(p.generations.q25),
          number_field(p.generations.q75),
          number_field(p.evaluations.median),
          number_field(p.evaluations.q25),
          number_field(p.evaluations.q75),
          number_field(p.nodes.median),
          number_field(p.work_spread.median),
          number_field(p.work_spread.q25),
          number_field(p.work_spread.q75),
          number_field(p.seconds.median),
          number_field(p.seconds.q25),
          number_field(p.seconds.q75),
          number_field(p.ert_evaluations),
          number_field(p.ert_work),
          number_field(p.ert_seconds),
          std::to_string(p.distinct_solutions),
          std::to_string(p.distinct_classes),
          known(p.total_solutions),
          known(p.total_classes)};
}

}  // namespace

const std::vector<std::string>& runs_columns() {
  static const std::vector<std::string> columns{
      "id",     "point",   "replicate",      "n",           "seed",
      "solver", "solved",  "stop_reason",    "generations", "evaluations",
      "nodes",  "seconds", "best_conflicts", "validated",   "symmetry_class"};
  return columns;
}

const std::vector<std::string>& summary_columns() {
  static const std::vector<std::string> columns = [] {
    std::vector<std::string> names{"point", "label"};
    names.insert(names.end(), std::begin(kSummaryColumns), std::end(kSummaryColumns));
    return names;
  }();
  return columns;
}

std::string runs_csv(const Sweep& sweep, const std::vector<JobRecord>& records) {
  std::string csv;
  const auto& columns = runs_columns();  // id, point, replicate, then the axes, then the rest
  std::vector<std::string> header(columns.begin(), columns.begin() + 3);
  for (const auto& name : axis_names(sweep, false)) header.push_back(name);
  header.insert(header.end(), columns.begin() + 3, columns.end());
  append_csv_row(csv, header);
  for (const auto& r : records) {
    const RunResult& run = r.result;
    std::vector<std::string> row{std::to_string(r.id), std::to_string(r.point),
                                 std::to_string(r.replicate)};
    for (auto& value : axis_values(sweep, sweep.jobs[static_cast<std::size_t>(r.id)])) {
      row.push_back(std::move(value));
    }
    for (auto field :
         {std::to_string(r.n), std::to_string(r.seed), r.solver,
          std::string(run.solved ? "true" : "false"), std::string(to_string(run.stop_reason)),
          std::to_string(run.generations), std::to_string(run.evaluations),
          std::to_string(run.nodes), csv_number(run.seconds),
          run.board.empty() ? std::string() : std::to_string(run.best_conflicts),  // no board, none
          std::string(r.validated ? "true" : "false"), r.symmetry_class}) {
      row.push_back(std::move(field));
    }
    append_csv_row(csv, row);
  }
  return csv;
}

std::string summary_csv(const Sweep& sweep, const std::vector<PointSummary>& points) {
  std::string csv;
  const auto& columns = summary_columns();  // point, label, then the axes, then the rest
  std::vector<std::string> header(columns.begin(), columns.begin() + 2);
  for (const auto& name : axis_names(sweep, false)) header.push_back(name);
  header.insert(header.end(), columns.begin() + 2, columns.end());
  append_csv_row(csv, header);
  for (const auto& p : points) {
    std::vector<std::string> row{std::to_string(p.point), p.label};
    for (auto& v : axis_values(sweep, first_job_of(sweep, p.point))) row.push_back(std::move(v));
    for (auto& v : summary_fields(p)) row.push_back(std::move(v));
    append_csv_row(csv, row);
  }
  return csv;
}

std::string summary_json(const Sweep& sweep, const std::vector<PointSummary>& points,
                         std::size_t records) {
  nlohmann::json rows = nlohmann::json::array();
  int invalid = 0;
  for (const auto& p : points) {
    invalid += p.invalid;
    nlohmann::json parameters = nlohmann::json::object();
    const Job& job = first_job_of(sweep, p.point);
    for (const auto& [path, value] : point_parameters(sweep, job)) parameters[path] = value;
    const auto fields = summary_fields(p);
    nlohmann::json row = {{"point", p.point}, {"label", p.label}, {"parameters", parameters}};
    for (std::size_t i = 0; i < fields.size(); ++i) {
      const std::string column = kSummaryColumns[i];
      if (column == "solver" || column == "work" || column == "work_column") {
        row[column] = fields[i];
      } else if (column == "seeded") {
        row[column] = p.seeded;
      } else if (fields[i].empty() || fields[i] == "inf") {
        row[column] = nullptr;  // no value, or infinite (an ERT without a success)
      } else {
        const double value = std::stod(fields[i]);
        if (value == std::floor(value) && std::abs(value) < 9.0e15) {
          row[column] = static_cast<std::int64_t>(value);
        } else {
          row[column] = value;
        }
      }
    }
    rows.push_back(row);
  }
  return nlohmann::json{{"schema", 1},
                        {"jobs_total", sweep.jobs.size()},
                        {"jobs_present", records},
                        {"jobs_missing", sweep.jobs.size() - records},
                        {"invalid", invalid},
                        {"points", rows}}
             .dump(2) +
         "\n";
}

std::vector<std::vector<Curves>> curves_by_point(const std::filesystem::path& run_dir,
                                                 const Sweep& sweep,
                                                 const std::vector<JobRecord>& records,
                                                 const CurvesById& known) {
  std::vector<std::vector<Curves>> logs(static_cast<std::size_t>(sweep.points));
  for (const auto& r : records) {
    const auto it = known.find(r.id);
    Curves curves = it != known.end() ? it->second : read_curves(run_dir, r.id);
    if (!curves.best.empty()) logs[static_cast<std::size_t>(r.point)].push_back(std::move(curves));
  }
  return logs;
}

namespace {

// Rows `prefix`, generation g, runs, then the median and quartiles across `runs` of each
// series that `series(run)` picks, at each generation of the log grid up to the longest run's
// last (a run counts with its record at the last generation it keeps up to g).
template <typename Series>
void quantile_rows(std::string& csv, const std::vector<std::string>& prefix,
                   const std::vector<Curves>& runs, const std::vector<Series>& series) {
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
    for (const Series& pick : series) {
      for (std::size_t i = 0; i < runs.size(); ++i) values[i] = pick(runs[i])[at[i]];
      const Spread s = spread(values);
      for (const double v : {s.median, s.q25, s.q75}) row.push_back(number_field(v));
    }
    append_csv_row(csv, row);
    if (g == last) return;
  }
}

using Pick = std::function<const std::vector<double>&(const Curves&)>;

}  // namespace

std::string generations_quantiles_csv(const Sweep& sweep,
                                      const std::vector<std::vector<Curves>>& curves) {
  std::string csv;
  std::vector<std::string> header{"point", "label"};
  for (const auto& name : axis_names(sweep, true)) header.push_back(name);
  for (const char* name : {"generation", "runs", "best_median", "best_q25", "best_q75",
                           "mean_median", "mean_q25", "mean_q75"}) {
    header.push_back(name);
  }
  append_csv_row(csv, header);
  const std::vector<Pick> series = {[](const Curves& c) -> const auto& {return c.best;
}
, [](const Curves& c) -> const auto& { return c.mean; }
};  // namespace nqga
for (int k = 0; k < sweep.points; ++k) {
  const auto& runs = curves[static_cast<std::size_t>(k)];
  if (runs.empty()) continue;
  const Job& job = first_job_of(sweep, k);
  std::vector<std::string> prefix{std::to_string(k), point_label(sweep, job)};
  for (std::size_t axis : sweep.axes) prefix.push_back(axis_text(sweep, job, axis));
  quantile_rows(csv, prefix, runs, series);
}
return csv;
}

std::string generations_islands_csv(const Sweep& sweep,
                                    const std::vector<std::vector<Curves>>& curves) {
  std::string csv;
  append_csv_row(csv, {"point", "label", "island", "generation", "runs", "best_median", "best_q25",
                       "best_q75"});
  bool any = false;
  for (int k = 0; k < sweep.points; ++k) {
    const auto& runs = curves[static_cast<std::size_t>(k)];
    if (runs.empty() || runs.front().islands.empty()) continue;
    any = true;
    const std::string label = point_label(sweep, first_job_of(sweep, k));
    for (std::size_t island = 0; island < runs.front().islands.size(); ++island) {
      const Pick pick = [island](const Curves& c) -> const auto& { return c.islands[island]; };
      quantile_rows(csv, {std::to_string(k), label, std::to_string(island + 1)}, runs,
                    std::vector<Pick>{pick});
    }
  }
  return any ? csv : "";
}

std::vector<PointSummary> write_summaries(const std::filesystem::path& run_dir, const Sweep& sweep,
                                          const std::vector<JobRecord>& records,
                                          ExactReference& reference, const CurvesById& known) {
  const auto points = summarize_points(sweep, records, reference);
  const std::string runs = runs_csv(sweep, records), summary = summary_csv(sweep, points);
  write_file_atomically(run_dir / "runs.csv", runs);
  write_file_atomically(run_dir / "summary.csv", summary);
  if (const Table runs_table = parse_table(runs); has_instances(runs_table)) {
    write_file_atomically(run_dir / "phase.csv",
                          table_csv(phase_table(runs_table, parse_table(summary))));
  }
  write_file_atomically(run_dir / "summary.json", summary_json(sweep, points, records.size()));
  write_file_atomically(run_dir / "design.json", design_json(sweep_design(sweep)));
  const auto groups = design_groups(sweep, records);
  write_file_atomically(run_dir / "design_summary.csv", table_csv(design_summary_table(groups)));
  if (const Table versus = versus_exact_table(groups); !versus.rows.empty()) {
    write_file_atomically(run_dir / "versus_exact.csv", table_csv(versus));
    write_file_atomically(run_dir / "versus_exact.json", versus_exact_json(versus));
  }
  if (auto views = fixed_target_csv(sweep, records); !views.empty())
    write_file_atomically(run_dir / "fixed_target.csv", views);
  const auto curves = curves_by_point(run_dir, sweep, records, known);
  write_file_atomically(run_dir / "generations_quantiles.csv",
                        generations_quantiles_csv(sweep, curves));
  const std::string islands = generations_islands_csv(sweep, curves);
  if (!islands.empty()) write_file_atomically(run_dir / "generations_islands.csv", islands);
  return points;
}

}  // namespace nqga
