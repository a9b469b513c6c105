#include "run/board_file.hpp"

#include <algorithm>
#include <charconv>
#include <cstdint>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <sstream>

#include "run/files.hpp"

namespace nqga {

namespace fs = std::filesystem;

bool is_binary_board_file(const std::string& path) { return fs::path(path).extension() == ".bin"; }

namespace {

[[noreturn]] void fail(const std::string& path, const std::string& problem) {
  throw BoardFileError(path + ": " + problem);
}

std::string read_all(const std::string& path) {
  std::error_code error;
  if (fs::is_directory(path, error)) fail(path, "is a directory, not a board file");
  std::ifstream in(path, std::ios::binary);
  if (!in) fail(path, "cannot open the file (does it exist?)");
  std::stringstream bytes;
  bytes << in.rdbuf();
  return bytes.str();
}

Board read_binary(const std::string& path, const std::string& bytes) {
  if (bytes.size() % 4 != 0) {
    fail(path, std::to_string(bytes.size()) +
                   " bytes is not a whole number of 4-byte columns (truncated?)");
  }
  const std::size_t n = bytes.size() / 4;
  if (n == 0) fail(path, "is empty");
  if (n > 0x7fffffff) fail(path, "holds more than 2^31 - 1 columns");
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

Board parse_board_text(const std::string& path, const std::string& text) {
  std::size_t at = 0, line = 1;
  // The next whitespace-separated token and the line it starts on; empty at the end.
  auto next = [&](std::size_t& token_line) {
    while (at < text.size() && std::isspace(static_cast<unsigned char>(text[at])))
      line += text[at++] == '\n';
    token_line = line;
    const std::size_t start = at;
    while (at < text.size() && !std::isspace(static_cast<unsigned char>(text[at]))) ++at;
    return std::string_view(text).substr(start, at - start);
  };
  auto number = [&](std::string_view token, std::size_t token_line, const char* what) {
    std::int64_t value = 0;
    const auto [end, error] = std::from_chars(token.data(), token.data() + token.size(), value);
    if (error != std::errc() || end != token.data() + token.size()) {
      std::string shown(token.substr(0, 20));
      for (char& c : shown) {
        if (!std::isprint(static_cast<unsigned char>(c))) c = '?';
      }
      fail(path, "line " + std::to_string(token_line) + ": '" + shown + "' is not " + what);
    }
    return value;
  };
  std::size_t token_line = 0;
  const std::string_view first = next(token_line);
  if (first.empty()) fail(path, "is empty; a board file starts with n, then the n columns");
  const std::int64_t n = number(first, token_line, "a board size n");
  if (n < 1 || n > 0x7fffffff)
    fail(path, "line " + std::to_string(token_line) + ": n = " + std::to_string(n) +
                   " is outside 1..2147483647");
  // Every column takes at least two bytes ("1 "), so the file's size bounds what to reserve: a
  // header that announces 10^9 queens in a short file costs nothing (found by fuzzing).
  Board board;
  board.reserve(static_cast<std::size_t>(
      std::min<std::int64_t>(n, static_cast<std::int64_t>(text.size() / 2 + 1))));
  for (std::int64_t r = 0; r < n; ++r) {
    const std::string_view token = next(token_line);
    if (token.empty()) {
      fail(path, "ends after " + std::to_string(r) + " of " + std::to_string(n) +
                     " columns (truncated?)");
    }
    const std::int64_t column = number(token, token_line, "a column number");
    if (column < 1 || column > n) {
      fail(path, "line " + std::to_string(token_line) + ": row " + std::to_string(r + 1) +
                     " has column " + std::to_string(column) + ", outside 1.." + std::to_string(n));
    }
    board.push_back(static_cast<Column>(column - 1));
  }
  if (!next(token_line).empty()) {
    fail(path, "line " + std::to_string(token_line) + ": more than the " + std::to_string(n) +
                   " columns n announces");
  }
  return board;
}

Board read_board_file(const std::string& path) {
  const std::string bytes = read_all(path);
  return is_binary_board_file(path) ? read_binary(path, bytes) : parse_board_text(path, bytes);
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
