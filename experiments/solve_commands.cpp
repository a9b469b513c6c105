#include "solve_commands.hpp"

#include <unistd.h>

#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <nlohmann/json.hpp>
#include <ostream>
#include <vector>

#include "board_file.hpp"
#include "engine.hpp"
#include "huge_pages.hpp"
#include "local/min_conflicts.hpp"
#include "memory.hpp"

namespace nqga {

namespace {

using BigBoard = std::vector<Column, HugePageAllocator<Column>>;

constexpr std::int64_t kMaxSolveN = 0x7fffffff;  // columns are 32-bit
constexpr std::int64_t kMaxGaN = 100000;         // the GA needs population x n boards

// The GA configurations `solve` uses: ga-best.yaml's for the pure GA; the memetic one swaps its
// mutation for min-conflicts repair, applied to every child.
GaParams solve_ga_params(const std::string& method, double time_limit_s) {
  GaParams params;
  params.population = method == "memetic" ? 20 : 50;
  params.selection = "tournament";
  params.tournament_size = 5;
  params.mutation = method == "memetic" ? "repair" : "conflict-swap";
  params.mutation_rate = method == "memetic" ? 1.0 : 0.5;
  params.stop.max_generations = 0;
  params.stop.time_limit_s = time_limit_s;
  return params;
}

}  // namespace

std::uint64_t solve_bytes(std::int64_t n, const std::string& method) {
  const auto queens = static_cast<std::uint64_t>(n);
  if (method == "ga" || method == "memetic") {
    return ga_bytes(n, solve_ga_params(method, 0));
  }
  return min_conflicts_bytes(queens);
}

int solve_command(const SolveOptions& o, std::ostream& out, std::ostream& err) {
  // With --out -, the board goes to `out` (for `nqga show -`) and the report to `err`.
  std::ostream& report = o.out == "-" ? err : out;
  const bool known_method = o.method == "auto" || o.method == "min-conflicts" ||
                            o.method == "memetic" || o.method == "ga";
  if (!known_method) {
    err << "nqga solve: unknown method '" << o.method
        << "' (one of auto, min-conflicts, memetic, ga)\n";
    return 2;
  }
  if (o.n < 1 || o.n > kMaxSolveN) {
    err << "nqga solve: n must be in [1, " << kMaxSolveN << "], got " << o.n << "\n";
    return 2;
  }
  const std::string method = o.method == "auto" ? "min-conflicts" : o.method;
  if ((method == "ga" || method == "memetic") && o.n > kMaxGaN) {
    err << "nqga solve: --method " << method << " takes n up to " << kMaxGaN
        << "; use min-conflicts (or auto) beyond\n";
    return 2;
  }
  const std::uint64_t needed = solve_bytes(o.n, method), available = available_memory();
  if (available && needed > available) {
    err << "nqga solve: n = " << o.n << " needs about " << format_bytes(needed) << " with "
        << method << ", but only " << format_bytes(available) << " of memory is available"
        << memory_source() << "\n";
    return 2;
  }
  if (o.n == 2 || o.n == 3) {
    if (o.json) {
      report << nlohmann::json{{"n", o.n}, {"method", method}, {"solved", false}, {"valid", false}}
                    .dump()
             << "\n";
    } else {
      report << "n = " << o.n << ": no solution exists\n";
    }
    return 1;
  }

  const bool show = o.progress || ::isatty(STDERR_FILENO);
  const auto start = std::chrono::steady_clock::now();
  BigBoard board(static_cast<std::size_t>(o.n));
  Rng rng(o.seed);
  bool solved = false;
  std::uint64_t swaps = 0;
  if (method == "min-conflicts") {
    const MinConflictsResult result =
        min_conflicts(board, rng, o.time_limit_s, [&](const MinConflictsProgress& p) {
          if (show)
            err << "\r" << p.phase << ": " << p.done << " / " << p.of << "        " << std::flush;
        });
    if (show) err << "\n";
    solved = result.solved;
    swaps = result.swaps;
  } else {
    const RunResult result =
        run_ga(static_cast<int>(o.n), solve_ga_params(method, o.time_limit_s), rng);
    std::copy(result.board.begin(), result.board.end(), board.begin());
    solved = result.solved();
  }
  const double seconds =
      std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  // Nothing is reported or written before the independent validator has passed the board.
  const BoardCheck check = check_board(board);
  const bool valid = solved && check.valid();
  if (valid && o.out == "-") {
    out << board_file_text(board);
  } else if (valid && !o.out.empty()) {
    write_board_file(o.out, board);
  }
  if (o.json) {
    report << nlohmann::json{{"n", o.n},         {"method", method},     {"seed", o.seed},
                             {"solved", solved}, {"valid", valid},       {"seconds", seconds},
                             {"swaps", swaps},   {"peak_bytes", needed}, {"out", o.out}}
                  .dump()
           << "\n";
  } else if (valid) {
    report << "n = " << o.n << ": solved and validated in " << seconds << " s (" << method
           << ", seed " << o.seed << ", " << swaps << " repair swaps)";
    if (!o.out.empty())
      report << "; board written to " << (o.out == "-" ? "standard output" : o.out);
    if (o.n <= 30) {
      report << "\n ";
      for (Column c : board) report << " " << c + 1;
    }
    report << "\n";
  } else if (!solved) {
    report << "n = " << o.n << ": no solution within " << o.time_limit_s << " s (" << method
           << ")\n";
  } else {
    err << "nqga solve: internal error: the board found does not validate: "
        << check.describe(board) << "\n";
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
