// An instance as a SAT problem in DIMACS CNF, so that a SAT solver (CaDiCaL, Lingeling, ...) can
// decide it beside the exact search (docs/problems.md, "A SAT solver beside it").
//
// The encoding: one variable per unblocked square (true: a queen stands there), numbered 1, 2,
// ... in row-major order over the unblocked squares; at least one queen in every row and every
// column; at most one in every row, column and diagonal, pairwise (not(a) or not(b) for every
// two squares of a line); each given queen a unit clause. With no auxiliary variables a model is
// a board and the models are exactly the completions, one each. Pairwise at-most-one propagates
// as well as the commander or sequential-counter encodings and costs O(n^3) clauses, which is
// why the size is bounded by kMaxCnfN.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "instance.hpp"

namespace nqga {

// The largest board written as CNF: about 5 n^3 / 3 clauses, 3.5 million (45 MB) at n = 128.
inline constexpr int kMaxCnfN = 128;

struct Cnf {
  int variables = 0;
  std::int64_t clauses = 0;
  std::vector<int> literals;  // the clauses one after another, each ended by 0 as in DIMACS
};

// The variable of every square, row * n + column, 0 for a blocked square. O(n^2).
std::vector<int> square_variables(const Instance& instance);

// The encoding above. Throws std::invalid_argument for n > kMaxCnfN. O(n^3).
Cnf instance_cnf(const Instance& instance);

// The DIMACS text of `cnf`: `comment` as c lines, the p line, one clause a line.
std::string dimacs_text(const Cnf& cnf, const std::string& comment);

}  // namespace nqga
