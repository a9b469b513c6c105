// A tmpfs mounted for one test (a small one to fill, or a read-only one) and unmounted after it:
// a full or read-only disk for real. Mounting needs root; where it is not allowed the tests that
// need it say so and skip.
#pragma once

#include <sys/mount.h>

#include <cerrno>
#include <cstring>
#include <filesystem>
#include <string>

namespace nqga::testing {

class Tmpfs {
 public:
  Tmpfs(const std::filesystem::path& where, const std::string& options, unsigned long flags = 0)
      : where_(where) {
    std::filesystem::create_directories(where);
    if (::mount("tmpfs", where.c_str(), "tmpfs", flags, options.c_str()) != 0)
      error_ = std::strerror(errno);
  }
  ~Tmpfs() {
    if (error_.empty()) ::umount2(where_.c_str(), MNT_DETACH);
  }
  Tmpfs(const Tmpfs&) = delete;
  Tmpfs& operator=(const Tmpfs&) = delete;
  // Empty when mounted, else the reason.
  const std::string& error() const { return error_; }
  bool remount(const std::string& options, unsigned long flags = 0) {
    return ::mount("tmpfs", where_.c_str(), "tmpfs", MS_REMOUNT | flags, options.c_str()) == 0;
  }

 private:
  std::filesystem::path where_;
  std::string error_;
};

}  // namespace nqga::testing
