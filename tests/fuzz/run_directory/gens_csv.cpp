// Any bytes as a job's log (jobs/0.gens.csv) -> its curves, empty curves for
// a cell that is not a number, or a clean TableError naming the file and line.
#include <unistd.h>

#include <cstdint>
#include <filesystem>
#include <fstream>
#include <string>

#include "readers.hpp"
#include "run/csv.hpp"
#include "run/job_record.hpp"

namespace nqga::fuzzing {

void gens_csv(const std::uint8_t* data, std::size_t size) {
  static const std::filesystem::path dir = [] {
    auto d = std::filesystem::temp_directory_path() /
             ("nqga_gens_csv_fuzz_" + std::to_string(::getpid()));
    std::filesystem::create_directories(d / "jobs");
    return d;
  }();
  std::ofstream(nqga::job_log_path(dir, 0), std::ios::binary)
      .write(reinterpret_cast<const char*>(data), static_cast<std::streamsize>(size));
  try {
    nqga::read_curves(dir, 0);
  } catch (const nqga::TableError&) {
  }
}

}  // namespace nqga::fuzzing
