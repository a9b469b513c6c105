// The memory a command may plan on, and byte counts as people read them. `nqga solve` and
// `nqga run` refuse work that would not fit before they allocate any of it.
#pragma once

#include <cstdint>
#include <string>

namespace nqga {

// NQGA_MAX_MEMORY (bytes) when set, else MemAvailable from /proc/meminfo; 0 when unknown.
std::uint64_t available_memory();

// " (NQGA_MAX_MEMORY)" when that cap is what available_memory() returned, else "".
std::string memory_source();

// "95.4 MiB", "7.45 GiB".
std::string format_bytes(std::uint64_t bytes);

}  // namespace nqga
