// Unit tests of the pictures: the state-space tree against the classic statistics, the board's
// attack lines against the pair loop, the terminal picture and the SVG documents.
#include <gtest/gtest.h>

#include <algorithm>
#include <string>

#include "exact/classic.hpp"
#include "local/construction.hpp"
#include "oracles.hpp"
#include "pictures/board_svg.hpp"
#include "pictures/board_text.hpp"
#include "pictures/queen_lines.hpp"
#include "pictures/search_tree.hpp"
#include "problem/instance.hpp"

namespace nqga {
namespace {

std::size_t occurrences(const std::string& text, const std::string& what) {
  std::size_t count = 0;
  for (std::size_t at = text.find(what); at != std::string::npos; at = text.find(what, at + 1))
    ++count;
  return count;
}

TEST(SearchTree, FourQueensHasTheClassicCountsAndThePathSpellsTheFirstSolution) {
  const SearchTree tree = search_tree(4, true);
  ASSERT_EQ(tree.nodes.size(), 61u);  // the root included, as visited_nodes counts it
  const auto promising = std::count_if(tree.nodes.begin(), tree.nodes.end(),
                                       [](const TreeNode& t) { return t.node.promising; });
  EXPECT_EQ(promising, 17);
  EXPECT_EQ(tree.stats.state_space_nodes, 341u);
  EXPECT_EQ(tree.stats.visited_nodes, 61u);
  EXPECT_EQ(tree.stats.promising_nodes, 17u);
  // The highlighted path: the root and one node per row, spelling 2 4 1 3.
  Board path;
  int row = 0;
  for (const TreeNode& t : tree.nodes) {
    if (!t.on_first_path) continue;
    EXPECT_EQ(t.node.row, row++);
    EXPECT_TRUE(t.node.promising);
    if (t.node.row > 0) path.push_back(t.node.column - 1);
  }
  EXPECT_EQ(path, (Board{1, 3, 0, 2}));
  EXPECT_EQ(tree.first_solution, path);
  EXPECT_EQ(tree.first_solution, classic_first(4).board);
}

// The tree is the search's own trace: for every n it is drawn for, its nodes are the visited
// nodes, its promising ones the promising nodes, every parent one row up and visited earlier,
// and the path is the first solution.
TEST(SearchTree, CountsEqualTheClassicStatisticsForEveryDrawableN) {
  for (const bool prune : {true, false}) {
    for (int n = 1; n <= (prune ? kMaxTreeN : kMaxPlainTreeN); ++n) {
      const SearchTree tree = search_tree(n, prune);
      const ClassicStats stats = classic_count(n, prune);
      ASSERT_EQ(tree.nodes.size(), stats.visited_nodes) << n << " " << prune;
      EXPECT_EQ(static_cast<std::uint64_t>(
                    std::count_if(tree.nodes.begin(), tree.nodes.end(),
                                  [](const TreeNode& t) { return t.node.promising; })),
                stats.promising_nodes)
          << n;
      EXPECT_EQ(tree.stats.solutions, stats.solutions) << n;
      for (std::size_t i = 1; i < tree.nodes.size(); ++i) {
        const TreeNode& t = tree.nodes[i];
        ASSERT_GE(t.parent, 0);
        ASSERT_LT(static_cast<std::size_t>(t.parent), i);
        EXPECT_EQ(tree.nodes[static_cast<std::size_t>(t.parent)].node.row, t.node.row - 1);
        EXPECT_EQ(t.node.checked, prune || t.node.row == n);
      }
      const ClassicFirst first = classic_first(n);
      EXPECT_EQ(tree.first_solution, first.board) << n << " " << prune;
      EXPECT_EQ(tree.first_solution.empty(), n == 2 || n == 3);
    }
  }
  EXPECT_EQ(search_tree(5, false).nodes.size(), 3906u);  // 1 + 5 + ... + 5^5: all of it
}

TEST(SearchTree, RefusesSizesItDoesNotDraw) {
  auto message = [](int n, bool prune) {
    try {
      search_tree(n, prune);
    } catch (const std::invalid_argument& e) {
      return std::string(e.what());
    }
    return std::string("no error");
  };
  EXPECT_EQ(message(7, true),
            "the backtracking tree is drawn for n in [1, 6], got 7 (n = 7 visits 3,585 nodes; "
            "`nqga count N --classic` counts them for larger n)");
  EXPECT_EQ(message(6, false),
            "the plain depth-first search tree (--no-prune) is drawn for n in [1, 5], got 6 (n = "
            "6 has 55,987 nodes; `nqga count N --classic --no-prune` counts them)");
  EXPECT_EQ(message(0, true), "the backtracking tree is drawn for n in [1, 6], got 0");
}

TEST(SearchTree, OutlineOfFourQueens) {
  EXPECT_EQ(tree_outline(search_tree(4, true)),
            "n = 4, classic backtracking (the subtrees of non-promising nodes are pruned)\n"
            "state space 341 nodes, visited 61, promising 17, solutions 2 (numbered 0..60 in "
            "depth-first order)\n"
            "× non-promising; * the path to the first solution (columns 2 4 1 3); ✓ a solution\n"
            "0 start *\n"
            "├─ 1 (1,1)\n"
            "│  ├─ 2 (2,1) ×\n"
            "│  ├─ 3 (2,2) ×\n"
            "│  ├─ 4 (2,3)\n"
            "│  │  ├─ 5 (3,1) ×\n"
            "│  │  ├─ 6 (3,2) ×\n"
            "│  │  ├─ 7 (3,3) ×\n"
            "│  │  └─ 8 (3,4) ×\n"
            "│  └─ 9 (2,4)\n"
            "│     ├─ 10 (3,1) ×\n"
            "│     ├─ 11 (3,2)\n"
            "│     │  ├─ 12 (4,1) ×\n"
            "│     │  ├─ 13 (4,2) ×\n"
            "│     │  ├─ 14 (4,3) ×\n"
            "│     │  └─ 15 (4,4) ×\n"
            "│     ├─ 16 (3,3) ×\n"
            "│     └─ 17 (3,4) ×\n"
            "├─ 18 (1,2) *\n"
            "│  ├─ 19 (2,1) ×\n"
            "│  ├─ 20 (2,2) ×\n"
            "│  ├─ 21 (2,3) ×\n"
            "│  └─ 22 (2,4) *\n"
            "│     ├─ 23 (3,1) *\n"
            "│     │  ├─ 24 (4,1) ×\n"
            "│     │  ├─ 25 (4,2) ×\n"
            "│     │  ├─ 26 (4,3) * ✓\n"
            "│     │  └─ 27 (4,4) ×\n"
            "│     ├─ 28 (3,2) ×\n"
            "│     ├─ 29 (3,3) ×\n"
            "│     └─ 30 (3,4) ×\n"
            "├─ 31 (1,3)\n"
            "│  ├─ 32 (2,1)\n"
            "│  │  ├─ 33 (3,1) ×\n"
            "│  │  ├─ 34 (3,2) ×\n"
            "│  │  ├─ 35 (3,3) ×\n"
            "│  │  └─ 36 (3,4)\n"
            "│  │     ├─ 37 (4,1) ×\n"
            "│  │     ├─ 38 (4,2) ✓\n"
            "│  │     ├─ 39 (4,3) ×\n"
            "│  │     └─ 40 (4,4) ×\n"
            "│  ├─ 41 (2,2) ×\n"
            "│  ├─ 42 (2,3) ×\n"
            "│  └─ 43 (2,4) ×\n"
            "└─ 44 (1,4)\n"
            "   ├─ 45 (2,1)\n"
            "   │  ├─ 46 (3,1) ×\n"
            "   │  ├─ 47 (3,2) ×\n"
            "   │  ├─ 48 (3,3)\n"
            "   │  │  ├─ 49 (4,1) ×\n"
            "   │  │  ├─ 50 (4,2) ×\n"
            "   │  │  ├─ 51 (4,3) ×\n"
            "   │  │  └─ 52 (4,4) ×\n"
            "   │  └─ 53 (3,4) ×\n"
            "   ├─ 54 (2,2)\n"
            "   │  ├─ 55 (3,1) ×\n"
            "   │  ├─ 56 (3,2) ×\n"
            "   │  ├─ 57 (3,3) ×\n"
            "   │  └─ 58 (3,4) ×\n"
            "   ├─ 59 (2,3) ×\n"
            "   └─ 60 (2,4) ×\n");
}

TEST(SearchTree, DotMarksEveryNodeAndThePath) {
  const SearchTree tree = search_tree(4, true);
  const std::string dot = tree_dot(tree);
  EXPECT_EQ(occurrences(dot, "label=<"), 61u);
  EXPECT_EQ(occurrences(dot, "×</FONT>"), 61u - 17u);  // one cross per non-promising node
  EXPECT_EQ(occurrences(dot, " -> "), 60u);
  EXPECT_EQ(occurrences(dot, "penwidth=2.5"), 4u);  // the four edges of the path
  EXPECT_NE(dot.find("state space 341 nodes, visited 61, promising 17"), std::string::npos);
  EXPECT_NE(dot.find("n18:q:s -> n22:q:n [color=\"#0072B2\", penwidth=2.5]"), std::string::npos);
}

TEST(QueenLines, PairsEqualThePairLoopAndTheLibraryCounter) {
  Rng rng(19);
  for (int trial = 0; trial < 300; ++trial) {
    const int n = 1 + static_cast<int>(uniform_below(rng, 120));
    Board board = identity_board(n);
    shuffle_board(board, rng);
    const QueenLines lines(board);
    ASSERT_EQ(lines.attacking_pairs(), testing::conflicts_by_pairs(board)) << trial;
    ASSERT_EQ(lines.attacking_pairs(), conflicting_pairs(board)) << trial;
    // Boards from files may repeat columns: those pairs count too.
    for (Column& c : board)
      c = static_cast<Column>(uniform_below(rng, static_cast<std::uint64_t>(n)));
    std::int64_t column_pairs = 0;
    for (int a = 0; a < n; ++a) {
      for (int b = a + 1; b < n; ++b) column_pairs += board[a] == board[b];
    }
    const QueenLines repeated(board);
    ASSERT_EQ(repeated.attacking_pairs(), testing::conflicts_by_pairs(board) + column_pairs);
    for (int row = 0; row < n; ++row) {
      bool attacked = false;
      for (int other = 0; other < n; ++other) {
        attacked |= other != row && (board[other] == board[row] ||
                                     std::abs(board[other] - board[row]) == std::abs(other - row));
      }
      ASSERT_EQ(repeated.attacked(row), attacked) << trial << " row " << row;
    }
  }
}

TEST(QueenLines, SegmentsRunFromTheFirstToTheLastQueenOfEachLine) {
  // Rows 1 and 3 (0-based 0 and 2) on one diagonal, rows 2 and 3 in one column.
  const Board board = {0, 2, 2};
  const QueenLines lines(board);
  const std::vector<AttackSegment> segments = attack_segments(lines, board);
  ASSERT_EQ(segments.size(), 2u);
  EXPECT_EQ(segments[0].first_row, 0);
  EXPECT_EQ(segments[0].last_row, 2);
  EXPECT_EQ(segments[1].first_row, 1);
  EXPECT_EQ(segments[1].last_row, 2);
  EXPECT_EQ(lines.attacking_pairs(), 2);
  const Board solution = {1, 3, 0, 2};
  EXPECT_TRUE(attack_segments(QueenLines(solution), solution).empty());
}

TEST(BoardText, TensOfColumnNumbersAndTheSizeLimit) {
  const std::string text = board_text(identity_board(12));
  EXPECT_NE(text.find("not a solution: 12 queens, 66 attacking pairs\n"), std::string::npos);
  EXPECT_NE(text.find("                      1 1 1\n    1 2 3 4 5 6 7 8 9 0 1 2\n"),
            std::string::npos)
      << text;
  EXPECT_NE(text.find("\n12  · · · · · · · · · · · ♕\n"), std::string::npos) << text;
  EXPECT_THROW(board_text(identity_board(65)), std::invalid_argument);
}

TEST(BoardSvg, OneElementPerQueenUpTo200ThenADensityViewOfBoundedSize) {
  for (int n : {4, 8, 60, 200}) {
    Board board(static_cast<std::size_t>(n));
    construct_solution(board);
    const std::string svg = board_svg(board);
    EXPECT_EQ(occurrences(svg, "class=\"queen\""), static_cast<std::size_t>(n)) << n;
    EXPECT_EQ(occurrences(svg, "class=\"queen attacked\""), 0u) << n;
    EXPECT_NE(svg.find("<title>valid: " + std::to_string(n) + " queens"), std::string::npos);
  }
  const std::string swapped = board_svg(Board{0, 4, 5, 7, 2, 6, 1, 3});
  EXPECT_EQ(occurrences(swapped, "class=\"queen attacked\""), 5u);  // rows 2, 3, 4, 7, 8
  EXPECT_EQ(occurrences(swapped, "<line "), 3u);  // one stroke per shared diagonal
  EXPECT_NE(swapped.find("<title>not a solution: 8 queens, 3 attacking pairs</title>"),
            std::string::npos);
  for (int n : {201, 1000000}) {
    Board board(static_cast<std::size_t>(n));
    construct_solution(board);
    const std::string svg = board_svg(board);
    EXPECT_EQ(occurrences(svg, "class=\"queen"), 0u);
    EXPECT_NE(svg.find("class=\"density\""), std::string::npos);
    EXPECT_NE(svg.find("<title>valid: " + std::to_string(n) + " queens"), std::string::npos);
    EXPECT_EQ(svg.find("attacking pairs per diagonal"), std::string::npos);
    EXPECT_LT(svg.size(), 400000u) << n;
  }
  // A random board: every tile drawn with its attacked share, still a bounded document.
  Rng rng(5);
  Board random = identity_board(300000);
  shuffle_board(random, rng);
  const std::string svg = board_svg(random);
  EXPECT_NE(svg.find("class=\"attacked\""), std::string::npos);
  EXPECT_NE(svg.find("attacking pairs per diagonal"), std::string::npos);
  EXPECT_LT(svg.size(), 600000u);
}

// A solution of 4 queens that stands on a blocked square of its instance: drawn with the blocked
// squares, the offending queen ringed, a given queen in place blue, and captioned by what the
// record's validation said, never "valid".
TEST(BoardSvg, ABoardOnAnInstanceShowsItsBlockedSquaresAndTheQueenThatBreaksIt) {
  const Board board{1, 3, 0, 2};  // a solution of plain 4 queens
  Instance instance(4);
  instance.give(0, 1);
  const std::int64_t blocked[] = {1 * 4 + 3, 3 * 4 + 0};  // (2, 4) under row 2's queen; (4, 1)
  instance.block(blocked);
  const std::string caption = "unsolved as reported: row 2's queen stands on a blocked square";
  const std::string svg = board_svg(board, instance, {caption});
  EXPECT_NE(svg.find("<title>" + caption + "</title>"), std::string::npos) << svg;
  EXPECT_EQ(svg.find("valid:"), std::string::npos);
  EXPECT_EQ(occurrences(svg, "class=\"queen offending\""), 1u) << svg;  // row 2, not attacked
  EXPECT_EQ(occurrences(svg, "class=\"queen given\""), 1u);             // row 1, in place
  EXPECT_EQ(occurrences(svg, "r=\"39.7\""), 1u);  // one ring, 0.62 of a 64-pixel square
  EXPECT_NE(svg.find("class=\"blocked\""), std::string::npos);
  EXPECT_EQ(occurrences(svg, "h64v64h-64z"), 2u);  // two blocked squares of 64 pixels
  EXPECT_NE(svg.find("1 given queens (blue), 2 blocked squares"), std::string::npos);
  // The same board without its instance is a solution, as `nqga show` says.
  EXPECT_NE(board_svg(board).find("<title>valid: 4 queens"), std::string::npos);
}

}  // namespace
}  // namespace nqga
