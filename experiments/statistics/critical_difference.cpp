#include "statistics/critical_difference.hpp"

#include <cmath>
#include <stdexcept>

namespace nqga {

namespace {

double normal_cdf(double x) { return 0.5 * std::erfc(-x / std::sqrt(2.0)); }

double normal_density(double x) { return std::exp(-0.5 * x * x) / std::sqrt(2 * M_PI); }

void require_treatments(int k) {
  if (k < 2) {
    throw std::invalid_argument("the studentized range needs k >= 2 treatments, got " +
                                std::to_string(k));
  }
}

}  // namespace

double studentized_range_cdf(double q, int k) {
  require_treatments(k);
  if (q <= 0) return 0;
  // Beyond |z| = 8 the normal density is below 1e-14: the tails add nothing measurable.
  constexpr int kSteps = 2000;
  constexpr double kLow = -8, kHigh = 8;
  const double h = (kHigh - kLow) / kSteps;
  double sum = 0;
  for (int i = 0; i <= kSteps; ++i) {
    const double z = kLow + i * h;
    const double weight = (i == 0 || i == kSteps) ? 1 : (i % 2 ? 4 : 2);
    sum += weight * normal_density(z) * std::pow(normal_cdf(z) - normal_cdf(z - q), k - 1);
  }
  return std::min(1.0, k * sum * h / 3);
}

double studentized_range_quantile(double probability, int k) {
  require_treatments(k);
  if (!(probability > 0 && probability < 1)) {
    throw std::invalid_argument("a quantile needs a probability in (0, 1), got " +
                                std::to_string(probability));
  }
  // The range of k normals exceeds 20 with probability below 1e-40 for any k this page draws.
  double low = 0, high = 20;
  while (high - low > 1e-10) {
    const double middle = 0.5 * (low + high);
    (studentized_range_cdf(middle, k) < probability ? low : high) = middle;
  }
  return 0.5 * (low + high);
}

double nemenyi_critical_difference(int k, int blocks, double alpha) {
  if (blocks < 1) {
    throw std::invalid_argument("the critical difference needs at least one block, got " +
                                std::to_string(blocks));
  }
  const double q = studentized_range_quantile(1 - alpha, k) / std::sqrt(2.0);
  return q * std::sqrt(k * (k + 1.0) / (6.0 * blocks));
}

}  // namespace nqga
