#include "config/text_file.hpp"

#include <sys/stat.h>

#include <cerrno>
#include <cstring>
#include <fstream>

namespace nqga {

namespace {

// "a directory", "a character device": what a file that is not a regular one is.
std::string file_type(mode_t mode) {
  if (S_ISDIR(mode)) return "a directory";
  if (S_ISCHR(mode)) return "a character device";
  if (S_ISBLK(mode)) return "a block device";
  if (S_ISFIFO(mode)) return "a FIFO (a pipe)";
  if (S_ISSOCK(mode)) return "a socket";
  return "not a regular file";
}

}  // namespace

std::string read_regular_file(const std::filesystem::path& path, std::uint64_t max_bytes,
                              const std::string& kind) {
  auto refuse = [&](const std::string& problem) { throw ReadError(path, problem); };
  struct stat status {};
  if (::stat(path.c_str(), &status) != 0) refuse("cannot open the file (does it exist?)");
  if (!S_ISREG(status.st_mode))
    refuse("is " + file_type(status.st_mode) + ", not a " + kind + " file");
  const std::string limit = "; a " + kind + " file is at most " + std::to_string(max_bytes) +
                            " bytes (" + std::to_string(max_bytes >> 20) + " MiB)";
  if (static_cast<std::uint64_t>(status.st_size) > max_bytes) {
    refuse("is " + std::to_string(status.st_size) + " bytes" + limit);
  }
  std::ifstream in(path, std::ios::binary);
  if (!in) refuse("cannot open the file: " + std::string(std::strerror(errno)));
  std::string text;
  text.reserve(static_cast<std::size_t>(status.st_size));
  char chunk[1 << 16];
  while (in.read(chunk, sizeof chunk) || in.gcount() > 0) {
    text.append(chunk, static_cast<std::size_t>(in.gcount()));
    if (text.size() > max_bytes)
      refuse("grew past " + std::to_string(max_bytes) + " bytes" + limit);
  }
  return text;
}

}  // namespace nqga
