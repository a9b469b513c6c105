#include "run/memory.hpp"

#include <cstdio>
#include <cstdlib>
#include <fstream>

namespace nqga {

std::uint64_t available_memory() {
  if (const char* cap = std::getenv("NQGA_MAX_MEMORY")) return std::strtoull(cap, nullptr, 10);
  std::ifstream meminfo("/proc/meminfo");
  std::string key, unit;
  std::uint64_t kib = 0;
  while (meminfo >> key >> kib >> unit) {
    if (key == "MemAvailable:") return kib * 1024;
  }
  return 0;
}

std::string memory_source() { return std::getenv("NQGA_MAX_MEMORY") ? " (NQGA_MAX_MEMORY)" : ""; }

std::string format_bytes(std::uint64_t bytes) {
  char text[32];
  if (bytes < (1u << 30)) {
    std::snprintf(text, sizeof text, "%.1f MiB", static_cast<double>(bytes) / (1u << 20));
  } else {
    std::snprintf(text, sizeof text, "%.2f GiB", static_cast<double>(bytes) / (1u << 30));
  }
  return text;
}

}  // namespace nqga
