// Writing files so that no partial file ever looks complete: each is written under a temporary
// name in its folder and renamed into place, the rename being atomic on POSIX file systems.
#pragma once

#include <filesystem>
#include <stdexcept>
#include <string>

namespace nqga {

// A file could not be written (disk full, read-only file system, permissions); what() names the
// file and the system's reason.
struct WriteError : std::runtime_error {
  using std::runtime_error::runtime_error;
};

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
// file is in place). Throws WriteError naming `path`, removing what was written.
void write_file(const std::filesystem::path& path, const std::string& content);

// Writes `content` to `path` atomically (temporary file + rename). Throws WriteError when it
// cannot, leaving neither the temporary file nor a partial `path` behind.
void write_file_atomically(const std::filesystem::path& path, const std::string& content);

// The whole text of a file; empty when it cannot be read.
std::string read_text(const std::filesystem::path& path);

}  // namespace nqga
