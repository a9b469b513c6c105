// nqga's GA loop against the same GA in GAlib (galib_peer.hpp), in one run, one core:
//   build/experiments/bench/nqga_bench_peer            evaluations per second of CPU time at
//                                                      n = 64, 256, 1024, roulette and tournament:
//                                                      GAlib as shipped, then GAlib's careful
//                                                      program on raw arrays and nqga seed by seed
//                                                      in turn, their ratio the median of the
//                                                      seeds' (interquartile range)
//   build/experiments/bench/nqga_bench_peer --run N roulette|tournament SEEDS
//                                                      `nqga run` of the same GA as a user runs
//                                                      it (a config, --jobs 1 --no-plot), whole
//                                                      process, CPU time, against the raw program
//                                                      over as many seeds
//   build/experiments/bench/nqga_bench_peer --check SEEDS
//                                                      the careful program through GAlib's
//                                                      accessors and on raw arrays make the same
//                                                      runs (best conflicts, evaluations,
//                                                      generations) for seeds 1..SEEDS
//   build/experiments/bench/nqga_bench_peer --solve N SEEDS GENERATIONS
//                                                      runs solved of SEEDS seeds by each program
//                                                      within GENERATIONS generations (nqga with
//                                                      ga.elite_ties first and newest)
//   build/experiments/bench/nqga_bench_peer --nqga N roulette|tournament SEEDS
//                                                      nqga's side alone, seeds 1..SEEDS: its CPU
//                                                      time and runs, for timing two builds
//                                                      against each other (paired_builds.py)
// (docs/performance-ga.md, docs/guide/model.md).
#include <algorithm>
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <vector>

#include "engine.hpp"
#include "galib_peer.hpp"
#include "nqga_run_timing.hpp"
#include "statistics/statistics.hpp"

