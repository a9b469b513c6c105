// The tables of an experiment's results (results/results.hpp), written into its run directory:
// runs.csv (one row per run), summary.csv and summary.json (one row per parameter point),
// design.json, design_summary.csv, fixed_target.csv, and the
// per-generation quantiles (generations_quantiles.csv, generations_islands.csv). Each is a view
// of the model; none is read back to compute another. Work is in each point's solver's own
// measure (conflict evaluations, repair swaps, nodes).
#pragma once

#include <filesystem>
#include <string>
#include <vector>

#include "results/columns.hpp"
#include "results/results.hpp"
#include "tables/point_summary.hpp"

namespace nqga {

// runs.csv's columns: id, point, replicate, the sweep's axes (text, "" where not in effect),
// then n, seed, solver, ... (docs/reference/file-formats.md).
TableSchema<ResultRun> runs_schema(const Results& results);
Table runs_table(const Results& results);
// summary.csv's columns: point, label, the sweep's axes but n and solver, then n, solver, ...
TableSchema<ResultPoint> summary_schema(const Results& results);
Table summary_table(const Results& results);
std::string summary_json(const Results& results);

// Every run's curves, by point: from `known` (jobs run by this process) or else from the jobs'
// .gens.csv files.
std::vector<std::vector<Curves>> curves_by_point(const std::filesystem::path& run_dir,
                                                 const Results& results,
                                                 const CurvesById& known = {});

// generations_quantiles.csv: per point with logs and generation g, the median, q25 and q75 across
// its runs of best and of mean conflicts. A run that stopped before g counts with its last
// generation (a solved run stays at 0). g runs over the logs' grid (log_thinning.hpp: every
// generation up to 65,536, then 1,024 a doubling) and the last generation of the longest run;
// a run counts with its record at the last generation its log keeps up to g, which is g itself
// on the grid (between grid points its best is exact to the ladder of targets: the log keeps
// each generation at which the best first reaches a target).
Table generations_quantiles_table(const Results& results,
                                  const std::vector<std::vector<Curves>>& curves);
// Its columns (results/columns.hpp), without the sweep's axes, which come after `label` as text.
std::vector<ColumnSpec> generations_quantiles_specs();
// generations_islands.csv: per point of the islands model, island and generation, the median,
// q25 and q75 across its runs of the island's best conflicts (long format: one row per island);
// no rows when no point ran islands.
Table generations_islands_table(const Results& results,
                                const std::vector<std::vector<Curves>>& curves);

// Writes runs.csv, summary.csv, summary.json, design.json, design_summary.csv,
// generations_quantiles.csv, and when they have rows fixed_target.csv (runs with improvement
// histories) and
// generations_islands.csv (islands ran) into run_dir; removes those of them left from before
// that have no rows now. Throws WriteError.
void write_summaries(const std::filesystem::path& run_dir, const Results& results,
                     const std::vector<std::vector<Curves>>& curves);

// The table `nqga run` and `nqga summarize` print: one line per point, then what "work" means.
std::string summary_text(const std::vector<PointSummary>& points);

}  // namespace nqga
