// The instance type: given queens, blocked squares, the free rows' map and the checker.
#include "problem/instance.hpp"

#include <gtest/gtest.h>

#include <stdexcept>
#include <vector>

namespace nqga {
namespace {

TEST(Instance, PlainHasNothingGivenOrBlocked) {
  const Instance plain(8);
  EXPECT_TRUE(plain.plain());
  EXPECT_EQ(FreeRows(plain).count(), 8);
}

TEST(Instance, RefusesClashingGivenQueensAndBlockedGivens) {
  Instance instance(5);
  instance.give(1, 3);
  EXPECT_THROW(instance.give(1, 0), std::invalid_argument);  // row taken
  EXPECT_THROW(instance.give(2, 3), std::invalid_argument);  // column taken
  EXPECT_THROW(instance.give(5, 0), std::invalid_argument);  // off the board
  const std::vector<std::int64_t> under_queen{1 * 5 + 3};
  EXPECT_THROW(instance.block(under_queen), std::invalid_argument);
  const std::vector<std::int64_t> squares{0, 24, 0};
  instance.block(squares);
  EXPECT_TRUE(instance.blocked(0, 0));
  EXPECT_TRUE(instance.blocked(4, 4));
  EXPECT_FALSE(instance.blocked(4, 3));
  EXPECT_EQ(instance.blocked_squares().size(), 2u);
  EXPECT_THROW(instance.give(0, 0), std::invalid_argument);  // blocked
}

TEST(Instance, FreeRowsPlaceAroundGivenQueens) {
  Instance instance(4);
  instance.give(0, 1);  // 4-queens solution 1 3 0 2 with row 0 given
  const FreeRows free(instance);
  EXPECT_EQ(free.rows, (std::vector<int>{1, 2, 3}));
  EXPECT_EQ(free.columns, (std::vector<Column>{0, 2, 3}));
  const Board free_board{2, 0, 1};  // columns 3, 0, 2
  Board board(4);
  free.place(instance, free_board, board);
  EXPECT_EQ(board, (Board{1, 3, 0, 2}));
  EXPECT_TRUE(check_on_instance(board, instance).valid());
}

TEST(Instance, CheckNamesMovedGivenQueenAndBlockedSquare) {
  Instance instance(4);
  instance.give(0, 2);
  const Board solution{1, 3, 0, 2};
  const auto moved = check_on_instance(solution, instance);
  EXPECT_EQ(moved.moved_given_row, 0);
  EXPECT_NE(moved.describe(solution, instance).find("row 1's given queen"), std::string::npos);

  Instance blocked(4);
  const std::vector<std::int64_t> square{3 * 4 + 2};
  blocked.block(square);
  const auto taken = check_on_instance(solution, blocked);
  EXPECT_EQ(taken.blocked_row, 3);
  EXPECT_NE(taken.describe(solution, blocked).find("(row 4, column 3)"), std::string::npos);

  const Board attacking{0, 1, 2, 3};
  EXPECT_FALSE(check_on_instance(attacking, Instance(4)).valid());
}

}  // namespace
}  // namespace nqga
