#include "run/whole_lines.hpp"

namespace nqga {

WholeLineBuffer::~WholeLineBuffer() {
  for (const auto& [thread, text] : pending_) {
    if (!text.empty()) sink_(text + "\n");
  }
}

WholeLineBuffer::int_type WholeLineBuffer::overflow(int_type c) {
  if (traits_type::eq_int_type(c, traits_type::eof())) return traits_type::not_eof(c);
  const char character = traits_type::to_char_type(c);
  xsputn(&character, 1);
  return c;
}

std::streamsize WholeLineBuffer::xsputn(const char* text, std::streamsize count) {
  const std::lock_guard lock(mutex_);
  std::string& pending = pending_[std::this_thread::get_id()];
  pending.append(text, static_cast<std::size_t>(count));
  const std::size_t end = pending.rfind('\n');
  if (end != std::string::npos) {
    sink_(pending.substr(0, end + 1));
    pending.erase(0, end + 1);
  }
  return count;
}

int WholeLineBuffer::sync() {
  const std::lock_guard lock(mutex_);
  const auto mine = pending_.find(std::this_thread::get_id());
  if (mine != pending_.end() && !mine->second.empty()) {
    sink_(mine->second);
    pending_.erase(mine);
  }
  return 0;
}

WholeLines::WholeLines(std::function<void(const std::string&)> sink)
    : std::ostream(nullptr), buffer_(std::move(sink)) {
  rdbuf(&buffer_);
}

WholeLines::WholeLines(std::ostream& out)
    : WholeLines([&out](const std::string& line) { out << line << std::flush; }) {}

}  // namespace nqga
