#include "summarize.hpp"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <fstream>
#include <limits>
#include <nlohmann/json.hpp>
#include <set>
#include <sstream>

namespace nqga {

namespace {

constexpr double kNaN = std::numeric_limits<double>::quiet_NaN();

// Appends fields as one CSV row.
void append_row(std::string& csv, const std::vector<std::string>& fields) {
  for (const auto& field : fields) (csv += csv_field(field)) += ',';
  csv.back() = '\n';
}

std::vector<std::string> axis_names(const Sweep& sweep, bool with_n) {
  std::vector<std::string> names;
  for (std::size_t axis : sweep.axes) {
    const std::string& path = config_keys()[axis].path;
    if (with_n || (path != "n" && path != "solver")) names.push_back(path);
  }
  return names;
}

std::vector<std::string> axis_values(const Sweep& sweep, const Job& job) {
  std::vector<std::string> values;
  for (std::size_t axis : sweep.axes) {
    const std::string& path = config_keys()[axis].path;
    if (path != "n" && path != "solver") values.push_back(format_value(job.values[axis]));
  }
  return values;
}

const Job& first_job_of(const Sweep& sweep, int point) {
  return *std::find_if(sweep.jobs.begin(), sweep.jobs.end(),
                       [&](const Job& job) { return job.point == point; });
}

}  // namespace

double quantile(const std::vector<double>& sorted, double q) {
  if (sorted.empty()) return kNaN;
  const double position = q * static_cast<double>(sorted.size() - 1);
  const auto below = static_cast<std::size_t>(std::floor(position));
  const std::size_t above = std::min(below + 1, sorted.size() - 1);
  const double fraction = position - static_cast<double>(below);
  // Equal neighbours, infinite ones included, need no interpolation (inf - inf is NaN).
  if (fraction == 0 || sorted[below] == sorted[above]) return sorted[below];
  return sorted[below] + fraction * (sorted[above] - sorted[below]);
}

Spread spread(std::vector<double> values) {
  std::sort(values.begin(), values.end());
  return {quantile(values, 0.5), quantile(values, 0.25), quantile(values, 0.75)};
}

std::vector<PointSummary> summarize_points(const Sweep& sweep,
                                           const std::vector<JobRecord>& records,
                                           ExactReference& reference) {
  std::vector<PointSummary> points(static_cast<std::size_t>(sweep.points));
  struct Samples {
    std::vector<double> generations, evaluations, nodes, seconds;
    double all_evaluations = 0, all_seconds = 0;
    std::set<Board> boards;
    std::set<std::string> classes;
  };
  std::vector<Samples> samples(points.size());
  for (int k = 0; k < sweep.points; ++k) {
    const Job& job = first_job_of(sweep, k);
    PointSummary& p = points[static_cast<std::size_t>(k)];
    p.point = k;
    p.label = point_label(sweep, job);
    p.n = job_n(job);
    p.solver = std::get<std::string>(job.values[key_index("solver")]);
  }
  for (const auto& job : sweep.jobs) ++points[static_cast<std::size_t>(job.point)].jobs;
  for (const auto& r : records) {
    const auto k = static_cast<std::size_t>(r.point);
    PointSummary& p = points[k];
    Samples& s = samples[k];
    ++p.runs;
    p.invalid += !r.validated;
    s.all_evaluations += static_cast<double>(r.evaluations);
    s.all_seconds += r.seconds;
    if (!r.solved || !r.validated) continue;
    ++p.solved;
    s.generations.push_back(static_cast<double>(r.generations));
    s.evaluations.push_back(static_cast<double>(r.evaluations));
    s.nodes.push_back(static_cast<double>(r.nodes));
    s.seconds.push_back(r.seconds);
    if (!r.board.empty()) s.boards.insert(r.board);
    if (!r.symmetry_class.empty()) s.classes.insert(r.symmetry_class);
  }
  for (std::size_t k = 0; k < points.size(); ++k) {
    PointSummary& p = points[k];
    Samples& s = samples[k];
    p.success_rate = p.runs ? static_cast<double>(p.solved) / p.runs : 0;
    p.generations = spread(s.generations);
    p.evaluations = spread(s.evaluations);
    p.nodes = spread(s.nodes);
    p.seconds = spread(s.seconds);
    const double infinity = std::numeric_limits<double>::infinity();
    p.ert_evaluations = p.runs == 0 ? kNaN : p.solved ? s.all_evaluations / p.solved : infinity;
    p.ert_seconds = p.runs == 0 ? kNaN : p.solved ? s.all_seconds / p.solved : infinity;
    p.distinct_solutions = s.boards.size();
    p.distinct_classes = s.classes.size();
    if (p.n <= reference.exact_up_to()) {
      p.total_solutions = static_cast<std::int64_t>(reference.total(p.n));
      p.total_classes = static_cast<std::int64_t>(reference.classes(p.n));
    }
  }
  return points;
}

std::string runs_csv(const Sweep& sweep, const std::vector<JobRecord>& records) {
  std::string csv;
  std::vector<std::string> header{"id", "point", "replicate"};
  for (const auto& name : axis_names(sweep, false)) header.push_back(name);
  for (const char* name :
       {"n", "seed", "solver", "solved", "stop_reason", "generations", "evaluations", "nodes",
        "seconds", "best_conflicts", "validated", "symmetry_class"}) {
    header.push_back(name);
  }
  append_row(csv, header);
  for (const auto& r : records) {
    std::vector<std::string> row{std::to_string(r.id), std::to_string(r.point),
                                 std::to_string(r.replicate)};
    for (auto& value : axis_values(sweep, sweep.jobs[static_cast<std::size_t>(r.id)])) {
      row.push_back(std::move(value));
    }
    for (auto field :
         {std::to_string(r.n), std::to_string(r.seed), r.solver,
          std::string(r.solved ? "true" : "false"), r.stop_reason, std::to_string(r.generations),
          std::to_string(r.evaluations), std::to_string(r.nodes), csv_number(r.seconds),
          std::to_string(r.best_conflicts), std::string(r.validated ? "true" : "false"),
          r.symmetry_class}) {
      row.push_back(std::move(field));
    }
    append_row(csv, row);
  }
  return csv;
}

namespace {

const char* const kSummaryColumns[] = {"n",
                                       "solver",
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
                                       "seconds_median",
                                       "seconds_q25",
                                       "seconds_q75",
                                       "ert_evaluations",
                                       "ert_seconds",
                                       "distinct_solutions",
                                       "distinct_classes",
                                       "total_solutions",
                                       "total_classes"};

std::vector<std::string> summary_fields(const PointSummary& p) {
  auto known = [](std::int64_t v) { return v < 0 ? std::string() : std::to_string(v); };
  return {std::to_string(p.n),
          p.solver,
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
          number_field(p.seconds.median),
          number_field(p.seconds.q25),
          number_field(p.seconds.q75),
          number_field(p.ert_evaluations),
          number_field(p.ert_seconds),
          std::to_string(p.distinct_solutions),
          std::to_string(p.distinct_classes),
          known(p.total_solutions),
          known(p.total_classes)};
}

}  // namespace

std::string summary_csv(const Sweep& sweep, const std::vector<PointSummary>& points) {
  std::string csv;
  std::vector<std::string> header{"point", "label"};
  for (const auto& name : axis_names(sweep, false)) header.push_back(name);
  header.insert(header.end(), std::begin(kSummaryColumns), std::end(kSummaryColumns));
  append_row(csv, header);
  for (const auto& p : points) {
    std::vector<std::string> row{std::to_string(p.point), p.label};
    for (auto& v : axis_values(sweep, first_job_of(sweep, p.point))) row.push_back(std::move(v));
    for (auto& v : summary_fields(p)) row.push_back(std::move(v));
    append_row(csv, row);
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
    for (std::size_t axis : sweep.axes) {
      parameters[config_keys()[axis].path] = format_value(job.values[axis]);
    }
    const auto fields = summary_fields(p);
    nlohmann::json row = {{"point", p.point}, {"label", p.label}, {"parameters", parameters}};
    for (std::size_t i = 0; i < fields.size(); ++i) {
      const std::string column = kSummaryColumns[i];
      if (column == "solver") {
        row[column] = fields[i];
      } else if (fields[i].empty()) {
        row[column] = nullptr;
      } else if (fields[i] == "inf") {
        row[column] = "inf";
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

namespace {

// The best and mean columns of a .gens.csv file, by generation; empty when unreadable.
Curves read_curves(const std::filesystem::path& path) {
  Curves curves;
  std::ifstream in(path);
  std::string line;
  if (!std::getline(in, line)) return curves;
  while (std::getline(in, line)) {
    std::stringstream row(line);
    std::string field;
    double values[4];
    for (double& value : values) {
      if (!std::getline(row, field, ',')) return {};
      value = std::stod(field);
    }
    curves.best.push_back(values[2]);
    curves.mean.push_back(values[3]);
  }
  return curves;
}

}  // namespace

Curves curves_of(const std::vector<GenerationRecord>& log) {
  Curves curves;
  for (const auto& g : log) {
    curves.best.push_back(static_cast<double>(g.best));
    curves.mean.push_back(g.mean);
  }
  return curves;
}

std::string generations_quantiles_csv(const std::filesystem::path& run_dir, const Sweep& sweep,
                                      const std::vector<JobRecord>& records,
                                      const CurvesById& known) {
  std::string csv;
  std::vector<std::string> header{"point", "label"};
  for (const auto& name : axis_names(sweep, true)) header.push_back(name);
  for (const char* name : {"generation", "runs", "best_median", "best_q25", "best_q75",
                           "mean_median", "mean_q25", "mean_q75"}) {
    header.push_back(name);
  }
  append_row(csv, header);
  std::vector<std::vector<Curves>> logs(static_cast<std::size_t>(sweep.points));
  for (const auto& r : records) {
    const auto it = known.find(r.id);
    Curves curves = it != known.end()
                        ? it->second
                        : read_curves(run_dir / "jobs" / (std::to_string(r.id) + ".gens.csv"));
    if (!curves.best.empty()) logs[static_cast<std::size_t>(r.point)].push_back(std::move(curves));
  }
  for (int k = 0; k < sweep.points; ++k) {
    const auto& runs = logs[static_cast<std::size_t>(k)];
    if (runs.empty()) continue;
    const Job& job = first_job_of(sweep, k);
    std::vector<std::string> prefix{std::to_string(k), point_label(sweep, job)};
    for (std::size_t axis : sweep.axes) prefix.push_back(format_value(job.values[axis]));
    std::size_t longest = 0;
    for (const auto& run : runs) longest = std::max(longest, run.best.size());
    std::vector<double> best(runs.size()), mean(runs.size());
    for (std::size_t g = 0; g < longest; ++g) {
      for (std::size_t i = 0; i < runs.size(); ++i) {
        const std::size_t at = std::min(g, runs[i].best.size() - 1);
        best[i] = runs[i].best[at];
        mean[i] = runs[i].mean[at];
      }
      const Spread b = spread(best), m = spread(mean);
      std::vector<std::string> row = prefix;
      for (auto field : {std::to_string(g), std::to_string(runs.size()), number_field(b.median),
                         number_field(b.q25), number_field(b.q75), number_field(m.median),
                         number_field(m.q25), number_field(m.q75)}) {
        row.push_back(std::move(field));
      }
      append_row(csv, row);
    }
  }
  return csv;
}

std::vector<PointSummary> write_summaries(const std::filesystem::path& run_dir, const Sweep& sweep,
                                          const std::vector<JobRecord>& records,
                                          ExactReference& reference, const CurvesById& known) {
  const auto points = summarize_points(sweep, records, reference);
  write_file_atomically(run_dir / "runs.csv", runs_csv(sweep, records));
  write_file_atomically(run_dir / "summary.csv", summary_csv(sweep, points));
  write_file_atomically(run_dir / "summary.json", summary_json(sweep, points, records.size()));
  write_file_atomically(run_dir / "generations_quantiles.csv",
                        generations_quantiles_csv(run_dir, sweep, records, known));
  return points;
}

std::string summary_table(const std::vector<PointSummary>& points) {
  std::size_t width = 5;
  for (const auto& p : points) width = std::max(width, p.label.size());
  auto number = [](double v, const char* format) {
    if (std::isnan(v)) return std::string("-");
    char text[32];
    std::snprintf(text, sizeof text, format, v);
    return std::string(text);
  };
  char line[512];
  std::snprintf(line, sizeof line, "%-*s %8s %8s %10s %12s %12s %10s\n", static_cast<int>(width),
                "point", "solved", "success", "med. gens", "med. evals", "med. nodes", "med. s");
  std::string table = line;
  int invalid = 0;
  for (const auto& p : points) {
    const std::string solved = std::to_string(p.solved) + "/" + std::to_string(p.runs);
    std::snprintf(line, sizeof line, "%-*s %8s %7.0f%% %10s %12s %12s %10s\n",
                  static_cast<int>(width), p.label.c_str(), solved.c_str(), 100 * p.success_rate,
                  number(p.generations.median, "%.0f").c_str(),
                  number(p.evaluations.median, "%.0f").c_str(),
                  number(p.nodes.median, "%.0f").c_str(), number(p.seconds.median, "%.3g").c_str());
    table += line;
    invalid += p.invalid;
  }
  table += "(medians over solved runs)\n";
  if (invalid)
    table = "INVALID: " + std::to_string(invalid) +
            " reported board(s) failed validation; see runs.csv\n" + table;
  return table;
}

}  // namespace nqga
