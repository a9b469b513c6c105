#include "crossover.hpp"

#include <algorithm>

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

}  // namespace

void pmx_at(BoardView p1, BoardView p2, int a, int b, BoardSpan child, Workspace& ws) {
  const int n = static_cast<int>(p1.size());
  invert(p1, ws.position);
  std::copy(p1.begin() + a, p1.begin() + b, child.begin() + a);
  auto in_range = [&](Column column) {
    const int row = ws.position[column];
    return row >= a && row < b;
  };
  for (int i = 0; i < n; ++i) {
    if (i == a) i = b;
    if (i >= n) break;
    Column column = p2[i];
    while (in_range(column)) column = p2[ws.position[column]];
    child[i] = column;
  }
}

void ox_at(BoardView p1, BoardView p2, int a, int b, BoardSpan child, Workspace& ws) {
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
}

void cx_at(BoardView p1, BoardView p2, int start, BoardSpan child, Workspace& ws) {
  invert(p1, ws.position);
  std::copy(p2.begin(), p2.end(), child.begin());
  int row = start;
  do {
    child[row] = p1[row];
    row = ws.position[p2[row]];
  } while (row != start);
}

Board pmx_at(BoardView p1, BoardView p2, int a, int b) {
  return with_own_workspace(p1, [&](BoardSpan c, Workspace& ws) { pmx_at(p1, p2, a, b, c, ws); });
}
Board ox_at(BoardView p1, BoardView p2, int a, int b) {
  return with_own_workspace(p1, [&](BoardSpan c, Workspace& ws) { ox_at(p1, p2, a, b, c, ws); });
}
Board cx_at(BoardView p1, BoardView p2, int start) {
  return with_own_workspace(p1, [&](BoardSpan c, Workspace& ws) { cx_at(p1, p2, start, c, ws); });
}

std::pair<int, int> draw_cuts(int n, Rng& rng) {
  const auto first = static_cast<int>(uniform_below(rng, static_cast<std::uint64_t>(n) + 1));
  auto second = static_cast<int>(uniform_below(rng, static_cast<std::uint64_t>(n)));
  if (second >= first) ++second;
  return {std::min(first, second), std::max(first, second)};
}

void pmx(BoardView a, BoardView b, Rng& rng, BoardSpan child_a, BoardSpan child_b, Workspace& ws) {
  const auto [lo, hi] = draw_cuts(static_cast<int>(a.size()), rng);
  pmx_at(a, b, lo, hi, child_a, ws);
  pmx_at(b, a, lo, hi, child_b, ws);
}

void ox(BoardView a, BoardView b, Rng& rng, BoardSpan child_a, BoardSpan child_b, Workspace& ws) {
  const auto [lo, hi] = draw_cuts(static_cast<int>(a.size()), rng);
  ox_at(a, b, lo, hi, child_a, ws);
  ox_at(b, a, lo, hi, child_b, ws);
}

void cx(BoardView a, BoardView b, Rng& rng, BoardSpan child_a, BoardSpan child_b, Workspace& ws) {
  const auto start = static_cast<int>(uniform_below(rng, a.size()));
  cx_at(a, b, start, child_a, ws);
  cx_at(b, a, start, child_b, ws);
}

}  // namespace nqga
