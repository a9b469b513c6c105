#include "cli/solve_commands.hpp"

#include <unistd.h>

#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <nlohmann/json.hpp>
#include <ostream>
#include <vector>

#include "cli/standard_output.hpp"
#include "engine.hpp"
#include "huge_pages.hpp"
#include "local/min_conflicts.hpp"
#include "run/board_file.hpp"
#include "run/memory.hpp"
#include "solvers/solver.hpp"

namespace nqga {

namespace {

using BigBoard = std::vector<Column, HugePageAllocator<Column>>;

constexpr std::int64_t kMaxSolveN = 0x7fffffff;  // columns are 32-bit

// The largest n `solve` runs `solver` for: the registry's max_n, as `nqga run` takes it (the GA's
// 10^9 included; then its memory estimate is the limit), except min-conflicts, which `solve` runs
// itself, into huge pages, up to kMaxSolveN (min_conflicts_bytes the limit).
std::int64_t solve_reach(const SolverEntry& solver) {
  return solver.name == "min-conflicts" ? kMaxSolveN : solver.max_n;
}

// The solvers `solve` can run: min-conflicts, and every registered one that reports a board.
std::string solve_methods() {
  std::string names = "auto";
  for (const auto& solver : solver_registry().entries()) {
    if (!solver->counts) names += ", " + solver->name;
  }
  return names;
}

}  // namespace

std::uint64_t solve_bytes(std::int64_t n, const SolverEntry& solver) {
  if (!solver.bytes) return 0;
  // Beside a solver's own need, the board it reports and the one solve copies it into (4 bytes a
  // queen each); min-conflicts solves into solve's board, which its estimate counts.
  const std::uint64_t boards =
      solver.name == "min-conflicts" ? 0 : 8 * static_cast<std::uint64_t>(n);
  return boards +
         solver.bytes(n, large_n_ga_params(), with_defaults(solver.params, {}, solver.name));
}

std::string solve_method_refusal(std::int64_t n, const std::string& method) {
  const auto solver = solver_registry().find(method == "auto" ? "min-conflicts" : method);
  if (!solver || solver->counts) {
    return "unknown method '" + method + "' (one of " + solve_methods() + ")";
  }
  if (n < 1 || n > kMaxSolveN) {
    return "n must be in [1, " + std::to_string(kMaxSolveN) + "], got " + std::to_string(n);
  }
  if (const std::int64_t reach = solve_reach(*solver); n > reach) {
    return "--method " + solver->name + " takes n up to " + std::to_string(reach) +
           "; use min-conflicts (or auto) beyond";
  }
  return "";
}

std::string solve_memory_refusal(std::int64_t n, const SolverEntry& solver) {
  const std::uint64_t needed = solve_bytes(n, solver);
  plan_memory(needed);
  const std::uint64_t available = available_memory();
  if (!available || needed <= available) return "";
  return "n = " + std::to_string(n) + " needs about " + format_bytes(needed) + " with " +
         solver.name + ", but only " + format_bytes(available) + " of memory is available" +
         memory_source();
}

namespace {

// What a solve found, in a board of huge pages (n = 10^9 is 4 GB of columns).
struct Solved {
  BigBoard board;
  bool solved = false;
  std::uint64_t swaps = 0;
};

// min-conflicts straight into huge pages, with progress; any other solver through the registry.
// The token counts from the command's start, so the board's allocation is inside the limit.
Solved run_solve(const SolveOptions& o, const SolverEntry& solver, const StopToken& token,
                 std::ostream& err) {
  Solved found{BigBoard(static_cast<std::size_t>(o.n))};
  Rng rng(o.seed);
  if (solver.name == "min-conflicts") {
    const bool show = o.progress || ::isatty(STDERR_FILENO);
    const MinConflictsResult result =
        min_conflicts(found.board, rng, token, [&](const MinConflictsProgress& p) {
          if (show)
            err << "\r" << p.phase << ": " << p.done << " / " << p.of << "        " << std::flush;
        });
    if (show) err << "\n";
    found.solved = result.solved;
    found.swaps = result.swaps;
    return found;
  }
  const GaParams ga = large_n_ga_params(o.time_limit_s);
  const ParamValues params = with_defaults(solver.params, {}, solver.name);
  const GenerationObserver no_observer;
  const RunResult result =
      solver.run({static_cast<int>(o.n), ga, ga.stop, params, rng, no_observer, nullptr, &token});
  if (result.board.size() == found.board.size()) {
    std::copy(result.board.begin(), result.board.end(), found.board.begin());
  }
  found.solved = result.solved && result.board.size() == found.board.size();
  return found;
}

// The report of a solve; with --out -, the board goes to standard output (for `nqga show -`) and
// the report to `err`.
void report_solve(const SolveOptions& o, const std::string& method, const Solved& found, bool valid,
                  double seconds, std::uint64_t needed, std::ostream& out, std::ostream& err) {
  std::ostream& report = o.out == "-" ? err : out;
  if (valid && o.out == "-") {
    out << board_file_text(found.board);
    finish_standard_output(out);  // before the report says where the board went
  }
  if (o.json) {
    report << nlohmann::json{{"n", o.n},
                             {"method", method},
                             {"seed", o.seed},
                             {"solved", found.solved},
                             {"valid", valid},
                             {"seconds", seconds},
                             {"swaps", found.swaps},
                             {"peak_bytes", needed},
                             {"out", o.out}}
                  .dump()
           << "\n";
  } else if (valid) {
    report << "n = " << o.n << ": solved and validated in " << seconds << " s (" << method
           << ", seed " << o.seed << ", " << found.swaps << " repair swaps)";
    if (!o.out.empty()) {
      report << "; board written to " << (o.out == "-" ? "standard output" : o.out);
    }
    if (o.n <= 30) {
      report << "\n ";
      for (Column c : found.board) report << " " << c + 1;
    }
    report << "\n";
  } else if (!found.solved) {
    report << "n = " << o.n << ": no solution within " << o.time_limit_s << " s (" << method
           << ")\n";
  }
}

}  // namespace

int solve_command(const SolveOptions& o, std::ostream& out, std::ostream& err) {
  const StopToken token(o.time_limit_s);
  const std::string method = o.method == "auto" ? "min-conflicts" : o.method;
  std::string refusal = solve_method_refusal(o.n, o.method);
  const auto solver = solver_registry().find(method);
  if (refusal.empty()) refusal = solve_memory_refusal(o.n, *solver);
  if (!refusal.empty()) {
    err << "nqga solve: " << refusal << "\n";
    return 2;
  }
  const std::uint64_t needed = solve_bytes(o.n, *solver);
  if (o.n == 2 || o.n == 3) {
    std::ostream& report = o.out == "-" ? err : out;
    if (o.json) {
      report << nlohmann::json{{"n", o.n}, {"method", method}, {"solved", false}, {"valid", false}}
                    .dump()
             << "\n";
    } else {
      report << "n = " << o.n << ": no solution exists\n";
    }
    return 1;
  }
  const auto start = std::chrono::steady_clock::now();
  const Solved found = run_solve(o, *solver, token, err);
  const double seconds =
      std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  // Nothing is reported or written before the independent validator has passed the board. A board
  // not solved is not checked: the check's pass and bit sets (5 bits a queen) came after the limit.
  const BoardCheck check = found.solved ? check_board(found.board) : BoardCheck{};
  const bool valid = found.solved && check.valid();
  if (valid && !o.out.empty() && o.out != "-") write_board_file(o.out, found.board);
  report_solve(o, method, found, valid, seconds, needed, out, err);
  if (found.solved && !check.valid()) {
    err << "nqga solve: internal error: the board found does not validate: "
        << check.describe(found.board) << "\n";
  }
  return valid ? 0 : 1;
}

int check_command(const std::string& path, bool json, std::ostream& out, std::ostream& err) {
  Board board;
  try {
    board = read_board_file(path);
  } catch (const BoardFileError& e) {
    err << "nqga check: " << e.what() << "\n";
    return 2;
  }
  const BoardCheck check = check_board(board);
  if (json) {
    out << nlohmann::json{{"file", path},
                          {"n", board.size()},
                          {"valid", check.valid()},
                          {"problem", check.valid() ? "" : check.describe(board)}}
               .dump()
        << "\n";
  } else {
    out << path << ": " << (check.valid() ? "" : "invalid: ") << check.describe(board) << "\n";
  }
  return check.valid() ? 0 : 1;
}

}  // namespace nqga
