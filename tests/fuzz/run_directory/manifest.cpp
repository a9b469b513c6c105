// Any bytes as a run directory's manifest.json -> a refusal of a later schema
// or none, never an exception.
#include <unistd.h>

#include <cstdint>
#include <filesystem>
#include <fstream>
#include <string>

#include "readers.hpp"
#include "run/run_directory.hpp"

namespace nqga::fuzzing {

void manifest(const std::uint8_t* data, std::size_t size) {
  static const std::filesystem::path dir = [] {
    auto d = std::filesystem::temp_directory_path() /
             ("nqga_manifest_fuzz_" + std::to_string(::getpid()));
    std::filesystem::create_directories(d);
    return d;
  }();
  std::ofstream(dir / "manifest.json", std::ios::binary)
      .write(reinterpret_cast<const char*>(data), static_cast<std::streamsize>(size));
  nqga::later_schema_refusal(dir);
}

}  // namespace nqga::fuzzing
