#include "run/validate.hpp"

#include "exact/enumerate.hpp"

namespace nqga {

namespace {

std::string as_key(BoardView board) { return std::string(board.begin(), board.end()); }

}  // namespace

std::string columns_text(BoardView board) {
  std::string text;
  for (Column c : board) {
    if (!text.empty()) text += ' ';
    text += std::to_string(c + 1);
  }
  return text;
}

ExactReference::Solutions& ExactReference::solutions(int n) {
  Solutions* s;
  {
    std::lock_guard lock(mutex_);
    auto& slot = by_n_[n];
    if (!slot) slot = std::make_unique<Solutions>();
    s = slot.get();
  }
  std::call_once(s->enumerated, [&] {
    enumerate_solutions(n, [&](BoardView b) {
      s->boards.insert(as_key(b));
      s->classes += canonical(b) == Board(b.begin(), b.end());
    });
  });
  return *s;
}

std::uint64_t ExactReference::total(int n) { return solutions(n).boards.size(); }
std::uint64_t ExactReference::classes(int n) { return solutions(n).classes; }

Verdict ExactReference::check_solution(BoardView board) {
  const BoardCheck check = check_board(board);
  if (!check.valid()) return {false, "not a solution: " + check.describe(board), ""};
  const int n = static_cast<int>(board.size());
  if (n > exact_up_to_) return {true, "valid (O(n) check)", ""};
  if (!solutions(n).boards.count(as_key(board))) {
    return {false,
            "passes the O(n) check but is not among the solutions enumerated for n = " +
                std::to_string(n),
            ""};
  }
  return {true, "valid (O(n) check and exact reference)", columns_text(canonical(board))};
}

Verdict ExactReference::check_unsolved(BoardView board, std::int64_t claimed_conflicts) {
  const BoardCheck check = check_board(board);
  if (check.verdict == BoardCheck::Verdict::kDiagonalConflict && claimed_conflicts > 0) {
    return {true, "unsolved as reported: " + check.describe(board), ""};
  }
  return {false,
          "reported unsolved with " + std::to_string(claimed_conflicts) +
              " conflicts, but the check finds: " + check.describe(board),
          ""};
}

Verdict ExactReference::check_count(int n, std::uint64_t claimed_total) {
  if (n > exact_up_to_) return {true, "count not cross-checked (n above validate.exact_up_to)", ""};
  const std::uint64_t enumerated = total(n);
  if (claimed_total != enumerated) {
    return {false,
            "counted " + std::to_string(claimed_total) + " but enumeration finds " +
                std::to_string(enumerated),
            ""};
  }
  return {true, "count equals the enumeration", ""};
}

Verdict ExactReference::check_on(const Instance& instance, BoardView board, bool solved,
                                 std::int64_t claimed_conflicts) {
  const InstanceCheck check = check_on_instance(board, instance);
  const bool permutation =
      check.board.valid() || check.board.verdict == BoardCheck::Verdict::kDiagonalConflict;
  if (!permutation || check.moved_given_row >= 0) {
    return {false, "not a board of the instance: " + check.describe(board, instance), ""};
  }
  if (!solved) {
    if (!check.valid() && claimed_conflicts > 0) {
      return {true, "unsolved as reported: " + check.describe(board, instance), ""};
    }
    return {false,
            "reported unsolved with " + std::to_string(claimed_conflicts) +
                " conflicts, but the check finds: " + check.describe(board, instance),
            ""};
  }
  if (!check.valid()) return {false, "not a solution: " + check.describe(board, instance), ""};
  Verdict verdict = check_solution(board);
  if (verdict.valid) verdict.text += "; every given queen in place, no blocked square taken";
  return verdict;
}

Verdict ExactReference::check_result(int n, const RunResult& result, bool counts,
                                     const Instance* instance) {
  if (counts) {
    return result.solved ? check_count(n, result.solutions)
                         : Verdict{true, "stopped early; nothing to check", ""};
  }
  const Board& board = result.board;
  if (board.empty()) {
    return result.solved
               ? Verdict{false, "reported solved without a board", ""}
               : Verdict{true,
                         "no board reported (" + std::string(to_string(result.stop_reason)) + ")",
                         ""};
  }
  if (static_cast<int>(board.size()) != n) {
    return {false,
            "the board has " + std::to_string(board.size()) + " rows, not " + std::to_string(n),
            ""};
  }
  if (instance) return check_on(*instance, board, result.solved, result.best_conflicts);
  return result.solved ? check_solution(board) : check_unsolved(board, result.best_conflicts);
}

}  // namespace nqga
