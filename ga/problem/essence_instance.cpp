#include "essence_instance.hpp"

#include "instance_file_error.hpp"

namespace nqga {

namespace {

constexpr std::string_view kEssencePunctuation = "[],=";
constexpr std::string_view kEssenceSpace = " \t\r\n";

// The tokens of the text one at a time, comments ($ or # to the end of the line) and white space
// skipped: a punctuation mark alone, or a run of other characters; with the line each starts on.
class EssenceTokens {
 public:
  EssenceTokens(const std::string& name, std::string_view text) : name_(name), text_(text) {}

  bool at_end() {
    skip_space();
    return at_ >= text_.size();
  }
  int line() const { return line_; }

  std::string_view next(const char* expected) {
    if (at_end()) fail("the text ends where " + std::string(expected) + " should come");
    const std::size_t start = at_;
    if (kEssencePunctuation.find(text_[at_]) != std::string_view::npos) {
      ++at_;
    } else {
      while (at_ < text_.size() && kEssenceSpace.find(text_[at_]) == std::string_view::npos &&
             kEssencePunctuation.find(text_[at_]) == std::string_view::npos && text_[at_] != '$' &&
             text_[at_] != '#') {
        ++at_;
      }
    }
    return text_.substr(start, at_ - start);
  }

  void expect(std::string_view word, const char* expected) {
    const std::string_view got = next(expected);
    if (got != word) fail("expected " + std::string(expected) + ", got '" + std::string(got) + "'");
  }

  void skip_line() {
    while (at_ < text_.size() && text_[at_] != '\n') ++at_;
  }

  [[noreturn]] void fail(const std::string& problem) const {
    throw InstanceFileError(name_ + ":" + std::to_string(line_) + ": " + problem);
  }

 private:
  void skip_space() {
    while (at_ < text_.size()) {
      const char c = text_[at_];
      if (c == '$' || c == '#') {
        skip_line();
      } else if (kEssenceSpace.find(c) != std::string_view::npos) {
        line_ += c == '\n';
        ++at_;
      } else {
        return;
      }
    }
  }

  const std::string& name_;
  std::string_view text_;
  std::size_t at_ = 0;
  int line_ = 1;
};

// `[[R,C], [R,C], ...]` (or `[]`) as block statements, each at the line of its row.
void read_blocks(EssenceTokens& tokens, std::vector<EssenceStatement>& statements) {
  tokens.expect("[", "'[' opening the list of blocks");
  std::string_view mark = tokens.next("'[' or ']'");
  if (mark == "]") return;  // []: nothing blocked
  while (true) {
    if (mark != "[") {
      tokens.fail("expected '[' opening a block [ROW,COLUMN], got '" + std::string(mark) + "'");
    }
    const std::string_view row = tokens.next("a row");
    const int line = tokens.line();
    tokens.expect(",", "',' between a block's row and column");
    const std::string_view column = tokens.next("a column");
    tokens.expect("]", "']' closing a block [ROW,COLUMN]");
    statements.push_back({line, {"block", row, column}});
    mark = tokens.next("',' or ']' after a block");
    if (mark == "]") return;
    if (mark != ",") {
      tokens.fail("expected ',' or ']' after a block, got '" + std::string(mark) + "'");
    }
    mark = tokens.next("'[' opening a block");
    if (mark == "]") return;  // a comma after the last block, as CSPLib 080's files have
  }
}

}  // namespace

bool is_essence_text(std::string_view text) {
  const std::string name;
  EssenceTokens tokens(name, text);
  if (tokens.at_end()) return false;
  const std::string_view first = tokens.next("a word");
  return first == "letting" || first == "language";
}

std::vector<EssenceStatement> essence_statements(const std::string& name, std::string_view text) {
  EssenceTokens tokens(name, text);
  std::vector<EssenceStatement> statements;
  while (!tokens.at_end()) {
    const std::string_view word = tokens.next("'letting'");
    if (word == "language") {
      tokens.skip_line();  // language ESSENCE' 1.0
      continue;
    }
    if (word != "letting") tokens.fail("expected 'letting', got '" + std::string(word) + "'");
    const std::string_view what = tokens.next("a name after 'letting'");
    const std::string_view equals = tokens.next("'=' or 'be'");
    if (equals != "=" && equals != "be") {
      tokens.fail("expected '=' or 'be' after 'letting " + std::string(what) + "'");
    }
    if (what == "n") {
      const std::string_view size = tokens.next("the board size");
      statements.push_back({tokens.line(), {"n", size}});
    } else if (what == "blocks") {
      read_blocks(tokens, statements);
    } else {
      tokens.fail("unknown 'letting " + std::string(what) +
                  "' (a Blocked n-Queens instance lets n and blocks)");
    }
  }
  return statements;
}

}  // namespace nqga
