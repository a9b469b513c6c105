#include "fitness.hpp"

#include <algorithm>
#include <cmath>
#include <numeric>
#include <stdexcept>

namespace nqga {

namespace {

constexpr double kLinearScalingMultiple = 2.0;  // best individual expects this many copies
constexpr double kSigmaTruncation = 2.0;        // standard deviations below the mean cut to 0

void scale_linear(Eigen::VectorXd& f) {
  const double mean = f.mean(), best = f.maxCoeff(), worst = f.minCoeff();
  if (best - mean <= 0) return;  // all equal: nothing to stretch
  double a = (kLinearScalingMultiple - 1) * mean / (best - mean);
  double b = mean * (1 - a);
  if (a * worst + b < 0) {  // would go negative: pin the worst to 0 instead
    a = mean / (mean - worst);
    b = -worst * a;
  }
  f = (a * f.array() + b).max(0.0).matrix();
}

void scale_sigma(Eigen::VectorXd& f) {
  const double mean = f.mean();
  const double std = std::sqrt((f.array() - mean).square().mean());
  f = (f.array() - (mean - kSigmaTruncation * std)).max(0.0).matrix();
}

void scale_rank(const ConflictVector& conflicts, Eigen::VectorXd& f, std::vector<int>& order) {
  const int size = static_cast<int>(conflicts.size());
  order.resize(static_cast<std::size_t>(size));
  std::iota(order.begin(), order.end(), 0);
  // Most conflicts first, so rank 1 is the worst.
  std::sort(order.begin(), order.end(), [&](int a, int b) { return conflicts[a] > conflicts[b]; });
  for (int start = 0; start < size;) {
    int end = start;
    while (end < size && conflicts[order[end]] == conflicts[order[start]]) ++end;
    const double mean_rank = 0.5 * (start + 1 + end);  // mean of ranks start+1 .. end
    for (int k = start; k < end; ++k) f[order[k]] = mean_rank;
    start = end;
  }
}

}  // namespace

const std::vector<std::string>& fitness_names() {
  static const std::vector<std::string> names{"pairs", "inverse"};
  return names;
}

const std::vector<std::string>& scaling_names() {
  static const std::vector<std::string> names{"none", "linear", "sigma", "rank"};
  return names;
}

FitnessTransform fitness_named(std::string_view name) {
  for (std::size_t i = 0; i < fitness_names().size(); ++i) {
    if (fitness_names()[i] == name) return static_cast<FitnessTransform>(i);
  }
  throw std::invalid_argument("unknown fitness transform '" + std::string(name) + "'");
}

Scaling scaling_named(std::string_view name) {
  for (std::size_t i = 0; i < scaling_names().size(); ++i) {
    if (scaling_names()[i] == name) return static_cast<Scaling>(i);
  }
  throw std::invalid_argument("unknown scaling '" + std::string(name) + "'");
}

void fitness_weights(const ConflictVector& conflicts, int n, FitnessTransform transform,
                     Scaling scaling, Eigen::VectorXd& weights, std::vector<int>& order) {
  const auto c = conflicts.cast<double>().array();
  switch (transform) {
    case FitnessTransform::kPairs:
      weights = (static_cast<double>(all_pairs(n)) - c).matrix();
      break;
    case FitnessTransform::kInverse:
      weights = (1.0 / (1.0 + c)).matrix();
      break;
  }
  switch (scaling) {
    case Scaling::kNone:
      break;
    case Scaling::kLinear:
      scale_linear(weights);
      break;
    case Scaling::kSigma:
      scale_sigma(weights);
      break;
    case Scaling::kRank:
      scale_rank(conflicts, weights, order);
      break;
  }
  if (!(weights.sum() > 0)) weights.setOnes();
}

}  // namespace nqga
