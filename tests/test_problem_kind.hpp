// A problem kind of the tests' own, registered as a user's would be (problem_registry().add or a
// ScopedRegistration), for the tests of the problem.* keys and of runs on instances.
#pragma once

#include <stdexcept>
#include <vector>

#include "problem/problem_kind.hpp"

namespace nqga::testing {

// A kind of the test's own, registered as a user's would be: a given queen in row 0 at a column
// drawn from the rng, and `test_blocks` squares of the other rows blocked at random.
inline ProblemEntry test_kind() {
  return {
      .name = "test-kind",
      .description = "a test double: one given queen, some blocked squares",
      .params = {integer_param("test_blocks", 2, 0, 100, "squares blocked at random")},
      .generate = [](int n, const ParamValues& params, Rng& rng) {
        if (params.integer("test_blocks") >= n * (n - 1)) {
          throw std::invalid_argument("test_blocks must be below n(n-1)");
        }
        Instance instance(n);
        instance.give(0, static_cast<Column>(uniform_below(rng, static_cast<std::uint64_t>(n))));
        std::vector<std::int64_t> squares;
        for (std::int64_t k = 0; k < params.integer("test_blocks"); ++k) {
          squares.push_back(n + static_cast<std::int64_t>(
                                    uniform_below(rng, static_cast<std::uint64_t>(n) * (n - 1))));
        }
        instance.block(squares);
        return instance;
      }};
}

}  // namespace nqga::testing
