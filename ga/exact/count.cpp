#include "count.hpp"

#include <atomic>
#include <chrono>
#include <mutex>
#include <stdexcept>
#include <string>
#include <vector>

#include "../parallel.hpp"
#include "enumerate.hpp"

namespace nqga {

namespace {

using Bits = std::uint32_t;

// The fixed masks of one board size and one choice of the first queen.
struct Bounds {
  int n = 0, last = 0;  // last = n - 1, the leaf row
  Bits mask = 0;        // the n columns
  Bits top_bit = 0;     // column n - 1
  Bits side_mask = 0;   // the two side columns
  Bits last_mask = 0;   // forbidden columns of the last row (inner search)
  Bits end_bit = 0;     // where the last row's queen must stand for a 180-degree symmetric board
  int bound1 = 0, bound2 = 0;
};

// One worker's search state. Rows hold one-bit masks of their queen's column.
// Shared by the workers of one count: when the time is up, every search unwinds.
class Deadline {
 public:
  explicit Deadline(double limit_s) : limit_s_(limit_s) {}
  bool passed() {
    if (limit_s_ <= 0) return false;
    if (!passed_ && std::chrono::duration<double>(Clock::now() - start_).count() >= limit_s_) {
      passed_ = true;
    }
    return passed_;
  }
  const std::atomic<bool>* flag() const { return &passed_; }

 private:
  using Clock = std::chrono::steady_clock;
  double limit_s_;
  Clock::time_point start_ = Clock::now();
  std::atomic<bool> passed_{false};
};

struct TimeUp {};  // thrown through a search when its deadline passes

class SymmetryCounter {
 public:
  SymmetryCounter(const Bounds& b, Deadline& deadline) : b_(b), deadline_(deadline) {}

  std::uint64_t count2 = 0, count4 = 0, count8 = 0;
  Bits board[kMaxCountN] = {};

  // First queen in the corner (column 0): every leaf is a class of 8. Below row bound1, column 1
  // is kept free, which leaves one of each pair of transposed solutions. y < last.
  void corner(int y, Bits left, Bits down, Bits right) {
    watch_the_clock(y);
    Bits free = b_.mask & ~(left | down | right);
    if (y < b_.bound1) free &= ~Bits{2};
    if (y == b_.last - 1) {  // the last row's queen needs only a free square: count, no call
      for (; free; free &= free - 1) {
        const Bits bit = free & (0 - free);
        count8 += (b_.mask & ~(((left | bit) << 1) | down | bit | ((right | bit) >> 1))) != 0;
      }
      return;
    }
    for (; free; free &= free - 1) {
      const Bits bit = free & (0 - free);
      corner(y + 1, (left | bit) << 1, down | bit, (right | bit) >> 1);
    }
  }

  // The placements allowed at row y < last of the inner search; 0 prunes the branch.
  Bits inner_choices(int y, Bits left, Bits down, Bits right) const {
    Bits free = b_.mask & ~(left | down | right);
    if (y < b_.bound1) {
      free &= ~b_.side_mask;
    } else if (y == b_.bound2) {
      if (!(down & b_.side_mask)) return 0;
      if ((down & b_.side_mask) != b_.side_mask) free &= b_.side_mask;
    }
    return free;
  }

  // First queen inside the first row, left of the middle. y < last.
  void inner(int y, Bits left, Bits down, Bits right) {
    watch_the_clock(y);
    Bits free = inner_choices(y, left, down, right);
    if (y == b_.last - 1) {  // the last row: a free square outside last_mask is a leaf
      for (; free; free &= free - 1) {
        const Bits bit = free & (0 - free);
        const Bits last = b_.mask & ~(((left | bit) << 1) | down | bit | ((right | bit) >> 1));
        if (last && !(last & b_.last_mask)) {
          board[y] = bit;
          board[y + 1] = last;
          classify();
        }
      }
      return;
    }
    for (; free; free &= free - 1) {
      const Bits bit = free & (0 - free);
      board[y] = bit;
      inner(y + 1, (left | bit) << 1, down | bit, (right | bit) >> 1);
    }
  }

 private:
  // Asks whether the count's time is up every 2^10 calls made 5 or more rows above the last: the
  // subtrees below hold a few thousand nodes at most, so the answer comes within milliseconds,
  // while the deep calls, nearly all of them, pay one comparison.
  void watch_the_clock(int y) {
    if (y + 5 <= b_.last && (++calls_ & ((1u << 10) - 1)) == 0 && deadline_.passed()) {
      throw TimeUp{};
    }
  }

  // Compares the leaf with its 90, 180 and 270 degree rotations: a board equal to its 90-degree
  // rotation is a class of 2, to its 180-degree one a class of 4; a smaller rotation means this
  // leaf is not its class's representative and is not counted.
  void classify() {
    const int last = b_.last;
    if (board[b_.bound2] == 1) {  // 90 degrees
      int own = 1;
      for (Bits ptn = 2; own <= last; ++own, ptn <<= 1) {
        Bits bit = 1;
        for (int you = last; board[you] != ptn && board[own] >= bit; --you) bit <<= 1;
        if (board[own] > bit) return;
        if (board[own] < bit) break;
      }
      if (own > last) {
        ++count2;
        return;
      }
    }
    if (board[last] == b_.end_bit) {  // 180 degrees
      int own = 1;
      for (int you = last - 1; own <= last; ++own, --you) {
        Bits bit = 1;
        for (Bits ptn = b_.top_bit; ptn != board[you] && board[own] >= bit; ptn >>= 1) bit <<= 1;
        if (board[own] > bit) return;
        if (board[own] < bit) break;
      }
      if (own > last) {
        ++count4;
        return;
      }
    }
    if (board[b_.bound1] == b_.top_bit) {  // 270 degrees
      int own = 1;
      for (Bits ptn = b_.top_bit >> 1; own <= last; ++own, ptn >>= 1) {
        Bits bit = 1;
        for (int you = 0; board[you] != ptn && board[own] >= bit; ++you) bit <<= 1;
        if (board[own] > bit) return;
        if (board[own] < bit) break;
      }
    }
    ++count8;
  }

