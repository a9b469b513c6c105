// The report's fixed-target section (fixed_target.csv, tables/fixed_target.hpp), as cocopp's ERT
// tables: per problem point, each configuration's ERT to each conflict target, hardest first.
#pragma once

#include <filesystem>
#include <string>

namespace nqga {

// The section with id "fixed-target": per problem point a sortable table, one row per
// configuration, one column per target (its ERT and how many runs reached it); "" when `dir`
// holds no fixed_target.csv. Throws TableError when the file is not whole. O(rows).
std::string fixed_target_section(const std::filesystem::path& dir);

}  // namespace nqga
