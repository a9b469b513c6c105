// nqga's GA loop against the same GA in GAlib (galib_peer.hpp), in one run, one core:
//   build/experiments/bench/nqga_bench_peer            evaluations per second of CPU time at
//                                                      n = 64, 256, 1024, roulette and tournament
//   build/experiments/bench/nqga_bench_peer --solve N SEEDS GENERATIONS
//                                                      runs solved of SEEDS seeds by each program
//                                                      within GENERATIONS generations (nqga with
//                                                      ga.elite_ties first and newest)
// (docs/performance-ga.md, docs/guide/model.md).
#include <algorithm>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <vector>

#include "engine.hpp"
#include "galib_peer.hpp"

namespace {

using nqga_bench::cpu_seconds;
using nqga_bench::PeerOperators;
using nqga_bench::PeerRun;
using nqga_bench::run_galib;

constexpr int kGenerations = 300;
constexpr double kMinSeconds = 0.5;  // seeds are run until this much CPU time is spent

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

// Evaluations and generations per CPU second over seeds 1, 2, ... until kMinSeconds (at least
// one run).
struct Rates {
  double evaluations = 0, generations = 0;
};

template <typename Run>
Rates rates(Run run) {
  std::int64_t evaluations = 0, generations = 0;
  double seconds = 0;
  for (unsigned seed = 1; seconds < kMinSeconds; ++seed) {
    const PeerRun one = run(seed);
    evaluations += one.evaluations;
    generations += one.generations;
    seconds += one.cpu_seconds;
  }
  return {static_cast<double>(evaluations) / seconds, static_cast<double>(generations) / seconds};
}

// One benchmark cell: the three programs' rates at one n and selection.
struct Cell {
  int n = 0;
  bool tournament = false;
  Rates shipped, careful, ours;
};

// A Markdown table of the cells' evaluations (k/s) or generations per CPU second.
void print_table(const std::vector<Cell>& cells, bool by_generations) {
  std::printf("\n%s per CPU second:\n\n", by_generations ? "Generations" : "Evaluations");
  std::printf("| n | selection | GAlib as shipped | GAlib, careful | nqga | nqga / careful |\n");
  std::printf("|---|---|---|---|---|---|\n");
  const char* unit = by_generations ? "/s" : " k/s";
  for (const Cell& c : cells) {
    auto rate = [&](const Rates& r) {
      return by_generations ? r.generations : r.evaluations / 1e3;
    };
    std::printf("| %d | %s | %.1f%s | %.0f%s | %.0f%s | %.2fx |\n", c.n,
                c.tournament ? "tournament" : "roulette", rate(c.shipped), unit, rate(c.careful),
                unit, rate(c.ours), unit, rate(c.ours) / rate(c.careful));
  }
}

// Evaluations per CPU second, each program by its own count, and generations per CPU second:
// the same GA, so the same work a generation (GAlib evaluates no child bred unchanged).
void print_rates() {
  std::vector<Cell> cells;
  for (const int n : {64, 256, 1024}) {
    for (const bool tournament : {false, true}) {
      Cell& cell = cells.emplace_back(Cell{n, tournament, {}, {}, {}});
      cell.shipped = rates([&](unsigned seed) {
        return run_galib(n, tournament, PeerOperators::kShipped, seed, kGenerations);
      });
      cell.careful = rates([&](unsigned seed) {
        return run_galib(n, tournament, PeerOperators::kCareful, seed, kGenerations);
      });
      cell.ours = rates([&](unsigned seed) { return run_nqga(n, tournament, seed, kGenerations); });
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
      peer += run_galib(n, tournament, PeerOperators::kCareful, s, generations).solved;
      first += run_nqga(n, tournament, s, generations, "first").solved;
      newest += run_nqga(n, tournament, s, generations, "newest").solved;
    }
    std::printf("| %d | %s | %d | %d | %.2g | %d | %.2g |\n", n,
                tournament ? "tournament" : "roulette", peer, first,
                fisher_two_sided(peer, seeds - peer, first, seeds - first), newest,
                fisher_two_sided(peer, seeds - peer, newest, seeds - newest));
  }
}

}  // namespace

int main(int argc, char** argv) {
  if (argc == 5 && std::string(argv[1]) == "--solve") {
    print_solved(std::atoi(argv[2]), std::atoi(argv[3]), std::atoi(argv[4]));
    return 0;
  }
  if (argc != 1) {
    std::fprintf(stderr, "usage: %s [--solve N SEEDS GENERATIONS]\n", argv[0]);
    return 2;
  }
  print_rates();
  return 0;
}
