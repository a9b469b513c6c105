#include "count.hpp"

#include <algorithm>
#include <atomic>
#include <memory>
#include <mutex>
#include <stdexcept>
#include <vector>

#include "../parallel.hpp"
#include "constellations.hpp"
#include "enumerate.hpp"
#include "search_kernels.hpp"
#include "symmetric.hpp"
#include "watchdog.hpp"

namespace nqga {

namespace {

std::uint64_t completions(SearchKernel kernel, const Constellation& c,
                          std::unique_ptr<SearchBuffers<RowBits>>& buffers,
                          const std::atomic<bool>& stop) {
  if (kernel == SearchKernel::scalar) return completions_scalar(c, stop);
#ifdef NQGA_X86_KERNELS
  if (!buffers) buffers = std::make_unique<SearchBuffers<RowBits>>();
  if (kernel == SearchKernel::avx512) return completions_avx512(c, *buffers, stop);
  return completions_avx2(c, *buffers, stop);
#else
  throw std::logic_error("no vector kernels in this build");
#endif
}

// Boards too small for border constellations: every solution is enumerated, and the classes are
// counted by their least images.
SolutionCount count_by_enumeration(int n) {
  SolutionCount count;
  count.total = enumerate_solutions(n, [&](BoardView board) {
    count.unique += canonical(board) == Board(board.begin(), board.end());
  });
  return count;
}

}  // namespace

SolutionCount count_solutions(int n, int threads,
                              const std::function<void(int done, int total)>& progress,
                              double time_limit_s, SearchKernel kernel) {
  if (n < 1 || n > kMaxCountN) {
    throw std::invalid_argument("n must be in [1, " + std::to_string(kMaxCountN) +
                                "] for counting, got " + std::to_string(n));
  }
  kernel = resolve_kernel(kernel);
  if (n <= 5) return count_by_enumeration(n);

  std::atomic<bool> stop{false};
  const Watchdog watchdog(time_limit_s, stop);
  const std::vector<Constellation> constellations = border_constellations(n);
  const int tasks = static_cast<int>(constellations.size());
  std::vector<std::unique_ptr<SearchBuffers<RowBits>>> buffers(
      static_cast<std::size_t>(std::max(threads, 1)));
  std::mutex mutex;
  SolutionCount result;
  int done = 0;
  parallel_for(
      tasks, threads,
      [&](std::int64_t k, int worker) {
        const Constellation& c = constellations[static_cast<std::size_t>(k)];
        const std::uint64_t found =
            completions(kernel, c, buffers[static_cast<std::size_t>(worker)], stop);
        if (stop.load()) return;  // this constellation's count may be partial: not added
        std::lock_guard lock(mutex);
        result.total += static_cast<std::uint64_t>(c.weight) * found;
        ++done;
        if (progress) progress(done, tasks);
      },
      &stop);
  result.complete = done == tasks;
  if (result.complete) {
    const std::uint64_t half_turn = count_rotation_symmetric(n, 2);
    // A quarter turn maps the queens to 4-cycles plus at most the centre: none unless n % 4 <= 1.
    const std::uint64_t quarter_turn = n % 4 <= 1 ? count_rotation_symmetric(n, 1) : 0;
    result.unique = symmetry_classes(n, result.total, half_turn, quarter_turn);
  }
  return result;
}

}  // namespace nqga
