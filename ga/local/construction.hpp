// A closed-form solution for every n except 2 and 3 (Hoffman, Loessi and Moore 1969; the form of
// Bernhardsson 1991): no search at all, so it serves as the test oracle of the validator and as
// the memory-speed reference of the large-n benchmark.
#pragma once

#include <cstdint>

#include "../board.hpp"

namespace nqga {

// Fills `board` (n = board.size(), n = 1 or n >= 4) with the explicit solution: the even columns
// 2, 4, ... then the odd ones 1, 3, ... (1-based), with the two adjustments that n mod 6 = 2 and
// n mod 6 = 3 need. O(n), sequential writes only. Throws std::invalid_argument for n = 2, 3.
void construct_solution(BoardSpan board);

}  // namespace nqga
