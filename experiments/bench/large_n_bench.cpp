// Large-n benchmark: one process per n (so that peak memory is this n's alone). Times the
// closed-form construction (the memory-speed reference), the min-conflicts solve (wall and the
// process's CPU seconds in it: on a shared machine the CPU time is the steadier figure) and the
// validation of its board, and prints one row:
//   n construct_s solve_s solve_cpu_s validate_s solve/construct peak_MiB swaps
//   build/experiments/bench/nqga_bench_large N [seed]      (experiments/bench/large_n.sh runs the
//   table)
#include <sys/resource.h>

#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <vector>

#include "huge_pages.hpp"
#include "local/construction.hpp"
#include "local/min_conflicts.hpp"

namespace {

double since(std::chrono::steady_clock::time_point start) {
  return std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
}

// User and system CPU seconds of this process so far.
double cpu_seconds() {
  rusage usage{};
  getrusage(RUSAGE_SELF, &usage);
  auto seconds = [](const timeval& t) { return static_cast<double>(t.tv_sec) + 1e-6 * t.tv_usec; };
  return seconds(usage.ru_utime) + seconds(usage.ru_stime);
}

}  // namespace

int main(int argc, char** argv) {
  if (argc < 2) {
    std::fprintf(stderr, "usage: nqga_bench_large N [seed]\n");
    return 2;
  }
  const long long n = std::atoll(argv[1]);
  const unsigned long long seed = argc > 2 ? std::strtoull(argv[2], nullptr, 10) : 1;
  std::vector<nqga::Column, nqga::HugePageAllocator<nqga::Column>> board(
      static_cast<std::size_t>(n));

  auto start = std::chrono::steady_clock::now();
  nqga::construct_solution(board);
  const double construct_s = since(start);

  nqga::Rng rng(seed);
  start = std::chrono::steady_clock::now();
  const double cpu_before = cpu_seconds();
  const nqga::MinConflictsResult result = nqga::min_conflicts(board, rng);
  const double solve_s = since(start), solve_cpu_s = cpu_seconds() - cpu_before;

  start = std::chrono::steady_clock::now();
  const bool valid = result.solved && nqga::check_board(board).valid();
  const double validate_s = since(start);

  rusage usage{};
  getrusage(RUSAGE_SELF, &usage);
  std::printf("%12lld %10.3f %9.3f %11.3f %10.3f %8.1fx %9.0f %6llu %s\n", n, construct_s, solve_s,
              solve_cpu_s, validate_s, solve_s / construct_s, usage.ru_maxrss / 1024.0,
              static_cast<unsigned long long>(result.swaps), valid ? "valid" : "INVALID");
  return valid ? 0 : 1;
}
