#include "run/board_file.hpp"

#include <algorithm>
#include <charconv>
#include <cstdint>
#include <cstdio>
#include <filesystem>
#include <fstream>

#include "input_file.hpp"
#include "run/files.hpp"
#include "run/memory.hpp"

namespace nqga {

namespace fs = std::filesystem;

bool is_binary_board_file(const std::string& path) { return fs::path(path).extension() == ".bin"; }

namespace {

[[noreturn]] void fail(const std::string& path, const std::string& problem) {
  throw BoardFileError(path + ": " + problem);
}

// The bytes of a .bin board file, whose size gives n: a regular file only, so that a device or a
// pipe is never read to its (missing) end.
std::string read_binary_bytes(const std::string& path) {
  std::error_code error;
  const fs::file_status status = fs::status(path, error);
  if (!fs::exists(status)) fail(path, "cannot open the file (does it exist?)");
  if (!fs::is_regular_file(status)) {
    fail(path, "is not a regular file; a binary board file's size gives n, so it must be one");
  }
  const std::uintmax_t size = fs::file_size(path, error);
  if (error) fail(path, "cannot read the file: " + error.message());
  if (size / 4 > 0x7fffffff) fail(path, "holds more than 2^31 - 1 columns");
  check_board_fits(path, size / 4, 8);  // the bytes, then the board
  std::ifstream in(path, std::ios::binary);
  std::string bytes(size, '\0');
  if (!in.read(bytes.data(), static_cast<std::streamsize>(size))) {
    fail(path, "cannot read the file (changed while read?)");
  }
  return bytes;
}

Board read_binary(const std::string& path, const std::string& bytes) {
  if (bytes.size() % 4 != 0) {
    fail(path, std::to_string(bytes.size()) +
                   " bytes is not a whole number of 4-byte columns (truncated?)");
  }
  const std::size_t n = bytes.size() / 4;
  if (n == 0) fail(path, "is empty");
  Board board(n);
  for (std::size_t r = 0; r < n; ++r) {
    const auto* b = reinterpret_cast<const unsigned char*>(bytes.data() + 4 * r);
    const std::uint32_t column = b[0] | b[1] << 8 | b[2] << 16 | std::uint32_t{b[3]} << 24;
    if (column >= n) {
      fail(path, "row " + std::to_string(r + 1) + " has column " +
                     std::to_string(std::uint64_t{column} + 1) + ", outside 1.." +
                     std::to_string(n));
    }
    board[r] = static_cast<Column>(column);
  }
  return board;
}

}  // namespace

Board read_board_file(const std::string& path) {
  if (is_binary_board_file(path)) return read_binary(path, read_binary_bytes(path));
  std::error_code error;
  if (fs::is_directory(path, error)) fail(path, "is a directory, not a board file");
  try {
    InputFile in(path);
    return read_board_text(path, in);
  } catch (const InputFileError& e) {
    fail(path, e.what());
  }
}

void check_board_fits(const std::string& name, std::uint64_t n, std::uint64_t bytes_per_column) {
  const std::uint64_t needed = bytes_per_column * n;
  plan_memory(needed);
  const std::uint64_t available = available_memory();
  if (available && needed > available) {
    fail(name, "a board of n = " + std::to_string(n) + " takes " + format_bytes(needed) +
                   " to read, but only " + format_bytes(available) + " of memory is available" +
                   memory_source());
  }
}

std::string board_file_text(BoardView board) {
  std::string content = std::to_string(board.size()) + "\n";
  char number[16];
  for (std::size_t r = 0; r < board.size(); ++r) {
    const auto [end, error] = std::to_chars(number, number + sizeof number, board[r] + 1);
    content.append(number, end);
    content += (r + 1) % 20 == 0 || r + 1 == board.size() ? '\n' : ' ';
  }
  return content;
}

void write_board_file(const std::string& path, BoardView board) {
  std::string content;
  if (is_binary_board_file(path)) {
    content.resize(4 * board.size());
    for (std::size_t r = 0; r < board.size(); ++r) {
      const auto column = static_cast<std::uint32_t>(board[r]);
      for (int b = 0; b < 4; ++b)
        content[4 * r + static_cast<std::size_t>(b)] = static_cast<char>(column >> (8 * b));
    }
  } else {
    content = board_file_text(board);
  }
  write_file_atomically(path, content);
}

}  // namespace nqga
