#include "min_conflicts.hpp"

#include <algorithm>
#include <chrono>
#include <numeric>
#include <optional>
#include <stdexcept>
#include <thread>
#include <vector>

#include "../page_faults.hpp"
#include "diagonal_bits.hpp"
#include "packed_counts.hpp"
#include "sweep_start.hpp"

namespace nqga {

namespace {

using Clock = std::chrono::steady_clock;
using Counts = PackedDiagonalCounts;

// Candidates are drawn this many tries before they are tried, and the memory they will touch is
// prefetched meanwhile: the greedy start is a chain of random accesses into arrays of gigabytes,
// and keeping many in flight hides most of their latency.
constexpr int kLookahead = 64;
// Candidate rows tried per row before the greedy start gives up on a free square for it.
constexpr int kTriesPerRow = 64;
// Random partners tried for one attacked queen before it is set aside for a later pass.
constexpr int kTriesPerQueen = 256;
// From this n on the greedy start sweeps the columns in order (sweep_start.hpp): its arrays
// outgrow the caches (at 2^16 the board alone is 256 KiB), where the classic start is a chain of
// misses. Below it the classic start, whose boards the tests and golden runs pin.
constexpr std::int64_t kSweepStartN = std::int64_t{1} << 16;
// From this n on (a board of 64 MiB) a second thread does what cannot change the board: it
// faults in the pages of the search's arrays ahead of use (page_faults.hpp; the bits and then the
// counters on two threads before they are used, the board while the start fills it), and takes
// half of the sequential passes after the start (filling the counters, finding the attacked rows).
// Below it a thread costs more than it saves.
constexpr std::int64_t kSecondThreadN = std::int64_t{1} << 24;

class Search {
 public:
  Search(BoardSpan board, Rng& rng, const StopToken& stop,
         const std::function<void(const MinConflictsProgress&)>& progress, std::uint64_t max_swaps)
      : board_(board),
        n_(static_cast<std::int64_t>(board.size())),
        rng_(rng),
        stop_(stop),
        progress_(progress),
        max_swaps_(max_swaps) {}

  MinConflictsResult run() {
    std::optional<Counts> counts = start();
    if (!counts) return stopped();
    result_.solved = repair(*counts, rows_on_crowded_diagonals(*counts));
    result_.conflicts = counts->conflicts();
    result_.seconds = seconds();
    return result_;
  }

 private:
  double seconds() const { return std::chrono::duration<double>(Clock::now() - start_).count(); }
  bool out_of_time() const { return stop_.stop_requested(); }
  // Asked every 2^16 rows of a pass over the board: a clock read per 65536 rows costs nothing
  // measurable, and a pass at n = 10^9 (seconds) still stops within a millisecond.
  bool out_of_time_at(std::int64_t row) const {
    return (row & ((std::int64_t{1} << 16) - 1)) == 0 && out_of_time();
  }
  MinConflictsResult stopped() {
    result_.seconds = seconds();
    return result_;
  }
  // The greedy start, sweeping the columns from kSweepStartN rows on, and the counters of the board
  // it leaves; none when the token asked to stop first. The counters are made once the start has
  // freed its unused columns, and the diagonal bits are freed on return (they are needed only to
  // fill the counters): the peak is the board, the bits and the counters (5.5 bytes a queen).
  std::optional<Counts> start() {
    const bool fault_ahead = n_ >= kSecondThreadN;
    DiagonalBits occupied(n_);
    std::optional<BackgroundPageFaults> board_faults;
    if (fault_ahead) {
      const std::vector<PageRegion> bits = occupied.pages();
      fault_in_on_two_threads(bits[0], bits[1]);
      board_faults.emplace(std::vector<PageRegion>{std::as_bytes(board_)});
    }
    if (n_ >= kSweepStartN) {
      auto keep_going = [&](std::int64_t row) {
        if (out_of_time()) return false;
        if (progress_ && (row & ((1 << 24) - 1)) == 0) progress_({"greedy start", row, n_});
        return true;
      };
      // An interrupt's caller drops the board: it is left unfilled (stopped(), min_conflicts.hpp).
      auto interrupted = [&] { return stop_.interrupted(); };
      if (!sweep_start(board_, occupied, rng_, crowded_, keep_going, interrupted)) {
        return std::nullopt;
      }
    } else {
      std::iota(board_.begin(), board_.end(), 0);
      if (!greedy_start(occupied)) return std::nullopt;
    }
    // Asked again before the counters are made and filled, a pass over the board and its page
    // faults: a limit that lands in the start ends there. Once they are made, repair stops at once
    // and the result keeps their count of conflicts.
    if (out_of_time()) return std::nullopt;
    std::optional<Counts> counts(std::in_place, n_);
    if (fault_ahead) {
      const PageRegion pages = counts->pages();
      fault_in_on_two_threads(pages.first(pages.size() / 2), pages.subspan(pages.size() / 2));
    }
    count_diagonals(occupied, *counts);
    return counts;
  }

