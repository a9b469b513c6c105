// Checkpoints of a sweep's long jobs: jobs/<id>.checkpoint holds a running GA job's state (every
// stop.checkpoint_every_s seconds), so that a killed sweep's job continues where it was instead of
// from generation 0, and ends with the record and log an uninterrupted run would have written
// (seconds aside). The file names the config, the job (id and seed) and the program that wrote
// it, then the state's size and FNV-1a checksum; another's (another job's too: its trajectory is
// not this job's), or one cut short or damaged, is refused with the reason and the job runs from
// the start (the model checks the state's boards again as it loads them).
// Written atomically; removed once the job's record is in place.
#pragma once

#include <filesystem>
#include <string>

#include "models/model.hpp"
#include "run/sweep.hpp"

namespace nqga {

class JobCheckpoints {
 public:
  // `resolved_config`: the run directory's config.yaml text, whose hash every checkpoint names,
  // beside `program` (program_identity(): nqga's version and commit, and a user's program's).
  JobCheckpoints(std::filesystem::path run_dir, const std::string& resolved_config,
                 const std::string& program);

  // The checkpoints of `job`: saving into its file every stop.checkpoint_every_s seconds (none
  // when 0), restoring from the file when it holds this config's and build's state. `note` says
  // what happened to a file that was there ("continues from its checkpoint", or why it was
  // refused); empty when there was none.
  Checkpoints for_job(const Job& job, std::string& note) const;
  // Removes job `id`'s checkpoint (its record is in place).
  void remove(int id) const;
  // jobs/<id>.checkpoint.
  std::filesystem::path path(int id) const;

 private:
  // The first line of `job`'s checkpoint.
  std::string header(const Job& job) const;

  std::filesystem::path run_dir_;
  std::string config_, program_;  // the config's fingerprint, the program
};

}  // namespace nqga
