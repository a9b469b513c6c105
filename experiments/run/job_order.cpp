#include "run/job_order.hpp"

#include <algorithm>
#include <utility>

#include "run/sweep.hpp"

namespace nqga {

std::optional<JobOrder> job_order_named(std::string_view name) {
  if (name == "seed") return JobOrder::kSeedMajor;
  if (name == "point") return JobOrder::kPointMajor;
  return std::nullopt;
}

void order_jobs(std::vector<const Job*>& todo, JobOrder order) {
  auto key = [order](const Job* job) {
    return std::pair(order == JobOrder::kSeedMajor ? job->replicate : 0, job->id);
  };
  std::sort(todo.begin(), todo.end(), [&](const Job* a, const Job* b) { return key(a) < key(b); });
}

}  // namespace nqga
