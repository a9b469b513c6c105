#include "enumerate.hpp"

#include <algorithm>
#include <stdexcept>
#include <string>

#include "solution_count.hpp"

namespace nqga {

namespace {

using Row32 = std::uint32_t;

class Enumerator {
 public:
  Enumerator(int n, const std::function<void(BoardView)>& visitor)
      : n_(n), mask_(n == 32 ? ~Row32{0} : (Row32{1} << n) - 1), board_(n), visitor_(visitor) {}

  std::uint64_t run() {
    place(0, 0, 0, 0);
    return found_;
  }

 private:
  void place(int row, Row32 left, Row32 down, Row32 right) {
    if (row == n_) {
      ++found_;
      visitor_(board_);
      return;
    }
    // Lowest bit first is column 0 first: the lexicographic order.
    for (Row32 free = mask_ & ~(left | down | right); free; free &= free - 1) {
      const Row32 bit = free & (0 - free);
      board_[row] = __builtin_ctz(bit);
      place(row + 1, (left | bit) << 1, down | bit, (right | bit) >> 1);
    }
  }

  int n_;
  Row32 mask_;
  Board board_;
  const std::function<void(BoardView)>& visitor_;
  std::uint64_t found_ = 0;
};

}  // namespace

std::uint64_t enumerate_solutions(int n, const std::function<void(BoardView)>& visitor) {
  if (n < 1 || n > kMaxCountN) {
    throw std::invalid_argument("n must be in [1, " + std::to_string(kMaxCountN) +
                                "] for enumeration, got " + std::to_string(n));
  }
  return Enumerator(n, visitor).run();
}

std::vector<Board> symmetric_images(BoardView board) {
  const int n = static_cast<int>(board.size()), m = n - 1;
  std::vector<Board> images(8, Board(board.size()));
  for (int r = 0; r < n; ++r) {
    const int c = board[r];
    images[0][r] = c;          // identity
    images[1][r] = m - c;      // mirror left-right
    images[2][m - r] = c;      // mirror top-bottom
    images[3][m - r] = m - c;  // rotation by 180 degrees
    images[4][c] = r;          // transpose (main diagonal)
    images[5][c] = m - r;      // rotation by 90 degrees
    images[6][m - c] = r;      // rotation by 270 degrees
    images[7][m - c] = m - r;  // anti-transpose
  }
  return images;
}

Board canonical(BoardView board) {
  std::vector<Board> images = symmetric_images(board);
  return *std::min_element(images.begin(), images.end());
}

}  // namespace nqga
