#include "engine.hpp"

#include <algorithm>
#include <chrono>
#include <limits>
#include <numeric>
#include <optional>
#include <stdexcept>

#include "operators/registry.hpp"
#include "population.hpp"

namespace nqga {

std::string_view to_string(StopReason reason) {
  switch (reason) {
    case StopReason::kSolved:
      return "solved";
    case StopReason::kMaxGenerations:
      return "max_generations";
    case StopReason::kMaxEvaluations:
      return "max_evaluations";
    case StopReason::kTimeLimit:
      return "time_limit";
    case StopReason::kStagnation:
      return "stagnation";
  }
  return "unknown";
}

void check_params(const GaParams& p, int n) {
  auto fail = [](const std::string& what) { throw std::invalid_argument(what); };
  auto number = [](auto v) { return std::to_string(v); };
  if (n < 1) fail("n must be at least 1, got " + number(n));
  if (p.population < 2) fail("population must be at least 2, got " + number(p.population));
  if (p.elitism < 0 || p.elitism >= p.population) {
    fail("elitism must be in [0, population - 1] = [0, " + number(p.population - 1) + "], got " +
         number(p.elitism));
  }
  if (p.selection == "tournament" && (p.tournament_size < 1 || p.tournament_size > p.population)) {
    fail("tournament size must be in [1, population] = [1, " + number(p.population) + "], got " +
         number(p.tournament_size));
  }
  if (!(p.crossover_rate >= 0 && p.crossover_rate <= 1)) {
    fail("crossover rate must be in [0, 1], got " + number(p.crossover_rate));
  }
  if (!(p.mutation_rate >= 0 && p.mutation_rate <= 1)) {
    fail("mutation rate must be in [0, 1], got " + number(p.mutation_rate));
  }
  if (p.stop.max_generations < 0 || p.stop.max_evaluations < 0 || p.stop.stagnation < 0 ||
      !(p.stop.time_limit_s >= 0)) {
    fail("stopping rules must be >= 0 (0 switches a rule off)");
  }
}

namespace {

using Clock = std::chrono::steady_clock;

// Indices of the k individuals with fewest conflicts, ties broken by index, so elitism is
// deterministic. O(size log k).
void best_indices(const ConflictVector& conflicts, int k, std::vector<int>& order) {
  order.resize(static_cast<std::size_t>(conflicts.size()));
  std::iota(order.begin(), order.end(), 0);
  std::partial_sort(order.begin(), order.begin() + k, order.end(), [&](int a, int b) {
    return conflicts[a] != conflicts[b] ? conflicts[a] < conflicts[b] : a < b;
  });
}

}  // namespace

RunResult run_ga(int n, const GaParams& params, Rng& rng) {
  check_params(params, n);
  const auto start = Clock::now();
  auto elapsed = [&] { return std::chrono::duration<double>(Clock::now() - start).count(); };
  const SelectionOp select = make_selection(params.selection, params.tournament_size);
  const CrossoverOp cross = make_crossover(params.crossover);
  const MutationOp mutate = make_mutation(params.mutation);

  const int size = params.population, elite = params.elitism;
  Population population(size, n), next(size, n);
  Workspace ws(n);
  Board spare(static_cast<std::size_t>(n));  // the unused second child of an odd last pair
  Eigen::VectorXd weights;
  std::vector<int> order, picks(static_cast<std::size_t>(size - elite + 1));
  std::vector<std::uint8_t> changed(static_cast<std::size_t>(size));
  std::vector<std::uint32_t> column_count(static_cast<std::size_t>(n));

  RunResult result;
  randomize(population, rng, ws.counter);
  result.evaluations = size;

  std::int64_t best_ever = std::numeric_limits<std::int64_t>::max(), improved_at = 0;
  auto record = [&] {
    const PopulationStats stats = population_stats(population, column_count);
    result.log.push_back({result.generations, result.evaluations, stats.best, stats.worst,
                          stats.mean, stats.std, stats.diversity, elapsed()});
    if (stats.best < best_ever) {
      best_ever = stats.best;
      improved_at = result.generations;
      Eigen::Index best_row;
      population.conflicts.minCoeff(&best_row);
      const BoardView best = population.board(static_cast<int>(best_row));
      result.board.assign(best.begin(), best.end());
      result.conflicts = best_ever;
    }
  };
  auto stop_reason = [&]() -> std::optional<StopReason> {
    const StopRules& stop = params.stop;
    if (best_ever == 0) return StopReason::kSolved;
    if (stop.max_generations && result.generations >= stop.max_generations) {
      return StopReason::kMaxGenerations;
    }
    if (stop.max_evaluations && result.evaluations >= stop.max_evaluations) {
      return StopReason::kMaxEvaluations;
    }
    if (stop.time_limit_s > 0 && result.log.back().seconds >= stop.time_limit_s) {
      return StopReason::kTimeLimit;
    }
    if (stop.stagnation && result.generations - improved_at >= stop.stagnation) {
      return StopReason::kStagnation;
    }
    return std::nullopt;
  };

  record();
  std::optional<StopReason> reason;
  while (!(reason = stop_reason())) {
    fitness_weights(population.conflicts, n, params.fitness, params.scaling, weights, order);

    best_indices(population.conflicts, elite, order);
    for (int e = 0; e < elite; ++e) {
      next.genes.row(e) = population.genes.row(order[e]);
      next.conflicts[e] = population.conflicts[order[e]];
      changed[e] = 0;
    }

    // Children come in pairs; an odd count makes one more pick, and its second child is dropped.
    const std::span<int> parents(picks.data(), static_cast<std::size_t>((size - elite + 1) & ~1));
    select(weights, rng, parents, ws);
    for (int c = elite, k = 0; c < size; c += 2, k += 2) {
      const int a = parents[k], b = parents[k + 1];
      const bool both = c + 1 < size;
      const BoardSpan child_b = both ? next.board(c + 1) : BoardSpan(spare);
      if (bernoulli(rng, params.crossover_rate)) {
        cross(population.board(a), population.board(b), rng, next.board(c), child_b, ws);
        changed[c] = 1;
        if (both) changed[c + 1] = 1;
      } else {
        next.genes.row(c) = population.genes.row(a);
        next.conflicts[c] = population.conflicts[a];
        changed[c] = 0;
        if (both) {
          next.genes.row(c + 1) = population.genes.row(b);
          next.conflicts[c + 1] = population.conflicts[b];
          changed[c + 1] = 0;
        }
      }
    }
    for (int c = elite; c < size; ++c) {
      if (bernoulli(rng, params.mutation_rate)) {
        mutate(next.board(c), rng, ws);
        changed[c] = 1;
      }
    }
    for (int c = elite; c < size; ++c) {
      if (!changed[c]) continue;
      next.conflicts[c] = ws.counter.count(next.board(c));
      ++result.evaluations;
    }

    std::swap(population, next);
    ++result.generations;
    record();
  }
  result.stop_reason = *reason;
  result.seconds = result.log.back().seconds;
  return result;
}

std::uint64_t ga_bytes(std::int64_t n, const GaParams& params) {
  const auto queens = static_cast<std::uint64_t>(n);
  const auto size = static_cast<std::uint64_t>(params.population);
  const std::uint64_t populations = 2 * size * (queens * sizeof(Column) + sizeof(std::int64_t));
  // Workspace: ConflictCounter and DiagonalCounts (2n counters of 4 bytes each, twice), the inverse
  // permutation, column marks; the engine's column counts; per-individual selection arrays.
  const std::uint64_t workspace = (16 + 16 + 4 + 1 + 4) * queens + 32 * size;
  return populations + workspace;
}

}  // namespace nqga
