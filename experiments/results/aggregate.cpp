#include "results/aggregate.hpp"

#include <algorithm>
#include <cmath>
#include <limits>
#include <nqga/rng.hpp>
#include <set>

namespace nqga {

namespace {

constexpr double kNoValue = std::numeric_limits<double>::quiet_NaN();
constexpr double kUnsolved = std::numeric_limits<double>::infinity();

// The samples of one point while its runs are gathered: its solved runs' measures, and what all
// its runs spent.
struct PointSamples {
  std::vector<double> generations, evaluations, nodes, work, seconds;
  double all_evaluations = 0, all_work = 0, all_seconds = 0;
  std::set<Board> boards;
  std::set<std::string> classes;
};

void add_to_point(const ResultRun& run, const ResultPoint& point, PointSummary& p,
                  PointSamples& s) {
  const RunResult& result = run.record->result;
  ++p.runs;
  p.invalid += run.outcome == Outcome::kInvalid;
  p.has_generations = p.has_generations || result.generations > 0;
  s.all_evaluations += static_cast<double>(result.evaluations);
  s.all_work += run.work;
  s.all_seconds += result.seconds;
  if (!run.solved()) return;
  ++p.solved;
  s.generations.push_back(static_cast<double>(result.generations));
  s.evaluations.push_back(static_cast<double>(result.evaluations));
  s.nodes.push_back(static_cast<double>(result.nodes));
  if (!point.solver.work_column.empty()) s.work.push_back(run.work);
  s.seconds.push_back(result.seconds);
  if (!result.board.empty()) s.boards.insert(result.board);
  if (!run.record->symmetry_class.empty()) s.classes.insert(run.record->symmetry_class);
}

void conclude_point(ResultPoint& point, PointSamples& s, ExactReference& reference) {
  PointSummary& p = point.summary;
  p.point = point.point;
  p.label = point.label;
  p.n = point.n;
  p.solver = point.solver.name;
  p.work = point.solver.work;
  p.work_column = point.solver.work_column;
  p.seeded = point.solver.seeded;
  p.success_rate = p.runs ? static_cast<double>(p.solved) / p.runs : 0;
  p.generations = spread(s.generations);
  p.evaluations = spread(s.evaluations);
  p.nodes = spread(s.nodes);
  p.work_spread = spread(s.work);
  p.seconds = spread(s.seconds);
  // Work of all runs over the successes: infinite without one, unknown without runs.
  auto ert = [&](double all) {
    return p.runs == 0 ? kNoValue : p.solved ? all / p.solved : kUnsolved;
  };
  p.ert_evaluations = ert(s.all_evaluations);
  p.ert_work = p.work.empty() ? kNoValue : ert(s.all_work);
  p.ert_seconds = ert(s.all_seconds);
  p.distinct_solutions = s.boards.size();
  p.distinct_classes = s.classes.size();
  if (p.n <= reference.exact_up_to()) {
    p.total_solutions = static_cast<std::int64_t>(reference.total(p.n));
    p.total_classes = static_cast<std::int64_t>(reference.classes(p.n));
  }
}

void add_to_cell(const ResultRun& run, InstanceStatus status, ResultCell& cell) {
  const RunResult& result = run.record->result;
  if (status == InstanceStatus::kUnsolvable) {
    ++cell.runs_on_unsolvable;
    if (run.outcome == Outcome::kExhausted) {
      ++cell.decided_unsolvable;
      cell.proof_work.push_back(run.work);
      cell.proof_seconds.push_back(result.seconds);
    }
    return;
  }
  const std::string stop(to_string(result.stop_reason));
  cell.outcome = cell.outcome.empty() || cell.outcome == stop ? stop : "mixed";
  if (status == InstanceStatus::kSolvable) {
    ++cell.runs_on_solvable;
    cell.solved_on_solvable += run.solved();
  } else {
    ++cell.runs_on_undecided;
  }
  cell.censored += !run.solved();
  cell.work_attempts.push_back({run.work, run.solved()});
  cell.seconds_attempts.push_back({result.seconds, run.solved()});
}

void count_instances(const Results& results, ResultCell& cell) {
  for (const ResultInstance& instance : results.instances) {
    if (instance.problem != cell.problem) continue;
    ++cell.instances;
    cell.solvable += instance.status() == InstanceStatus::kSolvable;
    cell.unsolvable += instance.status() == InstanceStatus::kUnsolvable;
    cell.undecided += instance.status() == InstanceStatus::kUndecided;
  }
}

constexpr int kRestartResamples = 1000;
constexpr std::uint64_t kRestartSeed = 0x72657374;  // "rest"

void conclude_cell(ResultCell& cell) {
  const bool rated = cell.runs_on_solvable > 0;
  cell.success =
      rated ? static_cast<double>(cell.solved_on_solvable) / cell.runs_on_solvable : kNoValue;
  cell.success_interval = rated ? wilson_interval(cell.solved_on_solvable, cell.runs_on_solvable)
                                : Interval{kNoValue, kNoValue};
  const bool has_work = !cell.solver.work_column.empty();
  cell.ert_work = has_work ? ert_or_none(cell.work_attempts) : kNoValue;
  cell.ert_seconds = ert_or_none(cell.seconds_attempts);
  cell.work_spread =
      has_work ? censored_spread(cell.work_attempts) : Spread{kNoValue, kNoValue, kNoValue};
  cell.seconds_spread = censored_spread(cell.seconds_attempts);
  cell.proof_work_spread =
      has_work ? spread(cell.proof_work) : Spread{kNoValue, kNoValue, kNoValue};
}

}  // namespace

Spread spread(std::vector<double> values) {
  std::sort(values.begin(), values.end());
  return {quantile(values, 0.5), quantile(values, 0.25), quantile(values, 0.75)};
}

Spread censored_spread(const std::vector<Attempt>& attempts) {
  std::vector<double> values;
  for (const Attempt& a : attempts) values.push_back(a.solved ? a.work : kUnsolved);
  return spread(std::move(values));
}

double ert_or_none(const std::vector<Attempt>& attempts) {
  return attempts.empty() ? kNoValue : expected_running_time(attempts);
}

void aggregate(Results& results, ExactReference& reference) {
  std::vector<PointSamples> samples(results.points.size());
  for (const ResultRun& run : results.runs) {
    ResultPoint& point = results.points[run.point];
    add_to_point(run, point, point.summary, samples[run.point]);
    add_to_cell(run, results.status_of(run), results.cells[run.cell]);
  }
  for (std::size_t k = 0; k < results.points.size(); ++k)
    conclude_point(results.points[k], samples[k], reference);
  for (ResultCell& cell : results.cells) {
    count_instances(results, cell);
    conclude_cell(cell);
  }
}

}  // namespace nqga
