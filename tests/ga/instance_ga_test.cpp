// The GA on instances: free-row boards scored on the whole board (pairs among all queens plus
// one per blocked square taken), given queens that never move in any model, and boards that
// validate on their instance.
#include <gtest/gtest.h>

#include <stdexcept>
#include <string>
#include <vector>

#include "engine.hpp"
#include "instances.hpp"
#include "problem/instance_conflicts.hpp"

namespace nqga {
namespace {

TEST(InstanceConflicts, EqualsPairsAmongAllQueensPlusBlockedSquaresTaken) {
  Rng rng(29);
  for (int trial = 0; trial < 300; ++trial) {
    const int n = 1 + static_cast<int>(uniform_below(rng, 14));
    // Given queens at random, attacking each other or not: the count must hold either way.
    Instance instance(n);
    Board columns = identity_board(n);
    shuffle_board(columns, rng);
    for (int row = 0; row < n; ++row) {
      if (bernoulli(rng, 0.3)) instance.give(row, columns[row]);
    }
    testing::block_at_random(instance, 0.25, rng);
    InstanceConflicts conflicts(instance);
    for (int board_trial = 0; board_trial < 5; ++board_trial) {
      Board free_board = identity_board(conflicts.free_count());
      shuffle_board(free_board, rng);
      const Board whole = conflicts.whole_board(free_board);
      ASSERT_EQ(conflicts.count(free_board), testing::brute_force_conflicts(whole, instance))
          << "n " << n << ", trial " << trial;
      for (int row = 0; row < n; ++row) {
        if (instance.given(row) != kNoQueen) {
          ASSERT_EQ(whole[row], instance.given(row));
        }
      }
    }
  }
}

// The models on one population and islands, with operators that only permute rows.
std::vector<GaParams> instance_params() {
  std::vector<GaParams> all;
  const std::vector<OperatorChoice> models = {
      {"generational", {}},
      {"steady-state", {}},
      {"mu-plus-lambda", {{"lambda", std::int64_t{40}}}},
      {"islands",
       {{"islands.count", std::int64_t{2}}, {"islands.migration.interval", std::int64_t{5}}}}};
  const std::vector<std::string> crossovers = {"range", "ox", "cx"};
  const std::vector<std::string> mutations = {"swap", "inversion"};
  for (std::size_t k = 0; k < models.size() * crossovers.size(); ++k) {
    GaParams params;
    params.population = 40;
    params.selection = {"tournament", {{"tournament_size", std::int64_t{3}}}};
    params.model = models[k % models.size()];
    params.crossover = crossovers[k % crossovers.size()];
    params.mutation = mutations[k % mutations.size()];
    params.stop.max_generations = 150;
    all.push_back(params);
  }
  return all;
}

TEST(InstanceGa, GivenQueensNeverMoveInAnyModelAndSolvedBoardsValidate) {
  Rng draw(7);
  int solved = 0, runs = 0;
  for (const GaParams& params : instance_params()) {
    for (int seed = 0; seed < 4; ++seed) {
      const int n = 8 + seed;
      // Solvable: the solution the given queens come from stays free of blocked squares.
      const Board solution = testing::random_solution(n, draw);
      Instance instance = testing::completion(solution, 1 + seed, draw);
      testing::block_at_random(instance, 0.1, draw, solution);
      // Every individual the observer sees scores as the oracle says on the whole board.
      InstanceConflicts oracle_map(instance);
      const GenerationObserver observer = [&](const GenerationRecord&, const Population& p) {
        for (int i = 0; i < p.size(); ++i) {
          const Board whole = oracle_map.whole_board(p.board(i));
          EXPECT_EQ(p.conflicts[i], testing::brute_force_conflicts(whole, instance));
        }
        return true;
      };
      Rng rng(static_cast<std::uint64_t>(seed));
      const RunResult run = run_ga_on(instance, params, rng, observer);
      ++runs;
      ASSERT_EQ(static_cast<int>(run.board.size()), n);
      const InstanceCheck check = check_on_instance(run.board, instance);
      EXPECT_EQ(check.moved_given_row, -1) << check.describe(run.board, instance);
      EXPECT_EQ(run.best_conflicts, testing::brute_force_conflicts(run.board, instance));
      EXPECT_EQ(run.solved, check.valid())
          << params.model.name << ": " << check.describe(run.board, instance);
      solved += run.solved;
    }
  }
  EXPECT_GT(solved, runs / 2);  // the instances are small; most runs find a completion
}

TEST(InstanceGa, APlainInstanceRunsThePlainGa) {
  GaParams params;
  params.stop.max_generations = 30;
  Rng a(3), b(3);
  const RunResult plain = run_ga(10, params, a);
  const RunResult on_instance = run_ga_on(Instance(10), params, b);
  EXPECT_EQ(on_instance.board, plain.board);
  EXPECT_EQ(on_instance.evaluations, plain.evaluations);
  EXPECT_EQ(on_instance.improvements, plain.improvements);
}

TEST(InstanceGa, RefusesMutationsThatReadBoardsAsPlainQueens) {
  Instance instance(8);
  instance.give(0, 0);
  GaParams params;
  params.mutation = "conflict-swap";
  Rng rng(1);
  try {
    run_ga_on(instance, params, rng);
    FAIL() << "conflict-swap ran on an instance";
  } catch (const std::invalid_argument& e) {
    EXPECT_NE(std::string(e.what()).find("mutation.method 'conflict-swap' reads the board as "
                                         "plain queens"),
              std::string::npos)
        << e.what();
  }
  params.mutation = "repair";
  EXPECT_TRUE(instance_refusal(params).has_value());
  params.mutation = "inversion";
  EXPECT_FALSE(instance_refusal(params).has_value());
}

TEST(InstanceGa, AllQueensGivenIsScoredOnce) {
  Instance solved(4), attacking(4);
  const Board solution{1, 3, 0, 2};
  for (int row = 0; row < 4; ++row) {
    solved.give(row, solution[row]);
    attacking.give(row, row);
  }
  GaParams params;
  Rng rng(1);
  const RunResult done = run_ga_on(solved, params, rng);
  EXPECT_TRUE(done.solved);
  EXPECT_EQ(done.board, solution);
  EXPECT_EQ(done.evaluations, 1);
  const RunResult none = run_ga_on(attacking, params, rng);
  EXPECT_FALSE(none.solved);
  EXPECT_EQ(none.stop_reason, StopReason::kExhausted);
  EXPECT_EQ(none.best_conflicts, 6);  // all 4 on one diagonal: 6 pairs
}

}  // namespace
}  // namespace nqga
