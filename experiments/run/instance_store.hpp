// problem.file's instances in a run directory: instances/<hash>.txt holds each one as
// instance_file_text writes it (<hash> the FNV-1a of that text, 16 hexadecimal digits), and
// instances/files.json maps each problem.file path to its hash. The first run stores them; a
// resume or another shard whose file now holds another instance is refused by name, so that one
// point never holds runs on two instances; `summarize` reads the stored copies, not the files.
// Job records name their instance's hash too, so that the refusal holds when instances/ is gone.
#pragma once

#include <filesystem>
#include <string>
#include <vector>

#include "config/problem_files.hpp"
#include "run/job_record.hpp"
#include "run/sweep.hpp"

namespace nqga {

// "fnv1a64:<hash>" of an instance's text, as job records name their instance. O(text).
std::string instance_hash(const std::string& text);

// Why `dir` cannot take the instances of `files` (a path whose stored instance differs, named
// with both hashes and how to restore the file; or a damaged instances/files.json), or "".
std::string problem_file_refusal(const std::filesystem::path& dir, const ProblemFiles& files);

// Why the jobs of `records` (job records of `dir`) cannot be resumed by `sweep`, or "": a record
// names another instance than its job's problem.* keys give now (a problem.file edited after its
// stored copy was removed, another generator), so that one point would hold runs on two
// instances. Names the record, both hashes and the command that restores the file. Draws each
// point's instance once.
std::string instance_change_refusal(const std::filesystem::path& dir, const Sweep& sweep,
                                    const std::vector<JobRecord>& records);

// Stores the instances of `files` that `dir` does not hold yet. Throws WriteError.
void store_problem_files(const std::filesystem::path& dir, const ProblemFiles& files);

// Adds every instance `dir` stores to `files`, under its problem.file path. Throws
// std::runtime_error naming the file for a damaged index or instance (one whose text is not its
// hash's).
void load_problem_files(const std::filesystem::path& dir, ProblemFiles& files);

}  // namespace nqga
