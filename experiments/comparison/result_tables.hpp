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
// "ranking.csv", "fixed_budget.csv", "runtime_ecdf.csv".
const std::vector<std::string>& result_table_names();

// The columns of table `file` (runs.csv, summary.csv and generations_quantiles.csv without the
// sweep's axes, which come between their first columns and the rest, as text). Throws
// std::invalid_argument for a name not in result_table_names().
std::vector<ColumnSpec> table_columns(const std::string& file);

// The columns of a job's per-generation log (jobs/<id>.gens.csv, run/job_record.hpp) with
// `islands` island columns: counts where the log holds whole numbers, else reals; the islands'
// best conflicts are reals, as a table of several runs leaves them blank for runs of fewer islands.
std::vector<ColumnSpec> generation_log_specs(std::size_t islands);

// Table `file` of `results` (generations_quantiles.csv reads the runs' logs from its run
// directory). Throws std::invalid_argument for a name not in result_table_names().
Table result_table(const Results& results, const std::string& file);

}  // namespace nqga
