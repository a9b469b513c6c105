// A board drawn as text for a terminal: Unicode queens on a grid of dots, with the attacks of a
// board that is not a solution marked. No colours, so it reads the same in a plain terminal, a
// file or a test.
#pragma once

#include <string>

#include "board.hpp"

namespace nqga {

constexpr int kMaxTextBoardN = 64;  // 2 characters a column: 64 columns fill 132 characters

// The board as lines of text: first what check_board says (valid, or the number of attacking
// pairs and the first in row order), then column numbers and one line per row with its number:
// ♛ a queen, ♕ a queen under attack, · an empty square, and on the squares between two queens
// that attack each other ╲ or ╱ (a shared diagonal), │ (a shared column), ╳ (two such lines
// crossing). Columns must be in 0..n-1 (as read_board_file gives them). O(n^2); n <=
// kMaxTextBoardN, else std::invalid_argument.
std::string board_text(BoardView board);

}  // namespace nqga
