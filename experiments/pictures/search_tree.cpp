#include "pictures/search_tree.hpp"

#include <algorithm>
#include <stdexcept>

namespace nqga {

namespace {

bool is_solution(const SearchTree& tree, const TreeNode& t) {
  return t.node.row == tree.n && t.node.promising;
}

std::string label(const ClassicNode& node) {
  return node.row == 0 ? "start"
                       : std::string("(") + std::to_string(node.row) + "," +
                             std::to_string(node.column) + ")";
}

// The caption's last line: the marks, and `path` (how the drawing shows the path to the first
// solution) with the solution's columns.
std::string legend(const SearchTree& tree, const std::string& path) {
  if (tree.first_solution.empty()) return "× non-promising; no solution";
  std::string columns;
  for (Column c : tree.first_solution) columns += ' ' + std::to_string(c + 1);
  return "× non-promising; " + path + " the path to the first solution (columns" + columns + ")";
}

// Marks the path to the first solution and each node that no sibling follows. O(nodes).
void mark(SearchTree& tree) {
  auto& nodes = tree.nodes;
  for (std::size_t i = 0; i < nodes.size(); ++i) {
    if (!is_solution(tree, nodes[i])) continue;
    for (int at = static_cast<int>(i); at >= 0; at = nodes[static_cast<std::size_t>(at)].parent) {
      nodes[static_cast<std::size_t>(at)].on_first_path = true;
      if (at > 0)
        tree.first_solution.insert(tree.first_solution.begin(),
                                   nodes[static_cast<std::size_t>(at)].node.column - 1);
    }
    break;
  }
  // Backwards, a node is a last child when no node of its row came after it before a shallower
  // one: deeper rows are forgotten whenever a node is met.
  std::vector<bool> sibling_follows(static_cast<std::size_t>(tree.n) + 2, false);
  for (std::size_t i = nodes.size(); i-- > 0;) {
    const auto row = static_cast<std::size_t>(nodes[i].node.row);
    nodes[i].last_child = !sibling_follows[row];
    sibling_follows[row] = true;
    std::fill(sibling_follows.begin() + static_cast<std::ptrdiff_t>(row) + 1, sibling_follows.end(),
              false);
  }
}

// Colours (Okabe-Ito): the first solution's path, other solutions, the non-promising mark.
constexpr const char* kPathColour = "#0072B2";
constexpr const char* kSolutionColour = "#009E73";
constexpr const char* kCrossColour = "#D55E00";

// A node as an HTML-like label: its number left of the (row, column) box, in a cell as wide as the
// largest number needs (and a blank one as wide on the right, to keep the box centred), a × under
// it or a blank line (so that all nodes of a row line up); edges meet the box (port "q").
std::string dot_node(const SearchTree& tree, std::size_t number) {
  const std::string side = "<TD WIDTH=\"" +
                           std::to_string(6 + 5 * std::to_string(tree.nodes.size() - 1).size()) +
                           "\" HEIGHT=\"16\" FIXEDSIZE=\"TRUE\"";
  const TreeNode& t = tree.nodes[number];
  const bool crossed = t.node.checked && !t.node.promising;
  const bool other_solution = is_solution(tree, t) && !t.on_first_path;
  std::string box = "<TD PORT=\"q\" BORDER=\"" + std::string(t.on_first_path ? "2" : "1") +
                    "\" STYLE=\"ROUNDED\" CELLPADDING=\"3\"";
  if (t.on_first_path) box += " COLOR=\"" + std::string(kPathColour) + "\" BGCOLOR=\"#DCEBF7\"";
  if (other_solution) box += " COLOR=\"" + std::string(kSolutionColour) + "\" BGCOLOR=\"#DDF2EA\"";
  if (crossed) box += " COLOR=\"#9E9E9E\"";
  box += std::string(">") + (crossed ? "<FONT COLOR=\"#757575\">" : "") + label(t.node) +
         (crossed ? "</FONT>" : "") + "</TD>";
  return "  n" + std::to_string(number) +
         " [label=<<TABLE BORDER=\"0\" CELLBORDER=\"0\" CELLSPACING=\"0\" "
         "CELLPADDING=\"0\"><TR>" +
         side +
         " ALIGN=\"RIGHT\"><FONT POINT-SIZE=\"8\" "
         "COLOR=\"#616161\">" +
         std::to_string(number) + " </FONT></TD>" + box + side +
         "> </TD></TR><TR><TD COLSPAN=\"3\">" +
         (crossed ? "<FONT COLOR=\"" + std::string(kCrossColour) + "\" POINT-SIZE=\"14\">×</FONT>"
                  : " ") +
         "</TD></TR></TABLE>>];\n";
}

}  // namespace

SearchTree search_tree(int n, bool prune) {
  const int max_n = prune ? kMaxTreeN : kMaxPlainTreeN;
  if (n < 1 || n > max_n) {
    throw std::invalid_argument(
        std::string(prune
                        ? "the backtracking tree is drawn for n in [1, "
                        : "the plain depth-first search tree (--no-prune) is drawn for n in [1, ") +
        std::to_string(max_n) + "], got " + std::to_string(n) +
        (n < 1   ? ""
         : prune ? " (n = 7 visits 3,585 nodes; `nqga count N --classic` counts them for larger n)"
                 : " (n = 6 has 55,987 nodes; `nqga count N --classic --no-prune` counts them)"));
  }
  SearchTree tree;
  tree.n = n;
  tree.pruned = prune;
  std::vector<int> last_at_row(static_cast<std::size_t>(n) + 1, -1);
  tree.stats = classic_count(n, prune, [&](const ClassicNode& node) {
    const auto row = static_cast<std::size_t>(node.row);
    TreeNode t;
    t.node = node;
    t.parent = row == 0 ? -1 : last_at_row[row - 1];
    last_at_row[row] = static_cast<int>(tree.nodes.size());
    tree.nodes.push_back(t);
  });
  mark(tree);
  return tree;
}

std::vector<std::string> tree_caption(const SearchTree& tree) {
  const ClassicStats& s = tree.stats;
  return {"n = " + std::to_string(tree.n) + ", " +
              (tree.pruned ? "classic backtracking (the subtrees of non-promising nodes are pruned)"
                           : "plain depth-first search (only complete boards are checked)"),
          "state space " + std::to_string(s.state_space_nodes) + " nodes, visited " +
              std::to_string(s.visited_nodes) + ", promising " + std::to_string(s.promising_nodes) +
              ", solutions " + std::to_string(s.solutions) + " (numbered 0.." +
              std::to_string(s.visited_nodes - 1) + " in depth-first order)"};
}

std::string tree_outline(const SearchTree& tree) {
  std::string text;
  for (const std::string& line : tree_caption(tree)) text += line + "\n";
  text += legend(tree, "*") + (tree.stats.solutions > 0 ? "; ✓ a solution\n" : "\n");
  // continues[r]: the ancestor at row r has a sibling still to come, so its line goes on.
  std::vector<bool> continues(static_cast<std::size_t>(tree.n) + 1, false);
  for (std::size_t i = 0; i < tree.nodes.size(); ++i) {
    const TreeNode& t = tree.nodes[i];
    const auto row = static_cast<std::size_t>(t.node.row);
    for (std::size_t r = 1; r < row; ++r) text += continues[r] ? "│  " : "   ";
    if (row > 0) text += t.last_child ? "└─ " : "├─ ";
    continues[row] = !t.last_child;
    text += std::to_string(i) + " " + label(t.node);
    if (t.node.checked && !t.node.promising) text += " ×";
    if (t.on_first_path) text += " *";
    if (is_solution(tree, t)) text += " ✓";
    text += "\n";
  }
  return text;
}

std::string tree_dot(const SearchTree& tree) {
  std::string caption;
  for (const std::string& line : tree_caption(tree)) caption += line + "\\n";
  caption += legend(tree, "blue:") +
             (tree.stats.solutions > 1 ? "; green: the other solutions\\n" : "\\n");
  std::string dot =
      "digraph state_space_tree {\n  graph [label=\"" + caption +
      "\", labelloc=b, fontname=\"Helvetica\", fontsize=12, nodesep=0.05, ranksep=0.3, "
      "ordering=out, splines=line];\n  node [shape=plaintext, fontname=\"Helvetica\", fontsize=10, "
      "margin=0];\n"
      "  edge [arrowhead=none, color=\"#9E9E9E\"];\n";
  for (std::size_t i = 0; i < tree.nodes.size(); ++i) dot += dot_node(tree, i);
  for (std::size_t i = 1; i < tree.nodes.size(); ++i) {
    const TreeNode& t = tree.nodes[i];
    dot += "  n" + std::to_string(t.parent) + ":q:s -> n" + std::to_string(i) + ":q:n";
    if (t.on_first_path) dot += " [color=\"" + std::string(kPathColour) + "\", penwidth=2.5]";
    dot += ";\n";
  }
  return dot + "}\n";
}

}  // namespace nqga
