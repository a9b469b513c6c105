// The results of an experiment, read once: every job record placed in its design cell
// (configuration, problem point, instance) with one labelling of its outcome, each instance with
// its verdict, and one aggregation per parameter point and per configuration x problem point.
// Every table, comparison, figure, sentence of the report and DataFrame is a view of this model;
// none parses a table that another layer wrote to compute something new.
#pragma once

#include <cstddef>
#include <filesystem>
#include <map>
#include <string>
#include <utility>
#include <vector>

#include "results/instance_verdict.hpp"
#include "run/design.hpp"
#include "run/job_record.hpp"
#include "run/sweep.hpp"
#include "run/validate.hpp"
#include "statistics/restarts.hpp"
#include "statistics/statistics.hpp"
#include "tables/point_summary.hpp"

namespace nqga {

// What became of a run, the one labelling every view uses.
enum class Outcome {
  kSolved,     // the solver's goal, checked: a board that passed validation, or a count that did
  kInvalid,    // what it reported failed validation
  kExhausted,  // an exact search tried everything: its instance has no solution
  kCensored,   // stopped (budget, time, stagnation) without a solution
};
const char* outcome_name(Outcome outcome);  // "solved", "invalid", "exhausted", "censored"

// One run: a job record and its place in the design.
struct ResultRun {
  const JobRecord* record = nullptr;
  std::size_t point = 0, cell = 0, instance = 0;  // indices into Results' lists
  Outcome outcome = Outcome::kCensored;
  bool checked = false;    // it reported something validation checks: a board, or a whole count
  bool validated = false;  // checked, and it passed (never true for a run without a board)
  double work = 0;         // in its solver's unit; NaN for a solver that counts none
  bool solved() const { return outcome == Outcome::kSolved; }
  bool has_board() const { return !record->result.board.empty(); }
  // Best conflicts of its board; NaN without a board.
  double best_conflicts() const;
};

// An instance of a problem point (without instance axes, the point itself) and what the runs on
// it decided.
struct ResultInstance {
  std::string problem, instance;  // design_cell's labels; instance "" without instance axes
  InstanceVerdict verdict;
  InstanceStatus status() const { return verdict.status(); }
};

// What a solver is, as the views need it.
struct SolverTraits {
  std::string name;
  std::string work,
      work_column;      // its measure of work ("conflict evaluations") and runs.csv column
  bool seeded = true;   // runs once per seed (false: deterministic, once per point)
  bool counts = false;  // counts solutions instead of reporting a board
  bool exact = false;   // deterministic and reports a board: an exact search
};

// One parameter point of the sweep.
struct ResultPoint {
  int point = 0;
  std::string label;  // "n=16 ga.selection.method=tournament"
  int n = 0;
  SolverTraits solver;
  DesignCell place;                    // its configuration, problem point and instance
  std::vector<std::string> axis_text;  // parallel to Results::axes; "" where not in effect
  std::vector<std::pair<std::string, std::string>> parameters;  // the axes in effect, as text
  // The stopping rules in effect (budget_keys(): key -> value as written): runs stopped by
  // different budgets are not compared.
  std::map<std::string, std::string> budget;
  std::size_t cell = 0, instance = 0;  // its place among Results' cells and instances
  std::vector<std::size_t> runs;       // its runs present, in id order
  PointSummary summary;                // summary.csv's row
};

// A configuration at a problem point, aggregated over the point's instances: design_summary.csv's
// row. Runs on instances proven unsolvable are counted apart (a seeded search cannot decide
// them); work and seconds are over the runs on solvable and undecided instances, a censored run
// at +infinity in the quartiles and with its whole work in the ERT.
struct ResultCell {
  std::string configuration, problem;
  int n = 0;
  SolverTraits solver;
  std::vector<std::string> problem_values;  // the problem axes' values but n's, in axis order
  std::vector<std::size_t> points, runs;    // its parameter points and all their runs
  int instances = 0, solvable = 0, unsolvable = 0, undecided = 0;  // of the problem point
  int runs_on_solvable = 0, solved_on_solvable = 0, runs_on_undecided = 0;
  int runs_on_unsolvable = 0, decided_unsolvable = 0;  // decided: the runs that proved it
  int censored = 0;  // runs on solvable or undecided instances without a solution
  // The stop reason of the runs on solvable or undecided instances when they agree, else "mixed".
  std::string outcome;
  std::vector<Attempt> work_attempts, seconds_attempts;  // the runs on solvable or undecided
  std::vector<double> proof_work, proof_seconds;         // the runs that proved unsolvability
  // Derived from the above (aggregate()): NaN where there is nothing to take them over.
  double success = 0;
  Interval success_interval;
  double ert_work = 0, ert_seconds = 0;
  Spread work_spread, seconds_spread, proof_work_spread;
  // The work of simulated restarts of its runs on solvable and undecided instances
  // (statistics/restarts.hpp): their mean (the ERT, estimated) and 10 % and 90 % quantiles.
  RestartRuntimes restart_work;
};

struct Results {
  std::string source;  // the run directory, as commands name it
  Sweep sweep;         // the experiment's: its jobs, instances and keys
  Design design;
  std::vector<std::string> axes;  // the sweep's axes (key paths), in sweep order
  std::size_t jobs_total = 0;
  std::vector<JobRecord> records;   // in id order
  std::vector<ResultRun> runs;      // parallel to records
  std::vector<ResultPoint> points;  // every point of the sweep, in point order
  std::vector<ResultCell> cells;    // in order of first appearance in the sweep
  std::vector<ResultInstance> instances;
  const ResultPoint& point_of(const ResultRun& run) const { return points[run.point]; }
  const ResultCell& cell_of(const ResultRun& run) const { return cells[run.cell]; }
  InstanceStatus status_of(const ResultRun& run) const { return instances[run.instance].status(); }
};

// The problem label without its leading "n=N" ("n=24 problem.density=0.5" -> "problem.density=0.5";
// "" for "n=24"): what stays fixed along a series over n.
std::string problem_without_n(const std::string& problem);

// The keys whose values censor a run: stop.max_evaluations, stop.max_generations,
// stop.time_limit_s.
const std::vector<std::string>& budget_keys();

// The model of `records` (bound to `sweep`, any order) of the run directory `source`. Throws
// std::runtime_error naming the instance when one run solved an instance that another proved
// unsolvable, and for a record whose job id or point is not the sweep's, or a job recorded twice.
// O(records log records).
Results results_of(const Sweep& sweep, std::vector<JobRecord> records, ExactReference& reference,
                   const std::string& source);

}  // namespace nqga
