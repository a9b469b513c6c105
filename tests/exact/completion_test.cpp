// The exact search on instances against brute force: all n! permutations checked by
// check_on_instance, over many generated instances of every kind, and against a plain recursive
// model of the search's order (the first completion and the node counts); plain instances against
// the published counts. One and two threads here; completion_threads_test.cpp checks more.
#include "exact/completion.hpp"

#include <gtest/gtest.h>

#include <algorithm>
#include <cstdlib>
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
};

// Every permutation, checked independently of the search.
BruteForce brute_force(const Instance& instance) {
  Board board(static_cast<std::size_t>(instance.size()));
  std::iota(board.begin(), board.end(), 0);
  BruteForce found;
  do {
    found.total += check_on_instance(board, instance).valid();
  } while (std::next_permutation(board.begin(), board.end()));
  return found;
}

// The search's order written plainly, square by square, as instance_tree.hpp states it: a square
// is free when not blocked, in its row's given column if any, and attacked by no given or placed
// queen; a board where a row left has no free square, or a column left no row left that can take
// it, has no children; otherwise the next queen goes in a row with one free square, else a column
// one row can take, else (every row with three or more) a column two rows can take, else the row
// with the fewest; the lowest line of its kind, columns from the left, rows from the top. O(n^3)
// a node.
struct OrderModel {
  const Instance& instance;
  Board board;  // kNoQueen where empty
  Board first;
  std::uint64_t nodes_to_first = 0, nodes = 1;  // the empty board

  bool attacks(int row, Column column, int other, Column other_column) const {
    return other_column != kNoQueen && other != row &&
           (other_column == column || std::abs(other_column - column) == std::abs(other - row));
  }
  bool free(int row, Column column) const {
    const Column given = instance.given(row);
    if (board[static_cast<std::size_t>(row)] != kNoQueen || instance.blocked(row, column) ||
        (given != kNoQueen && given != column)) {
      return false;
    }
    for (int other = 0; other < instance.size(); ++other) {
      if (attacks(row, column, other, instance.given(other)) ||
          attacks(row, column, other, board[static_cast<std::size_t>(other)])) {
        return false;
      }
    }
    return true;
  }
  void place(int row, Column column) {
    ++nodes;
    board[static_cast<std::size_t>(row)] = column;
    search();
    board[static_cast<std::size_t>(row)] = kNoQueen;
  }
  void search() {
    const int n = instance.size();
    int next_row = -1, fewest = n + 1;
    std::vector<int> takers(static_cast<std::size_t>(n), 0);  // rows left that can take a column
    for (int row = 0; row < n; ++row) {
      if (board[static_cast<std::size_t>(row)] != kNoQueen) continue;
      int count = 0;
      for (Column c = 0; c < n; ++c) {
        if (!free(row, c)) continue;
        ++count;
        ++takers[static_cast<std::size_t>(c)];
      }
      if (count == 0) return;
      if (count < fewest) {
        fewest = count;
        next_row = row;
      }
    }
    if (next_row < 0) {  // a full board: a completion
      if (first.empty()) {
        first = board;
        nodes_to_first = nodes;
      }
      return;
    }
    Column next_column = -1;
    for (const int wanted : {1, 2}) {
      for (Column c = n - 1; c >= 0; --c) {
        const bool taken = std::find(board.begin(), board.end(), c) != board.end();
        if (!taken && takers[static_cast<std::size_t>(c)] == 0) return;
        if (!taken && takers[static_cast<std::size_t>(c)] == wanted && fewest > wanted) {
          next_column = c;
        }
      }
      if (next_column >= 0) break;
    }
    if (fewest == 1 || next_column < 0) {
      for (Column c = 0; c < n; ++c) {
        if (free(next_row, c)) place(next_row, c);
      }
      return;
    }
    for (int row = 0; row < n; ++row) {
      if (free(row, next_column)) place(row, next_column);
    }
  }
};

OrderModel model_of(const Instance& instance) {
  OrderModel model{instance, Board(static_cast<std::size_t>(instance.size()), kNoQueen), {}};
  model.search();
  return model;
}

