// The exact search on instances with threads: the same counts, first completions and node counts
// with any number of threads, and a stop honoured.
#include <gtest/gtest.h>

#include <atomic>

#include "exact/completion.hpp"
#include "exact/first.hpp"
#include "problem/generators.hpp"

namespace nqga {
namespace {

TEST(CompletionThreads, ResultsDoNotDependOnThreads) {
  for (std::uint64_t seed = 1; seed <= 6; ++seed) {
    Rng rng(seed);
    const Instance instance =
        seed % 2 ? blocked_at_density(12, 0.15, rng) : completion_from_placement(12, 2, rng);
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

// On the empty board the search's order (the most constrained row first) finds a solution for
// every n but 2 and 3, the same board and node count on one thread and on three (where subtrees
// after the one with the solution are searched at the same time).
TEST(CompletionThreads, FirstCompletionOfThePlainBoardDoesNotDependOnThreads) {
  for (int n = 1; n <= 20; ++n) {
    const FirstSolution one = first_completion(Instance(n), {}, 1);
    const FirstSolution three = first_completion(Instance(n), {}, 3);
    EXPECT_EQ(one.solved, n != 2 && n != 3) << n;
    if (one.solved) {
      EXPECT_TRUE(check_board(one.board).valid()) << n;
    }
    EXPECT_EQ(three.board, one.board) << n;
    EXPECT_EQ(three.visited_nodes, one.visited_nodes) << n;
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
  // A deadline during the search (n = 20 has 39 million solutions: seconds of work).
  const CompletionCount cut = count_completions(Instance(20), 2, StopToken(0.05));
  EXPECT_FALSE(cut.complete);
  EXPECT_GT(cut.visited_nodes, 0u);
}

}  // namespace
}  // namespace nqga
