// The Essence' form of CSPLib 080's Blocked n-Queens instances: a file in that form reads as the
// same instance as its nqga form, and every bad letting is refused at its line.
#include "problem/essence_instance.hpp"

#include <gtest/gtest.h>

#include <fstream>
#include <sstream>

#include "instance_errors.hpp"
#include "problem/instance_file.hpp"
#include "test_dirs.hpp"

namespace nqga {
namespace {

TEST(EssenceInstance, ReadsAFileAsItsInstanceFileForm) {
  const auto path = testing::fresh_test_dir() / "blockedqueens.5.1.param";
  std::ofstream(path)
      << "language ESSENCE' 1.0\n$ CSPLib 080, 1-based\nletting n = 5\n"
         "letting blocks = [[1,1],\n[1,5], [3,2],\n[5,5],\n]\n";  // CSPLib's trailing comma
  const Instance instance = read_instance_file(path.string());
  std::istringstream same("n 5\nblock 1 1\nblock 1 5\nblock 3 2\nblock 5 5\n");
  EXPECT_EQ(instance_file_text(instance), instance_file_text(read_instance("same", same)));
  EXPECT_TRUE(instance.blocked(2, 1));

  std::istringstream empty("letting n be 3 letting blocks be []");
  const Instance nothing_blocked = read_instance("empty", empty);
  EXPECT_EQ(nothing_blocked.size(), 3);
  EXPECT_TRUE(nothing_blocked.plain());
}

// Each bad text's message: the name, the line, what is wrong (the instance file's rules apply to
// the numbers).
TEST(EssenceInstance, EveryErrorIsLocated) {
  const std::vector<std::pair<std::string, std::string>> cases{
      {"letting n = 4\nletting m = 3\n", "bad:2: unknown 'letting m'"},
      {"letting n 4\n", "bad:1: expected '=' or 'be' after 'letting n'"},
      {"letting blocks = [[1,1]]\n", "bad:1: 'block' before the 'n N' line"},
      {"letting n = 4\nletting blocks = [[1,1],\n[2 2]]", "bad:3: expected ',' between"},
      {"letting n = 4\nletting blocks = [[1,1] [2,2]]", "bad:2: expected ',' or ']' after a block"},
      {"letting n = 4\nletting blocks = [[1,1],\n", "bad:3: the text ends where '[' opening"},
      {"letting n = 4\nletting blocks = [[1,5]]", "bad:2: column 5 is outside 1..4"},
      {"letting n = 4\nletting blocks = [[1,1],\n[1,1]]",
       "bad:3: square (row 1, column 1) is blocked twice (also line 2)"},
      {"letting n = 4\n4", "bad:2: expected 'letting', got '4'"},
      {"letting n = 4\nletting n = 5", "bad:2: a second 'n' line (the first is line 1)"},
  };
  testing::expect_read_errors(cases);
}

}  // namespace
}  // namespace nqga
