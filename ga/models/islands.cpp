// The island model (pagmo2's archipelago, DEAP's migRing): islands.count populations sharing
// ga.population equally (so that models compare at equal total population), each evolving under
// islands.model with an RNG of its own, exchanging islands.migration.size
// individuals every islands.migration.interval generations over a ring, fully connected or no
// topology. Between migrations the islands are independent, so they run on islands.threads threads
// and the result never depends on how many: each island's stream is derived from the run's RNG and
// its index, migration happens at fixed generations in island order, and the run's log is merged
// generation by generation afterwards.
#include <algorithm>
#include <cmath>
#include <numeric>

#include "../parallel.hpp"
#include "builtin_models.hpp"
#include "model.hpp"
#include "tracker.hpp"

namespace nqga {

namespace {

struct Migration {
  int size = 0, interval = 1;
  bool select_best = true, replace_worst = true;
  std::string topology;
};

// The islands that island `to` receives migrants from, in island order.
std::vector<int> sources(const std::string& topology, int to, int count) {
  std::vector<int> from;
  if (topology == "ring" && count > 1) from.push_back((to + count - 1) % count);
  if (topology == "full") {
    for (int i = 0; i < count; ++i) {
      if (i != to) from.push_back(i);
    }
  }
  return from;
}

// `count` distinct indices of [0, size) other than `keep`, uniformly (a partial Fisher-Yates
// shuffle). count <= size - 1; count draws.
std::vector<int> random_others(int size, int keep, int count, Rng& rng) {
  std::vector<int> pool;
  for (int i = 0; i < size; ++i) {
    if (i != keep) pool.push_back(i);
  }
  for (int k = 0; k < count; ++k) {
    const auto pick =
        k + static_cast<int>(uniform_below(
                rng, static_cast<std::uint64_t>(pool.size()) - static_cast<std::uint64_t>(k)));
    std::swap(pool[static_cast<std::size_t>(k)], pool[static_cast<std::size_t>(pick)]);
  }
  pool.resize(static_cast<std::size_t>(count));
  return pool;
}

int best_of(const Population& p) {
  Eigen::Index best;
  p.conflicts.minCoeff(&best);
  return static_cast<int>(best);
}

// The `count` individuals a receiver gives up: the worst (ties: the later) or random ones, never
// its best.
std::vector<int> victims(const Population& p, int count, bool worst, Rng& rng) {
  const int keep = best_of(p);
  if (!worst) return random_others(p.size(), keep, count, rng);
  std::vector<int> order(static_cast<std::size_t>(p.size()));
  std::iota(order.begin(), order.end(), 0);
  std::erase(order, keep);
  std::partial_sort(order.begin(), order.begin() + count, order.end(), [&](int a, int b) {
    return p.conflicts[a] != p.conflicts[b] ? p.conflicts[a] > p.conflicts[b] : a > b;
  });
  order.resize(static_cast<std::size_t>(count));
  return order;
}

// Emigrants leave every island (chosen before anyone receives), then each island takes those of
// its sources in place of its victims.
void migrate(std::vector<std::unique_ptr<Evolution>>& islands, const Migration& m, int n) {
  const int count = static_cast<int>(islands.size());
  if (m.size == 0 || m.topology == "none") return;
  std::vector<Population> emigrants;
  std::vector<int> order;
  for (auto& island : islands) {
    const Population& p = island->population();
    std::vector<int> chosen;
    if (m.select_best) {
      best_indices(p.conflicts, m.size, order);
      chosen.assign(order.begin(), order.begin() + m.size);
    } else {
      chosen = random_others(p.size(), -1, m.size, island->rng());
    }
    Population& out = emigrants.emplace_back(m.size, n);
    for (int k = 0; k < m.size; ++k) {
      copy_individual(p, chosen[static_cast<std::size_t>(k)], out, k);
    }
  }
  for (int to = 0; to < count; ++to) {
    const std::vector<int> from = sources(m.topology, to, count);
    Population& p = islands[static_cast<std::size_t>(to)]->population();
    const std::vector<int> out = victims(p, m.size * static_cast<int>(from.size()), m.replace_worst,
                                         islands[static_cast<std::size_t>(to)]->rng());
    for (std::size_t s = 0; s < from.size(); ++s) {
      const Population& in = emigrants[static_cast<std::size_t>(from[s])];
      for (int k = 0; k < m.size; ++k) {
        const int victim = out[s * static_cast<std::size_t>(m.size) + static_cast<std::size_t>(k)];
        copy_individual(in, k, p, victim);
      }
    }
  }
}

// One generation of all islands as one: best and worst over all, the mean and standard deviation
// of all individuals (the islands are of one size), the mean diversity within islands, the
// evaluations of all, and the board of the first island that holds the best, when it improved.
GenerationSnapshot merge(const std::vector<GenerationSnapshot>& snaps,
                         std::vector<std::int64_t>& island_best) {
  GenerationSnapshot merged;
  PopulationStats& m = merged.stats;
  m.best = std::numeric_limits<std::int64_t>::max();
  m.worst = std::numeric_limits<std::int64_t>::min();
  double squares = 0;
  island_best.clear();
  for (const GenerationSnapshot& s : snaps) {
    island_best.push_back(s.stats.best);
    if (s.stats.best < m.best) {
      m.best = s.stats.best;
      merged.improved = s.improved;
    }
    m.worst = std::max(m.worst, s.stats.worst);
    m.mean += s.stats.mean;
    squares += s.stats.std * s.stats.std + s.stats.mean * s.stats.mean;
    m.diversity += s.stats.diversity;
    merged.evaluations += s.evaluations;
  }
  const double k = static_cast<double>(snaps.size());
  m.mean /= k;
  m.std = std::sqrt(std::max(0.0, squares / k - m.mean * m.mean));
  m.diversity /= k;
  return merged;
}

class Islands {
 public:
  explicit Islands(const ModelInput& in)
      : in_(in),
        count_(static_cast<int>(in.params.integer("islands.count"))),
        threads_(static_cast<int>(in.params.integer("islands.threads"))),
        migration_{static_cast<int>(in.params.integer("islands.migration.size")),
                   static_cast<int>(in.params.integer("islands.migration.interval")),
                   in.params.text("islands.migration.select") == "best",
                   in.params.text("islands.migration.replace") == "worst",
                   in.params.text("islands.topology")},
        island_ga_(in.ga),
        tracker_(in.ga.stop, in.observer, in.checkpoints, in.thinning) {
    island_ga_.population /= count_;      // ga.population is all islands' together
    const std::uint64_t base = in.rng();  // one draw: every island's stream derives from it
    for (int i = 0; i < count_; ++i) {
      rngs_.emplace_back(derive_seed(base, static_cast<std::uint64_t>(i)));
    }
    for (int i = 0; i < count_; ++i) {
      islands_.push_back(make_evolution(in.params.text("islands.model"), in.n, island_ga_,
                                        in.params, rngs_[static_cast<std::size_t>(i)]));
      if (in.instance) islands_.back()->use_instance(*in.instance);
    }
  }

