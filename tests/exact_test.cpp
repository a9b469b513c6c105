#include <gtest/gtest.h>

#include <algorithm>
#include <atomic>
#include <fstream>
#include <map>
#include <memory>
#include <set>
#include <sstream>

#include "exact/classic.hpp"
#include "exact/constellations.hpp"
#include "exact/count.hpp"
#include "exact/enumerate.hpp"
#include "exact/first.hpp"
#include "exact/search_kernels.hpp"
#include "exact/subproblems.hpp"
#include "exact/symmetric.hpp"
#include "oracles.hpp"
#include "parallel.hpp"

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

// The kernels this processor can run; scalar always.
std::vector<SearchKernel> kernels_here() {
  std::vector<SearchKernel> kernels;
  for (const SearchKernel k : {SearchKernel::scalar, SearchKernel::avx2, SearchKernel::avx512}) {
    if (cpu_has(k)) kernels.push_back(k);
  }
  return kernels;
}

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

// Every kernel finds plain backtracking's board with its node count, and so does the flag version
// (the one for n > 64), about 8x slower. Shared by the two tests below.
void expect_kernels_agree_with_plain_backtracking(int from, int to, int flags_up_to) {
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

TEST(FirstSolution, KernelsAndFlagsAgreeFrom4To28) {
  expect_kernels_agree_with_plain_backtracking(4, 28, 28);
}

// Seconds of search here; left out under the sanitizers, where they take minutes and reach no
// code that n <= 28 does not.
TEST(FirstSolution, KernelsAgreeFrom29To33) {
  expect_kernels_agree_with_plain_backtracking(29, 33, 29);
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
