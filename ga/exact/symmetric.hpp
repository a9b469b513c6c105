// Solutions that a rotation of the board leaves unchanged: with them, Burnside's lemma turns the
// total into the number of symmetry classes.
#pragma once

#include <cstdint>

namespace nqga {

// The number of solutions for 1 <= n <= 32 equal to their own image under a rotation by
// quarter_turns * 90 degrees (quarter_turns 1 or 2; 3 counts the same as 1). Queens are placed
// a whole orbit at a time (2 or 4 squares, the centre alone), so the search is about as deep as
// the square root of the full one: milliseconds for n = 17, seconds in the mid twenties.
std::uint64_t count_rotation_symmetric(int n, int quarter_turns);

// Symmetry classes from counts: a class of 8 boards has none of them fixed by a rotation, a class
// of 4 has all 4 fixed by the half turn, a class of 2 has both fixed by every rotation, and no
// solution for n >= 2 equals a mirror image of itself (its queens would share a row, a column or
// a diagonal). So 8 * classes = total + half_turn + 2 * quarter_turn (Burnside's lemma).
std::uint64_t symmetry_classes(int n, std::uint64_t total, std::uint64_t half_turn,
                               std::uint64_t quarter_turn);

}  // namespace nqga
