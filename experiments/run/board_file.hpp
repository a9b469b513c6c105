// Board files: text (the first number n, then the n columns of rows 1..n, 1-based, separated by
// any whitespace) or binary (a name ending in .bin: little-endian uint32 columns, 0-based, n of
// them and nothing else) for very large n.
#pragma once

#include <stdexcept>
#include <string>

#include "board.hpp"

namespace nqga {

class BoardFileError : public std::runtime_error {
 public:
  using std::runtime_error::runtime_error;
};

// Reads a board; throws BoardFileError naming the file and what is wrong with it (unreadable,
// not a number, a column outside 1..n, too few or too many columns). Whether the board is a
// solution is check_board's question.
Board read_board_file(const std::string& path);

// Reads a board from the text form held in `text` (standard input, say); errors name `name` as
// read_board_file's name the file.
Board parse_board_text(const std::string& name, const std::string& text);

// The text form of `board`: n, then the 1-based columns, 20 a line.
std::string board_file_text(BoardView board);

// Writes `board` in the format the name asks for, atomically. Throws std::runtime_error.
void write_board_file(const std::string& path, BoardView board);

bool is_binary_board_file(const std::string& path);

}  // namespace nqga