  // An interrupted run migrates as its generation would have before it saves its state, so that
  // the run continued from it goes on at the next epoch.
  RunResult run() {
    auto next = [&] {
      const std::optional<StopReason> reason = epoch();
      const bool goes_on = !reason || reason == StopReason::kInterrupted;
      if (goes_on && tracker_.generations() % migration_.interval == 0) {
        migrate(islands_, migration_, in_.n);
      }
      return reason;
    };
    return run_generations(
        tracker_, in_.checkpoints, [&](const std::string& saved) { restore(saved); },
        [&] { return start(); }, next,
        [&](std::string buffer) { return state(std::move(buffer)); });
  }

 private:
  // Evaluations are counted as if the islands took turns, one generation each in island order:
  // island i's generation g comes after generation g of islands 0..i-1 and before theirs of
  // g + 1. So the numbers do not depend on islands.threads, and a solving island ends the run at
  // its own evaluation; the islands after it in that generation are recorded as they were
  // before it (in generation 0, with their first populations, evaluated in parallel, not
  // counted). check_params keeps the budget at ga.population or more, so generation 0 is whole.
  std::optional<StopReason> start() {
    parallel_for(count_, threads_, [&](std::int64_t i, int) { islands_[i]->start(); });
    std::vector<GenerationSnapshot> first;
    bool solved = false;
    for (auto& island : islands_) {
      first.push_back(island->snapshot());
      if (solved) {
        first.back().evaluations = 0;
        first.back().improvements.clear();
      }
      solved = solved || island->halted();
    }
    return record(first);
  }

  std::optional<StopReason> record(const std::vector<GenerationSnapshot>& snaps) {
    std::vector<std::int64_t> island_best;
    GenerationSnapshot merged = merge(snaps, island_best);
    merged.improvements = in_run_order(snaps);
    const auto best = std::min_element(island_best.begin(), island_best.end());
    const Population& shown =
        islands_[static_cast<std::size_t>(best - island_best.begin())]->population();
    last_ = snaps;
    for (GenerationSnapshot& snap : last_) {
      snap.improved.reset();
      snap.improvements.clear();
    }
    return tracker_.record(merged, std::move(island_best), shown);
  }

