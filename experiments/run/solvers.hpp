// A job's solver: the registered solver (solvers/solver.hpp) its `solver` key names, run with
// the job's n, GA parameters and own parameters, an Rng seeded with the job's seed, a stop
// token (stop.time_limit_s from the start, and the runner's interrupt flag), and the instance of
// its problem.* keys (job_instance) when that is not plain.
#pragma once

#include <atomic>
#include <cstdint>
#include <string>

#include "models/model.hpp"
#include "run/sweep.hpp"
#include "run_result.hpp"

namespace nqga {

// How long after its deadline a run is cut when its solver has not returned: 1 s + 10% of the
// limit. The built-ins return within milliseconds of it (a GA at its generation's end).
double cut_grace_s(double time_limit_s);

// Runs the job's solver, with checkpoints when given; a GA job given both checkpoints and an
// `interrupt` stops at the end of the generation the interrupt comes in and saves its state there
// (models/model.hpp: Checkpoints), with stop reason interrupted. Without a time limit it runs on
// the calling thread. With one it runs on a thread of its own while the caller waits until the
// deadline plus cut_grace_s; a solver still running then (one that ignores SolverInput::must_stop)
// is cut: the result is unsolved with stop_reason time_limit and no board, `cut_note` (when given)
// says so, and the solver's thread is left to run on, detached, until it returns (it keeps a CPU
// busy meanwhile, and whatever it returns or checkpoints is dropped). `interrupt` reaches that
// thread through a flag of the run's own, looked at every 50 ms, so it need only outlive the call.
// A deterministic solver that reports a board (an exact search) and decided its instance is run
// again to time it, up to 5 runs while the repeats take at most 1 s, each checked to visit the
// same nodes: RunResult::timings holds each run's seconds and `seconds` their median, so that a
// comparison in seconds carries the spread of its time (one measurement on a loaded machine can
// be off by a factor of 2 or more).
// Throws std::invalid_argument when no solver has its name, and what the solver throws.
// `observer` sees a GA's generations (models/model.hpp).
RunResult run_solver(const Job& job, const Checkpoints* checkpoints = nullptr,
                     const std::atomic<bool>* interrupt = nullptr, std::string* cut_note = nullptr,
                     const GenerationObserver& observer = {});

// The bytes the job holds at its peak: its solver's estimate (0 when it gives none).
std::uint64_t job_bytes(const Job& job);

}  // namespace nqga
