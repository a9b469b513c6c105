#include "run/solvers.hpp"

#include <algorithm>
#include <chrono>
#include <future>
#include <memory>
#include <optional>
#include <thread>

#include "rng.hpp"
#include "solvers/solver.hpp"

namespace nqga {

namespace {

// What one run holds, shared by the thread that runs it and the thread that waits for it, so
// that a run cut at its deadline keeps all it reads alive until it returns.
struct SolverRun {
  SolverRun(const Job& job, const Checkpoints* given, const std::atomic<bool>* interrupt,
            GenerationObserver watch = {})
      : solver(solver_registry().at(job_solver(job))),
        ga(job_ga_params(job)),
        stop(job_stop_rules(job)),
        params(with_defaults(solver->params, job_solver_params(job, *solver),
                             "solver '" + solver->name + "'")),
        rng(job.seed),
        relayed(interrupt && interrupt->load()),
        // With a deadline the run has a thread of its own, which a cut leaves running past the
        // caller: its token reads `relayed`, which lives as long as the run (run_solver relays).
        token(stop.time_limit_s, interrupt && stop.time_limit_s > 0 ? &relayed : interrupt),
        n(job_n(job)),
        instance(job_instance(job)),
        observer(std::move(watch)) {
    if (instance && instance->plain()) instance.reset();  // plain N-Queens, as every solver has it
    if (!given) return;
    checkpoints = *given;
    checkpoints->interrupt = interrupt && stop.time_limit_s > 0 ? &relayed : interrupt;
    // A cut run's checkpoints would outlive its job: they are dropped.
    if (given->save) {
      checkpoints->save = [save = given->save, abandoned = abandoned](const std::string& state) {
        if (!*abandoned) save(state);
      };
    }
  }

  RunResult run() {
    return solver->run({n, ga, stop, params, rng, observer, checkpoints ? &*checkpoints : nullptr,
                        &token, instance ? &*instance : nullptr});
  }

  std::shared_ptr<const SolverEntry> solver;
  GaParams ga;
  StopRules stop;
  ParamValues params;
  Rng rng;
  std::atomic<bool> relayed;  // the caller's interrupt, for a run on a thread of its own
  StopToken token;
  int n;
  std::optional<Instance> instance;  // of the problem.* keys; none for plain N-Queens
  GenerationObserver observer;
  std::optional<Checkpoints> checkpoints;
  std::shared_ptr<std::atomic<bool>> abandoned = std::make_shared<std::atomic<bool>>(false);
};

RunResult cut_run(const SolverRun& run, std::string* cut_note) {
  const double limit = run.stop.time_limit_s;
  RunResult cut;
  cut.stop_reason = StopReason::kTimeLimit;
  cut.seconds = limit + cut_grace_s(limit);
  if (cut_note) {
    *cut_note = "solver '" + run.solver->name + "' did not return within its time limit of " +
                format_value(limit) + " s and " + format_value(cut_grace_s(limit)) +
                " s more: cut, recorded as time_limit with no board; its thread runs on "
                "until the solver returns, and what it returns is dropped";
  }
  return cut;
}

}  // namespace

double cut_grace_s(double time_limit_s) { return 1.0 + 0.1 * time_limit_s; }

namespace {

// A deterministic search that decided its instance, run again to time it: up to kTimings runs in
// all while the repeats take at most kRepeatSeconds (a search of more than that is timed once),
// each repeat checked to visit the same nodes; `seconds` becomes the median.
void time_again(const Job& job, const std::atomic<bool>* interrupt, RunResult& first) {
  constexpr std::size_t kTimings = 5;
  constexpr double kRepeatSeconds = 1.0;
  const auto solver = solver_registry().at(job_solver(job));
  const bool decided =
      first.stop_reason == StopReason::kSolved || first.stop_reason == StopReason::kExhausted;
  if (!solver->deterministic || solver->counts || !decided) return;
  std::vector<double> timings{first.seconds};
  double spent = 0;
  while (timings.size() < kTimings && spent + timings.back() <= kRepeatSeconds &&
         !(interrupt && interrupt->load())) {
    const RunResult again = SolverRun(job, nullptr, interrupt).run();
    if (again.nodes != first.nodes || again.stop_reason != first.stop_reason) break;
    timings.push_back(again.seconds);
    spent += again.seconds;
  }
  if (timings.size() < 2) return;
  first.timings = timings;
  std::sort(timings.begin(), timings.end());
  const std::size_t middle = timings.size() / 2;
  first.seconds =
      timings.size() % 2 ? timings[middle] : (timings[middle - 1] + timings[middle]) / 2;
}

RunResult run_solver_once(const Job& job, const Checkpoints* checkpoints,
                          const std::atomic<bool>* interrupt, std::string* cut_note,
                          const GenerationObserver& observer) {
  auto run = std::make_shared<SolverRun>(job, checkpoints, interrupt, observer);
  if (!run->token.has_deadline()) return run->run();
  auto promise = std::make_shared<std::promise<RunResult>>();
  std::future<RunResult> result = promise->get_future();
  std::thread([run, promise] {
    try {
      promise->set_value(run->run());
    } catch (...) {
      promise->set_exception(std::current_exception());
    }
  }).detach();
  const auto grace = std::chrono::duration_cast<StopToken::Clock::duration>(
      std::chrono::duration<double>(cut_grace_s(run->stop.time_limit_s)));
  const auto cut_at = run->token.deadline() + grace;
  const auto relay_tick = std::chrono::milliseconds(50);
  for (;;) {
    if (interrupt && interrupt->load()) run->relayed = true;
    const auto until = std::min(cut_at, StopToken::Clock::now() + relay_tick);
    if (result.wait_until(until) == std::future_status::ready) return result.get();
    if (StopToken::Clock::now() >= cut_at) break;
  }
  *run->abandoned = true;
  return cut_run(*run, cut_note);
}

}  // namespace

RunResult run_solver(const Job& job, const Checkpoints* checkpoints,
                     const std::atomic<bool>* interrupt, std::string* cut_note,
                     const GenerationObserver& observer) {
  RunResult result = run_solver_once(job, checkpoints, interrupt, cut_note, observer);
  time_again(job, interrupt, result);
  return result;
}

std::uint64_t job_bytes(const Job& job) {
  const auto solver = solver_registry().at(job_solver(job));
  if (!solver->bytes) return 0;
  return solver->bytes(job_n(job), job_ga_params(job), job_solver_params(job, *solver));
}

}  // namespace nqga
