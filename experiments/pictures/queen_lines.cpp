#include "pictures/queen_lines.hpp"

#include <algorithm>

namespace nqga {

QueenLines::QueenLines(BoardView board)
    : board_(board),
      column_(board.size()),
      down_(std::max<std::size_t>(2 * board.size(), 2) - 1),
      up_(down_.size()) {
  for (int row = 0; row < size(); ++row) {
    ++column_[static_cast<std::size_t>(board[static_cast<std::size_t>(row)])];
    ++down_[down_of(row)];
    ++up_[up_of(row)];
  }
}

std::size_t QueenLines::down_of(int row) const {
  return static_cast<std::size_t>(row + board_[static_cast<std::size_t>(row)]);
}

std::size_t QueenLines::up_of(int row) const {
  return static_cast<std::size_t>(row - board_[static_cast<std::size_t>(row)] + size() - 1);
}

std::int64_t QueenLines::attacking_pairs() const {
  std::int64_t pairs = 0;
  for (std::uint32_t k : column_) pairs += pairs_among(k);
  for (std::size_t d = 0; d < down_.size(); ++d)
    pairs += pairs_among(down_[d]) + pairs_among(up_[d]);
  return pairs;
}

bool QueenLines::attacked(int row) const {
  return column_[static_cast<std::size_t>(board_[static_cast<std::size_t>(row)])] > 1 ||
         down_[down_of(row)] > 1 || up_[up_of(row)] > 1;
}

std::vector<AttackSegment> attack_segments(const QueenLines& lines, BoardView board) {
  const std::size_t n = board.size();
  // Lines numbered columns first (0..n-1), then down diagonals, then up diagonals.
  std::vector<int> first(n + 2 * lines.down().size(), -1), last(first.size(), -1);
  std::vector<AttackSegment> segments;
  for (int row = 0; row < static_cast<int>(n); ++row) {
    if (!lines.attacked(row)) continue;
    const std::size_t ids[3] = {static_cast<std::size_t>(board[static_cast<std::size_t>(row)]),
                                n + lines.down_of(row), n + lines.down().size() + lines.up_of(row)};
    for (std::size_t id : ids) {
      if (first[id] < 0) first[id] = row;
      last[id] = row;
    }
  }
  for (std::size_t id = 0; id < first.size(); ++id) {
    if (first[id] >= 0 && last[id] > first[id]) segments.push_back({first[id], last[id]});
  }
  std::sort(segments.begin(), segments.end(), [](const AttackSegment& a, const AttackSegment& b) {
    return a.first_row != b.first_row ? a.first_row < b.first_row : a.last_row < b.last_row;
  });
  return segments;
}

std::vector<std::string> board_verdict(BoardView board, const QueenLines& lines) {
  const BoardCheck check = check_board(board);
  if (check.valid()) return {check.describe(board)};
  const std::int64_t pairs = lines.attacking_pairs();
  return {"not a solution: " + std::to_string(board.size()) + " queens, " + std::to_string(pairs) +
              (pairs == 1 ? " attacking pair" : " attacking pairs"),
          "the first in row order: " + check.describe(board)};
}

}  // namespace nqga
