// One population under a model: its operators made once, its workspaces allocated once, then
// advanced a generation at a time. The models of one population (generational, steady-state,
// (mu+lambda), (mu,lambda), a user's own) differ only in advance(); islands hold several. A
// model registered with an EvolutionFactory gets the standard run: the log, the stopping rules,
// the observer, checkpoints, and a place in islands.
#pragma once

#include <Eigen/Core>
#include <cstdint>
#include <limits>
#include <memory>
#include <optional>
#include <span>
#include <string>
#include <vector>

#include "../evaluation/child_evaluation.hpp"
#include "../evaluation/population.hpp"
#include "../ga_params.hpp"
#include "../operators/operator_registry.hpp"
#include "../problem/instance_conflicts.hpp"
#include "../rng.hpp"
#include "../run_result.hpp"
#include "state.hpp"

namespace nqga {

// What one generation of one population looks like to the run's tracker.
struct GenerationSnapshot {
  PopulationStats stats;
  std::int64_t evaluations = 0;  // made by this population so far, cumulative
  // Its best board, when it beats everything it had before: a view of the evolution's copy of
  // it, valid until the evolution improves again (no O(n) copy a generation).
  std::optional<BoardView> improved;
  // The falls of its best conflicts in this generation, at its own evaluation counts.
  std::vector<Improvement> improvements;
};

// Which of individuals with equal conflicts come first: the first row or the last.
enum class Ties { kFirst, kLast };

class Evolution {
 public:
  Evolution(int n, const GaParams& ga, Rng& rng);
  virtual ~Evolution() = default;
  Evolution(const Evolution&) = delete;
  Evolution& operator=(const Evolution&) = delete;

  // Scores the boards as free-row boards of an instance from now on: with a copy of `instance`
  // (whose counters are this population's), instead of the plain count and the incremental
  // deltas (every child a full count), and weighs them against the instance's most conflicts
  // (InstanceConflicts::weight_n). Called once, before start() or load(). O(n + blocked).
  void use_instance(const InstanceConflicts& instance);
  // The random first population, evaluated in row order. O(size * n), size * (n - 1) draws.
  void start();
  // One generation: `population` children for every model. It stops inside when a child solves
  // the board or the evaluation cap is reached (halted()).
  virtual void advance() = 0;
  // The most evaluations one generation can make: the children it breeds. Islands use it to run
  // generations in parallel only where the budget cannot run out inside them; a model that
  // breeds more than `population` children a generation says so here.
  virtual std::int64_t children_per_generation() const { return ga_.population; }
  // The current generation's statistics, and its best board when it improved.
  GenerationSnapshot snapshot();

  Population& population() { return population_; }
  const Population& population() const { return population_; }
  std::int64_t evaluations() const { return evaluations_; }
  // Caps the evaluations this population makes, all generations together (0: no cap). The
  // evaluation that would pass it is not made: the generation stops there.
  void limit_evaluations(std::int64_t cap) { cap_ = cap; }
  // Whether the last start() or advance() stopped inside, after a solving evaluation or at the
  // cap. The population then holds only what was evaluated (fewer rows for the generational and
  // (mu,lambda) models), and the run ends with this generation.
  bool halted() const { return halted_; }
  Rng& rng() { return rng_; }
  int n() const { return n_; }
  const GaParams& ga() const { return ga_; }

  // The population, its counters and the RNG, for checkpoints (models keep nothing else between
  // generations).
  void save(StateWriter& out) const;
  // Refuses (std::runtime_error) a state whose boards are not permutations of 0..n-1 or whose
  // conflicts are not theirs, so a damaged checkpoint never runs on: O(population * n).
  void load(StateReader& in);

  // The building blocks of a generation, in the order the generational model calls them (weigh,
  // keep_elites, select, breed, mutate, evaluate, replace); a model of one's own calls the same
  // ones (docs/building-blocks.md). They draw from rng() only, in the order called, so a model
  // made of them is reproducible from its seed. Only evaluate() counts evaluations, one per
  // changed row when it is made, and it stops at the solving evaluation or the cap (halted()):
  // a model that evaluates through it and ends with replace() keeps the exact accounting, in a
  // run of its own and inside islands. Rows are those of `to`; `changed` (one flag per row of
  // `to`) marks the rows that need an evaluation.

