#include "stepped_ga.hpp"

#include <algorithm>
#include <span>
#include <stdexcept>
#include <string>

#include "engine.hpp"
#include "evaluation/child_evaluation.hpp"
#include "models/evolution.hpp"
#include "models/model.hpp"
#include "models/tracker.hpp"

namespace nqga {

namespace {

// Why `board` is no permutation of 0..n-1, rows and columns 0-based; "" when it is one. O(n).
std::string not_a_permutation(BoardView board) {
  std::vector<int> row_of(board.size(), -1);
  for (std::size_t row = 0; row < board.size(); ++row) {
    const Column column = board[row];
    if (column < 0 || static_cast<std::size_t>(column) >= board.size()) {
      return "row " + std::to_string(row) + " has column " + std::to_string(column) +
             ", outside 0.." + std::to_string(board.size() - 1);
    }
    if (row_of[static_cast<std::size_t>(column)] >= 0) {
      return "rows " + std::to_string(row_of[static_cast<std::size_t>(column)]) + " and " +
             std::to_string(row) + " both use column " + std::to_string(column);
    }
    row_of[static_cast<std::size_t>(column)] = static_cast<int>(row);
  }
  return "";
}

}  // namespace

// What the run holds; members in the order the evolution's references need them.
struct SteppedGa::Run {
  Run(int n, const GaParams& given, std::uint64_t seed)
      : params(given),
        values(model_params(params.model.params)),
        rng(seed),
        evolution(make_evolution(params.model.name, n, params, values, rng)),
        tracker(params.stop, observer, nullptr),
        next(params.population, n),
        picks(static_cast<std::size_t>(params.population + 1)),
        changed(static_cast<std::size_t>(params.population)) {
    evolution->limit_evaluations(params.stop.max_evaluations);
    evolution->start();
    record();
  }

  void record() { reason = tracker.record(evolution->snapshot(), {}, evolution->population()); }

  GaParams params;
  ParamValues values;
  Rng rng;
  GenerationObserver observer;  // none: the caller's loop watches
  std::unique_ptr<Evolution> evolution;
  Tracker tracker;
  std::optional<StopReason> reason;
  // ask() and tell(): the generation being bred, as the generational model breeds it.
  Population next;
  std::vector<int> picks;
  std::vector<std::uint8_t> changed;
  int elite = 0;
  bool asked = false;
  GeneMatrix as_asked;  // the children as ask() handed them out
};

SteppedGa::SteppedGa(int n, const GaParams& params, std::uint64_t seed) {
  check_params(params, n);
  if (!model_registry().at(params.model.name)->evolution) {
    throw std::invalid_argument("model '" + params.model.name +
                                "' runs populations of its own and cannot be stepped; step a "
                                "model of one population (generational, steady-state, ...)");
  }
  run_ = std::make_unique<Run>(n, params, seed);
}

SteppedGa::~SteppedGa() = default;

std::int64_t SteppedGa::step(std::int64_t k, const std::atomic<bool>* stop) {
  if (run_->asked) throw std::logic_error("tell() the children asked for before step()");
  std::int64_t made = 0;
  while (made < k && !run_->reason && !(stop && stop->load(std::memory_order_relaxed))) {
    run_->evolution->advance();
    run_->record();
    ++made;
  }
  return made;
}

std::vector<BoardSpan> SteppedGa::ask() {
  Run& r = *run_;
  if (r.params.model.name != "generational") {
    throw std::logic_error(
        "ask() and tell() breed as the generational model does; this GA's "
        "model is '" +
        r.params.model.name + "' (step() runs it)");
  }
  if (r.reason) {
    throw std::logic_error("the run has ended (" + std::string(to_string(*r.reason)) + ")");
  }
  if (r.asked) throw std::logic_error("ask() again before tell(): tell() the children asked for");
  Evolution& evolution = *r.evolution;
  const int size = r.params.population;
  const Ties ties = r.values.text("elite_ties") == "newest" ? Ties::kLast : Ties::kFirst;
  evolution.weigh();
  r.elite = evolution.keep_elites(r.next, r.changed, ties);
  const std::span<int> parents(r.picks.data(),
                               static_cast<std::size_t>(Evolution::parents_for(size - r.elite)));
  evolution.select(parents);
  evolution.breed(parents, r.next, r.elite, size, r.changed);
  evolution.mutate(r.next, r.elite, size, r.changed);
  r.as_asked = r.next.genes;
  r.asked = true;
  std::vector<BoardSpan> children;
  for (int c = r.elite; c < size; ++c) children.push_back(r.next.board(c));
  return children;
}

void SteppedGa::tell() {
  Run& r = *run_;
  if (!r.asked) throw std::logic_error("tell() without ask(): ask() for the children first");
  Evolution& evolution = *r.evolution;
  const int size = r.params.population;
  std::vector<int> rewritten;  // the children the caller changed: counted in full
  for (int c = r.elite; c < size; ++c) {
    if (r.next.genes.row(c) == r.as_asked.row(c)) continue;
    if (const std::string broken = not_a_permutation(r.next.board(c)); !broken.empty()) {
      r.asked = false;
      throw std::invalid_argument("child " + std::to_string(c - r.elite) + " is no permutation (" +
                                  broken + "): the generation is dropped; ask() again");
    }
    rewritten.push_back(c);
  }
  for (const int c : rewritten) {
    ChildOrigin& origin = evolution.origin(c);
    origin.base = nullptr;
    origin.settled = false;
    origin.positions_written = false;
    origin.moved.clear();
    r.next.diagonals.invalidate(c);
    r.changed[static_cast<std::size_t>(c)] = 1;
  }
  evolution.replace(r.next, evolution.evaluate(r.next, r.elite, size, r.changed));
  r.asked = false;
  r.record();
}

std::optional<StopReason> SteppedGa::stop_reason() const { return run_->reason; }
const Population& SteppedGa::population() const { return run_->evolution->population(); }
const std::vector<GenerationRecord>& SteppedGa::log() const { return run_->tracker.log(); }
Board SteppedGa::best() const { return run_->tracker.best_board(); }
std::int64_t SteppedGa::best_conflicts() const { return run_->tracker.best_conflicts(); }

}  // namespace nqga
