// The run directory as a whole: whether a directory can hold an experiment, joining it (a resume,
// another shard) under its lock, the job records present, and manifest.json.
#pragma once

#include <filesystem>
#include <string>
#include <vector>

#include "config/config.hpp"
#include "run/job_record.hpp"
#include "run/shard.hpp"
#include "run/sweep.hpp"

namespace nqga {

// What manifest.json says of one process's run; status and jobs_done change as it goes.
struct Manifest {
  std::string command, config_file;
  std::string program;                  // program_identity() of the one that made the directory
  std::vector<std::string> mixed_with;  // other programs resumed it anyway (--resume-anyway)
  int threads = 1;
  Shard shard;
  std::string started;  // UTC, ISO 8601; manifest_now() gives it
  std::size_t jobs_total = 0;

  // Writes DIR/manifest.json (atomically; throws WriteError) with the build's identity, the host
  // (its processor and widest exact-search kernel, the compiler), and `status`: running,
  // complete (every job's record present), incomplete, or interrupted (by SIGINT or SIGTERM).
  void write(const std::filesystem::path& dir, const std::string& status,
             std::size_t jobs_done) const;
  // On resuming `dir`: keeps its manifest's `program` (the maker) and `mixed_with`, adding this
  // program there when it is another (which program_refusal lets through only with
  // --resume-anyway).
  void carry_over(const std::filesystem::path& dir);
};
// What made a run: "nqga 0.2.0 (commit 1a2b...)", then "; " and the identity a user's program
// declares (cli_main's `program`) when there is one.
std::string program_identity(const std::string& declared);
// Why `dir` may not be resumed by `program` (a program_identity), naming both programs, or "":
// no manifest yet, or one of the same program.
std::string program_refusal(const std::filesystem::path& dir, const std::string& program);

// The time now as the manifest writes it.
std::string manifest_now();
// This machine's name, as the manifest writes it ("unknown" when the system will not say).
std::string host_name();
// This machine's processor (/proc/cpuinfo's model name; "unknown" elsewhere) and the compiler
// that built nqga, as the manifest writes them beside the widest search kernel here.
std::string processor_name();
std::string compiler_name();

// Creates and returns a directory not taken yet: DIR, else DIR-2, DIR-3, ... (a name taken by a
// plain file is passed over like a folder). Each is claimed by one mkdir, which fails when the
// name exists, so two processes started together never get the same one. Throws
// std::filesystem::filesystem_error when a folder cannot be created.
std::filesystem::path claim_new_directory(const std::filesystem::path& dir);

// Why `dir` must not be read or written by this nqga, or "": its manifest.json is of a later
// schema (both versions named). A manifest that does not parse is no reason: it is rewritten by
// the next run and never read for results. O(manifest).
std::string later_schema_refusal(const std::filesystem::path& dir);

// Why `dir` must not be written, or "": a symbolic link in it (jobs/, a record, a table, at any
// depth) leads outside it, so that writing through the link would change another directory's
// files (another experiment's records). Links that stay inside are followed as they are. One
// listing of the directory's tree.
std::string outside_link_refusal(const std::filesystem::path& dir);

// Why `dir` cannot hold the experiment whose resolved config is `resolved`, or "" when it can: it
// does not exist yet, is empty, holds this experiment, or is being set up by another shard right
// now (nothing in it yet but the locks, jobs/, temporary files and the files being renamed into
// place). A later nqga's directory is refused (later_schema_refusal), and so is one with a link
// that leads outside it (outside_link_refusal).
std::string directory_refusal(const std::filesystem::path& dir, const std::string& resolved);

// Creates the run directory, or joins it, removes the temporary files killed writers of this host
// left, and records the resolved config, the instances of `files` (run/instance_store.hpp) and a
// running manifest under the directory's lock. Returns "" or why not (a problem.file that changed
// since the directory stored it included); nothing but the folder, its lock and jobs/ is written
// when it refuses.
std::string prepare_directory(const std::filesystem::path& dir, const std::string& resolved,
                              const ProblemFiles& files, const Manifest& manifest,
                              std::size_t jobs_done);

// The experiment run directory `dir` holds, to read its results: its config.yaml with the keys
// in effect, the names and keys of its operators written in Python (without their functions),
// and the instances it stored for problem.file (not today's files). Throws std::runtime_error
// saying why not: no config.yaml (not a run directory), a later nqga's directory, a link that
// leads outside it, damaged stored instances or operators; ConfigError for a config.yaml that
// does not load.
ExperimentConfig stored_config(const std::filesystem::path& dir);

// Why the jobs of `records` (job records of `dir`) cannot be resumed by `sweep`, or "": a record
// names a piece written in Python whose source differs from the code registered under its name
// now (job_sources), so that one name would mean two functions among the runs. Names the record,
// the piece and both sources, and what restores it.
std::string operator_change_refusal(const std::filesystem::path& dir, const Sweep& sweep,
                                    const std::vector<JobRecord>& records);

// Adds to `records` the job records in the directory that it does not hold yet, in id order. One
// directory listing finds the candidates, so a fresh sweep costs no failed opens and a rescan
// reads only what other processes wrote since. The records refused (read_job, bound to the
// sweep's experiment and each job's seed) are left out, and why is added to `damaged` when given:
// their jobs run again. Throws LaterSchemaError.
void add_present_records(const std::filesystem::path& dir, const Sweep& sweep,
                         std::vector<JobRecord>& records,
                         std::vector<std::string>* damaged = nullptr);

}  // namespace nqga
