// The critical difference of average ranks (Demšar 2006, "Statistical comparisons of classifiers
// over multiple data sets", JMLR 7): after Friedman's test over k treatments in N blocks, two
// treatments differ by Nemenyi's test when their average ranks differ by at least
// CD = q_alpha sqrt(k (k + 1) / (6 N)), q_alpha the studentized range quantile over sqrt(2).
// Checked against R's qtukey in tests/critical_difference_test.cpp.
#pragma once

namespace nqga {

// P(R <= q) for the range R of k independent standard normal values (the studentized range with
// infinite degrees of freedom): k times the integral of phi(z) (Phi(z) - Phi(z - q))^(k - 1) over
// z, by composite Simpson's rule on [-8, 8] with 2000 steps (error below 1e-9). k >= 2, else
// std::invalid_argument. O(1): 4000 calls of erfc.
double studentized_range_cdf(double q, int k);

// The q with studentized_range_cdf(q, k) = probability, by bisection to 1e-10: R's
// qtukey(probability, k, Inf). probability in (0, 1), k >= 2, else std::invalid_argument.
double studentized_range_quantile(double probability, int k);

// Nemenyi's critical difference at level alpha for k treatments ranked in `blocks` blocks:
// studentized_range_quantile(1 - alpha, k) / sqrt(2) * sqrt(k (k + 1) / (6 blocks)). For
// k = 2..10 at alpha = 0.05 this gives Demšar's Table 5a (1.960, 2.343, ..., 3.164 times the
// root). k >= 2 and blocks >= 1, else std::invalid_argument.
double nemenyi_critical_difference(int k, int blocks, double alpha = 0.05);

}  // namespace nqga
