// A GA run a generation at a time, for a caller that writes its own loop (DEAP's own loops,
// pymoo's ask and tell): run_ga (engine.hpp) with the loop handed out. Its records are the
// standard run's (the log, the best board, the stopping rules), so a run stepped to its end
// equals run_ga's with the same seed, seconds aside; ask() and tell() split a generation of the
// generational model in two, so that the caller may change the children before they are counted.
#pragma once

#include <atomic>
#include <cstdint>
#include <memory>
#include <optional>
#include <vector>

#include "evaluation/population.hpp"
#include "ga_params.hpp"
#include "run_result.hpp"

namespace nqga {

class SteppedGa {
 public:
  // Checks `params` (check_params: std::invalid_argument), makes the model's evolution and its
  // random first population, seeded by `seed`: generation 0 is recorded. O(population * n).
  SteppedGa(int n, const GaParams& params, std::uint64_t seed);
  ~SteppedGa();
  SteppedGa(const SteppedGa&) = delete;
  SteppedGa& operator=(const SteppedGa&) = delete;

  // Advances up to `k` generations of the model, fewer when a stopping rule ends the run or when
  // `stop` is set (looked at each generation's end). Returns the generations made.
  std::int64_t step(std::int64_t k, const std::atomic<bool>* stop = nullptr);

  // The generational model's next generation up to its children: the elites kept, the parents
  // selected, the children bred and mutated, none evaluated. Returns the rows of the children
  // (ga.elitism to ga.population) in the population being bred, which the caller may change in
  // place (each must stay a permutation) before tell(). No evaluation is made or counted.
  // Throws std::logic_error for another model, after the run ended, or twice without tell().
  std::vector<BoardSpan> ask();
  // Evaluates the asked children (each one evaluation, conflicting pairs counted in O(n)) and
  // makes them, with the elites, the population: one generation, recorded. Throws
  // std::logic_error without ask() before, std::invalid_argument for a child that is no
  // permutation (nothing changes; ask() again to breed anew).
  void tell();

  // Why the run ended, or none while it goes on.
  std::optional<StopReason> stop_reason() const;
  const Population& population() const;
  // The records so far as the run's log keeps them (log_thinning.hpp: every one up to 65,536
  // generations), generation 0 first and the last generation last.
  const std::vector<GenerationRecord>& log() const;
  // The best board so far and its conflicts.
  Board best() const;
  std::int64_t best_conflicts() const;

 private:
  struct Run;
  std::unique_ptr<Run> run_;
};

}  // namespace nqga
