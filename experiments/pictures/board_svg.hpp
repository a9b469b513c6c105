// A board drawn as an SVG document (for a browser, a paper, or rsvg-convert to PNG): the squares
// and queens up to kMaxSquaresSvgN queens, a density view beyond. Attacks are vermillion in both.
#pragma once

#include <string>
#include <vector>

#include "board.hpp"
#include "problem/instance.hpp"

namespace nqga {

constexpr int kMaxSquaresSvgN = 200;

// The board as SVG, columns in 0..n-1. Up to kMaxSquaresSvgN queens: a checkered board with one
// element per queen (class "queen", or "queen attacked" for a queen under attack) and a vermillion
// stroke from the first to the last queen of every column or diagonal that holds two or more.
// Beyond: the density view, a grid of at most 100 x 100 tiles coloured by their queens against an
// even spread, vermillion squares for the share of attacked queens in a tile, and under the board
// the attacking pairs per diagonal, binned. The title and caption say how many queens and
// whether they form a solution. O(n) plus the picture's size, which is bounded (at most ~10^4
// tiles), whatever n.
std::string board_svg(BoardView board);

// The board of a run on `instance` (of its size), captioned with `caption` (the run's record's
// validation: what the validator said of the board on the instance, never the board's verdict
// alone) and a line on the instance. Up to kMaxSquaresSvgN queens, the instance drawn too: its
// blocked squares dark with a cross, given queens in place blue (class "given"), and a queen
// that breaks it (on a blocked square, or off its row's given column) vermillion inside a ring
// (class "offending"). Beyond, the density view under that caption. O(n + blocked squares).
std::string board_svg(BoardView board, const Instance& instance,
                      const std::vector<std::string>& caption);

}  // namespace nqga
