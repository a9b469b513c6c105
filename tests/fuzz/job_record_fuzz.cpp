// libFuzzer target: any bytes as a job record (jobs/0.json), with its log present or not -> a
// record whose checksums and claims hold, or a clean std::runtime_error (LaterSchemaError is one).
#include <cstdint>
#include <optional>
#include <stdexcept>
#include <string>

#include "run/job_record.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::string text(reinterpret_cast<const char*>(data), size);
  const std::optional<std::string> log = "generation,evaluations,best\n0,10,3\n";
  for (const auto& with : {log, std::optional<std::string>()}) {
    try {
      nqga::job_record_of(text, 0, "jobs/0.json", with);
    } catch (const std::runtime_error&) {
    }
  }
  return 0;
}
