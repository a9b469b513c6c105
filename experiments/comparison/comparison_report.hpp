// What a comparison (comparison/compare.hpp) becomes: comparison.csv, comparison.json and the table
// `nqga compare` prints; and the comparison `nqga run` and `nqga summarize` write.
#pragma once

#include <filesystem>
#include <string>

#include "comparison/compare.hpp"
#include "results/columns.hpp"

namespace nqga {

// comparison.csv: one row per pair, beginning metric, point_a, point_b, runs_a, runs_b, test, u
// (U or V, as the test), p_value, p_holm, a12, effect and ending with the claim policy's family,
// smallest_p, lowest_reachable_p, claim and needed (docs/reference/file-formats.md lists them).
std::string comparison_csv(const Comparison& comparison);
Table comparison_table_of(const Comparison& comparison);
// comparison-omnibus.csv: one row per omnibus test (per problem point), with the same claim
// columns.
Table omnibus_table(const Comparison& comparison);
// The columns of the two tables, for the docs and Python.
std::vector<ColumnSpec> comparison_columns();
std::vector<ColumnSpec> omnibus_columns();
// comparison.json: the points, the pairs, the omnibus tests and the notes.
std::string comparison_json(const Comparison& comparison);
// The table `nqga compare` prints: pairs by n, then the points, then the omnibus tests.
std::string comparison_table(const Comparison& comparison);

// Writes NAME.csv, NAME.json and (when it has omnibus tests) NAME-omnibus.csv into `dir`, each
// atomically: "comparison" is the run's own comparison (update_comparison), other names are for
// other comparisons (`nqga compare`).
void write_comparison(const std::filesystem::path& dir, const Comparison& comparison,
                      const std::string& name = "comparison");

// What `nqga run` and `nqga summarize` do after the summaries: compare the points of `results`
// on evaluations and write comparison.csv and comparison.json into `dir` when two points with
// runs share a problem point (else remove such files left from before); and versus_exact.csv and
// .json (comparison/versus_exact.hpp), scaling.csv (comparison/scaling.hpp) and ranking.csv
// (comparison/ranking.hpp) likewise. Returns
// lines for the user: how many pairs were compared and how many not (budgets, units); empty when
// there were none.
std::string update_comparison(const Results& results, const std::filesystem::path& dir);

}  // namespace nqga
