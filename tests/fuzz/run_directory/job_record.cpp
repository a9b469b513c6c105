// Any bytes as a job record (jobs/0.json), with its log present or not -> a
// record whose checksums and claims hold, or a clean std::runtime_error (LaterSchemaError is one).
// A record that parses is also tried re-sealed, its checksums recomputed as a careful hand editor
// would, so that the fields and the claims behind the checksum meet the bytes too.
#include "run/job_record.hpp"

#include <cstdint>
#include <nlohmann/json.hpp>
#include <optional>
#include <stdexcept>
#include <string>

#include "readers.hpp"
#include "run/files.hpp"

namespace {

const std::string kLog = "generation,evaluations,best\n0,10,3\n";

std::optional<std::string> resealed(const std::string& text) {
  nlohmann::json j = nlohmann::json::parse(text, nullptr, false);
  if (!j.is_object()) return std::nullopt;
  j.erase("checksum");
  j["log_bytes"] = kLog.size();
  j["log_checksum"] = "fnv1a64:" + nqga::fnv1a_hex(kLog);
  j["checksum"] = "fnv1a64:" + nqga::fnv1a_hex(j.dump());
  return j.dump();
}

void read_record(const std::string& text, const std::optional<std::string>& log) {
  try {
    nqga::job_record_of(text, 0, "jobs/0.json", log);
  } catch (const std::runtime_error&) {
  }
}

}  // namespace

namespace nqga::fuzzing {

void job_record(const std::uint8_t* data, std::size_t size) {
  const std::string text(reinterpret_cast<const char*>(data), size);
  read_record(text, kLog);
  read_record(text, std::nullopt);
  if (const auto sealed = resealed(text)) read_record(*sealed, kLog);
}

}  // namespace nqga::fuzzing
