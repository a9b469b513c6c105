// Micro-benchmarks of the GA's hot loops: conflict evaluation, PMX, and one whole generation.
//   build/experiments/bench/nqga_bench_ga
// Evaluations per second (BM_Pmx: children per second) are reported as `items_per_second`.
#include <benchmark/benchmark.h>

#include "board.hpp"
#include "engine.hpp"
#include "operators/crossover.hpp"
#include "operators/operator_registry.hpp"

namespace {

void BM_ConflictingPairs(benchmark::State& state) {
  const int n = static_cast<int>(state.range(0));
  nqga::Rng rng(1);
  std::vector<nqga::Board> boards(64, nqga::Board(n));
  for (auto& b : boards) nqga::shuffle_board(b, rng);
  nqga::ConflictCounter counter(n);
  std::size_t i = 0;
  for (auto _ : state) {
    benchmark::DoNotOptimize(counter.count(boards[i++ % boards.size()]));
  }
  state.SetItemsProcessed(state.iterations());
}
BENCHMARK(BM_ConflictingPairs)->Arg(64)->Arg(256)->Arg(1024);

// PMX alone, as the loop calls it (by the parents' inverse permutations), both children of two
// random parents: the part of a crossed child that no way of counting its conflicts takes away.
// Random parents are close to roulette's at n = 1024, whose population stays diverse (parents
// differ on 93 % of the range rows, against 99.9 % here). Items are children, so that the time of
// a child compares with BM_ConflictingPairs' time of a count (docs/performance-ga.md, "The ceiling
// of roulette's loop").
void BM_Pmx(benchmark::State& state) {
  const int n = static_cast<int>(state.range(0));
  constexpr std::size_t kParents = 64;
  nqga::Rng rng(4);
  std::vector<nqga::Board> parents(kParents, nqga::Board(n));
  std::vector<nqga::Board> positions(kParents, nqga::Board(n));
  for (std::size_t p = 0; p < kParents; ++p) {
    nqga::shuffle_board(parents[p], rng);
    for (int row = 0; row < n; ++row) positions[p][parents[p][row]] = row;
  }
  nqga::Workspace ws(n);
  nqga::Board child_a(n), child_b(n);
  std::size_t i = 0;
  for (auto _ : state) {
    const std::size_t a = i++ % kParents, b = (a + 1) % kParents;
    ws.parent_positions[0] = positions[a].data();
    ws.parent_positions[1] = positions[b].data();
    nqga::pmx(parents[a], parents[b], rng, child_a, child_b, ws);
    benchmark::DoNotOptimize(child_a.data());
    benchmark::DoNotOptimize(child_b.data());
  }
  state.SetItemsProcessed(2 * state.iterations());
}
BENCHMARK(BM_Pmx)->Arg(64)->Arg(256)->Arg(1024);

// The operators of a run that say nothing of what they changed, as a user's may: every child
// then gets a full count, the path before incremental evaluation, in the same run of the same
// binary. The run itself (draws, boards, evaluations) is the same.
void register_silent_operators() {
  static const bool once = [] {
    nqga::crossover_registry().add({.name = "range-full-count",
                                    .description = "PMX that says nothing of what it changed",
                                    .make = [](const nqga::ParamValues&) -> nqga::CrossoverOp {
                                      return [pmx = nqga::make_crossover("range")](
                                                 nqga::BoardView a, nqga::BoardView b,
                                                 nqga::Rng& rng, nqga::BoardSpan ca,
                                                 nqga::BoardSpan cb, nqga::Workspace& ws) {
                                        pmx(a, b, rng, ca, cb, ws);
                                        ws.crossed[0].forget();
                                        ws.crossed[1].forget();
                                      };
                                    }});
    nqga::mutation_registry().add({.name = "swap-full-count",
                                   .description = "swap that says nothing of what it changed",
                                   .make = [](const nqga::ParamValues&) -> nqga::MutationOp {
                                     return [swap = nqga::make_mutation("swap")](
                                                nqga::BoardSpan board, nqga::Rng& rng,
                                                nqga::Workspace& ws) {
                                       swap(board, rng, ws);
                                       ws.mutated.forget();
                                     };
                                   }});
    return true;
  }();
  (void)once;
}

// 50 generations of population 100 with the default operators, repeated: evaluations per second
// of the whole GA loop, selection and statistics included.
void run_generations(benchmark::State& state, nqga::GaParams params) {
  const int n = static_cast<int>(state.range(0));
  params.population = 100;
  params.stop.max_generations = 50;
  params.selection = state.range(1) ? "tournament" : "roulette";
  std::int64_t evaluations = 0, generations = 0;
  nqga::Rng rng(2);
  for (auto _ : state) {
    const nqga::RunResult result = nqga::run_ga(n, params, rng);
    evaluations += result.evaluations;
    generations += result.generations;
  }
  state.SetItemsProcessed(evaluations);
  state.counters["s_per_generation"] = benchmark::Counter(
      static_cast<double>(generations), benchmark::Counter::kIsRate | benchmark::Counter::kInvert);
}

// Second argument: 0 roulette, 1 tournament (size 3).
void BM_Generations(benchmark::State& state) { run_generations(state, {}); }
BENCHMARK(BM_Generations)->ArgsProduct({{64, 256, 1024}, {0, 1}})->Unit(benchmark::kMillisecond);

// The same runs with every child counted in full: the baseline of incremental evaluation.
void BM_GenerationsFullCount(benchmark::State& state) {
  register_silent_operators();
  nqga::GaParams params;
  params.crossover = "range-full-count";
  params.mutation = "swap-full-count";
  run_generations(state, params);
}
BENCHMARK(BM_GenerationsFullCount)
    ->ArgsProduct({{64, 256, 1024}, {0, 1}})
    ->Unit(benchmark::kMillisecond);

// Each model with tournament selection (second argument 1) at n = 1024, with its defaults:
// steady-state, (mu+lambda) and (mu,lambda) with lambda 100, islands (4 of 25, one thread).
void BM_Models(benchmark::State& state, const char* model) {
  nqga::GaParams params;
  params.model = model;
  run_generations(state, params);
}
BENCHMARK_CAPTURE(BM_Models, steady_state, "steady-state")
    ->Args({1024, 1})
    ->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(BM_Models, mu_plus_lambda, "mu-plus-lambda")
    ->Args({1024, 1})
    ->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(BM_Models, mu_comma_lambda, "mu-comma-lambda")
    ->Args({1024, 1})
    ->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(BM_Models, islands, "islands")->Args({1024, 1})->Unit(benchmark::kMillisecond);

// The island model on 1 and 2 threads: 4 islands of 25 at n = 4096, migration every 10 of 40
// generations. Items are evaluations; real time, so the ratio of the two rates is the speedup the
// threads give one job.
void BM_Islands(benchmark::State& state) {
  nqga::GaParams params;
  params.population = 100;
  params.selection = {"tournament", {{"tournament_size", std::int64_t{3}}}};
  params.stop.max_generations = 40;
  params.model = {"islands", {{"islands.threads", state.range(0)}}};
  std::int64_t evaluations = 0;
  nqga::Rng rng(3);
  for (auto _ : state) evaluations += nqga::run_ga(4096, params, rng).evaluations;
  state.SetItemsProcessed(evaluations);
}
BENCHMARK(BM_Islands)->Arg(1)->Arg(2)->Unit(benchmark::kMillisecond)->UseRealTime();

}  // namespace

BENCHMARK_MAIN();
