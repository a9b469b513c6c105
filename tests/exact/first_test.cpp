// The first solution in lexicographic order: every kernel and flag agree, the automatic choice
// probes with the scalar search, every kernel stops when asked.
#include "exact/first.hpp"

#include <gtest/gtest.h>

#include <atomic>

#include "exact/classic.hpp"
#include "kernels_agree.hpp"
#include "oracles.hpp"
#include "references.hpp"

namespace nqga {
namespace {
using nqga::testing::enumerated;
using nqga::testing::expect_kernels_agree_with_plain_backtracking;
using nqga::testing::kernels_here;

TEST(FirstSolution, IsTheLexicographicallyFirstOne) {
  for (int n = 1; n <= 10; ++n) {
    const auto all = enumerated(n);
    const ClassicFirst classic = classic_first(n);
    for (const SearchKernel kernel : kernels_here()) {
      const FirstSolution first = first_solution(n, 0, kernel);
      if (all.empty()) {
        EXPECT_FALSE(first.solved) << n;
        EXPECT_FALSE(first.timed_out) << n;
      } else {
        EXPECT_EQ(first.board, all.front()) << n << " " << kernel_name(kernel);
      }
    }
    if (all.empty()) {
      EXPECT_TRUE(classic.board.empty()) << n;
    } else {
      EXPECT_EQ(classic.board, all.front()) << n;
    }
  }
  EXPECT_EQ(first_solution(8).board, (Board{0, 4, 7, 5, 2, 6, 1, 3}));  // 1 5 8 6 3 7 2 4
}

TEST(FirstSolution, KernelsAndFlagsAgreeFrom4To28) {
  expect_kernels_agree_with_plain_backtracking(4, 28, 28);
}

// Two seconds of search here (32 and 33, and the flag version from 30, are the long mode's); left
// out under the sanitizers, where they take minutes and reach no code that n <= 28 does not.
TEST(FirstSolution, KernelsAgreeFrom29To31) {
  expect_kernels_agree_with_plain_backtracking(29, 31, 29);
}

// The automatic kernel is the scalar search for kScalarProbeNodes (a search that ends sooner
// costs less than the batched search's set-up: experiments/bench/nqga_bench_first), then the
// widest vector kernel from the root again; each result says which kernel ran and why.
TEST(FirstSolution, AutomaticKernelProbesWithTheScalarSearch) {
  const bool vectors = best_kernel() != SearchKernel::scalar;
  const std::string ended = "automatic: scalar, as the search ended within its first 65536 nodes";
  for (const int n : {8, 16, 23}) {  // 114, 10053 and 25429 nodes
    const FirstSolution small = first_solution(n, 0, SearchKernel::automatic, 2);
    EXPECT_EQ(small.kernel, SearchKernel::scalar) << n;
    EXPECT_EQ(small.threads, 1) << n;
    EXPECT_EQ(small.kernel_reason, vectors ? ended : "automatic: the only kernel here") << n;
  }
  const FirstSolution plain = first_solution(20, 0, SearchKernel::scalar);  // 199636 nodes
  const FirstSolution large = first_solution(20, 0, SearchKernel::automatic, 2);
  EXPECT_EQ(large.board, plain.board);
  EXPECT_EQ(large.visited_nodes, plain.visited_nodes);  // counted from the root again
  EXPECT_EQ(large.kernel, best_kernel());
  if (vectors) {
    EXPECT_EQ(large.kernel_reason, "automatic: " + kernel_name(best_kernel()) +
                                       " after 65536 scalar nodes without an end (searched "
                                       "again from the root)");
    EXPECT_EQ(large.threads, 2);
  }
  for (const SearchKernel kernel : kernels_here()) {
    const FirstSolution asked = first_solution(8, 0, kernel);
    EXPECT_EQ(asked.kernel, kernel);
    EXPECT_STREQ(asked.kernel_reason, "asked for");
  }
  const FirstSolution flags = first_solution(65, 0.01, best_kernel());  // hours of search
  EXPECT_EQ(flags.kernel, SearchKernel::scalar);
  EXPECT_STREQ(flags.kernel_reason, "n > 64: the flag search, which has no vector form");
}

// A token that has already asked to stop ends the flag search at its first node: the flag is
// read at every node there, since each costs O(n) (2^20 of them took 12 s at n = 20000).
TEST(FirstSolution, TheFlagSearchReadsTheStopFlagAtEveryNode) {
  const std::atomic<bool> interrupt{true};
  for (const int n : {100, 20000}) {
    const FirstSolution stopped = first_solution(n, StopToken(0, &interrupt));
    EXPECT_FALSE(stopped.solved) << n;
    EXPECT_TRUE(stopped.timed_out) << n;
    EXPECT_EQ(stopped.visited_nodes, 2u) << n;  // the root and the first queen
  }
}

// An interrupt stops every kernel's search, as a deadline does.
TEST(FirstSolution, AnInterruptStopsEveryKernel) {
  const std::atomic<bool> interrupt{true};
  for (const SearchKernel kernel : kernels_here()) {
    const FirstSolution stopped = first_solution(40, StopToken(0, &interrupt), kernel, 2);
    EXPECT_FALSE(stopped.solved) << kernel_name(kernel);
    EXPECT_TRUE(stopped.timed_out) << kernel_name(kernel);
  }
}

// Failure 9: cut by a limit of 0.3 s, the AVX2 search of n = 40 reported 7 to 16 nodes where the
// scalar one reported millions: a subtree over its node budget is searched again node by node,
// and the nodes its query had entered were dropped. A cut search counts every node it entered,
// so each kernel's count is work done at its own rate, within a sane factor of the scalar rate
// (an ended search's count stays plain backtracking's on every kernel, tested above).
TEST(FirstSolution, ACutSearchCountsEveryNodeItEntered) {
  const auto nodes_a_second = [](SearchKernel kernel) {
    const FirstSolution cut = first_solution(40, 0.3, kernel);
    EXPECT_TRUE(cut.timed_out) << kernel_name(kernel);
    return static_cast<double>(cut.visited_nodes) / cut.seconds;
  };
  const double scalar = nodes_a_second(SearchKernel::scalar);
  EXPECT_GT(scalar, 1e6);
  for (const SearchKernel kernel : kernels_here()) {
    const double rate = nodes_a_second(kernel);
    EXPECT_GT(rate, scalar / 10) << kernel_name(kernel) << " " << rate << " against " << scalar;
    EXPECT_LT(rate, scalar * 50) << kernel_name(kernel) << " " << rate << " against " << scalar;
  }
}

}  // namespace
}  // namespace nqga
