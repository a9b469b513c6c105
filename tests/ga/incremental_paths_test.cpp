// The faster paths that incremental evaluation opens (ga/evaluation/incremental.hpp): PMX and CX
// given a parent's inverse permutation, and conflict-swap given the engine's counts of the board,
// make the same children with the same draws as the paths without them, over many seeds, on random
// parents and on parents that agree on most rows (a converged population's); and every row the
// engine keeps holds its board's inverse permutation and counts.
#include <gtest/gtest.h>

#include <algorithm>
#include <string>
#include <tuple>

#include "engine.hpp"
#include "evaluation/child_evaluation.hpp"
#include "evaluation/population.hpp"
#include "operators/crossover.hpp"
#include "operators/mutation.hpp"
#include "oracles.hpp"

namespace nqga {
namespace {

using testing::conflicts_by_pairs;

template <typename P = Column>
std::vector<P> inverse_of(BoardView board) {
  std::vector<P> position(board.size());
  for (std::size_t r = 0; r < board.size(); ++r) {
    position[static_cast<std::size_t>(board[r])] = static_cast<P>(r);
  }
  return position;
}

// Kept positions read out, whatever their width.
std::vector<Column> read_out(ConstPositions position, int n) {
  std::vector<Column> columns(static_cast<std::size_t>(n));
  for (std::size_t c = 0; c < columns.size(); ++c) columns[c] = static_cast<Column>(position[c]);
  return columns;
}

std::vector<int> sorted(std::vector<int> rows) {
  std::sort(rows.begin(), rows.end());
  return rows;
}

// Two parents: random, or (odd seeds) the second a copy of the first with a few rows swapped.
std::pair<Board, Board> parents_like(int n, int seed, Rng& rng) {
  Board p1(static_cast<std::size_t>(n)), p2(static_cast<std::size_t>(n));
  shuffle_board(p1, rng);
  shuffle_board(p2, rng);
  if (seed % 2 && n >= 2) {
    p2 = p1;
    for (int k = 0; k < 1 + seed % 5; ++k) {
      std::swap(p2[uniform_below(rng, static_cast<std::uint64_t>(n))],
                p2[uniform_below(rng, static_cast<std::uint64_t>(n))]);
    }
  }
  return {p1, p2};
}

// PMX (by swaps, with or without p2's positions) makes the child of PMX's definition, and says
// exactly the rows where it differs from p2, each once; its three ways (swaps on the listed rows,
// on every range row listing them as it goes, or on every range row listing none, which the
// last call's parents and the range's length call for) make the same child and positions, the
// first two the same rows in the same order, the third none (a child counted whole); and each
// way leaves the same word on whether these parents differed on most of the range. With
// positions of four bytes (y) and of two (z).
TEST(IncrementalPaths, PmxMakesTheChildOfItsDefinitionAndItsRows) {
  for (const int n : {1, 2, 5, 17, 64, 300}) {
    Workspace plain(n), listed(n), every(n);
    int listed_as_it_goes = 0, unlisted = 0;
    for (int seed = 0; seed < 200; ++seed) {
      Rng rng(static_cast<std::uint64_t>(seed));
      const auto [p1, p2] = parents_like(n, seed, rng);
      const auto [a, b] = n >= 2 ? draw_cuts(n, rng) : std::pair<int, int>{0, n};
      Board x(p1.size()), y(p1.size()), z(p1.size());
      std::vector<Column> y_positions(p1.size());
      std::vector<NarrowPosition> z_positions(p1.size());
      plain.pmx_parents_differ = listed.pmx_parents_differ = false;
      every.pmx_parents_differ = true;
      pmx_at(p1, p2, a, b, x, plain, plain.crossed[0]);
      pmx_at(p1, p2, a, b, y, listed, listed.crossed[0], inverse_of(p2).data(), y_positions.data());
      pmx_at(p1, p2, a, b, z, every, every.crossed[0], inverse_of<NarrowPosition>(p2).data(),
             z_positions.data());
      const Board expected = testing::pmx_by_mapping(p1, p2, a, b);
      ASSERT_EQ(x, expected) << "n " << n << " seed " << seed;
      ASSERT_EQ(y, expected) << "n " << n << " seed " << seed;
      ASSERT_EQ(z, expected) << "n " << n << " seed " << seed;
      ASSERT_EQ(y_positions, inverse_of(expected)) << "n " << n << " seed " << seed;
      ASSERT_EQ(read_out(z_positions.data(), n), y_positions) << "n " << n << " seed " << seed;
      ASSERT_TRUE(every.crossed[0].positions_written);
      if (every.crossed[0].known()) {
        ASSERT_EQ(every.crossed[0].rows, listed.crossed[0].rows) << "n " << n << " seed " << seed;
        ++listed_as_it_goes;
      } else {
        ASSERT_TRUE(every.crossed[0].rows.empty());
        ++unlisted;
      }
      std::vector<int> differ;
      for (int r = 0; r < n; ++r) {
        if (expected[r] != p2[r]) differ.push_back(r);
      }
      for (const Workspace* ws : {&plain, &listed}) {
        ASSERT_EQ(ws->crossed[0].base, 1);
        ASSERT_EQ(sorted(ws->crossed[0].rows), differ) << "n " << n << " seed " << seed;
      }
      ASSERT_EQ(every.pmx_parents_differ, listed.pmx_parents_differ);
      ASSERT_EQ(plain.pmx_parents_differ, listed.pmx_parents_differ);
    }
    if (n == 300) {  // short ranges take the second way, long ones the third
      EXPECT_GT(listed_as_it_goes, 10);
      EXPECT_GT(unlisted, 100);
    }
  }
}

TEST(IncrementalPaths, CxByPositionsMakesTheSameChildAndRows) {
  for (const int n : {1, 5, 64, 300}) {
    Workspace plain(n), fast(n), narrow(n);
    for (int seed = 0; seed < 100; ++seed) {
      Rng rng(static_cast<std::uint64_t>(seed));
      const auto [p1, p2] = parents_like(n, seed, rng);
      const auto start = static_cast<int>(uniform_below(rng, static_cast<std::uint64_t>(n)));
      Board x(p1.size()), y(p1.size()), z(p1.size());
      cx_at(p1, p2, start, x, plain, plain.crossed[0]);
      cx_at(p1, p2, start, y, fast, fast.crossed[0], inverse_of(p1).data());
      cx_at(p1, p2, start, z, narrow, narrow.crossed[0], inverse_of<NarrowPosition>(p1).data());
      ASSERT_EQ(x, y) << "n " << n << " seed " << seed;
      ASSERT_EQ(z, y) << "n " << n << " seed " << seed;
      ASSERT_EQ(fast.crossed[0].rows, plain.crossed[0].rows);
      ASSERT_EQ(narrow.crossed[0].rows, plain.crossed[0].rows);
    }
  }
}

// Row i of `p`, valid, holds its board's inverse permutation and counts.
void expect_kept_row_holds_its_board(const Population& p, int i) {
  const int n = p.n();
  EXPECT_EQ(read_out(p.diagonals.positions(i), n), inverse_of(p.board(i))) << "row " << i;
  ConflictCounter counter(n);
  EXPECT_EQ(counter.tally(p.board(i)), p.conflicts[i]);
  std::vector<int> kept_rows(static_cast<std::size_t>(n)), counted_rows(kept_rows.size());
  const int attacked = counter.attacked_rows(p.board(i), counted_rows);
  EXPECT_EQ(p.diagonals.counts(i).attacked_rows(p.board(i), kept_rows), attacked);
  EXPECT_TRUE(std::equal(kept_rows.begin(), kept_rows.begin() + attacked, counted_rows.begin()));
}

// Hands a mutation the counts of a table row, as the engine does.
class TableCounts final : public CountsSource {
 public:
  TableCounts(const DiagonalTable& table, int row) : table_(table), row_(row) {}
  DiagonalCountersView settle() override {
    ++settled;
    return table_.counts(row_);
  }
  int settled = 0;

