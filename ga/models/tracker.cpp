#include "tracker.hpp"

namespace nqga {

Tracker::Tracker(const StopRules& stop, const GenerationObserver& observer,
                 const Checkpoints* checkpoints, const LogThinning& thinning)
    : stop_(stop),
      observer_(observer),
      checkpoint_every_s_(checkpoints ? checkpoints->every_s : 0),
      interrupt_(checkpoints ? checkpoints->interrupt : nullptr),
      keeper_(thinning) {
  result_.generations = -1;  // the first record is generation 0
}

double Tracker::seconds() const {
  return seconds_before_ + std::chrono::duration<double>(Clock::now() - start_).count();
}

std::optional<StopReason> Tracker::record(const GenerationSnapshot& snap,
                                          std::vector<std::int64_t> island_best,
                                          const Population& population) {
  ++result_.generations;
  result_.evaluations = snap.evaluations;
  const PopulationStats& stats = snap.stats;
  // The last record stays until the next one replaces it, unless the rule keeps it for good: the
  // log's memory follows the rule, not the generations.
  if (!result_.log.empty()) previous_seconds_ = result_.log.back().seconds;
  if (!last_kept_) result_.log.pop_back();
  result_.log.push_back({result_.generations, result_.evaluations, stats.best, stats.worst,
                         stats.mean, stats.std, stats.diversity, seconds(),
                         std::move(island_best)});
  last_kept_ = keeper_.keeps(result_.log.back());
  for (const Improvement& fall : snap.improvements) {
    if (keeper_.keeps(fall)) result_.improvements.push_back(fall);
  }
  if (stats.best < best_ever_) {
    best_ever_ = stats.best;
    improved_at_ = result_.generations;
    best_board_ = *snap.improved;
    result_.best_conflicts = best_ever_;
  }
  return stop_reason(observer_ && !observer_(result_.log.back(), population));
}

std::optional<StopReason> Tracker::stop_reason(bool observer_stop) const {
  if (best_ever_ == 0) return StopReason::kSolved;
  const std::optional<StopReason> limit = limit_reached();
  // Interrupted at the generation a rule ends it, the run has ended: nothing is left to resume.
  if (interrupt_ && interrupt_->load(std::memory_order_relaxed) && !limit) {
    return StopReason::kInterrupted;
  }
  if (observer_stop) return StopReason::kObserver;
  return limit;
}

std::optional<StopReason> Tracker::limit_reached() const {
  if (stop_.max_generations && result_.generations >= stop_.max_generations) {
    return StopReason::kMaxGenerations;
  }
  if (stop_.max_evaluations && result_.evaluations >= stop_.max_evaluations) {
    return StopReason::kMaxEvaluations;
  }
  if (stop_.time_limit_s > 0 && result_.log.back().seconds >= stop_.time_limit_s) {
    return StopReason::kTimeLimit;
  }
  if (stop_.stagnation && result_.generations - improved_at_ >= stop_.stagnation) {
    return StopReason::kStagnation;
  }
  return std::nullopt;
}

bool Tracker::keeps_state() const {
  return interrupt_ && result_.generations >= 1 &&
         result_.log.back().seconds - previous_seconds_ >= kSlowGenerationS;
}

bool Tracker::checkpoint_due() {
  if (checkpoint_every_s_ <= 0) return false;
  const auto now = Clock::now();
  if (std::chrono::duration<double>(now - last_checkpoint_).count() < checkpoint_every_s_) {
    return false;
  }
  last_checkpoint_ = now;
  return true;
}

RunResult Tracker::finish(StopReason reason) {
  if (best_board_.data() != result_.board.data()) {
    result_.board.assign(best_board_.begin(), best_board_.end());
  }
  result_.stop_reason = reason;
  result_.solved = best_ever_ == 0;
  result_.seconds = result_.log.back().seconds;
  return std::move(result_);
}

void Tracker::save(StateWriter& out) const {
  out.put(seconds());
  out.put(result_.generations);
  out.put(best_ever_);
  out.put(improved_at_);
  out.put(result_.best_conflicts);
  out.put(static_cast<std::uint64_t>(best_board_.size()));  // as put_vector, without a copy
  out.put_span(best_board_.data(), best_board_.size());
  out.put(static_cast<std::uint64_t>(result_.log.size()));
  for (const GenerationRecord& g : result_.log) {
    out.put(g.generation);
    out.put(g.evaluations);
    out.put(g.best);
    out.put(g.worst);
    out.put(g.mean);
    out.put(g.std);
    out.put(g.diversity);
    out.put(g.seconds);
    out.put_vector(g.island_best);
  }
  out.put(static_cast<std::uint8_t>(last_kept_));
  out.put_vector(result_.improvements);
  const LogKeeper::Reached& reached = keeper_.reached();
  out.put(reached.best);
  out.put(reached.fall);
  out.put_vector(reached.islands);
}

void Tracker::load(StateReader& in) {
  seconds_before_ = in.get<double>();
  result_.generations = in.get<std::int64_t>();
  best_ever_ = in.get<std::int64_t>();
  improved_at_ = in.get<std::int64_t>();
  result_.best_conflicts = in.get<std::int64_t>();
  result_.board = in.get_vector<Column>(std::uint64_t{1} << 31);
  best_board_ = result_.board;
  const auto records = in.get<std::uint64_t>();
  if (records == 0 || records > static_cast<std::uint64_t>(result_.generations) + 1) {
    throw std::runtime_error("the checkpoint is truncated or not this run's");
  }
  result_.log.resize(records);
  for (GenerationRecord& g : result_.log) {
    g.generation = in.get<std::int64_t>();
    g.evaluations = in.get<std::int64_t>();
    g.best = in.get<std::int64_t>();
    g.worst = in.get<std::int64_t>();
    g.mean = in.get<double>();
    g.std = in.get<double>();
    g.diversity = in.get<double>();
    g.seconds = in.get<double>();
    g.island_best = in.get_vector<std::int64_t>(1 << 20);
  }
  if (result_.log.back().generation != result_.generations) {
    throw std::runtime_error("the checkpoint is truncated or not this run's");
  }
  last_kept_ = in.get<std::uint8_t>() != 0;
  result_.improvements = in.get_vector<Improvement>(std::uint64_t{1} << 40);
  LogKeeper::Reached reached;
  reached.best = in.get<std::int64_t>();
  reached.fall = in.get<std::int64_t>();
  reached.islands = in.get_vector<std::int64_t>(1 << 20);
  keeper_.restore(std::move(reached));
  result_.evaluations = result_.log.back().evaluations;
  start_ = last_checkpoint_ = Clock::now();
}

}  // namespace nqga
