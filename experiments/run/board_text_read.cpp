// The text form of a board, read as a stream with a bound on what it may take (board_file.hpp).
#include <algorithm>
#include <cctype>
#include <charconv>
#include <cstdint>
#include <cstdio>
#include <istream>
#include <string>
#include <utility>

#include "run/board_file.hpp"

namespace nqga {

namespace {

// Longer than any number a board holds ("2147483647"), with room for leading zeros.
constexpr std::size_t kMaxTokenBytes = 24;

// `text` with what is not printable shown as '?', for a message.
std::string printable(std::string text) {
  for (char& c : text) {
    if (!std::isprint(static_cast<unsigned char>(c))) c = '?';
  }
  return text;
}

// Whitespace-separated tokens of a stream, each with the line it starts on. It refuses a token
// longer than kMaxTokenBytes and a stream longer than its limit, so it reads O(limit) bytes and
// keeps O(1) of them.
class TokenReader {
 public:
  TokenReader(const std::string& name, std::istream& in) : name_(name), in_(*in.rdbuf()) {}

  [[noreturn]] void fail(const std::string& problem) const {
    throw BoardFileError(name_ + ": " + problem);
  }
  void limit_to(std::uint64_t bytes, std::string why) {
    limit_ = bytes;
    why_ = std::move(why);
  }
  // The line the last token starts on.
  std::size_t line() const { return token_line_; }

  // The next token, empty at the end of the stream; '#' to the end of its line is a comment.
  std::string next() {
    if (read_ == 0) skip_byte_order_mark();
    int c = get();
    for (; c != EOF && (std::isspace(c) || c == '#'); c = get()) {
      if (c == '#') {
        while (c != EOF && c != '\n') c = get();
        if (c == EOF) break;
      }
      line_ += c == '\n';
    }
    token_line_ = line_;
    std::string token;
    for (; c != EOF && !std::isspace(c); c = get()) {
      if (token.size() == kMaxTokenBytes) {
        fail("line " + std::to_string(line_) + ": '" + printable(token.substr(0, 20)) +
             "...' is not a number (longer than " + std::to_string(kMaxTokenBytes) +
             " characters)");
      }
      token += static_cast<char>(c);
    }
    line_ += c == '\n';
    return token;
  }

 private:
  // Drops UTF-8's byte-order mark, which Windows editors write at the start of a text file, and
  // refuses UTF-16's (every other byte would be 0).
  void skip_byte_order_mark() {
    const int first = in_.sgetc();
    if (first == 0xFE || first == 0xFF) {
      fail("starts with a UTF-16 byte-order mark; save the board file as UTF-8 or ASCII");
    }
    if (first != 0xEF) return;
    for (const int expected : {0xEF, 0xBB, 0xBF}) {
      const int c = get();
      if (c != expected) {
        fail(
            "line 1: starts with the bytes of no number (0xEF, not UTF-8's byte-order mark "
            "EF BB BF); a board file starts with n");
      }
    }
  }
  int get() {
    if (read_ == limit_) {
      if (in_.sgetc() == EOF) return EOF;
      fail("is longer than the " + std::to_string(limit_) + " bytes " + why_);
    }
    const int c = in_.sbumpc();
    if (c != EOF) ++read_;
    return c;
  }
  const std::string& name_;
  std::streambuf& in_;
  std::uint64_t read_ = 0, limit_ = kBoardTextHeaderBytes;
  std::string why_ = "a board file may hold before n";
  std::size_t line_ = 1, token_line_ = 1;
};

std::int64_t number(TokenReader& reader, const std::string& token, std::size_t line,
                    const char* what) {
  std::int64_t value = 0;
  const auto [end, error] = std::from_chars(token.data(), token.data() + token.size(), value);
  if (error != std::errc() || end != token.data() + token.size()) {
    reader.fail("line " + std::to_string(line) + ": '" + printable(token.substr(0, 20)) +
                "' is not " + what);
  }
  return value;
}

// n, from "N" or, in `nqga first`'s line, from "n = N:". Sets `first_line` when it was that.
std::int64_t board_size(TokenReader& reader, BoardTextForm form, bool& first_line) {
  std::string token = reader.next();
  std::size_t line = reader.line();
  if (token.empty()) reader.fail("is empty; a board file starts with n, then the n columns");
  first_line = form == BoardTextForm::kFileOrFirstLine && token == "n" && reader.next() == "=";
  if (first_line) {
    token = reader.next();
    line = reader.line();
    if (token.size() < 2 || token.back() != ':')
      reader.fail("line " + std::to_string(line) + ": no board after 'n = ' (no solution?)");
    token.pop_back();
  }
  const std::int64_t n = number(reader, token, line, "a board size n");
  if (n < 1 || n > 0x7fffffff) {
    reader.fail("line " + std::to_string(line) + ": n = " + std::to_string(n) +
                " is outside 1..2147483647");
  }
  return n;
}

}  // namespace

Board read_board_text(const std::string& name, std::istream& in, BoardTextForm form) {
  TokenReader reader(name, in);
  bool first_line = false;
  const std::int64_t n = board_size(reader, form, first_line);
  const auto columns = static_cast<std::uint64_t>(n);
  reader.limit_to(kBoardTextHeaderBytes + kBoardTextBytesPerColumn * columns,
                  "a board of n = " + std::to_string(n) + " may take (4096 + 32 a column)");
  check_board_fits(name, columns, 4);
  // Memory follows the columns read up to kFewColumns, not the n announced: a header of 10^9
  // queens in a short file costs nothing (found by fuzzing). Past them, the board of n at once:
  // growing by doubling would hold up to 8 bytes a column during the last copy.
  constexpr std::int64_t kFewColumns = 1 << 16;
  Board board;
  board.reserve(static_cast<std::size_t>(std::min<std::int64_t>(n, kFewColumns)));
  for (std::int64_t r = 0; r < n; ++r) {
    if (r == kFewColumns) board.reserve(static_cast<std::size_t>(n));
    const std::string token = reader.next();
    const std::size_t line = reader.line();
    if (token.empty()) {
      reader.fail("ends after " + std::to_string(r) + " of " + std::to_string(n) +
                  " columns (truncated?)");
    }
    const std::int64_t column = number(reader, token, line, "a column number");
    if (column < 1 || column > n) {
      reader.fail("line " + std::to_string(line) + ": row " + std::to_string(r + 1) +
                  " has column " + std::to_string(column) + ", outside 1.." + std::to_string(n));
    }
    board.push_back(static_cast<Column>(column - 1));
  }
  if (!first_line && !reader.next().empty()) {
    reader.fail("line " + std::to_string(reader.line()) + ": more than the " + std::to_string(n) +
                " columns n announces");
  }
  return board;
}

}  // namespace nqga
