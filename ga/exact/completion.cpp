#include "completion.hpp"

#include <algorithm>
#include <atomic>
#include <chrono>
#include <mutex>
#include <stdexcept>
#include <string>
#include <vector>

#include "../parallel.hpp"
#include "watchdog.hpp"

namespace nqga {

namespace {

using Bits = std::uint64_t;
using Clock = std::chrono::steady_clock;

// Enough subtrees for the workers to balance uneven ones; the split stops deepening there.
constexpr std::size_t kTargetSubtrees = 1024;

Bits bit_of(std::int64_t column) { return Bits{1} << column; }

// Each row's squares open to a queen: not blocked, not attacked by a given queen; a given
// queen's own row allows its column only (unless another given queen attacks it: then nothing,
// and the search ends at once). O(n * given + blocked).
std::vector<Bits> allowed_squares(const Instance& instance) {
  const int n = instance.size();
  if (n < 1 || n > kMaxCompletionN) {
    throw std::invalid_argument("the exact search on instances takes n in 1.." +
                                std::to_string(kMaxCompletionN) + ", got " + std::to_string(n));
  }
  const Bits full = n == 64 ? ~Bits{0} : bit_of(n) - 1;
  std::vector<Bits> allowed(static_cast<std::size_t>(n), full);
  for (const std::int64_t square : instance.blocked_squares()) {
    allowed[static_cast<std::size_t>(square / n)] &= ~bit_of(square % n);
  }
  for (int row = 0; row < n; ++row) {
    const Column column = instance.given(row);
    if (column == kNoQueen) continue;
    for (int other = 0; other < n; ++other) {
      auto& open = allowed[static_cast<std::size_t>(other)];
      const int distance = other - row;
      if (distance == 0) {
        open &= bit_of(column);
        continue;
      }
      Bits attacked = bit_of(column);
      if (column + distance >= 0 && column + distance < n) attacked |= bit_of(column + distance);
      if (column - distance >= 0 && column - distance < n) attacked |= bit_of(column - distance);
      open &= ~attacked;
    }
  }
  return allowed;
}

// The attacks of the queens placed so far on the next row: left, down, right as in count.hpp's
// searches (bit c: column c of that row is attacked along that line).
struct Node {
  Bits left = 0, down = 0, right = 0;
  Bits attacked() const { return left | down | right; }
  Node child(Bits bit) const { return {(left | bit) << 1, down | bit, (right | bit) >> 1}; }
};

// The tree cut at `depth`: its nodes there (rows 0..depth-1 filled), in lexicographic order,
// each with the columns that lead to it and the nodes depth-first search enters up to and with
// it (the empty board included), and all the nodes above the cut.
struct Split {
  int depth = 0;
  std::vector<Node> roots;
  std::vector<Column> paths;                // depth columns a root
  std::vector<std::uint64_t> nodes_before;  // a root
  std::uint64_t nodes_above = 1;
};

void collect(const std::vector<Bits>& allowed, int row, Node node, Column* path, Split& split) {
  if (row == split.depth) {
    split.roots.push_back(node);
    split.paths.insert(split.paths.end(), path, path + split.depth);
    split.nodes_before.push_back(split.nodes_above);
    return;
  }
  for (Bits free = allowed[static_cast<std::size_t>(row)] & ~node.attacked(); free;
       free &= free - 1) {
    const Bits bit = free & (0 - free);
    path[row] = __builtin_ctzll(bit);
    ++split.nodes_above;
    collect(allowed, row + 1, node.child(bit), path, split);
  }
}

// The shallowest cut with kTargetSubtrees roots, or the last row's (or none left). Each depth
// tried costs the tree above it, a small fraction of the whole.
Split split_tree(const std::vector<Bits>& allowed) {
  const int n = static_cast<int>(allowed.size());
  Column path[kMaxCompletionN];
  for (int depth = 0;; ++depth) {
    Split split;
    split.depth = depth;
    collect(allowed, 0, Node{}, path, split);
    if (split.roots.size() >= kTargetSubtrees || depth == n - 1 || split.roots.empty()) {
      return split;
    }
  }
}

struct Walk {
  std::uint64_t solutions = 0, nodes = 0;
  bool stopped = false;  // should_stop said so: the numbers are partial
};

// Depth-first search of the subtree below `root` (row `row` next) to the last row. kFirstOnly:
// ends at the first solution, its columns written to board[row..]; otherwise counts them all
// (the last row's free squares at once). should_stop() is asked every 2^12 steps.
template <bool kFirstOnly, typename ShouldStop>
Walk walk(const std::vector<Bits>& allowed, int root_row, Node root, const ShouldStop& should_stop,
          Column* board) {
  struct Frame {
    Bits free;
    Node node;
  };
  Frame stack[kMaxCompletionN];
  const int last = static_cast<int>(allowed.size()) - 1;
  auto open = [&](int row, Node node) {
    stack[row] = {allowed[static_cast<std::size_t>(row)] & ~node.attacked(), node};
  };
  Walk w;
  std::uint64_t steps = 0;
  open(root_row, root);
  for (int row = root_row; row >= root_row;) {
    Frame& f = stack[row];
    if ((++steps & 4095) == 0 && should_stop()) {
      w.stopped = true;
      return w;
    }
    if (!kFirstOnly && row == last) {  // every free square of the last row is a solution
      const auto found = static_cast<std::uint64_t>(__builtin_popcountll(f.free));
      w.solutions += found;
      w.nodes += found;
      --row;
      continue;
    }
    if (!f.free) {
      --row;
      continue;
    }
    const Bits bit = f.free & (0 - f.free);
    f.free ^= bit;
    ++w.nodes;
    if (kFirstOnly) board[row] = __builtin_ctzll(bit);
    if (row == last) {  // only kFirstOnly gets here
      w.solutions = 1;
      return w;
    }
    open(++row, f.node.child(bit));
  }
  return w;
}

double seconds_from(Clock::time_point start) {
  return std::chrono::duration<double>(Clock::now() - start).count();
}

}  // namespace

CompletionCount count_completions(const Instance& instance, int threads,
                                  const StopToken& stop_token) {
  const auto start = Clock::now();
  const std::vector<Bits> allowed = allowed_squares(instance);
  const Split split = split_tree(allowed);
  std::atomic<bool> stop{stop_token.stop_requested()};
  const Watchdog watchdog(stop_token, stop);
  std::atomic<std::uint64_t> total{0}, nodes{split.nodes_above};
  std::atomic<std::size_t> finished{0};
  const auto should_stop = [&] { return stop.load(std::memory_order_relaxed); };
  parallel_for(
      static_cast<std::int64_t>(split.roots.size()), threads,
      [&](std::int64_t k, int) {
        const Walk w = walk<false>(allowed, split.depth, split.roots[static_cast<std::size_t>(k)],
                                   should_stop, nullptr);
        total += w.solutions;
        nodes += w.nodes;
        if (!w.stopped) ++finished;
      },
      &stop);
  return {.total = total,
          .visited_nodes = nodes,
          .complete = finished == split.roots.size(),
          .seconds = seconds_from(start)};
}

FirstSolution first_completion(const Instance& instance, const StopToken& stop_token, int threads) {
  const auto start = Clock::now();
  const std::vector<Bits> allowed = allowed_squares(instance);
  const Split split = split_tree(allowed);
  const auto count = static_cast<std::int64_t>(split.roots.size());
  std::atomic<bool> stop{stop_token.stop_requested()};
  const Watchdog watchdog(stop_token, stop);
  std::vector<Walk> walks(split.roots.size());
  std::vector<char> finished(split.roots.size(), 0);
  std::atomic<std::int64_t> winner{count};  // the first root known to lead to a solution
  std::mutex mutex;
  FirstSolution result;
  result.board.assign(allowed.size(), 0);
  parallel_for(
      count, threads,
      [&](std::int64_t k, int) {
        if (winner.load() < k) return;  // an earlier subtree has a solution
        const auto should_stop = [&] {
          return stop.load(std::memory_order_relaxed) || winner.load(std::memory_order_relaxed) < k;
        };
        Board board(allowed.size());
        const auto at = static_cast<std::size_t>(k);
        walks[at] = walk<true>(allowed, split.depth, split.roots[at], should_stop, board.data());
        finished[at] = !walks[at].stopped;
        if (walks[at].solutions == 0) return;
        std::lock_guard lock(mutex);
        if (k >= winner.load()) return;
        winner = k;
        std::copy(split.paths.begin() + k * split.depth,
                  split.paths.begin() + (k + 1) * split.depth, board.begin());
        result.board = board;
      },
      &stop);
  // Plain backtracking's count: the nodes above the cut up to the winner's root, the subtrees
  // before it whole, and the winner's up to its solution; with no winner, everything.
  const std::int64_t end = std::min(winner.load() + 1, count);
  bool earlier_done = true;
  result.visited_nodes =
      winner < count ? split.nodes_before[static_cast<std::size_t>(winner)] : split.nodes_above;
  for (std::int64_t k = 0; k < end; ++k) {
    result.visited_nodes += walks[static_cast<std::size_t>(k)].nodes;
    earlier_done = earlier_done && finished[static_cast<std::size_t>(k)];
  }
  result.solved = winner < count && earlier_done;
  result.timed_out = !earlier_done;
  if (!result.solved) result.board.clear();
  result.threads = usable_threads(threads, count);
  result.kernel = SearchKernel::scalar;
  result.kernel_reason = "an instance: the scalar bitboard search (no vector form)";
  result.seconds = seconds_from(start);
  return result;
}

}  // namespace nqga
