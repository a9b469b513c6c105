#include "engine.hpp"

#include <algorithm>
#include <chrono>
#include <limits>
#include <numeric>
#include <optional>
#include <stdexcept>


namespace nqga {

void check_params(const GaParams& p, int n) {
  auto fail = [](const std::string& what) { throw std::invalid_argument(what); };
  auto number = [](auto v) { return std::to_string(v); };
  if (n < 1) fail("n must be at least 1, got " + number(n));
  if (p.population < 2) fail("population must be at least 2, got " + number(p.population));
  if (p.elitism < 0 || p.elitism >= p.population) {
    fail("elitism must be in [0, population - 1] = [0, " + number(p.population - 1) + "], got " +
         number(p.elitism));
  }
  const GaShape shape{n, p.population};
  for (const auto& problem : {check_selection(p.selection, shape),
                              check_crossover(p.crossover, shape),
                              check_mutation(p.mutation, shape)}) {
    if (problem) fail(problem->param + " " + problem->problem);
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

namespace {

// One run of the generational loop: two populations that trade places each generation, the
// operators made once, and the workspaces that keep every generation free of allocation.
class GenerationalRun {
 public:
  GenerationalRun(int n, const GaParams& params, Rng& rng, const GenerationObserver& observer)
      : n_(n),
        params_(params),
        rng_(rng),
        observer_(observer),
        select_(make_selection(params.selection)),
        cross_(make_crossover(params.crossover)),
        mutate_(make_mutation(params.mutation)),
        population_(params.population, n),
        next_(params.population, n),
        ws_(n),
        spare_(static_cast<std::size_t>(n)),
        picks_(static_cast<std::size_t>(params.population - params.elitism + 1)),
        changed_(static_cast<std::size_t>(params.population)),
        column_count_(static_cast<std::size_t>(n)) {}

  RunResult run() {
    randomize(population_, rng_, ws_.counter);
    result_.evaluations = params_.population;
    record();
    std::optional<StopReason> reason;
    while (!(reason = stop_reason())) {
      breed();
      evaluate_children();
      std::swap(population_, next_);
      ++result_.generations;
      record();
    }
    result_.stop_reason = *reason;
    result_.solved = best_ever_ == 0;
    result_.seconds = result_.log.back().seconds;
    return std::move(result_);
  }

 private:
  double elapsed() const { return std::chrono::duration<double>(Clock::now() - start_).count(); }

  // Logs the generation, keeps the best board seen, and asks the observer.
  void record() {
    const PopulationStats stats = population_stats(population_, column_count_);
    result_.log.push_back({result_.generations, result_.evaluations, stats.best, stats.worst,
                           stats.mean, stats.std, stats.diversity, elapsed()});
    if (stats.best < best_ever_) {
      best_ever_ = stats.best;
      improved_at_ = result_.generations;
      Eigen::Index best_row;
      population_.conflicts.minCoeff(&best_row);
      const BoardView best = population_.board(static_cast<int>(best_row));
      result_.board.assign(best.begin(), best.end());
      result_.best_conflicts = best_ever_;
    }
    observer_stop_ = observer_ && !observer_(result_.log.back(), population_);
  }

  std::optional<StopReason> stop_reason() const {
    const StopRules& stop = params_.stop;
    if (best_ever_ == 0) return StopReason::kSolved;
    if (observer_stop_) return StopReason::kObserver;
    if (stop.max_generations && result_.generations >= stop.max_generations) {
      return StopReason::kMaxGenerations;
    }
    if (stop.max_evaluations && result_.evaluations >= stop.max_evaluations) {
      return StopReason::kMaxEvaluations;
    }
    if (stop.time_limit_s > 0 && result_.log.back().seconds >= stop.time_limit_s) {
      return StopReason::kTimeLimit;
    }
    if (stop.stagnation && result_.generations - improved_at_ >= stop.stagnation) {
      return StopReason::kStagnation;
    }
    return std::nullopt;
  }

  // Copies an individual of the current population into `next_` unchanged.
  void copy(int from, int to) {
    next_.genes.row(to) = population_.genes.row(from);
    next_.conflicts[to] = population_.conflicts[from];
    changed_[static_cast<std::size_t>(to)] = 0;
  }

  // Elites, then children of selected pairs (crossed or copied), then mutation.
  void breed() {
    const int size = params_.population, elite = params_.elitism;
    fitness_weights(population_.conflicts, n_, params_.fitness, params_.scaling, weights_, order_);
    best_indices(population_.conflicts, elite, order_);
    for (int e = 0; e < elite; ++e) copy(order_[static_cast<std::size_t>(e)], e);
    // Children come in pairs; an odd count makes one more pick, and its second child is dropped.
    const std::span<int> parents(picks_.data(), static_cast<std::size_t>((size - elite + 1) & ~1));
    select_(weights_, rng_, parents, ws_);
    for (int c = elite, k = 0; c < size; c += 2, k += 2) {
      const int a = parents[static_cast<std::size_t>(k)], b = parents[static_cast<std::size_t>(k + 1)];
      const bool both = c + 1 < size;
      if (bernoulli(rng_, params_.crossover_rate)) {
        cross_(population_.board(a), population_.board(b), rng_, next_.board(c),
               both ? next_.board(c + 1) : BoardSpan(spare_), ws_);
        changed_[static_cast<std::size_t>(c)] = 1;
        if (both) changed_[static_cast<std::size_t>(c + 1)] = 1;
      } else {
        copy(a, c);
        if (both) copy(b, c + 1);
      }
    }
    for (int c = elite; c < size; ++c) {
      if (bernoulli(rng_, params_.mutation_rate)) {
        mutate_(next_.board(c), rng_, ws_);
        changed_[static_cast<std::size_t>(c)] = 1;
      }
    }
  }

  // Counts the conflicts of the changed children only.
  void evaluate_children() {
    for (int c = params_.elitism; c < params_.population; ++c) {
      if (!changed_[static_cast<std::size_t>(c)]) continue;
      next_.conflicts[c] = ws_.counter.count(next_.board(c));
      ++result_.evaluations;
    }
  }

  const int n_;
  const GaParams& params_;
  Rng& rng_;
  const GenerationObserver& observer_;
  const SelectionOp select_;
  const CrossoverOp cross_;
  const MutationOp mutate_;
  const Clock::time_point start_ = Clock::now();
  Population population_, next_;
  Workspace ws_;
  Board spare_;  // the unused second child of an odd last pair
  Eigen::VectorXd weights_;
  std::vector<int> order_, picks_;
  std::vector<std::uint8_t> changed_;
  std::vector<std::uint32_t> column_count_;
  RunResult result_;
  std::int64_t best_ever_ = std::numeric_limits<std::int64_t>::max(), improved_at_ = 0;
  bool observer_stop_ = false;
};

}  // namespace

RunResult run_ga(int n, const GaParams& params, Rng& rng, const GenerationObserver& observer) {
  check_params(params, n);
  return GenerationalRun(n, params, rng, observer).run();
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
