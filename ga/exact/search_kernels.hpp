// The hot loops of the exact reference, in one portable form and vectorised ones (AVX2, AVX-512)
// that are chosen at run time where the processor has the instructions: counting the completions
// of a border constellation (count_solutions), and looking for any solution below a node of the
// lexicographic search (first_solution). Every form walks the same tree.
#pragma once

#include <atomic>
#include <cstdint>

#include "constellations.hpp"

namespace nqga {

// The types below are trivial (no member initializers) on purpose: the files compiled for AVX2 or
// AVX-512 create them, and an implicit constructor emitted there could be linked into code that
// runs on any processor.

// The part of the board below a node: rows root_row .. last_row still to fill, each row's queen
// among allowed[row], off the attacks of the node's queens (left, down, right: bit c of each says
// column c of root_row is attacked along that line).
template <typename Word>
struct Subtree {
  int root_row, last_row;
  const Word* allowed;  // indexed by row
  Word left, down, right;
};

// The work space of the vectorised searches: for every row, a buffer of open nodes (the attack
// masks of partial boards that still have a free square in that row).
template <typename Word>
struct SearchBuffers {
  static constexpr int kRows = 8 * sizeof(Word);
  static constexpr int kCapacity = 2048;  // nodes per row: the rows in use stay in L2
  static constexpr int kSlack = 64;       // room for the reads and stores of one step past the end
  struct Row {
    alignas(64) Word left[kCapacity + kSlack];
    alignas(64) Word down[kCapacity + kSlack];
    alignas(64) Word right[kCapacity + kSlack];
    int size;
  };
  Row rows[kRows];
};

struct SubtreeTally {
  std::uint64_t solutions;  // the first-solution searches stop at 1
  std::uint64_t nodes;      // queens placed (first-solution searches only)
  bool stopped;             // `stop` was set: the numbers are partial
  bool exhausted;           // the node budget ran out first: the numbers are partial
};

// The search of a constellation's completions: rows 1 .. n-2 below its border queens.
Subtree<RowBits> completion_tree(const Constellation& c);

// The number of ways to fill rows 1 .. n-2 of the constellation; 0 and early once `stop` is set
// (the caller then discards it). scalar: one node at a time, any processor; avx2, avx512: 32 or
// 64 nodes a step (batched_search.hpp), only where cpu_has says so.
std::uint64_t completions_scalar(const Constellation& c, const std::atomic<bool>& stop);
std::uint64_t completions_avx2(const Constellation& c, SearchBuffers<RowBits>& buffers,
                               const std::atomic<bool>& stop);
std::uint64_t completions_avx512(const Constellation& c, SearchBuffers<RowBits>& buffers,
                                 const std::atomic<bool>& stop);

// Whether the subtree holds a solution (tally.solutions 0 or 1), and when it holds none, how many
// nodes plain backtracking enters in it; tally.exhausted once about node_budget nodes are entered
// without an answer. 16 (avx2) or 32 (avx512) nodes a step, 64-bit rows.
SubtreeTally any_solution_avx2(const Subtree<std::uint64_t>& tree,
                               SearchBuffers<std::uint64_t>& buffers, const std::atomic<bool>& stop,
                               std::uint64_t node_budget);
SubtreeTally any_solution_avx512(const Subtree<std::uint64_t>& tree,
                                 SearchBuffers<std::uint64_t>& buffers,
                                 const std::atomic<bool>& stop, std::uint64_t node_budget);

}  // namespace nqga
