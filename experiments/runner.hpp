// `nqga run`: expands the sweep, prepares or resumes the run directory, runs the jobs this process
// owns on a thread pool, validates every board, and writes runs.csv and the summary.
#pragma once

#include <iosfwd>
#include <string>

#include "config.hpp"

namespace nqga {

struct RunOptions {
  std::string out;  // the run directory; empty: output.dir/experiment
  int jobs = 0;     // worker threads; 0: the machine's hardware threads
  bool dry_run = false;
  bool fresh = false;     // never resume: start in a new directory
  bool progress = false;  // progress lines on stderr even when it is not a terminal
  std::string command_line;
};

// Returns the exit code: 0 all jobs valid, 1 a board failed validation or a job failed,
// 2 a configuration or run-directory problem (reported on `err`, nothing written).
int run_experiment(const ExperimentConfig& config, const RunOptions& options, std::ostream& out,
                   std::ostream& err);

}  // namespace nqga
