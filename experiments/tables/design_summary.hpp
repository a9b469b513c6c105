// design_summary.csv: a configuration's runs at a problem point aggregated over the point's
// instances (run/design.hpp says which axes are which), with the instances that have no solution
// counted apart (tables/instance_verdict.hpp), failures kept as censored runs, and work in the
// solver's own unit. docs/reference/file-formats.md describes every column.
#pragma once

#include <string>
#include <vector>

#include "run/csv.hpp"
#include "run/job_record.hpp"
#include "run/sweep.hpp"
#include "statistics/statistics.hpp"

namespace nqga {

// The runs of one configuration at one problem point.
struct DesignGroup {
  std::string configuration{}, problem{};  // design_cell's labels
  int n = 0;
  std::string solver{};
  bool seeded = true, exact = false;  // exact: deterministic and reports a board (not a count)
  std::string work{}, work_column{};  // the solver's measure of work, as summary.csv names it
  int instances = 0, solvable = 0, unsolvable = 0, undecided = 0;  // at the problem point
  int runs = 0, runs_on_solvable = 0, solved_on_solvable = 0, runs_on_unsolvable = 0;
  int decided_unsolvable = 0;  // runs on unsolvable instances that ended `exhausted`
  int censored = 0;  // runs on solvable or undecided instances that stopped without a solution
  // The stop_reason of the runs on solvable or undecided instances when they agree, else "mixed".
  std::string outcome{};
  // The runs on solvable or undecided instances, in work and in seconds.
  std::vector<Attempt> work_attempts{}, seconds_attempts{};
};

// One group per configuration x problem point, in order of first appearance in the sweep; a
// group without records has runs = 0. Throws std::runtime_error when one run solved an instance
// that another proved unsolvable. O(records log records).
std::vector<DesignGroup> design_groups(const Sweep& sweep, const std::vector<JobRecord>& records);

// design_summary.csv's table: one row per group.
Table design_summary_table(const std::vector<DesignGroup>& groups);

// What `nqga run` and `nqga summarize` print after the points table when the design has instance
// axes: one line per row of design_summary.csv (configuration x problem).
std::string design_summary_text(const Table& design_summary);

}  // namespace nqga
