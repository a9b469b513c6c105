// The exact search on instances against brute force: all n! permutations checked by
// check_on_instance, over many generated instances of every kind; plain instances against the
// published counts and the first-solution search. One thread here; completion_threads_test.cpp
// checks that more give the same.
#include "exact/completion.hpp"

#include <gtest/gtest.h>

#include <algorithm>
#include <numeric>
#include <stdexcept>
#include <string>

#include "exact/first.hpp"
#include "exact/references.hpp"
#include "problem/generators.hpp"
#include "problem/instance_file.hpp"

namespace nqga {
namespace {

struct BruteForce {
  std::uint64_t total = 0;
  Board first;  // empty when none
};

// Every permutation in lexicographic order, checked independently of the search.
BruteForce brute_force(const Instance& instance) {
  Board board(static_cast<std::size_t>(instance.size()));
  std::iota(board.begin(), board.end(), 0);
  BruteForce found;
  do {
    if (!check_on_instance(board, instance).valid()) continue;
    if (found.total++ == 0) found.first = board;
  } while (std::next_permutation(board.begin(), board.end()));
  return found;
}

// Compares the count and the first completion of `instance` with brute force; returns the count.
std::uint64_t expect_as_brute_force(const Instance& instance, const std::string& what) {
  const BruteForce expected = brute_force(instance);
  const CompletionCount count = count_completions(instance, 1);
  EXPECT_TRUE(count.complete) << what;
  EXPECT_EQ(count.total, expected.total) << what;
  const FirstSolution first = first_completion(instance, {}, 1);
  EXPECT_EQ(first.solved, expected.total > 0) << what;
  EXPECT_FALSE(first.timed_out) << what;
  EXPECT_EQ(first.board, expected.first) << what;
  if (expected.total == 0) {
    EXPECT_EQ(first.visited_nodes, count.visited_nodes) << what;
  }
  return expected.total;
}

// Instances of every kind at n = 4..8: a few hundred in all, about half with no completion.
TEST(Completion, CountAndFirstAgreeWithBruteForceOnGeneratedInstances) {
  int none = 0, some = 0;
  for (int n = 4; n <= 8; ++n) {
    const int per_kind = n == 8 ? 4 : 12;
    for (int k = 0; k < per_kind; ++k) {
      Rng rng(static_cast<std::uint64_t>(100 * n + k));
      const int placed = static_cast<int>(uniform_below(rng, static_cast<std::uint64_t>(n) + 1));
      const double density = 0.05 * static_cast<double>(uniform_below(rng, 8));
      const std::string at = "n " + std::to_string(n) + " k " + std::to_string(k);
      std::vector<Instance> instances{completion_from_solution(n, placed, rng),
                                      blocked_at_density(n, density, rng)};
      try {
        instances.push_back(completion_from_placement(n, std::min(placed, n / 2 + 1), rng));
      } catch (const std::invalid_argument&) {  // stuck: nothing to compare
      }
      for (const Instance& instance : instances) {
        const auto total =
            expect_as_brute_force(instance, at + "\n" + instance_file_text(instance));
        ++(total ? some : none);
      }
    }
  }
  EXPECT_GT(none, 20);
  EXPECT_GT(some, 20);
}

TEST(Completion, GivenQueensThatAttackHaveNoCompletion) {
  Instance instance(6);
  instance.give(0, 0);
  instance.give(5, 5);  // same diagonal
  expect_as_brute_force(instance, "attacking given queens");
  EXPECT_EQ(count_completions(instance).total, 0u);
}

TEST(Completion, PlainInstancesGiveThePublishedCounts) {
  const auto reference = testing::reference_counts();
  for (int n = 1; n <= 12; ++n) {
    EXPECT_EQ(count_completions(Instance(n), 1).total, reference[static_cast<std::size_t>(n)].total)
        << n;
  }
}

// On an empty board the first completion is the first solution, node for node.
TEST(Completion, PlainFirstCompletionIsTheFirstSolution) {
  for (int n = 1; n <= 20; ++n) {
    const FirstSolution plain = first_solution(n, {}, SearchKernel::scalar);
    const FirstSolution completion = first_completion(Instance(n), {}, 1);
    EXPECT_EQ(completion.solved, plain.solved) << n;
    EXPECT_EQ(completion.board, plain.board) << n;
    EXPECT_EQ(completion.visited_nodes, plain.visited_nodes) << n;
  }
}

TEST(Completion, RefusesBoardsOverSixtyFour) {
  EXPECT_THROW(count_completions(Instance(65)), std::invalid_argument);
  EXPECT_THROW(first_completion(Instance(65)), std::invalid_argument);
}

}  // namespace
}  // namespace nqga
