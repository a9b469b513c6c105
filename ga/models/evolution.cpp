#include "evolution.hpp"

#include <algorithm>
#include <numeric>
#include <stdexcept>

namespace nqga {

namespace {

// From this n on a crossed child's counters are settled right after its crossover (settle()).
// Below it the rows of a generation (12 n bytes an individual, two populations) mostly stay in
// a 512 KiB second-level cache anyway, and the early call only adds its own cost.
constexpr int kSettleEarlyN = 512;

}  // namespace

void best_indices(const ConflictVector& conflicts, int k, std::vector<int>& order, Ties ties) {
  order.resize(static_cast<std::size_t>(conflicts.size()));
  std::iota(order.begin(), order.end(), 0);
  const bool first = ties == Ties::kFirst;
  std::partial_sort(order.begin(), order.begin() + k, order.end(), [&](int a, int b) {
    return conflicts[a] != conflicts[b] ? conflicts[a] < conflicts[b] : (a < b) == first;
  });
}

Evolution::Evolution(int n, const GaParams& ga, Rng& rng)
    : n_(n),
      ga_(ga),
      rng_(rng),
      select_(make_selection(ga.selection)),
      cross_(make_crossover(ga.crossover)),
      mutate_(make_mutation(ga.mutation)),
      ws_(n),
      population_(ga.population, n),
      spare_(static_cast<std::size_t>(n)),