  std::int64_t random_row_from(std::int64_t first) {
    return first +
           static_cast<std::int64_t>(uniform_below(rng_, static_cast<std::uint64_t>(n_ - first)));
  }

  // Row by row, swaps in the column of a random row below whose square has both diagonals free;
  // after kTriesPerRow failures, or in the last kGreedyTail rows, it takes the last candidate
  // anyway (Sosic and Gu's greedy start). The candidates form a queue drawn kLookahead tries
  // ahead, for the row current at draw time, with their memory prefetched meanwhile; one that has
  // fallen above the current row by the time it is tried is skipped (its draw was uniform over a
  // range that still holds all valid rows uniformly, so the choice stays unbiased).
  // False when the token asked to stop first.
  bool greedy_start(DiagonalBits& occupied) {
    const std::int64_t greedy_rows = std::max<std::int64_t>(0, n_ - kGreedyTail);
    std::int64_t queue[kLookahead];
    int head = 0;
    auto draw = [&](std::int64_t row) {
      const std::int64_t j = random_row_from(row);
      __builtin_prefetch(&board_[j]);
      return j;
    };
    for (int k = 0; k < kLookahead && greedy_rows > 0; ++k) queue[k] = draw(0);
    for (std::int64_t row = 0; row < greedy_rows; ++row) {
      if (out_of_time_at(row)) return false;
      bool placed = false;
      std::int64_t last = row;
      for (int tries = 0; tries < kTriesPerRow && !placed;) {
        const std::int64_t j = queue[head];
        queue[head] = draw(row);
        // The candidate half way down the queue has its column cached by now: fetch its bits.
        const std::int64_t ahead = queue[(head + kLookahead / 2) % kLookahead];
        if (ahead >= row) occupied.prefetch(row, board_[ahead]);
        head = (head + 1) % kLookahead;
        if (j < row) continue;  // drawn for an earlier row and now taken
        ++tries;
        last = j;
        placed = occupied.free(row, board_[j]);
      }
      std::swap(board_[row], board_[last]);
      if (placed) {
        occupied.place(row, board_[row]);
      } else {
        crowded_.push_back(row);  // kept out of the bits, so that they mark single queens only
      }
      if (progress_ && (row & ((1 << 24) - 1)) == 0) progress_({"greedy start", row, n_});
    }
    for (std::int64_t row = greedy_rows; row < n_; ++row) {
      std::swap(board_[row], board_[random_row_from(row)]);
      crowded_.push_back(row);
    }
    return true;
  }

  // The 2-bit diagonal counters of the whole board: the bits of the rows placed on free squares
  // (each diagonal holds at most one of them) expanded in one sequential pass, then the few
  // other rows added one by one. Those are about a hundred in all (the sweep start; a few hundred
  // with the classic one), so the counters' map of diagonals with 3 queens or more stays small.
  void count_diagonals(const DiagonalBits& occupied, Counts& counts) {
    counts.load_single_queens([&](std::int64_t down) { return occupied.down_bits(down); },
                              [&](std::int64_t up) { return occupied.up_bits(up); },
                              n_ >= kSecondThreadN);
    for (std::int64_t row : crowded_) counts.place(row, board_[row]);
  }

