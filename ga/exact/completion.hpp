// Counting the completions of one border constellation: the hot loop of count_solutions, in one
// portable form and two vectorised ones. All three count the same thing; the vectorised ones are
// chosen at run time where the processor has the instructions.
#pragma once

#include <atomic>
#include <cstdint>

#include "constellations.hpp"

namespace nqga {

// The work space of the vectorised searches: for every row, a buffer of open nodes (the left,
// down and right attack masks of a partial board that still has a free square in that row).
struct NodeBuffers {
  static constexpr int kCapacity = 2048;  // nodes per row; a few hundred KiB in all, in L2
  static constexpr int kSlack = 64;  // room for one refill read or compressed store past the end
  struct Row {
    alignas(64) RowBits left[kCapacity + kSlack];
    alignas(64) RowBits down[kCapacity + kSlack];
    alignas(64) RowBits right[kCapacity + kSlack];
    int size;
  };
  Row rows[kMaxCountN];
};

// The number of ways to fill rows 1 .. n-2 of the constellation. Returns early (with a partial
// number) once `stop` is set; the caller then discards it.
// - scalar: bitboard backtracking, one node at a time; any processor.
// - avx2, avx512: the same tree walked 32 or 64 nodes at a time (completion_simd.hpp); only
//   where cpu_has(kernel) says so.
std::uint64_t completions_scalar(const Constellation& c, const std::atomic<bool>& stop);
std::uint64_t completions_avx2(const Constellation& c, NodeBuffers& buffers,
                               const std::atomic<bool>& stop);
std::uint64_t completions_avx512(const Constellation& c, NodeBuffers& buffers,
                                 const std::atomic<bool>& stop);

}  // namespace nqga
