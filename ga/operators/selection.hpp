// Parent selection: each function fills `picks` with indices into a population whose selection
// weights (bigger is better, non-negative, positive sum: see evaluation/fitness.hpp) are given.
#pragma once

#include <Eigen/Core>
#include <span>

#include "../evaluation/workspace.hpp"
#include "../rng.hpp"

namespace nqga {

// Roulette wheel (fitness-proportionate) selection, Holland 1975: each pick is individual i with
// probability w_i / sum(w). O(size + picks log size); one draw per pick.
void roulette(const Eigen::VectorXd& weights, Rng& rng, std::span<int> picks, Workspace& ws);

// Stochastic universal sampling, Baker 1987: one draw places picks equally spaced pointers on the
// wheel, so individual i is picked floor or ceil of picks * w_i / sum(w) times (minimum spread),
// then the picks are shuffled so that pairing is random. O(size + picks); 1 + picks draws.
void sus(const Eigen::VectorXd& weights, Rng& rng, std::span<int> picks, Workspace& ws);

// Tournament selection of size k >= 1 (with replacement): each pick is the best of k uniformly
// drawn individuals, the first drawn winning ties. O(picks * k); k draws per pick.
void tournament(const Eigen::VectorXd& weights, int k, Rng& rng, std::span<int> picks);

}  // namespace nqga
