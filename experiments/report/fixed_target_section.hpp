// The report's fixed-target section (fixed_target.csv, tables/fixed_target.hpp), as cocopp's ERT
// tables: per problem point, each configuration's ERT to each conflict target, hardest first.
#pragma once

#include <string>

#include "results/results.hpp"

namespace nqga {

// The section with id "fixed-target": per problem point a sortable table, one row per
// configuration, one column per target (its ERT and how many runs reached it); "" when no run
// keeps an improvement history. O(rows).
std::string fixed_target_section(const Results& results);

}  // namespace nqga
