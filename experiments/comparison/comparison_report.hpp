// What a comparison (comparison/compare.hpp) becomes: comparison.csv, comparison.json and the table
// `nqga compare` prints; and the comparison `nqga run` and `nqga summarize` write.
#pragma once

#include <filesystem>
#include <string>

#include "comparison/compare.hpp"

namespace nqga {

// comparison.csv: one row per pair, beginning metric, point_a, point_b, runs_a, runs_b, test, u
// (U or V, as the test), p_value, p_holm, a12, effect (docs/reference/file-formats.md lists the
// rest).
std::string comparison_csv(const Comparison& comparison);
// comparison.json: the points, the pairs, the omnibus tests and the notes.
std::string comparison_json(const Comparison& comparison);
// The table `nqga compare` prints: pairs by n, then the points, then the omnibus tests.
std::string comparison_table(const Comparison& comparison);

// Writes NAME.csv and NAME.json into `dir`, each atomically: "comparison" is the run's own
// comparison (update_comparison), other names are for other comparisons (`nqga compare`).
void write_comparison(const std::filesystem::path& dir, const Comparison& comparison,
                      const std::string& name = "comparison");

// What `nqga run` and `nqga summarize` do after the summaries: compare the points of `results`
// on evaluations and write comparison.csv and comparison.json into `dir` when two points with
// runs share a problem point (else remove such files left from before). Returns lines for the
// user: how many pairs were compared and how many not (budgets, units); empty when there were
// none.
std::string update_comparison(const Results& results, const std::filesystem::path& dir);

}  // namespace nqga
