// The check the instance readers' error tests share: every text is refused with the message that
// begins as given ("bad" the file name).
#pragma once

#include <gtest/gtest.h>

#include <sstream>
#include <string>
#include <utility>
#include <vector>

#include "problem/instance_file.hpp"

namespace nqga::testing {

inline void expect_read_errors(const std::vector<std::pair<std::string, std::string>>& cases) {
  for (const auto& [text, message] : cases) {
    std::istringstream in(text);
    try {
      read_instance("bad", in);
      ADD_FAILURE() << "no error for:\n" << text;
    } catch (const InstanceFileError& e) {
      EXPECT_EQ(std::string(e.what()).rfind(message, 0), 0u)
          << "for:\n"
          << text << "\ngot: " << e.what() << "\nwanted: " << message;
    }
  }
}

}  // namespace nqga::testing
