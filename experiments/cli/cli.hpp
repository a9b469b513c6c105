// The `nqga` command line as a function: a program that registers its own operators, models or
// solvers calls it after registering and gets every subcommand (run, summarize, plot, keys,
// count, first, solve, check), resume and shards, with its pieces known by name.
#pragma once

namespace nqga {

// Parses argv and runs the subcommand; returns the process's exit code (0 success, 1 a run
// failed or a board did not validate, 2 a usage or configuration error, 130 interrupted).
int cli_main(int argc, char** argv);

}  // namespace nqga
