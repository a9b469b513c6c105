// The conclusions of versus_exact.csv (comparison/versus_exact.hpp): per seeded configuration
// and exact solver, at each problem point, the configuration's time in seconds against the exact
// search's, the ratio with its interval, and which is faster where the claim policy establishes
// it; where the crossover lies along n, or that it is not determined; and when the
// configuration's runs are too few for its tail. Each clause cites its rows.
#pragma once

#include <vector>

#include "comparison/versus_exact.hpp"
#include "report/statements.hpp"

namespace nqga {

// One statement per (configuration, exact solver), in order of their first row: a clause per
// problem point, then the crossover. O(rows x pairs).
std::vector<Statement> versus_exact_statements(const VersusExact& versus);

}  // namespace nqga
