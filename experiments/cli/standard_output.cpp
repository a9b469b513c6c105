#include "cli/standard_output.hpp"

#include <unistd.h>

#include <array>
#include <cerrno>
#include <cstring>
#include <filesystem>
#include <iostream>
#include <streambuf>
#include <string>

#include "run/files.hpp"

namespace nqga {

namespace {

// Writes to file descriptor 1 in blocks (by the line on a terminal, so that a person sees each
// line as it is printed); after the first refused write it drops the rest and reports failure to
// the stream, keeping the errno for the message.
class StandardOutputBuffer : public std::streambuf {
 public:
  StandardOutputBuffer() : by_line_(::isatty(STDOUT_FILENO) == 1) {
    setp(block_.data(), block_.data() + block_.size());
  }

  int error() const { return error_; }

 protected:
  std::streamsize xsputn(const char* text, std::streamsize count) override {
    const std::streamsize put = std::streambuf::xsputn(text, count);
    if (by_line_ && std::memchr(text, '\n', static_cast<std::size_t>(count))) drain();
    return put;
  }
  int_type overflow(int_type c) override {
    if (!drain()) return traits_type::eof();
    if (!traits_type::eq_int_type(c, traits_type::eof())) sputc(traits_type::to_char_type(c));
    return traits_type::not_eof(c);
  }
  int sync() override { return drain() ? 0 : -1; }

 private:
  // Writes what the block holds; false once any write has failed.
  bool drain() {
    const char* next = pbase();
    while (error_ == 0 && next < pptr()) {
      const ssize_t written = ::write(STDOUT_FILENO, next, static_cast<std::size_t>(pptr() - next));
      if (written > 0) {
        next += written;
      } else if (written < 0 && errno != EINTR) {
        error_ = errno;
      } else if (written == 0) {
        error_ = EIO;
      }
    }
    setp(block_.data(), block_.data() + block_.size());
    return error_ == 0;
  }

  bool by_line_;
  std::array<char, 65536> block_{};
  int error_ = 0;
};

StandardOutputBuffer standard_output_buffer;
std::streambuf* original_buffer = nullptr;

// " (/dev/full)": where descriptor 1 leads, when that is a path ("pipe:[...]" is none).
std::string standard_output_target() {
  std::error_code error;
  const std::filesystem::path target = std::filesystem::read_symlink("/proc/self/fd/1", error);
  return !error && target.is_absolute() ? " (" + target.string() + ")" : "";
}

}  // namespace

CheckedStandardOutput::CheckedStandardOutput() {
  original_buffer = std::cout.rdbuf(&standard_output_buffer);
}

CheckedStandardOutput::~CheckedStandardOutput() {
  std::cout.flush();
  std::cout.rdbuf(original_buffer);
}

void finish_standard_output(std::ostream& out) {
  out.flush();
  if (out.good()) return;
  const bool standard = out.rdbuf() == &standard_output_buffer;
  const int error = standard ? standard_output_buffer.error() : EIO;
  throw WriteError(std::string("cannot write ") +
                       (standard ? "standard output" + standard_output_target() : "the output") +
                       ": " + std::strerror(error),
                   error);
}

}  // namespace nqga
