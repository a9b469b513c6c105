// Board files: text (the first number n, then the n columns of rows 1..n, 1-based, separated by
// any whitespace; '#' to the end of a line is a comment, a UTF-8 byte-order mark at the start is
// skipped) or binary (a name ending in .bin: little-endian uint32 columns, 0-based, n of
// them and nothing else) for very large n.
#pragma once

#include <cstdint>
#include <istream>
#include <stdexcept>
#include <string>

#include "board.hpp"

namespace nqga {

class BoardFileError : public std::runtime_error {
 public:
  using std::runtime_error::runtime_error;
};

// The most a text board file may hold, so that a reader stops early on what is no board (a
// device, a sparse file, an endless pipe): 4096 bytes up to and with n, then 32 bytes a column
// (ten digits and 22 of whitespace), so at most 4096 + 32 n bytes in all.
inline constexpr std::uint64_t kBoardTextHeaderBytes = 4096;
inline constexpr std::uint64_t kBoardTextBytesPerColumn = 32;

// Reads a board; throws BoardFileError naming the file and what is wrong with it (unreadable,
// not a number, a column outside 1..n, too few or too many columns, longer than its n allows).
// A .bin file must be a regular file (its size gives n); a text one may be a FIFO (refused when
// no program opens it for writing within kFifoWriterWaitSeconds, input_file.hpp) or a device,
// read as a stream. Either is refused when its board would not fit in the memory available.
// Whether the board is a solution is check_board's question.
Board read_board_file(const std::string& path);

// What a text board may look like: a board file only, or also the first line of `nqga first`'s
// output ("n = 8: 1 5 8 6 3 7 2 4", whatever follows it ignored).
enum class BoardTextForm { kFile, kFileOrFirstLine };

// Reads a board in the text form from `in`, as a stream: it stops at the first byte that cannot
// belong to a board, and after 4096 + 32 n bytes at most. Errors name `name` as read_board_file's
// name the file. O(bytes read), memory O(n): the columns read up to 2^16, then the board of the
// n announced (4 bytes a column), refused at once when it would not fit in the memory available.
Board read_board_text(const std::string& name, std::istream& in,
                      BoardTextForm form = BoardTextForm::kFile);

// Refuses (BoardFileError naming `name`) a board of n columns whose reading, at
// `bytes_per_column`, would not fit in the memory available (run/memory.hpp).
void check_board_fits(const std::string& name, std::uint64_t n, std::uint64_t bytes_per_column);

// The text form of `board`: n, then the 1-based columns, 20 a line.
std::string board_file_text(BoardView board);

// Writes `board` in the format the name asks for, atomically. Throws std::runtime_error.
void write_board_file(const std::string& path, BoardView board);

bool is_binary_board_file(const std::string& path);

}  // namespace nqga
