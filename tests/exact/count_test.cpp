// The exact reference's counts: every kernel against the published counts, constellations,
// subproblems and their assembly, enumeration against brute force, symmetry classes, the classic
// textbook search.
#include "exact/count.hpp"

#include <gtest/gtest.h>

#include <algorithm>
#include <atomic>
#include <map>
#include <memory>
#include <set>

#include "exact/classic.hpp"
#include "exact/constellations.hpp"
#include "exact/enumerate.hpp"
#include "exact/search_kernels.hpp"
#include "exact/subproblems.hpp"
#include "exact/symmetric.hpp"
#include "oracles.hpp"
#include "references.hpp"

namespace nqga {
namespace {
using nqga::testing::enumerated;
using nqga::testing::kernels_here;
using nqga::testing::reference_counts;

// All solutions by brute force over every permutation: the definition, in O(n! n^2).
std::vector<Board> brute_force_solutions(int n) {
  std::vector<Board> solutions;
  Board board = identity_board(n);
  do {
    if (testing::conflicts_by_pairs(board) == 0) solutions.push_back(board);
  } while (std::next_permutation(board.begin(), board.end()));
  return solutions;
}

// Nodes entered by plain backtracking over a constellation's search: the oracle of its estimate.
std::uint64_t search_nodes(const Constellation& c, int row, RowBits left, RowBits down,
                           RowBits right) {
  if (row == c.n - 2) return 0;  // the last row's queens are not nodes
  std::uint64_t nodes = 0;
  for (RowBits free = c.allowed[row] & ~(left | down | right); free; free &= free - 1) {
    const RowBits bit = free & (0 - free);
    nodes += 1 + search_nodes(c, row + 1, (left | bit) << 1, down | bit, (right | bit) >> 1);
  }
  return nodes;
}

// The border queens of a solution (first and last rows and columns) as sorted squares.
std::vector<int> border_of(BoardView b) {
  const int n = static_cast<int>(b.size());
  std::set<int> squares{b[0], (n - 1) * n + b[n - 1]};
  for (int row = 0; row < n; ++row) {
    if (b[row] == 0 || b[row] == n - 1) squares.insert(row * n + b[row]);
  }
  return {squares.begin(), squares.end()};
}

// The 8 images of a set of squares, each sorted.
std::set<std::vector<int>> images_of(const std::vector<int>& squares, int n) {
  std::set<std::vector<int>> images;
  for (int g = 0; g < 8; ++g) {
    std::vector<int> image;
    for (const int s : squares) {
      int row = s / n, col = s % n;
      for (int turn = 0; turn < (g & 3); ++turn) {
        const int turned = col;
        col = n - 1 - row;
        row = turned;
      }
      if (g & 4) col = n - 1 - col;
      image.push_back(row * n + col);
    }
    std::sort(image.begin(), image.end());
    images.insert(image);
  }
  return images;
}

// Every kernel counts the same completions for every constellation, searched half-turned (as
// count_solutions does) or as its least image (the same number, by symmetry).
TEST(CountSolutions, KernelsAgreeOnEveryConstellationInBothOrientations) {
  const std::atomic<bool> go{false};
  auto buffers = std::make_unique<SearchBuffers<RowBits>>();
  for (int n = 6; n <= 13; ++n) {
    for (const Constellation& turned : border_constellations(n)) {
      const Constellation unturned =
          constellation_search(n, turned.squares, turned.queens, turned.weight, false);
      const std::uint64_t scalar = completions_scalar(turned, go);
      for (const Constellation* c : {&turned, &unturned}) {
        EXPECT_EQ(completions_scalar(*c, go), scalar) << n;
        if (cpu_has(SearchKernel::avx2)) {
          EXPECT_EQ(completions_avx2(*c, *buffers, go), scalar) << n;
        }
        if (cpu_has(SearchKernel::avx512)) {
          EXPECT_EQ(completions_avx512(*c, *buffers, go), scalar) << n;
        }
      }
    }
  }
}

TEST(Subproblems, AssembleToTheReferenceCountsWithEveryKernel) {
  const auto reference = reference_counts();
  const std::atomic<bool> go{false};
  CountWorkspace workspace;
  for (const SearchKernel kernel : kernels_here()) {
    for (int n = 1; n <= 12; ++n) {
      const std::vector<CountSubproblem> subproblems = count_subproblems(n);
      std::vector<std::uint64_t> counts;
      std::set<std::string> names;
      for (const CountSubproblem& s : subproblems) {
        EXPECT_EQ(s.id, static_cast<int>(counts.size()));
        EXPECT_TRUE(names.insert(subproblem_name(s)).second) << subproblem_name(s);
        counts.push_back(count_subproblem(n, s, kernel, workspace, go));
      }
      const SolutionCount count = assemble_count(n, subproblems, counts);
      EXPECT_EQ(count.total, reference[n].total) << n << " " << kernel_name(kernel);
      EXPECT_EQ(count.unique, reference[n].unique) << n << " " << kernel_name(kernel);
    }
  }
  // The least constellation of n = 8: a corner queen on (0, 0), the right side's on (1, 7), the
  // bottom's on (7, 2); none attacks another.
  EXPECT_EQ(subproblem_name(count_subproblems(8)[0]), "constellation 0,15,58");
  EXPECT_EQ(subproblem_name(count_subproblems(8).back()), "quarter turn");
  EXPECT_EQ(subproblem_name(count_subproblems(5)[0]), "whole board");
}

TEST(Subproblems, AssemblyChecksBurnsideAndCompleteness) {
  const std::atomic<bool> go{false};
  CountWorkspace workspace;
  const std::vector<CountSubproblem> subproblems = count_subproblems(10);
  std::vector<std::uint64_t> counts;
  for (const CountSubproblem& s : subproblems)
    counts.push_back(count_subproblem(10, s, SearchKernel::scalar, workspace, go));
  ++counts[subproblems.size() - 2];  // the half turn's count, off by one
  try {
    assemble_count(10, subproblems, counts);
    FAIL() << "an inconsistent count was assembled";
  } catch (const std::logic_error& e) {
    EXPECT_STREQ(e.what(),
                 "Burnside's sum 737 for n = 10 is not a multiple of 8: a count is wrong");
  }
  counts.pop_back();
  EXPECT_THROW(assemble_count(10, subproblems, counts), std::invalid_argument);
}

// The estimates are the same on any number of threads, and Knuth's estimate is unbiased: over
// the 804 constellations of n = 12 their sum is within 5% of the true node count (it is 0.6%
// off), and most single estimates are within a factor of 1.5.
TEST(Subproblems, CostEstimatesAreReproducibleAndNearTheNodeCounts) {
  const int n = 12;
  const std::vector<CountSubproblem> subproblems = count_subproblems(n);
  const std::vector<std::uint64_t> one = estimated_costs(n, subproblems, 1);
  EXPECT_EQ(estimated_costs(n, subproblems, 3), one);
  double estimated = 0, actual = 0;
  int close = 0, constellations = 0;
  for (const CountSubproblem& s : subproblems) {
    if (s.kind != SubproblemKind::constellation) continue;
    const Constellation c = constellation_search(n, s.squares, s.queens, s.weight);
    const auto nodes = static_cast<double>(search_nodes(c, 1, 0, c.down, 0));
    const auto estimate = static_cast<double>(one[static_cast<std::size_t>(s.id)]);
    estimated += estimate;
    actual += nodes;
    close += estimate <= 1.5 * nodes && nodes <= 1.5 * estimate;
    ++constellations;
  }
  EXPECT_NEAR(estimated / actual, 1.0, 0.05);
  EXPECT_GT(close, constellations * 9 / 10);
  EXPECT_EQ(one[subproblems.size() - 2], static_cast<std::uint64_t>(estimated) / constellations);
}

TEST(CountSolutions, ConstellationsAreOnePerClassWithTheirSolutionCounts) {
  const std::atomic<bool> go{false};
  for (int n = 6; n <= 10; ++n) {
    std::map<std::vector<int>, std::uint64_t> solutions_by_border;
    enumerate_solutions(n, [&](BoardView b) { ++solutions_by_border[border_of(b)]; });
    std::set<std::vector<int>> classes_seen;
    for (const Constellation& c : border_constellations(n)) {
      const std::vector<int> border(c.squares, c.squares + c.queens);
      const auto images = images_of(border, n);
      EXPECT_EQ(*images.begin(), border) << n;  // the least image represents the class
      EXPECT_EQ(c.weight, static_cast<int>(images.size())) << n;
      EXPECT_TRUE(classes_seen.insert(border).second) << n;
      const auto it = solutions_by_border.find(border);
      EXPECT_EQ(completions_scalar(c, go), it == solutions_by_border.end() ? 0 : it->second) << n;
    }
    for (const auto& [border, count] : solutions_by_border) {  // every border has its class
      EXPECT_TRUE(classes_seen.count(*images_of(border, n).begin())) << n;
    }
  }
  EXPECT_THROW(border_constellations(5), std::invalid_argument);
}

TEST(CountSolutions, RotationSymmetricCountsMatchTheEnumeration) {
  for (int n = 1; n <= 12; ++n) {
    std::uint64_t half_turn = 0, quarter_turn = 0;
    enumerate_solutions(n, [&](BoardView b) {
      const auto images = symmetric_images(b);  // [3]: the half turn, [5]: a quarter turn
      const Board board(b.begin(), b.end());
      half_turn += images[3] == board;
      quarter_turn += images[5] == board;
    });
    EXPECT_EQ(count_rotation_symmetric(n, 2), half_turn) << n;
    EXPECT_EQ(count_rotation_symmetric(n, 1), quarter_turn) << n;
    EXPECT_EQ(count_rotation_symmetric(n, 3), quarter_turn) << n;
  }
  EXPECT_EQ(count_rotation_symmetric(8, 2), 4u);  // the one class of 4 among the 12
  EXPECT_EQ(symmetry_classes(8, 92, 4, 0), 12u);
  EXPECT_THROW(symmetry_classes(8, 92, 3, 0), std::logic_error);
  EXPECT_THROW(count_rotation_symmetric(8, 4), std::invalid_argument);
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

}  // namespace
}  // namespace nqga
