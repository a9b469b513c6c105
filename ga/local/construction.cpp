#include "construction.hpp"

#include <stdexcept>

namespace nqga {

void construct_solution(BoardSpan board) {
  const auto n = static_cast<std::int64_t>(board.size());
  if (n == 2 || n == 3) throw std::invalid_argument("no solution exists for n = 2 or 3");
  // Columns are written 1-based as in the published rule, stored 0-based.
  std::size_t row = 0;
  auto put = [&](std::int64_t column) { board[row++] = static_cast<Column>(column - 1); };
  const std::int64_t rest = n % 6;
  if (rest == 3) {  // evens from 4, then 2; odds from 5, then 1, 3
    for (std::int64_t c = 4; c <= n; c += 2) put(c);
    put(2);
    for (std::int64_t c = 5; c <= n; c += 2) put(c);
    put(1);
    put(3);
  } else if (rest == 2) {  // evens; then 3, 1, the odds from 7, and 5 last
    for (std::int64_t c = 2; c <= n; c += 2) put(c);
    put(3);
    put(1);
    for (std::int64_t c = 7; c <= n; c += 2) put(c);
    put(5);
  } else {  // evens, then odds
    for (std::int64_t c = 2; c <= n; c += 2) put(c);
    for (std::int64_t c = 1; c <= n; c += 2) put(c);
  }
}

}  // namespace nqga
