#include "run/runner.hpp"

#include <algorithm>
#include <atomic>
#include <chrono>
#include <cstdio>
#include <mutex>
#include <new>
#include <ostream>
#include <set>

#include "parallel.hpp"
#include "problem/instance_file.hpp"
#include "run/files.hpp"
#include "run/instance_store.hpp"
#include "run/interrupts.hpp"
#include "run/memory.hpp"
#include "run/solvers.hpp"
#include "run/whole_lines.hpp"
#include "stop_token.hpp"

namespace nqga {

namespace {

// Lines like "[12/40 jobs] 9 solved, 3.1 s elapsed, ETA 7 s" on stderr.
class Progress {
 public:
  Progress(std::ostream& err, bool enabled, int total)
      : err_(err), enabled_(enabled), total_(total), start_(std::chrono::steady_clock::now()) {}

  void job_done(bool solved) {
    std::lock_guard lock(mutex_);
    ++done_;
    solved_ += solved;
    if (!enabled_) return;
    const double elapsed =
        std::chrono::duration<double>(std::chrono::steady_clock::now() - start_).count();
    const double eta = elapsed / done_ * (total_ - done_);
    char line[160];
    std::snprintf(line, sizeof line, "\r[%d/%d jobs] %d solved, %.1f s elapsed, ETA %.0f s   ",
                  done_, total_, solved_, elapsed, eta);
    err_ << line << (done_ == total_ ? "\n" : "") << std::flush;
  }

 private:
  std::ostream& err_;
  bool enabled_;
  int total_, done_ = 0, solved_ = 0;
  std::chrono::steady_clock::time_point start_;
  std::mutex mutex_;
};

// The ids of the jobs running now, for the message of a first interrupt.
class InFlight {
 public:
  void add(int id) {
    std::lock_guard lock(mutex_);
    ids_.insert(id);
  }
  void remove(int id) {
    std::lock_guard lock(mutex_);
    ids_.erase(id);
  }
  std::string text() {
    std::lock_guard lock(mutex_);
    std::string list;
    for (int id : ids_) list += (list.empty() ? "" : ", ") + std::to_string(id);
    return ids_.empty()
               ? std::string("the tables (no job is in flight)")
               : std::to_string(ids_.size()) + " job(s) in flight to finish (" + list + ")";
  }

