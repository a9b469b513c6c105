// First-solution benchmark: the batched searches against plain bitboard backtracking (the scalar
// kernel, one node at a time: the baseline), side by side in one run.
//   build/experiments/bench/nqga_bench_first [n_from n_to [repetitions]]     (default 32 35 1)
// Prints, per n and per vector kernel this processor has, the median wall seconds on one and two
// threads and the speed-up over the baseline; fails if any board or node count differs from it.
#include <cstdio>
#include <cstdlib>

#include "exact/first.hpp"
#include "median_seconds.hpp"

int main(int argc, char** argv) {
  const int from = argc > 1 ? std::atoi(argv[1]) : 32;
  const int to = argc > 2 ? std::atoi(argv[2]) : 35;
  const int repetitions = argc > 3 ? std::atoi(argv[3]) : 1;
  std::printf("%3s %15s %14s %9s %10s %10s %8s %8s\n", "n", "visited nodes", "baseline 1 thr",
              "kernel", "1 thr", "2 thr", "1 vs 1", "2 vs 1");
  for (int n = from; n <= to; ++n) {
    nqga::FirstSolution baseline;
    const double base = median_seconds(
        repetitions, [&] { return nqga::first_solution(n, 0, nqga::SearchKernel::scalar); },
        baseline);
    for (const nqga::SearchKernel kernel : {nqga::SearchKernel::avx2, nqga::SearchKernel::avx512}) {
      if (!nqga::cpu_has(kernel)) continue;
      nqga::FirstSolution one_thread, two_threads;
      const double one = median_seconds(
          repetitions, [&] { return nqga::first_solution(n, 0, kernel, 1); }, one_thread);
      const double two = median_seconds(
          repetitions, [&] { return nqga::first_solution(n, 0, kernel, 2); }, two_threads);
      const bool same = one_thread.board == baseline.board && two_threads.board == baseline.board &&
                        one_thread.visited_nodes == baseline.visited_nodes &&
                        two_threads.visited_nodes == baseline.visited_nodes;
      std::printf("%3d %15llu %13.3fs %9s %9.3fs %9.3fs %7.2fx %7.2fx%s\n", n,
                  static_cast<unsigned long long>(baseline.visited_nodes), base,
                  nqga::kernel_name(kernel).c_str(), one, two, base / one, base / two,
                  same ? "" : "  RESULTS DIFFER");
      if (!same) return 1;
    }
  }
  return 0;
}
