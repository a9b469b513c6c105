// The exact search on instances with threads: the same counts, first completions and node counts
// with any number of threads, and a stop honoured.
#include <gtest/gtest.h>

#include <atomic>

#include "exact/completion.hpp"
#include "problem/generators.hpp"

namespace nqga {
namespace {

TEST(CompletionThreads, ResultsDoNotDependOnThreads) {
  for (std::uint64_t seed = 1; seed <= 6; ++seed) {
    Rng rng(seed);
    const Instance instance =
        seed % 2 ? blocked_at_density(14, 0.15, rng) : completion_from_placement(14, 3, rng);
    const CompletionCount one = count_completions(instance, 1);
    const CompletionCount three = count_completions(instance, 3);
    EXPECT_EQ(one.total, three.total) << seed;
    EXPECT_EQ(one.visited_nodes, three.visited_nodes) << seed;
    const FirstSolution first_one = first_completion(instance, {}, 1);
    const FirstSolution first_three = first_completion(instance, {}, 3);
    EXPECT_EQ(first_one.board, first_three.board) << seed;
    EXPECT_EQ(first_one.visited_nodes, first_three.visited_nodes) << seed;
    if (first_one.solved) {
      EXPECT_TRUE(check_on_instance(first_one.board, instance).valid());
    }
  }
}

TEST(CompletionThreads, StopsWhenTheTokenAsks) {
  const std::atomic<bool> interrupt{true};
  const StopToken stopped(0, &interrupt);
  const CompletionCount count = count_completions(Instance(18), 2, stopped);
  EXPECT_FALSE(count.complete);
  const FirstSolution first = first_completion(Instance(64), stopped, 2);
  EXPECT_TRUE(first.timed_out);
  EXPECT_FALSE(first.solved);
}

}  // namespace
}  // namespace nqga
