// my_solvers: the nqga command line with one solver of my own, `hill-climb`: from a random board,
// swap two random rows and keep the swap unless it raises the conflicts; start again from a new
// random board after `hill-climb.patience` swaps without a better board. It honours the time
// limit and Ctrl-C through SolverInput::must_stop(), and stop.max_evaluations, counting each
// conflict count of a board as one evaluation when it is made.
#include <nqga/board.hpp>
#include <nqga/cli/cli.hpp>
#include <nqga/solvers/solver.hpp>

namespace {

nqga::RunResult hill_climb(const nqga::SolverInput& in) {
  const std::int64_t patience = in.params.integer("patience");
  const std::int64_t budget = in.stop.max_evaluations;  // 0: none
  nqga::RunResult run;
  nqga::Board board(static_cast<std::size_t>(in.n));
  std::int64_t conflicts = 0, stale = 0;
  // One conflict count, O(n): one evaluation; false when the budget allows no more.
  auto evaluate = [&](std::int64_t& into) {
    if (budget && run.evaluations == budget) return false;
    into = nqga::conflicting_pairs(board);
    ++run.evaluations;
    if (run.board.empty() || into < run.best_conflicts) {
      run.board = board;
      run.best_conflicts = into;
    }
    return true;
  };
  while (true) {
    // Asked every 256 evaluations: about 20 ns against 256 counts of O(n).
    if ((run.evaluations & 255) == 0 && in.must_stop()) {
      run.stop_reason = nqga::stop_reason_of(in.token());  // time_limit or interrupted
      return run;
    }
    std::int64_t now = 0;
    if (stale == 0 || stale > patience) {  // a fresh random board
      nqga::shuffle_board(board, in.rng);
      stale = 1;
      if (!evaluate(conflicts)) break;
    } else {
      const auto i = nqga::uniform_below(in.rng, board.size());
      const auto j = nqga::uniform_below(in.rng, board.size());
      std::swap(board[i], board[j]);
      if (!evaluate(now)) break;
      if (now > conflicts) std::swap(board[i], board[j]);  // undo a worse swap
      stale = now < conflicts ? 1 : stale + 1;
      conflicts = std::min(now, conflicts);
    }
    if (conflicts == 0) {
      run.solved = true;
      run.stop_reason = nqga::StopReason::kSolved;
      return run;
    }
  }
  run.stop_reason = nqga::StopReason::kMaxEvaluations;
  return run;
}

}  // namespace

int main(int argc, char** argv) {
  // Registered while main runs; its parameter is the config key hill-climb.patience.
  const nqga::ScopedRegistration hill(
      nqga::solver_registry(),
      {.name = "hill-climb",
       .description = "random swaps kept unless worse, restarted when stuck",
       .params = {nqga::integer_param("patience", 200, 1, 1'000'000'000,
                                      "swaps without a better board before a restart")},
       .stop_keys = {"stop.max_evaluations"},
       .work = {nqga::WorkMeasure::Counter::kEvaluations, "conflict counts"},
       .run = hill_climb});
  return nqga::cli_main(argc, argv, "my_solvers 1.0");
}
