// versus_exact.csv and .json: a seeded solver (the GA, min-conflicts, ...) against an exact one
// (backtracking-first) at each problem point both ran, on seconds, the one unit they share
// (evaluations and nodes never meet). docs/reference/file-formats.md describes every field.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "results/results.hpp"
#include "run/csv.hpp"

namespace nqga {

constexpr int kVersusResamples = 2000;
// A row's bootstrap draws from Rng(derive_seed(kVersusSeed, FNV-1a of "PROBLEM|CONFIG|EXACT")),
// so its interval is the same whatever else the sweep holds.
constexpr std::uint64_t kVersusSeed = 0x76657273;  // "vers"

// One row per problem point, seeded configuration and exact configuration that both have runs on
// the point's solvable or undecided instances (an instance proven unsolvable is the exact
// solver's decision, which a heuristic cannot make; docs/guide/run-directory.md). Empty (no rows)
// when the sweep has no such pair. O(rows kVersusResamples runs).
Table versus_exact_table(const Results& results);

// versus_exact.json: {"rows": [...], "crossover": [...]}, a row's numbers as JSON numbers (null
// when blank or infinite); per configuration, exact configuration and problem (the problem label
// without its n) tested at two n or more, the crossover: the smallest n from which the ratio stays
// below 1 at every larger n tested, with `n_low` and `n_high` the same rule on ratio_low and
// ratio_high (null when never), and `unclear`: the n's whose interval straddles 1; null for `n`
// when the configuration is never faster at the largest n.
std::string versus_exact_json(const Table& versus);

}  // namespace nqga
