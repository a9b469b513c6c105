// The `nqga` command line as a function: a program that registers its own operators, models or
// solvers calls it after registering and gets every subcommand (run, summarize, plot, keys,
// count, first, solve, check), resume and shards, with its pieces known by name.
#pragma once

#include <string>

namespace nqga {

// Parses argv and runs the subcommand; returns the process's exit code (0 success, 1 a run
// failed or a board did not validate, 2 a usage or configuration error, 130 interrupted).
// `program` is the calling program's identity, for example "my_nqga 1.3": every run directory's
// manifest and checkpoints record it beside nqga's version and commit, and resuming a directory
// made by another program is refused (unless --resume-anyway). Change it whenever your pieces'
// code changes their results; empty for nqga itself.
int cli_main(int argc, char** argv, const std::string& program = "");

}  // namespace nqga