      column_count_(4 * static_cast<std::size_t>(n)),
      row_mark_(static_cast<std::size_t>(n)),
      best_(1, n),
      scratch_{Board(static_cast<std::size_t>(n)), Board(static_cast<std::size_t>(n))} {}

void Evolution::use_instance(const InstanceConflicts& instance) {
  instance_.emplace(instance);
  weight_n_ = instance.weight_n();
}

std::int64_t Evolution::conflicts_of(Population& to, int c) {
  if (instance_) return instance_->count(to.board(c));
  ChildOrigin& from = origin(c);
  const std::int64_t conflicts = evaluate_child(to, c, from, ws_.counter);
  // Used up: a row changed later by other means gets a full count.
  from.base = nullptr;
  from.settled = false;
  return conflicts;
}

void Evolution::start() {
  const int size = population_.size();
  for (int i = 0; i < size; ++i) shuffle_board(population_.board(i), rng_);
  const std::vector<std::uint8_t> all(static_cast<std::size_t>(size), 1);
  const int evaluated = evaluate(population_, 0, size, all);
  if (halted_) keep_rows(evaluated);
  found_lineage();
}

void Evolution::found_lineage() {
  if (population_.size() == 0) return;
  population_.diagonals.found_lineage(0, population_.board(0));
  for (int i = 1; i < population_.size(); ++i) {
    population_.diagonals.rebuild_tracking(i, population_.board(i));
  }
}

GenerationSnapshot Evolution::snapshot() {
  GenerationSnapshot snap{population_stats(population_, column_count_, diversity_sample_),
                          evaluations_,
                          {},
                          std::move(improvements_)};
  improvements_.clear();
  const bool improved = snap.stats.best < best_so_far_;
  // The best's row is looked for only where it is used: a generation of an untracked population
  // that did not improve pays nothing here.
  if (!improved && !population_.diagonals.tracking().enabled()) return snap;
  Eigen::Index best_row;
  population_.conflicts.minCoeff(&best_row);
  // The lineage's reference follows the best, so that the rows copies walk stay as few as the
  // rows where the population differs from it.
  population_.diagonals.follow(static_cast<int>(best_row), population_.board(best_row));
  if (improved) {
    best_so_far_ = snap.stats.best;
    copy(population_, static_cast<int>(best_row), best_, 0);
    snap.improved = best_.board(0);
  }
  return snap;
}

void Evolution::weigh() {
  fitness_weights(population_.conflicts, weight_n_, ga_.fitness, ga_.scaling, weights_, order_);
}

void Evolution::select(std::span<int> picks) { select_(weights_, rng_, picks, ws_); }

void Evolution::copy(const Population& source, int from, Population& target, int to) {
  copy_individual(source, from, target, to);
}

ChildOrigin& Evolution::origin(int c) {
  if (static_cast<std::size_t>(c) >= origins_.size())
    origins_.resize(static_cast<std::size_t>(c) + 1);
  return origins_[static_cast<std::size_t>(c)];
}

void Evolution::settle(Population& to, int c) {
  if (n_ >= kSettleEarlyN && !instance_ && origin(c).base) {
    ChildCounts(to, c, origin(c), ws_.counter).settle();
  }
}

void Evolution::make_children(const Population& from, int a, int b, Population& to, int c,
                              bool both, std::vector<std::uint8_t>& changed) {
  if (bernoulli(rng_, ga_.crossover_rate)) {
    ws_.crossed[0].forget();
    ws_.crossed[1].forget();
    ws_.parent_positions[0] = from.diagonals.positions(a);
    ws_.parent_positions[1] = from.diagonals.positions(b);
    if (&from != &to && !instance_ &&
        from.diagonals.rows_apart(a, from.board(a), b, from.board(b), parents_apart_)) {
      ws_.parents_apart = &parents_apart_;
      cross_(from.board(a), from.board(b), rng_, BoardSpan(scratch_[0]), BoardSpan(scratch_[1]),
             ws_);
      ws_.parents_apart = nullptr;
      ws_.parent_positions[0] = ws_.parent_positions[1] = nullptr;
      for (int k = 0; k < (both ? 2 : 1); ++k) place_child(from, a, b, to, c + k, k, changed);
      return;
    }
    ws_.child_positions[0] = instance_ ? nullptr : to.diagonals.positions_to_write(c);
    ws_.child_positions[1] = both && !instance_ ? to.diagonals.positions_to_write(c + 1) : nullptr;
    cross_(from.board(a), from.board(b), rng_, to.board(c),
           both ? to.board(c + 1) : BoardSpan(spare_), ws_);
    ws_.parent_positions[0] = ws_.parent_positions[1] = nullptr;
    ws_.child_positions[0] = ws_.child_positions[1] = nullptr;
    origin(c).crossed(from, a, b, ws_.crossed[0]);
    changed[static_cast<std::size_t>(c)] = 1;
    settle(to, c);
    if (both) {
      origin(c + 1).crossed(from, a, b, ws_.crossed[1]);
      changed[static_cast<std::size_t>(c + 1)] = 1;
      settle(to, c + 1);
    }
  } else {
    copy(from, a, to, c);
    origin(c).copied(from, a);
    changed[static_cast<std::size_t>(c)] = 0;
    if (both) {
      copy(from, b, to, c + 1);
      origin(c + 1).copied(from, b);
      changed[static_cast<std::size_t>(c + 1)] = 0;
    }
  }
}

void Evolution::place_child(const Population& from, int a, int b, Population& to, int c, int k,
                            std::vector<std::uint8_t>& changed) {
  RowChanges& crossed = ws_.crossed[k];
  changed[static_cast<std::size_t>(c)] = 1;
  if (!crossed.as_columns) {  // written whole into the scratch board
    std::copy(scratch_[k].begin(), scratch_[k].end(), to.board(c).begin());
    to.diagonals.invalidate(c);
    origin(c).crossed(from, a, b, crossed);
    settle(to, c);
    return;
  }
  const int base = crossed.base == 0 ? a : b;
  copy(from, base, to, c);
  origin(c).copied(from, base);
  const BoardSpan child = to.board(c);
  for (std::size_t j = 0; j < crossed.rows.size(); ++j) child[crossed.rows[j]] = crossed.columns[j];
  std::swap(origin(c).moved, crossed.rows);
  settle(to, c);
}

int Evolution::keep_elites(Population& to, std::vector<std::uint8_t>& changed, Ties ties) {
  const int elite = ga_.elitism;
  best_indices(population_.conflicts, elite, order_, ties);
  for (int e = 0; e < elite; ++e) {
    copy(population_, order_[static_cast<std::size_t>(e)], to, e);
    changed[static_cast<std::size_t>(e)] = 0;
  }
  return elite;
}

void Evolution::breed(std::span<const int> parents, Population& to, int first, int last,
                      std::vector<std::uint8_t>& changed) {
  for (int c = first, k = 0; c < last; c += 2, k += 2) {
    make_children(population_, parents[static_cast<std::size_t>(k)],
                  parents[static_cast<std::size_t>(k + 1)], to, c, c + 1 < last, changed);
  }
}

void Evolution::mutate(Population& to, int first, int last, std::vector<std::uint8_t>& changed) {
  for (int c = first; c < last; ++c) maybe_mutate(to, c, changed);
}

void Evolution::replace(Population& next, int evaluated) {
  std::swap(population_, next);
  if (halted_) keep_rows(evaluated);  // the run ends here; `next` is bred into by no one
}

void Evolution::maybe_mutate(Population& to, int c, std::vector<std::uint8_t>& changed) {
  if (bernoulli(rng_, ga_.mutation_rate)) {
    ws_.mutated.forget();
    ChildCounts counts(to, c, origin(c), ws_.counter);
    ws_.counts = &counts;
    mutate_(to.board(c), rng_, ws_);
    ws_.counts = nullptr;
    origin(c).mutated(ws_.mutated, row_mark_);
    changed[static_cast<std::size_t>(c)] = 1;
  }
}

int Evolution::evaluate(Population& to, int from, int until,
                        std::span<const std::uint8_t> changed) {
  for (int c = from; c < until; ++c) {
    if (!changed[static_cast<std::size_t>(c)]) continue;
    if (cap_ && evaluations_ >= cap_) {
      halted_ = true;
      return c;
    }
    to.conflicts[c] = conflicts_of(to, c);
    ++evaluations_;
    if (to.conflicts[c] < best_evaluated_) {
      best_evaluated_ = to.conflicts[c];
      improvements_.push_back({evaluations_, best_evaluated_});
    }
    if (to.conflicts[c] == 0) {
      halted_ = true;
      return c + 1;
    }
  }
  return until;
}

void Evolution::keep_rows(int rows) {
  population_.genes.conservativeResize(rows, Eigen::NoChange);
  population_.conflicts.conservativeResize(rows);
  population_.diagonals.resize(rows);
}

void Evolution::save(StateWriter& out) const {
  out.put(rng_.state());
  out.put(evaluations_);
  out.put(best_so_far_);
  out.put(best_evaluated_);
  out.put_span(population_.genes.data(), static_cast<std::size_t>(population_.genes.size()));
  out.put_span(population_.conflicts.data(),
               static_cast<std::size_t>(population_.conflicts.size()));
}

void Evolution::load(StateReader& in) {
  rng_.set_state(in.get<Rng::State>());
  evaluations_ = in.get<std::int64_t>();
  best_so_far_ = in.get<std::int64_t>();
  best_evaluated_ = in.get<std::int64_t>();
  in.get_span(population_.genes.data(), static_cast<std::size_t>(population_.genes.size()));
  in.get_span(population_.conflicts.data(), static_cast<std::size_t>(population_.conflicts.size()));
  check_population();
  for (int i = 0; i < population_.size(); ++i) {
    population_.diagonals.count(i, population_.board(i));
  }
  found_lineage();
}

void Evolution::check_population() const {
  std::optional<InstanceConflicts> counter = instance_;  // its counters are this call's
  for (int i = 0; i < population_.size(); ++i) {
    const BoardView board = population_.board(i);
    const BoardCheck check = check_board(board);
    if (check.verdict == BoardCheck::Verdict::kColumnOutOfRange ||
        check.verdict == BoardCheck::Verdict::kRepeatedColumn) {
      throw std::runtime_error("the checkpoint's individual " + std::to_string(i + 1) +
                               " is not a permutation: " + check.describe(board));
    }
    const std::int64_t conflicts = counter ? counter->count(board) : conflicting_pairs(board);
    if (population_.conflicts[i] != conflicts) {
      throw std::runtime_error("the checkpoint's individual " + std::to_string(i + 1) +
                               " does not have the conflicts it records");
    }
  }
}

}  // namespace nqga
