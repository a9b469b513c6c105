// Counting benchmark: nqga's counter against a plain mirror-halving bitboard counter (the classic
// 2002-style reference, written here as the baseline), side by side in one run.
//   build/experiments/bench/nqga_bench_count [n_from n_to [repetitions]]     (default 15 17 3)
// Prints, per n and per counting kernel this processor has, the median wall seconds over the
// repetitions and the speed-up over the baseline.
#include <cstdint>
#include <cstdio>
#include <cstdlib>

#include "exact/count.hpp"
#include "median_seconds.hpp"

namespace {

using Bits = std::uint32_t;

// The baseline: bitboard backtracking over the first row's left half, doubled by the mirror
// image, plus the middle column for odd n. Total only; no symmetry classes; one thread.
std::uint64_t mirror_count(Bits mask, Bits left, Bits down, Bits right) {
  if (down == mask) return 1;
  std::uint64_t count = 0;
  for (Bits free = mask & ~(left | down | right); free; free &= free - 1) {
    const Bits bit = free & (0 - free);
    count += mirror_count(mask, (left | bit) << 1, down | bit, (right | bit) >> 1);
  }
  return count;
}

std::uint64_t baseline_total(int n) {
  const Bits mask = (Bits{1} << n) - 1;
  std::uint64_t half = 0;
  for (int c = 0; c < n / 2; ++c) {
    const Bits bit = Bits{1} << c;
    half += mirror_count(mask, bit << 1, bit, bit >> 1);
  }
  std::uint64_t middle = 0;
  if (n % 2) {
    const Bits bit = Bits{1} << (n / 2);
    middle = mirror_count(mask, bit << 1, bit, bit >> 1);
  }
  return 2 * half + middle;
}

}  // namespace

int main(int argc, char** argv) {
  const int from = argc > 1 ? std::atoi(argv[1]) : 15;
  const int to = argc > 2 ? std::atoi(argv[2]) : 17;
  const int repetitions = argc > 3 ? std::atoi(argv[3]) : 3;
  std::printf("%3s %20s %14s %9s %10s %10s %8s %8s\n", "n", "total", "baseline 1 thr", "kernel",
              "1 thr", "2 thr", "1 vs 1", "2 vs 1");
  for (int n = from; n <= to; ++n) {
    std::uint64_t baseline = 0;
    const double base = median_seconds(
        repetitions, [&] { return baseline_total(n); }, baseline);
    for (const nqga::SearchKernel kernel :
         {nqga::SearchKernel::scalar, nqga::SearchKernel::avx2, nqga::SearchKernel::avx512}) {
      if (!nqga::cpu_has(kernel)) continue;
      std::uint64_t ours = 0;
      const double one = median_seconds(
          repetitions, [&] { return nqga::count_solutions(n, 1, {}, 0, kernel).total; }, ours);
      const double two = median_seconds(
          repetitions, [&] { return nqga::count_solutions(n, 2, {}, 0, kernel).total; }, ours);
      std::printf("%3d %20llu %13.3fs %9s %9.3fs %9.3fs %7.2fx %7.2fx%s\n", n,
                  static_cast<unsigned long long>(ours), base, nqga::kernel_name(kernel).c_str(),
                  one, two, base / one, base / two, ours == baseline ? "" : "  TOTALS DIFFER");
      if (ours != baseline) return 1;
    }
  }
  return 0;
}
