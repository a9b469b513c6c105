// The long mode's exact tests (bash tests/run.sh --long): counts for 17 and 18 on every kernel,
// every kernel's first solutions for 32 and 33, first solutions from 34 to 40.
#include <gtest/gtest.h>

#include "exact/count.hpp"
#include "exact/first.hpp"
#include "kernels_agree.hpp"
#include "oracles.hpp"
#include "parallel.hpp"
#include "references.hpp"

namespace nqga {
namespace {
using nqga::testing::kernels_here;
using nqga::testing::reference_counts;

// The long mode (bash tests/run.sh --long): n = 17 and 18 on every kernel, about a minute and a
// half on two threads with the scalar kernel most of it.
TEST(CountSolutions, LongEveryKernelMatchesTheReferenceFrom17To18) {
  const auto reference = reference_counts();
  for (const SearchKernel kernel : kernels_here()) {
    for (int n = 17; n <= 18; ++n) {
      const SolutionCount count = count_solutions(n, hardware_threads(), {}, 0, kernel);
      EXPECT_EQ(count.total, reference[n].total) << "n=" << n << " " << kernel_name(kernel);
      EXPECT_EQ(count.unique, reference[n].unique) << "n=" << n << " " << kernel_name(kernel);
    }
  }
}

// The kernels from 32 and the flag version from 30 (the suite's end at 31 and 29), about 30 s on
// one core, most of it the flag version.
TEST(FirstSolution, LongKernelsAndFlagsAgreeFrom30To33) {
  nqga::testing::expect_kernels_agree_with_plain_backtracking(30, 33, 33);
}

// Beyond 33 the searches take from a quarter of a second to minutes each on vectors and two
// threads (n = 40: about 3 minutes with AVX-512, 7 with AVX2): the best kernel only, on all
// threads, in the long mode.
TEST(FirstSolution, LongValidFrom34To40) {
  if (best_kernel() == SearchKernel::scalar) GTEST_SKIP() << "no vector kernel: hours of search";
  for (int n = 34; n <= 40; ++n) {
    const FirstSolution first = first_solution(n, 0, SearchKernel::automatic, hardware_threads());
    ASSERT_TRUE(first.solved) << n;
    EXPECT_TRUE(check_board(first.board).valid()) << n;
  }
}

}  // namespace
}  // namespace nqga
