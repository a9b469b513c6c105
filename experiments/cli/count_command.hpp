// `nqga count N` by border constellations (all but --classic): in memory, or with --out DIR into a
// count directory (count/count_store.hpp) that a kill never loses more than the subproblems in
// flight of, that the same command resumes, and that shards (--shard I/K, Slurm arrays, mpirun)
// fill together; whichever process records the last subproblem assembles and prints the result.
#pragma once

#include <iosfwd>

#include "cli/exact_commands.hpp"

namespace nqga {

// The exit code: 0 done (a shard whose part is done, too, while others still run), 1 a record
// could not be written or the counts fail Burnside's check, 2 bad input or a count directory
// refused (the message on `err`).
int bitboard_count_command(const CountOptions& options, std::ostream& out, std::ostream& err);

}  // namespace nqga
