// Children that cost what they change (ga/evaluation/tracked_rows.hpp): the attacked rows kept as a
// set and the rows where each individual differs from its lineage's reference equal a recount after
// random copies, patches, moves and moves of the reference; PMX said as columns makes the child
// pmx_at makes; and whole runs of every model with the tracking on equal the same runs with it off,
// generation by generation, board and evaluations included.
#include <gtest/gtest.h>

#include <algorithm>

#include "engine.hpp"
#include "evaluation/incremental.hpp"
#include "evaluation/population.hpp"
#include "operators/crossover.hpp"
#include "oracles.hpp"

namespace nqga {
namespace {

// Tracks tables from n = `n` on while it lives.
class TrackFrom {
 public:
  explicit TrackFrom(int n) : before_(TrackedRows::min_n()) { TrackedRows::set_min_n(n); }
  ~TrackFrom() { TrackedRows::set_min_n(before_); }

 private:
  int before_;
};

// Row i of `p` (valid) against a recount of its board: conflicts, inverse, attacked rows (the set
// and every k-th), the rows it differs from the reference on.
void expect_tracking_holds(const Population& p, int i, const std::string& where) {
  const BoardView board = p.board(i);
  const int n = p.n();
  ASSERT_TRUE(p.diagonals.valid(i)) << where;
  ASSERT_EQ(p.conflicts[i], testing::conflicts_by_pairs(board)) << where;
  const ConstPositions position = p.diagonals.positions(i);
  for (int r = 0; r < n; ++r) ASSERT_EQ(position[static_cast<std::size_t>(board[r])], r) << where;
  ConflictCounter counter(n);
  counter.tally(board);
  std::vector<int> attacked(static_cast<std::size_t>(n));
  const int count = counter.attacked_rows(board, attacked);
  const AttackedSet set = p.diagonals.attacked(i);
  ASSERT_TRUE(static_cast<bool>(set)) << where;
  ASSERT_EQ(set.count, count) << where;
  for (int k = 0; k < count; ++k) ASSERT_EQ(set.row(k), attacked[k]) << where << " k " << k;
  const TrackedRows& tracking = p.diagonals.tracking();
  ASSERT_NE(tracking.lineage(), nullptr) << where;
  if (!tracking.current(i)) return;  // rebuilt from the board when next used
  const std::vector<int>& list =
      p.diagonals.differing(i, board);  // the reference's moves caught up
  const Board& reference = tracking.lineage()->reference;
  std::size_t apart = 0;
  for (int r = 0; r < n; ++r) apart += board[r] != reference[static_cast<std::size_t>(r)];
  ASSERT_EQ(list.size(), apart) << where;
  for (int r = 0; r < n; ++r) {
    ASSERT_EQ(tracking.differs(i, r), board[r] != reference[static_cast<std::size_t>(r)])
        << where << " row " << r;
  }
}

// Swaps `swaps` random pairs of rows of row i and moves its queens on its counters.
void swap_rows(Population& p, int i, int swaps, Rng& rng) {
  std::vector<int> rows;
  const auto n = static_cast<std::uint64_t>(p.n());
  for (int k = 0; k < swaps; ++k) {
    const auto a = static_cast<int>(uniform_below(rng, n)),
               b = static_cast<int>(uniform_below(rng, n));
    if (a == b || std::count(rows.begin(), rows.end(), a) ||
        std::count(rows.begin(), rows.end(), b))
      continue;
    std::swap(p.board(i)[a], p.board(i)[b]);
    rows.insert(rows.end(), {a, b});
  }
  p.conflicts[i] = p.diagonals.move_queens(i, p.board(i), p.conflicts[i], rows).value();
}

TEST(TrackedRows, KeptStateEqualsARecountAfterRandomCopiesAndMoves) {
  const TrackFrom track(16);
  for (const int n : {16, 64, 301}) {
    for (int seed = 0; seed < 3; ++seed) {
      Rng rng(static_cast<std::uint64_t>(seed));
      Population a(4, n), b(4, n);
      shuffle_board(a.board(0), rng);
      for (int i = 1; i < 4; ++i) a.genes.row(i) = a.genes.row(0);  // a converged population
      for (int i = 0; i < 4; ++i) a.conflicts[i] = a.diagonals.count(i, a.board(i)).value();
      a.diagonals.found_lineage(0, a.board(0));
      for (int i = 1; i < 4; ++i) a.diagonals.rebuild_tracking(i, a.board(i));
      for (int step = 0; step < 300; ++step) {
        Population& to = uniform_below(rng, 2) ? a : b;
        const Population& from = uniform_below(rng, 2) ? a : b;
        const auto i = static_cast<int>(uniform_below(rng, 4));
        const auto j = static_cast<int>(uniform_below(rng, 4));
        if (!from.diagonals.valid(j)) continue;
        const std::uint64_t step_kind = uniform_below(rng, 6);
        if (step_kind < 2) {
          if (to.diagonals.valid(i))
            swap_rows(to, i, 1 + static_cast<int>(uniform_below(rng, 4)), rng);
        } else if (step_kind == 2) {
          to.diagonals.follow(i, to.board(i));  // the others' lists catch up when next used
        } else {
          copy_individual(from, j, to, i);
        }
        const std::string where = "n " + std::to_string(n) + " seed " + std::to_string(seed) +
                                  " step " + std::to_string(step);
        for (Population* p : {&a, &b}) {
          for (int k = 0; k < 4; ++k) {
            if (p->diagonals.valid(k)) expect_tracking_holds(*p, k, where);
            if (::testing::Test::HasFatalFailure()) return;
          }
        }
      }
    }
  }
}

TEST(TrackedRows, PmxAsColumnsMakesTheChildrenPmxWrites) {
  for (const int n : {2, 9, 64, 300}) {
    Workspace plain(n), fast(n);
    for (int seed = 0; seed < 200; ++seed) {
      Rng rng(static_cast<std::uint64_t>(seed));
      Board p1(static_cast<std::size_t>(n)), p2(p1.size());
      shuffle_board(p1, rng);
      p2 = p1;  // most rows shared, as a converged population's parents
      for (int k = 0; k < 1 + seed % 7; ++k) {
        std::swap(p2[uniform_below(rng, static_cast<std::uint64_t>(n))],
                  p2[uniform_below(rng, static_cast<std::uint64_t>(n))]);
      }
      if (seed % 3 == 0) shuffle_board(p2, rng);  // or none
      std::vector<int> apart;
      for (int r = 0; r < n; ++r) {
        if (p1[r] != p2[r] || uniform_below(rng, 4) == 0) apart.push_back(r);  // a superset
      }
      std::vector<Column> at1(p1.size()), at2(p1.size());
      for (int r = 0; r < n; ++r) at1[p1[r]] = at2[p2[r]] = r;
      Board x(p1.size()), y(p1.size()), unused_x(p1.size()), unused_y(p1.size());
      Rng draws_plain(static_cast<std::uint64_t>(seed)), draws_fast(draws_plain);
      pmx(p1, p2, draws_plain, x, y, plain);
      fast.parent_positions[0] = at1.data();
      fast.parent_positions[1] = at2.data();
      fast.parents_apart = &apart;
      pmx(p1, p2, draws_fast, unused_x, unused_y, fast);
      ASSERT_EQ(draws_plain.state(), draws_fast.state()) << "other draws";
      for (int k = 0; k < 2; ++k) {
        const RowChanges& said = fast.crossed[k];
        ASSERT_TRUE(said.as_columns);
        // (Plain PMX says no rows, nor a base, of a long range's child of parents that differ.)
        if (plain.crossed[k].known()) {
          ASSERT_EQ(said.base, plain.crossed[k].base);
        }
        Board child = said.base == 0 ? p1 : p2;
        for (std::size_t j = 0; j < said.rows.size(); ++j) child[said.rows[j]] = said.columns[j];
        ASSERT_EQ(child, k == 0 ? x : y) << "n " << n << " seed " << seed << " child " << k;
      }
      ASSERT_EQ(std::count(fast.maps_to.begin(), fast.maps_to.end(), -1), n) << "left set";
    }
  }
}

// Runs differ at most in their seconds.
void expect_same_run(const RunResult& x, const RunResult& y, const std::string& what) {
  ASSERT_EQ(x.log.size(), y.log.size()) << what;
  for (std::size_t g = 0; g < x.log.size(); ++g) {
    const GenerationRecord &a = x.log[g], &b = y.log[g];
    ASSERT_EQ(std::tie(a.evaluations, a.best, a.worst, a.mean, a.std, a.diversity, a.island_best),
              std::tie(b.evaluations, b.best, b.worst, b.mean, b.std, b.diversity, b.island_best))
        << what << " generation " << g;
  }
  EXPECT_EQ(x.board, y.board) << what;
  EXPECT_EQ(x.improvements, y.improvements) << what;
  EXPECT_EQ(x.solved, y.solved) << what;
}

TEST(TrackedRows, RunsOfEveryModelEqualTheUntrackedRuns) {
  const std::vector<OperatorChoice> models = {
      "generational", "steady-state",
      OperatorChoice{"mu-plus-lambda", {{"lambda", std::int64_t{6}}}},
      OperatorChoice{"mu-comma-lambda", {{"lambda", std::int64_t{6}}}},
      OperatorChoice{"islands",
                     {{"islands.count", std::int64_t{2}},
                      {"islands.migration.interval", std::int64_t{5}},
                      {"islands.migration.size", std::int64_t{1}}}}};
  for (const OperatorChoice& model : models) {
    for (const char* crossover : {"range", "cx"}) {
      for (const int n : {100, 600}) {
        GaParams params;  // configs/ga-best.yaml's GA
        params.population = model.name == "islands" ? 8 : 4;
        params.elitism = model.name == "generational" ? 2 : 0;
        params.selection = {"tournament", {{"tournament_size", std::int64_t{4}}}};
        params.crossover = crossover;
        params.mutation = "conflict-swap";
        params.mutation_rate = 1.0;
        params.model = model;
        params.stop.max_generations = 400;
        RunResult runs[2];
        for (int tracked = 0; tracked < 2; ++tracked) {
          const TrackFrom track(tracked ? 16 : 1 << 30);
          Rng rng(7);
          runs[tracked] = run_ga(n, params, rng);
        }
        expect_same_run(runs[0], runs[1], model.name + " " + crossover + " n " + std::to_string(n));
        EXPECT_GT(runs[0].log.size(), 50u);
      }
    }
  }
}

}  // namespace
}  // namespace nqga
