// The tables of a run directory that are views of its results model, by file name: what `nqga
// summarize` writes, what Python's nqga.Experiment reads (rebuilt from the records, never from
// the files), and the column lists docs/reference/file-formats.md shows.
#pragma once

#include <string>
#include <vector>

#include "results/columns.hpp"
#include "results/results.hpp"

namespace nqga {

// "runs.csv", "summary.csv", "design_summary.csv", "versus_exact.csv", "comparison.csv",
// "comparison-omnibus.csv", "fixed_target.csv", "generations_quantiles.csv", "scaling.csv",
// "ranking.csv".
const std::vector<std::string>& result_table_names();

// The columns of table `file` (runs.csv and summary.csv without the sweep's axes, which come
// between their first columns and the rest, as text); empty for fixed_target.csv and
// generations_quantiles.csv, whose columns the guides list. Throws std::invalid_argument for a
// name not in result_table_names().
std::vector<ColumnSpec> table_columns(const std::string& file);

// Table `file` of `results` (generations_quantiles.csv reads the runs' logs from its run
// directory). Throws std::invalid_argument for a name not in result_table_names().
Table result_table(const Results& results, const std::string& file);

}  // namespace nqga
