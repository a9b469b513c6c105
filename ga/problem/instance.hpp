// An instance of a queens problem on an n x n board: queens given in advance (n-Queens
// Completion) and squares no queen may take (Blocked n-Queens; Gent, Jefferson and Nightingale,
// "Complexity of n-Queens Completion", JAIR 59, 2017; CSPLib problems 079 and 080). Plain
// N-Queens is the instance with neither. A solution is a permutation board (one queen a row and a
// column) with no two queens on a diagonal, every given queen in place and no queen on a blocked
// square.
//
// Solvers that search permutations search only the free rows and columns: a permutation of the
// free columns over the free rows (`FreeRows`), so that no operator can move a given queen.
#pragma once

#include <cstdint>
#include <span>
#include <string>
#include <vector>

#include "../board.hpp"

namespace nqga {

inline constexpr Column kNoQueen = -1;

class Instance {
 public:
  Instance() = default;
  explicit Instance(int n);  // plain N-Queens: nothing given, nothing blocked

  int size() const { return n_; }
  // Whether nothing is given and nothing blocked (today's problem, solved in closed form for n >=
  // 4).
  bool plain() const { return given_count_ == 0 && blocked_.empty(); }

  // Row `row`'s given column, or kNoQueen.
  Column given(int row) const { return given_[static_cast<std::size_t>(row)]; }
  int given_count() const { return given_count_; }
  // Gives a queen at (row, column). Throws std::invalid_argument off the board, on a row or column
  // that already has one, or on a blocked square. Given queens may attack each other diagonally:
  // such an instance has no solution, which the exact search proves and the validator names.
  void give(int row, Column column);

  // Whether (row, column) is blocked. O(log blocked).
  bool blocked(int row, Column column) const;
  // The blocked squares as row * n + column, ascending.
  std::span<const std::int64_t> blocked_squares() const { return blocked_; }
  // Blocks the squares `squares` (row * n + column each, any order, repeats allowed). Throws
  // std::invalid_argument off the board or under a given queen.
  void block(std::span<const std::int64_t> squares);

 private:
  int n_ = 0;
  int given_count_ = 0;
  std::vector<Column> given_;          // per row, kNoQueen where none
  std::vector<std::int64_t> blocked_;  // sorted, unique
};

// The free rows and columns of an instance, ascending, and the map from a permutation of the
// free columns over the free rows (`free_board`, entries 0..free-1) to the whole board.
struct FreeRows {
  explicit FreeRows(const Instance& instance);
  std::vector<int> rows;
  std::vector<Column> columns;
  int count() const { return static_cast<int>(rows.size()); }
  // Writes the whole board: given queens where given, columns[free_board[i]] on rows[i]. O(n).
  void place(const Instance& instance, BoardView free_board, BoardSpan board) const;
};

// What an independent check of a board on an instance found: a valid board (check_board), every
// given queen in place, no queen on a blocked square. `describe` names the first problem (a moved
// given queen before an attack). The given queens and blocked squares are checked on every
// permutation, one with attacking queens too (an unsolved board must still keep its given queens).
struct InstanceCheck {
  BoardCheck board;
  int moved_given_row = -1;  // the first row whose given queen is not in place
  int blocked_row = -1;      // the first row whose queen stands on a blocked square
  bool valid() const { return board.valid() && moved_given_row < 0 && blocked_row < 0; }
  // One line for a person, rows and columns 1-based.
  std::string describe(BoardView board_view, const Instance& instance) const;
};

// Checks `board` against `instance` (of the same size). O(n log blocked).
InstanceCheck check_on_instance(BoardView board, const Instance& instance);

}  // namespace nqga