 private:
  std::mutex mutex_;
  std::set<int> ids_;
};

}  // namespace

std::vector<const Job*> jobs_to_run(const Sweep& sweep, const std::vector<JobRecord>& records,
                                    const Shard& shard) {
  std::vector<bool> done(sweep.jobs.size());
  for (const auto& r : records) done[static_cast<std::size_t>(r.id)] = true;
  std::vector<const Job*> todo;
  for (const auto& job : sweep.jobs) {
    if (!done[static_cast<std::size_t>(job.id)] && job.id % shard.count == shard.index)
      todo.push_back(&job);
  }
  return todo;
}

std::string memory_refusal(const std::vector<const Job*>& todo, int threads) {
  std::vector<std::pair<std::uint64_t, const Job*>> sizes;
  for (const Job* job : todo) sizes.emplace_back(job_bytes(*job), job);
  const auto together = std::min<std::size_t>(static_cast<std::size_t>(threads), sizes.size());
  std::partial_sort(sizes.begin(), sizes.begin() + static_cast<std::ptrdiff_t>(together),
                    sizes.end(), std::greater<>());
  std::uint64_t needed = 0;
  std::size_t fitting = 0;  // how many of the largest fit together
  const std::uint64_t available = available_memory();
  for (std::size_t k = 0; k < together; ++k) {
    needed += sizes[k].first;
    if (needed <= available) fitting = k + 1;
  }
  plan_memory(needed);
  if (!available || needed <= available) return "";
  const Job& largest = *sizes.front().second;
  std::string text = "this sweep needs about " + format_bytes(needed) + " of memory with " +
                     std::to_string(together) +
                     " job(s) at once (n = " + std::to_string(job_n(largest)) + " with solver " +
                     job_solver(largest) + " alone needs " + format_bytes(sizes.front().first) +
                     "), but only " + format_bytes(available) + " is available" + memory_source();
  return text + (fitting ? "; run it with --jobs " + std::to_string(fitting)
                         : "; lower n (or ga.population) so that one job fits");
}

JobRecord run_job(const Job& job, ExactReference& reference, const JobCheckpoints& checkpoints,
                  std::ostream& err, const std::atomic<bool>* interrupt,
                  const GenerationWatch& on_generation) {
  JobRecord r;
  r.id = job.id;
  r.point = job.point;
  r.replicate = job.replicate;
  r.seed = job.seed;
  r.n = job_n(job);
  r.solver = job_solver(job);
  std::string note;
  Checkpoints saved = checkpoints.for_job(job, note);
  if (!note.empty()) err << "job " << job.id << " " << note << "\n";
  std::string cut;
  GenerationObserver observer;
  if (on_generation) {
    observer = [on_generation, id = job.id](const GenerationRecord& record, const Population&) {
      on_generation(id, record);
      return true;
    };
  }
  try {
    r.result = run_solver(job, &saved, interrupt, &cut, observer);
  } catch (const RunCut&) {
    throw;
  } catch (const std::runtime_error& e) {
    if (saved.restore.empty()) throw;
    err << "job " << job.id << " refused its checkpoint " << checkpoints.path(job.id).string()
        << " (" << e.what() << "); it runs from the start\n";
    saved.restore.clear();
    r.result = run_solver(job, &saved, interrupt, &cut, observer);
  }
  if (!cut.empty()) err << "job " << job.id << ": " << cut << "\n";
  if (r.result.stop_reason == StopReason::kInterrupted) return r;  // unfinished: not recorded
  const std::optional<Instance> instance = job_instance(job);
  const bool plain = !instance || instance->plain();
  const Verdict verdict = reference.check_result(
      r.n, r.result, solver_registry().at(r.solver)->counts, plain ? nullptr : &*instance);
  r.validated = verdict.valid;
  r.on_instance = !plain;
  if (!plain) r.instance = instance_hash(instance_file_text(*instance));
  r.operators = job_sources(job);
  r.validation = verdict.text;
  r.symmetry_class = verdict.symmetry_class;
  return r;
}

JobsOutcome run_jobs(const std::filesystem::path& dir, const std::string& experiment,
                     const std::vector<const Job*>& todo, int threads, ExactReference& reference,
                     const JobCheckpoints& checkpoints, std::ostream& err, bool progress,
                     const std::function<void(std::size_t)>& abandon, Interrupts* raised,
                     const GenerationWatch& on_generation) {
  WholeLines lines(err);  // the workers' notes, a whole line at a time
  JobsOutcome outcome;
  std::mutex mutex;
  Progress shown(lines, progress, static_cast<int>(todo.size()));
  InFlight in_flight;
  InterruptWatch watch(
      lines, [&] { return in_flight.text(); },
      [&] {
        std::size_t done;
        {
          std::lock_guard lock(mutex);
          done = outcome.records.size();
        }
        if (abandon) abandon(done);
      },
      raised);
  parallel_for(
      static_cast<std::int64_t>(todo.size()), threads,
      [&](std::int64_t k, int) {
        const Job& job = *todo[static_cast<std::size_t>(k)];
        in_flight.add(job.id);
        try {
          JobRecord record =
              run_job(job, reference, checkpoints, lines, &watch.abandoning(), on_generation);
          if (record.result.stop_reason == StopReason::kInterrupted) {
            in_flight.remove(job.id);  // unfinished, not recorded: its checkpoint is what it kept
            return;
          }
          record.experiment = experiment;
          write_job(dir, record);
          checkpoints.remove(record.id);
          shown.job_done(record.result.solved);
          Curves curves = curves_of(record.result.log);
          record.result.log = {};
          std::lock_guard lock(mutex);
          if (!curves.best.empty()) outcome.curves[record.id] = std::move(curves);
          outcome.records.push_back(std::move(record));
        } catch (const RunCut&) {
          // cut before its first generation was recorded: a resume runs it from the start
        } catch (const WriteError& e) {
          std::lock_guard lock(mutex);
          if (outcome.write_failure.empty()) outcome.write_failure = e.what();
          watch.stop();
        } catch (const std::bad_alloc&) {
          std::lock_guard lock(mutex);
          outcome.failures.push_back("job " + std::to_string(job.id) + ": " +
                                     out_of_memory_message());
        } catch (const std::exception& e) {
          std::lock_guard lock(mutex);
          outcome.failures.push_back("job " + std::to_string(job.id) + ": " + e.what());
        }
        in_flight.remove(job.id);
      },
      &watch.stopping());
  outcome.signal = watch.signal();
  outcome.interrupted = outcome.signal != 0;
  return outcome;
}

}  // namespace nqga
