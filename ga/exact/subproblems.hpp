// An exact count split into independent subproblems: the border constellations' completions and
// the two small searches Burnside's lemma needs. Each can run anywhere, at any time, in any order;
// their results assemble into the total and unique counts. count_solutions runs them all in one
// process; `nqga count --out` records each one and shares them out among processes.
#pragma once

#include <atomic>
#include <cstdint>
#include <memory>
#include <string>
#include <vector>

#include "kernel.hpp"
#include "solution_count.hpp"

namespace nqga {

// What a subproblem counts:
//   constellation: the completions of one class representative (its weight times that is its
//     share of the total; constellations.hpp);
//   half_turn, quarter_turn: the solutions a rotation by 180 or 90 degrees leaves unchanged
//     (symmetric.hpp);
//   whole_board: every solution, for n <= 5 (too small for border constellations).
enum class SubproblemKind { constellation, half_turn, quarter_turn, whole_board };

struct CountSubproblem {
  int id = 0;  // its place in count_subproblems(n)
  SubproblemKind kind = SubproblemKind::constellation;
  int weight = 0;       // constellation: the class size (8, 4 or 2); otherwise 0
  int queens = 0;       // constellation: its border queens, 2 to 4
  int squares[4] = {};  // constellation: their squares, row * n + col, increasing
};

// Bumped whenever the list of subproblems or what a subproblem's count means changes, so that
// results recorded by another version are never mixed with this one's.
constexpr int kCountDecompositionVersion = 1;

// The subproblems of counting n queens (1 <= n <= 32; throws std::invalid_argument otherwise), ids
// 0, 1, ...: for n >= 6 one per class of border constellations (4,319 at n = 17), in
// border_constellations' order, then half_turn and quarter_turn; for n <= 5 whole_board,
// half_turn, quarter_turn. O(n^4).
std::vector<CountSubproblem> count_subproblems(int n);

// A name that identifies the subproblem within its n: "constellation 0,37,204,288" (its squares),
// "half turn", "quarter turn", "whole board".
std::string subproblem_name(const CountSubproblem& subproblem);

// An estimate of each subproblem's cost in search nodes, the same in every process and with every
// compiler (for sharing the subproblems out by cost and for ETAs): Knuth's estimate with 128
// random paths for a constellation (constellations.hpp; its draws seeded by n and the id), the
// mean of those for half_turn and quarter_turn (measured: 0.08 s at n = 19, 8 s at n = 23, about
// an average constellation's time from n = 21 on), 1 for whole_board. O(128 n) per constellation,
// on `threads` workers: 20 ms for n = 17 on two threads.
std::vector<std::uint64_t> estimated_costs(int n, const std::vector<CountSubproblem>& subproblems,
                                           int threads);

// The work space of one thread counting subproblems (the vector kernels' buffers, allocated on
// first use, about 1 MB); reuse it for every subproblem that thread runs.
class CountWorkspace {
 public:
  CountWorkspace();
  ~CountWorkspace();
  CountWorkspace(const CountWorkspace&) = delete;
  CountWorkspace& operator=(const CountWorkspace&) = delete;
  struct Buffers;  // defined where the kernels are

 private:
  friend std::uint64_t count_subproblem(int, const CountSubproblem&, SearchKernel, CountWorkspace&,
                                        const std::atomic<bool>&);
  std::unique_ptr<Buffers> buffers_;
};

// The count of one subproblem of n queens (see SubproblemKind; a constellation's completions are
// not multiplied by its weight), with `kernel` (resolved: not automatic; scalar, or one cpu_has).
// A constellation's search gives up soon after `stop` is set and returns 0, which the caller must
// discard. Cost: the subproblem's search, from microseconds to hours.
std::uint64_t count_subproblem(int n, const CountSubproblem& subproblem, SearchKernel kernel,
                               CountWorkspace& workspace, const std::atomic<bool>& stop);

// The total and unique counts from every subproblem's count (counts[k] for subproblems[k]): the
// total is the weighted sum of the constellations (or the whole board's count), and Burnside's
// lemma, 8 x classes = total + half turn + 2 x quarter turn, gives the unique count. Throws
// std::invalid_argument when a count is missing and std::logic_error, naming the sum, when
// Burnside's sum is not a multiple of 8 (some count is wrong). O(subproblems).
SolutionCount assemble_count(int n, const std::vector<CountSubproblem>& subproblems,
                             const std::vector<std::uint64_t>& counts);

}  // namespace nqga
