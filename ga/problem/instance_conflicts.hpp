// The GA's fitness on an instance (n-Queens Completion, Blocked n-Queens). The GA evolves
// permutations of the free columns over the free rows (FreeRows, instance.hpp), m = free rows
// long, so that every operator and model works unchanged and no given queen can ever move; this
// scores such a free board on the whole board it maps to.
//
// Conflicts, 0 = solved: the pairs of queens sharing a diagonal among ALL the queens of the mapped
// board, given ones included, plus one for every queen on a blocked square (a penalty of one
// conflict per blocked square taken). Pairs of given queens are constant: when two given queens
// attack each other, no board reaches 0 and the instance has no solution.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "../board.hpp"
#include "instance.hpp"

namespace nqga {

class InstanceConflicts {
 public:
  // O(n + blocked). Keeps a pointer to `instance`, which must outlive it.
  explicit InstanceConflicts(const Instance& instance);

  const Instance& instance() const { return *instance_; }
  const FreeRows& free_rows() const { return free_; }
  // m: the length of the GA's boards.
  int free_count() const { return free_.count(); }

  // The conflicts of the board `free_board` (a permutation of 0..m-1) maps to: the given queens'
  // diagonals are preloaded, each free queen placed and lifted again, and a blocked square tested
  // per free row. O(m log b) for b blocked squares on a row; not thread-safe (its counters), so
  // each population keeps a copy.
  std::int64_t count(BoardView free_board);
  // The whole n x n board `free_board` maps to. O(n).
  Board whole_board(BoardView free_board) const;
  // The most conflicts any free board can have: all n(n-1)/2 pairs plus one per free queen on a
  // blocked square, that is n(n+1)/2 = all_pairs(n + 1); the `pairs` fitness transform weighs
  // conflicts against it (the GA's weigh on an instance), so weights stay >= 0.
  int weight_n() const { return instance_->size() + 1; }
  // The instance in one line for checkpoints: its size, its given queens and blocked squares'
  // count and a 64-bit digest of them, so a checkpoint of another instance is refused.
  std::string fingerprint() const;

 private:
  bool blocked(int free_row, Column free_column) const;

  const Instance* instance_;
  FreeRows free_;
  std::int64_t given_conflicts_ = 0;  // pairs among the given queens
  // Down (row + column) then up (row - column + n - 1) diagonals, the given queens counted; each
  // count() returns them to that.
  std::vector<std::int32_t> diagonals_;
  // Per free row, its blocked squares as free-column indices, ascending (squares in given columns
  // cannot be taken): row i's are blocked_[blocked_start_[i] .. blocked_start_[i + 1]).
  std::vector<std::int32_t> blocked_start_;
  std::vector<Column> blocked_;
};

}  // namespace nqga
