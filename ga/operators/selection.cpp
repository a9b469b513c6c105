#include "selection.hpp"

#include <algorithm>
#include <utility>

namespace nqga {

namespace {

// Running sums of the weights into ws.cumulative; returns the total.
double accumulate_weights(const Eigen::VectorXd& weights, Workspace& ws) {
  ws.cumulative.resize(static_cast<std::size_t>(weights.size()));
  double total = 0;
  for (Eigen::Index i = 0; i < weights.size(); ++i) ws.cumulative[i] = total += weights[i];
  return total;
}

// The individual whose slice of the wheel holds `point` in [0, total): the first running sum
// above it (std::upper_bound's answer), by a binary search without branches (a conditional move
// a step), as the random points mispredicted about every other step of upper_bound's.
int slice_at(const std::vector<double>& cumulative, double point) {
  const double* first = cumulative.data();
  for (std::size_t left = cumulative.size(); left > 1;) {
    const std::size_t half = left / 2;
    first = first[half] <= point ? first + half : first;
    left -= half;
  }
  const std::ptrdiff_t slice = (first - cumulative.data()) + (*first <= point);
  // Rounding can leave `point` at the very end of the wheel; the last slice takes it.
  return static_cast<int>(std::min(slice, static_cast<std::ptrdiff_t>(cumulative.size()) - 1));
}

}  // namespace

void roulette(const Eigen::VectorXd& weights, Rng& rng, std::span<int> picks, Workspace& ws) {
  const double total = accumulate_weights(weights, ws);
  for (int& pick : picks) pick = slice_at(ws.cumulative, uniform_real(rng) * total);
}

void sus(const Eigen::VectorXd& weights, Rng& rng, std::span<int> picks, Workspace& ws) {
  if (picks.empty()) return;
  const double total = accumulate_weights(weights, ws);
  const double step = total / static_cast<double>(picks.size());
  const double start = uniform_real(rng) * step;
  std::size_t slice = 0;
  for (std::size_t k = 0; k < picks.size(); ++k) {
    const double pointer = start + static_cast<double>(k) * step;
    while (slice + 1 < ws.cumulative.size() && ws.cumulative[slice] <= pointer) ++slice;
    picks[k] = static_cast<int>(slice);
  }
  for (std::size_t i = picks.size(); i > 1; --i) {
    std::swap(picks[i - 1], picks[uniform_below(rng, i)]);
  }
}

void tournament(const Eigen::VectorXd& weights, int k, Rng& rng, std::span<int> picks) {
  const auto size = static_cast<std::uint64_t>(weights.size());
  for (int& pick : picks) {
    int best = static_cast<int>(uniform_below(rng, size));
    for (int round = 1; round < k; ++round) {
      const int rival = static_cast<int>(uniform_below(rng, size));
      if (weights[rival] > weights[best]) best = rival;
    }
    pick = best;
  }
}

}  // namespace nqga
