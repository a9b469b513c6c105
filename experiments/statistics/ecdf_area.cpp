#include "statistics/ecdf_area.hpp"

#include <algorithm>
#include <cmath>
#include <stdexcept>

namespace nqga {

double ecdf_area(const std::vector<Attempt>& runs, double lowest, double highest) {
  if (runs.empty()) throw std::invalid_argument("the ECDF area needs at least one run");
  if (!(lowest > 0 && highest >= lowest)) {
    throw std::invalid_argument("the ECDF area needs 0 < lowest <= highest on its log axis");
  }
  const double length = std::log(highest) - std::log(lowest);
  double area = 0;
  for (const Attempt& run : runs) {
    if (!run.solved || run.work > highest) continue;
    area += length > 0 ? (std::log(highest) - std::log(std::max(run.work, lowest))) / length : 1;
  }
  return area / static_cast<double>(runs.size());
}

}  // namespace nqga
