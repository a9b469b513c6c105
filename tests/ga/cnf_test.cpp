// The CNF encoding of an instance: on small boards its models are exactly the completions (every
// assignment tried), and where Debian's cadical is installed its verdicts are the exact search's.
#include "problem/cnf.hpp"

#include <gtest/gtest.h>

#include <algorithm>
#include <cstdlib>
#include <filesystem>
#include <fstream>

#include "exact/completion.hpp"
#include "instances.hpp"
#include "problem/generators.hpp"
#include "required.hpp"
#include "test_dirs.hpp"

namespace nqga {
namespace {

// Whether the assignment `bits` (variable v true when bit v - 1 is set) satisfies every clause.
bool satisfies(const Cnf& cnf, std::uint32_t bits) {
  bool clause_true = false;
  for (const int literal : cnf.literals) {
    if (literal == 0) {
      if (!clause_true) return false;
      clause_true = false;
    } else if (((bits >> (std::abs(literal) - 1)) & 1) == (literal > 0 ? 1u : 0u)) {
      clause_true = true;
    }
  }
  return true;
}

// The board an assignment puts on the squares, or an empty board unless one queen a row.
Board board_of(const Instance& instance, std::uint32_t bits) {
  const int n = instance.size();
  const std::vector<int> variables = square_variables(instance);
  Board board(static_cast<std::size_t>(n), kNoQueen);
  for (int square = 0; square < n * n; ++square) {
    const int v = variables[static_cast<std::size_t>(square)];
    if (v == 0 || ((bits >> (v - 1)) & 1) == 0) continue;
    if (board[square / n] != kNoQueen) return {};
    board[square / n] = square % n;
  }
  return std::ranges::count(board, kNoQueen) == 0 ? board : Board{};
}

// The completions by brute force: every permutation checked on the instance.
std::int64_t completions_by_permutations(const Instance& instance) {
  Board board = identity_board(instance.size());
  std::int64_t completions = 0;
  do {
    completions += check_on_instance(board, instance).valid();
  } while (std::next_permutation(board.begin(), board.end()));
  return completions;
}

// Every assignment of the CNF's variables: the models are boards, completions all, one each.
void expect_models_are_completions(const Instance& instance) {
  const Cnf cnf = instance_cnf(instance);
  ASSERT_LE(cnf.variables, 18);
  EXPECT_EQ(std::ranges::count(cnf.literals, 0), cnf.clauses);
  std::int64_t models = 0;
  for (std::uint32_t bits = 0; bits < (std::uint32_t{1} << cnf.variables); ++bits) {
    if (!satisfies(cnf, bits)) continue;
    ++models;
    const Board board = board_of(instance, bits);
    ASSERT_FALSE(board.empty()) << "a model that is no permutation board: " << bits;
    EXPECT_TRUE(check_on_instance(board, instance).valid());
  }
  EXPECT_EQ(models, completions_by_permutations(instance)) << cnf.variables << " variables";
}

TEST(Cnf, ModelsAreTheCompletionsOnSmallBoards) {
  expect_models_are_completions(Instance(4));  // the two 4-queens solutions
  std::int64_t completions = 0;
  for (std::uint64_t seed = 1; seed <= 8; ++seed) {
    Rng rng(seed);  // 7 to 10 of the 25 squares blocked: 15 to 18 variables
    const Instance instance = blocked_at_density(5, 0.28 + 0.04 * (seed % 4), rng);
    expect_models_are_completions(instance);
    completions += completions_by_permutations(instance);
  }
  EXPECT_GT(completions, 0);  // some of them have completions
  Instance given(4);
  given.give(0, 1);
  expect_models_are_completions(given);
  Instance attacking(4);  // two given queens on a diagonal: no completion, no model
  attacking.give(2, 0);
  attacking.give(3, 1);
  expect_models_are_completions(attacking);
}

TEST(Cnf, DimacsTextCountsItsClausesAndAFullyBlockedRowIsAnEmptyClause) {
  Instance instance(2);
  const std::vector<std::int64_t> row_one{0, 1};
  instance.block(row_one);
  const std::string text = dimacs_text(instance_cnf(instance), "two lines\nof comment");
  EXPECT_EQ(text,
            "c two lines\nc of comment\np cnf 2 5\n"
            "0\n1 0\n1 2 0\n-1 -2 0\n2 0\n");
  EXPECT_EQ(instance_cnf(Instance(56)).clauses, 286'552);  // docs/problems.md's figure
  EXPECT_THROW(instance_cnf(Instance(kMaxCnfN + 1)), std::invalid_argument);
}

// CaDiCaL on the CNF says satisfiable (exit 10) exactly where the exact search finds a
// completion, unsatisfiable (20) where it proves none.
TEST(Cnf, CadicalAgreesWithTheExactSearch) {
  if (std::system("command -v cadical >/dev/null 2>&1") != 0)
    NQGA_SKIP_WITHOUT_TOOL("no cadical (apt-get install cadical)");
  const auto dir = testing::fresh_test_dir();
  Rng rng(3);
  int satisfiable = 0;
  for (int k = 0; k < 10; ++k) {
    Instance instance(9);
    testing::block_at_random(instance, 0.45 + 0.03 * k, rng);
    const std::string path = (dir / "instance.cnf").string();
    std::ofstream(path) << dimacs_text(instance_cnf(instance), "test");
    const int status = std::system(("cadical -q " + path + " >/dev/null").c_str());
    ASSERT_TRUE(WIFEXITED(status));
    const bool completable = count_completions(instance).total > 0;
    satisfiable += completable;
    EXPECT_EQ(WEXITSTATUS(status), completable ? 10 : 20) << k;
  }
  EXPECT_GT(satisfiable, 0);
  EXPECT_LT(satisfiable, 10);
}

}  // namespace
}  // namespace nqga
