// Reading a whole text file with a bound: a config, a record, a table. What is not a regular file
// (a device, a FIFO) and what is larger than its kind allows is refused before it is read, so a
// reader never grows without bound (`nqga run /dev/zero`).
#pragma once

#include <cstdint>
#include <filesystem>
#include <stdexcept>
#include <string>

namespace nqga {

// A file could not be read as what it should be; what() is "FILE: problem", `problem` the part
// after the name.
struct ReadError : std::runtime_error {
  ReadError(const std::filesystem::path& path, const std::string& problem)
      : std::runtime_error(path.string() + ": " + problem), problem(problem) {}
  std::string problem;
};

// The most a config may hold: 16 MiB, room for a list of a million values.
inline constexpr std::uint64_t kMaxConfigBytes = std::uint64_t{16} << 20;

// The whole text of the regular file `path`, which `kind` names in messages ("config"). Throws
// ReadError when `path` is missing, a directory, a device, a FIFO, or larger than `max_bytes`
// (a file that grows while read included). O(size).
std::string read_regular_file(const std::filesystem::path& path, std::uint64_t max_bytes,
                              const std::string& kind);

}  // namespace nqga
