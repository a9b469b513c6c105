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

RunLock::RunLock(const std::filesystem::path& dir, bool shared, const std::string& holder) {
  const std::filesystem::path path = dir / kFileName;
  descriptor_ = ::open(path.c_str(), O_RDWR | O_CREAT | O_CLOEXEC, 0644);
  if (descriptor_ < 0) {
    throw WriteError("cannot open the lock file " + path.string() + ": " + std::strerror(errno));
  }
  struct flock whole {};
  whole.l_type = shared ? F_RDLCK : F_WRLCK;
  whole.l_whence = SEEK_SET;
  if (::fcntl(descriptor_, F_OFD_SETLK, &whole) == 0) {
    // Who holds it, for the next one's refusal; a shard may overwrite another shard's line.
    if (::ftruncate(descriptor_, 0) == 0) {
      [[maybe_unused]] const auto written = ::pwrite(descriptor_, holder.data(), holder.size(), 0);
    }
    return;
  }
  const std::string reason = errno == EAGAIN || errno == EACCES ? "" : std::strerror(errno);
  std::string other = read_text(path);
  while (!other.empty() && other.back() == '\n') other.pop_back();
  refusal_ = reason.empty()
                 ? dir.string() + " is in use by another nqga process (" +
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
