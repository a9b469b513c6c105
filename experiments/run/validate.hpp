// Validation of what jobs report: the independent O(n) board check always, and for small n the
// exact reference: the board must be one of the solutions enumerated by backtracking, and its
// symmetry class (canonical form) is recorded.
#pragma once

#include <cstdint>
#include <map>
#include <memory>
#include <mutex>
#include <string>
#include <unordered_set>

#include "board.hpp"
#include "problem/instance.hpp"
#include "run_result.hpp"

namespace nqga {

struct Verdict {
  bool valid = false;
  std::string text;            // what was checked and found
  std::string symmetry_class;  // the canonical board, 1-based columns; empty when not known
};

// Thread-safe; enumerates each n at most once, on first use.
class ExactReference {
 public:
  explicit ExactReference(int exact_up_to) : exact_up_to_(exact_up_to) {}

  int exact_up_to() const { return exact_up_to_; }

  // A board claimed to solve n queens. O(n), plus the enumeration of n once.
  Verdict check_solution(BoardView board);
  // A board claimed to be the best, unsolved one: a permutation with a shared diagonal.
  Verdict check_unsolved(BoardView board, std::int64_t claimed_conflicts);
  // A claimed total number of solutions.
  Verdict check_count(int n, std::uint64_t claimed_total);
  // A board reported on an instance: its given queens in place, whatever it claims; then a
  // solution of the instance (and of n queens, by check_solution), or unsolved as claimed.
  Verdict check_on(const Instance& instance, BoardView board, bool solved,
                   std::int64_t claimed_conflicts);
  // What a solver reported for n queens: its count (`counts`), else its board, solved or not;
  // on `instance` when given (not plain): the board by check_on_instance as well.
  Verdict check_result(int n, const RunResult& result, bool counts,
                       const Instance* instance = nullptr);

  // The number of solutions and of symmetry classes for n <= exact_up_to.
  std::uint64_t total(int n);
  std::uint64_t classes(int n);

 private:
  struct Solutions {
    std::once_flag enumerated;
    std::unordered_set<std::string> boards;  // one byte per column (n <= 14)
    std::uint64_t classes = 0;
  };
  Solutions& solutions(int n);

  int exact_up_to_;
  std::mutex mutex_;
  std::map<int, std::unique_ptr<Solutions>> by_n_;
};

// "1 5 8 6 3 7 2 4": a board's columns, 1-based.
std::string columns_text(BoardView board);

}  // namespace nqga
