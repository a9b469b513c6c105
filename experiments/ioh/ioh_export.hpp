// `nqga export DIR --format ioh --out D`: a run directory's GA runs as IOHprofiler data, the
// JSON-plus-.dat format of IOHexperimenter's analyzer logger (format version 0.3.3 and later),
// which IOHanalyzer loads for anytime (fixed-target and fixed-budget) analysis:
//
//   D/<algorithm>/IOHprofiler_f1_NQueens.json            one per algorithm
//   D/<algorithm>/data_f1_NQueens/IOHprofiler_f1_DIM<n>.dat  one per algorithm and n
//
// An algorithm is a point's label without its n (e.g. "ga.selection.method=tournament"; the run
// directory's name when nothing but n varies). The function is the number of conflicting pairs,
// minimised (function_id 1, "NQueens"); each n is a scenario of it (IOH's dimension = n, as in
// IOHexperimenter's own N-Queens problem), and each job is one run (instance 1). A .dat file
// holds one block per run in the order of the JSON file's runs: the header line
// "evaluations raw_y", then one line "E Y" each time the best conflicts fell (Y the new best, E
// the evaluations at the end of that generation), and a last line at the run's final evaluation
// count when that is later. Runs without a per-generation log (exact solvers, min-conflicts) are
// left out with a note.
#pragma once

#include <filesystem>
#include <string>
#include <vector>

namespace nqga {

struct IohExport {
  int algorithms = 0, scenarios = 0, runs = 0;
  std::vector<std::string> notes;  // what was left out, and why
};

// Writes the IOHprofiler files of run directory `dir` into the new folder `out`: built under a
// temporary name beside it and renamed into place, so `out` is complete or absent (the
// temporary folder is removed when anything fails). Throws AnalysisError when `out` is empty or
// exists (IOHanalyzer reads every .json below it), when DIR is not a
// run directory, or when no run has a log. O(total log lines).
IohExport export_ioh(const std::filesystem::path& dir, const std::filesystem::path& out);

}  // namespace nqga
