#include "results/results.hpp"

#include <algorithm>
#include <cmath>
#include <limits>
#include <set>
#include <stdexcept>

#include "config/point.hpp"
#include "params.hpp"
#include "results/aggregate.hpp"
#include "solvers/solver.hpp"

namespace nqga {

namespace {

using InstanceKey = std::pair<std::string, std::string>;  // problem, instance

SolverTraits traits_of(const std::string& name) {
  SolverTraits traits;
  traits.name = name;
  if (const auto solver = solver_registry().find(name)) {
    traits.work = solver->work.label;
    traits.work_column = solver->work.column();
    traits.seeded = !solver->deterministic;
    traits.counts = solver->counts;
    traits.exact = solver->deterministic && !solver->counts;
  }
  return traits;
}

double work_of(const RunResult& run, const std::string& column) {
  if (column == "evaluations") return static_cast<double>(run.evaluations);
  if (column == "nodes") return static_cast<double>(run.nodes);
  return std::nan("");
}

// The labelling: what failed validation is invalid whatever it claims; then the solver's goal,
// an exact search's proof, or a stop.
Outcome outcome_of(const JobRecord& record) {
  if (!record.validated) return Outcome::kInvalid;
  if (record.result.solved) return Outcome::kSolved;
  if (record.result.stop_reason == StopReason::kExhausted) return Outcome::kExhausted;
  return Outcome::kCensored;
}

std::map<std::string, std::string> budget_of(const Job& job) {
  std::map<std::string, std::string> budget;
  for (const std::string& key : budget_keys()) budget[key] = format_value(job.value(key));
  return budget;
}

// The points of the sweep, each described by its first job.
std::vector<ResultPoint> sweep_points(const Sweep& sweep) {
  std::vector<ResultPoint> points(static_cast<std::size_t>(sweep.points));
  std::vector<bool> seen(points.size(), false);
  for (const Job& job : sweep.jobs) {
    ResultPoint& p = points[static_cast<std::size_t>(job.point)];
    ++p.summary.jobs;
    if (seen[static_cast<std::size_t>(job.point)]) continue;
    seen[static_cast<std::size_t>(job.point)] = true;
    p.point = job.point;
    p.label = point_label(sweep, job);
    p.n = job_n(job);
    p.solver = traits_of(job_solver(job));
    p.place = design_cell(sweep, job);
    for (std::size_t axis : sweep.axes) p.axis_text.push_back(axis_text(sweep, job, axis));
    p.parameters = point_parameters(sweep, job);
    p.budget = budget_of(job);
  }
  return points;
}

// The problem axes' values but n's, in axis order.
std::vector<std::string> problem_values(const Sweep& sweep, const ResultPoint& point) {
  std::vector<std::string> values;
  for (std::size_t a = 0; a < sweep.axes.size(); ++a) {
    if (sweep.roles[a] == Role::kProblem && (*sweep.schema)[sweep.axes[a]].path != "n")
      values.push_back(point.axis_text[a]);
  }
  return values;
}

// Plain N-Queens is decided by theorem; an instance drawn from a seed or read from a file
// starts undecided.
InstanceVerdict first_verdict(const Job& job, const DesignCell& place) {
  const bool plain = std::get<std::string>(job.value("problem.kind")) == plain_problem_kind();
  return plain && place.instance.empty() ? plain_queens_verdict(job_n(job)) : InstanceVerdict{};
}

// The cells and instances of the sweep, and each point's place among them.
void place_points(const Sweep& sweep, Results& results) {
  std::map<InstanceKey, std::size_t> cell_of, instance_of;
  for (const Job& job : sweep.jobs) {
    if (job.replicate != 0) continue;  // a point's first job describes it
    ResultPoint& point = results.points[static_cast<std::size_t>(job.point)];
    const DesignCell& place = point.place;
    const auto [cell, new_cell] =
        cell_of.try_emplace({place.configuration, place.problem}, results.cells.size());
    if (new_cell) {
      ResultCell& made = results.cells.emplace_back();
      made.configuration = place.configuration;
      made.problem = place.problem;
      made.n = point.n;
      made.solver = point.solver;
      made.problem_values = problem_values(sweep, point);
    }
    point.cell = cell->second;
    results.cells[cell->second].points.push_back(static_cast<std::size_t>(point.point));
    const auto [instance, new_instance] =
        instance_of.try_emplace({place.problem, place.instance}, results.instances.size());
    if (new_instance)
      results.instances.push_back({place.problem, place.instance, first_verdict(job, place)});
    point.instance = instance->second;
  }
}

ResultRun run_of(const Results& results, const JobRecord& record) {
  const ResultPoint& point = results.points[static_cast<std::size_t>(record.point)];
  ResultRun run{.record = &record,
                .point = static_cast<std::size_t>(record.point),
                .cell = point.cell,
                .instance = point.instance,
                .outcome = outcome_of(record)};
  run.checked = point.solver.counts ? record.result.solved : !record.result.board.empty();
  run.validated = run.checked && record.validated;
  run.work = work_of(record.result, point.solver.work_column);
  return run;
}

// Sorts the records by id and refuses one the sweep has no job for, or a job recorded twice.
void check_records(const Sweep& sweep, std::vector<JobRecord>& records, const std::string& source) {
  std::sort(records.begin(), records.end(),
            [](const JobRecord& a, const JobRecord& b) { return a.id < b.id; });
  for (std::size_t i = 0; i < records.size(); ++i) {
    const JobRecord& r = records[i];
    if (r.id < 0 || r.id >= static_cast<int>(sweep.jobs.size()) ||
        sweep.jobs[static_cast<std::size_t>(r.id)].point != r.point) {
      throw std::runtime_error(source + ": job " + std::to_string(r.id) +
                               " is no job of this experiment's sweep");
    }
    if (i > 0 && records[i - 1].id == r.id) {
      throw std::runtime_error(source + ": job " + std::to_string(r.id) + " is recorded twice");
    }
  }
}

}  // namespace

const char* outcome_name(Outcome outcome) {
  switch (outcome) {
    case Outcome::kSolved:
      return "solved";
    case Outcome::kInvalid:
      return "invalid";
    case Outcome::kExhausted:
      return "exhausted";
    case Outcome::kCensored:
      break;
  }
  return "censored";
}

double ResultRun::best_conflicts() const {
  return has_board() ? static_cast<double>(record->result.best_conflicts) : std::nan("");
}

std::string problem_without_n(const std::string& problem) {
  const auto space = problem.find(' ');
  return space == std::string::npos ? "" : problem.substr(space + 1);
}

const std::vector<std::string>& budget_keys() {
  static const std::vector<std::string> keys{"stop.max_evaluations", "stop.max_generations",
                                             "stop.time_limit_s"};
  return keys;
}

Results results_of(const Sweep& sweep, std::vector<JobRecord> records, ExactReference& reference,
                   const std::string& source) {
  Results results;
  results.source = source;
  results.sweep = sweep;
  results.design = sweep_design(sweep);
  for (std::size_t axis : sweep.axes) results.axes.push_back((*sweep.schema)[axis].path);
  results.jobs_total = sweep.jobs.size();
  check_records(sweep, records, source);
  results.records = std::move(records);
  results.points = sweep_points(sweep);
  place_points(sweep, results);
  for (const JobRecord& record : results.records) {
    results.runs.push_back(run_of(results, record));
    const ResultRun& run = results.runs.back();
    results.points[run.point].runs.push_back(results.runs.size() - 1);
    results.cells[run.cell].runs.push_back(results.runs.size() - 1);
    if (results.point_of(run).solver.counts) continue;  // a count decides no instance
    const ResultInstance& instance = results.instances[run.instance];
    observe_run(results.instances[run.instance].verdict, run.solved(),
                run.outcome == Outcome::kExhausted,
                instance.problem + (instance.instance.empty() ? "" : " " + instance.instance),
                std::to_string(record.id));
  }
  aggregate(results, reference);
  return results;
}

}  // namespace nqga