namespace {

using nqga_bench::cpu_seconds;
using nqga_bench::PeerOperators;
using nqga_bench::PeerRun;
using nqga_bench::Rates;
using nqga_bench::run_galib;

constexpr int kGenerations = 300;
constexpr double kMinSeconds = 1.0;  // seeds are run until each program spent this much CPU time

// nqga's run of the peer's GA: population 100, elitism 1, pairs, no scaling, PMX ("range") at
// 0.9, swap at 0.2, roulette or tournament of 3; the elites' ties to the first rows (nqga's
// default) or to the newest (ga.elite_ties, as GAlib's elitism has it in effect).
PeerRun run_nqga(int n, bool tournament, unsigned seed, int generations,
                 const char* elite_ties = "first") {
  nqga::GaParams params;
  params.elitism = 1;
  params.model = {"generational", {{"elite_ties", std::string(elite_ties)}}};
  params.selection = tournament ? "tournament" : "roulette";
  params.stop.max_generations = generations;
  nqga::Rng rng(seed);
  const double start = cpu_seconds();
  const nqga::RunResult result = nqga::run_ga(n, params, rng);
  return {result.evaluations, result.generations, cpu_seconds() - start, result.solved};
}

// nqga's rate over the careful program's, one ratio a seed (each ran that seed's GA), by
// evaluations and by generations.
struct Ratios {
  std::vector<double> by_evaluations, by_generations;
};

// The median and quartiles of `values` (nqga::quantile, R's default), as "1.52x (1.45x-1.60x)".
std::string median_and_quartiles(std::vector<double> values) {
  std::sort(values.begin(), values.end());
  char text[64];
  std::snprintf(text, sizeof text, "%.2fx (%.2fx-%.2fx)", nqga::quantile(values, 0.5),
                nqga::quantile(values, 0.25), nqga::quantile(values, 0.75));
  return text;
}

// One benchmark cell: the three programs' rates at one n and selection.
struct Cell {
  int n = 0;
  bool tournament = false;
  Rates shipped, careful, ours;
  Ratios ratios;
};

// GAlib as shipped over seeds 1, 2, ... until kMinSeconds; then the careful program and nqga
// seed by seed in turn (the careful program's seed s, then nqga's) until each has spent
// kMinSeconds: a machine whose speed drifts during the cell slows both alike, where one
// program's seeds run before the other's let the drift decide their ratio.
void measure(Cell& cell) {
  const int n = cell.n;
  const bool tournament = cell.tournament;
  for (unsigned seed = 1; cell.shipped.seconds < kMinSeconds; ++seed) {
    cell.shipped.add(run_galib(n, tournament, PeerOperators::kShipped, seed, kGenerations));
  }
  for (unsigned seed = 1; cell.careful.seconds < kMinSeconds || cell.ours.seconds < kMinSeconds;
       ++seed) {
    const PeerRun theirs = run_galib(n, tournament, PeerOperators::kRaw, seed, kGenerations);
    const PeerRun ours = run_nqga(n, tournament, seed, kGenerations);
    cell.careful.add(theirs);
    cell.ours.add(ours);
    auto per_second = [](std::int64_t count, const PeerRun& run) {
      return static_cast<double>(count) / run.cpu_seconds;
    };
    cell.ratios.by_evaluations.push_back(per_second(ours.evaluations, ours) /
                                         per_second(theirs.evaluations, theirs));
    cell.ratios.by_generations.push_back(per_second(ours.generations, ours) /
                                         per_second(theirs.generations, theirs));
  }
}

// A Markdown table of the cells' evaluations (k/s) or generations per CPU second, each program's
// over all its runs, and nqga / careful: the median of the seeds' ratios (interquartile range).
void print_table(const std::vector<Cell>& cells, bool by_generations) {
  std::printf("\n%s per CPU second:\n\n", by_generations ? "Generations" : "Evaluations");
  std::printf(
      "| n | selection | GAlib as shipped | GAlib, careful (raw arrays) | nqga | nqga / careful, "
      "median of "
      "the seeds (IQR) | seeds |\n");
  std::printf("|---|---|---|---|---|---|---|\n");
  const char* unit = by_generations ? "/s" : " k/s";
  const double scale = by_generations ? 1 : 1e3;
  for (const Cell& c : cells) {
    const Ratios& r = c.ratios;
    std::printf("| %d | %s | %.1f%s | %.0f%s | %.0f%s | %s | %zu |\n", c.n,
                c.tournament ? "tournament" : "roulette", c.shipped.rate(by_generations) / scale,
                unit, c.careful.rate(by_generations) / scale, unit,
                c.ours.rate(by_generations) / scale, unit,
                median_and_quartiles(by_generations ? r.by_generations : r.by_evaluations).c_str(),
                r.by_evaluations.size());
  }
}

// Evaluations per CPU second, each program by its own count, and generations per CPU second:
// the same GA, so the same work a generation (GAlib evaluates no child bred unchanged).
void print_rates() {
  std::vector<Cell> cells;
  for (const int n : {64, 256, 1024}) {
    for (const bool tournament : {false, true}) {
      measure(cells.emplace_back(Cell{n, tournament, {}, {}, {}, {}}));
    }
  }
  print_table(cells, false);
  print_table(cells, true);
  std::fflush(stdout);
}

// Two-sided Fisher exact test of a 2x2 table (a, b / c, d): the sum of the probabilities of all
// tables with the same margins no more likely than this one.
double fisher_two_sided(int a, int b, int c, int d) {
  const int row = a + b, column = a + c, total = a + b + c + d;
  auto log_p = [&](int x) {
    return std::lgamma(row + 1) + std::lgamma(total - row + 1) + std::lgamma(column + 1) +
           std::lgamma(total - column + 1) - std::lgamma(total + 1) - std::lgamma(x + 1) -
           std::lgamma(row - x + 1) - std::lgamma(column - x + 1) -
           std::lgamma(total - row - column + x + 1);
  };
  const double observed = log_p(a);
  double p = 0;
  for (int x = std::max(0, row + column - total); x <= std::min(row, column); ++x) {
    if (log_p(x) <= observed + 1e-9) p += std::exp(log_p(x));
  }
  return std::min(1.0, p);
}

// Runs solved of seeds 1..seeds by GAlib's careful program and by nqga with each elite_ties,
// with the Fisher test of each nqga count against GAlib's.
void print_solved(int n, int seeds, int generations) {
  std::printf("| n | selection | GAlib | nqga, elite_ties first | p | nqga, newest | p |\n");
  std::printf("|---|---|---|---|---|---|---|\n");
  for (const bool tournament : {false, true}) {
    int peer = 0, first = 0, newest = 0;
    for (int seed = 1; seed <= seeds; ++seed) {
      const auto s = static_cast<unsigned>(seed);
      peer += run_galib(n, tournament, PeerOperators::kRaw, s, generations).solved;
      first += run_nqga(n, tournament, s, generations, "first").solved;
      newest += run_nqga(n, tournament, s, generations, "newest").solved;
    }
    std::printf("| %d | %s | %d | %d | %.2g | %d | %.2g |\n", n,
                tournament ? "tournament" : "roulette", peer, first,
                fisher_two_sided(peer, seeds - peer, first, seeds - first), newest,
                fisher_two_sided(peer, seeds - peer, newest, seeds - newest));
  }
}

// nqga's runs of seeds 1..seeds: one line, the CPU seconds they took, then their evaluations and
// generations in all and a digest of each run's evaluations, generations and outcome (equal
// digests: the same runs).
void print_nqga_alone(int n, bool tournament, int seeds) {
  double seconds = 0;
  std::int64_t evaluations = 0, generations = 0;
  std::uint64_t digest = 0;
  for (int seed = 1; seed <= seeds; ++seed) {
    const PeerRun run = run_nqga(n, tournament, static_cast<unsigned>(seed), kGenerations);
    seconds += run.cpu_seconds;
    evaluations += run.evaluations;
    generations += run.generations;
    for (const std::int64_t x : {run.evaluations, run.generations, std::int64_t{run.solved}}) {
      digest = digest * 1000003 + static_cast<std::uint64_t>(x);
    }
  }
  std::printf("%.6f s %lld evaluations %lld generations digest %016llx\n", seconds,
              static_cast<long long>(evaluations), static_cast<long long>(generations),
              static_cast<unsigned long long>(digest));
}

// The careful program through GAlib's accessors and on raw arrays, seeds 1..seeds at each n
// and selection of the rates' table: the same best conflicts, evaluations and generations, or
// the first seed where they differ. Returns whether all agreed.
bool check_raw_program(int seeds) {
  int runs = 0;
  for (const int n : {64, 256, 1024}) {
    for (const bool tournament : {false, true}) {
      for (unsigned seed = 1; seed <= static_cast<unsigned>(seeds); ++seed) {
        const PeerRun a = run_galib(n, tournament, PeerOperators::kCareful, seed, kGenerations);
        const PeerRun b = run_galib(n, tournament, PeerOperators::kRaw, seed, kGenerations);
        ++runs;
        if (a.best_conflicts != b.best_conflicts || a.evaluations != b.evaluations ||
            a.generations != b.generations) {
          std::printf(
              "n = %d, %s, seed %u: accessors %lld conflicts, %lld evaluations, %lld "
              "generations; raw arrays %lld, %lld, %lld\n",
              n, tournament ? "tournament" : "roulette", seed,
              static_cast<long long>(a.best_conflicts), static_cast<long long>(a.evaluations),
              static_cast<long long>(a.generations), static_cast<long long>(b.best_conflicts),
              static_cast<long long>(b.evaluations), static_cast<long long>(b.generations));
          return false;
        }
      }
    }
  }
  std::printf("the same %d runs: best conflicts, evaluations and generations\n", runs);
  return true;
}

}  // namespace

int main(int argc, char** argv) {
  if (argc == 5 && std::string(argv[1]) == "--run") {
    return nqga_bench::print_nqga_run(std::atoi(argv[2]), std::string(argv[3]) == "tournament",
                                      std::atoi(argv[4]), kGenerations);
  }
  if (argc == 3 && std::string(argv[1]) == "--check") {
    return check_raw_program(std::atoi(argv[2])) ? 0 : 1;
  }
  if (argc == 5 && std::string(argv[1]) == "--solve") {
    print_solved(std::atoi(argv[2]), std::atoi(argv[3]), std::atoi(argv[4]));
    return 0;
  }
  if (argc == 5 && std::string(argv[1]) == "--nqga") {
    print_nqga_alone(std::atoi(argv[2]), std::string(argv[3]) == "tournament", std::atoi(argv[4]));
    return 0;
  }
  if (argc != 1) {
    std::fprintf(stderr,
                 "usage: %s [--run N roulette|tournament SEEDS | --check SEEDS | --solve N SEEDS "
                 "GENERATIONS | --nqga N roulette|tournament SEEDS]\n",
                 argv[0]);
    return 2;
  }
  print_rates();
  return 0;
}
