// Min-conflicts on an instance with given queens or blocked squares (Minton et al. 1992): only the
// free rows' queens move, by swapping columns, so no given queen moves and every board stays a
// permutation; conflicts are those of the GA on instances (problem/instance_conflicts.hpp): pairs
// sharing a diagonal among all queens plus one per queen on a blocked square.
#pragma once

#include <cstdint>

#include "../board.hpp"
#include "../local/min_conflicts.hpp"
#include "../rng.hpp"
#include "../stop_token.hpp"
#include "instance.hpp"

namespace nqga {

// What instance_min_conflicts found: MinConflictsResult's fields, and the conflicts of the board.
struct InstanceMinConflictsResult {
  MinConflictsResult run;
  std::int64_t conflicts = 0;
  bool no_solution = false;  // two given queens attack each other: the instance has none
};

// Writes to `board` (n entries) the whole board of the search: from a random permutation of the
// free columns over the free rows, it repeats: a random free queen that is attacked or on a
// blocked square swaps columns with the free row that leaves the fewest conflicts (ties drawn at
// random), even when that is no fewer than before, so that the search leaves plateaus. Every swap
// is one unit of work (an instance may have no solution: the cap and the token end such a run),
// capped by `max_swaps` (0: none); the token is read every swap. Stops at 0 conflicts, at the
// cap, at the token, or at once when given queens attack each other. O(m log b) a swap for m
// free rows and b blocked squares in a row.
InstanceMinConflictsResult instance_min_conflicts(const Instance& instance, Board& board, Rng& rng,
                                                  const StopToken& token,
                                                  std::uint64_t max_swaps = 0);

}  // namespace nqga
