#include "crossover.hpp"

#include <algorithm>
#include <cstdint>
#include <type_traits>
#if defined(__SSE2__)
#include <emmintrin.h>
#endif

namespace nqga {

namespace {

// position[p[i]] = i.
template <typename P>
void invert(BoardView p, P* position) {
  for (std::size_t i = 0; i < p.size(); ++i) position[p[i]] = static_cast<P>(i);
}

template <typename Core>
Board with_own_workspace(BoardView p1, Core core) {
  Workspace ws(static_cast<int>(p1.size()));
  Board child(p1.size());
  core(child, ws);
  return child;
}

// Bit j: whether rows j of x and y differ, j = 0..15: on x86-64, four 4-row comparisons
// (SSE2, which every x86-64 has).
std::uint32_t rows_apart(const Column* x, const Column* y) {
  std::uint32_t apart = 0;
#if defined(__SSE2__)
  for (int q = 0; q < 4; ++q) {
    const __m128i equal =
        _mm_cmpeq_epi32(_mm_loadu_si128(reinterpret_cast<const __m128i*>(x + 4 * q)),
                        _mm_loadu_si128(reinterpret_cast<const __m128i*>(y + 4 * q)));
    apart |= static_cast<std::uint32_t>(~_mm_movemask_ps(_mm_castsi128_ps(equal)) & 0xf) << (4 * q);
  }
#else
  for (int j = 0; j < 16; ++j) apart |= static_cast<std::uint32_t>(x[j] != y[j]) << j;
#endif
  return apart;
}

// Lists the rows of [a, b) where x and y differ into `rows`, in order; returns how many. Blocks
// of 16 rows compared at once into a mask, and only its set bits listed: once a population
// converges, two parents differ on a quarter of a range or less, scattered over nearly every
// block (tournament at n = 1024: 85 of 340 rows).
int list_rows_apart(const Column* x, const Column* y, int a, int b, int* rows) {
  int count = 0, i = a;
  for (; i + 16 <= b; i += 16) {
    for (std::uint32_t apart = rows_apart(x + i, y + i); apart; apart &= apart - 1) {
      rows[count++] = i + __builtin_ctz(apart);
    }
  }
  for (; i < b; ++i) {
    rows[count] = i;
    count += x[i] != y[i];
  }
  return count;
}

// PMX by swaps (as DEAP's cxPartialyMatched): the child starts as p2, and each range row where
// the parents differ takes p1's column by a swap with the row that holds it, found through
// `position`, the child's inverse permutation kept in step (it starts as p2's). The child PMX's
// mapping chains give, without following a chain: O(n) for the copy, then O(rows where the
// parents differ in the range). A range row where they agree is never touched: no swap brings
// it a column, as its own stays where p1 wants it. A row outside the range changes once its
// p2 column leaves, the first time a swap takes it (later swaps of the same row are steps of
// its chain); these rows are listed in the order the chains' definition finds them. `P`: the
// type of a position (evaluation/positions.hpp).
template <typename P>
class PmxSwaps {
 public:
  PmxSwaps(BoardView p1, BoardView p2, int a, int b, Column* out, P* position, int* rows)
      : p1_(p1.data()),
        p2_(p2.data()),
        a_(a),
        b_(b),
        width_(static_cast<unsigned>(b - a)),
        out_(out),
        position_(position),
        rows_(rows),
        clashing_(rows + p1.size()) {}

  // Swaps on the range rows where the parents differ, listed first into the front of `rows`:
  // once a population converges, its parents differ on a quarter of a range or less
  // (tournament at n = 1024: 85 of 340 rows). Returns how many.
  int on_listed_rows() {
    const int count = list_rows_apart(p1_, p2_, a_, b_, rows_);
    for (const int* row = rows_; row != rows_ + count; ++row) swap_in(*row);
    return count;
  }
  // Swaps on every range row, listing those where the parents differ as it goes: on a row where
  // they agree the swap leaves everything as it is. Parents drawn almost at random (roulette's)
  // differ on nearly every row, and the listing pass, with its mispredicted branch a 16 rows,
  // costs more than the swaps it spares: PMX 14 % faster at n = 1024.
  int on_every_row() {
    int count = 0;
    for (int i = a_; i < b_; ++i) {
      rows_[count] = i;
      count += p1_[i] != p2_[i];
      swap_in(i);
    }
    return count;
  }
  // Swaps on every range row and lists no row, for a child that is to be counted whole: without
  // the listing and the test for a row outside the range, a swap costs half as much (the
  // child of random parents at n = 1024: 0.6 us instead of 1.2 us, copies included). Returns
  // how many range rows the parents differ on.
  int on_every_row_unlisted() {
    int apart = 0;
    for (int i = a_; i < b_; ++i) {
      const Column column = p1_[i], displaced = out_[i];
      apart += column != p2_[i];
      const int from = position_[column];
      out_[from] = displaced;
      position_[displaced] = static_cast<P>(from);
      out_[i] = column;
      position_[column] = static_cast<P>(i);
    }
    return apart;
  }
  // The rows outside the range that the swaps changed, from the back of `rows` (n + 1 entries:
  // the two lists hold n rows at most, and neither's write past its end reaches the other's).
  int* clashing_begin() const { return clashing_ + 1; }

