"""count, first, solve, check and conflicts against references nobody here wrote: the published
counts (OEIS A000170 and A002562, carried here for n <= 11), the first 8-queens solution of the
textbook search (1 5 8 6 3 7 2 4), and the O(n^2) pair loop."""

from itertools import combinations

import numpy as np
import pytest

import nqga

# n: (all solutions, solutions up to the board's symmetries), OEIS A000170 and A002562.
PUBLISHED = {1: (1, 1), 2: (0, 0), 3: (0, 0), 4: (2, 1), 5: (10, 2), 6: (4, 1), 7: (40, 6),
             8: (92, 12), 9: (352, 46), 10: (724, 92), 11: (2680, 341)}


def pair_conflicts(board):
    return sum(abs(board[i] - board[j]) == j - i for i, j in combinations(range(len(board)), 2))


def test_count_matches_published_counts():
    for n, published in PUBLISHED.items():
        total, unique, seconds = nqga.count(n)
        assert (total, unique) == published and seconds >= 0


def test_first_is_the_lexicographic_first():
    assert list(nqga.first(8) + 1) == [1, 5, 8, 6, 3, 7, 2, 4]
    assert len(nqga.first(3)) == 0


def test_solve_gives_valid_boards():
    for n, method in [(1, "auto"), (60, "auto"), (30, "memetic")]:
        board = nqga.solve(n, method=method, seed=3)
        assert board.dtype == np.int32 and sorted(board) == list(range(n))
        assert pair_conflicts(board) == 0 and nqga.check(board)
    with pytest.raises(ValueError, match="no solution"):
        nqga.solve(3)


def test_check_and_conflicts_name_problems():
    board = [0, 1, 2, 3]  # every queen on one diagonal: 6 pairs
    assert nqga.conflicts(board) == pair_conflicts(board) == 6
    check = nqga.check(board)
    assert not check and check.rows == (0, 1) and "diagonal" in check.message
    assert not nqga.check([0, 0, 1, 2]) and "column" in nqga.check([0, 0, 1, 2]).message
    rng = np.random.default_rng(5)
    for _ in range(20):
        board = rng.permutation(9)
        assert nqga.conflicts(board) == pair_conflicts(board)
