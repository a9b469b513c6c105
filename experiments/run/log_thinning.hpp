// Which generations a job's log (jobs/<id>.gens.csv) keeps. A long run keeps only the
// generations that matter, as DEAP's logbook kept by hand, IOHprofiler's improvement-only .dat
// files and cocopp's target-based logging do: every generation up to `every_up_to`, then the
// generations of a geometric grid (`per_doubling` of them between g and 2g, so a log-scaled
// axis sees them evenly), every generation whose best (or an island's best) differs from the
// one before, and always the last. A run of ga-best at n = 10^6 (4.6 million generations, a
// 272 MB log in full) keeps 485,000 rows, 29 MB: 65,536, 6,300 on the grid, the rest falls of
// its best; a run of up to `every_up_to` generations logs every one, as before this rule.
#pragma once

#include <cstddef>
#include <cstdint>
#include <vector>

#include "run_result.hpp"

namespace nqga {

struct LogThinning {
  std::int64_t every_up_to = std::int64_t{1} << 16;  // 65,536
  std::int64_t per_doubling = 1024;                  // a power of 2, at most every_up_to
};

// Whether `generation` (>= 0) is on the grid: below every_up_to, or a multiple of
// 2^floor(log2 generation) / per_doubling. O(1).
bool on_log_grid(std::int64_t generation, const LogThinning& rule = {});

// The first generation on the grid after `generation`. O(1).
std::int64_t next_on_log_grid(std::int64_t generation, const LogThinning& rule = {});

// The indices of the records of `log` (one a generation, in order) that the log file keeps: on
// the grid, a change of the best or of an island's best from the record before, or the last.
// O(records).
std::vector<std::size_t> logged_rows(const std::vector<GenerationRecord>& log,
                                     const LogThinning& rule = {});

}  // namespace nqga
