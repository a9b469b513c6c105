// `nqga run`, `nqga summarize` and `nqga plot`: an experiment from its config to its run
// directory, tables and figures.
#pragma once

#include <iosfwd>
#include <string>

#include "config/config.hpp"

namespace nqga {

struct RunOptions {
  std::string out;  // the run directory; empty: output.dir/experiment
  int jobs = 0;     // worker threads; 0: the machine's hardware threads
  bool dry_run = false;
  bool fresh = false;     // never resume: start in a new directory
  bool progress = false;  // progress lines on stderr even when it is not a terminal
  bool no_plot = false;   // skip drawing the plots and report.html at the end
  bool json = false;      // stdout: summary.json (the job table with dry_run), nothing else
  std::string shard;      // "I/K": run the jobs with id % K == I; empty: from the environment
  std::string command_line;
  std::string program;         // program_identity(): recorded, and compared when resuming
  bool resume_anyway = false;  // resume a directory another program made
};

// Expands the sweep, prepares or resumes the run directory, runs the jobs this process owns on a
// thread pool, validates every board; then, under the directory's lock so that whichever shard
// ends last leaves complete tables, writes runs.csv and the summaries from every record present
// and draws the figures. Returns the exit code: 0 all jobs valid, 1 a board failed validation or a
// job or a write failed, 2 a configuration or run-directory problem (reported on `err`, nothing
// written: a later nqga's directory, one in use by another plain run), 130 (143) when interrupted
// by SIGINT (SIGTERM) after the jobs in flight were finished and written; a second signal exits at
// once with the same code, the jobs in flight abandoned.
int run_experiment(const ExperimentConfig& config, const RunOptions& options, std::ostream& out,
                   std::ostream& err);

// `nqga summarize DIR`: rebuilds runs.csv, the summaries and the comparison from the jobs present
// in DIR, under its lock; prints the summary table, or summary.json with `json`.
int summarize_directory(const std::string& dir, bool json, std::ostream& out, std::ostream& err);

// `nqga plot DIR`: plot_directory under the directory's lock.
int plot_command(const std::string& dir, std::ostream& out, std::ostream& err);

}  // namespace nqga
