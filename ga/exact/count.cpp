#include "count.hpp"

#include <algorithm>
#include <atomic>
#include <chrono>
#include <condition_variable>
#include <memory>
#include <mutex>
#include <stdexcept>
#include <thread>
#include <vector>

#include "../parallel.hpp"
#include "constellations.hpp"
#include "enumerate.hpp"
#include "search_kernels.hpp"
#include "symmetric.hpp"

namespace nqga {

namespace {

// Sets `stop` when the time limit passes, unless the count is over first.
class Watchdog {
 public:
  Watchdog(double limit_s, std::atomic<bool>& stop) {
    if (limit_s <= 0) return;
    thread_ = std::thread([this, limit_s, &stop] {
      std::unique_lock lock(mutex_);
      if (!over_.wait_for(lock, std::chrono::duration<double>(limit_s), [&] { return done_; })) {
        stop = true;
      }
    });
  }
  ~Watchdog() {
    {
      std::lock_guard lock(mutex_);
      done_ = true;
    }
    over_.notify_one();
    if (thread_.joinable()) thread_.join();
  }
  Watchdog(const Watchdog&) = delete;
  Watchdog& operator=(const Watchdog&) = delete;

 private:
  std::mutex mutex_;
  std::condition_variable over_;
  bool done_ = false;
  std::thread thread_;
};

std::uint64_t completions(CountKernel kernel, const Constellation& c,
                          std::unique_ptr<SearchBuffers<RowBits>>& buffers,
                          const std::atomic<bool>& stop) {
  if (kernel == CountKernel::scalar) return completions_scalar(c, stop);
#ifdef NQGA_X86_KERNELS
  if (!buffers) buffers = std::make_unique<SearchBuffers<RowBits>>();
  if (kernel == CountKernel::avx512) return completions_avx512(c, *buffers, stop);
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

bool cpu_has(CountKernel kernel) {
  switch (kernel) {
    case CountKernel::automatic:
    case CountKernel::scalar:
      return true;
#ifdef NQGA_X86_KERNELS
    case CountKernel::avx2:
      return __builtin_cpu_supports("avx2");
    case CountKernel::avx512:
      return __builtin_cpu_supports("avx512f");
#else
    case CountKernel::avx2:
    case CountKernel::avx512:
      return false;
#endif
  }
  return false;
}

std::string kernel_name(CountKernel kernel) {
  switch (kernel) {
    case CountKernel::automatic:
      return "automatic";
    case CountKernel::scalar:
      return "scalar";
    case CountKernel::avx2:
      return "avx2";
    case CountKernel::avx512:
      return "avx512";
  }
  return "?";
}

CountKernel kernel_from_name(const std::string& name) {
  for (const CountKernel k :
       {CountKernel::automatic, CountKernel::scalar, CountKernel::avx2, CountKernel::avx512}) {
    if (kernel_name(k) == name) return k;
  }
  throw std::invalid_argument("unknown kernel '" + name +
                              "'; choose automatic, scalar, avx2 or avx512");
}

CountKernel best_kernel() {
  if (cpu_has(CountKernel::avx512)) return CountKernel::avx512;
  if (cpu_has(CountKernel::avx2)) return CountKernel::avx2;
  return CountKernel::scalar;
}

SolutionCount count_solutions(int n, int threads,
                              const std::function<void(int done, int total)>& progress,
                              double time_limit_s, CountKernel kernel) {
  if (n < 1 || n > kMaxCountN) {
    throw std::invalid_argument("n must be in [1, " + std::to_string(kMaxCountN) +
                                "] for counting, got " + std::to_string(n));
  }
  if (!cpu_has(kernel)) {
    throw std::invalid_argument("the " + kernel_name(kernel) +
                                " kernel needs instructions this processor (or build) lacks; "
                                "the best here is " +
                                kernel_name(best_kernel()));
  }
  if (kernel == CountKernel::automatic) kernel = best_kernel();
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
    const std::uint64_t quarter_turn = n % 4 <= 1 ? count_rotation_symmetric(n, 1) : 0;
    result.unique = symmetry_classes(n, result.total, half_turn, quarter_turn);
  }
  return result;
}

}  // namespace nqga
