#include <gtest/gtest.h>

#include <algorithm>
#include <fstream>
#include <set>
#include <sstream>

#include "exact/classic.hpp"
#include "exact/count.hpp"
#include "exact/enumerate.hpp"
#include "exact/first.hpp"
#include "oracles.hpp"

namespace nqga {
namespace {

// The reference counts (OEIS A000170 and A002562), by n.
std::vector<SolutionCount> reference_counts() {
  std::ifstream in(NQGA_TEST_DATA "/nqueens-counts.csv");
  std::vector<SolutionCount> counts(1);  // counts[n]; n = 0 unused
  std::string line;
  std::getline(in, line);  // header
  while (std::getline(in, line)) {
    std::stringstream row(line);
    std::string n, total, unique;
    std::getline(row, n, ',');
    std::getline(row, total, ',');
    std::getline(row, unique, ',');
    counts.push_back({std::stoull(total), std::stoull(unique)});
  }
  return counts;
}

// All solutions by brute force over every permutation: the definition, in O(n! n^2).
std::vector<Board> brute_force_solutions(int n) {
  std::vector<Board> solutions;
  Board board = identity_board(n);
  do {
    if (testing::conflicts_by_pairs(board) == 0) solutions.push_back(board);
  } while (std::next_permutation(board.begin(), board.end()));
  return solutions;
}

std::vector<Board> enumerated(int n) {
  std::vector<Board> solutions;
  enumerate_solutions(n, [&](BoardView b) { solutions.emplace_back(b.begin(), b.end()); });
  return solutions;
}

TEST(CountSolutions, MatchesTheReferenceUpTo16) {
  const auto reference = reference_counts();
  ASSERT_GE(reference.size(), 17u);
  for (int n = 1; n <= 16; ++n) {
    const SolutionCount count = count_solutions(n, 2);
    EXPECT_EQ(count.total, reference[n].total) << "n=" << n;
    EXPECT_EQ(count.unique, reference[n].unique) << "n=" << n;
  }
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

TEST(CountSolutions, ReportsProgressAndRejectsBadN) {
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
}

TEST(EnumerateSolutions, EqualsBruteForceUpTo10) {
  for (int n = 1; n <= 10; ++n) {
    // Both lists come out in lexicographic order.
    EXPECT_EQ(enumerated(n), brute_force_solutions(n)) << "n=" << n;
  }
}

TEST(EnumerateSolutions, EveryBoardValidatesAndClassesMatchTheReference) {
  const auto reference = reference_counts();
  for (int n = 1; n <= 12; ++n) {
    std::set<Board> classes;
    const std::uint64_t total = enumerate_solutions(n, [&](BoardView b) {
      ASSERT_TRUE(check_board(b).valid());
      classes.insert(canonical(b));
    });
    EXPECT_EQ(total, reference[n].total) << "n=" << n;
    EXPECT_EQ(classes.size(), reference[n].unique) << "n=" << n;
  }
}

TEST(Canonical, IsIdempotentAndTheSameForAllEightImages) {
  Rng rng(31);
  for (int n : {1, 2, 5, 8, 13}) {
    Board board(n);
    for (int trial = 0; trial < 50; ++trial) {
      shuffle_board(board, rng);
      const Board least = canonical(board);
      EXPECT_EQ(canonical(least), least);
      for (const Board& image : symmetric_images(board)) {
        ASSERT_TRUE(testing::is_permutation_board(image));
        EXPECT_EQ(canonical(image), least);
        EXPECT_LE(least, image);
      }
    }
  }
}

TEST(Canonical, EightQueensHasTwelveClassesOfWhichOneIsSymmetric) {
  std::map<Board, int> class_size;
  enumerate_solutions(8, [&](BoardView b) { ++class_size[canonical(b)]; });
  ASSERT_EQ(class_size.size(), 12u);
  int of_four = 0;
  for (const auto& [least, size] : class_size) of_four += size == 4;
  EXPECT_EQ(of_four, 1);  // the one solution symmetric under the 180-degree rotation
}

TEST(Classic, TextbookNodeCountsForFourQueens) {
  const ClassicStats backtracking = classic_count(4, true);
  EXPECT_EQ(backtracking.state_space_nodes, 341u);  // 1 + 4 + 16 + 64 + 256
  EXPECT_EQ(backtracking.visited_nodes, 61u);
  EXPECT_EQ(backtracking.promising_nodes, 17u);
  EXPECT_EQ(backtracking.solutions, 2u);
  const ClassicStats plain = classic_count(4, false);
  EXPECT_EQ(plain.visited_nodes, 341u);  // plain DFS visits the whole tree
  EXPECT_EQ(plain.promising_nodes, 2u);  // and checks complete boards only
  EXPECT_EQ(plain.solutions, 2u);
}

TEST(Classic, CountsMatchTheReferenceAndPruningOnlySavesWork) {
  const auto reference = reference_counts();
  for (int n = 1; n <= 10; ++n) {
    const ClassicStats stats = classic_count(n, true);
    EXPECT_EQ(stats.solutions, reference[n].total) << "n=" << n;
    EXPECT_LE(stats.promising_nodes, stats.visited_nodes);
    EXPECT_LE(stats.visited_nodes, stats.state_space_nodes);
  }
  for (int n = 1; n <= 7; ++n) {
    const ClassicStats plain = classic_count(n, false);
    EXPECT_EQ(plain.solutions, reference[n].total) << "n=" << n;
    EXPECT_EQ(plain.visited_nodes, plain.state_space_nodes);
  }
  try {
    classic_count(16, true);
    FAIL() << "n = 16 accepted";
  } catch (const std::invalid_argument& e) {
    EXPECT_STREQ(e.what(), "classic backtracking takes n in [1, 15], got 16");
  }
  EXPECT_THROW(classic_count(10, false), std::invalid_argument);
}

TEST(FirstSolution, IsTheLexicographicallyFirstOne) {
  for (int n = 1; n <= 10; ++n) {
    const auto all = enumerated(n);
    const FirstSolution first = first_solution(n);
    const ClassicFirst classic = classic_first(n);
    if (all.empty()) {
      EXPECT_FALSE(first.solved) << n;
      EXPECT_FALSE(first.timed_out) << n;
      EXPECT_TRUE(classic.board.empty()) << n;
    } else {
      EXPECT_EQ(first.board, all.front()) << n;
      EXPECT_EQ(classic.board, all.front()) << n;
    }
  }
  EXPECT_EQ(first_solution(8).board, (Board{0, 4, 7, 5, 2, 6, 1, 3}));  // 1 5 8 6 3 7 2 4
}

TEST(FirstSolution, ValidForEveryNFrom4To33AndTheSameWithFlags) {
  for (int n = 4; n <= 33; ++n) {
    const FirstSolution first = first_solution(n);
    ASSERT_TRUE(first.solved) << n;
    EXPECT_TRUE(check_board(first.board).valid()) << n;
    if (n <= 29) {  // the flag version visits the same nodes, about 8x slower
      const FirstSolution flags = first_solution_with_flags(n);
      EXPECT_EQ(flags.board, first.board) << n;
      EXPECT_EQ(flags.visited_nodes, first.visited_nodes) << n;
    }
  }
}

TEST(FirstSolution, TimeLimitEndsTheSearchCleanly) {
  const FirstSolution limited = first_solution(34, 0.2);  // needs far longer than 0.2 s
  EXPECT_FALSE(limited.solved);
  EXPECT_TRUE(limited.timed_out);
  EXPECT_TRUE(limited.board.empty());
  EXPECT_GE(limited.seconds, 0.2);
  EXPECT_LT(limited.seconds, 5.0);
  EXPECT_THROW(first_solution(0), std::invalid_argument);
}

}  // namespace
}  // namespace nqga
