// Counting benchmark: nqga's counter with each kernel this processor has, on 1 and 2 threads,
// beside a plain mirror-halving bitboard counter (the classic 2002-style reference, written here),
// in one run. A change to the counter is timed against a build of the commit before it
// (experiments/bench/paired_builds.py --count N), not against a copy kept here.
//   build/experiments/bench/nqga_bench_count [n_from n_to [repetitions [kernels]]]
//   (default 15 17 3 scalar,avx2,avx512; the kernels this processor lacks are skipped)
// Prints, per n and per kernel, the median wall seconds over the repetitions on 1 and 2 threads,
// and the speed-up of 2 threads; the mirror-halving counter (1 thread) runs up to n = 17 only
// (minutes beyond). Fails if any kernel's total or unique count differs from another's, or a
// total from the mirror-halving counter's.
#include <algorithm>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <string>

#include "exact/count.hpp"
#include "exact/kernel.hpp"
#include "median_seconds.hpp"

namespace {

using Bits = std::uint32_t;

// The mirror-halving counter: bitboard backtracking over the first row's left half, doubled by
// the mirror image, plus the middle column for odd n. Total only; no symmetry classes; one thread.
std::uint64_t mirror_count(Bits mask, Bits left, Bits down, Bits right) {
  if (down == mask) return 1;
  std::uint64_t count = 0;
  for (Bits free = mask & ~(left | down | right); free; free &= free - 1) {
    const Bits bit = free & (0 - free);
    count += mirror_count(mask, (left | bit) << 1, down | bit, (right | bit) >> 1);
  }
  return count;
}

std::uint64_t mirror_total(int n) {
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

constexpr int kMirrorUpTo = 17;

}  // namespace

int main(int argc, char** argv) {
  const int from = argc > 1 ? std::atoi(argv[1]) : 15;
  const int to = argc > 2 ? std::atoi(argv[2]) : 17;
  const int repetitions = argc > 3 ? std::atoi(argv[3]) : 3;
  const std::string kernels = argc > 4 ? argv[4] : "scalar,avx2,avx512";
  std::printf("%3s %15s %11s %7s %10s %10s %7s\n", "n", "total", "mirror 1 thr", "kernel",
              "1 thread", "2 threads", "2 vs 1");
  for (int n = std::max(from, 6); n <= to; ++n) {
    std::uint64_t mirror = 0;
    const double mirror_s = n <= kMirrorUpTo
                                ? median_seconds(
                                      repetitions, [&] { return mirror_total(n); }, mirror)
                                : 0;
    bool first_kernel = true;
    nqga::SolutionCount first;
    for (const nqga::SearchKernel kernel :
         {nqga::SearchKernel::scalar, nqga::SearchKernel::avx2, nqga::SearchKernel::avx512}) {
      if (!nqga::cpu_has(kernel) || kernels.find(nqga::kernel_name(kernel)) == std::string::npos)
        continue;
      nqga::SolutionCount one, two;
      const auto count = [&](int threads) {
        return nqga::count_solutions(n, threads, {}, 0, kernel);
      };
      const double one_s = median_seconds(
          repetitions, [&] { return count(1); }, one);
      const double two_s = median_seconds(
          repetitions, [&] { return count(2); }, two);
      if (first_kernel) first = one;
      first_kernel = false;
      const bool same = one.total == two.total && one.unique == two.unique &&
                        one.total == first.total && one.unique == first.unique &&
                        (n > kMirrorUpTo || mirror == one.total);
      char mirror_text[16] = "-";
      if (n <= kMirrorUpTo) std::snprintf(mirror_text, sizeof mirror_text, "%.3fs", mirror_s);
      std::printf("%3d %15llu %11s %7s %9.3fs %9.3fs %6.2fx%s\n", n,
                  static_cast<unsigned long long>(one.total), mirror_text,
                  nqga::kernel_name(kernel).c_str(), one_s, two_s, one_s / two_s,
                  same ? "" : "  COUNTS DIFFER");
      std::fflush(stdout);
      if (!same) return 1;
    }
  }
  return 0;
}
