#include "results/instance_verdict.hpp"

#include <stdexcept>

namespace nqga {

const char* instance_status_name(InstanceStatus status) {
  switch (status) {
    case InstanceStatus::kSolvable:
      return "solvable";
    case InstanceStatus::kUnsolvable:
      return "unsolvable";
    case InstanceStatus::kUndecided:
      break;
  }
  return "undecided";
}

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
    throw std::runtime_error("the instance " + instance +
                             " was both solved and proved unsolvable (job " + run + ")");
  }
}

InstanceVerdict plain_queens_verdict(int n) {
  const bool solvable = n == 1 || n >= 4;
  return {.solved = solvable, .exhausted = !solvable};
}

}  // namespace nqga
