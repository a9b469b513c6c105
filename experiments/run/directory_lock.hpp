// An exclusive lock on a run directory, held while its shared files are written: the tables,
// the manifest and the figures. Shards of one sweep (--shard, Slurm arrays, mpirun ranks) write
// disjoint job records without it, but each rebuilds the tables when it ends; under the lock the
// last one to do so reads every record present and leaves complete tables.
//
// The lock is an open-file-description record lock (fcntl F_OFD_SETLKW, Linux) on DIR/.lock:
// record locks reach the server on network file systems (NFS, Lustre, GPFS), unlike flock on some
// of them, and an OFD lock belongs to this object, not to the process, so a second lock taken in
// the same process waits like any other instead of silently sharing or dropping the first. The
// system drops the lock when the process dies, so a killed shard never leaves the directory
// locked.
#pragma once

#include <filesystem>
#include <string>

#include "run/shard.hpp"

namespace nqga {

class DirectoryLock {
 public:
  // Blocks until the lock on `dir` (which must exist) is held. Throws WriteError naming the lock
  // file when it cannot be created or locked (a read-only directory, say).
  explicit DirectoryLock(const std::filesystem::path& dir);
  ~DirectoryLock();
  DirectoryLock(const DirectoryLock&) = delete;
  DirectoryLock& operator=(const DirectoryLock&) = delete;

  // The name of the lock file in a run directory; it is never removed.
  static constexpr const char* kFileName = ".lock";

 private:
  int descriptor_ = -1;
};

// A lock held for as long as a process runs jobs in a run directory, on DIR/.running, with the
// same kind of record lock: its first byte shared by the shards of a sweep (which run disjoint
// jobs), exclusive for a process that runs all of them, so that two such processes never do the
// same work; and a byte of each shard's own (1 + K(K-1)/2 + I for shard I/K), exclusive, so that
// two processes given the same shard do not both run its jobs either. A lock per shard rather
// than a claim file per job: the system drops it when its process dies, so a kill leaves nothing
// stale to clean on any host, and it costs one call per process. It is tried, never waited for:
// a second `nqga run` would only wait for the whole sweep to end. The holder writes who it is
// (PID, host, start, command) into the file, so that the refusal names it.
class RunLock {
 public:
  // Tries the lock on `dir` (which must exist) for `shard`. Throws WriteError naming the file when
  // it cannot be created.
  RunLock(const std::filesystem::path& dir, const Shard& shard, const std::string& holder);
  ~RunLock();
  RunLock(const RunLock&) = delete;
  RunLock& operator=(const RunLock&) = delete;

  // "" when held; else why not, naming the process that holds it as it named itself.
  const std::string& refusal() const { return refusal_; }

  static constexpr const char* kFileName = ".running";

 private:
  int descriptor_ = -1;
  std::string refusal_;
};

}  // namespace nqga
