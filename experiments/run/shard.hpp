// Shards: which jobs of a sweep this process runs, so that a Slurm job array or `mpirun -np K`
// splits a sweep over machines that share a file system, each process writing disjoint job
// records into one run directory.
#pragma once

#include <string>

namespace nqga {

// Which jobs this process owns: those with id % count == index.
struct Shard {
  int index = 0, count = 1;
};

// The shard of "I/K" text, else of the first environment pair set (names alternate index, count;
// null-terminated), else 0/1. Throws ConfigError naming the source of a bad value.
Shard shard_from(const std::string& text, const char* const* environment_pairs);
// Slurm job arrays, then Open MPI.
extern const char* const kShardEnvironment[];

}  // namespace nqga
