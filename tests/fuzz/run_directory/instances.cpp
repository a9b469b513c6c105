// Any bytes as a run directory's instances/files.json (beside one stored instance) -> the
// instances it names, or a clean std::runtime_error naming the file; and the same bytes as an
// instance's text -> an instance or a clean InstanceFileError. Never a crash or a hang.
#include <unistd.h>

#include <cstdint>
#include <filesystem>
#include <fstream>
#include <stdexcept>
#include <string>

#include "config/problem_files.hpp"
#include "readers.hpp"
#include "run/files.hpp"
#include "run/instance_store.hpp"

namespace nqga::fuzzing {

namespace {

const std::string kInstance = "# nqga instance\nn 4\nqueen 1 2\nblock 2 1\n";

}  // namespace

void instances(const std::uint8_t* data, std::size_t size) {
  static const std::filesystem::path dir = [] {
    auto d = std::filesystem::temp_directory_path() /
             ("nqga_instances_fuzz_" + std::to_string(::getpid()));
    std::filesystem::create_directories(d / "instances");
    std::ofstream(d / "instances" / (nqga::fnv1a_hex(kInstance) + ".txt")) << kInstance;
    return d;
  }();
  const std::string bytes(reinterpret_cast<const char*>(data), size);
  std::ofstream(dir / "instances/files.json", std::ios::binary) << bytes;
  ProblemFiles files;
  try {
    files.add("given.txt", kInstance);
    nqga::problem_file_refusal(dir, files);
    nqga::load_problem_files(dir, files);
  } catch (const std::runtime_error&) {
  }
  try {
    files.add("fuzzed.txt", bytes);
  } catch (const std::invalid_argument&) {
  }
}

}  // namespace nqga::fuzzing
