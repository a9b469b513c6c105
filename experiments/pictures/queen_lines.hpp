// The lines along which queens attack each other (columns and the two diagonal families) and the
// queens on each, for drawing a board: which queens are attacked, and between which queens to draw
// the attacks. Board files may repeat a column, so columns count here too (the library's counters
// assume a permutation; for one, attacking_pairs() equals conflicting_pairs()).
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "board.hpp"

namespace nqga {

class QueenLines {
 public:
  // Tallies the queens on every line of `board` (columns in 0..n-1). O(n) time, 20 bytes a queen;
  // the board must outlive this object.
  explicit QueenLines(BoardView board);

  int size() const { return static_cast<int>(board_.size()); }  // n
  // Pairs of queens sharing a column or a diagonal. O(n).
  std::int64_t attacking_pairs() const;
  // Whether the queen of `row` shares a line with another queen. O(1).
  bool attacked(int row) const;
  // Queens on each down diagonal (index row + column, 2n - 1 of them) and up diagonal (index
  // row - column + n - 1).
  const std::vector<std::uint32_t>& down() const { return down_; }
  const std::vector<std::uint32_t>& up() const { return up_; }
  // The indices of the two diagonals of `row`'s queen. O(1).
  std::size_t down_of(int row) const;
  std::size_t up_of(int row) const;

 private:
  BoardView board_;
  std::vector<std::uint32_t> column_, down_, up_;
};

// A line holding two or more queens, by its first and last queen in row order: every attacking
// pair on it lies between the two, so one stroke from the first to the last shows them all.
struct AttackSegment {
  int first_row = 0, last_row = 0;
};

// The segments of all columns and diagonals that hold two or more queens, in the order of their
// first queen. O(n) time and memory.
std::vector<AttackSegment> attack_segments(const QueenLines& lines, BoardView board);

// What to say about a board, in one or two lines: check_board's "valid: ..." for a solution;
// else the number of attacking pairs, then the first problem in row order. O(n).
std::vector<std::string> board_verdict(BoardView board, const QueenLines& lines);

}  // namespace nqga
