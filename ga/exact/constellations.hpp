// The border constellations of the N-Queens problem: the queens a solution has in its first and
// last rows and columns, one symmetry class at a time. Counting the solutions that complete each
// class's representative, times the class size, gives the total; the search for completions is
// the hot loop (search_kernels.hpp).
#pragma once

#include <cstdint>
#include <vector>

#include "../rng.hpp"
#include "solution_count.hpp"

namespace nqga {

using RowBits = std::uint32_t;  // bit c: column c of one row (n <= kMaxCountN)

// A search for the completions of one constellation: rows 1 .. n-2, each of which takes a queen
// among `allowed[row]` (the squares no border queen attacks, side columns only where a border
// queen stands) in a column outside `down` (the columns of the border queens in rows 0 and n-1).
struct Constellation {
  int n = 0;
  RowBits allowed[kMaxCountN] = {};
  RowBits down = 0;
  int weight = 0;       // the class size: how many distinct constellations are images of this one
  int queens = 0;       // the border queens (a corner queen is one of two lines'), 2 to 4
  int squares[4] = {};  // their squares, row * n + col, in increasing order
};

// One representative of every class of border constellations for 6 <= n <= 32, the least under
// the 8 symmetries of the board, with its class size (8, 4 or 2), in increasing order of their
// squares. Every solution has exactly one constellation and the symmetries map solutions of one
// constellation onto those of its image, so total = sum over the list of weight * completions.
// Each is searched on the half-turned board (constellation_search). O(n^4) candidates, 8 images
// each.
std::vector<Constellation> border_constellations(int n);

// The search for the completions of the border queens `squares` (sorted, 2 to 4, as in
// Constellation) with class size `weight`. half_turned: on the board turned by 180 degrees, which
// has the same number of completions. The least image crowds its queens into the top left
// corner, and a search that meets them in its last rows instead of its first enters 39% fewer
// nodes (measured for n = 14..16, 0.61 of the nodes at each). O(n) per queen.
Constellation constellation_search(int n, const int* squares, int queens, int weight,
                                   bool half_turned = true);

// Knuth's (1975) estimate of the nodes the search of `c` enters: the mean over `paths` random
// root-to-leaf paths of the sum, over the path's rows, of the product of the branching so far.
// Unbiased; with 128 paths within about 10% of the true count for most constellations (log
// correlation 0.99 at n = 14, 16). Integer arithmetic, so every compiler gives the same number for
// the same draws. O(paths * n) time and draws.
std::uint64_t estimated_nodes(const Constellation& c, Rng& rng, int paths = 128);

}  // namespace nqga