  // The islands' falls of their best at the run's evaluation counts: an evaluation of island i
  // comes after this generation of the islands before it and the last of those after it.
  std::vector<Improvement> in_run_order(const std::vector<GenerationSnapshot>& snaps) const {
    auto before = [&](std::size_t i) { return last_.empty() ? 0 : last_[i].evaluations; };
    std::vector<Improvement> falls;
    for (std::size_t i = 0; i < snaps.size(); ++i) {
      std::int64_t offset = 0;
      for (std::size_t j = 0; j < snaps.size(); ++j) {
        if (j != i) offset += j < i ? snaps[j].evaluations : before(j);
      }
      for (const Improvement& fall : snaps[i].improvements) {
        falls.push_back({fall.evaluation + offset, fall.conflicts});
      }
    }
    return falls;
  }

  std::int64_t evaluations() const {
    std::int64_t total = 0;
    for (const auto& island : islands_) total += island->evaluations();
    return total;
  }

  // The generations all islands can run in parallel: up to the next migration, within the
  // generation cap, and only as many as the evaluation budget cannot run out in.
  std::int64_t parallel_steps() const {
    std::int64_t steps = migration_.interval - tracker_.generations() % migration_.interval;
    const StopRules& stop = in_.ga.stop;
    if (stop.max_generations)
      steps = std::min(steps, stop.max_generations - tracker_.generations());
    if (stop.max_evaluations) {
      std::int64_t per_generation = 0;
      for (const auto& island : islands_) per_generation += island->children_per_generation();
      steps = std::min(steps, (stop.max_evaluations - evaluations()) / per_generation);
    }
    return steps;
  }

  std::optional<StopReason> epoch() {
    const std::int64_t steps = parallel_steps();
    if (steps == 0) return record(last_generation());
    std::vector<std::vector<GenerationSnapshot>> snaps(static_cast<std::size_t>(count_));
    parallel_for(count_, threads_, [&](std::int64_t i, int) {
      Evolution& island = *islands_[i];
      if (in_.ga.stop.max_evaluations) {  // never reached: the guard of children_per_generation
        island.limit_evaluations(island.evaluations() + steps * island.children_per_generation());
      }
      for (std::int64_t s = 0; s < steps && !island.halted(); ++s) {
        island.advance();
        snaps[i].push_back(island.snapshot());
      }
    });
    // The islands ran the whole epoch: an interrupt ends the run once all of it is recorded, so
    // that the state it saves is one generation's.
    std::optional<StopReason> interrupted;
    for (std::int64_t s = 0; s < steps; ++s) {
      const std::optional<StopReason> reason = record(in_turn(snaps, s));
      if (reason == StopReason::kInterrupted) {
        interrupted = reason;
      } else if (reason) {
        return reason;
      }
    }
    return interrupted;
  }

  // Generation s of every island, in turn: up to the first that solved in it, then the others
  // as they were before it.
  std::vector<GenerationSnapshot> in_turn(const std::vector<std::vector<GenerationSnapshot>>& snaps,
                                          std::int64_t s) {
    std::vector<GenerationSnapshot> now;
    bool solved = false;
    for (int i = 0; i < count_; ++i) {
      const auto& mine = snaps[static_cast<std::size_t>(i)];
      if (solved) {
        now.push_back(last_[static_cast<std::size_t>(i)]);
        continue;
      }
      if (static_cast<std::size_t>(s) >= mine.size() ||
          (islands_[static_cast<std::size_t>(i)]->halted() && mine.back().stats.best != 0)) {
        throw std::logic_error(
            "a model of islands made more evaluations in a generation than "
            "its children_per_generation() says");
      }
      now.push_back(mine[static_cast<std::size_t>(s)]);
      solved = now.back().stats.best == 0;
    }
    return now;
  }

  // The generation in which the budget runs out: the islands in turn, each capped at what is
  // left; those after the one that used the last evaluation (or solved) do not run.
  std::vector<GenerationSnapshot> last_generation() {
    std::vector<GenerationSnapshot> now;
    const std::int64_t budget = in_.ga.stop.max_evaluations;
    bool stopped = false;
    for (int i = 0; i < count_; ++i) {
      Evolution& island = *islands_[static_cast<std::size_t>(i)];
      const std::int64_t left = budget - evaluations();
      if (stopped || left == 0) {
        now.push_back(last_[static_cast<std::size_t>(i)]);
        continue;
      }
      island.limit_evaluations(island.evaluations() + left);
      island.advance();
      now.push_back(island.snapshot());
      stopped = island.halted();
    }
    return now;
  }

