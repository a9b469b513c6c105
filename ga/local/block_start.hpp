// The greedy start of the large-n search (min_conflicts.cpp) for boards far larger than the
// caches: Sosic and Gu's start places each row's queen on a square whose diagonals are free, trying
// random unused columns, and each try is about three cache misses into arrays of gigabytes (the
// column, two diagonal bits): 9 misses a row at n = 10^9. This start draws a random block of 64
// unused columns (unused_columns.hpp) instead, tries its candidates from a random one on, and
// keeps the block for the following rows while it still has a free square for them: a block's
// candidates and their diagonal bits share a few cache lines, so a block costs a few misses
// (prefetched a queue ahead) and serves about 6 rows.
#pragma once

#include <cstdint>
#include <functional>
#include <vector>

#include "../board.hpp"
#include "../rng.hpp"
#include "diagonal_bits.hpp"

namespace nqga {

// Fills every row of `board` (its prior contents are ignored) from the greedy rows' queens,
// marked in `occupied`, and the last kGreedyTail rows at random, like the classic start;
// each row whose queen was not placed on free diagonals (a row that found no free square in
// kBlocksPerRow blocks, and the tail) is added to `crowded` and left out of `occupied`.
// `keep_going(row)` is asked every 2^16 rows; when it says no, the rows from there on get the
// unused columns in ascending order (the board stays a permutation: the identity when stopped at
// row 0) and the function returns false. Draws from `rng` only: a seed fixes the board. O(n).
bool block_start(BoardSpan board, DiagonalBits& occupied, Rng& rng,
                 std::vector<std::int64_t>& crowded,
                 const std::function<bool(std::int64_t row)>& keep_going);

}  // namespace nqga
