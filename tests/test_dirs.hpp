// Folders of a test's own: ctest runs every test in a process of its own, side by side, so each
// works in a folder named after its suite and name.
#pragma once

#include <gtest/gtest.h>

#include <filesystem>
#include <string>

namespace nqga::testing {

// The folder TMP/nqga_SUITE.NAME[/sub] of the running test, created if need be (TMP: $TMPDIR,
// which ctest sets under the build tree).
inline std::filesystem::path test_dir(const std::string& sub = "") {
  const auto* test = ::testing::UnitTest::GetInstance()->current_test_info();
  std::filesystem::path dir = std::filesystem::temp_directory_path() /
                              ("nqga_" + std::string(test->test_suite_name()) + "." + test->name());
  if (!sub.empty()) dir /= sub;
  std::filesystem::create_directories(dir);
  return dir;
}

// The same folder, emptied first.
inline std::filesystem::path fresh_test_dir(const std::string& sub = "") {
  std::filesystem::remove_all(test_dir(sub));
  return test_dir(sub);
}

}  // namespace nqga::testing
