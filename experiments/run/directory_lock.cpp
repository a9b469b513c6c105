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

}  // namespace nqga
