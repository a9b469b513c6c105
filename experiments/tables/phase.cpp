#include "tables/phase.hpp"

#include <algorithm>
#include <array>
#include <cmath>
#include <limits>
#include <map>
#include <set>

#include "run/csv.hpp"
#include "solvers/solver.hpp"
#include "tables/instance_verdict.hpp"
#include "tables/summarize.hpp"

namespace nqga {

namespace {

using Row = std::vector<std::string>;

// The runs of one solver at one parameter point.
struct SolverRuns {
  Row axes{};  // the values of phase_axes
  std::string solver{}, work{}, work_column{};
  int runs = 0, runs_on_solvable = 0, solved_on_solvable = 0, runs_on_unsolvable = 0;
  double work_on_solvable = 0;
  std::vector<double> work_values{}, seconds{};
};

// The columns that make a parameter point, problem.seed and solver aside: n and the swept keys
// (runs.csv's dotted columns).
std::vector<std::string> phase_axes(const Table& runs) {
  std::vector<std::string> axes{"n"};
  for (const auto& column : runs.header) {
    if (column.find('.') != std::string::npos && column != "problem.seed") axes.push_back(column);
  }
  return axes;
}

Row cells(const Table& table, const Row& row, const std::vector<std::string>& columns) {
  Row values;
  for (const auto& column : columns) values.push_back(table.at(row, column));
  return values;
}

// Whether a run's solver counts solutions rather than reporting a board (a solver this program
// does not know is taken to report boards).
bool counting(const Table& runs, const Row& row) {
  const auto solver = solver_registry().find(runs.at(row, "solver"));
  return solver && solver->counts;
}

std::map<std::pair<Row, std::string>, InstanceVerdict> verdicts(
    const Table& runs, const std::vector<std::string>& axes) {
  std::map<std::pair<Row, std::string>, InstanceVerdict> by_instance;
  for (const auto& row : runs.rows) {
    if (counting(runs, row)) continue;
    const std::string& seed = runs.at(row, "problem.seed");
    observe_run(by_instance[{cells(runs, row, axes), seed}],
                runs.at(row, "solved") == "true" && runs.at(row, "validated") == "true",
                runs.at(row, "stop_reason") == "exhausted", "problem.seed=" + seed,
                runs.at(row, "id"));
  }
  return by_instance;
}

// Each point's work name and column, by point id.
std::map<std::string, std::pair<std::string, std::string>> work_by_point(const Table& summary) {
  std::map<std::string, std::pair<std::string, std::string>> work;
  for (const auto& row : summary.rows) {
    work[summary.at(row, "point")] = {summary.at(row, "work"), summary.at(row, "work_column")};
  }
  return work;
}

std::vector<SolverRuns> solver_runs(const Table& runs, const Table& summary,
                                    const std::vector<std::string>& axes) {
  const auto by_instance = verdicts(runs, axes);
  const auto work = work_by_point(summary);
  std::vector<SolverRuns> groups;
  for (const auto& row : runs.rows) {
    if (counting(runs, row)) continue;
    Row key = cells(runs, row, axes);
    const std::string& solver = runs.at(row, "solver");
    auto group = std::find_if(groups.begin(), groups.end(), [&](const SolverRuns& g) {
      return g.axes == key && g.solver == solver;
    });
    if (group == groups.end()) {
      const auto [name, column] = work.count(runs.at(row, "point"))
                                      ? work.at(runs.at(row, "point"))
                                      : std::pair<std::string, std::string>{};
      groups.push_back({.axes = key, .solver = solver, .work = name, .work_column = column});
      group = groups.end() - 1;
    }
    const InstanceVerdict verdict = by_instance.at({key, runs.at(row, "problem.seed")});
    const double spent =
        group->work_column.empty() ? std::nan("") : field_number(runs.at(row, group->work_column));
    ++group->runs;
    group->work_values.push_back(spent);
    group->seconds.push_back(field_number(runs.at(row, "seconds")));
    if (verdict.solved) {
      ++group->runs_on_solvable;
      group->solved_on_solvable += runs.at(row, "solved") == "true";
      group->work_on_solvable += spent;
    }
    group->runs_on_unsolvable += verdict.exhausted;
  }
  return groups;
}

// Instances per parameter point: solvable, unsolvable, undecided.
std::map<Row, std::array<int, 3>> instance_counts(const Table& runs,
                                                  const std::vector<std::string>& axes) {
  std::map<Row, std::array<int, 3>> counts;
  for (const auto& [instance, verdict] : verdicts(runs, axes)) {
    ++counts[instance.first][static_cast<std::size_t>(verdict.status())];
  }
  return counts;
}

// Expected running time on solvable instances: all their runs' work over the successes;
// infinite without one, missing without runs on solvable instances.
double ert(const SolverRuns& g) {
  if (g.runs_on_solvable == 0) return std::nan("");
  if (g.solved_on_solvable == 0) return std::numeric_limits<double>::infinity();
  return g.work_on_solvable / g.solved_on_solvable;
}

std::vector<double> finite(std::vector<double> values) {
  std::erase_if(values, [](double v) { return std::isnan(v); });
  return values;
}

}  // namespace

bool has_instances(const Table& runs) { return runs.column("problem.seed") >= 0; }

Table phase_table(const Table& runs, const Table& summary) {
  const auto axes = phase_axes(runs);
  const auto counts = instance_counts(runs, axes);
  Table phase;
  phase.header = axes;
  for (const char* column : {"solver", "instances", "solvable", "unsolvable", "undecided",
                             "solvable_fraction", "runs", "runs_on_solvable", "solved_on_solvable",
                             "success_on_solvable", "runs_on_unsolvable", "work", "work_column",
                             "work_median", "work_q25", "work_q75", "seconds_median", "ert_work"}) {
    phase.header.push_back(column);
  }
  for (const SolverRuns& g : solver_runs(runs, summary, axes)) {
    const auto [solvable, unsolvable, undecided] = counts.at(g.axes);
    const int decided = solvable + unsolvable;
    const Spread work = spread(finite(g.work_values));
    const Spread seconds = spread(finite(g.seconds));
    Row row = g.axes;
    for (const std::string& cell :
         {g.solver, std::to_string(solvable + unsolvable + undecided), std::to_string(solvable),
          std::to_string(unsolvable), std::to_string(undecided),
          number_field(decided ? double(solvable) / decided : std::nan("")), std::to_string(g.runs),
          std::to_string(g.runs_on_solvable), std::to_string(g.solved_on_solvable),
          number_field(g.runs_on_solvable ? double(g.solved_on_solvable) / g.runs_on_solvable
                                          : std::nan("")),
          std::to_string(g.runs_on_unsolvable), g.work, g.work_column, number_field(work.median),
          number_field(work.q25), number_field(work.q75), number_field(seconds.median),
          number_field(ert(g))}) {
      row.push_back(cell);
    }
    phase.rows.push_back(std::move(row));
  }
  return phase;
}

}  // namespace nqga
