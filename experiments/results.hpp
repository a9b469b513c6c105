// The run directory's files: job records (the commit point of each job), CSV tables, the manifest.
// Every file but a job's log is written to a temporary name in the same folder and renamed into
// place, so a crash or kill never leaves a partial file under a final name; a job's log is read
// only once its record, written after it, is in place.
#pragma once

#include <cstdint>
#include <filesystem>
#include <optional>
#include <stdexcept>
#include <string>
#include <vector>

#include "board.hpp"
#include "engine.hpp"

namespace nqga {

// A file could not be written (disk full, read-only file system, permissions); what() names the
// file and the system's reason.
struct WriteError : std::runtime_error {
  using std::runtime_error::runtime_error;
};

// The name a file is written under before it is renamed to `path`: PATH.tmp.PID. Such names are
// never read; a kill leaves at most one per file being written.
std::filesystem::path temporary_path(const std::filesystem::path& path);

// Writes `content` to `path` atomically (temporary file + rename). Throws WriteError when it
// cannot, leaving neither the temporary file nor a partial `path` behind.
void write_file_atomically(const std::filesystem::path& path, const std::string& content);

// One CSV field: quoted when it holds a comma, quote or line break (RFC 4180).
std::string csv_field(const std::string& text);
// A number as CSV text: integers exactly, reals with up to 9 significant digits.
std::string csv_number(double value);
// A number that may be missing or infinite as CSV text: empty for NaN, "inf" for infinity, else
// csv_number.
std::string number_field(double value);

// What a finished job leaves behind: jobs/<id>.json.
struct JobRecord {
  int id = 0, point = 0, replicate = 0;
  std::uint64_t seed = 0;
  int n = 0;
  std::string solver;
  bool solved = false;
  std::string stop_reason;
  std::int64_t generations = 0, evaluations = 0, nodes = 0, best_conflicts = 0;
  std::uint64_t solutions = 0;  // backtracking-count only
  double seconds = 0;
  bool validated = false;
  std::string validation;      // what the validator said
  std::string symmetry_class;  // canonical board (1-based) when the exact reference knows it
  Board board;                 // 0-based columns in memory, 1-based in the file; may be empty
};

// The per-generation log as CSV: generation,evaluations,best,mean,std,worst,diversity,seconds.
std::string generations_csv(const std::vector<GenerationRecord>& log);

// Writes jobs/<id>.gens.csv, then jobs/<id>.json atomically: the record's rename is the job's
// commit point, so a log without its record is never read.
void write_job(const std::filesystem::path& run_dir, const JobRecord& record,
               const std::vector<GenerationRecord>& log);

// The record of job `id`, or nothing when its file is missing, truncated, unreadable or does not
// describe job `id` (such a job is run again, never trusted).
std::optional<JobRecord> read_job(const std::filesystem::path& run_dir, int id);

}  // namespace nqga
