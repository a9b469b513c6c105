#include "crossover.hpp"

#include <algorithm>
#include <cstdint>
#if defined(__SSE2__)
#include <emmintrin.h>
#endif

namespace nqga {

namespace {

// position[p[i]] = i.
void invert(BoardView p, std::vector<Column>& position) {
  for (std::size_t i = 0; i < p.size(); ++i) position[p[i]] = static_cast<Column>(i);
}

template <typename Core>
Board with_own_workspace(BoardView p1, Core core) {
  Workspace ws(static_cast<int>(p1.size()));
  Board child(p1.size());
  core(child, ws);
  return child;
}

// Follows PMX's mapping chains of the rows pending[0, count) of the child `out`, all at once:
// each pass takes one step on every chain not yet at its end (a step goes from a column of p1's
// range to p2's column on the same row, maps_to[column], -1 for a column outside the range) and
// keeps the rows that moved. A chain at a time mispredicted the branch at the end of every chain
// and waited on each load; here the loads of a pass are independent and the branch is the pass
// count's (chains are short: each step stays in the range with probability about (b - a) / n).
// Overwrites pending.
void follow_chains(Column* out, const Column* maps_to, int* pending, int count) {
  while (count > 0) {
    int moving = 0;
    for (int k = 0; k < count; ++k) {
      const int row = pending[k];
      const Column column = out[row], next = maps_to[column];
      const Column at_end = next >> 31;  // -1 at the end of the chain, else 0; a mask, as the
                                         // compiler turned a ?: into the branch this avoids
      out[row] = (next & ~at_end) | (column & at_end);
      pending[moving] = row;
      moving += 1 + at_end;
    }
    count = moving;
  }
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

// PMX given p2's inverse permutation: the child is p2 but where p1 differs from it on the range
// (those rows take p1's column) and the rows outside the range whose p2 column one of them
// brings in (found through p2_positions, each mapped along its chain). A range row where p1 and
// p2 agree changes nothing and lies on no chain: a chain through its column would lead back to
// that very row. O(n) for one copy, then O(b - a).
void pmx_by_positions(BoardView p1, BoardView p2, int a, int b, Column* out, Workspace& ws,
                      RowChanges& changes, const Column* p2_positions) {
  const int n = static_cast<int>(p1.size());
  Column* const maps_to = ws.maps_to.data();
  std::copy(p2.begin(), p2.begin() + a, out);
  std::copy(p1.begin() + a, p1.begin() + b, out + a);
  std::copy(p2.begin() + b, p2.end(), out + b);
  // One pass over the range lists the rows where the parents differ from the front of ws.rows
  // and the rows outside it that clash from its back (n + 1 entries: the two lists hold n rows
  // at most, and neither's write past its end reaches the other's). A row where the parents
  // agree maps nothing, and its clash is itself, in the range: it is passed over.
  int* const rows = ws.rows.data();
  int* const back = rows + n;
  int differ = 0, clashes = 0;
  const auto width = static_cast<unsigned>(b - a);
  auto list = [&](int i) {
    const Column brought = p1[i];
    maps_to[brought] = p2[i];
    rows[differ++] = i;
    const int clash = p2_positions[brought];  // where p2 holds the column p1 brings
    back[-clashes] = clash;
    clashes += static_cast<unsigned>(clash - a) >= width;  // no branch: random parents would
                                                           // mispredict one a row
  };
  // Blocks of 16 rows compared at once into a mask of the rows where the parents differ, and
  // only those listed: once a population converges, two parents differ on a quarter of the range
  // or less, scattered over nearly every block (tournament at n = 1024: 85 of 340 rows), and
  // listing every row of such blocks took a third of a generation's instructions.
  int i = a;
  for (; i + 16 <= b; i += 16) {
    for (std::uint32_t apart = rows_apart(p1.data() + i, p2.data() + i); apart;
         apart &= apart - 1) {
      list(i + __builtin_ctz(apart));
    }
  }
  for (; i < b; ++i) {
    if (p1[i] != p2[i]) list(i);
  }
  int* const clashing = back + 1 - clashes;
  changes.start(1);
  changes.rows.assign(rows, rows + differ);
  changes.rows.insert(changes.rows.end(), clashing, back + 1);
  follow_chains(out, maps_to, clashing, clashes);
  for (int k = 0; k < differ; ++k) maps_to[p1[rows[k]]] = -1;
}

// PMX as changes to p2 (RowChanges::columns), from the rows where the parents may differ
// (`apart`) and p2's inverse permutation: the child takes p1's column on each range row where the
// parents differ, and each row outside the range whose p2 column one of them brings in takes the
// end of its mapping chain; every other row keeps p2's. The child pmx_at writes, in
// O(apart + chains) instead of O(n).
void pmx_columns(BoardView p1, BoardView p2, int a, int b, const std::vector<int>& apart,
                 const Column* p2_positions, Workspace& ws, RowChanges& changes) {
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
    const int clash = p2_positions[changes.columns[k]];
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
            RowChanges& changes, const Column* p2_positions) {
  if (p2_positions) {
    pmx_by_positions(p1, p2, a, b, child.data(), ws, changes, p2_positions);
    return;
  }
  const int n = static_cast<int>(p1.size());
  // Raw pointers: through the vectors, every store into the child would make the compiler load
  // their data pointers again.
  Column* const out = child.data();
  Column* const maps_to = ws.maps_to.data();
  // Built on p2, the child differs on the range where p1 does, and where a column is mapped.
  changes.start(1);
  for (int i = a; i < b; ++i) {
    out[i] = p1[i];
    maps_to[p1[i]] = p2[i];
    if (p1[i] != p2[i]) changes.rows.push_back(i);
  }
  // Outside the range: p2's column, or, where p2 holds a column of the range, the end of the
  // mapping chain p1[i] -> p2[i] that leaves it. Listing the mapped rows first, without a branch,
  // and following their chains after keeps random parents from mispredicting every third row.
  int* const mapped = ws.rows.data();
  int count = 0;
  auto list = [&](int from, int to) {
    for (int i = from; i < to; ++i) {
      out[i] = p2[i];
      mapped[count] = i;
      count += maps_to[p2[i]] >= 0;
    }
  };
  list(0, a);
  list(b, n);
  changes.rows.insert(changes.rows.end(), mapped, mapped + count);
  follow_chains(out, maps_to, mapped, count);
  for (int i = a; i < b; ++i) maps_to[p1[i]] = -1;
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
           RowChanges& changes, const Column* p1_positions) {
  if (!p1_positions) {
    invert(p1, ws.position);
    p1_positions = ws.position.data();
  }
  std::copy(p2.begin(), p2.end(), child.begin());
  // Built on p2: it differs on the cycle only.
  changes.start(1);
  int row = start;
  do {
    child[row] = p1[row];
    if (p1[row] != p2[row]) changes.rows.push_back(row);
    row = p1_positions[p2[row]];
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
  pmx_at(a, b, lo, hi, child_a, ws, ws.crossed[0], ws.parent_positions[1]);
  pmx_at(b, a, lo, hi, child_b, ws, ws.crossed[1], ws.parent_positions[0]);
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
