// A job's solver: the registered solver (solvers/solver.hpp) its `solver` key names, run with
// the job's n, GA parameters and own parameters, and an Rng seeded with the job's seed.
#pragma once

#include <cstdint>

#include "models/model.hpp"
#include "run/sweep.hpp"
#include "run_result.hpp"

namespace nqga {

// Runs the job's solver, with checkpoints when given. Throws std::invalid_argument when no solver
// has its name.
RunResult run_solver(const Job& job, const Checkpoints* checkpoints = nullptr);

// The bytes the job holds at its peak: its solver's estimate (0 when it gives none).
std::uint64_t job_bytes(const Job& job);

}  // namespace nqga
