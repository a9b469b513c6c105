#include "report/design_sentences.hpp"

#include <algorithm>
#include <cmath>
#include <map>
#include <stdexcept>

#include "report/words.hpp"
#include "run/csv.hpp"

namespace nqga {

namespace {

// Rows a list names at most; the tail counts the rest.
constexpr std::size_t kListed = 4;

// One problem point on an axis: the axis' value and the first cell of the point.
struct AxisPoint {
  double value = 0;
  std::string text;
  std::size_t cell = 0;
};

double share(const ResultCell& cell) {
  return cell.instances ? static_cast<double>(cell.solvable) / cell.instances : 0;
}

// "5 of 6 solvable at 0.6 (1 undecided)".
std::string verdicts(const ResultCell& cell, const std::string& at) {
  return std::to_string(cell.solvable) + " of " + std::to_string(cell.instances) + " solvable at " +
         at + (cell.undecided ? " (" + std::to_string(cell.undecided) + " undecided)" : "");
}

Statement transition(const Results& results, const std::string& key, const std::string& slice,
                     std::vector<AxisPoint> points) {
  std::sort(points.begin(), points.end(),
            [](const AxisPoint& a, const AxisPoint& b) { return a.value < b.value; });
  const std::string lead = slice.empty() ? "" : "At " + problem_words(slice) + ", t";
  Statement statement{
      (lead.empty() ? "T" : lead) + "he share of instances with a solution ", {}, "."};
  const auto& cells = results.cells;
  for (std::size_t i = 0; i + 1 < points.size(); ++i) {
    const ResultCell &low = cells[points[i].cell], &high = cells[points[i + 1].cell];
    if ((share(low) >= 0.5) != (share(high) >= 0.5)) {
      statement.clauses.push_back({"crosses one half between " + key + " = " + points[i].text +
                                       " and " + points[i + 1].text + ": " +
                                       verdicts(low, points[i].text) + ", " +
                                       verdicts(high, points[i + 1].text),
                                   {"design_summary.csv", {points[i].cell, points[i + 1].cell}}});
      return statement;
    }
  }
  const ResultCell &first = cells[points.front().cell], &last = cells[points.back().cell];
  statement.clauses.push_back(
      {std::string("stays ") + (share(first) >= 0.5 ? "at or above" : "below") + " one half over " +
           key + " = " + points.front().text + " to " + points.back().text + " (" +
           verdicts(first, points.front().text) + ", " + verdicts(last, points.back().text) + ")",
       {"design_summary.csv", {points.front().cell, points.back().cell}}});
  return statement;
}

// "n = 24, problem.density = 0.7 and n = 24, problem.density = 0.72" for the cells' problems.
std::string problems_of(const Results& results, const std::vector<std::size_t>& cells) {
  std::vector<std::string> labels;
  for (const std::size_t c : cells) labels.push_back(results.cells[c].problem);
  return problems_words(labels);
}

// The first kListed of `cells` and the tail that counts the rest.
std::vector<std::size_t> listed(const std::vector<std::size_t>& cells, std::string& tail) {
  if (cells.size() <= kListed) return cells;
  tail += "; " + std::to_string(cells.size() - kListed) + " more in the table below";
  return {cells.begin(), cells.begin() + kListed};
}

// "solves the fewest runs on solvable instances at n = 24, problem.density = 0.72: 0 of 6
// (Wilson interval [0 %, 39 %])", every tie named.
Clause fewest_clause(const Results& results, const std::vector<std::size_t>& cells) {
  const double lowest = results.cells[cells.front()].success;
  std::vector<std::size_t> ties;
  for (const std::size_t c : cells)
    if (results.cells[c].success == lowest) ties.push_back(c);
  std::vector<std::string> each;
  for (const std::size_t c : ties) {
    const ResultCell& cell = results.cells[c];
    each.push_back(problem_words(cell.problem) + ": " + std::to_string(cell.solved_on_solvable) +
                   " of " + std::to_string(cell.runs_on_solvable) + " (Wilson interval [" +
                   prose_percent(cell.success_interval.low) + ", " +
                   prose_percent(cell.success_interval.high) + "])");
  }
  return {"solves the fewest runs on solvable instances at " + joined(each),
          {"design_summary.csv", ties}};
}

// The configuration's statement over its cells (in model order).
Statement success_statement(const Results& results, const std::string& configuration,
                            const std::vector<std::size_t>& cells) {
  Statement statement{configuration + " ", {}, ""};
  std::vector<std::size_t> rated, undecided, unsolvable;
  for (const std::size_t c : cells) {
    const ResultCell& cell = results.cells[c];
    if (cell.runs_on_solvable > 0) rated.push_back(c);
    if (cell.runs_on_undecided > 0) undecided.push_back(c);
    if (cell.runs_on_unsolvable > 0) unsolvable.push_back(c);
  }
  std::sort(rated.begin(), rated.end(), [&](std::size_t x, std::size_t y) {
    return results.cells[x].success < results.cells[y].success;
  });
  const bool all = !rated.empty() && results.cells[rated.front()].success == 1;
  if (all) {
    const std::vector<std::size_t> named = listed(rated, statement.tail);
    statement.clauses.push_back(
        {"solves every run on solvable instances at " + problems_of(results, named),
         {"design_summary.csv", named}});
  } else if (!rated.empty()) {
    statement.clauses.push_back(fewest_clause(results, rated));
  }
  std::vector<std::string> each;
  const std::vector<std::size_t> undecided_named = listed(undecided, statement.tail);
  for (const std::size_t c : undecided_named)
    each.push_back(std::to_string(results.cells[c].runs_on_undecided) + " at " +
                   problem_words(results.cells[c].problem));
  if (!each.empty())
    statement.clauses.push_back({"its runs on undecided instances, none solved: " + joined(each),
                                 {"design_summary.csv", undecided_named}});
  each.clear();
  const std::vector<std::size_t> unsolvable_named = listed(unsolvable, statement.tail);
  for (const std::size_t c : unsolvable_named) {
    const ResultCell& cell = results.cells[c];
    each.push_back(std::to_string(cell.runs_on_unsolvable) + " at " + problem_words(cell.problem) +
                   (cell.decided_unsolvable
                        ? " (" + std::to_string(cell.decided_unsolvable) + " proving it)"
                        : ""));
  }
  if (!each.empty())
    statement.clauses.push_back(
        {"its runs on instances proven unsolvable, counted apart: " + joined(each),
         {"design_summary.csv", unsolvable_named}});
  statement.tail += ".";
  return statement;
}

}  // namespace

std::vector<Statement> transition_statements(const Results& results) {
  std::vector<std::string> problem_keys;
  for (const DesignAxis& axis : results.design.axes)
    if (axis.role == Role::kProblem && axis.key != "n") problem_keys.push_back(axis.key);
  // By axis, then by the slice (n and the other problem axes), the first cell of each problem.
  std::map<std::string, std::map<std::string, std::vector<AxisPoint>>> axes;
  std::vector<std::string> seen;
  for (std::size_t c = 0; c < results.cells.size(); ++c) {
    const ResultCell& cell = results.cells[c];
    if (cell.solver.counts || cell.problem_values.size() != problem_keys.size()) continue;
    if (std::find(seen.begin(), seen.end(), cell.problem) != seen.end()) continue;
    seen.push_back(cell.problem);
    for (std::size_t k = 0; k < problem_keys.size(); ++k) {
      std::string slice = "n=" + std::to_string(cell.n);
      for (std::size_t j = 0; j < problem_keys.size(); ++j)
        if (j != k) slice += " " + problem_keys[j] + "=" + cell.problem_values[j];
      const std::string& text = cell.problem_values[k];
      double value = 0;
      try {
        value = field_number(text);
      } catch (const std::invalid_argument&) {
        continue;  // an axis of names (problem.kind) has no order to cross along
      }
      if (!std::isnan(value)) axes[problem_keys[k]][slice].push_back({value, text, c});
    }
  }
  std::vector<Statement> statements;
  for (const auto& [key, slices] : axes) {
    for (const auto& [slice, points] : slices) {
      if (points.size() > 1)
        statements.push_back(transition(results, key, slices.size() > 1 ? slice : "", points));
    }
  }
  return statements;
}

std::vector<Statement> success_statements(const Results& results) {
  std::vector<std::string> order;
  std::map<std::string, std::vector<std::size_t>> cells_of;
  for (std::size_t c = 0; c < results.cells.size(); ++c) {
    const std::string& configuration = results.cells[c].configuration;
    if (!cells_of.count(configuration)) order.push_back(configuration);
    cells_of[configuration].push_back(c);
  }
  std::vector<Statement> statements;
  for (const std::string& configuration : order) {
    Statement statement = success_statement(results, configuration, cells_of[configuration]);
    if (!statement.clauses.empty()) statements.push_back(std::move(statement));
  }
  return statements;
}

}  // namespace nqga
