// The same generational GA as nqga's, written in GAlib 2.4.7 (Debian's libga-dev), the peer that
// peer_bench.cpp measures nqga's loop against: population 100, elitism 1 (GAlib's: the old best
// put back only when the new generation lost it), pairs fitness (n(n-1)/2 - conflicts,
// maximized), no scaling, PMX at 0.9, swap mutation, roulette or a size-3 tournament.
#pragma once

#include <cstdint>

namespace nqga_bench {

enum class PeerOperators {
  // GAlib's own PMX (a linear search for every range row: O(n x range)) and swap mutator at
  // 0.2 / n a gene (n coin flips a child, 0.2 swaps on average).
  kShipped,
  // What a careful GAlib user writes: the same PMX in O(n) with a position map, one swap of two
  // distinct rows per child at 0.2, genes read and written through GAlib's accessors.
  kCareful,
  // The same operators as a performance-minded C++ user writes them: on the raw gene arrays (one
  // memcpy for a child's copy, no accessor call a gene). The same runs as kCareful, seed by seed
  // (nqga_bench_peer --check). Every program counts its objective on the raw arrays.
  kRaw,
};

struct PeerRun {
  // Objective calls. GAlib calls it only for a child that a swap changed (GAGenome's evaluated
  // flag), so a child bred equal to its parent costs GAlib no evaluation and counts none; nqga
  // evaluates and counts every crossed or mutated child (as DEAP does), an unchanged one by
  // deltas over no rows. Generations are the measure both count alike.
  std::int64_t evaluations = 0;
  std::int64_t generations = 0;
  double cpu_seconds = 0;           // the process's CPU time over the run
  bool solved = false;              // a board with no conflict was found
  std::int64_t best_conflicts = 0;  // of the best board at the end, recounted
};

// Evaluations and generations per CPU second, summed over a program's runs.
struct Rates {
  std::int64_t evaluations = 0, generations = 0;
  double seconds = 0;

  void add(const PeerRun& run) {
    evaluations += run.evaluations;
    generations += run.generations;
    seconds += run.cpu_seconds;
  }
  double rate(bool by_generations) const {
    return static_cast<double>(by_generations ? generations : evaluations) / seconds;
  }
};

// The process's CPU time in seconds (CLOCK_PROCESS_CPUTIME_ID).
double cpu_seconds();

// One run of GAlib's GASimpleGA on n queens until a solution or `generations` generations.
// `seed` seeds GAlib's generator.
PeerRun run_galib(int n, bool tournament, PeerOperators operators, unsigned seed, int generations);

}  // namespace nqga_bench
