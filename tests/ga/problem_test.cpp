// The generated problem kinds and instance files: generators deterministic per seed and true to
// K and the density; files read back what was written, and every bad file refused at its line.
#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <iterator>
#include <set>
#include <sstream>
#include <stdexcept>
#include <streambuf>
#include <string>
#include <tuple>
#include <vector>

#include "instance_errors.hpp"
#include "problem/generators.hpp"
#include "problem/instance_file.hpp"
#include "problem/problem_kind.hpp"

namespace nqga {
namespace {

// Whether the given queens of `instance` attack one another (they never share a row or column).
bool given_queens_attack(const Instance& instance) {
  for (int a = 0; a < instance.size(); ++a) {
    for (int b = a + 1; b < instance.size(); ++b) {
      if (instance.given(a) == kNoQueen || instance.given(b) == kNoQueen) continue;
      if (std::abs(instance.given(a) - instance.given(b)) == b - a) return true;
    }
  }
  return false;
}

Instance generated(const std::string& kind, int n, const ParamValues& values, std::uint64_t seed) {
  const auto entry = problem_registry().at(kind);
  Rng rng(seed);
  return entry->generate(n, with_defaults(entry->params, values, kind), rng);
}

bool same(const Instance& a, const Instance& b) {
  return instance_file_text(a) == instance_file_text(b);
}

TEST(Generators, RegisteredWithTheirKeys) {
  const auto completion = problem_registry().at("completion");
  ASSERT_EQ(completion->params.size(), 2u);
  EXPECT_EQ(completion->params[0].name, "placed");
  EXPECT_EQ(completion->params[1].name, "placed_from");
  EXPECT_EQ(problem_registry().at("blocked")->params[0].name, "density");
  EXPECT_TRUE(generated("queens", 9, {}, 1).plain());
}

TEST(Generators, CompletionHonoursKAndNeverAttacks) {
  for (const char* from : {"solution", "non-attacking"}) {
    for (int n : {1, 4, 9, 30}) {
      for (int placed : {0, 1, n / 2, n}) {
        if (std::string(from) == "non-attacking" && placed > n / 2) continue;  // may get stuck
        for (std::uint64_t seed = 1; seed <= 5; ++seed) {
          const Instance instance = generated(
              "completion", n, {{"placed", std::int64_t{placed}}, {"placed_from", from}}, seed);
          EXPECT_EQ(instance.given_count(), placed) << from << " n " << n << " seed " << seed;
          EXPECT_FALSE(given_queens_attack(instance)) << from << " n " << n << " seed " << seed;
          EXPECT_TRUE(instance.blocked_squares().empty());
        }
      }
    }
  }
}

TEST(Generators, CompletionFromASolutionGivesAllOfOneWhenKIsN) {
  Rng rng(7);
  const Instance whole = completion_from_solution(12, 12, rng);
  Board board(12);
  for (int row = 0; row < 12; ++row) board[static_cast<std::size_t>(row)] = whole.given(row);
  EXPECT_TRUE(check_on_instance(board, whole).valid());
}

TEST(Generators, DeterministicPerSeedAndDifferentAcrossSeeds) {
  const ParamValues from_solution{{"placed", std::int64_t{10}}, {"placed_from", "solution"}};
  const ParamValues non_attacking{{"placed", std::int64_t{6}}, {"placed_from", "non-attacking"}};
  const ParamValues density{{"density", 0.3}};
  for (const auto& [kind, values] :
       {std::pair{"completion", from_solution}, std::pair{"completion", non_attacking},
        std::pair{"blocked", density}}) {
    EXPECT_TRUE(same(generated(kind, 20, values, 3), generated(kind, 20, values, 3))) << kind;
    EXPECT_FALSE(same(generated(kind, 20, values, 3), generated(kind, 20, values, 4))) << kind;
  }
}

TEST(Generators, BlockedTakesExactlyRoundedDensityOfTheSquares) {
  for (int n : {1, 5, 8, 17}) {
    for (double density : {0.0, 0.05, 0.25, 0.5, 1.0}) {
      const Instance instance = generated("blocked", n, {{"density", density}}, 11);
      EXPECT_EQ(static_cast<std::int64_t>(instance.blocked_squares().size()),
                std::llround(density * n * n))
          << "n " << n << " density " << density;
      EXPECT_EQ(instance.given_count(), 0);
    }
  }
}

// Floyd's sampling draws every m-subset equally often: over many seeds, each square of a small
// board is blocked in about m / n^2 of the instances (binomial, 5 standard deviations).
TEST(Generators, BlockedSquaresAreUniformOverTheBoard) {
  constexpr int kN = 4, kDraws = 4000;
  std::vector<int> times(kN * kN, 0);
  for (int seed = 0; seed < kDraws; ++seed) {
    Rng rng(static_cast<std::uint64_t>(seed));
    const Instance instance = blocked_at_density(kN, 0.25, rng);
    for (const auto square : instance.blocked_squares()) {
      ++times[static_cast<std::size_t>(square)];
    }
  }
  const double p = 0.25, expected = kDraws * p, sd = std::sqrt(kDraws * p * (1 - p));
  for (int square = 0; square < kN * kN; ++square) {
    EXPECT_NEAR(times[static_cast<std::size_t>(square)], expected, 5 * sd) << square;
  }
}

// The authors' generator (CSPLib 080's blocked-gen.py): exactly round(D n^2) squares blocked,
// and every row and column keeps at least min_free free squares; beyond the n (n - min_free)
// squares that leaves room for, refused.
TEST(Generators, BlockedWithMinFreeLeavesThatManyInEveryRowAndColumn) {
  for (const auto& [n, density, min_free] : std::vector<std::tuple<int, double, int>>{
           {10, 0.5, 4}, {10, 0.55, 4}, {24, 0.75, 4}, {7, 0.3, 1}, {6, 0.4, 3}}) {
    for (std::uint64_t seed = 1; seed <= 20; ++seed) {
      const Instance instance = generated(
          "blocked", n, {{"density", density}, {"min_free", std::int64_t{min_free}}}, seed);
      ASSERT_EQ(static_cast<std::int64_t>(instance.blocked_squares().size()),
                std::llround(density * n * n));
      std::vector<int> row_free(n, n), column_free(n, n);
      for (const auto square : instance.blocked_squares()) {
        --row_free[square / n];
        --column_free[square % n];
      }
      EXPECT_GE(*std::min_element(row_free.begin(), row_free.end()), min_free) << seed;
      EXPECT_GE(*std::min_element(column_free.begin(), column_free.end()), min_free) << seed;
    }
  }
  Rng rng(1);
  try {
    blocked_at_density(10, 0.61, rng, 4);  // 61 squares, room for 60
    ADD_FAILURE() << "no throw";
  } catch (const std::invalid_argument& e) {
    EXPECT_NE(std::string(e.what()).find("problem.min_free = 4 leaves room for 60 blocked squares "
                                         "at n = 10, not 61"),
              std::string::npos)
        << e.what();
  }
}

// Without min_free (0), the draw is the uniform one, seed for seed: configs written before the
// key draw the instances they drew.
TEST(Generators, BlockedWithoutMinFreeIsTheUniformDraw) {
  for (std::uint64_t seed = 1; seed <= 5; ++seed) {
    Rng rng(seed);
    const Instance uniform = blocked_at_density(16, 0.4, rng);
    EXPECT_TRUE(same(generated("blocked", 16, {{"density", 0.4}}, seed), uniform));
    EXPECT_FALSE(
        same(generated("blocked", 16, {{"density", 0.4}, {"min_free", std::int64_t{1}}}, seed),
             uniform));
  }
}

TEST(Generators, RefuseWhatCannotBeDrawn) {
  Rng rng(1);
  EXPECT_THROW(completion_from_solution(8, 9, rng), std::invalid_argument);
  EXPECT_THROW(completion_from_solution(3, 1, rng), std::invalid_argument);  // no solution
  EXPECT_THROW(completion_from_placement(8, -1, rng), std::invalid_argument);
  try {
    completion_from_placement(2, 2, rng);  // two queens never fit on 2 x 2
    ADD_FAILURE() << "no throw";
  } catch (const std::invalid_argument& e) {
    EXPECT_NE(std::string(e.what()).find("after 1 queens at most"), std::string::npos) << e.what();
  }
  EXPECT_THROW(blocked_at_density(8, 1.5, rng), std::invalid_argument);
}

TEST(InstanceFile, RoundTripsGivenQueensAndBlockedSquares) {
  for (std::uint64_t seed = 1; seed <= 5; ++seed) {
    Rng rng(seed);
    Instance instance = completion_from_placement(11, 4, rng);
    const Instance blocked = blocked_at_density(11, 0.2, rng);
    std::vector<std::int64_t> free_squares;
    for (const auto square : blocked.blocked_squares()) {
      if (instance.given(static_cast<int>(square / 11)) != square % 11) {
        free_squares.push_back(square);
      }
    }
    instance.block(free_squares);
    std::istringstream in(instance_file_text(instance));
    const Instance back = read_instance("round-trip", in);
    EXPECT_EQ(instance_file_text(back), instance_file_text(instance));
    for (int row = 0; row < 11; ++row) EXPECT_EQ(back.given(row), instance.given(row));
    EXPECT_TRUE(std::ranges::equal(back.blocked_squares(), instance.blocked_squares()));
  }
}

// The header's words are part of an instance's name in run directories (the hash of this text):
// they stay as they were, "1 queens" included.
TEST(InstanceFile, HeaderKeepsTheWordsRunDirectoriesHashed) {
  Instance instance(4);
  instance.give(0, 1);
  const std::vector<std::int64_t> square{15};
  instance.block(square);
  EXPECT_EQ(instance_file_text(instance),
            "# nqga instance: 1 queens given, 1 squares blocked (docs/problems.md)\nn 4\nqueen 1 "
            "2\nblock 4 4\n");
}

TEST(InstanceFile, ReadsCommentsBlankLinesAndAnyOrder) {
  std::istringstream in(
      "# a hand-written instance\n\n  n 4   # the size\nblock 4 4\n"
      "queen 1 2\r\nblock 1 1\n");
  const Instance instance = read_instance("hand", in);
  EXPECT_EQ(instance.size(), 4);
  EXPECT_EQ(instance.given(0), 1);
  EXPECT_TRUE(instance.blocked(0, 0));
  EXPECT_TRUE(instance.blocked(3, 3));
  EXPECT_EQ(instance.blocked_squares().size(), 2u);
}

// Each bad file's message: the name, the line, what is wrong.
TEST(InstanceFile, EveryErrorIsLocated) {
  const std::vector<std::pair<std::string, std::string>> cases{
      {"", "bad: no 'n N' line"},
      {"# only a comment\n", "bad: no 'n N' line"},
      {"queen 1 1\nn 4\n", "bad:1: 'queen' before the 'n N' line"},
      {"n 4\nn 5\n", "bad:2: a second 'n' line (the first is line 1)"},
      {"n 4 5\n", "bad:1: 'n' takes one number"},
      {"n four\n", "bad:1: n 'four' is not a whole number"},
      {"n 0\n", "bad:1: n = 0 is outside 1..1000000"},
      {"n 1000001\n", "bad:1: n = 1000001 is outside"},
      {"n 4\nqueen 1\n", "bad:2: 'queen' takes ROW COLUMN, two numbers; got 1"},
      {"n 4\nblock 1 2 3\n", "bad:2: 'block' takes ROW COLUMN, two numbers; got 3"},
      {"n 4\nqueen 1 2x\n", "bad:2: column '2x' is not a whole number"},
      {"n 4\n\nqueen 5 1\n", "bad:3: row 5 is outside 1..4"},
      {"n 4\nblock 1 0\n", "bad:2: column 0 is outside 1..4"},
      {"n 4\nqueens 1 1\n", "bad:2: unknown statement 'queens'"},
      {"n 4\nqueen 1 1\nqueen 1 3\n", "bad:3: row 1 already has a given queen"},
      {"n 4\nqueen 1 1\nqueen 3 1\n", "bad:3: column 1 already has a given queen"},
      {"n 4\nblock 2 2\nblock 3 3\nblock 2 2\n",
       "bad:4: square (row 2, column 2) is blocked twice (also line 2)"},
      {"n 4\nqueen 2 3\nblock 2 3\n", "bad:2: given queen (row 2, column 3) is on a blocked"},
  };
  testing::expect_read_errors(cases);
}

// An endless stream of comment bytes, like a device read as an instance file.
class EndlessComment : public std::streambuf {
 public:
  EndlessComment() { setg(chunk_, chunk_, chunk_ + sizeof chunk_); }

 private:
  int_type underflow() override {
    std::fill(std::begin(chunk_), std::end(chunk_), '#');
    setg(chunk_, chunk_, chunk_ + sizeof chunk_);
    return '#';
  }
  char chunk_[1 << 16] = {};
};

TEST(InstanceFile, RefusesFilesOverTheBoundAndMissingFiles) {
  EndlessComment endless;
  std::istream huge(&endless);
  try {
    read_instance("huge", huge, 1 << 20);
    ADD_FAILURE() << "no error";
  } catch (const InstanceFileError& e) {
    EXPECT_EQ(std::string(e.what()).rfind("huge: longer than 1048576 bytes", 0), 0u) << e.what();
  }
  EXPECT_THROW(read_instance_file("/nonexistent/instance.txt"), InstanceFileError);
  EXPECT_THROW(read_instance_file("/tmp"), InstanceFileError);
}

}  // namespace
}  // namespace nqga
