// What a count of the N-Queens solutions gives (count.hpp), and the largest n it takes: the type
// the count's pieces (constellations, subproblems, the symmetric searches) share.
#pragma once

#include <cstdint>

namespace nqga {

struct SolutionCount {
  std::uint64_t total = 0;
  std::uint64_t unique = 0;  // symmetry classes (fundamental solutions)
  bool complete = true;      // false: the time limit stopped the count; the numbers are partial
};

constexpr int kMaxCountN = 32;  // one 32-bit word per row

}  // namespace nqga
