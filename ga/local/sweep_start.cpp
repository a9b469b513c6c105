#include "sweep_start.hpp"

#include <utility>

#include "sweep_pass.hpp"

namespace nqga {

namespace {

// Rows left to random columns once a pass leaves this few (a pass over fewer rows gains little,
// their columns lying far apart), or once a pass placed under half of its rows.
constexpr std::size_t kRandomRows = 4096;
// Random columns tried for each of those rows before it takes one on attacked diagonals.
constexpr int kSweepTriesPerRow = 512;

// Each row takes the first of up to kSweepTriesPerRow random columns left with free diagonals, else
// the last one tried, and is crowded.
void place_at_random(BoardSpan board, DiagonalBits& occupied, Rng& rng,
                     const std::vector<std::int64_t>& rows, std::vector<Column>& columns,
                     std::vector<std::int64_t>& crowded) {
  for (std::size_t k = 0; k < rows.size(); ++k) {
    const std::int64_t row = rows[k];
    bool placed = false;
    for (int tries = 0; tries < kSweepTriesPerRow && !placed; ++tries) {
      const std::size_t pick = k + uniform_below(rng, columns.size() - k);
      std::swap(columns[k], columns[pick]);
      placed = occupied.free(row, columns[k]);
    }
    board[static_cast<std::size_t>(row)] = columns[k];
    if (placed) {
      occupied.place(row, columns[k]);
    } else {
      crowded.push_back(row);
    }
  }
}

// One pass: the rows it leaves without a queen and the columns left, into `rows` and `columns`.
// False when stopped, the board filled (SweepPass::fill_unplaced) unless `leave_unfilled` says
// so, and the lists left empty.
template <bool kListed>
bool sweep(SweepPass<kListed>&& pass, Rng& rng, const std::function<bool(std::int64_t)>& keep_going,
           const std::function<bool()>& leave_unfilled, std::vector<std::int64_t>& rows,
           std::vector<Column>& columns) {
  rows.clear();
  columns.clear();
  if (!pass.run(rng, keep_going)) {
    if (!leave_unfilled || !leave_unfilled()) pass.fill_unplaced();
    return false;
  }
  rows = pass.unplaced_rows();
  columns = pass.untaken_columns();
  return true;
}

}  // namespace

bool sweep_start(BoardSpan board, DiagonalBits& occupied, Rng& rng,
                 std::vector<std::int64_t>& crowded,
                 const std::function<bool(std::int64_t)>& keep_going,
                 const std::function<bool()>& leave_unfilled) {
  const auto n = static_cast<std::int64_t>(board.size());
  std::vector<std::int64_t> rows;
  std::vector<Column> columns;
  bool finished =
      sweep(SweepPass<false>(board, occupied, n), rng, keep_going, leave_unfilled, rows, columns);
  while (finished && rows.size() > kRandomRows) {
    const std::vector<std::int64_t> listed_rows = std::move(rows);
    const std::vector<Column> listed_columns = std::move(columns);
    const auto size = static_cast<std::int64_t>(listed_rows.size());
    finished = sweep(
        SweepPass<true>(board, occupied, size, {listed_rows, listed_columns}), rng,
        [&](std::int64_t i) { return keep_going(n - size + i); }, leave_unfilled, rows, columns);
    if (2 * rows.size() > listed_rows.size()) break;
  }
  if (!finished) return false;
  place_at_random(board, occupied, rng, rows, columns, crowded);
  return true;
}

}  // namespace nqga
