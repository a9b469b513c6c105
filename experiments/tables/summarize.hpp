// Tables built from whatever job records a run directory holds: runs.csv (one row per job),
// summary.csv and summary.json (one row per parameter point) and generations_quantiles.csv (per
// point and generation, across seeds). All aggregation happens here; plots only draw. Work is
// summarized in each point's solver's own measure (conflict evaluations, repair swaps, nodes).
#pragma once

#include <filesystem>
#include <string>
#include <vector>

#include "run/job_record.hpp"
#include "run/sweep.hpp"
#include "run/validate.hpp"
#include "solvers/solver.hpp"
#include "tables/point_summary.hpp"

namespace nqga {

// The solver's measure of work in a run (evaluations or nodes); NaN for a solver without one.
double run_work(const RunResult& run, const WorkMeasure& work);

// The median and quartiles of `values` (statistics/statistics.hpp's quantile).
Spread spread(std::vector<double> values);

std::vector<PointSummary> summarize_points(const Sweep& sweep,
                                           const std::vector<JobRecord>& records,
                                           ExactReference& reference);

// The columns runs.csv and summary.csv have besides the sweep's axes (which follow `replicate`
// and `label`): what the writers write and the readers accept (comparison/point_runs.hpp).
const std::vector<std::string>& runs_columns();
const std::vector<std::string>& summary_columns();

std::string runs_csv(const Sweep& sweep, const std::vector<JobRecord>& records);
std::string summary_csv(const Sweep& sweep, const std::vector<PointSummary>& points);
std::string summary_json(const Sweep& sweep, const std::vector<PointSummary>& points,
                         std::size_t records);

// Every record's curves, by point: from `known` (jobs run by this process) or else from the jobs'
// .gens.csv files.
std::vector<std::vector<Curves>> curves_by_point(const std::filesystem::path& run_dir,
                                                 const Sweep& sweep,
                                                 const std::vector<JobRecord>& records,
                                                 const CurvesById& known = {});

// generations_quantiles.csv: per point with logs and generation g, the median, q25 and q75 across
// its runs of best and of mean conflicts. A run that stopped before g counts with its last
// generation (a solved run stays at 0). g runs over the logs' grid (run/log_thinning.hpp: every
// generation up to 65,536, then 1,024 a doubling) and the last generation of the longest run;
// a run counts with its record at the last generation its log keeps up to g, which is g itself
// on the grid (its best is exact between: the log keeps every change of the best).
std::string generations_quantiles_csv(const Sweep& sweep,
                                      const std::vector<std::vector<Curves>>& curves);
// generations_islands.csv: per point of the islands model, island and generation, the median,
// q25 and q75 across its runs of the island's best conflicts (long format: one row per island);
// empty when no point ran islands.
std::string generations_islands_csv(const Sweep& sweep,
                                    const std::vector<std::vector<Curves>>& curves);

// Writes runs.csv, summary.csv, summary.json, design.json, design_summary.csv,
// generations_quantiles.csv, and when they have rows phase.csv (a sweep over problem.seed),
// versus_exact.csv and .json (seeded and exact solvers at one problem point) and
// generations_islands.csv (islands ran) into run_dir.
std::vector<PointSummary> write_summaries(const std::filesystem::path& run_dir, const Sweep& sweep,
                                          const std::vector<JobRecord>& records,
                                          ExactReference& reference, const CurvesById& known = {});

// The table `nqga run` and `nqga summarize` print: one line per point, then what "work" means.
std::string summary_table(const std::vector<PointSummary>& points);

}  // namespace nqga
