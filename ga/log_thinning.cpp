#include "log_thinning.hpp"

#include <algorithm>
#include <bit>

namespace nqga {

namespace {

// The grid's spacing at `value` (>= every_up_to): 2^floor(log2 value) / per_doubling, at least 1.
std::int64_t grid_step(std::int64_t value, const LogGrid& grid) {
  const auto octave = std::bit_floor(static_cast<std::uint64_t>(value));
  return std::max<std::int64_t>(1, static_cast<std::int64_t>(octave) / grid.per_doubling);
}

}  // namespace

bool on_log_grid(std::int64_t value, const LogGrid& grid) {
  return value < grid.every_up_to || value % grid_step(value, grid) == 0;
}

std::int64_t next_on_log_grid(std::int64_t value, const LogGrid& grid) {
  const std::int64_t next = value + 1;
  if (next < grid.every_up_to) return next;
  // Rounding up within a doubling ends at most at the next power of 2, which is on the grid;
  // unsigned, and capped, so that the largest values cannot overflow.
  const auto step = static_cast<std::uint64_t>(grid_step(next, grid));
  const std::uint64_t up = (static_cast<std::uint64_t>(next) + step - 1) / step * step;
  return static_cast<std::int64_t>(
      std::min<std::uint64_t>(up, std::numeric_limits<std::int64_t>::max()));
}

std::int64_t target_at_or_above(std::int64_t conflicts, const LogGrid& ladder) {
  return on_log_grid(conflicts, ladder) ? conflicts : next_on_log_grid(conflicts, ladder);
}

std::int64_t target_at_or_below(std::int64_t conflicts, const LogGrid& ladder) {
  if (on_log_grid(conflicts, ladder)) return conflicts;
  const std::int64_t step = grid_step(conflicts, ladder);  // conflicts >= every_up_to here
  return conflicts / step * step;
}

bool LogKeeper::reaches(std::int64_t conflicts, std::int64_t& least) const {
  const std::int64_t target = target_at_or_above(conflicts, rule_.targets);
  if (target >= least) return false;
  least = target;
  return true;
}

bool LogKeeper::keeps(const GenerationRecord& record) {
  bool kept = reaches(record.best, reached_.best);
  reached_.islands.resize(record.island_best.size(), kNone);
  for (std::size_t i = 0; i < record.island_best.size(); ++i) {
    kept = reaches(record.island_best[i], reached_.islands[i]) || kept;
  }
  return kept || on_log_grid(record.generation, rule_.generations);
}

bool LogKeeper::keeps(const Improvement& fall) { return reaches(fall.conflicts, reached_.fall); }

std::vector<std::size_t> logged_rows(const std::vector<GenerationRecord>& log,
                                     const LogThinning& rule) {
  LogKeeper keeper(rule);
  std::vector<std::size_t> rows;
  for (std::size_t i = 0; i < log.size(); ++i) {
    if (keeper.keeps(log[i]) || i + 1 == log.size()) rows.push_back(i);
  }
  return rows;
}

}  // namespace nqga
