#include "count.hpp"

#include <memory>
#include <mutex>
#include <vector>

#include "../parallel.hpp"
#include "subproblems.hpp"
#include "watchdog.hpp"

namespace nqga {

SolutionCount count_solutions(int n, int threads,
                              const std::function<void(int done, int total)>& progress,
                              const StopToken& stop_token, SearchKernel kernel) {
  const std::vector<CountSubproblem> subproblems = count_subproblems(n);  // checks n
  kernel = resolve_kernel(kernel);
  std::atomic<bool> stop{false};
  const Watchdog watchdog(stop_token, stop);
  const int tasks = static_cast<int>(subproblems.size());
  std::vector<std::unique_ptr<CountWorkspace>> workspaces(
      static_cast<std::size_t>(std::max(threads, 1)));
  for (auto& workspace : workspaces) workspace = std::make_unique<CountWorkspace>();
  std::vector<std::uint64_t> counts(subproblems.size());
  std::mutex mutex;
  int done = 0;
  parallel_for(
      tasks, threads,
      [&](std::int64_t k, int worker) {
        const std::uint64_t found =
            count_subproblem(n, subproblems[static_cast<std::size_t>(k)], kernel,
                             *workspaces[static_cast<std::size_t>(worker)], stop);
        if (stop.load()) return;  // this subproblem's count may be partial: not kept
        std::lock_guard lock(mutex);
        counts[static_cast<std::size_t>(k)] = found;
        ++done;
        if (progress) progress(done, tasks);
      },
      &stop);
  if (done == tasks) return assemble_count(n, subproblems, counts);
  SolutionCount partial;  // the constellations finished; Burnside needs every count
  partial.complete = false;
  for (std::size_t k = 0; k < subproblems.size(); ++k) {
    if (subproblems[k].kind == SubproblemKind::constellation)
      partial.total += static_cast<std::uint64_t>(subproblems[k].weight) * counts[k];
  }
  return partial;
}

}  // namespace nqga
