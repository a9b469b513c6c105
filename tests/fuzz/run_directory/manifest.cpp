// Any bytes as a run directory's manifest.json -> a refusal of a later schema or none, a
// refusal of another program or a damaged manifest (named, with where its JSON breaks) or none,
// and a resume's carried-over maker: never an exception.
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
  nqga::program_refusal(dir, "nqga 0.2.0 (commit fuzz)");
  nqga::Manifest resumed;
  resumed.program = "nqga 0.2.0 (commit fuzz)";
  resumed.carry_over(dir);
}

}  // namespace nqga::fuzzing
