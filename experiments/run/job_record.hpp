// A finished job: jobs/<id>.json, the job's commit point, and jobs/<id>.gens.csv, its log. The
// log is written first and counts only once its record, renamed into place after it, is there.
#pragma once

#include <cstdint>
#include <filesystem>
#include <map>
#include <optional>
#include <string>
#include <vector>

#include "run_result.hpp"

namespace nqga {

// What a finished job leaves behind: which job it was, what its solver reported (the log included)
// and what validation said.
struct JobRecord {
  int id = 0, point = 0, replicate = 0;
  std::uint64_t seed = 0;
  int n = 0;
  std::string solver;
  RunResult result;  // the board 0-based in memory, 1-based in the file
  bool validated = false;
  std::string validation;      // what the validator said
  std::string symmetry_class;  // canonical board (1-based) when the exact reference knows it
};

// The per-generation log as CSV: generation,evaluations,best,mean,std,worst,diversity,seconds.
std::string generations_csv(const std::vector<GenerationRecord>& log);

// Writes jobs/<id>.gens.csv, then jobs/<id>.json atomically. Throws WriteError.
void write_job(const std::filesystem::path& run_dir, const JobRecord& record);

// The record of job `id`, without its log, or nothing when its file is missing, truncated,
// unreadable or does not describe job `id` (such a job is run again, never trusted).
std::optional<JobRecord> read_job(const std::filesystem::path& run_dir, int id);

// jobs/<id>.gens.csv of a run directory.
std::filesystem::path job_log_path(const std::filesystem::path& run_dir, int id);

// A job's best and mean conflicts by generation, and each island's best (islands model): what
// the summaries need of its log, in a fraction of its memory.
struct Curves {
  std::vector<double> best, mean;
  std::vector<std::vector<double>> islands;  // islands[k][generation]
};
using CurvesById = std::map<int, Curves>;
Curves curves_of(const std::vector<GenerationRecord>& log);
// The curves of job `id`'s log file, read by column name; empty when it is unreadable.
Curves read_curves(const std::filesystem::path& run_dir, int id);

}  // namespace nqga
