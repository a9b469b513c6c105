// The byte counts NQGA_MAX_MEMORY takes, and what an allocation failure is reported as.
#include "run/memory.hpp"

#include <gtest/gtest.h>

#include <cstdint>
#include <cstdlib>
#include <stdexcept>
#include <string>
#include <utility>

namespace nqga {
namespace {

TEST(Memory, AByteCountTakesTheUnitsItDocuments) {
  EXPECT_EQ(parse_byte_count("4000000000"), 4000000000u);
  EXPECT_EQ(parse_byte_count("5B"), 5u);
  EXPECT_EQ(parse_byte_count("3K"), 3u << 10);
  EXPECT_EQ(parse_byte_count("3KiB"), 3u << 10);
  EXPECT_EQ(parse_byte_count("3KB"), 3000u);
  EXPECT_EQ(parse_byte_count("512M"), 512u << 20);
  EXPECT_EQ(parse_byte_count("512MB"), 512000000u);
  EXPECT_EQ(parse_byte_count("8G"), std::uint64_t{8} << 30);
  EXPECT_EQ(parse_byte_count("8GiB"), std::uint64_t{8} << 30);
  EXPECT_EQ(parse_byte_count("8GB"), 8000000000u);
  EXPECT_EQ(parse_byte_count("2T"), std::uint64_t{2} << 40);
  EXPECT_EQ(parse_byte_count("2TB"), 2000000000000u);
  EXPECT_EQ(parse_byte_count("18446744073709551615"), ~std::uint64_t{0});
  EXPECT_EQ(parse_byte_count("16777215T"), std::uint64_t{16777215} << 40);
}

TEST(Memory, AnythingElseIsRefusedWithItsReason) {
  const std::pair<const char*, const char*> refused[] = {
      {"", "it is empty"},
      {"abc", "it does not start with a digit"},
      {"-1", "it does not start with a digit"},
      {"+1", "it does not start with a digit"},
      {"0", "0 bytes would refuse every command"},
      {"0G", "0 bytes would refuse every command"},
      {"1e3", "'e3' is not a unit"},
      {"0x10", "'x10' is not a unit"},
      {"1.5G", "'.5G' is not a unit"},
      {"8 G", "' G' is not a unit"},
      {"8g", "'g' is not a unit"},
      {"8Gb", "'Gb' is not a unit"},
      {"18446744073709551616", "it is more than 2^64 - 1 bytes"},
      {"16777216T", "it is more than 2^64 - 1 bytes"}};
  for (const auto& [text, why] : refused) {
    try {
      parse_byte_count(text);
      ADD_FAILURE() << text << " was read";
    } catch (const std::invalid_argument& e) {
      EXPECT_STREQ(e.what(), why) << text;
    }
  }
}

// An allocation that fails despite the guard names the estimate made, the memory there was and
// what to do, never a bare std::bad_alloc.
TEST(Memory, AnAllocationFailureIsReportedWithTheEstimateAndTheAdvice) {
  ::setenv("NQGA_MAX_MEMORY", "2G", 1);
  plan_memory(550000000);
  EXPECT_EQ(out_of_memory_message(),
            "out of memory: an allocation failed (the estimate was about 524.5 MiB), with 2.00 GiB "
            "available (NQGA_MAX_MEMORY); free memory or ask for less (a smaller n, --jobs or "
            "ga.population), and set NQGA_MAX_MEMORY (e.g. 4G) to what nqga may use, so that it "
            "refuses such work before it starts");
  plan_memory(0);
  EXPECT_EQ(out_of_memory_message().rfind(
                "out of memory: an allocation failed (this command makes no estimate of its "
                "memory), with 2.00 GiB available (NQGA_MAX_MEMORY); free memory",
                0),
            0u);
  ::unsetenv("NQGA_MAX_MEMORY");
}

}  // namespace
}  // namespace nqga
