// The conclusions that versus_exact.json supports: at each n, a seeded configuration's time in
// seconds against an exact solver's, with the ratio's interval and the test where both sides
// have spread, and the n from which the configuration is faster (its crossover).
#pragma once

#include <nlohmann/json.hpp>
#include <string>
#include <vector>

namespace nqga {

// What the rows of one (configuration, exact solver) pair say: a lead that names them and their
// crossover, then a clause per problem point (a list item each: a sweep over 15 densities made
// one sentence of 15 clauses).
struct VersusExact {
  std::string lead;                 // "solver=ga against ... time); it is faster from n = 32 on"
  std::vector<std::string> points;  // "at n = 16, 0.01 [0.008, 0.013] s against ...: ... faster"
};

// One per (configuration, exact solver), in order of their first row. Reads each row's
// problem, configuration, exact, seconds(_low, _high), exact_seconds, exact_outcome,
// ratio(_low, _high), faster, test, p_value, and the crossover entry of the pair: {configuration,
// exact, n (null: never faster), n_low, n_high (where the ratio's interval straddles 1)}; fields
// that are missing or null are left unsaid. O(rows x pairs).
std::vector<VersusExact> versus_exact_sentences(const nlohmann::json& versus);

}  // namespace nqga
