// Incremental evaluation (ga/evaluation/incremental.hpp): every conflict count a delta gives equals
// a full recount by the O(n^2) pair loop, for every built-in operator over many seeds, at sizes on
// both sides of 255 (the most queens a counter holds); a run whose operators say nothing (full
// counts) is the same run; and each kernel of the full count's pair sum (pair_sum.hpp) gives the
// sums of its definition.
#include "evaluation/incremental.hpp"

#include <gtest/gtest.h>

#include <algorithm>
#include <numeric>
#include <set>
#include <string>

#include "engine.hpp"
#include "evaluation/child_evaluation.hpp"
#include "evaluation/pair_sum.hpp"
#include "evaluation/population.hpp"
#include "operators/operator_registry.hpp"
#include "oracles.hpp"

namespace nqga {
namespace {

using testing::conflicts_by_pairs;

const int kSizes[] = {1, 2, 3, 8, 31, 255, 256, 300};

// Every row an operator did not name equals the base; the named rows are distinct.
void expect_only_named_rows_differ(BoardView child, BoardView base, const RowChanges& changes) {
  const std::set<int> named(changes.rows.begin(), changes.rows.end());
  ASSERT_EQ(named.size(), changes.rows.size()) << "a row named twice";
  for (int r = 0; r < static_cast<int>(child.size()); ++r) {
    if (!named.count(r)) {
      ASSERT_EQ(child[r], base[r]) << "row " << r << " changed unnamed";
    }
  }
}

// Two random parents in rows 0 and 1 of a population, counted into their diagonal tables.
Population random_parents(int n, Rng& rng) {
  Population p(4, n);
  for (int i = 0; i < 2; ++i) {
    shuffle_board(p.board(i), rng);
    p.conflicts[i] = p.diagonals.count(i, p.board(i)).value();
  }
  return p;
}

TEST(Incremental, EveryCrossoverDeltaEqualsARecount) {
  for (const char* name : {"range", "ox", "cx"}) {
    for (const int n : kSizes) {
      const CrossoverOp cross = make_crossover(name);
      Workspace ws(n);
      for (int seed = 0; seed < 60; ++seed) {
        Rng rng(static_cast<std::uint64_t>(seed));
        Population p = random_parents(n, rng);
        // PMX lists its rows unless the last call's parents differed on most of the range: the
        // child of a long range then says none, and is counted whole (IncrementalPaths). The
        // second child's PMX has the first's parents before it.
        ws.pmx_parents_differ = false;
        cross(p.board(0), p.board(1), rng, p.board(2), p.board(3), ws);
        for (int k = 0; k < 2; ++k) {
          const RowChanges& changes = ws.crossed[k];
          if (k == 1 && !changes.known() && std::string(name) == "range") continue;
          ASSERT_TRUE(changes.known()) << name;
          const int base = changes.base;
          expect_only_named_rows_differ(p.board(2 + k), p.board(base), changes);
          const std::int64_t derived = p.diagonals
                                           .derive(2 + k, p.board(2 + k), p.diagonals, base,
                                                   p.board(base), p.conflicts[base], changes.rows)
                                           .value();
          ASSERT_EQ(derived, conflicts_by_pairs(p.board(2 + k))) << name << " n " << n;
        }
      }
    }
  }
}

TEST(Incremental, EveryMutationDeltaEqualsARecount) {
  for (const char* name : {"swap", "inversion", "conflict-swap", "repair"}) {
    for (const int n : kSizes) {
      const MutationOp mutate = make_mutation(name);
      Workspace ws(n);
      for (int seed = 0; seed < 60; ++seed) {
        Rng rng(static_cast<std::uint64_t>(seed));
        Population p = random_parents(n, rng);
        p.genes.row(2) = p.genes.row(0);
        mutate(p.board(2), rng, ws);
        ASSERT_TRUE(ws.mutated.known()) << name;
        expect_only_named_rows_differ(p.board(2), p.board(0), ws.mutated);
        const std::int64_t derived =
            p.diagonals
                .derive(2, p.board(2), p.diagonals, 0, p.board(0), p.conflicts[0], ws.mutated.rows)
                .value();
        ASSERT_EQ(derived, conflicts_by_pairs(p.board(2))) << name << " n " << n;
        // The counters, too, are a recount's: the child as a base gives the same again.
        ASSERT_EQ(p.diagonals.derive(3, p.board(2), p.diagonals, 2, p.board(2), derived, {}),
                  derived);
        ASSERT_EQ(p.diagonals.count(3, p.board(2)), derived);
      }
    }
  }
}

// A crossover then a mutation of one child, merged as the engine merges them.
TEST(Incremental, CrossedThenMutatedChildrenEqualARecount) {
  for (const char* crossover : {"range", "ox", "cx"}) {
    for (const char* mutation : {"swap", "inversion", "conflict-swap", "repair"}) {
      const CrossoverOp cross = make_crossover(crossover);
      const MutationOp mutate = make_mutation(mutation);
      for (const int n : {5, 64, 300}) {
        Workspace ws(n);
        ConflictCounter counter(n);
        std::vector<std::uint8_t> row_mark(static_cast<std::size_t>(n));
        ChildOrigin origin;
        for (int seed = 0; seed < 40; ++seed) {
          Rng rng(static_cast<std::uint64_t>(seed));
          const Population parents = random_parents(n, rng);
          Population children(2, n);
          cross(parents.board(0), parents.board(1), rng, children.board(0), children.board(1), ws);
          origin.crossed(parents, 0, 1, ws.crossed[seed % 2]);
          mutate(children.board(seed % 2), rng, ws);
          origin.mutated(ws.mutated, row_mark);
          EXPECT_EQ(std::count(row_mark.begin(), row_mark.end(), 1), 0);
          ASSERT_EQ(evaluate_child(children, seed % 2, origin, counter),
                    conflicts_by_pairs(children.board(seed % 2)))
              << crossover << " + " << mutation << " n " << n;
        }
      }
    }
  }
}

// Every individual of every generation holds the conflicts of its board, for every operator,
// model and the islands' migrations.
TEST(Incremental, EveryRunsConflictsEqualARecount) {
  const std::vector<std::pair<std::string, ParamValues>> models = {
      {"generational", {}},
      {"steady-state", {}},
      {"mu-plus-lambda", {{"lambda", std::int64_t{15}}}},
      {"mu-comma-lambda", {{"lambda", std::int64_t{25}}}},
      {"islands",
       {{"islands.count", std::int64_t{2}}, {"islands.migration.interval", std::int64_t{2}}}}};
  for (const auto& [name, values] : models) {
    const std::string& model = name;  // a lambda may not capture a structured binding (clang 14)
    for (const char* crossover : {"range", "ox", "cx"}) {
      for (const char* mutation : {"swap", "inversion", "conflict-swap", "repair"}) {
        GaParams params;
        params.population = 20;
        params.selection = "tournament";
        params.crossover = crossover;
        params.mutation = mutation;
        params.mutation_rate = 0.5;
        params.model = {model, values};
        params.stop.max_generations = 12;
        Rng rng(7);
        std::int64_t checked = 0;
        run_ga(96, params, rng, [&](const GenerationRecord&, const Population& p) {
          for (int i = 0; i < p.size(); ++i) {
            EXPECT_EQ(p.conflicts[i], conflicts_by_pairs(p.board(i))) << model << " " << i;
            ++checked;
          }
          return true;
        });
        EXPECT_GT(checked, 0) << model;
      }
    }
  }
}

// A crossover and a mutation that say nothing of what they changed get full counts, and the run
// is the same, evaluation for evaluation.
TEST(Incremental, OperatorsThatSayNothingGiveTheSameRun) {
  const ScopedRegistration silent_crossover(
      crossover_registry(),
      CrossoverEntry{.name = "range-silent",
                     .description = "range crossover that says nothing of what it changed",
                     .make = [](const ParamValues&) -> CrossoverOp {
                       return [](BoardView a, BoardView b, Rng& rng, BoardSpan ca, BoardSpan cb,
                                 Workspace& ws) {
                         make_crossover("range")(a, b, rng, ca, cb, ws);
                         ws.crossed[0].forget();
                         ws.crossed[1].forget();
                       };
                     }});
  const ScopedRegistration silent_mutation(
      mutation_registry(), MutationEntry{.name = "swap-silent",
                                         .description = "swap that says nothing of what it changed",
                                         .make = [](const ParamValues&) -> MutationOp {
                                           return [](BoardSpan board, Rng& rng, Workspace& ws) {
                                             make_mutation("swap")(board, rng, ws);
                                             ws.mutated.forget();
                                           };
                                         }});
  for (const int n : {40, 300}) {
    GaParams told, silent;
    told.stop.max_generations = silent.stop.max_generations = 30;
    silent.crossover = "range-silent";
    silent.mutation = "swap-silent";
    Rng a(11), b(11);
    const RunResult x = run_ga(n, told, a), y = run_ga(n, silent, b);
    EXPECT_EQ(testing::deterministic_part(x.log), testing::deterministic_part(y.log)) << n;
    EXPECT_EQ(x.board, y.board);
  }
}

// A board written directly and marked stale gives its children full counts, not wrong deltas.
TEST(Incremental, AStaleParentGivesAFullCount) {
  Rng rng(4);
  Population p = random_parents(40, rng);
  shuffle_board(p.board(0), rng);  // written behind the table's back
  p.conflicts[0] = conflicts_by_pairs(p.board(0));
  p.diagonals.invalidate(0);
  Population children(1, 40);
  children.genes.row(0) = p.genes.row(0);
  std::swap(children.board(0)[3], children.board(0)[17]);
  ChildOrigin origin;
  origin.copied(p, 0);
  origin.changed = {3, 17};
  ConflictCounter counter(40);
  EXPECT_EQ(evaluate_child(children, 0, origin, counter), conflicts_by_pairs(children.board(0)));
}

// One byte a counter at every n: a board with a diagonal of more than 255 queens (the identity
// at n = 300 holds all 300 on one) is counted in full with wider counters and leaves its row
// without counters, so its children are counted in full too; a child that crowds a diagonal
// past 255 by a delta does the same.
TEST(Incremental, ADiagonalTooCrowdedForItsCounterGivesAFullCount) {
  const int n = 300;
  EXPECT_EQ(DiagonalTable::count_bytes(n), 1);
  Population p(2, n);
  std::iota(p.board(0).begin(), p.board(0).end(), 0);
  EXPECT_FALSE(p.diagonals.count(0, p.board(0)));
  EXPECT_FALSE(p.diagonals.valid(0));
  ConflictCounter counter(n);
  EXPECT_EQ(evaluate_child(p, 0, ChildOrigin{}, counter), conflicts_by_pairs(p.board(0)));
  EXPECT_FALSE(p.diagonals.valid(0));
  // Rows 0..254 on the main diagonal, the rest rotated by one column (none on it): 255 queens
  // there, which fits. Swapping rows 255 and 299 moves row 255's queen onto it: 256.
  std::iota(p.board(1).begin(), p.board(1).end(), 0);
  std::rotate(p.board(1).begin() + 255, p.board(1).begin() + 256, p.board(1).end());
  p.conflicts[1] = p.diagonals.count(1, p.board(1)).value();
  EXPECT_EQ(p.conflicts[1], conflicts_by_pairs(p.board(1)));
  Population children(1, n);
  children.genes.row(0) = p.genes.row(1);
  std::swap(children.board(0)[255], children.board(0)[299]);
  ChildOrigin origin;
  origin.copied(p, 1);
  origin.changed = {255, 299};
  EXPECT_EQ(evaluate_child(children, 0, origin, counter), conflicts_by_pairs(children.board(0)));
  EXPECT_FALSE(children.diagonals.valid(0));
  // Its own child, a swap away, is counted in full as well, and right.
  ChildOrigin grandchild;
  grandchild.copied(children, 0);
  std::swap(children.board(0)[3], children.board(0)[7]);
  grandchild.changed = {3, 7};
  EXPECT_EQ(evaluate_child(children, 0, grandchild, counter),
            conflicts_by_pairs(children.board(0)));
}

// The full count sums its pairs from the counters after placing every queen, 16 counters a step
// and the rest one by one: equal to a recount at every n from 1 to 70 (every remainder of the
// 16-counter steps), random boards and the identity (n queens on one diagonal); at n = 255 that
// diagonal still fits its counter, at 256 it wraps and the count says so.
TEST(Incremental, TheFullCountEqualsARecountAtEveryWidth) {
  Rng rng(11);
  for (int n = 1; n <= 70; ++n) {
    Population p(2, n);
    shuffle_board(p.board(0), rng);
    std::iota(p.board(1).begin(), p.board(1).end(), 0);
    for (int i = 0; i < 2; ++i) {
      EXPECT_EQ(p.diagonals.count(i, p.board(i)), conflicts_by_pairs(p.board(i))) << n;
    }
  }
  Population full(1, 255);
  std::iota(full.board(0).begin(), full.board(0).end(), 0);
  EXPECT_EQ(full.diagonals.count(0, full.board(0)), std::int64_t{255} * 254 / 2);
  Population wrapped(1, 256);
  std::iota(wrapped.board(0).begin(), wrapped.board(0).end(), 0);
  EXPECT_FALSE(wrapped.diagonals.count(0, wrapped.board(0)));
}

// The sums of counters by the loop that defines them.
CounterSums sums_by_loop(const std::vector<std::uint8_t>& counters) {
  CounterSums sums;
  for (const std::uint64_t c : counters) {
    sums.sum += c;
    sums.squares += c * c;
  }
  return sums;
}

// Each kernel of the pair sum this processor has gives the sums of the loop, at every width to
// 100 (each remainder of its 16 or 32 counters a step), on n = 1024's 4,094 counters, and on
// 300,000 counters of 255 (past the steps after which its 32-bit lanes are flushed).
TEST(PairSum, EveryKernelHereGivesTheSumsOfTheCounters) {
  Rng rng(13);
  std::vector<std::vector<std::uint8_t>> cases;
  for (const std::size_t width : {std::size_t{0}, std::size_t{1}, std::size_t{4094}}) {
    cases.emplace_back(width);
  }
  for (std::size_t width = 2; width <= 100; ++width) cases.emplace_back(width);
  for (auto& counters : cases) {
    for (auto& c : counters) c = static_cast<std::uint8_t>(uniform_below(rng, 256));
  }
  cases.emplace_back(300000, std::uint8_t{255});
  for (const auto& counters : cases) {
    const CounterSums expected = sums_by_loop(counters);
    const CounterSums baseline = counter_sums_baseline(counters.data(), counters.size());
    EXPECT_EQ(baseline.sum, expected.sum) << counters.size();
    EXPECT_EQ(baseline.squares, expected.squares) << counters.size();
    if (!avx2_counter_sums()) continue;
    const CounterSums avx2 = counter_sums_avx2(counters.data(), counters.size());
    EXPECT_EQ(avx2.sum, expected.sum) << counters.size();
    EXPECT_EQ(avx2.squares, expected.squares) << counters.size();
  }
  if (!avx2_counter_sums()) GTEST_SKIP() << "no AVX2 here: only the baseline kernel checked";
}

}  // namespace
}  // namespace nqga
