#include "pictures/board_svg.hpp"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <vector>

#include "pictures/queen_lines.hpp"

namespace nqga {

namespace {

constexpr const char* kAttackColour = "#D55E00";  // Okabe-Ito vermillion
constexpr const char* kGivenColour = "#0072B2";   // Okabe-Ito blue
constexpr int kMargin = 14, kLineHeight = 17;

// A number with at most one decimal, as SVG coordinates want them.
std::string num(double value) {
  char text[32];
  std::snprintf(text, sizeof text, "%.1f", value);
  std::string s = text;
  if (s.size() > 2 && s.compare(s.size() - 2, 2, ".0") == 0) s.resize(s.size() - 2);
  return s;
}

// A w x h rectangle at (x, y) as a closed subpath, for paths of many rectangles.
std::string rect_path(double x, double y, double w, double h) {
  std::string d = "M";
  return d + num(x) + " " + num(y) + "h" + num(w) + "v" + num(h) + "h-" + num(w) + "z";
}

// The document's start: its size, its title (what a viewer shows as the name; tests read it) and
// a white background.
std::string svg_start(int width, int height, const std::string& title) {
  const std::string w = std::to_string(width), h = std::to_string(height);
  return "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<svg xmlns=\"http://www.w3.org/2000/svg\" "
         "xmlns:xlink=\"http://www.w3.org/1999/xlink\" width=\"" +
         w + "\" height=\"" + h + "\" viewBox=\"0 0 " + w + " " + h +
         "\" font-family=\"DejaVu Sans, Helvetica, Arial, sans-serif\" font-size=\"12\">\n<title>" +
         title + "</title>\n<rect width=\"" + w + "\" height=\"" + h + "\" fill=\"#ffffff\"/>\n";
}

// A line of text whose baseline starts at (x, y).
std::string text_at(double x, double y, const std::string& text) {
  return "<text x=\"" + num(x) + "\" y=\"" + num(y) + "\">" + text + "</text>\n";
}

// The caption lines under a picture, from its top at `y`; returns the text, moves `y` on.
std::string caption(const std::vector<std::string>& lines, int& y) {
  std::string svg;
  for (const std::string& line : lines) {
    y += kLineHeight;
    svg += text_at(kMargin, y - 4, line);
  }
  return svg;
}

// A crown in a 100 x 100 box: five points with balls over a band.
constexpr const char* kQueenSymbol =
    "<symbol id=\"queen\" viewBox=\"0 0 100 100\"><path d=\"M22 72 10 34 27 54 31 24 43 50 50 "
    "16 57 50 69 24 73 54 90 34 78 72zM20 76h60v10H20z\"/><circle cx=\"10\" cy=\"31\" r=\"6\"/>"
    "<circle cx=\"31\" cy=\"21\" r=\"6\"/><circle cx=\"50\" cy=\"13\" r=\"6\"/><circle cx=\"69\" "
    "cy=\"21\" r=\"6\"/><circle cx=\"90\" cy=\"31\" r=\"6\"/></symbol>\n";

// The board's squares: checkered while a square is 10 pixels or more (smaller ones would only
// shimmer), plain beyond; then the frame.
std::string squares_background(int left, int square, int n) {
  const std::string x = std::to_string(left), y = std::to_string(kMargin),
                    side = std::to_string(n * square);
  std::string svg;
  if (square >= 10) {
    const std::string s = std::to_string(square), s2 = std::to_string(2 * square);
    svg += "<defs><pattern id=\"checker\" width=\"" + s2 + "\" height=\"" + s2 + "\" x=\"" + x +
           "\" y=\"" + y + "\" patternUnits=\"userSpaceOnUse\"><rect width=\"" + s2 +
           "\" height=\"" + s2 + "\" fill=\"#eeeeee\"/><rect x=\"" + s + "\" width=\"" + s +
           "\" height=\"" + s + "\" fill=\"#bdbdbd\"/><rect y=\"" + s + "\" width=\"" + s +
           "\" height=\"" + s + "\" fill=\"#bdbdbd\"/></pattern>" + kQueenSymbol + "</defs>\n";
  }
  return svg + "<rect x=\"" + x + "\" y=\"" + y + "\" width=\"" + side + "\" height=\"" + side +
         "\" fill=\"" + (square >= 10 ? "url(#checker)" : "#f5f5f5") + "\" stroke=\"#757575\"/>\n";
}

// Whether the queen of `row` breaks `instance`: it stands on a blocked square, or its row has a
// given queen elsewhere.
bool offending(BoardView board, const Instance* instance, int row) {
  if (!instance) return false;
  const Column column = board[static_cast<std::size_t>(row)];
  const Column given = instance->given(row);
  return (given != kNoQueen && given != column) || instance->blocked(row, column);
}

// One element per queen, of class "queen" (and "attacked", "given", "offending"): the crown on
// squares of 10 pixels or more, a filled square on smaller ones. A given queen in place is blue;
// an offending one vermillion inside a vermillion ring, attacked or not.
std::string queen_elements(BoardView board, const QueenLines& lines, int left, int square,
                           const Instance* instance) {
  const std::string s = std::to_string(square);
  std::string svg = square >= 10 ? "<g stroke=\"#ffffff\" stroke-width=\"4\">\n" : "<g>\n";
  std::string rings;
  for (int row = 0; row < lines.size(); ++row) {
    const bool attacked = lines.attacked(row), offends = offending(board, instance, row);
    const bool given = instance && instance->given(row) != kNoQueen && !offends;
    const int x = left + board[static_cast<std::size_t>(row)] * square, y = kMargin + row * square;
    svg += std::string(square >= 10 ? "<use xlink:href=\"#queen\"" : "<rect") + " class=\"queen" +
           (attacked ? " attacked" : "") + (given ? " given" : "") + (offends ? " offending" : "") +
           "\" x=\"" + std::to_string(x) + "\" y=\"" + std::to_string(y) + "\" width=\"" + s +
           "\" height=\"" + s + "\" fill=\"" +
           (attacked || offends ? kAttackColour
            : given             ? kGivenColour
                                : "#1a1a1a") +
           "\"/>\n";
    if (offends) {
      rings += "<circle cx=\"" + num(x + square / 2.0) + "\" cy=\"" + num(y + square / 2.0) +
               "\" r=\"" + num(square * 0.62) + "\"/>\n";
    }
  }
  svg += "</g>\n";
  if (rings.empty()) return svg;
  return svg + "<g class=\"offending\" fill=\"none\" stroke=\"" + kAttackColour +
         "\" stroke-width=\"" + num(std::max(1.5, square / 12.0)) + "\">\n" + rings + "</g>\n";
}

// The instance's blocked squares as one dark path, each with a light cross so that a queen on
// one still reads as standing on it.
std::string blocked_squares(const Instance& instance, int left, int square) {
  if (instance.blocked_squares().empty()) return "";
  const int n = instance.size();
  std::string cells, crosses;
  for (const std::int64_t at : instance.blocked_squares()) {
    const double x = left + static_cast<double>(at % n) * square;
    const double y = kMargin + static_cast<double>(at / n) * square;
    cells += rect_path(x, y, square, square);
    crosses += "M" + num(x) + " " + num(y) + "l" + num(square) + " " + num(square) + "M" +
               num(x + square) + " " + num(y) + "l-" + num(square) + " " + num(square);
  }
  return "<g class=\"blocked\"><path fill=\"#616161\" d=\"" + cells +
         "\"/><path stroke=\"#bdbdbd\" stroke-width=\"1\" d=\"" + crosses + "\"/></g>\n";
}

std::string squares_svg(BoardView board, const QueenLines& lines,
                        const std::vector<std::string>& verdict, const Instance* instance) {
  const int n = lines.size(), square = std::clamp(800 / n, 4, 64), side = n * square;
  const int width = std::max(side + 2 * kMargin, 600), left = (width - side) / 2;
  int y = kMargin + side + 6;
  const std::string captions = caption(verdict, y);
  auto centre_x = [&](int row) {
    return left + (board[static_cast<std::size_t>(row)] + 0.5) * square;
  };
  auto centre_y = [&](int row) { return kMargin + (row + 0.5) * square; };
  std::string svg = svg_start(width, y + kMargin, verdict.front()) +
                    squares_background(left, square, n) +
                    (instance ? blocked_squares(*instance, left, square) : "") +
                    "<g class=\"attacks\" stroke=\"" + kAttackColour + "\" stroke-width=\"" +
                    num(std::max(1.5, square / 10.0)) + "\" stroke-linecap=\"round\">\n";
  for (const AttackSegment& a : attack_segments(lines, board)) {
    svg += "<line x1=\"" + num(centre_x(a.first_row)) + "\" y1=\"" + num(centre_y(a.first_row)) +
           "\" x2=\"" + num(centre_x(a.last_row)) + "\" y2=\"" + num(centre_y(a.last_row)) +
           "\"/>\n";
  }
  return svg + "</g>\n" + queen_elements(board, lines, left, square, instance) + captions +
         "</svg>\n";
}

// Queens and attacked queens per tile of the density view, tiles row-major.
struct TileGrid {
  std::int64_t side = 1;  // squares per tile edge
  int tiles = 1;          // tiles per board edge
  std::vector<std::uint32_t> queens, attacked;

