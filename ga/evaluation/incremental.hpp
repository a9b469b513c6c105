// Incremental evaluation: every individual keeps its diagonal counts, so that a child's conflicts
// come from those of the parent it is built on by deltas over the rows that changed (which the
// operators say: operators/row_changes.hpp), instead of a full count. Place and lift keep
// sum k(k-1)/2 exact at every step, so a delta gives the very number a full count gives; each
// child is still one evaluation.
//
// Each individual keeps its inverse permutation too (position[column] = row, 2n bytes up to
// n = 65,536, else 4n: positions.hpp), kept in step the same way, so that PMX and CX find the
// rows they must change without a pass over every row (operators/crossover.hpp).
//
// And the columns of its rows that the diversity statistic samples (population_stats), kept in
// step too, so that a generation's statistics read 256 contiguous bytes an individual instead of
// one scattered cache line a sampled row: at n = 1024, 64 misses an individual, most of the cost
// of the statistics.
//
// Cost of a child: one copy of the parent's counters and positions plus O(changed rows),
// against the full count's n random increments. Counters take one byte (4n bytes an individual,
// its board's size): a diagonal of more than 255 queens, which only a board of at least 32,640
// conflicts can have, does not fit, and such a row is left without counters (its children get
// full counts). Two bytes would double the copy every child pays for a case a GA run meets in its
// first generations at most.
#pragma once

#include <cstdint>
#include <optional>
#include <span>
#include <vector>

#include "../board.hpp"
#include "positions.hpp"
#include "row_changes.hpp"
#include "tracked_rows.hpp"
#include "workspace.hpp"

namespace nqga {

// The rows whose columns the diversity statistic compares: min(n, kDiversityRows) of them,
// evenly spaced, the k-th row k * n / diversity_rows(n).
constexpr int kDiversityRows = 64;
int diversity_rows(int n);
int diversity_row(int k, int n);

// The diagonal counts, inverse permutation and diversity sample of each individual of a
// population, each row valid or not.
class DiagonalTable {
 public:
  // The most queens a counter holds.
  static constexpr int kMaxCount = 255;

  DiagonalTable() = default;
  DiagonalTable(int rows, int n);

  // The bytes of one counter: 1 for every n but 0, where there is nothing to keep.
  static int count_bytes(std::int64_t n) { return n > 0 ? 1 : 0; }
  bool kept() const { return count_bytes(n_) > 0; }
  // Whether `row`'s counters hold the counts of its board.
  bool valid(int row) const { return kept() && valid_[static_cast<std::size_t>(row)]; }
  // Marks a row's counters, or every row's, stale: for boards written other than through
  // copy_individual or the evolution, so that their children get full counts.
  void invalidate(int row) {
    if (kept()) valid_[static_cast<std::size_t>(row)] = 0;
  }
  void invalidate_all();
  // Keeps the first `rows` rows.
  void resize(int rows);
  // Row `to` takes row `from` of `source` (a table of the same n), valid or not. O(n). Returns
  // false when this table tracks rows (tracked_rows.hpp) and the source's tracking did not come
  // along: the caller rebuilds it (rebuild_tracking) once the counters hold the row's board.
  // With `positions_known`, row `to`'s positions (already its board's) are left as they are.
  bool copy_row(const DiagonalTable& source, int from, int to, bool positions_known = false);
  void rebuild_tracking(int row, BoardView board);
  // Makes row `to`, whose `board` its counters hold, a copy of the valid row `from` of `source`
  // (board `source_board`), board included, by changing only the rows where the two boards may
  // differ (those where either differs from the lineage's reference): O(those rows). Returns
  // false, changing nothing, where that is not possible (untracked tables, another lineage, an
  // invalid row, or a patch that would cost more than a copy); copy_individual then copies.
  bool patch(const DiagonalTable& source, int from, BoardView source_board, int to,
             BoardSpan board);
  // Rows where the valid rows a and b (boards board_a and board_b) may differ, each once, into
  // `rows`; every other row of the two boards is equal. False where the table does not track
  // them, or where those lists hold more than n / 2 rows. O(rows where either differs from the
  // reference).
  bool rows_apart(int a, BoardView board_a, int b, BoardView board_b, std::vector<int>& rows) const;
  // The reference of this table's lineage: row `row`'s board (a tracked table; else nothing).
  void found_lineage(int row, BoardView board);
  // The lineage's reference moved to row `row`'s board (TrackedRows::follow), when its list of
  // differing rows is current (a stale one is rebuilt by a pass when next used, not here).
  void follow(int row, BoardView board);
  // A valid row's attacked rows, where the table tracks them; else empty.
  AttackedSet attacked(int row) const;
  const TrackedRows& tracking() const { return tracked_; }
  // Row `row`'s rows apart from the lineage's reference (tracked, with a lineage), brought up to
  // date first (TrackedRows::differing).
  const std::vector<int>& differing(int row, BoardView board) const {
    return tracked_.differing(row, board);
  }
  // A valid row's counters, and its board's inverse permutation; empty when the row is not
  // valid.
  DiagonalCountersView counts(int row) const;
  ConstPositions positions(int row) const;
  // Where row `row`'s inverse permutation is kept, valid or not, for a crossover to write its
  // child's into (Workspace::child_positions); empty when the table keeps none.
  Positions positions_to_write(int row) { return kept() ? positions_of(row) : nullptr; }
  // A valid row's columns on the diversity rows, diversity_rows(n) of them in order; null when
  // the row is not valid, or when n is too small for the table to keep them.
  const Column* sample(int row) const;
  // The distance between two rows' samples: sample(i + 1) is sample(i) + sample_stride().
  std::size_t sample_stride() const { return static_cast<std::size_t>(sample_width_); }
  // Counts `board` into `row`'s counters from zero; returns its conflicts, or nothing when one of
  // its diagonals holds more than kMaxCount queens (the row is then left invalid). O(n).
  // `positions_known`: the row's positions already hold board's inverse (written by its
  // crossover), and are not written again, here and in derive; but for the columns on `stale`
  // (rows a mutation changed since), whose positions count writes. O(n + stale).
  std::optional<std::int64_t> count(int row, BoardView board, bool positions_known = false,
                                    std::span<const int> stale = {});
  // `row`'s counters from the valid row `base_row` of `base` (another row), whose board
  // `base_board` has `base_conflicts`, with `board` replacing it on `changed` (distinct rows;
  // every other row of the two boards is equal). Returns board's conflicts, or nothing as count()
  // does. One copy of the counters and positions, O(changed).
  std::optional<std::int64_t> derive(int row, BoardView board, const DiagonalTable& base,
                                     int base_row, BoardView base_board,
                                     std::int64_t base_conflicts, std::span<const int> changed,
                                     bool positions_known = false);
  // The valid `row`'s counters, which hold a board of `conflicts` whose queens on `rows`
  // (distinct) then moved among those rows, brought up to date with that board now, `board`:
  // each of its columns on `rows` is lifted from the row the positions say it stood on and placed
  // on its row. Returns board's conflicts, or nothing as count() does. O(rows), no copy.
  std::optional<std::int64_t> move_queens(int row, BoardView board, std::int64_t conflicts,
                                          std::span<const int> rows);

