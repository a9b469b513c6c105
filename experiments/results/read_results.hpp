// A run directory's results read from what it can bind to itself: the experiment of its
// config.yaml and the job records bound to that experiment (each record checked by its checksum,
// its experiment's fingerprint, its job id and seed, its board validated again). Derived tables
// (runs.csv, summary.csv, design.json, comparison.csv, ...) are never read: every view is rebuilt
// from the records.
#pragma once

#include <filesystem>
#include <string>
#include <vector>

#include "results/analysis_error.hpp"
#include "results/results.hpp"

namespace nqga {

// The results of run directory `dir`, with the jobs not run yet absent. A record refused
// (damaged, edited, of another experiment) is left out with why in `damaged` when that is given,
// else refused: AnalysisError naming it and the command that runs its job again. Throws
// AnalysisError too when `dir` is not a run directory, is a later nqga's, or its config or stored
// instances do not load. O(records + logs), the logs hashed.
Results read_results(const std::filesystem::path& dir, std::vector<std::string>* damaged = nullptr);

}  // namespace nqga
