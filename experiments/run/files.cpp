#include "run/files.hpp"

#include <unistd.h>

#include <cerrno>
#include <cstdio>
#include <cstring>
#include <fstream>
#include <sstream>

namespace nqga {

namespace fs = std::filesystem;

namespace {

// Writes `content` to `path`; on failure removes what was written and throws, naming `shown`.
void write_named(const fs::path& path, const std::string& content, const fs::path& shown) {
  auto fail = [&](const std::string& what) {
    const std::string reason = std::strerror(errno);
    std::error_code ignored;
    fs::remove(path, ignored);
    throw WriteError("cannot " + what + " " + shown.string() + ": " + reason);
  };
  std::FILE* file = std::fopen(path.c_str(), "wb");
  if (!file) fail("create");
  const bool written = std::fwrite(content.data(), 1, content.size(), file) == content.size();
  if (std::fclose(file) != 0 || !written) fail("write");
}

}  // namespace

fs::path temporary_path(const fs::path& path) {
  static const std::string suffix = ".tmp." + std::to_string(::getpid());
  return path.string() + suffix;
}

void write_file(const fs::path& path, const std::string& content) {
  write_named(path, content, path);
}

void write_file_atomically(const fs::path& path, const std::string& content) {
  const fs::path temporary = temporary_path(path);
  write_named(temporary, content, path);
  if (std::rename(temporary.c_str(), path.c_str()) != 0) {
    const std::string reason = std::strerror(errno);
    std::error_code ignored;
    fs::remove(temporary, ignored);
    throw WriteError("cannot rename into " + path.string() + ": " + reason);
  }
}

std::string read_text(const fs::path& path) {
  std::ifstream in(path);
  std::stringstream text;
  text << in.rdbuf();
  return text.str();
}

}  // namespace nqga
