#include "cnf.hpp"

#include <algorithm>
#include <charconv>
#include <sstream>
#include <stdexcept>

namespace nqga {

namespace {

// Appends the clauses of one line of squares (its variables, blocked squares already left out):
// at least one queen on it when `at_least_one`, and at most one, pairwise.
void add_line(const std::vector<int>& line, bool at_least_one, Cnf& cnf) {
  if (at_least_one) {
    cnf.literals.insert(cnf.literals.end(), line.begin(), line.end());
    cnf.literals.push_back(0);
    ++cnf.clauses;
  }
  for (std::size_t a = 0; a < line.size(); ++a) {
    for (std::size_t b = a + 1; b < line.size(); ++b) {
      cnf.literals.insert(cnf.literals.end(), {-line[a], -line[b], 0});
      ++cnf.clauses;
    }
  }
}

// The variables of the unblocked squares (row, column) that `on_line(row, column)` accepts.
template <typename OnLine>
std::vector<int> line_variables(const std::vector<int>& variables, int n, OnLine on_line) {
  std::vector<int> line;
  for (int row = 0; row < n; ++row) {
    for (int column = 0; column < n; ++column) {
      const int v = variables[static_cast<std::size_t>(row) * n + column];
      if (v != 0 && on_line(row, column)) line.push_back(v);
    }
  }
  return line;
}

}  // namespace

std::vector<int> square_variables(const Instance& instance) {
  const int n = instance.size();
  std::vector<int> variables(static_cast<std::size_t>(n) * n);
  int next = 0;
  for (int row = 0; row < n; ++row) {
    for (int column = 0; column < n; ++column) {
      if (!instance.blocked(row, column))
        variables[static_cast<std::size_t>(row) * n + column] = ++next;
    }
  }
  return variables;
}

Cnf instance_cnf(const Instance& instance) {
  const int n = instance.size();
  if (n > kMaxCnfN) {
    throw std::invalid_argument("n = " + std::to_string(n) +
                                ": the CNF encoding is written up to n = " +
                                std::to_string(kMaxCnfN) + " (its clauses grow as n^3)");
  }
  const std::vector<int> variables = square_variables(instance);
  Cnf cnf;
  cnf.variables = n == 0 ? 0 : *std::max_element(variables.begin(), variables.end());
  for (int row = 0; row < n; ++row) {
    if (instance.given(row) == kNoQueen) continue;
    cnf.literals.insert(cnf.literals.end(),
                        {variables[static_cast<std::size_t>(row) * n + instance.given(row)], 0});
    ++cnf.clauses;
  }
  for (int k = 0; k < n; ++k) {
    add_line(line_variables(variables, n, [k](int r, int) { return r == k; }), true, cnf);
    add_line(line_variables(variables, n, [k](int, int c) { return c == k; }), true, cnf);
  }
  for (int d = 0; d < 2 * n - 1; ++d) {
    add_line(line_variables(variables, n, [d](int r, int c) { return r + c == d; }), false, cnf);
    add_line(line_variables(variables, n, [d, n](int r, int c) { return r - c + n - 1 == d; }),
             false, cnf);
  }
  return cnf;
}

std::string dimacs_text(const Cnf& cnf, const std::string& comment) {
  std::string text;
  std::istringstream lines(comment);
  for (std::string line; std::getline(lines, line);) text += "c " + line + "\n";
  text += "p cnf " + std::to_string(cnf.variables) + " " + std::to_string(cnf.clauses) + "\n";
  char number[16];
  for (const int literal : cnf.literals) {
    const char* end = std::to_chars(number, number + sizeof number, literal).ptr;
    text.append(number, static_cast<std::size_t>(end - number));
    text += literal == 0 ? '\n' : ' ';
  }
  return text;
}

}  // namespace nqga