  const Bounds b_;  // a copy: the board writes cannot alias it, so it stays in registers
  Deadline& deadline_;
  std::uint64_t calls_ = 0;
};

// One independent piece of the search: a first-row choice and the queens of the next rows.
struct Subproblem {
  bool in_corner = false;
  int bounds = 0;  // index into the bounds table
  int y = 0;       // the next row to place
  Bits left = 0, down = 0, right = 0;
  Bits prefix[3] = {};  // the queens of rows 0 .. y-1 (inner search only needs them)
};

// Boards too small for the symmetry bounds: every solution is enumerated, and the classes are
// counted by their least images.
SolutionCount count_by_enumeration(int n) {
  SolutionCount count;
  count.total = enumerate_solutions(n, [&](BoardView board) {
    count.unique += canonical(board) == Board(board.begin(), board.end());
  });
  return count;
}

}  // namespace

SolutionCount count_solutions(int n, int threads,
                              const std::function<void(int done, int total)>& progress,
                              double time_limit_s) {
  if (n < 1 || n > kMaxCountN) {
    throw std::invalid_argument("n must be in [1, " + std::to_string(kMaxCountN) +
                                "] for counting, got " + std::to_string(n));
  }
  if (n <= 5) return count_by_enumeration(n);

  Deadline deadline(time_limit_s);
  // The bounds of every first-row choice, then the subproblems under each.
  std::vector<Bounds> bounds;
  std::vector<Subproblem> subproblems;
  Bounds base;
  base.n = n;
  base.last = n - 1;
  base.top_bit = Bits{1} << (n - 1);
  base.mask = n == 32 ? ~Bits{0} : (Bits{1} << n) - 1;

  // Corner: row 0 in column 0, row 1 in column bound1 in [2, n-2]; split on row 2's queen.
  for (int bound1 = 2; bound1 < n - 1; ++bound1) {
    Bounds b = base;
    b.bound1 = bound1;
    bounds.push_back(b);
    const Bits bit = Bits{1} << bound1;
    const Bits left = (2 | bit) << 1, down = 1 | bit, right = bit >> 1;
    Bits free = b.mask & ~(left | down | right);
    if (2 < b.bound1) free &= ~Bits{2};
    for (; free; free &= free - 1) {
      const Bits q = free & (0 - free);
      subproblems.push_back({true,
                             static_cast<int>(bounds.size() - 1),
                             3,
                             (left | q) << 1,
                             down | q,
                             (right | q) >> 1,
                             {1, bit, q}});
    }
  }
  // Inner: row 0 in column bound1 < bound2 = n-2-(bound1-1); split on rows 1 and 2.
  Bits side_mask = base.top_bit | 1, last_mask = side_mask, end_bit = base.top_bit >> 1;
  for (int bound1 = 1, bound2 = n - 2; bound1 < bound2; ++bound1, --bound2) {
    Bounds b = base;
    b.bound1 = bound1;
    b.bound2 = bound2;
    b.side_mask = side_mask;
    b.last_mask = last_mask;
    b.end_bit = end_bit;
    bounds.push_back(b);
    const int index = static_cast<int>(bounds.size() - 1);
    SymmetryCounter probe(bounds.back(), deadline);
    const Bits bit = Bits{1} << bound1;
    for (Bits f1 = probe.inner_choices(1, bit << 1, bit, bit >> 1); f1; f1 &= f1 - 1) {
      const Bits q1 = f1 & (0 - f1);
      const Bits l1 = (bit << 1 | q1) << 1, d1 = bit | q1, r1 = (bit >> 1 | q1) >> 1;
      for (Bits f2 = probe.inner_choices(2, l1, d1, r1); f2; f2 &= f2 - 1) {
        const Bits q2 = f2 & (0 - f2);
        subproblems.push_back(
            {false, index, 3, (l1 | q2) << 1, d1 | q2, (r1 | q2) >> 1, {bit, q1, q2}});
      }
    }
    last_mask |= last_mask >> 1 | last_mask << 1;
    end_bit >>= 1;
  }

  std::mutex mutex;
  SolutionCount result;
  int done = 0;
  const int total_tasks = static_cast<int>(subproblems.size());
  parallel_for(
      total_tasks, threads,
      [&](std::int64_t k, int) {
        const Subproblem& sub = subproblems[static_cast<std::size_t>(k)];
        SymmetryCounter counter(bounds[static_cast<std::size_t>(sub.bounds)], deadline);
        for (int row = 0; row < 3; ++row) counter.board[row] = sub.prefix[row];
        try {
          if (sub.in_corner) {
            counter.corner(sub.y, sub.left, sub.down, sub.right);
          } else {
            counter.inner(sub.y, sub.left, sub.down, sub.right);
          }
        } catch (const TimeUp&) {
          return;  // the count is incomplete; its partial numbers are not added
        }
        std::lock_guard lock(mutex);
        result.total += 2 * counter.count2 + 4 * counter.count4 + 8 * counter.count8;
        result.unique += counter.count2 + counter.count4 + counter.count8;
        ++done;
        if (progress) progress(done, total_tasks);
      },
      deadline.flag());
  result.complete = done == total_tasks;
  return result;
}

}  // namespace nqga
