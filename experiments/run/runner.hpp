// Running a sweep's jobs: those of this process's shard that have no record yet, on a pool of
// threads, each validated and recorded the moment it finishes (its commit point), so a kill loses
// at most the jobs in flight. SIGINT or SIGTERM stops taking new jobs, and a second one abandons
// the jobs in flight (interrupts.hpp); a job stopped in flight is not recorded, and a GA's keeps
// its state as its checkpoint. A result that cannot be written stops taking new jobs too.
#pragma once

#include <atomic>
#include <functional>
#include <iosfwd>
#include <string>
#include <vector>

#include "run/checkpoint.hpp"
#include "run/interrupts.hpp"
#include "run/job_order.hpp"
#include "run/job_record.hpp"
#include "run/shard.hpp"
#include "run/sweep.hpp"
#include "run/validate.hpp"

namespace nqga {

// The jobs this process runs: those of its shard that have no record among `records`.
std::vector<const Job*> jobs_to_run(const Sweep& sweep, const std::vector<JobRecord>& records,
                                    const Shard& shard);

// "" when `todo` fits in memory with `threads` jobs at once (the largest ones together, as the
// worst case, by each solver's estimate); else why not, and the --jobs that would fit.
std::string memory_refusal(const std::vector<const Job*>& todo, int threads);

// A watch of the jobs' generations: the job's id and each generation's record, as it runs.
using GenerationWatch = std::function<void(int job, const GenerationRecord& record)>;

// Runs a job's solver (continuing from its checkpoint when it has one; stopping when `interrupt`
// is set; `on_generation` seeing its generations) and checks what it reports with the independent
// validator and, for small n, the exact reference. Notes on `err` what it did with a checkpoint,
// and a solver cut at its deadline.
JobRecord run_job(const Job& job, ExactReference& reference, const JobCheckpoints& checkpoints,
                  std::ostream& err, const std::atomic<bool>* interrupt = nullptr,
                  const GenerationWatch& on_generation = {});

// What running the jobs left behind.
struct JobsOutcome {
  std::vector<JobRecord> records;     // this process's, without their logs (written, and...)
  CurvesById curves;                  // ...kept as curves, so the summary need not read them back
  std::vector<std::string> failures;  // "job 7: what went wrong"
  std::string write_failure;          // the first result that could not be written
  bool interrupted = false;           // SIGINT or SIGTERM came...
  int signal = 0;                     // ...this one
};

// Runs `todo` on `threads` workers into the run directory `dir`, each record bound to
// `experiment` (Sweep::experiment), printing progress lines on `err` when `progress`. Until the
// call returns, SIGINT or SIGTERM stops taking new jobs, and a second one calls `abandon` (with
// the number of jobs this call finished) and ends the process. With `raised`, the caller's
// interrupts instead (Interrupts: the jobs in flight stop where they can continue from), and the
// call returns. `on_generation` sees each GA job's generations (run_job).
JobsOutcome run_jobs(const std::filesystem::path& dir, const std::string& experiment,
                     const std::vector<const Job*>& todo, int threads, ExactReference& reference,
                     const JobCheckpoints& checkpoints, std::ostream& err, bool progress,
                     const std::function<void(std::size_t)>& abandon = {},
                     Interrupts* raised = nullptr, const GenerationWatch& on_generation = {});

}  // namespace nqga
