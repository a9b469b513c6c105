// What a DiagonalTable keeps besides its counters for a small population at large n, so that a
// child costs what it changes (issue 39): for each individual,
// - the attacked rows as a set (attacked_set.hpp), kept in step as queens move: each diagonal also
//   keeps the XOR of the rows of its queens, so that when it falls to one queen, or a second
//   arrives, the row of the one whose status changes is known in O(1);
// - the rows where its board differs from its lineage's reference board (a board shared by the
//   populations of one evolution), so that making one individual a copy of another, or finding
//   where two parents differ, costs the rows where either differs from the reference, not n.
// The reference follows the population's best each generation (follow): it takes the best's
// columns on the rows where they differ, and every other list catches up on those rows when next
// used, so a list holds about the rows where its individual differs from the best. Once the copies
// have walked and the reference has moved min(2n, 2^19) rows, or when one copy would walk more
// than n / 2, the reference is rebuilt instead (rebase): every other list then goes stale, and is
// rebuilt by one pass over its board when next used (tracked_rows.cpp: rebase_due). Memory:
// 20 3/16 bytes a row an individual (16 of XORs, 4 of list index, 3/16 of attacked set) besides
// the 10 or 12 of its board, counters and positions.
#pragma once

#include <cstdint>
#include <memory>
#include <span>
#include <vector>

#include "../board.hpp"
#include "attacked_set.hpp"

namespace nqga {

// The board every individual of a lineage is compared with, and its version: an individual's
// list of differing rows holds while its version is the lineage's.
struct Lineage {
  Board reference;
  std::uint64_t version = 0;
  std::int64_t rows_since_rebase = 0;  // rows walked by copies and moved by follow() since then
  std::vector<int> moved;              // rows follow() changed since the last rebase, in order
};

// Moves queens on one individual's counters, keeping the XOR of rows per diagonal, the pairs
// (`delta`), the wrap of a byte counter (`crowded`, as DiagonalTable reads it) and the rows whose
// attacked status may have changed (`candidates`: the queen left alone on a diagonal, or joined
// on one). Counters and XORs in one layout: down by row + column, then up by row - column.
struct QueenMoves {
  std::uint8_t* down;
  std::uint8_t* up_of_row;
  std::uint32_t* rows_down;
  std::uint32_t* rows_up_of_row;
  std::vector<int>& candidates;
  std::int64_t delta = 0;
  unsigned crowded = 0;

  void lift(std::ptrdiff_t row, std::ptrdiff_t column) {
    leave(down[row + column], rows_down[row + column], row);
    leave(up_of_row[row - column], rows_up_of_row[row - column], row);
  }
  void place(std::ptrdiff_t row, std::ptrdiff_t column) {
    join(down[row + column], rows_down[row + column], row);
    join(up_of_row[row - column], rows_up_of_row[row - column], row);
  }

 private:
  void leave(std::uint8_t& count, std::uint32_t& rows, std::ptrdiff_t row) {
    delta -= --count;
    rows ^= static_cast<std::uint32_t>(row);
    if (count == 1) candidates.push_back(static_cast<int>(rows));
  }
  void join(std::uint8_t& count, std::uint32_t& rows, std::ptrdiff_t row) {
    if (count == 1) candidates.push_back(static_cast<int>(rows));
    const unsigned before = count++;
    delta += before;
    crowded |= before + 1;
    rows ^= static_cast<std::uint32_t>(row);
  }
};

class TrackedRows {
 public:
  // Whether a table of `rows` individuals of n rows tracks them: n >= min_n() (below, a pass over
  // the board costs little) and at most kMaxIndividuals (the premise: parents that share most
  // rows; and the memory, about 20n bytes an individual).
  static constexpr int kMaxIndividuals = 16;
  static bool tracks(int rows, int n);
  static int min_n();
  // For tests: the smallest n tracked (default 2048), so that small boards take this path too.
  static void set_min_n(int n);

