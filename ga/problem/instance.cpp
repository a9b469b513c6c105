#include "instance.hpp"

#include <algorithm>
#include <stdexcept>

namespace nqga {
namespace {

std::string square_text(std::int64_t row, std::int64_t column) {
  return "(row " + std::to_string(row + 1) + ", column " + std::to_string(column + 1) + ")";
}

}  // namespace

Instance::Instance(int n) : n_(n), given_(static_cast<std::size_t>(std::max(n, 0)), kNoQueen) {
  if (n < 1) throw std::invalid_argument("an instance needs n >= 1, got " + std::to_string(n));
}

void Instance::give(int row, Column column) {
  if (row < 0 || row >= n_ || column < 0 || column >= n_) {
    throw std::invalid_argument("given queen " + square_text(row, column) + " is off the " +
                                std::to_string(n_) + " x " + std::to_string(n_) + " board");
  }
  if (given(row) != kNoQueen) {
    throw std::invalid_argument("row " + std::to_string(row + 1) + " already has a given queen");
  }
  if (std::find(given_.begin(), given_.end(), column) != given_.end()) {
    throw std::invalid_argument("column " + std::to_string(column + 1) +
                                " already has a given queen");
  }
  if (blocked(row, column)) {
    throw std::invalid_argument("given queen " + square_text(row, column) +
                                " is on a blocked square");
  }
  given_[static_cast<std::size_t>(row)] = column;
  ++given_count_;
}

bool Instance::blocked(int row, Column column) const {
  return std::binary_search(blocked_.begin(), blocked_.end(),
                            static_cast<std::int64_t>(row) * n_ + column);
}

void Instance::block(std::span<const std::int64_t> squares) {
  const auto area = static_cast<std::int64_t>(n_) * n_;
  for (const auto square : squares) {
    const auto row = square / n_, column = square % n_;
    if (square < 0 || square >= area) {
      throw std::invalid_argument("blocked square " + std::to_string(square) + " is off the " +
                                  std::to_string(n_) + " x " + std::to_string(n_) + " board");
    }
    if (given(static_cast<int>(row)) == column) {
      throw std::invalid_argument("blocked square " + square_text(row, column) +
                                  " holds a given queen");
    }
  }
  blocked_.insert(blocked_.end(), squares.begin(), squares.end());
  std::sort(blocked_.begin(), blocked_.end());
  blocked_.erase(std::unique(blocked_.begin(), blocked_.end()), blocked_.end());
}

FreeRows::FreeRows(const Instance& instance) {
  const int n = instance.size();
  std::vector<char> column_given(static_cast<std::size_t>(n), 0);
  for (int row = 0; row < n; ++row) {
    if (instance.given(row) == kNoQueen) {
      rows.push_back(row);
    } else {
      column_given[static_cast<std::size_t>(instance.given(row))] = 1;
    }
  }
  for (Column column = 0; column < n; ++column) {
    if (!column_given[static_cast<std::size_t>(column)]) columns.push_back(column);
  }
}

void FreeRows::place(const Instance& instance, BoardView free_board, BoardSpan board) const {
  for (int row = 0; row < instance.size(); ++row) board[row] = instance.given(row);
  for (std::size_t i = 0; i < rows.size(); ++i) {
    board[rows[i]] = columns[static_cast<std::size_t>(free_board[i])];
  }
}

InstanceCheck check_on_instance(BoardView board, const Instance& instance) {
  InstanceCheck check{.board = check_board(board)};
  // Given queens and blocked squares are read on any permutation, an unsolved one too.
  if (!check.board.valid() && check.board.verdict != BoardCheck::Verdict::kDiagonalConflict) {
    return check;
  }
  for (int row = 0; row < instance.size(); ++row) {
    if (check.moved_given_row < 0 && instance.given(row) != kNoQueen &&
        board[row] != instance.given(row)) {
      check.moved_given_row = row;
    }
    if (check.blocked_row < 0 && instance.blocked(row, board[row])) check.blocked_row = row;
  }
  return check;
}

std::string InstanceCheck::describe(BoardView board_view, const Instance& instance) const {
  if (moved_given_row >= 0) {  // first: a board that moves a given queen is of another instance
    const auto row = moved_given_row;
    return "row " + std::to_string(row + 1) + "'s given queen is in column " +
           std::to_string(instance.given(row) + 1) + ", the board has column " +
           std::to_string(board_view[row] + 1);
  }
  if (!board.valid()) return board.describe(board_view);
  if (blocked_row >= 0) {
    return "the queen at " + square_text(blocked_row, board_view[blocked_row]) +
           " stands on a blocked square";
  }
  return "valid: " + std::to_string(board_view.size()) +
         " queens, no two attack each other, every given queen in place, no blocked square taken";
}

}  // namespace nqga
