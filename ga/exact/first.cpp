#include "first.hpp"

#include <atomic>
#include <chrono>
#include <cstdint>
#include <limits>
#include <stdexcept>
#include <string>
#include <vector>

#ifdef NQGA_X86_KERNELS
#include "first_batched.hpp"
#endif
#include "../parallel.hpp"
#include "watchdog.hpp"

namespace nqga {

namespace {

using Clock = std::chrono::steady_clock;

// Counts a node entered with a queen on `row`; says whether the search ends there: the board is
// complete (solved), must_stop() says so, or the node budget (0: none) is spent. must_stop and
// the budget are asked when the node count has no bit of `check_every - 1` set: every 2^16
// bitboard nodes (a fraction of a millisecond), every node of the flag search (whose nodes scan
// O(n) columns: 2^20 of them took 12 s at n = 20000).
template <typename MustStop>
bool node_ends_search(int n, int row, std::uint64_t check_every, std::uint64_t budget,
                      const MustStop& must_stop, FirstSolution& result) {
  ++result.visited_nodes;
  result.solved = row + 1 == n;
  if (result.solved || (result.visited_nodes & (check_every - 1)) != 0) return result.solved;
  result.timed_out = must_stop();
  return result.timed_out || (budget && result.visited_nodes >= budget);
}

void check_n(int n) {
  if (n < 1) throw std::invalid_argument("n must be at least 1, got " + std::to_string(n));
}

// n <= 64: a row's free squares are one word; its lowest set bit is the leftmost column. False
// when it stopped at `budget` nodes (0: no budget) without an answer. It asks the token itself
// (a clock read every 2^16 nodes), so a search of microseconds starts no watchdog thread.
bool search_bitboard(int n, std::uint64_t budget, const StopToken& token, FirstSolution& result) {
  const auto must_stop = [&] { return token.stop_requested(); };
  using Bits = std::uint64_t;
  const Bits mask = n == 64 ? ~Bits{0} : (Bits{1} << n) - 1;
  struct Frame {
    Bits free, left, down, right;
  };
  std::vector<Frame> stack(static_cast<std::size_t>(n));
  result.board.assign(static_cast<std::size_t>(n), 0);
  stack[0] = {mask, 0, 0, 0};
  result.visited_nodes = 1;  // the root: the empty board
  for (int row = 0; row >= 0;) {
    Frame& f = stack[static_cast<std::size_t>(row)];
    if (!f.free) {
      --row;
      continue;
    }
    const Bits bit = f.free & (0 - f.free);
    f.free ^= bit;
    result.board[static_cast<std::size_t>(row)] = __builtin_ctzll(bit);
    if (node_ends_search(n, row, std::uint64_t{1} << 16, budget, must_stop, result)) {
      return result.solved || result.timed_out;
    }
    const Bits left = (f.left | bit) << 1, down = f.down | bit, right = (f.right | bit) >> 1;
    stack[static_cast<std::size_t>(++row)] = {mask & ~(left | down | right), left, down, right};
  }
  return true;  // every node entered: no solution
}

// Any n: one flag per column and diagonal, columns tried left to right as above.
void search_flags(int n, const std::atomic<bool>& stop, FirstSolution& result) {
  const auto must_stop = [&] { return stop.load(std::memory_order_relaxed); };
  const auto size = static_cast<std::size_t>(n);
  std::vector<std::uint8_t> column(size), down(2 * size), up(2 * size);
  std::vector<int> next(size, 0);  // per row: the next column to try
  result.board.assign(size, -1);
  result.visited_nodes = 1;
  // Diagonal indices in 64 bits: r + c passes 2^31 for n above 2^30.
  auto down_of = [](int r, int c) { return static_cast<std::size_t>(std::int64_t{r} + c); };
  auto up_of = [n](int r, int c) { return static_cast<std::size_t>(std::int64_t{r} - c + n - 1); };
  auto occupy = [&](int r, int c, std::uint8_t value) {
    column[static_cast<std::size_t>(c)] = value;
    down[down_of(r, c)] = value;
    up[up_of(r, c)] = value;
  };
  for (int row = 0; row >= 0;) {
    auto& placed = result.board[static_cast<std::size_t>(row)];
    if (placed >= 0) occupy(row, placed, 0);  // back at this row: lift its queen
    int c = next[static_cast<std::size_t>(row)];
    while (c < n &&
           (column[static_cast<std::size_t>(c)] || down[down_of(row, c)] || up[up_of(row, c)])) {
      ++c;
    }
    if (c == n) {
      placed = -1;
      next[static_cast<std::size_t>(row)] = 0;
      --row;
      continue;
    }
    placed = c;
    next[static_cast<std::size_t>(row)] = c + 1;
    occupy(row, c, 1);
    if (node_ends_search(n, row, 1, 0, must_stop, result)) return;
    ++row;
  }
}

// Runs search(result) and times it.
template <typename Search>
FirstSolution timed(Search search) {
  const auto start = Clock::now();
  FirstSolution result;
  search(result);
  result.seconds = std::chrono::duration<double>(Clock::now() - start).count();
  if (!result.solved) result.board.clear();
  return result;
}

// Runs search(stop) with a flag that a watchdog sets when the token asks to stop, for the
// searches that read a flag rather than the clock (its thread costs about 30 us to start).
template <typename Search>
void watched(const StopToken& token, Search search) {
  std::atomic<bool> stop{token.stop_requested()};
  const Watchdog watchdog(token, stop);
  search(stop);
}

// The automatic kernel's reasons, literals so that a search of a microsecond pays no allocation.
static_assert(kScalarProbeNodes == 65536, "the reasons below name the probe's nodes");
constexpr const char* kProbeEnded =
    "automatic: scalar, as the search ended within its first 65536 nodes";
constexpr const char* kProbeWentOnAvx2 =
    "automatic: avx2 after 65536 scalar nodes without an end (searched again from the root)";
constexpr const char* kProbeWentOnAvx512 =
    "automatic: avx512 after 65536 scalar nodes without an end (searched again from the root)";

// The search of n <= 64 on `kernel` (resolved), into result with its kernel and reason.
// Automatic: the scalar search for kScalarProbeNodes first, then, when it has not ended, the
// widest vector kernel from the root again.
void search_up_to_64(int n, SearchKernel asked, int threads, const StopToken& token,
                     FirstSolution& result) {
  const SearchKernel kernel = resolve_kernel(asked);
  const bool automatic = asked == SearchKernel::automatic;
  [[maybe_unused]] std::uint64_t probe_nodes = 0;  // a cut search counts the probe's nodes too
  if (kernel == SearchKernel::scalar || automatic) {
    // Where scalar is the only kernel, the automatic search is the whole scalar search: a probe
    // would end unanswered after its budget with no vector kernel to go on.
    const bool probe = automatic && kernel != SearchKernel::scalar;
    const bool ended = search_bitboard(n, probe ? kScalarProbeNodes : 0, token, result);
    result.kernel_reason = !automatic                       ? "asked for"
                           : kernel == SearchKernel::scalar ? "automatic: the only kernel here"
                                                            : kProbeEnded;
    if (ended) return;
    probe_nodes = result.visited_nodes;
    result = FirstSolution{};  // searched again from the root, by the batched search
    result.kernel_reason = kernel == SearchKernel::avx512 ? kProbeWentOnAvx512 : kProbeWentOnAvx2;
  } else {
    result.kernel_reason = "asked for";
  }
#ifdef NQGA_X86_KERNELS
  result.kernel = kernel;
  result.threads = threads;
  watched(token, [&](std::atomic<bool>& stop) {
    first_solution_batched(n, kernel, threads, stop, result);
  });
  if (result.timed_out) result.visited_nodes += probe_nodes;
#endif
}

}  // namespace

FirstSolution first_solution(int n, const StopToken& stop_token, SearchKernel kernel, int threads) {
  check_n(n);
  if (threads < 1) {
    throw std::invalid_argument("threads must be at least 1, got " + std::to_string(threads));
  }
  threads = usable_threads(threads, std::numeric_limits<std::int64_t>::max());
  resolve_kernel(kernel);  // refuses a kernel this processor lacks, at any n
  return timed([&](FirstSolution& result) {
    if (n > 64) {
      watched(stop_token, [&](std::atomic<bool>& stop) { search_flags(n, stop, result); });
      result.kernel_reason = "n > 64: the flag search, which has no vector form";
    } else {
      search_up_to_64(n, kernel, threads, stop_token, result);
    }
  });
}

FirstSolution first_solution_with_flags(int n, const StopToken& stop_token) {
  check_n(n);
  return timed([&](FirstSolution& result) {
    watched(stop_token, [&](std::atomic<bool>& stop) { search_flags(n, stop, result); });
    result.kernel_reason = "the flag search, asked for";
  });
}

}  // namespace nqga