  // The attacked rows right after the greedy start: every diagonal with two or more queens holds
  // one of the rows kept out of the bits, so one sequential scan of the board against those few
  // diagonals (a bit filter in cache, then an exact look-up) finds them all.
  std::vector<std::int64_t> rows_on_crowded_diagonals(const Counts& counts) const {
    std::vector<std::int64_t> hot_down, hot_up;
    for (std::int64_t row : crowded_) {
      const std::int64_t c = board_[row];
      if (counts.down_count(row, c) > 1) hot_down.push_back(row + c);
      if (counts.up_count(row, c) > 1) hot_up.push_back(row - c + n_ - 1);
    }
    std::sort(hot_down.begin(), hot_down.end());
    std::sort(hot_up.begin(), hot_up.end());
    // About 64 filter bits a hot diagonal (a false hit in 64 or fewer), in L2 cache up to tens of
    // thousands of crowded rows (the sweep start leaves about a hundred at n = 10^9).
    std::uint64_t filter_bits = std::uint64_t{1} << 16;
    while (filter_bits < 64 * std::max(hot_down.size(), hot_up.size())) filter_bits *= 2;
    std::vector<std::uint64_t> filter_down(filter_bits / 64), filter_up(filter_bits / 64);
    auto mark = [&](std::vector<std::uint64_t>& filter, std::int64_t d) {
      filter[(static_cast<std::uint64_t>(d) & (filter_bits - 1)) / 64] |= std::uint64_t{1}
                                                                          << (d % 64);
    };
    auto maybe = [&](const std::vector<std::uint64_t>& filter, std::int64_t d) {
      return (filter[(static_cast<std::uint64_t>(d) & (filter_bits - 1)) / 64] >> (d % 64)) & 1;
    };
    for (std::int64_t d : hot_down) mark(filter_down, d);
    for (std::int64_t u : hot_up) mark(filter_up, u);
    // Cut short when the token asks to stop (repair then stops before it reads the list).
    auto scan = [&](std::int64_t from, std::int64_t to, std::vector<std::int64_t>& attacked) {
      for (std::int64_t row = from; row < to; ++row) {
        if (out_of_time_at(row)) return;
        const std::int64_t down = row + board_[row], up = row - board_[row] + n_ - 1;
        if ((maybe(filter_down, down) &&
             std::binary_search(hot_down.begin(), hot_down.end(), down)) ||
            (maybe(filter_up, up) && std::binary_search(hot_up.begin(), hot_up.end(), up))) {
          attacked.push_back(row);
        }
      }
    };
    // The same rows in the same order on one thread or two (the second half on a second thread).
    std::vector<std::int64_t> attacked;
    if (n_ < kSecondThreadN) {
      scan(0, n_, attacked);
      return attacked;
    }
    std::vector<std::int64_t> second_half;
    {
      const std::jthread second([&] { scan(n_ / 2, n_, second_half); });
      scan(0, n_ / 2, attacked);
    }
    attacked.insert(attacked.end(), second_half.begin(), second_half.end());
    return attacked;
  }

  // The rows whose queen is attacked, by a scan of all rows with the counters prefetched ahead;
  // cut short when the token asks to stop.
  std::vector<std::int64_t> attacked_rows(const Counts& counts) const {
    std::vector<std::int64_t> attacked;
    constexpr std::int64_t kAhead = 32;
    for (std::int64_t row = 0; row < n_; ++row) {
      if (out_of_time_at(row)) break;
      if (row + kAhead < n_) counts.prefetch(row + kAhead, board_[row + kAhead]);
      if (counts.attacks_on(board_, row) > 0) attacked.push_back(row);
    }
    return attacked;
  }

