// libFuzzer target: any bytes as a `key=value` override -> applied or a clean ConfigError.
#include <unistd.h>

#include <cstdint>
#include <fstream>
#include <string>

#include "config/config.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  static const std::string path = [] {
    const std::string p = "/tmp/nqga_override_fuzz_" + std::to_string(::getpid()) + ".yaml";
    std::ofstream(p) << "n: 8\n";
    return p;
  }();
  try {
    nqga::load_config(path, {std::string(reinterpret_cast<const char*>(data), size)});
  } catch (const nqga::ConfigError&) {
  }
  return 0;
}