  // Selection weights of the current population (fitness transform and scaling) for select().
  // No draws; O(size), rank scaling O(size log size).
  void weigh();
  // Fills `picks` with parents (rows of the population) drawn by the selection operator from the
  // weights of the last weigh().
  void select(std::span<int> picks);
  // Copies the ga.elitism best of the population (fewest conflicts, ties to the first or the last
  // row: best_indices) into rows [0, elitism) of `to`, marked unchanged; returns ga.elitism. No
  // draws; O(size log elitism).
  int keep_elites(Population& to, std::vector<std::uint8_t>& changed, Ties ties = Ties::kFirst);
  // The parents breed() needs for `children` children: children pair up, and an odd count makes
  // one more pick whose second child is dropped.
  static int parents_for(int children) { return (children + 1) & ~1; }
  // Rows [first, last) of `to` bred from the population's rows parents[0], parents[1] (the first
  // pair), parents[2], parents[3], ...: each pair crossed with the crossover rate, else copied
  // (make_children). parents.size() >= parents_for(last - first).
  void breed(std::span<const int> parents, Population& to, int first, int last,
             std::vector<std::uint8_t>& changed);
  // Children of parents a and b (of `from`) into `to`'s rows c and c + 1 (only c when `both` is
  // false), crossed with the crossover rate, else copied; `changed` marks rows to evaluate.
  void make_children(const Population& from, int a, int b, Population& to, int c, bool both,
                     std::vector<std::uint8_t>& changed);
  // Mutates each row of [first, last) of `to` with the mutation rate, in row order.
  void mutate(Population& to, int first, int last, std::vector<std::uint8_t>& changed);
  // Mutates row c of `to` with the mutation rate, marking it changed.
  void maybe_mutate(Population& to, int c, std::vector<std::uint8_t>& changed);
  // Counts the conflicts of the changed rows of `to` in [from, until), in row order, each one
  // evaluation when it is made. Returns the end of what holds counted conflicts: `until`, or,
  // when it halts, the row after the solving one or the first changed row past the cap.
  int evaluate(Population& to, int from, int until, std::span<const std::uint8_t> changed);
  // `next`, evaluated up to row `evaluated` (what evaluate() returned), becomes the population;
  // `next` gets the old one back, to be bred into at the next generation. After a halted
  // generation only the evaluated rows are kept. O(1) but for that (allocates).
  void replace(Population& next, int evaluated);
  // Keeps the first `rows` individuals of the population (after a halted generation). Allocates.
  void keep_rows(int rows);
  // Copies row `from` of `source` into row `to` of `target`, diagonal counts included.
  static void copy(const Population& source, int from, Population& target, int to);
  // What the child in row c of the population being bred comes from, for its evaluation by
  // deltas (evaluation/incremental.hpp); make_children and maybe_mutate keep it.
  ChildOrigin& origin(int c);

 protected:
  const int n_;
  const GaParams& ga_;
  Rng& rng_;
  const SelectionOp select_;
  const CrossoverOp cross_;
  const MutationOp mutate_;
  Workspace ws_;
  Population population_;
  Board spare_;  // the unused second child of an odd last pair
  Eigen::VectorXd weights_;
  std::vector<int> order_;  // scratch for rank scaling and sorting by conflicts
  std::int64_t evaluations_ = 0;

 private:
  void check_population() const;

  // The conflicts of the board of row c of `to`, after the instance's when there is one.
  std::int64_t conflicts_of(Population& to, int c);
  // The reference of the population's lineage (evaluation/tracked_rows.hpp): its first board.
  void found_lineage();
  // The crossed child k (0 or 1) of parents a and b of `from` into row c of `to`, from the
  // crossover's output in the workspace: said as columns on rows, a copy of its base parent
  // (Population patch: O(rows apart)) with those rows written; else written whole into
  // scratch_[k], copied in.
  void place_child(const Population& from, int a, int b, Population& to, int c, int k,
                   std::vector<std::uint8_t>& changed);
  // Brings the counters of the crossed child in row c of `to` up to date right away, while its
  // rows and its base's are in cache (after the whole generation is bred, they are in the
  // last-level cache at best); its evaluation then moves the mutated queens alone. Counts no
  // evaluation; does nothing for an instance's boards, a child of unknown origin, or a small n.
  void settle(Population& to, int c);

  std::optional<InstanceConflicts> instance_;  // set: an instance's free-row boards
  int weight_n_ = n_;  // the n of the pairs transform: n, or the instance's weight_n()
  std::int64_t cap_ = 0;
  bool halted_ = false;
  std::int64_t best_evaluated_ = std::numeric_limits<std::int64_t>::max();
  std::vector<Improvement> improvements_;  // since the last snapshot
  std::vector<std::uint32_t> column_count_;
  Board diversity_sample_;              // scratch of population_stats
  std::vector<ChildOrigin> origins_;    // by row of the population being bred
  std::vector<std::uint8_t> row_mark_;  // n zeros between calls, for ChildOrigin::mutated
  Population best_;                     // the best board so far, for snapshot().improved
  Board scratch_[2];                    // children a crossover writes whole, for place_child
  std::vector<int> parents_apart_;      // Workspace::parents_apart
  std::int64_t best_so_far_ = std::numeric_limits<std::int64_t>::max();
};

// Indices of the k individuals with fewest conflicts into order[0..k), ties broken by index: the
// first index first (kFirst) or the last first (kLast). O(size log k).
void best_indices(const ConflictVector& conflicts, int k, std::vector<int>& order,
                  Ties ties = Ties::kFirst);

}  // namespace nqga
