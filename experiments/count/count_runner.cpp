#include "count/count_runner.hpp"

#include <chrono>
#include <cstdio>
#include <memory>
#include <mutex>
#include <ostream>

#include "parallel.hpp"
#include "run/files.hpp"
#include "run/run_directory.hpp"

namespace nqga {

namespace {

using Clock = std::chrono::steady_clock;

// Lines like "[812/1604 subproblems, 51% of the estimated work] 4.1 s elapsed, ETA 3.9 s".
class CountProgress {
 public:
  CountProgress(std::ostream& err, bool enabled, int total, std::uint64_t total_cost)
      : err_(err),
        enabled_(enabled),
        total_(total),
        total_cost_(total_cost),
        start_(Clock::now()) {}

  // Called with the mutex held.
  void subproblem_done(std::uint64_t cost) {
    ++done_;
    done_cost_ += cost;
    if (!enabled_) return;
    const double elapsed = std::chrono::duration<double>(Clock::now() - start_).count();
    const double share = total_cost_ ? static_cast<double>(done_cost_) / total_cost_ : 1.0;
    const double eta = share > 0 ? elapsed / share * (1 - share) : 0;
    char line[160];
    std::snprintf(
        line, sizeof line,
        "\r[%d/%d subproblems, %.0f%% of the estimated work] %.1f s elapsed, ETA %.1f s  ", done_,
        total_, 100 * share, elapsed, eta);
    err_ << line << (done_ == total_ ? "\n" : "") << std::flush;
  }

 private:
  std::ostream& err_;
  const bool enabled_;
  const int total_;
  const std::uint64_t total_cost_;
  const Clock::time_point start_;
  int done_ = 0;
  std::uint64_t done_cost_ = 0;
};

}  // namespace

CountRunOutcome run_count_subproblems(const std::filesystem::path& dir, int n,
                                      const std::vector<CountSubproblem>& subproblems,
                                      const std::vector<int>& todo,
                                      const std::vector<std::uint64_t>& costs, int threads,
                                      SearchKernel kernel, std::ostream& err, bool progress) {
  std::uint64_t todo_cost = 0;
  for (const int id : todo) todo_cost += costs[static_cast<std::size_t>(id)];
  CountProgress shown(err, progress, static_cast<int>(todo.size()), todo_cost);
  const std::string host = host_name();
  std::vector<std::unique_ptr<CountWorkspace>> workspaces(
      static_cast<std::size_t>(std::max(threads, 1)));
  for (auto& workspace : workspaces) workspace = std::make_unique<CountWorkspace>();
  std::atomic<bool> stop{false};
  std::mutex mutex;
  CountRunOutcome outcome;
  parallel_for(
      static_cast<std::int64_t>(todo.size()), threads,
      [&](std::int64_t k, int worker) {
        const CountSubproblem& s = subproblems[static_cast<std::size_t>(todo[k])];
        const auto start = Clock::now();
        CountRecord record{n, s.id, subproblem_name(s), s.weight, 0, kernel_name(kernel), host, 0};
        record.count =
            count_subproblem(n, s, kernel, *workspaces[static_cast<std::size_t>(worker)], stop);
        if (stop.load()) return;  // partial: never recorded
        record.microseconds = static_cast<std::uint64_t>(
            std::chrono::duration_cast<std::chrono::microseconds>(Clock::now() - start).count());
        try {
          if (!dir.empty()) write_count_record(dir, record);
        } catch (const WriteError& e) {
          std::lock_guard lock(mutex);
          if (outcome.write_failure.empty()) outcome.write_failure = e.what();
          stop = true;
          return;
        }
        std::lock_guard lock(mutex);
        shown.subproblem_done(costs[static_cast<std::size_t>(s.id)]);
        outcome.records.push_back(std::move(record));
      },
      &stop);
  return outcome;
}

}  // namespace nqga
