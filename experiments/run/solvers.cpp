#include "run/solvers.hpp"

#include "rng.hpp"

namespace nqga {

RunResult run_solver(const Job& job, const Checkpoints* checkpoints) {
  const auto solver = solver_registry().at(job_solver(job));
  const GaParams ga = job_ga_params(job);
  const ParamValues params = with_defaults(solver->params, job_solver_params(job, *solver),
                                           "solver '" + solver->name + "'");
  Rng rng(job.seed);
  const GenerationObserver no_observer;
  return solver->run({job_n(job), ga, params, rng, no_observer, checkpoints});
}

std::uint64_t job_bytes(const Job& job) {
  const auto solver = solver_registry().at(job_solver(job));
  if (!solver->bytes) return 0;
  return solver->bytes(job_n(job), job_ga_params(job), job_solver_params(job, *solver));
}

}  // namespace nqga
