#include "run/files.hpp"

#include <signal.h>
#include <unistd.h>

#include <cerrno>
#include <cstdio>
#include <cstring>
#include <fstream>
#include <sstream>

#include "rng.hpp"

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

std::string fnv1a_hex(const std::string& text) {
  char hex[17];
  std::snprintf(hex, sizeof hex, "%016llx", static_cast<unsigned long long>(fnv1a(text)));
  return hex;
}

namespace {

// ".tmp.HOST.": what this host's temporary names hold before their writer's PID.
const std::string& host_marker() {
  static const std::string marker = [] {
    char name[256] = {};
    return ".tmp." + std::string(::gethostname(name, sizeof name - 1) == 0 ? name : "host") + ".";
  }();
  return marker;
}

}  // namespace

fs::path temporary_path(const fs::path& path) {
  return path.string() + host_marker() + std::to_string(::getpid());
}

int remove_stale_temporaries(const fs::path& folder) {
  int removed = 0;
  std::error_code error;
  for (const auto& entry : fs::directory_iterator(folder, error)) {
    const std::string name = entry.path().filename().string();
    const auto at = name.rfind(host_marker());
    if (at == std::string::npos) continue;
    const std::string pid = name.substr(at + host_marker().size());
    if (pid.empty() || pid.size() > 9 || pid.find_first_not_of("0123456789") != std::string::npos)
      continue;
    if (::kill(static_cast<pid_t>(std::stol(pid)), 0) == 0 || errno != ESRCH) continue;
    removed += fs::remove(entry.path(), error) ? 1 : 0;
  }
  return removed;
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
