#include "symmetric.hpp"

#include <stdexcept>
#include <string>

#include "solution_count.hpp"

namespace nqga {

namespace {

// Rows, columns and both diagonals in use, one bit each (2n - 1 <= 63 diagonals).
class RotationSymmetricSearch {
 public:
  RotationSymmetricSearch(int n, int quarter_turns) : n_(n), quarter_turns_(quarter_turns) {}

  std::uint64_t count(int row) {
    while (row < n_ && (rows_ >> row & 1)) ++row;  // filled by an earlier orbit
    if (row == n_) return 1;
    std::uint64_t found = 0;
    for (int col = 0; col < n_; ++col) {
      const Saved saved{rows_, cols_, diagonals_, antidiagonals_};
      if (place_orbit(row, col)) found += count(row + 1);
      rows_ = saved.rows;
      cols_ = saved.cols;
      diagonals_ = saved.diagonals;
      antidiagonals_ = saved.antidiagonals;
    }
    return found;
  }

 private:
  struct Saved {
    std::uint64_t rows, cols, diagonals, antidiagonals;
  };

  // Places (row, col) and its images under the rotation until the orbit closes; false when any
  // of them is attacked (also by another of the orbit).
  bool place_orbit(int row, int col) {
    int r = row, c = col;
    do {
      const std::uint64_t diagonal = std::uint64_t{1} << (r - c + n_ - 1);
      const std::uint64_t antidiagonal = std::uint64_t{1} << (r + c);
      if ((rows_ >> r & 1) || (cols_ >> c & 1) || (diagonals_ & diagonal) ||
          (antidiagonals_ & antidiagonal)) {
        return false;
      }
      rows_ |= std::uint64_t{1} << r;
      cols_ |= std::uint64_t{1} << c;
      diagonals_ |= diagonal;
      antidiagonals_ |= antidiagonal;
      for (int turn = 0; turn < quarter_turns_; ++turn) {
        const int turned = c;
        c = n_ - 1 - r;
        r = turned;
      }
    } while (r != row || c != col);
    return true;
  }

  const int n_, quarter_turns_;
  std::uint64_t rows_ = 0, cols_ = 0, diagonals_ = 0, antidiagonals_ = 0;
};

}  // namespace

std::uint64_t count_rotation_symmetric(int n, int quarter_turns) {
  if (n < 1 || n > kMaxCountN) {
    throw std::invalid_argument("n must be in [1, " + std::to_string(kMaxCountN) + "], got " +
                                std::to_string(n));
  }
  if (quarter_turns < 1 || quarter_turns > 3) {
    throw std::invalid_argument("quarter_turns must be 1, 2 or 3, got " +
                                std::to_string(quarter_turns));
  }
  return RotationSymmetricSearch(n, quarter_turns).count(0);
}

std::uint64_t symmetry_classes(int n, std::uint64_t total, std::uint64_t half_turn,
                               std::uint64_t quarter_turn) {
  if (n == 1) return 1;  // the one board is also its own mirror image
  const std::uint64_t sum = total + half_turn + 2 * quarter_turn;
  if (sum % 8 != 0) {
    throw std::logic_error("Burnside's sum " + std::to_string(sum) + " for n = " +
                           std::to_string(n) + " is not a multiple of 8: a count is wrong");
  }
  return sum / 8;
}

}  // namespace nqga