  TrackedRows() = default;
  TrackedRows(int rows, int n);
  bool enabled() const { return n_ > 0; }
  void resize(int rows);

  // Individual i's XORs of rows (the layout of its counters).
  std::uint32_t* rows_on(int i);
  // i's attacked set and differing rows rebuilt for `board`, whose counters are `down`. O(n).
  void rebuild(int i, BoardView board, const std::uint8_t* down);
  // Row `to` takes row `from` of `source` (of the same n) whole: O(n) copies. Its differing rows
  // come along where the lineage is shared (a table without one adopts the source's).
  void copy(const TrackedRows& source, int from, int to);
  // After queens moved on i (QueenMoves): the attacked status of `moved` and of the candidates,
  // and whether each moved row differs from the reference. O((moved + candidates) log n).
  void settle(int i, BoardView board, const std::uint8_t* down, std::span<const int> moved,
              std::vector<int>& candidates);
  AttackedSet attacked(int i) const;

  // The lineage: founded on individual i's board, or shared with `source` (adopted when this
  // table has none). Individuals of another lineage's table are copied whole, not patched.
  void found_lineage(int i, BoardView board);
  bool shares_lineage(const TrackedRows& source);
  const Lineage* lineage() const { return lineage_.get(); }
  // i's differing rows, rebuilt first when stale (one pass over `board`).
  const std::vector<int>& differing(int i, BoardView board);
  bool differs(int i, int row) const { return where(i)[row] >= 0; }
  // Whether i's list of differing rows holds for the lineage's reference now.
  bool current(int i) const {
    return lineage_ && version_[static_cast<std::size_t>(i)] == lineage_->version;
  }
  // Makes i's board the reference (O(n) copy), every other individual's list stale.
  void rebase(int i, BoardView board);
  // Moves the reference to i's board on the rows where they differ, and notes those rows: every
  // other individual's list catches up on them when next used (differing), so lists stay as
  // short as the individuals' distance to i. A rebase instead when it is due.
  void follow(int i, BoardView board);
  // Counts rows walked by copies; true when they reached min(2n, 2^19) since the last rebase.
  bool rebase_due(std::int64_t rows);
  // Row `to`'s differing rows become `from`'s (of `source`, current), which its board now equals.
  void take_differing(const TrackedRows& source, int from, int to);
  // Stamps: each board rebuilt or moved gets a new one, a copy its source's; so individuals with
  // one stamp hold one board, and a copy between them changes nothing (an elite that stays).
  bool same_board(const TrackedRows& source, int from, int to) const;
  void take_stamp(const TrackedRows& source, int from, int to);

 private:
  std::int32_t* where(int i);
  const std::int32_t* where(int i) const;
  void clear_differing(int i);
  void note_row(int i, BoardView board, int row);
  // i's current list updated for the rows the reference moved on since it last was.
  void catch_up(int i, BoardView board);
  void set_attacked(int i, int row, bool attacked);
  void restamp(int i);

  int n_ = 0;
  std::size_t width_ = 0;                 // diagonals an individual: 2(2n - 1)
  std::vector<std::uint32_t> rows_on_;    // XOR of the rows of each diagonal's queens
  std::size_t words_ = 0;                 // of attacked bits an individual: ceil(n / 64)
  std::vector<std::uint64_t> bits_;       // attacked, a bit a row
  std::vector<std::int32_t> trees_;       // Fenwick trees over the words' counts
  std::vector<int> attacked_count_;       // by individual
  std::vector<std::int32_t> where_;       // by row: its index in differ_, or -1
  std::vector<std::vector<int>> differ_;  // rows differing from the reference
  std::vector<std::uint64_t> version_;    // of the reference differ_ holds for
  std::vector<std::size_t> caught_up_;    // how many of the lineage's moved rows differ_ holds
  std::vector<std::uint64_t> stamps_;     // of the boards (same_board)
  std::shared_ptr<Lineage> lineage_;
};

}  // namespace nqga