// Compares the count and the first completion of `instance`, on one and on two threads, with
// brute force and with the model of the search; returns the count.
std::uint64_t expect_as_brute_force(const Instance& instance, const std::string& what) {
  const BruteForce expected = brute_force(instance);
  const OrderModel model = model_of(instance);
  for (const int threads : {1, 2}) {
    const std::string at = what + " on " + std::to_string(threads);
    const CompletionCount count = count_completions(instance, threads);
    EXPECT_TRUE(count.complete) << at;
    EXPECT_EQ(count.total, expected.total) << at;
    EXPECT_EQ(count.visited_nodes, model.nodes) << at;
    const FirstSolution first = first_completion(instance, {}, threads);
    EXPECT_EQ(first.solved, expected.total > 0) << at;
    EXPECT_FALSE(first.timed_out) << at;
    EXPECT_EQ(first.board, model.first) << at;
    EXPECT_EQ(first.visited_nodes, first.solved ? model.nodes_to_first : model.nodes) << at;
    if (first.solved) {
      EXPECT_TRUE(check_on_instance(first.board, instance).valid()) << at;
    }
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
  EXPECT_EQ(no_completion_reason(instance), "the given queens of rows 1 and 6 attack each other");
}

// Blocks every square of `row` (0-based) but those in `open`.
void close_row(Instance& instance, int row, std::vector<Column> open = {}) {
  std::vector<std::int64_t> squares;
  for (Column c = 0; c < instance.size(); ++c) {
    if (std::find(open.begin(), open.end(), c) == open.end()) {
      squares.push_back(std::int64_t{row} * instance.size() + c);
    }
  }
  instance.block(squares);
}

// Instances with no completion that a look at the root shows (CSPLib 079's "trivially
// unsolvable"): both searches end on the empty board, 1 node, where plain backtracking took
// billions (5.29e9 nodes for the first; 1.13e9 for a closed row 16 at n = 16; a closed row 20 at
// n = 20 was undecided after 100 s), and the reason names the rows, columns and queens.
TEST(Completion, TriviallyUnsolvableInstancesEndAtTheRoot) {
  Instance attacking(20);
  attacking.give(18, 0);  // queen 19 1 and queen 20 2 of the file: one diagonal
  attacking.give(19, 1);
  Instance row_16(16), row_20(20), column_3(12), row_and_column(12);
  close_row(row_16, 15);
  close_row(row_20, 19);
  for (int row = 0; row < 12; ++row) {
    column_3.block(std::vector<std::int64_t>{std::int64_t{row} * 12 + 2});
  }
  row_and_column.give(0, 5);  // attacks (2, 3) and (2, 7): with the blocks, row 3 closed
  close_row(row_and_column, 2, {3, 7});
  for (int row = 1; row < 12; ++row) {
    row_and_column.block(std::vector<std::int64_t>{std::int64_t{row} * 12});
  }
  const std::pair<const Instance*, std::string> cases[] = {
      {&attacking, "the given queens of rows 19 and 20 attack each other"},
      {&row_16, "row 16 has no free square (each blocked or attacked by a given queen)"},
      {&row_20, "row 20 has no free square (each blocked or attacked by a given queen)"},
      {&column_3, "column 3 has no free square (each blocked or attacked by a given queen)"},
      {&row_and_column,
       "row 3 has no free square (each blocked or attacked by a given queen); column 1 has no "
       "free square (each blocked or attacked by a given queen)"}};
  for (const auto& [instance, reason] : cases) {
    EXPECT_EQ(no_completion_reason(*instance), reason);
    const CompletionCount count = count_completions(*instance, 2);
    EXPECT_TRUE(count.complete && count.total == 0 && count.visited_nodes == 1) << reason;
    const FirstSolution first = first_completion(*instance, {}, 2);
    EXPECT_FALSE(first.solved || first.timed_out) << reason;
    EXPECT_EQ(first.visited_nodes, 1u) << reason;
  }
  EXPECT_EQ(no_completion_reason(Instance(20)), "");
  Instance many(10);  // a long list names six
  for (int row = 0; row < 8; ++row) close_row(many, row);
  EXPECT_EQ(no_completion_reason(many),
            "rows 1, 2, 3, 4, 5, 6 and 2 more have no free square (each blocked or attacked by a "
            "given queen)");
}

// Blocked instances whose rows and columns run short of free squares, where forward checking
// and the row order cut most: the counts, first completions and nodes on one and two threads
// against brute force and the model, 60 instances at n = 5..8.
TEST(Completion, RandomBlockedInstancesAgreeWithBruteForce) {
  int none = 0, some = 0;
  for (std::uint64_t seed = 1; seed <= 60; ++seed) {
    Rng rng(seed);
    const int n = 5 + static_cast<int>(seed % 4);
    const auto percent_blocked = 10 + uniform_below(rng, 50);
    Instance instance(n);
    std::vector<std::int64_t> squares;
    for (std::int64_t square = 0; square < std::int64_t{n} * n; ++square) {
      if (uniform_below(rng, 100) < percent_blocked) squares.push_back(square);
    }
    instance.block(squares);
    const auto total = expect_as_brute_force(
        instance, "seed " + std::to_string(seed) + "\n" + instance_file_text(instance));
    ++(total ? some : none);
  }
  EXPECT_GT(none, 10);
  EXPECT_GT(some, 10);
}

TEST(Completion, PlainInstancesGiveThePublishedCounts) {
  const auto reference = testing::reference_counts();
  for (int n = 1; n <= 12; ++n) {
    EXPECT_EQ(count_completions(Instance(n), 1).total, reference[static_cast<std::size_t>(n)].total)
        << n;
  }
}

TEST(Completion, RefusesBoardsOverSixtyFour) {
  EXPECT_THROW(count_completions(Instance(65)), std::invalid_argument);
  EXPECT_THROW(first_completion(Instance(65)), std::invalid_argument);
}

}  // namespace
}  // namespace nqga
