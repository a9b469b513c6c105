#include "run/memory.hpp"

#include <sys/resource.h>

#include <algorithm>
#include <atomic>
#include <cctype>
#include <charconv>
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <limits>
#include <stdexcept>

#include "config/config.hpp"

namespace nqga {

namespace {

constexpr std::uint64_t kNoLimit = std::numeric_limits<std::uint64_t>::max();

struct Unit {
  const char* name;
  std::uint64_t bytes;
};
constexpr std::uint64_t kKiB = 1024, kKB = 1000;
constexpr Unit kUnits[] = {{"", 1},
                           {"B", 1},
                           {"K", kKiB},
                           {"M", kKiB* kKiB},
                           {"G", kKiB* kKiB* kKiB},
                           {"T", kKiB* kKiB* kKiB* kKiB},
                           {"KiB", kKiB},
                           {"MiB", kKiB* kKiB},
                           {"GiB", kKiB* kKiB* kKiB},
                           {"TiB", kKiB* kKiB* kKiB* kKiB},
                           {"KB", kKB},
                           {"MB", kKB* kKB},
                           {"GB", kKB* kKB* kKB},
                           {"TB", kKB* kKB* kKB* kKB}};

// A value of /proc/*/ (`key` "MemAvailable:", "VmSize:") in bytes; 0 when absent.
std::uint64_t proc_kib_value(const char* file, const std::string& key) {
  std::ifstream in(file);
  for (std::string line; std::getline(in, line);) {
    if (line.compare(0, key.size(), key) == 0) {
      return std::strtoull(line.c_str() + key.size(), nullptr, 10) * kKiB;
    }
  }
  return 0;
}

// The address space ulimit -v leaves this process (1 when none), kNoLimit when unlimited.
std::uint64_t address_space_room() {
  rlimit limit{};
  if (::getrlimit(RLIMIT_AS, &limit) != 0 || limit.rlim_cur == RLIM_INFINITY) return kNoLimit;
  const std::uint64_t used = proc_kib_value("/proc/self/status", "VmSize:");
  return limit.rlim_cur > used ? limit.rlim_cur - used : 1;
}

// NQGA_MAX_MEMORY's bytes; 0 when unset. Throws ConfigError naming it when malformed.
std::uint64_t memory_cap() {
  const char* cap = std::getenv("NQGA_MAX_MEMORY");
  if (!cap) return 0;
  try {
    return parse_byte_count(cap);
  } catch (const std::invalid_argument& e) {
    throw ConfigError(std::string("NQGA_MAX_MEMORY='") + cap + "' is refused: " + e.what() +
                      "; give " + kByteCountForms +
                      ", or unset it to plan on the memory the system has available");
  }
}

struct Budget {
  std::uint64_t bytes;  // 0: unknown
  const char* source;
};

Budget memory_budget() {
  const std::uint64_t cap = memory_cap();
  Budget budget = cap ? Budget{cap, " (NQGA_MAX_MEMORY)"}
                      : Budget{proc_kib_value("/proc/meminfo", "MemAvailable:"), ""};
  const std::uint64_t room = address_space_room();
  if (room != kNoLimit && (budget.bytes == 0 || room < budget.bytes))
    budget = {room, " (ulimit -v)"};
  return budget;
}

std::atomic<std::uint64_t> planned_bytes{0};

}  // namespace

const char* const kByteCountForms =
    "a whole number of bytes with an optional unit: 4000000000, 512M, 8G or 8GiB (K, M, G, T "
    "and KiB, MiB, GiB, TiB are powers of 1024), 8GB (KB, MB, GB, TB are powers of 1000)";

std::uint64_t parse_byte_count(const std::string& text) {
  if (text.empty()) throw std::invalid_argument("it is empty");
  const auto digits = static_cast<std::size_t>(
      std::find_if(text.begin(), text.end(), [](char c) { return !std::isdigit(c); }) -
      text.begin());
  if (digits == 0) throw std::invalid_argument("it does not start with a digit");
  const std::string unit = text.substr(digits);
  const auto* found = std::find_if(std::begin(kUnits), std::end(kUnits),
                                   [&](const Unit& u) { return unit == u.name; });
  if (found == std::end(kUnits)) throw std::invalid_argument("'" + unit + "' is not a unit");
  std::uint64_t value = 0;
  const auto [end, error] = std::from_chars(text.data(), text.data() + digits, value);
  if (error != std::errc() || value > kNoLimit / found->bytes) {
    throw std::invalid_argument("it is more than 2^64 - 1 bytes");
  }
  if (value == 0) throw std::invalid_argument("0 bytes would refuse every command");
  return value * found->bytes;
}

std::uint64_t available_memory() { return memory_budget().bytes; }

std::string memory_source() { return memory_budget().source; }

void plan_memory(std::uint64_t bytes) { planned_bytes.store(bytes, std::memory_order_relaxed); }

std::string out_of_memory_message() {
  const std::uint64_t planned = planned_bytes.load(std::memory_order_relaxed);
  std::string text = "out of memory: an allocation failed";
  text += planned ? " (the estimate was about " + format_bytes(planned) + ")"
                  : " (this command makes no estimate of its memory)";
  try {
    const Budget budget = memory_budget();
    if (budget.bytes) text += ", with " + format_bytes(budget.bytes) + " available" + budget.source;
  } catch (const ConfigError&) {  // a malformed cap is refused where it is read
  }
  return text +
         "; free memory or ask for less (a smaller n, --jobs or ga.population), and set "
         "NQGA_MAX_MEMORY (e.g. 4G) to what nqga may use, so that it refuses such work before it "
         "starts";
}

std::string format_bytes(std::uint64_t bytes) {
  char text[32];
  if (bytes < (1u << 30)) {
    std::snprintf(text, sizeof text, "%.1f MiB", static_cast<double>(bytes) / (1u << 20));
  } else {
    std::snprintf(text, sizeof text, "%.2f GiB", static_cast<double>(bytes) / (1u << 30));
  }
  return text;
}

}  // namespace nqga