 private:
  void swap_in(int i) {
    const Column column = p1_[i], displaced = out_[i];
    const int from = position_[column];
    *clashing_ = from;
    // No branch: random parents would mispredict one a row.
    clashing_ -= (static_cast<unsigned>(from - a_) >= width_) & (column == p2_[from]);
    out_[from] = displaced;
    position_[displaced] = static_cast<P>(from);
    out_[i] = column;
    position_[column] = static_cast<P>(i);
  }

  const Column* p1_;
  const Column* p2_;
  int a_, b_;
  unsigned width_;
  Column* out_;
  P* position_;
  int* rows_;
  int* clashing_;
};

// The child of parents that differ on most of its range changes that range and about as many rows
// outside it, each lifted and placed again by deltas (4 counter updates and the pairs they make),
// where a full count places each of n queens once (2 counter updates) and sums the pairs after.
// From a range of a tenth of the rows on, the full count costs less: the swaps then list no row,
// and the child says none (RowChanges unknown). Measured in roulette runs at n = 64, 256 and
// 1024 (a tenth against never, every range, a fifth, three tenths, half; docs/performance-ga.md).
constexpr int kCountedWholeFrom = 10;  // the range's rows at least n / kCountedWholeFrom

template <typename P>
void pmx_by_swaps(BoardView p1, BoardView p2, int a, int b, Column* out, P* position, Workspace& ws,
                  RowChanges& changes) {
  const int n = static_cast<int>(p1.size());
  std::copy(p2.begin(), p2.end(), out);
  int* const rows = ws.rows.data();
  PmxSwaps<P> swaps(p1, p2, a, b, out, position, rows);
  const int width = b - a;
  // Which way the last call's parents called for: the same children either way, and the same
  // rows but where none are listed.
  if (ws.pmx_parents_differ && kCountedWholeFrom * width >= n) {
    ws.pmx_parents_differ = 2 * swaps.on_every_row_unlisted() > width;
    changes.forget();
    return;
  }
  const int count = ws.pmx_parents_differ ? swaps.on_every_row() : swaps.on_listed_rows();
  ws.pmx_parents_differ = 2 * count > width;
  changes.start(1);
  changes.rows.assign(rows, rows + count);
  changes.rows.insert(changes.rows.end(), swaps.clashing_begin(), rows + n + 1);
}

// PMX as changes to p2 (RowChanges::columns), from the rows where the parents may differ
// (`apart`) and p2's inverse permutation: the child takes p1's column on each range row where the
// parents differ, and each row outside the range whose p2 column one of them brings in takes the
// end of its mapping chain; every other row keeps p2's. The child pmx_at writes, in
// O(apart + chains) instead of O(n).
void pmx_columns(BoardView p1, BoardView p2, int a, int b, const std::vector<int>& apart,
                 ConstPositions p2_positions, Workspace& ws, RowChanges& changes) {
  Column* const maps_to = ws.maps_to.data();
  changes.start(1);
  changes.as_columns = true;
  for (const int i : apart) {
    if (i < a || i >= b || p1[i] == p2[i]) continue;
    maps_to[p1[i]] = p2[i];
    changes.rows.push_back(i);
    changes.columns.push_back(p1[i]);
  }
  const std::size_t in_range = changes.rows.size();
  for (std::size_t k = 0; k < in_range; ++k) {
    const auto clash = static_cast<int>(p2_positions[static_cast<std::size_t>(changes.columns[k])]);
    if (clash >= a && clash < b) continue;
    Column column = changes.columns[k];  // p2's column on the clashing row
    while (maps_to[column] >= 0) column = maps_to[column];
    changes.rows.push_back(clash);
    changes.columns.push_back(column);
  }
  for (std::size_t k = 0; k < in_range; ++k) maps_to[changes.columns[k]] = -1;
}

}  // namespace

void pmx_at(BoardView p1, BoardView p2, int a, int b, BoardSpan child, Workspace& ws,
            RowChanges& changes, ConstPositions p2_positions, Positions child_positions) {
  // The child's positions start as p2's: copied where the engine keeps them, else inverted.
  const Positions positions = child_positions ? child_positions : Positions(ws.position.data());
  positions.visit([&]<typename P>(P* position) {
    if (p2_positions) {
      // Of one width (the engine's): a plain copy, which the C library does fastest.
      p2_positions.visit([&]<typename From>(const From* from) {
        if constexpr (std::is_same_v<From, P>) {
          std::copy_n(from, p2.size(), position);
        } else {
          std::transform(from, from + p2.size(), position,
                         [](From row) { return static_cast<P>(row); });
        }
      });
    } else {
      invert(p2, position);
    }
    pmx_by_swaps(p1, p2, a, b, child.data(), position, ws, changes);
  });
  changes.positions_written = static_cast<bool>(child_positions);
}

void ox_at(BoardView p1, BoardView p2, int a, int b, BoardSpan child, Workspace& ws,
           RowChanges& changes) {
  const int n = static_cast<int>(p1.size());
  for (int i = a; i < b; ++i) {
    child[i] = p1[i];
    ws.mark[p1[i]] = 1;
  }
  int write = b % std::max(n, 1);
  for (int k = 0; k < n; ++k) {
    const Column column = p2[(b + k) % n];
    if (ws.mark[column]) continue;
    child[write] = column;
    write = (write + 1) % n;
  }
  for (int i = a; i < b; ++i) ws.mark[p1[i]] = 0;
  // Built on p1: the rows outside the range that came out different.
  changes.start(0);
  for (int i = 0; i < n; ++i) {
    if (i == a) i = b;
    if (i >= n) break;
    if (child[i] != p1[i]) changes.rows.push_back(i);
  }
}

void cx_at(BoardView p1, BoardView p2, int start, BoardSpan child, Workspace& ws,
           RowChanges& changes, ConstPositions p1_positions) {
  if (!p1_positions) {
    invert(p1, ws.position.data());
    p1_positions = ws.position.data();
  }
  std::copy(p2.begin(), p2.end(), child.begin());
  // Built on p2: it differs on the cycle only.
  changes.start(1);
  int row = start;
  do {
    child[row] = p1[row];
    if (p1[row] != p2[row]) changes.rows.push_back(row);
    row = static_cast<int>(p1_positions[static_cast<std::size_t>(p2[row])]);
  } while (row != start);
}

Board pmx_at(BoardView p1, BoardView p2, int a, int b) {
  return with_own_workspace(
      p1, [&](BoardSpan c, Workspace& ws) { pmx_at(p1, p2, a, b, c, ws, ws.crossed[0]); });
}
Board ox_at(BoardView p1, BoardView p2, int a, int b) {
  return with_own_workspace(
      p1, [&](BoardSpan c, Workspace& ws) { ox_at(p1, p2, a, b, c, ws, ws.crossed[0]); });
}
Board cx_at(BoardView p1, BoardView p2, int start) {
  return with_own_workspace(
      p1, [&](BoardSpan c, Workspace& ws) { cx_at(p1, p2, start, c, ws, ws.crossed[0]); });
}

std::pair<int, int> draw_cuts(int n, Rng& rng) {
  const auto first = static_cast<int>(uniform_below(rng, static_cast<std::uint64_t>(n) + 1));
  auto second = static_cast<int>(uniform_below(rng, static_cast<std::uint64_t>(n)));
  if (second >= first) ++second;
  return {std::min(first, second), std::max(first, second)};
}

void pmx(BoardView a, BoardView b, Rng& rng, BoardSpan child_a, BoardSpan child_b, Workspace& ws) {
  const auto [lo, hi] = draw_cuts(static_cast<int>(a.size()), rng);
  if (ws.parents_apart && ws.parent_positions[0] && ws.parent_positions[1]) {
    pmx_columns(a, b, lo, hi, *ws.parents_apart, ws.parent_positions[1], ws, ws.crossed[0]);
    pmx_columns(b, a, lo, hi, *ws.parents_apart, ws.parent_positions[0], ws, ws.crossed[1]);
    ws.crossed[1].swap_parents();
    return;
  }
  pmx_at(a, b, lo, hi, child_a, ws, ws.crossed[0], ws.parent_positions[1], ws.child_positions[0]);
  pmx_at(b, a, lo, hi, child_b, ws, ws.crossed[1], ws.parent_positions[0], ws.child_positions[1]);
  ws.crossed[1].swap_parents();
}

void ox(BoardView a, BoardView b, Rng& rng, BoardSpan child_a, BoardSpan child_b, Workspace& ws) {
  const auto [lo, hi] = draw_cuts(static_cast<int>(a.size()), rng);
  ox_at(a, b, lo, hi, child_a, ws, ws.crossed[0]);
  ox_at(b, a, lo, hi, child_b, ws, ws.crossed[1]);
  ws.crossed[1].swap_parents();
}

void cx(BoardView a, BoardView b, Rng& rng, BoardSpan child_a, BoardSpan child_b, Workspace& ws) {
  const auto start = static_cast<int>(uniform_below(rng, a.size()));
  cx_at(a, b, start, child_a, ws, ws.crossed[0], ws.parent_positions[0]);
  cx_at(b, a, start, child_b, ws, ws.crossed[1], ws.parent_positions[1]);
  ws.crossed[1].swap_parents();
}

}  // namespace nqga
