// `nqga solve` (one valid board for any n) and `nqga check` (validate a board file).
#pragma once

#include <cstdint>
#include <iosfwd>
#include <string>

#include "solvers/solver.hpp"

namespace nqga {

struct SolveOptions {
  std::int64_t n = 0;
  std::string method = "auto";  // auto (min-conflicts) or a registered solver that reports a board
  std::uint64_t seed = 1;
  std::string out;          // board file to write; empty: none
  double time_limit_s = 0;  // 0: none
  bool json = false, progress = false;
};

// The memory a solve of n queens needs, in bytes, by method (auto: min-conflicts).
// The bytes `solve` plans on for n queens with `solver` (its estimate at solve's GA parameters).
std::uint64_t solve_bytes(std::int64_t n, const SolverEntry& solver);

// Why `solve` does not run `method` (auto: min-conflicts) for n queens, or "": not a registered
// solver that reports a board, n outside [1, 2^31 - 1], or beyond the method's reach (its
// registry's max_n, as `nqga run` has it: memetic stops at n = 100000).
std::string solve_method_refusal(std::int64_t n, const std::string& method);
// Why n queens by `solver` would not fit in memory (solve_bytes against available_memory), or "";
// plans the estimate (plan_memory). Throws ConfigError for a malformed NQGA_MAX_MEMORY.
std::string solve_memory_refusal(std::int64_t n, const SolverEntry& solver);

// Exit codes: 0 a validated board, 1 none (n = 2, 3, or the time limit), 2 bad input or not
// enough memory (said before anything is allocated).
int solve_command(const SolveOptions& options, std::ostream& out, std::ostream& err);
int check_command(const std::string& path, bool json, std::ostream& out, std::ostream& err);

}  // namespace nqga
