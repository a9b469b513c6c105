// Runs independent tasks on a fixed number of threads. Tasks are handed out one at a time from a
// shared counter, so uneven task lengths balance themselves; which thread runs a task must never
// change a result (every task owns its inputs and RNG).
#pragma once

#include <algorithm>
#include <atomic>
#include <cstdint>
#include <exception>
#include <mutex>
#include <thread>
#include <vector>

namespace nqga {

// The number of hardware threads, at least 1.
inline int hardware_threads() {
  return std::max(1, static_cast<int>(std::thread::hardware_concurrency()));
}

// Threads per hardware thread at most: past a few, more threads add only switches and memory,
// and tens of thousands abort the process (std::thread cannot start) or starve the host.
inline constexpr int kThreadsPerHardwareThread = 4;

// The threads worth starting for `tasks` independent tasks when `requested` are asked for (0 or
// less: one per hardware thread): at least 1, at most one a task and kThreadsPerHardwareThread
// per hardware thread.
inline int usable_threads(std::int64_t requested, std::int64_t tasks) {
  const std::int64_t cap =
      std::min<std::int64_t>(tasks, std::int64_t{kThreadsPerHardwareThread} * hardware_threads());
  return static_cast<int>(std::clamp<std::int64_t>(requested > 0 ? requested : hardware_threads(),
                                                   1, std::max<std::int64_t>(cap, 1)));
}

// Calls task(index, worker) for every index in [0, count) on usable_threads(threads, count)
// workers (worker in [0, that)). Returns when all are done; the first exception thrown by a task is
// rethrown after the others have stopped taking new tasks. `stop`, when set by anyone, also stops
// new tasks.
template <typename Task>
void parallel_for(std::int64_t count, int threads, Task&& task,
                  const std::atomic<bool>* stop = nullptr) {
  std::atomic<std::int64_t> next{0};
  std::atomic<bool> failed{false};
  std::exception_ptr error;
  std::mutex error_mutex;
  auto work = [&](int worker) {
    for (;;) {
      if (failed.load() || (stop && stop->load())) return;
      const std::int64_t index = next.fetch_add(1);
      if (index >= count) return;
      try {
        task(index, worker);
      } catch (...) {
        std::lock_guard lock(error_mutex);
        if (!error) error = std::current_exception();
        failed = true;
      }
    }
  };
  threads = usable_threads(threads, count);
  std::vector<std::thread> pool;
  for (int w = 1; w < threads; ++w) pool.emplace_back(work, w);
  work(0);
  for (auto& thread : pool) thread.join();
  if (error) std::rethrow_exception(error);
}

}  // namespace nqga
