// Micro-benchmarks of the GA's hot loops: conflict evaluation and one whole generation.
//   build/experiments/bench/nqga_bench_ga
// Evaluations per second are reported as the `items_per_second` counter.
#include <benchmark/benchmark.h>

#include "board.hpp"
#include "engine.hpp"

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

// One generation (population 100, the default operators) measured as a 51-generation run minus
// nothing: evaluations per second of the whole GA loop, selection and statistics included.
void BM_Generations(benchmark::State& state) {
  const int n = static_cast<int>(state.range(0));
  nqga::GaParams params;
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
BENCHMARK(BM_Generations)->ArgsProduct({{64, 256, 1024}, {0, 1}})->Unit(benchmark::kMillisecond);

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
