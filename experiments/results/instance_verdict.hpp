// What the runs on one problem instance decided, the one rule of the results model (Gent,
// Jefferson and Nightingale 2017 count instances this way): an
// instance is solvable when some run found a validated board on it, unsolvable when some run
// exhausted its search (an exact search's proof), else undecided. Counting solvers
// (backtracking-count) decide nothing: their `solved` means only that the count finished.
#pragma once

#include <string>

namespace nqga {

enum class InstanceStatus { kSolvable, kUnsolvable, kUndecided };
const char* instance_status_name(InstanceStatus status);  // "solvable", "unsolvable", "undecided"

struct InstanceVerdict {
  bool solved = false;     // a validated board was found
  bool exhausted = false;  // a search ended without one, having tried everything
  InstanceStatus status() const;
};

// Folds one run into `verdict`: `solved` a validated board, `exhausted` stop_reason exhausted.
// Throws std::runtime_error "the instance INSTANCE was both solved and proved unsolvable (job
// RUN)" when the runs contradict each other. O(1).
void observe_run(InstanceVerdict& verdict, bool solved, bool exhausted, const std::string& instance,
                 const std::string& run);

// Plain N-Queens of size n, an instance of its own: solvable for n = 1 and n >= 4, unsolvable
// for n = 2 and 3 (a theorem, whatever ran).
InstanceVerdict plain_queens_verdict(int n);

}  // namespace nqga
