#include "instance_file.hpp"

#include <algorithm>
#include <charconv>
#include <filesystem>
#include <sstream>
#include <string_view>
#include <utility>
#include <vector>

#include "../input_file.hpp"
#include "essence_instance.hpp"

namespace nqga {

namespace {

// A square as the file names it, with the line that named it (for messages).
struct Located {
  std::int64_t row = 0, column = 0;  // 0-based once checked
  int line = 0;
};

// The words of one line, the comment cut off.
std::vector<std::string_view> words_of(std::string_view line) {
  line = line.substr(0, line.find('#'));
  std::vector<std::string_view> words;
  std::size_t at = 0;
  while (true) {
    at = line.find_first_not_of(" \t\r", at);
    if (at == std::string_view::npos) return words;
    const std::size_t end = std::min(line.find_first_of(" \t\r", at), line.size());
    words.push_back(line.substr(at, end - at));
    at = end;
  }
}

class Reader {
 public:
  explicit Reader(std::string name) : name_(std::move(name)) {}

  Instance read(std::string_view text) {
    if (is_essence_text(text)) return read_essence(text);
    std::size_t start = 0;
    while (start < text.size()) {
      const std::size_t end = std::min(text.find('\n', start), text.size());
      ++line_;
      statement(words_of(text.substr(start, end - start)));
      start = end + 1;
    }
    if (n_ == 0) fail_file("no 'n N' line: an instance file starts with its size (empty?)");
    return assemble();
  }

 private:
  // The Essence' form, its lettings checked as the statements they stand for.
  Instance read_essence(std::string_view text) {
    for (const EssenceStatement& s : essence_statements(name_, text)) {
      line_ = s.line;
      statement(s.words);
    }
    if (n_ == 0) fail_file("no 'letting n = N': an Essence' instance gives its size first");
    return assemble();
  }

  [[noreturn]] void fail(int line, const std::string& problem) const {
    throw InstanceFileError(name_ + ":" + std::to_string(line) + ": " + problem);
  }
  [[noreturn]] void fail_file(const std::string& problem) const {
    throw InstanceFileError(name_ + ": " + problem);
  }

  std::int64_t number(std::string_view word, const char* what) const {
    std::int64_t value = 0;
    const auto [end, error] = std::from_chars(word.data(), word.data() + word.size(), value);
    if (error != std::errc() || end != word.data() + word.size()) {
      fail(line_, std::string(what) + " '" + std::string(word) + "' is not a whole number");
    }
    return value;
  }

  void statement(const std::vector<std::string_view>& words) {
    if (words.empty()) return;
    const std::string_view keyword = words[0];
    if (keyword == "n") return size(words);
    if (keyword != "queen" && keyword != "block") {
      fail(line_, "unknown statement '" + std::string(keyword) +
                      "' (a line is 'n N', 'queen ROW COLUMN' or 'block ROW COLUMN')");
    }
    if (n_ == 0) fail(line_, "'" + std::string(keyword) + "' before the 'n N' line");
    if (words.size() != 3) {
      fail(line_, "'" + std::string(keyword) + "' takes ROW COLUMN, two numbers; got " +
                      std::to_string(words.size() - 1));
    }
    const Located square{in_range(number(words[1], "row"), "row") - 1,
                         in_range(number(words[2], "column"), "column") - 1, line_};
    (keyword == "queen" ? queens_ : blocks_).push_back(square);
  }

  void size(const std::vector<std::string_view>& words) {
    if (n_ != 0)
      fail(line_, "a second 'n' line (the first is line " + std::to_string(n_line_) + ")");
    if (words.size() != 2) fail(line_, "'n' takes one number, the board size");
    const std::int64_t n = number(words[1], "n");
    if (n < 1 || n > kMaxInstanceN) {
      fail(line_,
           "n = " + std::string(words[1]) + " is outside 1.." + std::to_string(kMaxInstanceN));
    }
    n_ = static_cast<int>(n);
    n_line_ = line_;
  }

  std::int64_t in_range(std::int64_t value, const char* what) const {
    if (value < 1 || value > n_) {
      fail(line_, std::string(what) + " " + std::to_string(value) + " is outside 1.." +
                      std::to_string(n_));
    }
    return value;
  }

  // The instance from the squares read: the blocked squares sorted (a repeat named at its second
  // line), then the given queens, each refused at its line where Instance refuses it.
  Instance assemble() {
    Instance instance(n_);
    std::stable_sort(blocks_.begin(), blocks_.end(), [](const Located& a, const Located& b) {
      return std::pair(a.row, a.column) < std::pair(b.row, b.column);
    });
    std::vector<std::int64_t> squares;
    for (std::size_t k = 0; k < blocks_.size(); ++k) {
      const Located& b = blocks_[k];
      if (k > 0 && blocks_[k - 1].row == b.row && blocks_[k - 1].column == b.column) {
        fail(std::max(b.line, blocks_[k - 1].line),
             "square (row " + std::to_string(b.row + 1) + ", column " +
                 std::to_string(b.column + 1) + ") is blocked twice (also line " +
                 std::to_string(std::min(b.line, blocks_[k - 1].line)) + ")");
      }
      squares.push_back(b.row * n_ + b.column);
    }
    instance.block(squares);
    for (const Located& q : queens_) {
      try {
        instance.give(static_cast<int>(q.row), static_cast<Column>(q.column));
      } catch (const std::invalid_argument& e) {
        fail(q.line, e.what());
      }
    }
    return instance;
  }

  std::string name_;
  int line_ = 0, n_ = 0, n_line_ = 0;
  std::vector<Located> queens_, blocks_;
};

}  // namespace

Instance read_instance(const std::string& name, std::istream& in, std::uint64_t max_bytes) {
  std::string text;
  char chunk[1 << 16];
  while (text.size() <= max_bytes && in.read(chunk, sizeof chunk).gcount() > 0) {
    text.append(chunk, static_cast<std::size_t>(in.gcount()));
  }
  if (text.size() > max_bytes) {
    throw InstanceFileError(name + ": longer than " + std::to_string(max_bytes) +
                            " bytes, the most an instance file may hold (is it one?)");
  }
  return Reader(name).read(text);
}

Instance read_instance_file(const std::string& path) {
  std::error_code error;
  if (std::filesystem::is_directory(path, error)) {
    throw InstanceFileError(path + ": is a directory, not an instance file");
  }
  try {
    InputFile in(path);
    return read_instance(path, in);
  } catch (const InputFileError& e) {
    throw InstanceFileError(path + ": " + e.what());
  }
}

std::string instance_file_text(const Instance& instance) {
  std::ostringstream text;
  // The header keeps "1 queens given": run directories name an instance by the hash of this
  // text, so another wording would change every stored instance's name.
  text << "# nqga instance: " << instance.given_count() << " queens given, "
       << instance.blocked_squares().size() << " squares blocked (docs/problems.md)\n"
       << "n " << instance.size() << "\n";
  for (int row = 0; row < instance.size(); ++row) {
    if (instance.given(row) != kNoQueen) {
      text << "queen " << row + 1 << " " << instance.given(row) + 1 << "\n";
    }
  }
  for (const std::int64_t square : instance.blocked_squares()) {
    text << "block " << square / instance.size() + 1 << " " << square % instance.size() + 1 << "\n";
  }
  return text.str();
}

}  // namespace nqga
