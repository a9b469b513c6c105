// The exact searches on several threads: the thread count changes nothing, time limits and
// progress reports.
#include <gtest/gtest.h>

#include <algorithm>

#include "exact/count.hpp"
#include "exact/first.hpp"
#include "oracles.hpp"
#include "references.hpp"

namespace nqga {
namespace {
using nqga::testing::kernels_here;
using nqga::testing::reference_counts;

TEST(CountSolutions, EveryKernelMatchesTheReferenceUpTo16) {
  const auto reference = reference_counts();
  ASSERT_GE(reference.size(), 17u);
  for (const SearchKernel kernel : kernels_here()) {
    for (int n = 1; n <= 16; ++n) {
      const SolutionCount count = count_solutions(n, 2, {}, 0, kernel);
      EXPECT_TRUE(count.complete);
      EXPECT_EQ(count.total, reference[n].total) << "n=" << n << " " << kernel_name(kernel);
      EXPECT_EQ(count.unique, reference[n].unique) << "n=" << n << " " << kernel_name(kernel);
    }
  }
  if (!cpu_has(SearchKernel::avx512)) GTEST_SKIP() << "no AVX-512 here: its kernel is untested";
}

TEST(CountSolutions, ThreadCountDoesNotMatter) {
  for (int n : {6, 11, 13}) {
    const SolutionCount one = count_solutions(n, 1);
    for (int threads : {2, 3}) {
      const SolutionCount many = count_solutions(n, threads);
      EXPECT_EQ(many.total, one.total) << n << " on " << threads;
      EXPECT_EQ(many.unique, one.unique) << n << " on " << threads;
    }
  }
}

TEST(CountSolutions, TimeLimitLeavesAnIncompleteCount) {
  for (const SearchKernel kernel : kernels_here()) {
    const SolutionCount count = count_solutions(22, 2, {}, 0.2, kernel);  // takes minutes
    EXPECT_FALSE(count.complete) << kernel_name(kernel);
    EXPECT_LT(count.total, 2691008701644u) << kernel_name(kernel);  // all of n = 22
    EXPECT_EQ(count.unique, 0u) << kernel_name(kernel);
  }
}

TEST(CountSolutions, ReportsProgressAndRejectsBadInput) {
  int last_done = 0, total = 0;
  count_solutions(12, 2, [&](int done, int of) {
    last_done = std::max(last_done, done);
    total = of;
  });
  EXPECT_GT(total, 10);
  EXPECT_EQ(last_done, total);
  try {
    count_solutions(0, 1);
    FAIL() << "n = 0 accepted";
  } catch (const std::invalid_argument& e) {
    EXPECT_STREQ(e.what(), "n must be in [1, 32] for counting, got 0");
  }
  EXPECT_THROW(count_solutions(33, 1), std::invalid_argument);
  EXPECT_EQ(kernel_from_name("avx2"), SearchKernel::avx2);
  try {
    kernel_from_name("sse");
    FAIL() << "sse accepted";
  } catch (const std::invalid_argument& e) {
    EXPECT_STREQ(e.what(), "unknown kernel 'sse'; choose automatic, scalar, avx2 or avx512");
  }
  for (const SearchKernel k : {SearchKernel::avx2, SearchKernel::avx512}) {
    if (!cpu_has(k)) {
      EXPECT_THROW(count_solutions(8, 1, {}, 0, k), std::invalid_argument);
    }
  }
}

// Speculative searches on more threads change only the time.
TEST(FirstSolution, ThreadCountChangesNothing) {
  if (best_kernel() == SearchKernel::scalar) GTEST_SKIP() << "threads serve the vector kernels";
  for (const int n : {8, 12, 21, 27, 30}) {
    const FirstSolution one = first_solution(n, 0, best_kernel(), 1);
    ASSERT_TRUE(one.solved) << n;
    for (const int threads : {2, 3}) {
      const FirstSolution many = first_solution(n, 0, best_kernel(), threads);
      EXPECT_EQ(many.board, one.board) << n << " on " << threads << " threads";
      EXPECT_EQ(many.visited_nodes, one.visited_nodes) << n << " on " << threads << " threads";
      EXPECT_EQ(many.threads, threads);
    }
  }
  try {
    first_solution(8, 0, SearchKernel::automatic, 0);
    FAIL() << "0 threads accepted";
  } catch (const std::invalid_argument& e) {
    EXPECT_STREQ(e.what(), "threads must be at least 1, got 0");
  }
}

TEST(FirstSolution, TimeLimitEndsTheSearchCleanly) {
  for (const int threads : {1, 2}) {
    // n = 40 needs minutes of search; a limit never ends a search early. How soon after the
    // limit the search unwinds is a benchmark's question, not a test's.
    const FirstSolution limited = first_solution(40, 0.2, SearchKernel::automatic, threads);
    EXPECT_FALSE(limited.solved) << threads;
    EXPECT_TRUE(limited.timed_out) << threads;
    EXPECT_TRUE(limited.board.empty()) << threads;
    EXPECT_GE(limited.seconds, 0.2) << threads;
  }
  EXPECT_THROW(first_solution(0), std::invalid_argument);
}

}  // namespace
}  // namespace nqga
