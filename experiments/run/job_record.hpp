// A finished job: jobs/<id>.json, the job's commit point, and jobs/<id>.gens.csv, its log. The
// log is written first and counts only once its record, renamed into place after it, is there.
//
// The record carries an FNV-1a checksum of its fields (as count records do, count_store.hpp) and
// the log's size and checksum, so that an edited or damaged record or log, or a log cut short, is
// refused with the reason and its job runs again instead of being trusted. A record that says its
// board was validated must hold a board that passes the O(n) check again when it is read. It names
// its experiment (the fingerprint of the run directory's config.yaml), its job id and its seed, so
// that a record (and through its checksum, a log) copied from another experiment or job is refused
// too.
#pragma once

#include <cstdint>
#include <filesystem>
#include <map>
#include <optional>
#include <stdexcept>
#include <string>
#include <variant>
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
  // Whether the job solved an instance with given queens or blocked squares (problem.*): then an
  // unsolved board may be a plain solution that takes a blocked square or moves no given queen.
  bool on_instance = false;
  std::string validation;      // what the validator said
  std::string symmetry_class;  // canonical board (1-based) when the exact reference knows it
  std::string experiment;      // Sweep::experiment of its run; empty in records of schema < 3
  // instance_hash (run/instance_store.hpp) of the instance it solved; empty on plain N-Queens.
  std::string instance;
  // The pieces it ran whose code is named by a source (OperatorEntry::source: written in
  // Python), "family name" -> that source ("mutation myop" -> "sha256:..."); empty for others.
  std::map<std::string, std::string> operators;
};

// What a record must match to count in a run directory: the experiment's fingerprint
// (Sweep::experiment; unchecked when empty) and the seed of the job it claims to be.
struct JobBinding {
  std::string experiment;
  std::uint64_t seed = 0;
};

// A column of a job's per-generation log (jobs/<id>.gens.csv): its name, unit, meaning and the
// GenerationRecord member it holds, a whole number or a real. The log's header and rows come
// from this one list, and so do the dtypes of Python's Experiment.generations.
struct LogColumn {
  const char* name;
  const char* unit;
  const char* meaning;
  std::variant<std::int64_t GenerationRecord::*, double GenerationRecord::*> value;
};
// generation, evaluations, best, mean, std, worst, diversity, seconds; islands add a column of
// their best each, island_column(1), island_column(2), ...
const std::vector<LogColumn>& generation_log_columns();
// "island_K_best": island K's best conflicts (K from 1).
std::string island_column(std::size_t island);

// The per-generation log as CSV: generation_log_columns() and each island's best, one row for
// each record logged_rows keeps (run/log_thinning.hpp).
std::string generations_csv(const std::vector<GenerationRecord>& log);

// Writes jobs/<id>.gens.csv, then jobs/<id>.json atomically. Throws WriteError.
void write_job(const std::filesystem::path& run_dir, const JobRecord& record);

// A run directory (or a file in it) written by a later nqga, which this one must neither read
// nor write: what() names the file and both versions.
struct LaterSchemaError : std::runtime_error {
  using std::runtime_error::runtime_error;
};

// The record of job `id`, without its log, or nothing when its file is missing or refused: when
// it is refused (cut short, edited, damaged, not job `id`'s, not `bound`'s experiment or seed when
// given, its log missing or not the one it names), `damage` (when given) says why, naming the
// file; it stays empty for a missing file. Throws LaterSchemaError for a record of a later schema.
// Reads the record and its log once: O(record + log), the log hashed at about 1 GB/s.
std::optional<JobRecord> read_job(const std::filesystem::path& run_dir, int id,
                                  std::string* damage = nullptr, const JobBinding* bound = nullptr);
// The same check of a record's text (`path` names it in messages); throws std::runtime_error
// with the reason when it is refused, LaterSchemaError as above. `log`: the log's text, or
// nothing when it is missing.
JobRecord job_record_of(const std::string& text, int id, const std::string& path,
                        const std::optional<std::string>& log, const JobBinding* bound = nullptr);

// jobs/<id>.gens.csv of a run directory.
std::filesystem::path job_log_path(const std::filesystem::path& run_dir, int id);

// A job's best and mean conflicts at the generations its log file keeps, and each island's best
// (islands model): what the summaries need of its log, in a fraction of its memory.
struct Curves {
  std::vector<std::int64_t> generations;     // increasing; 0, 1, 2, ... in a short run
  std::vector<double> best, mean;            // [k]: at generations[k]
  std::vector<std::vector<double>> islands;  // islands[i][k]
};
using CurvesById = std::map<int, Curves>;
// The curves of the records the log file keeps (logged_rows), so that a summary of the jobs just
// run equals one read back from their files.
Curves curves_of(const std::vector<GenerationRecord>& log);
// The curves of job `id`'s log file, read by column name; empty when it is unreadable (a missing
// column, a cell that is not a number, a generation below 0 or not after the one before).
Curves read_curves(const std::filesystem::path& run_dir, int id);

}  // namespace nqga
