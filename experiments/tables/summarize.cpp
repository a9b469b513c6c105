#include "tables/summarize.hpp"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <limits>
#include <set>

#include "solvers/solver.hpp"
#include "statistics/statistics.hpp"

namespace nqga {

namespace {

constexpr double kNaN = std::numeric_limits<double>::quiet_NaN();

// The samples of one point: its solved runs' work, and what all its runs spent.
struct Samples {
  std::vector<double> generations, evaluations, nodes, work, seconds;
  double all_evaluations = 0, all_work = 0, all_seconds = 0;
  std::set<Board> boards;
  std::set<std::string> classes;
};

void add_run(const JobRecord& r, const WorkMeasure& work, PointSummary& p, Samples& s) {
  const RunResult& run = r.result;
  ++p.runs;
  p.invalid += !r.validated;
  p.has_generations = p.has_generations || run.generations > 0;
  s.all_evaluations += static_cast<double>(run.evaluations);
  s.all_work += run_work(run, work);
  s.all_seconds += run.seconds;
  if (!run.solved || !r.validated) return;
  ++p.solved;
  s.generations.push_back(static_cast<double>(run.generations));
  s.evaluations.push_back(static_cast<double>(run.evaluations));
  s.nodes.push_back(static_cast<double>(run.nodes));
  if (work.counter != WorkMeasure::Counter::kNone) s.work.push_back(run_work(run, work));
  s.seconds.push_back(run.seconds);
  if (!run.board.empty()) s.boards.insert(run.board);
  if (!r.symmetry_class.empty()) s.classes.insert(r.symmetry_class);
}

void conclude(PointSummary& p, Samples& s, ExactReference& reference) {
  p.success_rate = p.runs ? static_cast<double>(p.solved) / p.runs : 0;
  p.generations = spread(s.generations);
  p.evaluations = spread(s.evaluations);
  p.nodes = spread(s.nodes);
  p.work_spread = spread(s.work);
  p.seconds = spread(s.seconds);
  // Work of all runs over the successes: infinite without one, unknown without runs.
  auto ert = [&](double all) {
    return p.runs == 0 ? kNaN : p.solved ? all / p.solved : std::numeric_limits<double>::infinity();
  };
  p.ert_evaluations = ert(s.all_evaluations);
  p.ert_work = p.work.empty() ? kNaN : ert(s.all_work);
  p.ert_seconds = ert(s.all_seconds);
  p.distinct_solutions = s.boards.size();
  p.distinct_classes = s.classes.size();
  if (p.n <= reference.exact_up_to()) {
    p.total_solutions = static_cast<std::int64_t>(reference.total(p.n));
    p.total_classes = static_cast<std::int64_t>(reference.classes(p.n));
  }
}

}  // namespace

double run_work(const RunResult& run, const WorkMeasure& work) {
  switch (work.counter) {
    case WorkMeasure::Counter::kEvaluations:
      return static_cast<double>(run.evaluations);
    case WorkMeasure::Counter::kNodes:
      return static_cast<double>(run.nodes);
    case WorkMeasure::Counter::kNone:
      break;
  }
  return kNaN;
}

Spread spread(std::vector<double> values) {
  std::sort(values.begin(), values.end());
  return {quantile(values, 0.5), quantile(values, 0.25), quantile(values, 0.75)};
}

std::vector<PointSummary> summarize_points(const Sweep& sweep,
                                           const std::vector<JobRecord>& records,
                                           ExactReference& reference) {
  std::vector<PointSummary> points(static_cast<std::size_t>(sweep.points));
  std::vector<WorkMeasure> work(points.size());
  for (const auto& job : sweep.jobs) {
    PointSummary& p = points[static_cast<std::size_t>(job.point)];
    if (p.jobs++ > 0) continue;  // the point's first job describes it
    p.point = job.point;
    p.label = point_label(sweep, job);
    p.n = job_n(job);
    p.solver = job_solver(job);
    const auto solver = solver_registry().at(p.solver);
    work[static_cast<std::size_t>(job.point)] = solver->work;
    p.work = solver->work.label;
    p.work_column = solver->work.column();
    p.seeded = !solver->deterministic;
  }
  std::vector<Samples> samples(points.size());
  for (const auto& r : records) {
    const auto k = static_cast<std::size_t>(r.point);
    add_run(r, work[k], points[k], samples[k]);
  }
  for (std::size_t k = 0; k < points.size(); ++k) conclude(points[k], samples[k], reference);
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
  std::snprintf(line, sizeof line, "%-*s %8s %8s %10s %12s %10s\n", static_cast<int>(width),
                "point", "solved", "success", "med. gens", "med. work", "med. s");
  std::string table = line;
  int invalid = 0;
  std::vector<std::pair<std::string, std::string>> units;  // solver, work, in order of appearance
  for (const auto& p : points) {
    const std::string solved = std::to_string(p.solved) + "/" + std::to_string(p.runs);
    std::snprintf(line, sizeof line, "%-*s %8s %7.0f%% %10s %12s %10s\n", static_cast<int>(width),
                  p.label.c_str(), solved.c_str(), 100 * p.success_rate,
                  number(p.has_generations ? p.generations.median : kNaN, "%.0f").c_str(),
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