  // The queens an even spread (n queens on n^2 squares) puts on tile (i, j): its area over n.
  double expected(int i, int j, std::int64_t n) const {
    auto extent = [&](int t) { return std::min(side, n - t * side); };
    return static_cast<double>(extent(i)) * static_cast<double>(extent(j)) / static_cast<double>(n);
  }
};

// Tallies the queens per tile, and the attacked ones unless the board is a `solution` (which
// spares three random reads a queen). O(n).
TileGrid tile_grid(BoardView board, const QueenLines& lines, bool solution) {
  const auto n = static_cast<std::int64_t>(board.size());
  TileGrid grid;
  grid.side = (n + 99) / 100;
  grid.tiles = static_cast<int>((n + grid.side - 1) / grid.side);
  const auto cells = static_cast<std::size_t>(grid.tiles) * static_cast<std::size_t>(grid.tiles);
  grid.queens.assign(cells, 0);
  grid.attacked.assign(cells, 0);
  for (std::int64_t row = 0; row < n; ++row) {
    const auto tile = static_cast<std::size_t>(row / grid.side * grid.tiles +
                                               board[static_cast<std::size_t>(row)] / grid.side);
    ++grid.queens[tile];
    if (!solution) grid.attacked[tile] += lines.attacked(static_cast<int>(row));
  }
  return grid;
}

// Blues from light to dark (ColorBrewer): queens per tile against an even spread, in steps of 1/4.
constexpr const char* kDensityColours[8] = {"#f7fbff", "#deebf7", "#c6dbef", "#9ecae1",
                                            "#6baed6", "#4292c6", "#2171b5", "#084594"};

// The tiles as one path per colour (runs of a colour along a row merged), then the attacked
// queens' share of each tile as a vermillion square of that share of its area.
std::string tile_paths(const TileGrid& grid, std::int64_t n, int left, int top, int px) {
  std::vector<std::string> paths(8);
  std::string attacked;
  for (int i = 0; i < grid.tiles; ++i) {
    for (int j = 0, run = 1; j < grid.tiles; j += run) {
      auto level = [&](int column) {
        const std::size_t t = static_cast<std::size_t>(i * grid.tiles + column);
        return std::min(7, static_cast<int>(4 * grid.queens[t] / grid.expected(i, column, n)));
      };
      for (run = 1; j + run < grid.tiles && level(j + run) == level(j); ++run) {
      }
      paths[static_cast<std::size_t>(level(j))] +=
          rect_path(left + j * px, top + i * px, run * px, px);
    }
    for (int j = 0; j < grid.tiles; ++j) {
      const std::size_t t = static_cast<std::size_t>(i * grid.tiles + j);
      if (grid.attacked[t] == 0) continue;
      const double a =
          std::max(1.5, 0.7 * px * std::sqrt(double(grid.attacked[t]) / grid.queens[t]));
      attacked += rect_path(left + j * px + (px - a) / 2, top + i * px + (px - a) / 2, a, a);
    }
  }
  std::string svg = "<g class=\"density\">\n<rect x=\"" + std::to_string(left) + "\" y=\"" +
                    std::to_string(top) + "\" width=\"" + std::to_string(grid.tiles * px) +
                    "\" height=\"" + std::to_string(grid.tiles * px) + "\" fill=\"" +
                    kDensityColours[0] + "\"/>\n";
  for (std::size_t level = 1; level < paths.size(); ++level) {
    if (!paths[level].empty())
      svg += "<path fill=\"" + std::string(kDensityColours[level]) + "\" d=\"" + paths[level] +
             "\"/>\n";
  }
  if (!attacked.empty())
    svg += "<path class=\"attacked\" fill=\"" + std::string(kAttackColour) + "\" d=\"" + attacked +
           "\"/>\n";
  return svg + "</g>\n";
}

// Under the board, for each diagonal family, the attacking pairs per bin of diagonals as bars
// (one bin per tile column); or one line saying that no two queens share a diagonal.
std::string diagonal_strips(const QueenLines& lines, int bins, int left, int px, int& y) {
  const std::size_t diagonals = lines.down().size();
  std::vector<std::int64_t> pairs[2] = {std::vector<std::int64_t>(static_cast<std::size_t>(bins)),
                                        std::vector<std::int64_t>(static_cast<std::size_t>(bins))};
  std::int64_t total[2] = {0, 0}, most = 0;
  for (int f = 0; f < 2; ++f) {
    const auto& count = f == 0 ? lines.down() : lines.up();
    for (std::size_t d = 0; d < diagonals; ++d) {
      const std::int64_t p = pairs_among(count[d]);
      pairs[f][d * static_cast<std::size_t>(bins) / diagonals] += p;
      total[f] += p;
    }
    for (std::int64_t p : pairs[f]) most = std::max(most, p);
  }
  if (most == 0) return caption({"no two queens share a diagonal"}, y);
  const char* names[2] = {"╱ diagonals, the top-left corner's first: ",
                          "╲ diagonals, the top-right corner's first: "};
  std::string svg =
      "<g class=\"diagonal-pairs\">\n" +
      caption({"attacking pairs per diagonal, in bins (the highest bin: " + std::to_string(most) +
               " pairs)"},
              y);
  for (int f = 0; f < 2; ++f) {
    svg += caption({names[f] + std::to_string(total[f]) + " pairs"}, y);
    std::string bars;
    for (int b = 0; b < bins; ++b) {
      const std::int64_t p = pairs[f][static_cast<std::size_t>(b)];
      if (p == 0) continue;
      const double h = std::max(1.0, 30.0 * static_cast<double>(p) / static_cast<double>(most));
      bars += rect_path(left + b * px, y + 30 - h, px, h);
    }
    svg += "<path fill=\"" + std::string(kAttackColour) + "\" d=\"" + bars + "\"/>\n";
    y += 34;
  }
  return svg + "</g>\n";
}

// The colour key: the eight shades with their values, and the vermillion squares when drawn.
std::string density_legend(bool attacks, int& y) {
  std::string svg = caption({"queens per tile against an even spread (the n queens over the n² "
                             "squares):"},
                            y);
  for (int level = 0; level < 8; ++level) {
    svg += "<rect x=\"" + std::to_string(kMargin + 24 * level) + "\" y=\"" + std::to_string(y) +
           "\" width=\"24\" height=\"12\" fill=\"" + kDensityColours[level] +
           "\" stroke=\"#9e9e9e\" stroke-width=\"0.5\"/>\n";
  }
  svg += text_at(kMargin, y + 26, "0") + text_at(kMargin + 24 * 4 - 3, y + 26, "1") +
         text_at(kMargin + 24 * 8 - 10, y + 26, "2+");
  y += 30;
  if (attacks)
    svg += caption(
        {"vermillion squares: the share of a tile's queens under attack (all: half its area)"}, y);
  return svg;
}

std::string density_svg(BoardView board, const QueenLines& lines,
                        const std::vector<std::string>& verdict) {
  const auto n = static_cast<std::int64_t>(board.size());
  const bool solution = verdict.size() == 1;  // board_verdict says more of other boards
  const TileGrid grid = tile_grid(board, lines, solution);
  const int px = std::max(6, 600 / grid.tiles), side = grid.tiles * px;
  const int width = std::max(side + 2 * kMargin, 620), left = (width - side) / 2;
  int y = kMargin + side + 6;
  std::string body = tile_paths(grid, n, left, kMargin, px) + "<rect x=\"" + std::to_string(left) +
                     "\" y=\"" + std::to_string(kMargin) + "\" width=\"" + std::to_string(side) +
                     "\" height=\"" + std::to_string(side) +
                     "\" fill=\"none\" stroke=\"#757575\"/>\n";
  std::vector<std::string> lines_below = verdict;
  lines_below.push_back("drawn in " + std::to_string(grid.tiles) + " × " +
                        std::to_string(grid.tiles) + " tiles of " + std::to_string(grid.side) +
                        " × " + std::to_string(grid.side) + " squares");
  body += caption(lines_below, y);
  if (!solution) body += diagonal_strips(lines, grid.tiles, left, px, y);
  body += density_legend(!solution, y);
  return svg_start(width, y + kMargin, verdict.front()) + body + "</svg>\n";
}

}  // namespace

std::string board_svg(BoardView board) {
  const QueenLines lines(board);
  const std::vector<std::string> verdict = board_verdict(board, lines);
  return static_cast<int>(board.size()) <= kMaxSquaresSvgN
             ? squares_svg(board, lines, verdict, nullptr)
             : density_svg(board, lines, verdict);
}

std::string board_svg(BoardView board, const Instance& instance,
                      const std::vector<std::string>& caption) {
  const QueenLines lines(board);
  std::vector<std::string> lines_below = caption;
  lines_below.push_back("on an instance: " + std::to_string(instance.given_count()) +
                        " given queens (blue), " +
                        std::to_string(instance.blocked_squares().size()) +
                        " blocked squares (dark); ringed: a queen that breaks it");
  return static_cast<int>(board.size()) <= kMaxSquaresSvgN
             ? squares_svg(board, lines, lines_below, &instance)
             : density_svg(board, lines, lines_below);
}

}  // namespace nqga
