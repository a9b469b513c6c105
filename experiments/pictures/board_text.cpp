#include "pictures/board_text.hpp"

#include <stdexcept>
#include <vector>

#include "pictures/queen_lines.hpp"

namespace nqga {

namespace {

// What a square shows, as bits: a queen, an attacked queen, or the lines that cross it.
enum Mark : unsigned { kQueen = 1, kAttacked = 2, kColumn = 4, kFalling = 8, kRising = 16 };

const char* glyph(unsigned mark) {
  if (mark & kAttacked) return "♕";
  if (mark & kQueen) return "♛";
  const unsigned lines = mark & (kColumn | kFalling | kRising);
  if (lines == kColumn) return "│";
  if (lines == kFalling) return "╲";
  if (lines == kRising) return "╱";
  return lines ? "╳" : "·";
}

// The marks of all n x n squares, row by row.
std::vector<unsigned> square_marks(BoardView board, const QueenLines& lines) {
  const int n = static_cast<int>(board.size());
  std::vector<unsigned> marks(static_cast<std::size_t>(n) * static_cast<std::size_t>(n), 0);
  auto at = [&](int row, int column) -> unsigned& {
    return marks[static_cast<std::size_t>(row) * static_cast<std::size_t>(n) +
                 static_cast<std::size_t>(column)];
  };
  for (const AttackSegment& s : attack_segments(lines, board)) {
    const int c0 = board[static_cast<std::size_t>(s.first_row)];
    const int c1 = board[static_cast<std::size_t>(s.last_row)];
    const int step = c1 > c0 ? 1 : c1 < c0 ? -1 : 0;  // the first queen is the upper one
    const Mark line = step == 0 ? kColumn : step > 0 ? kFalling : kRising;
    for (int row = s.first_row + 1, column = c0 + step; row < s.last_row; ++row, column += step)
      at(row, column) |= line;
  }
  for (int row = 0; row < n; ++row)
    at(row, board[static_cast<std::size_t>(row)]) = lines.attacked(row) ? kAttacked : kQueen;
  return marks;
}

std::string padded(int number, int width) {
  const std::string digits = std::to_string(number);
  return std::string(static_cast<std::size_t>(width) - digits.size(), ' ') + digits;
}

// What the validator says, and for a board that is not a solution the legend of its marks.
std::string verdict_lines(BoardView board, const QueenLines& lines) {
  const std::vector<std::string> verdict = board_verdict(board, lines);
  std::string text;
  for (const std::string& line : verdict) text += line + "\n";
  if (verdict.size() > 1)
    text += "(♕ a queen under attack; ╲ ╱ │ between two queens that attack each other)\n";
  return text;
}

}  // namespace

std::string board_text(BoardView board) {
  const int n = static_cast<int>(board.size());
  if (n < 1 || n > kMaxTextBoardN) {
    throw std::invalid_argument("the terminal picture takes 1 to " +
                                std::to_string(kMaxTextBoardN) + " queens, not " +
                                std::to_string(n));
  }
  const int width = static_cast<int>(std::to_string(n).size());
  const std::string indent(static_cast<std::size_t>(width) + 2, ' ');
  const QueenLines lines(board);
  std::string text = verdict_lines(board, lines);
  if (n >= 10) {  // the tens of the column numbers on a line of their own
    std::string tens = indent;
    for (int c = 1; c <= n; ++c) {
      tens += c >= 10 ? static_cast<char>('0' + c / 10) : ' ';
      tens += c < n ? ' ' : '\n';
    }
    text += tens;
  }
  text += indent;
  for (int c = 1; c <= n; ++c) {
    text += static_cast<char>('0' + c % 10);
    text += c < n ? ' ' : '\n';
  }
  const std::vector<unsigned> marks = square_marks(board, lines);
  for (int row = 0; row < n; ++row) {
    text += padded(row + 1, width) + "  ";
    for (int c = 0; c < n; ++c) {
      text += glyph(marks[static_cast<std::size_t>(row * n + c)]);
      text += c + 1 < n ? " " : "\n";
    }
  }
  return text;
}

}  // namespace nqga
