// Boards and the exact reference from Python: count, first, solve, check, conflicts. Boards cross
// as numpy int32 arrays of 0-based columns (row r's queen in column board[r]), the library's own
// representation. The searches run without the GIL and stop on an interrupt.
#include <pybind11/numpy.h>
#include <pybind11/pybind11.h>
#include <pybind11/stl.h>

#include <algorithm>
#include <chrono>
#include <iostream>
#include <string>

#include "bindings.hpp"
#include "board.hpp"
#include "cli/exact_commands.hpp"
#include "cli/solve_commands.hpp"
#include "engine.hpp"
#include "exact/count.hpp"
#include "exact/first.hpp"
#include "interruptible_call.hpp"
#include "local/min_conflicts.hpp"
#include "run/memory.hpp"
#include "run/threads.hpp"
#include "solvers/solver.hpp"

namespace py = pybind11;

namespace nqga::python {

namespace {

py::array_t<Column> to_array(const Board& board) {
  return py::array_t<Column>(static_cast<py::ssize_t>(board.size()), board.data());
}

// The int32 array of 0-based columns the package made of a caller's board (nqga.check checks
// its values first), read in place: no copy. Other types are not cast (a float is no column).
using BoardArray = py::array_t<Column, py::array::c_style>;

BoardView board_view(const BoardArray& array) {
  if (array.ndim() != 1) {
    throw py::value_error("a board is a one-dimensional sequence of 0-based columns");
  }
  return {array.data(), static_cast<std::size_t>(array.size())};
}

// What check_board found, in the 0-based rows and columns of the caller's board (describe()
// speaks the command line's 1-based board files).
std::string zero_based(const BoardCheck& check, BoardView board) {
  auto queen = [&](int row) {
    return "row " + std::to_string(row) + " column " + std::to_string(board[row]);
  };
  switch (check.verdict) {
    case BoardCheck::Verdict::kValid:
      return "";
    case BoardCheck::Verdict::kColumnOutOfRange:
      return "row " + std::to_string(check.row_b) + " has column " +
             std::to_string(board[check.row_b]) + ", outside 0.." +
             std::to_string(board.size() - 1);
    case BoardCheck::Verdict::kRepeatedColumn:
      return "rows " + std::to_string(check.row_a) + " and " + std::to_string(check.row_b) +
             " both use column " + std::to_string(board[check.row_b]);
    case BoardCheck::Verdict::kDiagonalConflict:
      return "queens at " + queen(check.row_a) + " and " + queen(check.row_b) + " share a diagonal";
  }
  return {};
}

// One board for n queens into `board` (n columns, its prior contents ignored): min-conflicts
// in place for "auto", else the registered solver by name, with the GA parameters `nqga solve`
// gives it (large_n_ga_params); false when `stop` came first. `method` is one
// solve_method_refusal lets through.
bool solve_into(BoardSpan board, const std::string& method, std::uint64_t seed,
                const StopToken& stop) {
  Rng rng(seed);
  if (method == "auto" || method == "min-conflicts") return min_conflicts(board, rng, stop).solved;
  const auto solver = solver_registry().at(method);
  const GaParams ga = large_n_ga_params();
  const ParamValues params = with_defaults(solver->params, {}, solver->name);
  const GenerationObserver no_observer;
  const int n = static_cast<int>(board.size());
  const RunResult result = solver->run({n, ga, ga.stop, params, rng, no_observer, nullptr, &stop});
  if (result.solved) std::copy(result.board.begin(), result.board.end(), board.begin());
  return result.solved;
}

// An int32 array of n columns, numpy's own memory, whose pages the search touches first (a
// zeroed board of 10^9 queens would cost seconds before the search could look at an interrupt).
// An allocation that fails is nqga.OutOfMemory naming `what`.
py::array_t<Column> board_array(int n, const std::string& what) {
  try {
    return py::array_t<Column>(n);
  } catch (const py::error_already_set& e) {
    if (!e.matches(PyExc_MemoryError)) throw;
    throw OutOfMemory(what + ": " + out_of_memory_message());
  }
}

// count and first: the exact reference, searched without the GIL until done, out of time or
// interrupted (interruptible_call.hpp); each returns its result and whether an interrupt came.
void bind_exact_calls(py::module_& m) {
  m.def(
      "count",
      [](int n, int threads) {
        const auto start = std::chrono::steady_clock::now();
        const int workers = threads_for("threads", threads, kUnboundedWork, std::cerr);
        SolutionCount count;
        InterruptibleCall call;
        call.run_in_memory(call_text("count", n), [&] {
          count = count_solutions(n, workers, {}, StopToken(0, &call.interrupts().stopping));
        });
        const std::chrono::duration<double> seconds = std::chrono::steady_clock::now() - start;
        return py::make_tuple(count.total, count.unique, seconds.count(), count.complete,
                              call.interrupted());
      },
      py::arg("n"), py::arg("threads") = 0);
  m.def(
      "first",
      [](int n, int threads, double time_limit_s) {
        if (const std::string refusal = first_memory_refusal(n); !refusal.empty()) {
          throw OutOfMemory(call_text("first", n) + ": " + refusal);
        }
        const int workers = threads_for("threads", threads, kUnboundedWork, std::cerr);
        FirstSolution first;
        InterruptibleCall call;
        call.run_in_memory(call_text("first", n), [&] {
          first = first_solution(n, StopToken(time_limit_s, &call.interrupts().stopping),
                                 SearchKernel::automatic, workers);
        });
        return py::make_tuple(first.solved ? to_array(first.board) : py::array_t<Column>(0),
                              first.visited_nodes, first.seconds, !first.timed_out,
                              call.interrupted());
      },
      py::arg("n"), py::arg("threads") = 0, py::arg("time_limit_s") = 0.0);
}

// solve, check and conflicts: one board found, or a board of the caller's judged.
void bind_board_checks(py::module_& m) {
  m.def(
      "solve",
      [](int n, const std::string& method, std::uint64_t seed, double time_limit_s) {
        if (const std::string refusal = solve_method_refusal(n, method); !refusal.empty()) {
          throw py::value_error(refusal);
        }
        const auto solver = solver_registry().at(method == "auto" ? "min-conflicts" : method);
        if (const std::string refusal = solve_memory_refusal(n, *solver); !refusal.empty()) {
          throw OutOfMemory(call_text("solve", n) + ": " + refusal);
        }
        py::array_t<Column> board = board_array(n, call_text("solve", n));
        const BoardSpan columns(board.mutable_data(), static_cast<std::size_t>(n));
        bool found = false;
        InterruptibleCall call;
        call.run_in_memory(call_text("solve", n), [&] {
          found = solve_into(columns, method, seed,
                             StopToken(time_limit_s, &call.interrupts().stopping));
          if (found && !check_board(columns).valid()) {
            throw std::logic_error("the solver's board failed validation");
          }
        });
        return py::make_tuple(found ? board : py::array_t<Column>(0), call.interrupted());
      },
      py::arg("n"), py::arg("method") = "auto", py::arg("seed") = 1, py::arg("time_limit_s") = 0.0);
  m.def(
      "check",
      [](const BoardArray& array) {
        const BoardView board = board_view(array);
        const BoardCheck check = check_board(board);
        return py::make_tuple(check.valid(), zero_based(check, board), check.row_a, check.row_b);
      },
      py::arg("board"));
  m.def(
      "conflicts",
      [](const BoardArray& array) {
        const BoardView board = board_view(array);
        const BoardCheck check = check_board(board);
        if (check.verdict == BoardCheck::Verdict::kColumnOutOfRange ||
            check.verdict == BoardCheck::Verdict::kRepeatedColumn) {
          throw py::value_error("not a permutation board: " + zero_based(check, board));
        }
        return conflicting_pairs(board);
      },
      py::arg("board"));
}

}  // namespace

void bind_board_calls(py::module_& m) {
  bind_exact_calls(m);
  bind_board_checks(m);
}

}  // namespace nqga::python
