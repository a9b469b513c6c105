#include "tables/design_summary.hpp"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <limits>
#include <map>
#include <utility>

#include "config/point.hpp"
#include "run/design.hpp"
#include "solvers/solver.hpp"
#include "tables/instance_verdict.hpp"
#include "tables/summarize.hpp"

namespace nqga {

namespace {

constexpr double kNoValue = std::numeric_limits<double>::quiet_NaN();
constexpr double kUnsolved = std::numeric_limits<double>::infinity();

using InstanceKey = std::pair<std::string, std::string>;  // problem, instance

// Plain N-Queens is decided by theorem; an instance drawn from a seed starts undecided.
InstanceVerdict first_verdict(const Job& job, const DesignCell& cell) {
  const bool plain = std::get<std::string>(job.value("problem.kind")) == plain_problem_kind();
  return plain && cell.instance.empty() ? plain_queens_verdict(job_n(job)) : InstanceVerdict{};
}

// Every instance of the sweep with what the records decided about it.
std::map<InstanceKey, InstanceVerdict> instance_verdicts(const Sweep& sweep,
                                                         const std::vector<JobRecord>& records) {
  std::map<InstanceKey, InstanceVerdict> verdicts;
  for (const Job& job : sweep.jobs) {
    const DesignCell cell = design_cell(sweep, job);
    verdicts.try_emplace({cell.problem, cell.instance}, first_verdict(job, cell));
  }
  for (const JobRecord& r : records) {
    const auto solver = solver_registry().find(r.solver);
    if (solver && solver->counts) continue;
    const DesignCell cell = design_cell(sweep, sweep.jobs[static_cast<std::size_t>(r.id)]);
    observe_run(verdicts[{cell.problem, cell.instance}], r.result.solved && r.validated,
                r.result.stop_reason == StopReason::kExhausted,
                cell.problem + (cell.instance.empty() ? "" : " " + cell.instance),
                std::to_string(r.id));
  }
  return verdicts;
}

DesignGroup new_group(const Job& job, const DesignCell& cell) {
  DesignGroup group{.configuration = cell.configuration, .problem = cell.problem, .n = job_n(job)};
  group.solver = job_solver(job);
  if (const auto solver = solver_registry().find(group.solver)) {
    group.seeded = !solver->deterministic;
    group.exact = solver->deterministic && !solver->counts;
    group.work = solver->work.label;
    group.work_column = solver->work.column();
  }
  return group;
}

void count_run(DesignGroup& group, const JobRecord& r, InstanceStatus status) {
  const bool solved = r.result.solved && r.validated;
  ++group.runs;
  if (status == InstanceStatus::kUnsolvable) {
    ++group.runs_on_unsolvable;
    group.decided_unsolvable += r.result.stop_reason == StopReason::kExhausted;
    return;
  }
  const std::string stop(to_string(r.result.stop_reason));
  group.outcome = group.outcome.empty() || group.outcome == stop ? stop : "mixed";
  if (status == InstanceStatus::kSolvable) {
    ++group.runs_on_solvable;
    group.solved_on_solvable += solved;
  }
  group.censored += !solved;
  const auto solver = solver_registry().find(r.solver);
  const double work = solver ? run_work(r.result, solver->work) : kNoValue;
  group.work_attempts.push_back({work, solved});
  group.seconds_attempts.push_back({r.result.seconds, solved});
}

}  // namespace

std::vector<DesignGroup> design_groups(const Sweep& sweep, const std::vector<JobRecord>& records) {
  const auto verdicts = instance_verdicts(sweep, records);
  std::vector<DesignGroup> groups;
  std::map<InstanceKey, std::size_t> group_of;  // configuration, problem -> index in groups
  for (const Job& job : sweep.jobs) {
    const DesignCell cell = design_cell(sweep, job);
    if (group_of.try_emplace({cell.configuration, cell.problem}, groups.size()).second) {
      groups.push_back(new_group(job, cell));
    }
  }
  for (const auto& [instance, verdict] : verdicts) {
    for (DesignGroup& group : groups) {
      if (group.problem != instance.first) continue;
      ++group.instances;
      const InstanceStatus status = verdict.status();
      group.solvable += status == InstanceStatus::kSolvable;
      group.unsolvable += status == InstanceStatus::kUnsolvable;
      group.undecided += status == InstanceStatus::kUndecided;
    }
  }
  for (const JobRecord& r : records) {
    const DesignCell cell = design_cell(sweep, sweep.jobs[static_cast<std::size_t>(r.id)]);
    count_run(groups[group_of.at({cell.configuration, cell.problem})], r,
              verdicts.at({cell.problem, cell.instance}).status());
  }
  return groups;
}

namespace {

const char* const kDesignSummaryColumns[] = {"configuration",
                                             "problem",
                                             "n",
                                             "solver",
                                             "work",
                                             "work_column",
                                             "instances",
                                             "solvable",
                                             "unsolvable",
                                             "undecided",
                                             "runs",
                                             "runs_on_solvable",
                                             "solved_on_solvable",
                                             "success",
                                             "success_low",
                                             "success_high",
                                             "runs_on_unsolvable",
                                             "decided_unsolvable",
                                             "censored",
                                             "ert_work",
                                             "ert_seconds",
                                             "work_median",
                                             "work_q25",
                                             "work_q75",
                                             "seconds_median",
                                             "seconds_q25",
                                             "seconds_q75"};

// Expected running time of the attempts (censored ones count their work); NaN without attempts.
double ert_or_none(const std::vector<Attempt>& attempts) {
  return attempts.empty() ? kNoValue : expected_running_time(attempts);
}

// The quartiles of the attempts with the unsolved ones at +infinity.
Spread censored_spread(const std::vector<Attempt>& attempts) {
  std::vector<double> values;
  for (const Attempt& a : attempts) values.push_back(a.solved ? a.work : kUnsolved);
  return spread(std::move(values));
}

std::vector<std::string> summary_row(const DesignGroup& g) {
  const bool has_work = !g.work_column.empty();
  const Spread work =
      has_work ? censored_spread(g.work_attempts) : Spread{kNoValue, kNoValue, kNoValue};
  const Spread seconds = censored_spread(g.seconds_attempts);
  const bool rated = g.runs_on_solvable > 0;
  const Interval wilson = wilson_interval(g.solved_on_solvable, g.runs_on_solvable);
  auto count = [](int value) { return std::to_string(value); };
  return {g.configuration,
          g.problem,
          count(g.n),
          g.solver,
          g.work,
          g.work_column,
          count(g.instances),
          count(g.solvable),
          count(g.unsolvable),
          count(g.undecided),
          count(g.runs),
          count(g.runs_on_solvable),
          count(g.solved_on_solvable),
          number_field(rated ? double(g.solved_on_solvable) / g.runs_on_solvable : kNoValue),
          number_field(rated ? wilson.low : kNoValue),
          number_field(rated ? wilson.high : kNoValue),
          count(g.runs_on_unsolvable),
          count(g.decided_unsolvable),
          count(g.censored),
          number_field(has_work ? ert_or_none(g.work_attempts) : kNoValue),
          number_field(ert_or_none(g.seconds_attempts)),
          number_field(work.median),
          number_field(work.q25),
          number_field(work.q75),
          number_field(seconds.median),
          number_field(seconds.q25),
          number_field(seconds.q75)};
}

}  // namespace

Table design_summary_table(const std::vector<DesignGroup>& groups) {
  Table table;
  table.header.assign(std::begin(kDesignSummaryColumns), std::end(kDesignSummaryColumns));
  for (const DesignGroup& group : groups) table.rows.push_back(summary_row(group));
  return table;
}

std::string design_summary_text(const Table& summary) {
  std::size_t width = 13;
  for (const auto& row : summary.rows) {
    width = std::max(
        width, summary.at(row, "configuration").size() + 1 + summary.at(row, "problem").size());
  }
  char line[512];
  std::snprintf(line, sizeof line, "%-*s %20s %9s %17s %12s\n", static_cast<int>(width),
                "configuration problem", "solvable/unsolv./und", "solved", "success [95%]",
                "ERT work");
  std::string text = line;
  for (const auto& row : summary.rows) {
    const std::string name = summary.at(row, "configuration") + " " + summary.at(row, "problem");
    const std::string instances = summary.at(row, "solvable") + "/" +
                                  summary.at(row, "unsolvable") + "/" +
                                  summary.at(row, "undecided");
    const std::string solved =
        summary.at(row, "solved_on_solvable") + "/" + summary.at(row, "runs_on_solvable");
    std::string success = "-";
    if (const double rate = field_number(summary.at(row, "success")); !std::isnan(rate)) {
      char cell[64];
      std::snprintf(cell, sizeof cell, "%.0f%% [%.0f, %.0f]", 100 * rate,
                    100 * field_number(summary.at(row, "success_low")),
                    100 * field_number(summary.at(row, "success_high")));
      success = cell;
    }
    const double ert_work = field_number(summary.at(row, "ert_work"));
    char ert_text[32] = "-";
    if (!std::isnan(ert_work)) std::snprintf(ert_text, sizeof ert_text, "%.4g", ert_work);
    std::snprintf(line, sizeof line, "%-*s %20s %9s %17s %12s\n", static_cast<int>(width),
                  name.c_str(), instances.c_str(), solved.c_str(), success.c_str(), ert_text);
    text += line;
  }
  return text + "(by configuration x problem over its instances: success over solvable ones)\n";
}

}  // namespace nqga