  // Swaps attacked queens with random partners. A swap that puts both queens on empty diagonals
  // is taken first: it makes no queen newly attacked, so the rows found by one scan are all that
  // ever need fixing. A queen with no such swap among its tries waits for the next round, while
  // rounds still fix some queens: a scan of the whole board costs n random reads (minutes at
  // n = 10^9), the rounds only what is left. After a round without progress, any swap that lowers
  // the conflicts will do, and a new scan finds the rows it may have disturbed.
  bool repair(Counts& counts, std::vector<std::int64_t> attacked) {
    const std::int64_t at_start = counts.conflicts();
    if (progress_) progress_({"repair", at_start, at_start});
    int fruitless_scans = 0;
    bool patient = true;                // clear swaps only, unfixed queens wait for a new round
    std::vector<std::int64_t> waiting;  // attacked queens for the next round
    std::int64_t conflicts_at_round = at_start;
    while (counts.conflicts() > 0) {
      if (out_of_time()) return false;
      if (attacked.empty() && !waiting.empty()) {
        patient = patient && counts.conflicts() < conflicts_at_round;
        conflicts_at_round = counts.conflicts();
        attacked.swap(waiting);
      }
      if (attacked.empty()) {
        attacked = attacked_rows(counts);
        if (out_of_time()) return false;
        // Scans with no improving swap in between: shake one attacked queen at random.
        if (fruitless_scans++ > 0) {
          const std::int64_t row = attacked[uniform_below(rng_, attacked.size())];
          const std::int64_t partner =
              static_cast<std::int64_t>(uniform_below(rng_, static_cast<std::uint64_t>(n_)));
          if (partner != row) counts.swap_rows(board_, row, partner);
        }
      }
      const std::int64_t row = attacked.back();
      attacked.pop_back();
      if (counts.attacks_on(board_, row) == 0) continue;
      const auto [fallback, clear] = partner_for(counts, row);
      if (!clear && patient) {
        waiting.push_back(row);
        continue;
      }
      if (fallback < 0) continue;
      if (max_swaps_ && result_.swaps == max_swaps_) {  // the swap would pass the budget
        result_.budget_spent = true;
        return false;
      }
      counts.swap_rows(board_, row, fallback);
      ++result_.swaps;
      fruitless_scans = 0;
      if (!clear) {  // someone may be newly attacked: scan again when needed
        attacked.clear();
        waiting.clear();
      }
      if (counts.attacks_on(board_, row) > 0) attacked.push_back(row);
      if (counts.attacks_on(board_, fallback) > 0) attacked.push_back(fallback);
      if (progress_ && (result_.swaps & 1023) == 0)
        progress_({"repair", counts.conflicts(), at_start});
    }
    return true;
  }

  // Up to kTriesPerQueen random partners for the queen of `row`: the first whose swap lands both
  // queens clear, else the first that lowers the conflicts (row -1: none did).
  struct Partner {
    std::int64_t row = -1;
    bool clear = false;
  };
  Partner partner_for(const Counts& counts, std::int64_t row) {
    Partner found;
    for (int tries = 0; tries < kTriesPerQueen && !found.clear; ++tries) {
      const std::int64_t partner =
          static_cast<std::int64_t>(uniform_below(rng_, static_cast<std::uint64_t>(n_)));
      if (partner == row) continue;
      if (counts.swap_delta(board_, row, partner) >= 0) continue;
      const bool clear = lands_clear(counts, row, partner);
      if (found.row < 0 || clear) found = {partner, clear};
    }
    return found;
  }

  // Whether swapping rows i and j puts each queen on two diagonals that no other queen holds.
  bool lands_clear(const Counts& counts, std::int64_t i, std::int64_t j) const {
    const std::int64_t ci = board_[i], cj = board_[j];
    // A destination diagonal may still hold the moving queen itself (i and j on one diagonal).
    auto others = [&](std::int64_t count, bool holds_i, bool holds_j) {
      return count - static_cast<int>(holds_i) - static_cast<int>(holds_j);
    };
    const std::int64_t m = n_ - 1;
    return others(counts.down_count(i, cj), i + ci == i + cj, j + cj == i + cj) == 0 &&
           others(counts.up_count(i, cj), i - ci == i - cj, j - cj == i - cj) == 0 &&
           others(counts.down_count(j, ci), i + ci == j + ci, j + cj == j + ci) == 0 &&
           others(counts.up_count(j, ci), i - ci + m == j - ci + m, j - cj == j - ci) == 0;
  }

  BoardSpan board_;
  std::int64_t n_;
  Rng& rng_;
  const StopToken stop_;
  const std::function<void(const MinConflictsProgress&)>& progress_;
  const std::uint64_t max_swaps_;
  Clock::time_point start_ = Clock::now();
  MinConflictsResult result_;
  std::vector<std::int64_t> crowded_;  // rows not placed on a free square: forced and tail rows
};

}  // namespace

MinConflictsResult min_conflicts(BoardSpan board, Rng& rng, const StopToken& stop,
                                 const std::function<void(const MinConflictsProgress&)>& progress,
                                 std::uint64_t max_swaps) {
  const auto n = static_cast<std::int64_t>(board.size());
  if (n == 2 || n == 3) throw std::invalid_argument("no solution exists for n = 2 or 3");
  if (n < 1) throw std::invalid_argument("n must be at least 1");
  return Search(board, rng, stop, progress, max_swaps).run();
}

}  // namespace nqga
