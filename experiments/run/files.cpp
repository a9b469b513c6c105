#include "run/files.hpp"

#include <signal.h>
#include <sys/stat.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <cstdio>
#include <cstring>
#include <fstream>

#include "rng.hpp"

namespace nqga {

namespace fs = std::filesystem;

namespace {

// Writes `content` to `path`; on failure throws, naming `shown`, and removes what was written
// unless `path` was written in place (a device is never removed).
void write_named(const fs::path& path, const std::string& content, const fs::path& shown,
                 bool in_place = false) {
  auto fail = [&](const std::string& what) {
    const int error = errno;
    std::error_code ignored;
    if (!in_place) fs::remove(path, ignored);
    throw WriteError("cannot " + what + " " + shown.string() + ": " + std::strerror(error), error);
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

std::string write_advice(int error) {
  switch (error) {
    case ENOSPC:
    case EDQUOT:
      return "make room (or raise the quota), or write elsewhere";
    case EFBIG:
      return "the file system or the file-size limit (ulimit -f) allows no more; write elsewhere "
             "or raise the limit";
    case EIO:
      return "the device failed; check it (dmesg) and write elsewhere";
    case EROFS:
    case EACCES:
    case EPERM:
      return "write into a folder you may write to";
    default:
      return "";
  }
}

namespace {

// Where `path` leads through symlinks: itself, or the last link's target (made there when it is
// not there yet). 40 links at most, as the kernel follows (ELOOP).
fs::path link_target(const fs::path& path) {
  fs::path file = path;
  std::error_code error;
  for (int links = 0; links < 40 && fs::is_symlink(file, error); ++links) {
    const fs::path target = fs::read_symlink(file, error);
    file = target.is_absolute() ? target : file.parent_path() / target;
  }
  return file;
}

}  // namespace

fs::path OutputTarget::first_written() const { return in_place ? file : temporary_path(file); }

OutputTarget output_target(const fs::path& path) {
  auto refuse = [&](const std::string& what) {
    throw WriteError("cannot write " + path.string() + ": it is " + what);
  };
  struct stat status {};
  if (::stat(path.c_str(), &status) == 0) {
    if (S_ISDIR(status.st_mode)) refuse("a directory; give a file name");
    if (S_ISBLK(status.st_mode)) refuse("a block device, which nqga never writes over");
    // /dev/stdout is a link to /proc/self/fd/1, whose target ("pipe:[...]") is no path: what is
    // not a regular file is opened by its own name.
    if (!S_ISREG(status.st_mode)) return {path, true};
    return {fs::canonical(path), false};
  }
  return {link_target(path), false};
}

std::string unfollowable_path(const fs::path& path) {
  fs::path walked;
  for (const fs::path& part : path) {
    std::error_code error;
    if (part == ".." && !walked.empty() && !fs::is_directory(walked, error)) {
      return path.string() + ": " + walked.string() +
             (fs::exists(walked, error) ? " is not a folder" : " does not exist") +
             ", so the '..' after it cannot be followed; give the path without it";
    }
    walked /= part;
  }
  return "";
}

std::string shared_output_refusal(const std::vector<std::pair<std::string, fs::path>>& outputs) {
  std::vector<fs::path> files;
  for (const auto& [option, path] : outputs) {
    std::error_code error;
    files.push_back(path.empty() ? path
                                 : fs::weakly_canonical(fs::absolute(link_target(path)), error));
  }
  for (std::size_t i = 0; i < outputs.size(); ++i) {
    for (std::size_t j = 0; j < i && !files[i].empty(); ++j) {
      std::error_code error;
      if (files[i] != files[j] && !fs::equivalent(files[i], files[j], error)) continue;
      const auto& [first, first_path] = outputs[j];
      const auto& [second, second_path] = outputs[i];
      return first + " " + first_path.string() + " and " + second + " " + second_path.string() +
             " name one file; give each output a file of its own (nothing was written)";
    }
  }
  return "";
}

void finish_output(const OutputTarget& target) {
  if (target.in_place) return;
  const fs::path temporary = target.first_written();
  if (std::rename(temporary.c_str(), target.file.c_str()) != 0) {
    const int error = errno;
    std::error_code ignored;
    fs::remove(temporary, ignored);
    throw WriteError("cannot rename into " + target.file.string() + ": " + std::strerror(error),
                     error);
  }
}

void write_file(const fs::path& path, const std::string& content) {
  const OutputTarget target = output_target(path);
  write_named(target.file, content, path, target.in_place);
}

void write_file_atomically(const fs::path& path, const std::string& content) {
  const OutputTarget target = output_target(path);
  write_named(target.first_written(), content, path, target.in_place);
  finish_output(target);
}

std::string read_text(const fs::path& path) {
  std::error_code error;
  if (!fs::is_regular_file(path, error)) return "";
  return read_regular_file(path, kMaxRecordBytes, "record or table");
}

}  // namespace nqga
