#include "instance_conflicts.hpp"

#include <algorithm>

#include "../rng.hpp"
#include "instance_file.hpp"

namespace nqga {

InstanceConflicts::InstanceConflicts(const Instance& instance)
    : instance_(&instance),
      free_(instance),
      diagonals_(static_cast<std::size_t>(2 * (2 * instance.size() - 1)), 0) {
  const int n = instance.size();
  std::int32_t* down = diagonals_.data();
  std::int32_t* up = down + (2 * n - 1);
  for (int row = 0; row < n; ++row) {
    const Column column = instance.given(row);
    if (column == kNoQueen) continue;
    given_conflicts_ += down[row + column]++;
    given_conflicts_ += up[row - column + n - 1]++;
  }
  // Free column index of each column (-1 for a given one), to file blocked squares by free row.
  std::vector<Column> free_index(static_cast<std::size_t>(n), -1);
  for (int j = 0; j < free_.count(); ++j)
    free_index[static_cast<std::size_t>(free_.columns[j])] = j;
  std::vector<int> free_row_of(static_cast<std::size_t>(n), -1);
  for (int i = 0; i < free_.count(); ++i) free_row_of[static_cast<std::size_t>(free_.rows[i])] = i;
  std::vector<std::vector<Column>> by_row(static_cast<std::size_t>(free_.count()));
  for (const std::int64_t square : instance.blocked_squares()) {
    const int row = free_row_of[static_cast<std::size_t>(square / n)];
    const Column column = free_index[static_cast<std::size_t>(square % n)];
    if (row >= 0 && column >= 0) by_row[static_cast<std::size_t>(row)].push_back(column);
  }
  blocked_start_.push_back(0);
  // The squares come ascending and free indices keep the columns' order: each row's are sorted.
  for (const auto& columns : by_row) {
    blocked_.insert(blocked_.end(), columns.begin(), columns.end());
    blocked_start_.push_back(static_cast<std::int32_t>(blocked_.size()));
  }
}

bool InstanceConflicts::blocked(int free_row, Column free_column) const {
  const auto first = blocked_.begin() + blocked_start_[static_cast<std::size_t>(free_row)];
  const auto last = blocked_.begin() + blocked_start_[static_cast<std::size_t>(free_row) + 1];
  return first != last && std::binary_search(first, last, free_column);
}

std::int64_t InstanceConflicts::count(BoardView free_board) {
  const int n = instance_->size(), m = free_.count();
  std::int32_t* down = diagonals_.data();
  std::int32_t* up = down + (2 * n - 1);
  std::int64_t conflicts = given_conflicts_;
  for (int i = 0; i < m; ++i) {
    const int row = free_.rows[static_cast<std::size_t>(i)];
    const Column column = free_.columns[static_cast<std::size_t>(free_board[i])];
    conflicts += down[row + column]++;
    conflicts += up[row - column + n - 1]++;
    conflicts += blocked(i, free_board[i]);
  }
  for (int i = 0; i < m; ++i) {  // lift the free queens again: only the given ones stay counted
    const int row = free_.rows[static_cast<std::size_t>(i)];
    const Column column = free_.columns[static_cast<std::size_t>(free_board[i])];
    --down[row + column];
    --up[row - column + n - 1];
  }
  return conflicts;
}

Board InstanceConflicts::whole_board(BoardView free_board) const {
  Board board(static_cast<std::size_t>(instance_->size()));
  free_.place(*instance_, free_board, board);
  return board;
}

std::string InstanceConflicts::fingerprint() const {
  // FNV-1a of the instance's file text: n, every given queen and blocked square.
  return "instance n " + std::to_string(instance_->size()) + ", " +
         std::to_string(instance_->given_count()) + " given, " +
         std::to_string(instance_->blocked_squares().size()) + " blocked, digest " +
         std::to_string(fnv1a(instance_file_text(*instance_)));
}

}  // namespace nqga
