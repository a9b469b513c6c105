// Any bytes as a run directory's runs.csv (beside a fixed summary.csv) -> the
// runs by point, or a clean AnalysisError naming the file (and line).
#include <unistd.h>

#include <cstdint>
#include <filesystem>
#include <fstream>
#include <string>

#include "comparison/compare.hpp"
#include "readers.hpp"

namespace nqga::fuzzing {

void runs_csv(const std::uint8_t* data, std::size_t size) {
  static const std::filesystem::path dir = [] {
    auto d = std::filesystem::temp_directory_path() /
             ("nqga_runs_csv_fuzz_" + std::to_string(::getpid()));
    std::filesystem::create_directories(d);
    std::ofstream(d / "summary.csv") << "point,label,n\n0,n=8,8\n1,n=8 x=1,8\n";
    return d;
  }();
  std::ofstream(dir / "runs.csv", std::ios::binary)
      .write(reinterpret_cast<const char*>(data), static_cast<std::streamsize>(size));
  try {
    nqga::read_point_runs(dir);
  } catch (const nqga::AnalysisError&) {
  }
}

}  // namespace nqga::fuzzing
