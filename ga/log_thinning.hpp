// What a GA run keeps of its history, whatever its length: the one thinning rule of the run's log
// (RunResult::log, written as jobs/<id>.gens.csv) and of its falls (RunResult::improvements), for
// the C++ API, the run directory and Python alike. As IOHprofiler's improvement-only files and
// cocopp's target-based logging do, it keeps what the fixed-target views need and a grid of the
// rest:
//   - the grid of generations: every generation below 65,536, then 1,024 evenly spaced in each
//     doubling [2^k, 2^(k+1)), so that a log-scaled axis sees them evenly;
//   - the ladder of conflict targets: every value below 1,024, then 16 evenly spaced in each
//     doubling (1024, 1088, 1152, ..., 2048, 2176, ...); powers of 2 are always on it;
//   - a record (a generation) is kept when it is on the grid, when the run's best reaches a target
//     of the ladder for the first time (its best falls below the least target it had reached), or
//     an island's best does, and the last record always;
//   - a fall of the best is kept when it reaches a target of the ladder for the first time.
// The first evaluation at which a run reaches a target of the ladder is therefore exact in the
// thinned falls, and so are the fixed-target views on the ladder's targets. A run of 2^40
// generations from a best of 10^7 keeps at most 65,536 + 24 x 1,024 records on the grid and
// 1,024 + 14 x 16 where a target is reached (times 1 + its islands): under 8 MB of log. Up to
// 65,536 generations and 1,024 conflicts it keeps everything.
#pragma once

#include <cstddef>
#include <cstdint>
#include <limits>
#include <vector>

#include "run_result.hpp"

namespace nqga {

// Whole numbers: every one below `every_up_to`, then `per_doubling` evenly spaced in each
// doubling [2^k, 2^(k+1)) above it.
struct LogGrid {
  std::int64_t every_up_to = 0;
  std::int64_t per_doubling = 1;  // a power of 2, at most every_up_to
};

struct LogThinning {
  LogGrid generations{std::int64_t{1} << 16, 1024};  // the grid of generations
  LogGrid targets{1024, 16};                         // the ladder of conflict targets
  // The rule that keeps every record and every fall of the best (a test's reference).
  static LogThinning everything() {
    constexpr LogGrid all{std::numeric_limits<std::int64_t>::max(), 1};
    return {all, all};
  }
};

// Whether `value` (>= 0) is on `grid`: below every_up_to, or a multiple of
// 2^floor(log2 value) / per_doubling. O(1).
bool on_log_grid(std::int64_t value, const LogGrid& grid = LogThinning{}.generations);

// The first value on `grid` after `value`. O(1).
std::int64_t next_on_log_grid(std::int64_t value, const LogGrid& grid = LogThinning{}.generations);

// The least target of the ladder at or above `conflicts` (>= 0): where a best of `conflicts`
// stands on it. O(1).
std::int64_t target_at_or_above(std::int64_t conflicts,
                                const LogGrid& ladder = LogThinning{}.targets);
// The greatest target of the ladder at or below `conflicts` (>= 0). O(1).
std::int64_t target_at_or_below(std::int64_t conflicts,
                                const LogGrid& ladder = LogThinning{}.targets);

// The rule applied record by record, as a run makes them: whether each is kept, apart from the
// last (which the caller keeps). O(islands) a record, O(1) a fall.
class LogKeeper {
 public:
  explicit LogKeeper(const LogThinning& rule = {}) : rule_(rule) {}
  // Whether `record` (the next generation) is kept: on the grid, or its best or an island's best
  // reaching a target for the first time.
  bool keeps(const GenerationRecord& record);
  // Whether `fall` (the next fall of the best, in evaluation order) is kept: it reaches a target
  // for the first time.
  bool keeps(const Improvement& fall);

  // The least targets reached so far, for checkpoints.
  struct Reached {
    std::int64_t best = kNone, fall = kNone;
    std::vector<std::int64_t> islands;
  };
  const Reached& reached() const { return reached_; }
  void restore(Reached reached) { reached_ = std::move(reached); }

 private:
  static constexpr std::int64_t kNone = std::numeric_limits<std::int64_t>::max();
  // Whether `conflicts` reaches a target below `least` (and then lowers it).
  bool reaches(std::int64_t conflicts, std::int64_t& least) const;

  LogThinning rule_;
  Reached reached_;
};

// The indices of the records of `log` (one a generation, in order) that the rule keeps, the last
// included. Applied to a log it kept, it keeps every record. O(records).
std::vector<std::size_t> logged_rows(const std::vector<GenerationRecord>& log,
                                     const LogThinning& rule = {});

}  // namespace nqga
