// Fitness transforms and scaling: selection wants "bigger is better", so conflicts (0 = solved)
// become non-negative weights. Raw `pairs` weights differ by a few parts in n^2 at large n, which
// gives roulette almost no selection pressure; scaling restores it (Goldberg 1989, ch. 3).
#pragma once

#include <Eigen/Core>
#include <string>
#include <string_view>
#include <vector>

#include "population.hpp"

namespace nqga {

enum class FitnessTransform {
  kPairs,    // non-attacking pairs: n(n-1)/2 - conflicts
  kInverse,  // 1 / (1 + conflicts)
};

enum class Scaling {
  kNone,
  kLinear,  // f' = a f + b keeping the mean, best = 2 x mean (or worst = 0 if that would go below)
  kSigma,   // sigma truncation: f' = max(0, f - (mean - 2 std))
  kRank,    // linear ranking: worst gets 1, best gets size; ties share their mean rank
};

// The config names: "pairs", "inverse" and "none", "linear", "sigma", "rank" (defaults first), in
// the order of the enumerators, which the lookups below rely on.
const std::vector<std::string>& fitness_names();
const std::vector<std::string>& scaling_names();
// The transform or scaling of a name above; throws std::invalid_argument otherwise.
FitnessTransform fitness_named(std::string_view name);
Scaling scaling_named(std::string_view name);

// Weights for selection from conflicts, written into `weights` (resized). O(size), rank
// O(size log size); `order` is scratch for the rank sort. When every weight comes out 0, all
// become 1, so selection turns uniform instead of undefined.
void fitness_weights(const ConflictVector& conflicts, int n, FitnessTransform transform,
                     Scaling scaling, Eigen::VectorXd& weights, std::vector<int>& order);

}  // namespace nqga
