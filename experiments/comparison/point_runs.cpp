#include "comparison/point_runs.hpp"

#include <sstream>

#include "results/results.hpp"

namespace nqga {

std::string label_without_n(const std::string& label, int n) {
  std::istringstream words(label);
  std::string rest;
  for (std::string word; words >> word;) {
    if (word != "n=" + std::to_string(n)) rest += (rest.empty() ? "" : " ") + word;
  }
  return rest;
}

namespace {

RunOutcome outcome_of(const ResultRun& run) {
  const JobRecord& record = *run.record;
  return {.id = record.id,
          .replicate = record.replicate,
          .seed = record.seed,
          .solved = run.solved(),
          .evaluations = static_cast<double>(record.result.evaluations),
          .seconds = record.result.seconds,
          .generations = static_cast<double>(record.result.generations),
          .best_conflicts = run.best_conflicts(),
          .exhausted = run.outcome == Outcome::kExhausted};
}

}  // namespace

PointRuns described_point(const Results& results, const ResultPoint& point) {
  PointRuns p;
  p.source = results.source;
  p.label = point.label;
  p.n = point.n;
  p.configuration = point.place.configuration;
  p.problem = point.place.problem;
  p.instance = point.place.instance;
  if (point.solver.work_column == "evaluations" && !point.solver.work.empty())
    p.evaluations_unit = point.solver.work;
  p.budget = point.budget;
  return p;
}

std::vector<PointRuns> point_runs(const Results& results) {
  std::vector<PointRuns> points;
  for (const ResultPoint& point : results.points) {
    PointRuns& p = points.emplace_back(described_point(results, point));
    for (std::size_t run : point.runs) p.runs.push_back(outcome_of(results.runs[run]));
  }
  return points;
}

}  // namespace nqga
