// The results model (results/results.hpp) of hand-made job records: a sweep from a config's text,
// and a record per job from what a test says each job came to, so that tables, tests and figures
// are checked on outcomes chosen to the run.
#pragma once

#include <cstdint>
#include <fstream>
#include <functional>
#include <string>
#include <vector>

#include "config/config.hpp"
#include "results/results.hpp"
#include "run/sweep.hpp"
#include "test_dirs.hpp"

namespace nqga::testing {

// The sweep of the config `text` (written to the test's folder as NAME.yaml).
inline Sweep sweep_of(const std::string& text, const std::string& name = "made") {
  const auto path = test_dir() / (name + ".yaml");
  std::ofstream(path) << text;
  return expand_sweep(load_config(path.string(), {}));
}

// What one job came to: solved (with a validated board), its stop reason, its work (evaluations
// for the GA's solvers, nodes for the exact ones) and seconds; its board's best conflicts, or -1
// for a run without a board.
struct Made {
  bool solved = false;
  StopReason stop = StopReason::kMaxEvaluations;
  std::int64_t work = 0;
  double seconds = 0;
  std::int64_t best_conflicts = -1;
  std::vector<double> timings = {};  // an exact search timed again (seconds: their median)
};

// A record per job of the sweep, from `made(job)`; a solved run gets a board (a placeholder of
// n columns: the model reads only that there is one), an unsolved one a board when it says its
// best conflicts. Validation passed throughout.
inline std::vector<JobRecord> made_records(const Sweep& sweep,
                                           const std::function<Made(const Job&)>& made) {
  std::vector<JobRecord> records;
  for (const Job& job : sweep.jobs) {
    const Made m = made(job);
    JobRecord& r = records.emplace_back();
    r.id = job.id;
    r.point = job.point;
    r.replicate = job.replicate;
    r.seed = job.seed;
    r.n = job_n(job);
    r.solver = job_solver(job);
    r.result.solved = m.solved;
    r.result.stop_reason = m.stop;
    const bool exact = r.solver == "backtracking-first" || r.solver == "backtracking-count";
    (exact ? r.result.nodes : r.result.evaluations) = m.work;
    r.result.seconds = m.seconds;
    r.result.timings = m.timings;
    if (m.solved || m.best_conflicts >= 0) {
      r.result.board.assign(static_cast<std::size_t>(r.n), 0);
      r.result.best_conflicts = m.solved ? 0 : m.best_conflicts;
    }
    r.validated = true;
  }
  return records;
}

// The results of `records` of `sweep`, with no exact reference (validate.exact_up_to 0).
inline Results made_results(const Sweep& sweep, std::vector<JobRecord> records) {
  ExactReference reference(0);
  return results_of(sweep, std::move(records), reference, (test_dir() / "made").string());
}

}  // namespace nqga::testing
