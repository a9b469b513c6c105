// The greedy start of the large-n search (min_conflicts.cpp) for boards far larger than the
// caches. Sosic and Gu's start puts each row's queen on a random unused column with free
// diagonals, about three cache misses a try at n = 10^9. Here each row takes a column near one of
// two targets that sweep the board, c = 2r and c = -2r (mod n), one or the other at random row by
// row, so that the rows read the columns' taken bits and both families of diagonal bits as a few
// sequential streams, in cache. Each target passes over every column twice, and the four passes
// take about a quarter of its columns each; the diagonals they leave are at most 5/6 full. A row
// takes the free square of its window (sweep_pass.hpp) that the target passed longest ago, so
// that the last passes, which must take what the others left, leave few columns behind. The rows
// that find no free square (about 0.4 %, all in the last quarter of rows) are swept again over
// the columns left, in as many passes as shrink them, and the last few thousand take random
// columns of those left, up to kSweepTriesPerRow tries each.
#pragma once

#include <cstdint>
#include <functional>
#include <vector>

#include "../board.hpp"
#include "../rng.hpp"
#include "diagonal_bits.hpp"

namespace nqga {

// Fills every row of `board` (its prior contents are ignored), marking in `occupied` the queens
// placed on free diagonals; each row whose queen is not (a few in a million) is added to `crowded`
// and left out of `occupied`. `keep_going(rows)` is asked every 2^16 rows of a pass with the rows
// done (the first pass: the rows before this one; later passes: n less the rows still to try);
// when it says no, the rows without a queen get the unused columns in ascending order (the board
// stays a permutation: the identity when stopped at once) and the function returns false, unless
// `leave_unfilled` says yes at that moment (an interrupt, whose caller drops the board: the fill
// would touch every page left). Draws from `rng` only: a seed fixes the board. O(n), one
// sequential sweep and a few small ones.
bool sweep_start(BoardSpan board, DiagonalBits& occupied, Rng& rng,
                 std::vector<std::int64_t>& crowded,
                 const std::function<bool(std::int64_t rows)>& keep_going,
                 const std::function<bool()>& leave_unfilled = {});

}  // namespace nqga