 private:
  std::uint8_t* counters(int row);
  const std::uint8_t* counters(int row) const;
  // A row's up counters (after its 2n - 1 down ones), indexed by row - column.
  std::uint8_t* up_of_row_of(std::uint8_t* down) const { return down + (2 * n_ - 1) + (n_ - 1); }
  Positions positions_of(int row);
  ConstPositions positions_of(int row) const;
  // Bytes of one row's positions.
  std::size_t position_bytes() const;
  Column* sample_of(int row);
  const Column* sample_of(int row) const;
  // Writes `board`'s columns on `rows` into `row`'s sample: a row off the diversity rows goes to
  // the sample's spare last entry, so that no branch mispredicts; past as many rows as the sample
  // holds, gathers the sample whole instead.
  void resample(int row, BoardView board, std::span<const int> rows);
  // `row`'s sample read from `board`.
  void gather_sample(int row, BoardView board);
  // `row` made valid with `conflicts`, unless `crowded` says a counter wrapped past kMaxCount.
  std::optional<std::int64_t> keep_if_fits(int row, std::int64_t conflicts, unsigned crowded);
  // Moves of queens on `row`'s counters that keep its tracking in step (tracked_rows.hpp).
  QueenMoves tracked_moves(int row);
  // After tracked moves: `row`'s tracking settled for `board` (rebuilt if a counter wrapped).
  std::optional<std::int64_t> settle_tracked(int row, BoardView board, std::span<const int> moved,
                                             const QueenMoves& moves, std::int64_t conflicts);

  int n_ = 0;
  std::size_t width_ = 0;            // counters an individual: 2(2n - 1)
  std::vector<std::uint8_t> bytes_;  // the counters, row-major
  // The inverse permutations, row-major, in two bytes where n allows (the other one empty).
  std::vector<NarrowPosition> narrow_positions_;
  std::vector<Column> wide_positions_;
  int sample_width_ = 0;                    // the kept diversity rows + 1 (the spare)
  std::vector<Column> samples_;             // the columns on the diversity rows, row-major
  std::vector<int> sample_rows_;            // the diversity rows
  std::vector<std::uint8_t> sample_entry_;  // by board row: its entry in a sample, or the spare
  std::vector<std::uint8_t> valid_;
  // Where the table tracks rows: mutable, as a source's stale list of differing rows is rebuilt
  // when it is read (a cache of its board against the reference).
  mutable TrackedRows tracked_;
  std::vector<int> candidates_;  // scratch of QueenMoves
  std::vector<int> patched_;     // scratch of patch(): the rows it changes, then their columns
  std::vector<Column> patched_columns_;
};

}  // namespace nqga
