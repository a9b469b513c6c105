// First-solution benchmark: plain bitboard backtracking (the scalar kernel, one node at a time:
// the baseline) against what `nqga first N` runs by default (the automatic kernel on all hardware
// threads) and against every vector kernel this processor has, side by side in one run.
//   build/experiments/bench/nqga_bench_first [n_from n_to [repetitions]]     (default 32 35 1)
// Prints median wall microseconds. Table 1, per n: the baseline, the default (and the kernel it
// chose) and their ratio; at small n (8, 16) the default must cost no more than the baseline.
// Table 2, per n and vector kernel: one and two threads and the speed-up over the baseline, the
// evidence for kScalarProbeNodes. Fails if any board or node count differs from the baseline's.
#include <cstdio>
#include <cstdlib>
#include <vector>

#include "exact/first.hpp"
#include "median_seconds.hpp"
#include "parallel.hpp"

namespace {

using nqga::FirstSolution;
using nqga::SearchKernel;

bool same(const FirstSolution& a, const FirstSolution& b) {
  return a.board == b.board && a.visited_nodes == b.visited_nodes;
}

// Table 1's row of n; false when the default's result differs from the baseline's.
bool default_row(int n, int repetitions, double& base, FirstSolution& baseline) {
  base = median_seconds(
      repetitions, [&] { return nqga::first_solution(n, {}, SearchKernel::scalar); }, baseline);
  FirstSolution chosen;
  const int threads = nqga::hardware_threads();
  const double automatic = median_seconds(
      repetitions, [&] { return nqga::first_solution(n, {}, SearchKernel::automatic, threads); },
      chosen);
  std::printf("%3d %15llu %12.1f %12.1f %8s %3d %10.2f%s\n", n,
              static_cast<unsigned long long>(baseline.visited_nodes), base * 1e6, automatic * 1e6,
              nqga::kernel_name(chosen.kernel).c_str(), chosen.threads, automatic / base,
              same(chosen, baseline) ? "" : "  RESULTS DIFFER");
  return same(chosen, baseline);
}

// Table 2's rows of n; false when a kernel's result differs from the baseline's.
bool kernel_rows(int n, int repetitions, double base, const FirstSolution& baseline) {
  for (const SearchKernel kernel : {SearchKernel::avx2, SearchKernel::avx512}) {
    if (!nqga::cpu_has(kernel)) continue;
    FirstSolution one_thread, two_threads;
    const double one = median_seconds(
        repetitions, [&] { return nqga::first_solution(n, {}, kernel, 1); }, one_thread);
    const double two = median_seconds(
        repetitions, [&] { return nqga::first_solution(n, {}, kernel, 2); }, two_threads);
    const bool agree = same(one_thread, baseline) && same(two_threads, baseline);
    std::printf("%3d %9s %12.1f %12.1f %8.2fx %8.2fx%s\n", n, nqga::kernel_name(kernel).c_str(),
                one * 1e6, two * 1e6, base / one, base / two, agree ? "" : "  RESULTS DIFFER");
    if (!agree) return false;
  }
  return true;
}

}  // namespace

int main(int argc, char** argv) {
  const int from = argc > 1 ? std::atoi(argv[1]) : 32;
  const int to = argc > 2 ? std::atoi(argv[2]) : 35;
  const int repetitions = argc > 3 ? std::atoi(argv[3]) : 1;
  std::vector<double> bases;
  std::vector<FirstSolution> baselines;
  std::printf("median wall microseconds of %d repetition(s)\n%3s %15s %12s %12s %8s %3s %10s\n",
              repetitions, "n", "visited nodes", "scalar", "default", "kernel", "thr",
              "def/scalar");
  for (int n = from; n <= to; ++n) {
    bases.emplace_back();
    baselines.emplace_back();
    if (!default_row(n, repetitions, bases.back(), baselines.back())) return 1;
  }
  std::printf("\n%3s %9s %12s %12s %9s %9s\n", "n", "kernel", "1 thr", "2 thr", "1 vs sc",
              "2 vs sc");
  for (int n = from; n <= to; ++n) {
    const auto k = static_cast<std::size_t>(n - from);
    if (!kernel_rows(n, repetitions, bases[k], baselines[k])) return 1;
  }
  return 0;
}
