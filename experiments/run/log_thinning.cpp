#include "run/log_thinning.hpp"

#include <algorithm>
#include <bit>
#include <limits>

namespace nqga {

namespace {

// The grid's spacing at `generation` (>= every_up_to): 2^floor(log2 generation) / per_doubling,
// at least 1.
std::int64_t grid_step(std::int64_t generation, const LogThinning& rule) {
  const auto octave = std::bit_floor(static_cast<std::uint64_t>(generation));
  return std::max<std::int64_t>(1, static_cast<std::int64_t>(octave) / rule.per_doubling);
}

}  // namespace

bool on_log_grid(std::int64_t generation, const LogThinning& rule) {
  return generation < rule.every_up_to || generation % grid_step(generation, rule) == 0;
}

std::int64_t next_on_log_grid(std::int64_t generation, const LogThinning& rule) {
  const std::int64_t next = generation + 1;
  if (next < rule.every_up_to) return next;
  // Rounding up within an octave ends at most at the next power of 2, which is on the grid;
  // unsigned, and capped, so that a log's largest generations cannot overflow.
  const auto step = static_cast<std::uint64_t>(grid_step(next, rule));
  const std::uint64_t up = (static_cast<std::uint64_t>(next) + step - 1) / step * step;
  return static_cast<std::int64_t>(
      std::min<std::uint64_t>(up, std::numeric_limits<std::int64_t>::max()));
}

std::vector<std::size_t> logged_rows(const std::vector<GenerationRecord>& log,
                                     const LogThinning& rule) {
  std::vector<std::size_t> rows;
  for (std::size_t i = 0; i < log.size(); ++i) {
    const bool changed =
        i > 0 && (log[i].best != log[i - 1].best || log[i].island_best != log[i - 1].island_best);
    if (changed || i + 1 == log.size() || on_log_grid(log[i].generation, rule)) rows.push_back(i);
  }
  return rows;
}

}  // namespace nqga
