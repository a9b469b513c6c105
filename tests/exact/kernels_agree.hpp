// Every kernel's first solution against plain backtracking's: the first solutions' tests here
// and in the long mode.
#pragma once

#include <gtest/gtest.h>

#include "board.hpp"
#include "exact/first.hpp"
#include "references.hpp"

namespace nqga::testing {

// Every kernel finds plain backtracking's board with its node count for each n in [from, to], and
// so does the flag version (the one for n > 64, about 8x slower) up to flags_up_to.
inline void expect_kernels_agree_with_plain_backtracking(int from, int to, int flags_up_to) {
  for (int n = from; n <= to; ++n) {
    const FirstSolution plain = first_solution(n, 0, SearchKernel::scalar);
    ASSERT_TRUE(plain.solved) << n;
    EXPECT_TRUE(check_board(plain.board).valid()) << n;
    for (const SearchKernel kernel : kernels_here()) {
      const FirstSolution first = first_solution(n, 0, kernel);
      EXPECT_EQ(first.board, plain.board) << n << " " << kernel_name(kernel);
      EXPECT_EQ(first.visited_nodes, plain.visited_nodes) << n << " " << kernel_name(kernel);
    }
    if (n <= flags_up_to) {
      const FirstSolution flags = first_solution_with_flags(n);
      EXPECT_EQ(flags.board, plain.board) << n;
      EXPECT_EQ(flags.visited_nodes, plain.visited_nodes) << n;
    }
  }
}

}  // namespace nqga::testing
