#include "cli/exact_commands.hpp"

#include <cstdio>
#include <nlohmann/json.hpp>
#include <optional>
#include <ostream>
#include <stdexcept>

#include "cli/count_command.hpp"
#include "cli/problem_commands.hpp"
#include "counted.hpp"
#include "exact/classic.hpp"
#include "exact/completion.hpp"
#include "exact/first.hpp"
#include "problem/instance_file.hpp"
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

}  // namespace

std::string first_memory_refusal(int n) {
  const std::uint64_t needed = first_solution_bytes(static_cast<std::uint64_t>(n));
  plan_memory(needed);
  const std::uint64_t available = available_memory();
  if (!available || needed <= available) return "";
  return "n = " + std::to_string(n) + " needs about " + format_bytes(needed) +
         " (13 bytes a queen: a flag per column and diagonal, the board and the next column of "
         "each row), but only " +
         format_bytes(available) + " of memory is available" + memory_source();
}

int count_command(const CountOptions& o, std::ostream& out, std::ostream& err) {
  try {
    if (!o.problem.empty()) return instance_count_command(o, out, err);
    if (o.time_limit_s > 0) throw std::invalid_argument("--time-limit needs --problem");
    if (o.n == kSizeFromProblem) {
      throw std::invalid_argument("give the board size N or --problem FILE");
    }
    if (o.no_prune && !o.classic) throw std::invalid_argument("--no-prune needs --classic");
    if (o.classic && (!o.out.empty() || !o.shard.empty())) {
      throw std::invalid_argument(
          "--out and --shard split the count by border constellations; --classic runs in one "
          "piece");
    }
    if (o.classic) return classic_count_command(o, out);
    return bitboard_count_command(o, out, err);
  } catch (const std::invalid_argument& e) {  // InstanceFileError too
    err << "nqga count: " << e.what() << "\n";
    return 2;
  }
}

namespace {

// The first solution of the plain board of o.n queens, by the search `o` asks for.
FirstSolution plain_first(const FirstOptions& o, std::ostream& err) {
  if (o.n == kSizeFromProblem)
    throw std::invalid_argument("give the board size N or --problem FILE");
  if (const std::string refusal = first_memory_refusal(o.n); !refusal.empty()) {
    throw std::invalid_argument(refusal);
  }
  if (!o.classic) {
    return first_solution(o.n, o.time_limit_s, kernel_from_name(o.kernel),
                          threads_for("--threads", o.threads, kUnboundedWork, err));
  }
  const ClassicFirst classic = classic_first(o.n, o.time_limit_s);
  FirstSolution result;
  result.solved = !classic.board.empty();
  result.timed_out = classic.timed_out;
  result.board = classic.board;
  result.visited_nodes = classic.stats.visited_nodes;
  result.seconds = classic.stats.seconds;
  return result;
}

// Why the board found is not a solution (of the instance, when there is one), or "".
std::string first_board_problem(const FirstSolution& result, const Instance* instance) {
  if (!result.solved) return "";
  if (instance) {
    const InstanceCheck check = check_on_instance(result.board, *instance);
    return check.valid() ? "" : check.describe(result.board, *instance);
  }
  const BoardCheck check = check_board(result.board);
  return check.valid() ? "" : check.describe(result.board);
}

void print_first(const FirstOptions& o, const FirstSolution& result, const Instance* instance,
                 std::ostream& out) {
  const int n = instance ? instance->size() : o.n;
  const std::string reason = instance && !result.solved && !result.timed_out
                                 ? no_completion_reason(*instance)
                                 : std::string();
  if (o.json) {
    nlohmann::json j = {
        {"n", n},
        {"method", o.classic             ? "classic"
                   : instance || n <= 64 ? "bitboard"
                                         : "flags"},
        {"kernel", kernel_name(result.kernel)},
        {"kernel_reason", o.classic ? "textbook array backtracking" : result.kernel_reason},
        {"solved", result.solved},
        {"decided", !result.timed_out},
        {"visited_nodes", result.visited_nodes},
        {"seconds", result.seconds},
        {"threads", result.threads}};
    if (instance) j["problem"] = o.problem;
    if (result.solved) j["solution"] = one_based(result.board);
    if (result.timed_out) j["time_limit_s"] = o.time_limit_s;
    if (!reason.empty()) j["no_completion_reason"] = reason;
    out << j.dump() << "\n";
    return;
  }
  const std::string label =
      (instance ? o.problem + " (n = " + std::to_string(n) + ")" : "n = " + std::to_string(n));
  const std::string nodes =
      std::to_string(result.visited_nodes) + (result.visited_nodes == 1 ? " node" : " nodes");
  if (result.solved) {
    out << label << ": " << columns_text(result.board) << "\n  (columns of rows 1.." << n << "; "
        << nodes << " visited, " << fixed(result.seconds, 3) << " s, " << result.threads
        << (result.threads == 1 ? " thread, " : " threads, ") << kernel_name(result.kernel)
        << ")\n";
  } else if (result.timed_out) {
    out << label << ": " << undecided_text(o.time_limit_s, result.visited_nodes) << "\n";
  } else if (!reason.empty()) {
    out << label << ": no completion: " << reason << " (" << nodes << " visited)\n";
  } else {
    out << label << ": no " << (instance ? "completion" : "solution") << " exists (" << nodes
        << " visited)\n";
  }
}

}  // namespace

int first_command(const FirstOptions& o, std::ostream& out, std::ostream& err) {
  FirstSolution result;
  std::optional<Instance> instance;
  try {
    if (o.problem.empty()) {
      result = plain_first(o, err);
    } else {
      refuse_with_problem({{"--classic", o.classic}, {"--kernel", o.kernel != "automatic"}});
      instance = read_problem_file(o.problem, o.n);
      result = first_completion(*instance, o.time_limit_s,
                                threads_for("--threads", o.threads, kUnboundedWork, err));
    }
  } catch (const std::invalid_argument& e) {  // InstanceFileError too
    err << "nqga first: " << e.what() << "\n";
    return 2;
  }
  const Instance* on = instance ? &*instance : nullptr;
  if (const std::string problem = first_board_problem(result, on); !problem.empty()) {
    err << "nqga first: internal error: the board found does not validate: " << problem << "\n";
    return 1;
  }
  print_first(o, result, on, out);
  return result.solved ? 0 : result.timed_out ? kExitUndecided : 1;
}

}  // namespace nqga
