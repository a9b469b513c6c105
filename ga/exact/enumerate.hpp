// Every solution of the N-Queens problem, and the symmetry classes they fall into.
#pragma once

#include <cstdint>
#include <functional>

#include "../board.hpp"

namespace nqga {

// The largest n whose solutions a validator keeps in memory to check boards against (365,596
// solutions at 14, about 20 MB).
constexpr int kMaxReferenceN = 14;

// Hands every solution for n queens (1 <= n <= 32) to `visitor`, in lexicographic order of their
// columns, and returns how many there were. The view is valid during the call only. Bitboard
// backtracking: O(nodes) with no allocation beyond one board.
std::uint64_t enumerate_solutions(int n, const std::function<void(BoardView)>& visitor);

// The least (lexicographically) of the board's 8 images under the rotations and reflections of
// the square: one representative per symmetry class. O(n) time, O(n) memory.
Board canonical(BoardView board);

// The 8 images of a board: identity, the three rotations and the four reflections. O(n) each.
std::vector<Board> symmetric_images(BoardView board);

}  // namespace nqga
