#include "run/directory_lock.hpp"

#include <fcntl.h>
#include <unistd.h>

#include <cerrno>
#include <cstring>

#include "run/files.hpp"

namespace nqga {

DirectoryLock::DirectoryLock(const std::filesystem::path& dir) {
  const std::filesystem::path path = dir / kFileName;
  descriptor_ = ::open(path.c_str(), O_RDWR | O_CREAT | O_CLOEXEC, 0644);
  if (descriptor_ < 0) {
    throw WriteError("cannot open the lock file " + path.string() + ": " + std::strerror(errno));
  }
  struct flock whole {};
  whole.l_type = F_WRLCK;
  whole.l_whence = SEEK_SET;  // l_start = l_len = 0: the whole file
  int status;
  while ((status = ::fcntl(descriptor_, F_OFD_SETLKW, &whole)) != 0 && errno == EINTR) {
  }
  if (status != 0) {
    const std::string reason = std::strerror(errno);
    ::close(descriptor_);
    throw WriteError("cannot lock " + path.string() + ": " + reason);
  }
}

DirectoryLock::~DirectoryLock() {
  ::close(descriptor_);  // closing releases the lock
}

namespace {

// Tries a record lock of `type` on the byte at `start` of the open file.
bool lock_byte(int descriptor, short type, off_t start) {
  struct flock byte {};
  byte.l_type = type;
  byte.l_whence = SEEK_SET;
  byte.l_start = start;
  byte.l_len = 1;
  return ::fcntl(descriptor, F_OFD_SETLK, &byte) == 0;
}

}  // namespace

RunLock::RunLock(const std::filesystem::path& dir, const Shard& shard, const std::string& holder) {
  const std::filesystem::path path = dir / kFileName;
  descriptor_ = ::open(path.c_str(), O_RDWR | O_CREAT | O_CLOEXEC, 0644);
  if (descriptor_ < 0) {
    throw WriteError("cannot open the lock file " + path.string() + ": " + std::strerror(errno));
  }
  const bool sharded = shard.count > 1;
  const off_t own = 1 + off_t{shard.count} * (shard.count - 1) / 2 + shard.index;
  bool held = lock_byte(descriptor_, sharded ? F_RDLCK : F_WRLCK, 0);
  const bool sweep_held = held;
  if (held && sharded) held = lock_byte(descriptor_, F_WRLCK, own);
  if (held) {
    // Who holds it, for the next one's refusal; a shard may overwrite another shard's line.
    if (::ftruncate(descriptor_, 0) == 0) {
      [[maybe_unused]] const auto written = ::pwrite(descriptor_, holder.data(), holder.size(), 0);
    }
    return;
  }
  const std::string reason = errno == EAGAIN || errno == EACCES ? "" : std::strerror(errno);
  std::string other = read_text(path);
  while (!other.empty() && other.back() == '\n') other.pop_back();
  // A shard's own byte taken: another process runs this very shard (the file names the last
  // process of the sweep to start, which may be another shard's).
  const std::string in_use =
      sweep_held
          ? "shard " + std::to_string(shard.index) + "/" + std::to_string(shard.count) + " of " +
                dir.string() + " is run by another nqga process now (the last to start in it: "
          : dir.string() + " is in use by another nqga process (";
  refusal_ = reason.empty()
                 ? in_use +
                       (other.empty() ? std::string("one that has not named itself yet") : other) +
                       "); wait for it to end, or stop it, then run the same command again"
                 : "cannot lock " + path.string() + ": " + reason;
  ::close(descriptor_);
  descriptor_ = -1;
}

RunLock::~RunLock() {
  if (descriptor_ >= 0) ::close(descriptor_);
}

}  // namespace nqga
