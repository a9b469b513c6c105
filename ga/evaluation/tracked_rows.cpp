#include "tracked_rows.hpp"

#include <algorithm>
#include <atomic>
#include <cstring>

namespace nqga {

namespace {

// From n = 2,048 on: the sums of the seconds of 40 runs a point (configs/ga-scaling.yaml, the same
// runs either way) were 3.5 times less with tracking for the GA at n = 2,000 and 1.2 times more
// for the memetic GA, whose repair counts each child whole and so rebuilds its tracking; at
// n = 1,000, 1.6 times less for the GA and twice as much for the memetic GA.
std::atomic<int> min_tracked_n{2048};
// Stamps of boards: two individuals with one stamp hold one board. 0: none.
std::atomic<std::uint64_t> last_stamp{0};

constexpr std::uint64_t kStale = ~std::uint64_t{0};

}  // namespace

bool TrackedRows::tracks(int rows, int n) {
  return n >= min_tracked_n.load(std::memory_order_relaxed) && rows <= kMaxIndividuals;
}
int TrackedRows::min_n() { return min_tracked_n.load(std::memory_order_relaxed); }
void TrackedRows::set_min_n(int n) { min_tracked_n.store(n, std::memory_order_relaxed); }

TrackedRows::TrackedRows(int rows, int n)
    : n_(n),
      width_(static_cast<std::size_t>(std::max(2 * (2 * n - 1), 0))),
      words_((static_cast<std::size_t>(std::max(n, 0)) + 63) / 64) {
  resize(rows);
}

void TrackedRows::resize(int rows) {
  const auto count = static_cast<std::size_t>(rows), n = static_cast<std::size_t>(n_);
  rows_on_.resize(width_ * count);
  bits_.resize(words_ * count);
  trees_.resize(words_ * count);
  attacked_count_.resize(count);
  where_.resize(n * count, -1);
  differ_.resize(count);
  version_.resize(count, kStale);
  caught_up_.resize(count, 0);
  stamps_.resize(count, 0);
}

void TrackedRows::restamp(int i) {
  stamps_[static_cast<std::size_t>(i)] = last_stamp.fetch_add(1, std::memory_order_relaxed) + 1;
}

bool TrackedRows::same_board(const TrackedRows& source, int from, int to) const {
  const std::uint64_t stamp = source.stamps_[static_cast<std::size_t>(from)];
  return stamp != 0 && stamp == stamps_[static_cast<std::size_t>(to)];
}

void TrackedRows::take_stamp(const TrackedRows& source, int from, int to) {
  stamps_[static_cast<std::size_t>(to)] = source.stamps_[static_cast<std::size_t>(from)];
}

std::uint32_t* TrackedRows::rows_on(int i) {
  return rows_on_.data() + width_ * static_cast<std::size_t>(i);
}
std::int32_t* TrackedRows::where(int i) {
  return where_.data() + static_cast<std::size_t>(n_) * static_cast<std::size_t>(i);
}
const std::int32_t* TrackedRows::where(int i) const {
  return const_cast<TrackedRows*>(this)->where(i);
}

void TrackedRows::rebuild(int i, BoardView board, const std::uint8_t* down) {
  std::uint32_t* const rows_down = rows_on(i);
  std::uint32_t* const rows_up_of_row = rows_down + (2 * n_ - 1) + (n_ - 1);
  const std::uint8_t* const up_of_row = down + (2 * n_ - 1) + (n_ - 1);
  std::fill(rows_down, rows_down + width_, 0u);
  std::uint64_t* const bits = bits_.data() + words_ * static_cast<std::size_t>(i);
  std::fill(bits, bits + words_, std::uint64_t{0});
  int count = 0;
  for (std::ptrdiff_t r = 0; r < n_; ++r) {
    rows_down[r + board[r]] ^= static_cast<std::uint32_t>(r);
    rows_up_of_row[r - board[r]] ^= static_cast<std::uint32_t>(r);
    const bool attacked = down[r + board[r]] > 1 || up_of_row[r - board[r]] > 1;
    bits[r >> 6] |= std::uint64_t{attacked} << (r & 63);
    count += attacked;
  }
  fenwick::build(bits, trees_.data() + words_ * static_cast<std::size_t>(i),
                 static_cast<int>(words_));
  attacked_count_[static_cast<std::size_t>(i)] = count;
  version_[static_cast<std::size_t>(i)] = kStale;
  restamp(i);
  if (lineage_) differing(i, board);
}

void TrackedRows::copy(const TrackedRows& source, int from, int to) {
  std::memcpy(rows_on(to), const_cast<TrackedRows&>(source).rows_on(from),
              width_ * sizeof(std::uint32_t));
  const std::size_t words = words_;
  std::memcpy(bits_.data() + words * to, source.bits_.data() + words * from,
              words * sizeof(std::uint64_t));
  std::memcpy(trees_.data() + words * to, source.trees_.data() + words * from,
              words * sizeof(std::int32_t));
  attacked_count_[static_cast<std::size_t>(to)] =
      source.attacked_count_[static_cast<std::size_t>(from)];
  take_stamp(source, from, to);
  const bool current = source.lineage_ &&
                       source.version_[static_cast<std::size_t>(from)] == source.lineage_->version;
  if (current && shares_lineage(source)) {
    take_differing(source, from, to);
  } else {
    version_[static_cast<std::size_t>(to)] = kStale;
  }
}

void TrackedRows::set_attacked(int i, int row, bool attacked) {
  const std::size_t word =
      words_ * static_cast<std::size_t>(i) + static_cast<std::size_t>(row >> 6);
  const std::uint64_t bit = std::uint64_t{1} << (row & 63);
  if (((bits_[word] & bit) != 0) == attacked) return;
  bits_[word] ^= bit;
  const int delta = attacked ? 1 : -1;
  fenwick::add(trees_.data() + words_ * static_cast<std::size_t>(i), static_cast<int>(words_),
               row >> 6, delta);
  attacked_count_[static_cast<std::size_t>(i)] += delta;
}

void TrackedRows::settle(int i, BoardView board, const std::uint8_t* down,
                         std::span<const int> moved, std::vector<int>& candidates) {
  const std::uint8_t* const up_of_row = down + (2 * n_ - 1) + (n_ - 1);
  auto status = [&](int row) {
    set_attacked(i, row, down[row + board[row]] > 1 || up_of_row[row - board[row]] > 1);
  };
  for (const int row : moved) status(row);
  for (const int row : candidates) status(row);
  candidates.clear();
  if (!moved.empty()) restamp(i);
  if (!lineage_ || version_[static_cast<std::size_t>(i)] != lineage_->version) return;
  for (const int row : moved) note_row(i, board, row);
}

AttackedSet TrackedRows::attacked(int i) const {
  const std::size_t at = words_ * static_cast<std::size_t>(i);
  return {bits_.data() + at, trees_.data() + at, static_cast<int>(words_),
          attacked_count_[static_cast<std::size_t>(i)]};
}

void TrackedRows::found_lineage(int i, BoardView board) {
  lineage_ = std::make_shared<Lineage>();
  lineage_->reference.assign(board.begin(), board.end());
  clear_differing(i);
  version_[static_cast<std::size_t>(i)] = lineage_->version;
  caught_up_[static_cast<std::size_t>(i)] = 0;
}

bool TrackedRows::shares_lineage(const TrackedRows& source) {
  if (!lineage_) lineage_ = source.lineage_;
  return lineage_ && lineage_ == source.lineage_;
}

void TrackedRows::clear_differing(int i) {
  std::int32_t* const at = where(i);
  for (const int row : differ_[static_cast<std::size_t>(i)]) at[row] = -1;
  differ_[static_cast<std::size_t>(i)].clear();
}

void TrackedRows::note_row(int i, BoardView board, int row) {
  std::int32_t* const at = where(i);
  std::vector<int>& list = differ_[static_cast<std::size_t>(i)];
  const bool differs = board[row] != lineage_->reference[static_cast<std::size_t>(row)];
  if (differs == (at[row] >= 0)) return;
  if (differs) {
    at[row] = static_cast<std::int32_t>(list.size());
    list.push_back(row);
  } else {
    const int last = list.back();
    list[static_cast<std::size_t>(at[row])] = last;
    at[last] = at[row];
    list.pop_back();
    at[row] = -1;
  }
}

const std::vector<int>& TrackedRows::differing(int i, BoardView board) {
  if (version_[static_cast<std::size_t>(i)] != lineage_->version) {
    clear_differing(i);
    std::int32_t* const at = where(i);
    std::vector<int>& list = differ_[static_cast<std::size_t>(i)];
    const Column* const reference = lineage_->reference.data();
    auto note = [&](int from, int to) {
      for (int r = from; r < to; ++r) {
        if (board[r] != reference[r]) {
          at[r] = static_cast<std::int32_t>(list.size());
          list.push_back(r);
        }
      }
    };
    // Blocks of 16 rows compared whole first: the list is short (a converged population), and
    // memcmp passes over the equal blocks several times faster than a branch a row.
    constexpr int kBlock = 16;
    int r = 0;
    for (; r + kBlock <= n_; r += kBlock) {
      if (std::memcmp(board.data() + r, reference + r, kBlock * sizeof(Column)) != 0) {
        note(r, r + kBlock);
      }
    }
    note(r, n_);
    version_[static_cast<std::size_t>(i)] = lineage_->version;
    caught_up_[static_cast<std::size_t>(i)] = lineage_->moved.size();
  } else {
    catch_up(i, board);
  }
  return differ_[static_cast<std::size_t>(i)];
}

void TrackedRows::catch_up(int i, BoardView board) {
  std::size_t& caught_up = caught_up_[static_cast<std::size_t>(i)];
  const std::vector<int>& moved = lineage_->moved;
  for (; caught_up < moved.size(); ++caught_up) note_row(i, board, moved[caught_up]);
}

void TrackedRows::rebase(int i, BoardView board) {
  std::copy(board.begin(), board.end(), lineage_->reference.begin());
  ++lineage_->version;
  lineage_->rows_since_rebase = 0;
  lineage_->moved.clear();
  clear_differing(i);
  version_[static_cast<std::size_t>(i)] = lineage_->version;
  caught_up_[static_cast<std::size_t>(i)] = 0;
}

void TrackedRows::follow(int i, BoardView board) {
  const std::vector<int>& list = differing(i, board);
  if (list.empty()) return;
  if (2 * list.size() > static_cast<std::size_t>(n_) ||
      rebase_due(static_cast<std::int64_t>(list.size()))) {
    rebase(i, board);
    return;
  }
  for (const int r : list) {
    lineage_->reference[static_cast<std::size_t>(r)] = board[r];
    lineage_->moved.push_back(r);
  }
  clear_differing(i);
  caught_up_[static_cast<std::size_t>(i)] = lineage_->moved.size();
}

// The rows copies walk and follow() moves before the reference is rebuilt: this bounds the lists,
// the moved rows (memory: ga_bytes counts both) and how far a list may lag. With the reference
// following the best, copies walk about 23 rows a generation at n = 10^6, so a rebase (a pass
// over each board) comes about every 20,000 generations. Without following, walks grew with the
// generations since the last rebase and this bound set their cost: 2n measured best while a
// lineage's boards fit in cache (n = 10^5), n / 2 once they did not (n = 10^6). 2^19 rows is n / 2
// at n = 10^6 and leaves 2n up to n = 2^18.
constexpr std::int64_t kMostWalkedRows = std::int64_t{1} << 19;

bool TrackedRows::rebase_due(std::int64_t rows) {
  lineage_->rows_since_rebase += rows;
  return lineage_->rows_since_rebase >=
         std::min(2 * static_cast<std::int64_t>(n_), kMostWalkedRows);
}

void TrackedRows::take_differing(const TrackedRows& source, int from, int to) {
  clear_differing(to);
  const std::vector<int>& list = source.differ_[static_cast<std::size_t>(from)];
  std::vector<int>& mine = differ_[static_cast<std::size_t>(to)];
  mine.assign(list.begin(), list.end());
  std::int32_t* const at = where(to);
  for (std::size_t k = 0; k < mine.size(); ++k) at[mine[k]] = static_cast<std::int32_t>(k);
  version_[static_cast<std::size_t>(to)] = lineage_->version;
  caught_up_[static_cast<std::size_t>(to)] = source.caught_up_[static_cast<std::size_t>(from)];
}

}  // namespace nqga
