#include "tables/instance_verdict.hpp"

#include <stdexcept>

namespace nqga {

InstanceStatus InstanceVerdict::status() const {
  return solved      ? InstanceStatus::kSolvable
         : exhausted ? InstanceStatus::kUnsolvable
                     : InstanceStatus::kUndecided;
}

void observe_run(InstanceVerdict& verdict, bool solved, bool exhausted, const std::string& instance,
                 const std::string& run) {
  verdict.solved |= solved;
  verdict.exhausted |= exhausted;
  if (verdict.solved && verdict.exhausted) {
    throw std::runtime_error("runs.csv: the instance " + instance +
                             " was both solved and proved unsolvable (run " + run + ")");
  }
}

InstanceVerdict plain_queens_verdict(int n) {
  const bool solvable = n == 1 || n >= 4;
  return {.solved = solvable, .exhausted = !solvable};
}

}  // namespace nqga
