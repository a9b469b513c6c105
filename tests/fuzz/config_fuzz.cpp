// libFuzzer target: any bytes as a config file -> a checked experiment or a clean ConfigError.
#include <unistd.h>

#include <cstdint>
#include <fstream>
#include <string>

#include "config/config.hpp"
#include "run/sweep.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  static const std::string path = "/tmp/nqga_config_fuzz_" + std::to_string(::getpid()) + ".yaml";
  std::ofstream(path, std::ios::binary)
      .write(reinterpret_cast<const char*>(data), static_cast<std::streamsize>(size));
  try {
    const nqga::ExperimentConfig config = nqga::load_config(path, {});
    // Expanding a huge grid is the config's right, not a bug; keep the fuzzer fast.
    std::size_t jobs = 1;
    for (const auto& setting : config.settings) jobs *= setting.values.size();
    if (jobs <= 10000) nqga::expand_sweep(config);
    nqga::resolved_yaml(config);
  } catch (const nqga::ConfigError&) {
  }
  return 0;
}
