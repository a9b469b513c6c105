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

// `length` bytes at `start` of a file (length 0: to the end of any file), for a lock of `type`.
struct flock byte_range(short type, off_t start, off_t length) {
  struct flock bytes {};
  bytes.l_type = type;
  bytes.l_whence = SEEK_SET;
  bytes.l_start = start;
  bytes.l_len = length;
  return bytes;
}

// Tries a record lock of `type` on `length` bytes at `start` of the open file.
bool lock_bytes(int descriptor, short type, off_t start, off_t length = 1) {
  struct flock bytes = byte_range(type, start, length);
  return ::fcntl(descriptor, F_OFD_SETLK, &bytes) == 0;
}

// Whether no other open file description holds a lock on the bytes (asked, none taken).
bool unlocked(int descriptor, off_t start, off_t length) {
  struct flock bytes = byte_range(F_WRLCK, start, length);
  return ::fcntl(descriptor, F_OFD_GETLK, &bytes) == 0 && bytes.l_type == F_UNLCK;
}

// The byte a shard of K shards locks shared, beyond every shard's own byte (1 + K(K-1)/2 + I <
// 2^61 for K < 2^31).
constexpr off_t kShardCountBytes = off_t{1} << 62;

// Whether no process of a sweep split into another number of shards holds the directory: with
// its own count's byte held shared, no lock is on the bytes of any other count. Each process
// locks before it looks, so of two of different counts started together the later sees the other
// (both may, and are then both refused); processes of one count never see each other there.
bool same_count_only(int descriptor, int count) {
  const off_t own = kShardCountBytes + count;
  if (!lock_bytes(descriptor, F_RDLCK, own)) return false;
  if ((count == 1 || unlocked(descriptor, kShardCountBytes + 1, count - 1)) &&
      unlocked(descriptor, own + 1, 0)) {
    return true;
  }
  errno = EAGAIN;  // held by another, as a refused lock says
  return false;
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
  bool held = lock_bytes(descriptor_, sharded ? F_RDLCK : F_WRLCK, 0);
  const bool sweep_held = held;
  const bool same_count = !sweep_held || !sharded || same_count_only(descriptor_, shard.count);
  if (held && sharded) held = same_count && lock_bytes(descriptor_, F_WRLCK, own);
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
  const std::string this_shard = std::to_string(shard.index) + "/" + std::to_string(shard.count);
  const std::string in_use =
      !sweep_held ? dir.string() + " is in use by another nqga process ("
      : !same_count
          ? dir.string() + " is run now by shards of another count than " +
                std::to_string(shard.count) + ", which split the jobs otherwise (shard " +
                this_shard + " would run jobs that one of theirs runs too; the last to start in " +
                "it: "
          : "shard " + this_shard + " of " + dir.string() +
                " is run by another nqga process now (the last to start in it: ";
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
