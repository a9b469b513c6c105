// `nqga count` and `nqga first`: the exact backtracking reference from the command line, on the
// plain board of size n or on an instance file (--problem: cli/problem_commands.hpp).
#pragma once

#include <iosfwd>
#include <string>

namespace nqga {

// n: the board size, or kSizeFromProblem when left out (then --problem gives it).
inline constexpr int kSizeFromProblem = -1;

struct CountOptions {
  int n = kSizeFromProblem;
  int threads = 0;                   // 0: all hardware threads
  std::string kernel = "automatic";  // see SearchKernel
  bool classic = false, no_prune = false, json = false, progress = false;
  std::string out;          // the count directory: resumable, shardable (cli/count_command.hpp)
  std::string shard;        // "I/K" with --out; empty: from the environment, else 0/1
  std::string problem;      // an instance file: count its completions instead
  double time_limit_s = 0;  // with problem; 0: none
};

struct FirstOptions {
  int n = kSizeFromProblem;
  int threads = 0;                   // 0: all hardware threads
  std::string kernel = "automatic";  // see SearchKernel
  bool classic = false, json = false;
  double time_limit_s = 0;  // 0: none
  std::string problem;      // an instance file: its first completion instead
};

// The exit code of a search whose time limit ran out before it decided (docs/reference).
constexpr int kExitUndecided = 3;

// Why the first-solution search of n queens would not fit in memory (before it allocates any:
// 13 bytes a queen), or ""; plans the estimate (plan_memory). `first` and nqga.first refuse it.
std::string first_memory_refusal(int n);

// Each returns the exit code: 0 done, 1 no solution (first), 2 bad input (message on `err`),
// kExitUndecided.
int count_command(const CountOptions& options, std::ostream& out, std::ostream& err);
int first_command(const FirstOptions& options, std::ostream& out, std::ostream& err);

}  // namespace nqga
