#include "summarize.hpp"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <limits>

namespace nqga {

std::string runs_csv(const Sweep& sweep, const std::vector<JobRecord>& records) {
  const std::size_t n_key = key_index("n");
  std::string csv;
  auto row = [&](std::initializer_list<std::string> fields) {
    for (const auto& field : fields) (csv += field) += ',';
    csv.back() = '\n';
  };
  auto axes = [&](auto field_of) {
    for (std::size_t axis : sweep.axes) {
      if (axis != n_key) (csv += csv_field(field_of(axis))) += ',';
    }
  };
  csv += "id,point,replicate,";
  axes([](std::size_t axis) { return config_keys()[axis].path; });
  row({"n", "seed", "solver", "solved", "stop_reason", "generations", "evaluations", "seconds",
       "best_conflicts", "validated"});
  for (const auto& r : records) {
    const Job& job = sweep.jobs[static_cast<std::size_t>(r.id)];
    csv += std::to_string(r.id) + ',' + std::to_string(r.point) + ',' +
           std::to_string(r.replicate) + ',';
    axes([&](std::size_t axis) { return format_value(job.values[axis]); });
    row({std::to_string(r.n), std::to_string(r.seed), csv_field(r.solver),
         r.solved ? "true" : "false", r.stop_reason, std::to_string(r.generations),
         std::to_string(r.evaluations), csv_number(r.seconds), std::to_string(r.best_conflicts),
         r.validated ? "true" : "false"});
  }
  return csv;
}

double median(std::vector<double> values) {
  if (values.empty()) return std::numeric_limits<double>::quiet_NaN();
  std::sort(values.begin(), values.end());
  const std::size_t mid = values.size() / 2;
  return values.size() % 2 ? values[mid] : 0.5 * (values[mid - 1] + values[mid]);
}

std::vector<PointSummary> summarize_points(const Sweep& sweep,
                                           const std::vector<JobRecord>& records) {
  std::vector<PointSummary> points(static_cast<std::size_t>(sweep.points));
  std::vector<std::vector<double>> generations(points.size()), evaluations(points.size()),
      seconds(points.size());
  for (const auto& job : sweep.jobs) {
    PointSummary& p = points[static_cast<std::size_t>(job.point)];
    p.point = job.point;
    if (p.jobs++ == 0) p.label = point_label(sweep, job);
  }
  for (const auto& r : records) {
    const auto k = static_cast<std::size_t>(r.point);
    PointSummary& p = points[k];
    ++p.runs;
    p.invalid += !r.validated;
    if (!r.solved || !r.validated) continue;
    ++p.solved;
    generations[k].push_back(static_cast<double>(r.generations));
    evaluations[k].push_back(static_cast<double>(r.evaluations));
    seconds[k].push_back(r.seconds);
  }
  for (std::size_t k = 0; k < points.size(); ++k) {
    PointSummary& p = points[k];
    p.success_rate = p.runs ? static_cast<double>(p.solved) / p.runs : 0;
    p.median_generations = median(generations[k]);
    p.median_evaluations = median(evaluations[k]);
    p.median_seconds = median(seconds[k]);
  }
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
  std::snprintf(line, sizeof line, "%-*s %8s %8s %12s %12s %10s\n", static_cast<int>(width),
                "point", "solved", "success", "med. gens", "med. evals", "med. s");
  std::string table = line;
  for (const auto& p : points) {
    const std::string solved = std::to_string(p.solved) + "/" + std::to_string(p.runs);
    std::snprintf(line, sizeof line, "%-*s %8s %7.0f%% %12s %12s %10s%s\n", static_cast<int>(width),
                  p.label.c_str(), solved.c_str(), 100 * p.success_rate,
                  number(p.median_generations, "%.0f").c_str(),
                  number(p.median_evaluations, "%.0f").c_str(),
                  number(p.median_seconds, "%.3g").c_str(),
                  p.invalid ? ("  " + std::to_string(p.invalid) + " INVALID").c_str() : "");
    table += line;
  }
  return table + "(medians over solved runs)\n";
}

}  // namespace nqga
