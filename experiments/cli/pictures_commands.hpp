// `nqga show` (a board in the terminal, or as SVG and PNG) and `nqga tree` (the state-space tree
// of the textbook backtracking).
#pragma once

#include <iosfwd>
#include <string>

namespace nqga {

struct ShowOptions {
  std::string input;     // a board file, DIR/jobs/ID[.json], or "-" for standard input
  std::string svg, png;  // files to draw into; neither: the terminal
};

// Draws a board: from a board file (text or .bin), a job record of a run directory (its best
// board), or `in` (a board file's text, or `nqga first`'s output). Exit codes: 0 drawn (a
// solution or not: the picture says which), 2 an unreadable board or record, n above 64 for the
// terminal, or rsvg-convert missing for --png (the message names the package; nothing written).
int show_command(const ShowOptions& options, std::istream& in, std::ostream& out,
                 std::ostream& err);

struct TreeOptions {
  int n = 0;
  bool no_prune = false;      // plain depth-first search instead of backtracking
  std::string svg, png, dot;  // files to draw into; none: the tree as text on `out`
};

// Draws the state-space tree (search_tree.hpp); SVG and PNG through Graphviz's dot. Exit codes:
// 0 drawn, 2 n out of range or dot missing (the message names the package; nothing written), 1
// dot failed.
int tree_command(const TreeOptions& options, std::ostream& out, std::ostream& err);

}  // namespace nqga
