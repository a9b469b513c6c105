// A run as a whole, fed one generation at a time (of one population, or merged over islands): the
// log, the best board so far, the stopping rules, the observer, and when a checkpoint is due.
// Internal to the models.
#pragma once

#include <chrono>
#include <optional>
#include <string>
#include <utility>

#include "../stop_token.hpp"
#include "evolution.hpp"
#include "model_entry.hpp"

namespace nqga {

class Tracker {
 public:
  // `checkpoints`, when given, sets when checkpoints are due and the interrupt that stops the run;
  // `thinning` what the log and the falls keep.
  Tracker(const StopRules& stop, const GenerationObserver& observer, const Checkpoints* checkpoints,
          const LogThinning& thinning = {});

  // Records the next generation (0 first): its statistics, evaluations and improved board in
  // `snap`, each island's best (empty for one population), and the population the observer sees.
  // Returns why the run stops after it, if it does.
  std::optional<StopReason> record(const GenerationSnapshot& snap,
                                   std::vector<std::int64_t> island_best,
                                   const Population& population);
  // Whether checkpoint_every_s have passed since the last checkpoint (or the start).
  bool checkpoint_due();
  // Whether the run should keep its state in memory for a cut (Checkpoints): it is interruptible
  // and its last generation took kSlowGenerationS or more.
  bool keeps_state() const;
  RunResult finish(StopReason reason);

  std::int64_t generations() const { return result_.generations; }
  // The run so far: its log (as the thinning keeps it, its last record the last generation), its
  // best board and that board's conflicts.
  const std::vector<GenerationRecord>& log() const { return result_.log; }
  Board best_board() const { return Board(best_board_.begin(), best_board_.end()); }
  std::int64_t best_conflicts() const { return result_.best_conflicts; }
  const StopRules& stop() const { return stop_; }

  // The log, the best so far and the clock, for checkpoints.
  void save(StateWriter& out) const;
  void load(StateReader& in);

 private:
  using Clock = std::chrono::steady_clock;
  double seconds() const;
  std::optional<StopReason> stop_reason(bool observer_stop) const;
  // The stop.* rule that ends the run at its last generation, if one does.
  std::optional<StopReason> limit_reached() const;

  const StopRules& stop_;
  const GenerationObserver& observer_;
  const double checkpoint_every_s_;
  const std::atomic<bool>* interrupt_;
  Clock::time_point start_ = Clock::now(), last_checkpoint_ = Clock::now();
  double seconds_before_ = 0;  // of the runs this one continues from checkpoints
  RunResult result_;
  LogKeeper keeper_;
  bool last_kept_ = true;        // whether the rule keeps the log's last record for good
  double previous_seconds_ = 0;  // the generation before the last one's
  std::int64_t best_ever_ = std::numeric_limits<std::int64_t>::max(), improved_at_ = 0;
  // The best board so far: the view a snapshot gave (the evolution's copy, which changes only
  // when it improves, and then the view is replaced), or result_.board after a restore. Copied
  // into the result at the end, not at each improvement.
  BoardView best_board_;
};

// Runs generations until a stop: `restore(state)` continues the run from its checkpoint's state,
// if there is one, or `start()` makes its first generation; `next()` makes the next one; both
// return why the run stops, if it does. After a generation the run keeps its state,
// `write(buffer)` (written into the buffer's storage), when a checkpoint is due or the run is
// interrupted, and saves it then; or when the generation was slow. A cut (RunCut) saves the state
// kept last, so it loses at most the generations after it.
template <class Restore, class Start, class Next, class Write>
RunResult run_generations(Tracker& tracker, const Checkpoints* checkpoints, Restore restore,
                          Start start, Next next, Write write) {
  auto save = [&](const std::string& bytes) {
    if (checkpoints && checkpoints->save) checkpoints->save(bytes);
  };
  std::optional<StopReason> reason;
  std::string kept;  // the state at the last checkpoint's or slow generation's end, for a cut
  try {
    if (checkpoints && !checkpoints->restore.empty()) {
      restore(checkpoints->restore);
    } else {
      reason = start();
    }
    while (!reason) {
      reason = next();
      if (reason && reason != StopReason::kInterrupted) break;
      if (reason || tracker.checkpoint_due()) {
        kept = write(std::move(kept));  // a later cut saves this state, not an older one
        save(kept);
      } else if (tracker.keeps_state()) {
        kept = write(std::move(kept));
      }
    }
  } catch (const RunCut&) {
    if (tracker.generations() < 0) throw;  // nothing recorded: nothing to report
    if (!kept.empty()) save(kept);
    reason = StopReason::kInterrupted;
  }
  return tracker.finish(*reason);
}

}  // namespace nqga
