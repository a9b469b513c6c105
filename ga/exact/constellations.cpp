#include "constellations.hpp"

#include <algorithm>
#include <array>
#include <bit>
#include <stdexcept>
#include <string>

namespace nqga {

namespace {

struct Square {
  int row, col;
};

bool attack(Square a, Square b) {
  return a.row == b.row || a.col == b.col || a.row - a.col == b.row - b.col ||
         a.row + a.col == b.row + b.col;
}

// The border queens as a sorted list of square numbers (row * n + col); a corner queen, which
// stands on two border lines, appears once.
struct BorderQueens {
  std::array<int, 4> squares{};
  int count = 0;

  friend bool operator==(const BorderQueens& a, const BorderQueens& b) {
    return a.count == b.count && a.squares == b.squares;
  }
  friend bool operator<(const BorderQueens& a, const BorderQueens& b) {
    return a.squares < b.squares;  // compared only with images, which have the same count
  }
};

BorderQueens border_queens(const std::array<Square, 4>& queens, int n) {
  BorderQueens b;
  for (const Square q : queens) {  // insertion into the sorted list, once per square
    const int square = q.row * n + q.col;
    int at = 0;
    while (at < b.count && b.squares[at] < square) ++at;
    if (at < b.count && b.squares[at] == square) continue;
    for (int k = b.count; k > at; --k) b.squares[k] = b.squares[k - 1];
    b.squares[at] = square;
    ++b.count;
  }
  return b;
}

// Image g of a square: g & 3 quarter turns, then a mirror when g & 4.
Square image(Square s, int g, int n) {
  for (int turn = 0; turn < (g & 3); ++turn) s = {s.col, n - 1 - s.row};
  if (g & 4) s.col = n - 1 - s.col;
  return s;
}

}  // namespace

// The search description: every square a border queen attacks is taken out of its row's allowed
// set (in every row, so the search prunes before it reaches that queen), the side columns are
// allowed only in the rows of their queens, and the top and bottom queens' columns are taken.
Constellation constellation_search(int n, const int* squares, int queens, int weight,
                                   bool half_turned) {
  Constellation c;
  c.n = n;
  c.weight = weight;
  c.queens = queens;
  for (int k = 0; k < queens; ++k) c.squares[k] = squares[k];
  const RowBits mask = n == 32 ? ~RowBits{0} : (RowBits{1} << n) - 1;
  const RowBits sides = RowBits{1} | RowBits{1} << (n - 1);
  for (int row = 0; row < n; ++row) c.allowed[row] = mask & ~sides;
  for (int k = 0; k < queens; ++k) {
    const int square = half_turned ? n * n - 1 - squares[k] : squares[k];
    const Square q{square / n, square % n};
    for (int row = 0; row < n; ++row) {
      const int reach = row - q.row;
      if (reach == 0) continue;
      if (q.col + reach >= 0 && q.col + reach < n)
        c.allowed[row] &= ~(RowBits{1} << (q.col + reach));
      if (q.col - reach >= 0 && q.col - reach < n)
        c.allowed[row] &= ~(RowBits{1} << (q.col - reach));
    }
    if (q.row == 0 || q.row == n - 1) {
      c.down |= (RowBits{1} << q.col) & ~sides;
    } else {
      c.allowed[q.row] = RowBits{1} << q.col;  // a side queen: its row is already placed
    }
  }
  return c;
}

std::vector<Constellation> border_constellations(int n) {
  if (n < 6 || n > kMaxCountN) {
    throw std::invalid_argument("border constellations need n in [6, " +
                                std::to_string(kMaxCountN) + "], got " + std::to_string(n));
  }
  std::vector<Constellation> classes;
  const int m = n - 1;
  // top = (0, a), bottom = (m, b), left = (c, 0), right = (d, m); a corner queen is two of them.
  for (int a = 0; a < n; ++a) {
    for (int b = 0; b < n; ++b) {
      for (int c = 0; c < n; ++c) {
        for (int d = 0; d < n; ++d) {
          if ((a == 0) != (c == 0) || (a == m) != (d == 0) || (b == 0) != (c == m) ||
              (b == m) != (d == m)) {
            continue;  // a corner queen must be the same queen on both of its lines
          }
          const std::array<Square, 4> queens{{{0, a}, {m, b}, {c, 0}, {d, m}}};
          const BorderQueens border = border_queens(queens, n);
          bool peaceful = true;
          for (int i = 0; i < border.count; ++i) {
            for (int j = i + 1; j < border.count; ++j) {
              peaceful &= !attack({border.squares[i] / n, border.squares[i] % n},
                                  {border.squares[j] / n, border.squares[j] % n});
            }
          }
          if (!peaceful) continue;
          // Keep the least of the 8 images; the images equal to it count its stabilizer.
          bool least = true;
          int stabilizer = 0;
          for (int g = 0; g < 8 && least; ++g) {
            std::array<Square, 4> turned = queens;
            for (Square& q : turned) q = image(q, g, n);
            const BorderQueens other = border_queens(turned, n);
            least = !(other < border);
            stabilizer += other == border;
          }
          if (least) {
            classes.push_back(
                constellation_search(n, border.squares.data(), border.count, 8 / stabilizer));
          }
        }
      }
    }
  }
  return classes;
}

std::uint64_t estimated_nodes(const Constellation& c, Rng& rng, int paths) {
  __extension__ using Wide = unsigned __int128;  // a path's product can pass 2^64 for large n
  Wide sum = 0;
  const int last = c.n - 2;
  for (int path = 0; path < paths; ++path) {
    RowBits left = 0, down = c.down, right = 0;
    Wide product = 1;
    for (int row = 1; row < last; ++row) {  // the queens of the last row are not nodes
      RowBits free = c.allowed[row] & ~(left | down | right);
      const int branches = std::popcount(free);
      if (branches == 0) break;
      product *= static_cast<unsigned>(branches);
      sum += product;
      for (auto skip = uniform_below(rng, static_cast<std::uint64_t>(branches)); skip > 0; --skip)
        free &= free - 1;
      const RowBits bit = free & (0 - free);
      left = (left | bit) << 1;
      down |= bit;
      right = (right | bit) >> 1;
    }
  }
  const Wide mean = sum / static_cast<unsigned>(std::max(paths, 1));
  return mean > ~std::uint64_t{0} ? ~std::uint64_t{0} : static_cast<std::uint64_t>(mean);
}

}  // namespace nqga
