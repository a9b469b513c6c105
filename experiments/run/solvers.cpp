#include "run/solvers.hpp"

#include <map>
#include <mutex>

#include "exact/count.hpp"
#include "exact/first.hpp"
#include "local/min_conflicts.hpp"
#include "rng.hpp"

namespace nqga {

namespace {

double time_limit(const Job& job) {
  return std::get<double>(job.values[key_index("stop.time_limit_s")]);
}

SolverRun from_ga(RunResult result) {
  SolverRun run;
  run.solved = result.solved();
  run.stop_reason = std::string(to_string(result.stop_reason));
  run.generations = result.generations;
  run.evaluations = result.evaluations;
  run.best_conflicts = result.conflicts;
  run.seconds = result.seconds;
  run.board = std::move(result.board);
  run.log = std::move(result.log);
  return run;
}

SolverRun run_ga_job(const Job& job) {
  Rng rng(job.seed);
  return from_ga(run_ga(job_n(job), job_ga_params(job), rng));
}

SolverRun run_min_conflicts_job(const Job& job) {
  SolverRun run;
  if (job_n(job) == 2 || job_n(job) == 3) {  // nothing to search for
    run.stop_reason = "exhausted";
    return run;
  }
  run.board.resize(static_cast<std::size_t>(job_n(job)));
  Rng rng(job.seed);
  const MinConflictsResult result = min_conflicts(run.board, rng, time_limit(job));
  run.solved = result.solved;
  run.stop_reason = result.solved ? "solved" : "time_limit";
  run.evaluations = static_cast<std::int64_t>(result.swaps);
  run.best_conflicts = result.solved ? 0 : conflicting_pairs(run.board);
  run.seconds = result.seconds;
  return run;
}

// The GA of the ga.* keys with min-conflicts repair as the mutation of every child.
SolverRun run_memetic_job(const Job& job) {
  GaParams params = job_ga_params(job);
  params.mutation = "repair";
  params.mutation_rate = 1.0;
  Rng rng(job.seed);
  return from_ga(run_ga(job_n(job), params, rng));
}

SolverRun run_first_job(const Job& job) {
  const FirstSolution first = first_solution(job_n(job), time_limit(job));
  SolverRun run;
  run.solved = first.solved;
  run.stop_reason = first.solved ? "solved" : first.timed_out ? "time_limit" : "exhausted";
  run.nodes = static_cast<std::int64_t>(first.visited_nodes);
  run.seconds = first.seconds;
  run.board = first.board;
  return run;
}

SolverRun run_count_job(const Job& job) {
  const auto start = std::chrono::steady_clock::now();
  // One thread: the runner already runs one job per thread.
  const SolutionCount count = count_solutions(job_n(job), 1, {}, time_limit(job));
  SolverRun run;
  run.solved = count.complete;
  run.stop_reason = count.complete ? "solved" : "time_limit";
  run.solutions = count.total;
  run.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  return run;
}

struct Registry {
  std::mutex mutex;
  std::vector<std::string> order;
  std::map<std::string, SolverInfo> solvers;

  Registry() {
    auto ga_job_bytes = [](const Job& job) { return ga_bytes(job_n(job), job_ga_params(job)); };
    auto queens = [](const Job& job) { return static_cast<std::uint64_t>(job_n(job)); };
    add("ga", {run_ga_job, false, true, 1'000'000'000, "the genetic algorithm of the ga.* keys",
               ga_job_bytes});
    add("min-conflicts", {run_min_conflicts_job, false, true, 1'000'000'000,
                          "QS4-style min-conflicts local search (repair swaps in `evaluations`)",
                          [queens](const Job& job) { return min_conflicts_bytes(queens(job)); }});
    add("memetic",
        {run_memetic_job, false, true, 100'000,
         "the GA of the ga.* keys with min-conflicts repair as the mutation of every child",
         ga_job_bytes});
    add("backtracking-first",
        {run_first_job, true, true, 1'000'000,
         "the lexicographically first solution by bitboard backtracking (nodes in `nodes`)",
         [queens](const Job& job) { return first_solution_bytes(queens(job)); }});
    add("backtracking-count",
        {run_count_job,
         true,
         false,
         kMaxCountN,
         "all solutions counted by symmetry-reduced backtracking (one thread per job)",
         {}});
  }
  void add(const std::string& name, SolverInfo info) {
    if (!solvers.count(name)) order.push_back(name);
    solvers[name] = std::move(info);
  }
};

Registry& registry() {
  static Registry instance;
  return instance;
}

}  // namespace

void register_solver(const std::string& name, SolverInfo info) {
  Registry& r = registry();
  std::lock_guard lock(r.mutex);
  r.add(name, std::move(info));
}

const SolverInfo* find_solver(const std::string& name) {
  Registry& r = registry();
  std::lock_guard lock(r.mutex);
  const auto it = r.solvers.find(name);
  return it == r.solvers.end() ? nullptr : &it->second;
}

std::vector<std::string> solver_names() {
  Registry& r = registry();
  std::lock_guard lock(r.mutex);
  return r.order;
}

}  // namespace nqga
