// Any bytes as a run directory's design.json -> its design or a std::runtime_error that names the
// file: never another exception, a crash or a read out of bounds.
#include "run/design.hpp"

#include <cstdint>
#include <stdexcept>
#include <string>

#include "readers.hpp"

namespace nqga::fuzzing {

void design(const std::uint8_t* data, std::size_t size) {
  try {
    nqga::parse_design(std::string(reinterpret_cast<const char*>(data), size), "design.json");
  } catch (const std::runtime_error&) {
  }
}

}  // namespace nqga::fuzzing
