#include "classic.hpp"

#include <chrono>
#include <cstdlib>
#include <stdexcept>
#include <string>
#include <vector>

namespace nqga {

namespace {

std::uint64_t state_space_nodes(int n) {
  std::uint64_t total = 0, level = 1;
  for (int depth = 0; depth <= n; ++depth, level *= static_cast<std::uint64_t>(n)) total += level;
  return total;
}

double seconds_since(std::chrono::steady_clock::time_point start) {
  return std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
}

// The textbook recursion, 1-based as in the book: col[i] is row i's column.
class Textbook {
 public:
  Textbook(int n, bool prune, bool stop_at_first, double time_limit_s = 0,
           const ClassicVisitor* visit = nullptr)
      : n_(n),
        prune_(prune),
        stop_at_first_(stop_at_first),
        time_limit_s_(time_limit_s),
        visit_(visit),
        col_(static_cast<std::size_t>(n) + 1) {}

  ClassicStats stats;
  std::vector<int> first;  // the first solution found (1-based columns), when asked for
  bool timed_out = false;

  void queens(int i) {
    if (done_) return;
    ++stats.visited_nodes;
    // The clock is read every 2^20 nodes only.
    if (time_limit_s_ > 0 && (stats.visited_nodes & ((1u << 20) - 1)) == 0 &&
        seconds_since(start_) >= time_limit_s_) {
      done_ = timed_out = true;
      return;
    }
    const bool check = prune_ || i == n_;
    const bool passed = check && promising(i);
    if (visit_ && *visit_)
      (*visit_)(ClassicNode{i, i ? col_[static_cast<std::size_t>(i)] : 0, check, passed});
    if (check && !passed) return;
    if (check) ++stats.promising_nodes;
    if (i == n_) {
      ++stats.solutions;
      if (stop_at_first_) {
        first.assign(col_.begin() + 1, col_.end());
        done_ = true;
      }
      return;
    }
    for (int j = 1; j <= n_; ++j) {
      col_[static_cast<std::size_t>(i) + 1] = j;
      queens(i + 1);
    }
  }

 private:
  // Without pruning, a complete board is checked row by row, as if each row were just placed.
  bool promising(int i) const {
    if (!prune_) {
      for (int row = 2; row <= i; ++row) {
        if (!promising_row(row)) return false;
      }
      return true;
    }
    return promising_row(i);
  }

  bool promising_row(int i) const {
    for (int k = 1; k < i; ++k) {
      if (col_[i] == col_[k] || std::abs(col_[i] - col_[k]) == i - k) return false;
    }
    return true;
  }

  int n_;
  bool prune_, stop_at_first_, done_ = false;
  double time_limit_s_;
  const ClassicVisitor* visit_;
  std::chrono::steady_clock::time_point start_ = std::chrono::steady_clock::now();
  std::vector<int> col_;
};

}  // namespace

ClassicStats classic_count(int n, bool prune, const ClassicVisitor& visit) {
  const int max_n = prune ? kMaxClassicN : kMaxPlainDfsN;
  if (n < 1 || n > max_n) {
    throw std::invalid_argument(
        std::string(prune ? "classic backtracking" : "plain DFS (--no-prune)") +
        " takes n in [1, " + std::to_string(max_n) + "], got " + std::to_string(n));
  }
  const auto start = std::chrono::steady_clock::now();
  Textbook search(n, prune, false, 0, &visit);
  search.queens(0);
  search.stats.state_space_nodes = state_space_nodes(n);
  search.stats.seconds = seconds_since(start);
  return search.stats;
}

ClassicFirst classic_first(int n, double time_limit_s) {
  if (n < 1 || n > 64) {
    throw std::invalid_argument("classic first solution takes n in [1, 64], got " +
                                std::to_string(n));
  }
  const auto start = std::chrono::steady_clock::now();
  Textbook search(n, true, true, time_limit_s);
  search.queens(0);
  ClassicFirst result;
  result.timed_out = search.timed_out;
  result.stats = search.stats;
  result.stats.state_space_nodes = n <= kMaxClassicN ? state_space_nodes(n) : 0;
  result.stats.seconds = seconds_since(start);
  for (int c : search.first) result.board.push_back(c - 1);
  return result;
}

}  // namespace nqga
