// `nqga run`, `nqga summarize` and `nqga plot`: the command line's shell over Experiment
// (experiment/experiment.hpp), which does the work; these parse nothing and print what it returns.
#pragma once

#include <iosfwd>
#include <string>

#include "config/config.hpp"
#include "experiment/experiment.hpp"

namespace nqga {

// `nqga run`'s options: how to run (RunSettings), and what to print.
struct RunOptions : RunSettings {
  bool dry_run = false;  // print the job table and run nothing
  bool json = false;     // stdout: summary.json (the job table with dry_run), nothing else
};

// Runs the experiment (Experiment::run) and prints its summary, comparison and figures. With
// progress on stderr when it is a terminal. Returns the exit code: 0 all jobs valid, 1 a board
// failed validation or a job or a write failed, 2 a configuration or run-directory problem
// (reported on `err`, nothing written: a later nqga's directory, one in use by another plain
// run), 130 (143) when interrupted by SIGINT (SIGTERM) after the jobs in flight were finished
// and written; a second signal exits at once with the same code, the jobs in flight abandoned.
int run_experiment(const ExperimentConfig& config, const RunOptions& options, std::ostream& out,
                   std::ostream& err);

// `nqga summarize DIR`: rebuilds runs.csv, the summaries and the comparison from the jobs present
// in DIR, under its lock; prints the summary table, or summary.json with `json`.
int summarize_directory(const std::string& dir, bool json, std::ostream& out, std::ostream& err);

// `nqga plot DIR`: draw_figures under the directory's lock.
int plot_command(const std::string& dir, std::ostream& out, std::ostream& err);

}  // namespace nqga
