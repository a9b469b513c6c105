#include "cli/exact_commands.hpp"

#include <cstdio>
#include <nlohmann/json.hpp>
#include <ostream>
#include <stdexcept>

#include "cli/count_command.hpp"
#include "exact/classic.hpp"
#include "exact/first.hpp"
#include "run/memory.hpp"
#include "run/threads.hpp"
#include "run/validate.hpp"

namespace nqga {

namespace {

std::string fixed(double value, int digits) {
  char text[64];
  std::snprintf(text, sizeof text, "%.*f", digits, value);
  return text;
}

nlohmann::json one_based(BoardView board) {
  nlohmann::json columns = nlohmann::json::array();
  for (Column c : board) columns.push_back(c + 1);
  return columns;
}

int classic_count_command(const CountOptions& o, std::ostream& out) {
  const ClassicStats stats = classic_count(o.n, !o.no_prune);
  if (o.json) {
    out << nlohmann::json{{"n", o.n},
                          {"method", o.no_prune ? "plain-dfs" : "classic"},
                          {"total", stats.solutions},
                          {"state_space_nodes", stats.state_space_nodes},
                          {"visited_nodes", stats.visited_nodes},
                          {"promising_nodes", stats.promising_nodes},
                          {"seconds", stats.seconds}}
               .dump()
        << "\n";
  } else {
    out << "n = " << o.n << " ("
        << (o.no_prune ? "plain depth-first search" : "classic backtracking")
        << "): " << stats.solutions << " solutions\n"
        << "  state-space nodes " << stats.state_space_nodes << ", visited " << stats.visited_nodes
        << ", promising " << stats.promising_nodes << " (" << fixed(stats.seconds, 3) << " s)\n";
  }
  return 0;
}

// Why the first-solution search of n would not fit in memory (before it allocates any), or "".
std::string first_memory_refusal(int n) {
  const std::uint64_t needed = first_solution_bytes(static_cast<std::uint64_t>(n));
  const std::uint64_t available = available_memory();
  if (!available || needed <= available) return "";
  return "n = " + std::to_string(n) + " needs about " + format_bytes(needed) +
         " (13 bytes a queen: a flag per column and diagonal, the board and the next column of "
         "each row), but only " +
         format_bytes(available) + " of memory is available" + memory_source();
}

}  // namespace

int count_command(const CountOptions& o, std::ostream& out, std::ostream& err) {
  try {
    if (o.no_prune && !o.classic) throw std::invalid_argument("--no-prune needs --classic");
    if (o.classic && (!o.out.empty() || !o.shard.empty())) {
      throw std::invalid_argument(
          "--out and --shard split the count by border constellations; --classic runs in one "
          "piece");
    }
    if (o.classic) return classic_count_command(o, out);
    return bitboard_count_command(o, out, err);
  } catch (const std::invalid_argument& e) {
    err << "nqga count: " << e.what() << "\n";
    return 2;
  }
}

int first_command(const FirstOptions& o, std::ostream& out, std::ostream& err) {
  FirstSolution result;
  try {
    if (const std::string refusal = first_memory_refusal(o.n); !refusal.empty()) {
      throw std::invalid_argument(refusal);
    }
    if (o.classic) {
      const ClassicFirst classic = classic_first(o.n, o.time_limit_s);
      result.solved = !classic.board.empty();
      result.timed_out = classic.timed_out;
      result.board = classic.board;
      result.visited_nodes = classic.stats.visited_nodes;
      result.seconds = classic.stats.seconds;
    } else {
      result = first_solution(o.n, o.time_limit_s, kernel_from_name(o.kernel),
                              threads_for("--threads", o.threads, kUnboundedWork, err));
    }
  } catch (const std::invalid_argument& e) {
    err << "nqga first: " << e.what() << "\n";
    return 2;
  }
  if (result.solved && !check_board(result.board).valid()) {
    err << "nqga first: internal error: the board found does not validate: "
        << check_board(result.board).describe(result.board) << "\n";
    return 1;
  }
  if (o.json) {
    nlohmann::json j = {
        {"n", o.n},
        {"method", o.classic   ? "classic"
                   : o.n <= 64 ? "bitboard"
                               : "flags"},
        {"kernel", kernel_name(result.kernel)},
        {"kernel_reason", o.classic ? "textbook array backtracking" : result.kernel_reason},
        {"solved", result.solved},
        {"visited_nodes", result.visited_nodes},
        {"seconds", result.seconds},
        {"threads", result.threads}};
    if (result.solved) j["solution"] = one_based(result.board);
    if (result.timed_out) j["time_limit_s"] = o.time_limit_s;
    out << j.dump() << "\n";
  } else if (result.solved) {
    out << "n = " << o.n << ": " << columns_text(result.board) << "\n  (columns of rows 1.." << o.n
        << "; " << result.visited_nodes << " nodes visited, " << fixed(result.seconds, 3) << " s, "
        << result.threads << (result.threads == 1 ? " thread, " : " threads, ")
        << kernel_name(result.kernel) << ")\n";
  } else if (result.timed_out) {
    out << "n = " << o.n << ": no solution within " << o.time_limit_s << " s ("
        << result.visited_nodes << " nodes visited)\n";
  } else {
    out << "n = " << o.n << ": no solution exists (" << result.visited_nodes << " nodes visited)\n";
  }
  return result.solved ? 0 : 1;
}

}  // namespace nqga