  // The run's state, written into `buffer`'s storage (StateWriter).
  std::string state(std::string buffer) const {
    StateWriter out(std::move(buffer));
    save_checkpoint_header(out, in_);
    tracker_.save(out);
    for (const auto& island : islands_) island->save(out);
    return out.take();
  }

  void restore(const std::string& saved) {
    StateReader state(saved);
    restore_checkpoint_header(state, in_);
    tracker_.load(state);
    last_.clear();
    for (auto& island : islands_) {
      island->load(state);
      last_.push_back(island->snapshot());  // as recorded before the checkpoint: nothing improved
    }
  }

  const ModelInput& in_;
  const int count_, threads_;
  const Migration migration_;
  GaParams island_ga_;  // the GA of one island: a share of ga.population
  Tracker tracker_;
  std::vector<Rng> rngs_;
  std::vector<std::unique_ptr<Evolution>> islands_;
  std::vector<GenerationSnapshot> last_;  // each island's last recorded generation, improved reset
};

std::optional<ParamProblem> check_islands(const ParamValues& p, const GaShape& shape) {
  const auto count = static_cast<int>(p.integer("islands.count"));
  const int size = shape.population / count;
  if (shape.population % count != 0 || size < 2) {
    return ParamProblem{"islands.count",
                        "must divide ga.population (" + std::to_string(shape.population) +
                            ") into islands of 2 or more, got " + std::to_string(count)};
  }
  const std::string model = p.text("islands.model");
  const auto entry = model_registry().find(model);
  if (!entry || !entry->evolution) {
    std::string names;
    for (const auto& m : model_registry().entries()) {
      if (m->evolution) names += (names.empty() ? "" : ", ") + m->name;
    }
    return ParamProblem{"islands.model",
                        "must name a model of one population (" + names + "), got '" + model + "'"};
  }
  if (shape.elitism >= size) {
    return ParamProblem{"islands.count", "leaves islands of " + std::to_string(size) +
                                             " individuals, not more than ga.elitism (" +
                                             std::to_string(shape.elitism) + ")"};
  }
  if (entry->check) {
    if (auto problem = entry->check(p, {shape.n, size, shape.elitism})) return problem;
  }
  const auto from = static_cast<std::int64_t>(sources(p.text("islands.topology"), 0, count).size());
  const std::int64_t migrants = p.integer("islands.migration.size");
  if (from == 0 || migrants * from <= size - 1) return std::nullopt;
  return ParamProblem{"islands.migration.size",
                      "must be at most " + std::to_string((size - 1) / from) + ": each island of " +
                          std::to_string(size) +
                          " (ga.population / ga.islands.count) keeps its best and takes size x " +
                          std::to_string(from) + " migrants with topology " +
                          p.text("islands.topology") + ", got " + std::to_string(migrants)};
}

}  // namespace

ModelEntry islands_model() {
  return {
      .name = "islands",
      .description =
          "islands.count populations of islands.model exchanging migrants (an archipelago)",
      .params = {integer_param("islands.count", 4, 1, 1024,
                               "islands, among which ga.population is shared equally"),
                 {.name = "islands.model",
                  .kind = ParamKind::kText,
                  .fallback = std::string("generational"),
                  .help = "the model each island runs: a model of one population (generational, "
                          "steady-state, mu-plus-lambda, mu-comma-lambda, or one registered)"},
                 integer_param("islands.migration.size", 2, 0, 1'000'000,
                               "individuals each island sends to each neighbour at a migration"),
                 integer_param("islands.migration.interval", 10, 1, 1'000'000'000,
                               "generations between migrations"),
                 choice_param("islands.migration.select", {"best", "random"},
                              "which individuals emigrate: the best or random ones"),
                 choice_param(
                     "islands.migration.replace", {"worst", "random"},
                     "whom migrants replace: the worst or random individuals, never the best"),
                 choice_param(
                     "islands.topology", {"ring", "full", "none"},
                     "who sends to whom: island i to i+1, everyone to everyone, or nobody"),
                 integer_param("islands.threads", 1, 1, 1024,
                               "threads for the islands of one job (results do not depend on it)")},
      .run = [](const ModelInput& in) { return Islands(in).run(); },
      .check = check_islands,
      .bytes =
          [](std::int64_t n, int population, const ParamValues& p) {
            const auto base = model_registry().find(p.text("islands.model"));
            const std::int64_t count = p.integer("islands.count");
            const auto size = static_cast<int>(population / count);
            const std::uint64_t one = base && base->bytes ? base->bytes(n, size, p) : 0;
            return static_cast<std::uint64_t>(count) * one;
          }};
}

}  // namespace nqga
