// Shards: which jobs of a sweep this process runs, so that a Slurm job array or `mpirun -np K`
// splits a sweep over machines that share a file system, each process writing disjoint job
// records into one run directory.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

namespace nqga {

// Which jobs this process owns: those with id % count == index.
struct Shard {
  int index = 0, count = 1;
};

// The environment variables a shard is read from: its index and count, and optionally the first
// index and the step between indices (a Slurm array may run 1-8 or 0-14:2; its tasks still make
// shards 0..K-1). Null when absent.
struct ShardVariables {
  const char *index, *count, *first = nullptr, *step = nullptr;
};

// The shard of "I/K" text, else of the first entry of `environment` (ended by an entry whose
// index is null) whose index and count are set, else 0/1. Throws ConfigError naming the source
// of a bad value, and for an index set without its count.
Shard shard_from(const std::string& text, const ShardVariables* environment);
// Slurm job arrays, then Open MPI.
extern const ShardVariables kShardEnvironment[];

// Which of `shards` shards owns each item, balanced by the items' estimated costs: the largest
// first, each to the shard with the least cost so far (Graham's LPT rule; ties to the lower item
// and shard), so every process computes the same split and no shard ends up with more than 4/3
// of the best possible maximum. O(items log items).
std::vector<int> balanced_owners(const std::vector<std::uint64_t>& costs, int shards);

}  // namespace nqga