 private:
  const DiagonalTable& table_;
  int row_;
};

TEST(IncrementalPaths, ConflictSwapFromKeptCountsChoosesTheSameRows) {
  for (const int n : {2, 8, 200, 300}) {  // on both sides of 255 queens
    Workspace plain(n), fast(n);
    for (int seed = 0; seed < 200; ++seed) {
      Rng seeds(static_cast<std::uint64_t>(seed));
      Population p(1, n);
      shuffle_board(p.board(0), seeds);
      p.diagonals.count(0, p.board(0));
      Board x(p.board(0).begin(), p.board(0).end()), y = x;
      Rng a(static_cast<std::uint64_t>(seed)), b(static_cast<std::uint64_t>(seed));
      conflict_swap_mutation(x, a, plain);
      TableCounts counts(p.diagonals, 0);
      fast.counts = &counts;
      conflict_swap_mutation(y, b, fast);
      fast.counts = nullptr;
      ASSERT_EQ(counts.settled, 1);
      ASSERT_EQ(x, y) << "n " << n << " seed " << seed;
      ASSERT_EQ(fast.mutated.rows, plain.mutated.rows);
      ASSERT_EQ(a.state(), b.state()) << "a different number of draws";
    }
  }
}

// A child whose counters were settled before its mutation (as the engine does right after the
// crossover, and conflict-swap asks) and evaluated after it by moving the mutated queens on its
// own counters, whether or not the mutation hit the crossover's rows, holds a recount's
// conflicts and its board's positions, for every crossover and mutation.
TEST(IncrementalPaths, ChildrenSettledBeforeTheirMutationEqualARecount) {
  for (const char* crossover : {"range", "ox", "cx"}) {
    for (const char* mutation : {"swap", "inversion", "conflict-swap", "repair"}) {
      const CrossoverOp cross = make_crossover(crossover);
      const MutationOp mutate = make_mutation(mutation);
      for (const int n : {5, 64, 300}) {
        Workspace ws(n);
        ConflictCounter counter(n);
        std::vector<std::uint8_t> row_mark(static_cast<std::size_t>(n));
        ChildOrigin origin;
        int moved = 0;
        for (int seed = 0; seed < 40; ++seed) {
          Rng rng(static_cast<std::uint64_t>(seed));
          Population parents(2, n);
          const auto [p1, p2] = parents_like(n, seed, rng);
          std::copy(p1.begin(), p1.end(), parents.board(0).begin());
          std::copy(p2.begin(), p2.end(), parents.board(1).begin());
          for (int i = 0; i < 2; ++i)
            parents.conflicts[i] = parents.diagonals.count(i, parents.board(i)).value();
          Population children(2, n);
          const int k = seed % 2;
          cross(parents.board(0), parents.board(1), rng, children.board(0), children.board(1), ws);
          origin.crossed(parents, 0, 1, ws.crossed[k]);
          ChildCounts counts(children, k, origin, counter);
          ASSERT_TRUE(static_cast<bool>(counts.settle()));  // whatever the mutation reads
          ws.counts = &counts;
          mutate(children.board(k), rng, ws);
          ws.counts = nullptr;
          origin.mutated(ws.mutated, row_mark);
          ASSERT_TRUE(origin.settled);
          moved += !origin.moved.empty();
          ASSERT_EQ(evaluate_child(children, k, origin, counter),
                    conflicts_by_pairs(children.board(k)))
              << crossover << " + " << mutation << " n " << n << " seed " << seed;
          const ConstPositions position = children.diagonals.positions(k);
          ASSERT_TRUE(static_cast<bool>(position));
          ASSERT_EQ(read_out(position, n), inverse_of(children.board(k)));
        }
        EXPECT_GT(moved, 20) << crossover << " + " << mutation << " n " << n;
      }
    }
  }
}

// Above 65,536 queens the table keeps positions of four bytes (positions.hpp): every kept row
// of every generation still holds its board's, with a population small enough for the table to
// track rows (tracked_rows.hpp) and one too large.
TEST(IncrementalPaths, KeptRowsHoldTheirBoardsWithPositionsOfFourBytes) {
  const int n = 65537;
  ASSERT_FALSE(narrow_positions(n));
  ASSERT_TRUE(narrow_positions(n - 1));
  for (const int population : {8, 20}) {
    GaParams params;
    params.population = population;
    params.selection = "tournament";
    params.mutation = "conflict-swap";
    params.mutation_rate = 0.5;
    params.stop.max_generations = 3;
    Rng rng(3);
    int checked = 0;
    run_ga(n, params, rng, [&](const GenerationRecord&, const Population& p) {
      for (int i = 0; i < p.size(); ++i) {
        if (!p.diagonals.positions(i)) continue;
        EXPECT_FALSE(p.diagonals.positions(i).narrow());
        expect_kept_row_holds_its_board(p, i);
        ++checked;
      }
      return true;
    });
    EXPECT_GE(checked, 3 * population) << population;
  }
}

// Every kept row of every generation holds its board's inverse permutation, counts and
// diversity sample, with PMX (which writes its children's positions itself, and lists no row of
// a child of parents that differ, counted whole), CX, swap and conflict-swap using them, in each
// model, on both sides of the n from which children are settled right after their crossover and
// samples are kept; with tournament selection (whose population converges) and roulette (whose
// parents differ on nearly every row).
TEST(IncrementalPaths, EveryKeptRowHoldsItsBoardsPositionsCountsAndSample) {
  for (const int n : {300, 600}) {
    for (const char* model : {"generational", "steady-state", "mu-plus-lambda"}) {
      for (const auto& [crossover, mutation, selection] :
           {std::tuple{"range", "conflict-swap", "tournament"},
            {"range", "swap", "tournament"},
            {"range", "swap", "roulette"},
            {"cx", "conflict-swap", "tournament"}}) {
        GaParams params;
        params.population = 16;
        params.selection = selection;
        params.crossover = crossover;
        params.mutation = mutation;
        params.mutation_rate = 0.5;
        params.model = model;
        params.stop.max_generations = 10;
        Rng rng(5);
        int checked = 0, sampled = 0;
        run_ga(n, params, rng, [&](const GenerationRecord&, const Population& p) {
          for (int i = 0; i < p.size(); ++i) {
            if (!p.diagonals.positions(i)) continue;
            expect_kept_row_holds_its_board(p, i);
            if (const Column* sample = p.diagonals.sample(i)) {
              for (int k = 0; k < diversity_rows(n); ++k) {
                EXPECT_EQ(sample[k], p.board(i)[diversity_row(k, n)]) << model << " row " << i;
              }
              ++sampled;
            }
            ++checked;
          }
          return true;
        });
        EXPECT_GT(checked, 100) << model;
        EXPECT_EQ(sampled, n >= 512 ? checked : 0) << model;
      }
    }
  }
}

}  // namespace
}  // namespace nqga
