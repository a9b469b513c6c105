#include "completion.hpp"

#include <algorithm>
#include <atomic>
#include <chrono>
#include <cstdlib>
#include <mutex>
#include <stdexcept>
#include <string>
#include <vector>

#include "../parallel.hpp"
#include "instance_tree.hpp"
#include "watchdog.hpp"

namespace nqga {

namespace {

using Bits = InstanceTree::Bits;
using Clock = std::chrono::steady_clock;

// Enough subtrees for the workers to balance uneven ones; the split stops deepening there.
constexpr std::size_t kTargetSubtrees = 1024;

// The tree cut at `depth` queens: its nodes there in the search's order, each with the board that
// leads to it (kNoQueen in its empty rows) and the nodes depth-first search enters up to and with
// it (the empty board included), and all the nodes above the cut.
struct Split {
  int depth = 0;
  std::vector<InstanceNode> roots;
  std::vector<Column> paths;                // n columns a root
  std::vector<std::uint64_t> nodes_before;  // a root
  std::uint64_t nodes_above = 1;
};

// The cut one queen deeper: each root's children in order, numbered as depth-first search enters
// them (a child comes after its parent's earlier children and everything before its parent).
// O(roots * rows left).
Split deeper(const InstanceTree& tree, const Split& above) {
  const auto n = static_cast<std::size_t>(tree.size());
  Split below;
  below.depth = above.depth + 1;
  below.nodes_above = above.nodes_above;
  std::uint64_t entered = 0;  // nodes of the new depth so far
  for (std::size_t k = 0; k < above.roots.size(); ++k) {
    const Branching next = tree.branching(above.roots[k]);
    for (Bits choices = next.choices; choices; choices &= choices - 1) {
      const Bits choice = choices & (0 - choices);
      const int row = next.row_of(choice), column = next.column_of(choice);
      below.roots.push_back(tree.place(above.roots[k], row, column));
      const std::size_t path = below.paths.size();
      below.paths.insert(below.paths.end(),
                         above.paths.begin() + static_cast<std::ptrdiff_t>(k * n),
                         above.paths.begin() + static_cast<std::ptrdiff_t>((k + 1) * n));
      below.paths[path + static_cast<std::size_t>(row)] = column;
      below.nodes_before.push_back(above.nodes_before[k] + ++entered);
    }
  }
  below.nodes_above += entered;
  return below;
}

// The shallowest cut with kTargetSubtrees roots, or the one a queen short of a full board (or
// none left), deepened one queen at a time: O(nodes above it * rows left).
Split split_tree(const InstanceTree& tree) {
  Split split{.roots = {tree.root()},
              .paths = Board(static_cast<std::size_t>(tree.size()), kNoQueen),
              .nodes_before = {1}};
  while (split.roots.size() < kTargetSubtrees && split.depth < tree.size() - 1) {
    split = deeper(tree, split);
    if (split.roots.empty()) break;
  }
  return split;
}

struct Walk {
  std::uint64_t solutions = 0, nodes = 0;
  bool stopped = false;  // should_stop said so: the numbers are partial
};

// Depth-first search of the subtree below `root` to a full board. kFirstOnly: ends at the first
// solution, its columns written to board[row] for the rows the root leaves empty; otherwise counts
// them all (the last row's free squares at once). should_stop() is asked every 2^12 steps.
template <bool kFirstOnly, typename ShouldStop>
Walk walk(const InstanceTree& tree, const InstanceNode& root, const ShouldStop& should_stop,
          Column* board) {
  struct Frame {
    Branching next;
    InstanceNode node;
  };
  Frame stack[kMaxCompletionN + 1];
  Walk w;
  stack[0] = {tree.branching(root), root};
  if (stack[0].next.dead()) return w;
  std::uint64_t steps = 0;
  for (int depth = 0; depth >= 0;) {
    Frame& f = stack[depth];
    if ((++steps & 4095) == 0 && should_stop()) {
      w.stopped = true;
      return w;
    }
    if (!kFirstOnly && f.next.last) {  // every free square of the last row is a solution
      const auto found = static_cast<std::uint64_t>(__builtin_popcountll(f.next.choices));
      w.solutions += found;
      w.nodes += found;
      --depth;
      continue;
    }
    if (!f.next.choices) {
      --depth;
      continue;
    }
    const Bits choice = f.next.choices & (0 - f.next.choices);
    f.next.choices ^= choice;
    const int row = f.next.row_of(choice), column = f.next.column_of(choice);
    ++w.nodes;
    if (kFirstOnly) board[row] = column;
    if (f.next.last) {  // only kFirstOnly gets here
      w.solutions = 1;
      return w;
    }
    const InstanceNode child = tree.place(f.node, row, column);
    const Branching next = tree.branching(child);
    if (!next.dead()) stack[++depth] = {next, child};
  }
  return w;
}

// Fills result's verdict and nodes from the subtrees' walks as one depth-first search would count
// them: the nodes above the cut up to the winner's root, the subtrees before it whole and the
// winner's up to its solution; with no winner, everything. Solved only when every subtree before
// the winner was searched to its end; with none, proved only when all were.
void tally_first(const Split& split, const std::vector<Walk>& walks,
                 const std::vector<char>& finished, std::int64_t winner, FirstSolution& result) {
  const auto count = static_cast<std::int64_t>(split.roots.size());
  const std::int64_t end = std::min(winner + 1, count);
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
}

double seconds_from(Clock::time_point start) {
  return std::chrono::duration<double>(Clock::now() - start).count();
}

}  // namespace

CompletionCount count_completions(const Instance& instance, int threads,
                                  const StopToken& stop_token) {
  const auto start = Clock::now();
  const InstanceTree tree(instance);
  const Split split = split_tree(tree);
  std::atomic<bool> stop{stop_token.stop_requested()};
  const Watchdog watchdog(stop_token, stop);
  std::atomic<std::uint64_t> total{0}, nodes{split.nodes_above};
  std::atomic<std::size_t> finished{0};
  const auto should_stop = [&] { return stop.load(std::memory_order_relaxed); };
  parallel_for(
      static_cast<std::int64_t>(split.roots.size()), threads,
      [&](std::int64_t k, int) {
        const Walk w =
            walk<false>(tree, split.roots[static_cast<std::size_t>(k)], should_stop, nullptr);
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
  const InstanceTree tree(instance);
  const Split split = split_tree(tree);
  const auto count = static_cast<std::int64_t>(split.roots.size());
  std::atomic<bool> stop{stop_token.stop_requested()};
  const Watchdog watchdog(stop_token, stop);
  std::vector<Walk> walks(split.roots.size());
  std::vector<char> finished(split.roots.size(), 0);
  std::atomic<std::int64_t> winner{count};  // the first root known to lead to a solution
  std::mutex mutex;
  FirstSolution result;
  result.threads = usable_threads(threads, count);
  parallel_for(
      count, result.threads,
      [&](std::int64_t k, int) {
        if (winner.load() < k) return;  // an earlier subtree has a solution
        const auto should_stop = [&] {
          return stop.load(std::memory_order_relaxed) || winner.load(std::memory_order_relaxed) < k;
        };
        const auto at = static_cast<std::size_t>(k);
        Board board(split.paths.begin() + k * tree.size(),
                    split.paths.begin() + (k + 1) * tree.size());
        walks[at] = walk<true>(tree, split.roots[at], should_stop, board.data());
        finished[at] = !walks[at].stopped;
        if (walks[at].solutions == 0) return;
        std::lock_guard lock(mutex);
        if (k >= winner.load()) return;
        winner = k;
        result.board = board;
      },
      &stop);
  tally_first(split, walks, finished, winner, result);
  result.kernel = SearchKernel::scalar;
  result.kernel_reason =
      "instances: the scalar search, rows in the order of their free squares (the vector kernels "
      "take rows in a fixed order)";
  result.seconds = seconds_from(start);
  return result;
}

namespace {

// "row 16", "rows 3, 7 and 16", the first six of a longer list "and K more". 1-based.
std::string numbered(const char* noun, const std::vector<int>& zero_based) {
  constexpr std::size_t kNamed = 6;
  std::string text = noun;
  if (zero_based.size() > 1) text += "s";
  const std::size_t named = std::min(zero_based.size(), kNamed);
  for (std::size_t k = 0; k < named; ++k) {
    const bool closing = k + 1 == named && named == zero_based.size() && k > 0;
    text += (k == 0 ? " " : closing ? " and " : ", ") + std::to_string(zero_based[k] + 1);
  }
  if (named < zero_based.size()) {
    text += " and " + std::to_string(zero_based.size() - named) + " more";
  }
  return text;
}

// "the given queens of rows 19 and 20 attack each other" for each attacking pair (three named).
std::string attacking_given_queens(const Instance& instance) {
  constexpr int kNamed = 3;
  std::string text;
  int pairs = 0;
  for (int row = 0; row < instance.size(); ++row) {
    if (instance.given(row) == kNoQueen) continue;
    for (int other = row + 1; other < instance.size(); ++other) {
      if (instance.given(other) == kNoQueen) continue;
      if (std::abs(instance.given(other) - instance.given(row)) != other - row) continue;
      if (++pairs <= kNamed) {
        text += std::string(text.empty() ? "" : "; ") + "the given queens of " +
                numbered("row", {row, other}) + " attack each other";
      }
    }
  }
  if (pairs > kNamed) text += " (and " + std::to_string(pairs - kNamed) + " more pairs)";
  return text;
}

}  // namespace

std::string no_completion_reason(const Instance& instance) {
  const InstanceTree tree(instance);
  const InstanceNode root = tree.root();
  std::vector<int> closed_rows, closed_columns;
  InstanceTree::Bits reachable = 0, given_columns = 0;
  for (int row = 0; row < tree.size(); ++row) {
    const Bits free = tree.free_in(root, row);
    reachable |= free;
    if (instance.given(row) != kNoQueen) {
      given_columns |= InstanceTree::bit_of(instance.given(row));
    } else if (!free) {
      closed_rows.push_back(row);
    }
  }
  for (int column = 0; column < tree.size(); ++column) {
    if (!((reachable | given_columns) & InstanceTree::bit_of(column)))
      closed_columns.push_back(column);
  }
  std::string reason = attacking_given_queens(instance);
  for (const auto& [noun, closed] : {std::pair{"row", &closed_rows}, {"column", &closed_columns}}) {
    if (closed->empty()) continue;
    reason += std::string(reason.empty() ? "" : "; ") + numbered(noun, *closed) +
              (closed->size() == 1 ? " has" : " have") +
              " no free square (each blocked or attacked by a given queen)";
  }
  return reason;
}

}  // namespace nqga
