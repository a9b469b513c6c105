// A test that cannot run here skips and says why, unless the run says that what it needs is
// there, where the skip would hide the test: then it fails, naming what is missing.
//   NQGA_REQUIRE_TOOLS=1 (tests/run.sh sets it once it installed them): the tools, gnuplot,
//     cadical, R's irace, mpirun, Chromium.
//   CI=true (.ci/run sets it): the tools and the privileges and kernel features CI's machine has
//     (mknod, mounting a tmpfs, MADV_POPULATE_WRITE).
// An instruction set the processor lacks is no such case: those tests skip everywhere and say so.
#pragma once

#include <gtest/gtest.h>

#include <cstdlib>
#include <string>

namespace nqga::testing {

// Whether the environment variable `name` is "1" or "true".
inline bool environment_says(const char* name) {
  const char* value = std::getenv(name);
  return value != nullptr && (std::string(value) == "1" || std::string(value) == "true");
}

inline bool tools_required() {
  return environment_says("NQGA_REQUIRE_TOOLS") || environment_says("CI");
}
inline bool privileges_required() { return environment_says("CI"); }

}  // namespace nqga::testing

// In a test's body: skips with `why`, or fails where NQGA_REQUIRE_TOOLS or CI says the tool is
// there.
#define NQGA_SKIP_WITHOUT_TOOL(why)                                              \
  do {                                                                           \
    if (::nqga::testing::tools_required()) FAIL() << "a required tool: " << why; \
    GTEST_SKIP() << why;                                                         \
  } while (0)

// In a test's body: skips with `why`, or fails under CI, whose machine has the privilege.
#define NQGA_SKIP_WITHOUT_PRIVILEGE(why)                                                    \
  do {                                                                                      \
    if (::nqga::testing::privileges_required()) FAIL() << "CI has this privilege: " << why; \
    GTEST_SKIP() << why;                                                                    \
  } while (0)
