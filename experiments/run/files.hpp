// Writing files so that no partial file ever looks complete: each is written under a temporary
// name in its folder and renamed into place, the rename being atomic on POSIX file systems. What
// is not a regular file is never renamed over: a symlink is followed to its target, a character
// device, FIFO or socket (/dev/null, /dev/stdout, a pipe) is written in place, and a directory or
// a block device is refused. Every command that writes a file goes through here.
#pragma once

#include <cstdint>
#include <filesystem>
#include <stdexcept>
#include <string>
#include <utility>
#include <vector>

#include "config/text_file.hpp"

namespace nqga {

// A file could not be written (disk full, read-only file system, permissions); what() names the
// file and the system's reason, `error` is the errno behind it (0: none), for write_advice.
struct WriteError : std::runtime_error {
  explicit WriteError(const std::string& what, int error = 0)
      : std::runtime_error(what), error(error) {}
  int error;
};

// Where a file named `path` goes. `file` is `path`, or the final target of a symlink (so the
// link stays a link); `in_place` is true for what must be written as it is (a character device,
// a FIFO, a socket, /dev/stdout), never replaced.
struct OutputTarget {
  std::filesystem::path file;
  bool in_place = false;

  // The name to write first: a temporary next to `file` (same folder, so the rename is atomic),
  // or `file` itself when in place.
  std::filesystem::path first_written() const;
};

// Looks at what `path` names now (one stat, and one per symlink followed). Throws WriteError for
// a directory or a block device, naming `path`.
OutputTarget output_target(const std::filesystem::path& path);

// Why `path` cannot name an output, or "": a '..' after a component that is no existing folder
// ("new/..", "nonexist/../u"), which the system cannot follow, while creating the folders on
// the way would make that component first and then write elsewhere than the user read. One stat
// per component.
std::string unfollowable_path(const std::filesystem::path& path);

// Why two of `outputs` (each an option's name and the path it was given; empty: not asked for)
// cannot both be written, or "": they name one file, directly or through symlinks or hard links
// ("--svg and
// --png both name t.svg"). Looks at the paths only; writes nothing.
std::string shared_output_refusal(
    const std::vector<std::pair<std::string, std::filesystem::path>>& outputs);

// Puts what was written to target.first_written() in place: a rename, or nothing when in place.
// Throws WriteError naming target.file, removing the temporary.
void finish_output(const OutputTarget& target);

// What to do when a write failed with errno `error` ("make room (or raise the quota), or write
// elsewhere" for ENOSPC); "" where nothing general fits. For messages that have no advice of
// their own (a sweep's says how to resume).
std::string write_advice(int error);

// The name a file is written under before it is renamed to `path`: PATH.tmp.HOST.PID. Such names
// are never read; a kill leaves at most one per file being written, which
// remove_stale_temporaries clears later.
std::filesystem::path temporary_path(const std::filesystem::path& path);

// Removes the temporary files in `folder` that a process of this host left when it died (its PID
// runs no more). Files of live processes and of other hosts (a cluster's shared run directory)
// are kept: they may still be being written. Returns how many it removed.
int remove_stale_temporaries(const std::filesystem::path& folder);

// FNV-1a of `text` (rng.hpp) as 16 hexadecimal digits: the checksum of a record, the fingerprint
// of a config in a checkpoint. O(text).
std::string fnv1a_hex(const std::string& text);

// Writes `content` to `path` as it is, not atomically (for a file that counts only once another
// file is in place), through a symlink, in place on a device. Throws WriteError naming `path`,
// removing what was written (never a device).
void write_file(const std::filesystem::path& path, const std::string& content);

// Writes `content` to `path` atomically (temporary file + rename), or in place where
// output_target says so. Throws WriteError when it cannot, leaving neither the temporary file nor
// a partial `path` behind.
void write_file_atomically(const std::filesystem::path& path, const std::string& content);

// The most read_text reads: a table, a job or count record, a checkpoint, a log. 256 MiB holds a
// record of a board of 10^7 queens, or the runs.csv of a million jobs.
inline constexpr std::uint64_t kMaxRecordBytes = std::uint64_t{256} << 20;

// The whole text of a file; empty when it cannot be read (missing, or not a regular file).
// Throws ReadError for a file larger than kMaxRecordBytes.
std::string read_text(const std::filesystem::path& path);

}  // namespace nqga
