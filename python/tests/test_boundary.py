"""What crosses into nqga from Python (issue items 6 and 11): boards strictly as integers in
range (no wrapping, no truncation, 0-based messages), arrays lent to Python operators that stay
safe when kept, and calls as Python writes them (keywords, numpy scalars, relative paths)."""

import os
import re

import numpy as np
import pytest

import nqga
from conftest import QUICKSTART

TINY = {"n": 8, "seeds": 2, "stop": {"max_generations": 50}}


@pytest.mark.parametrize("board, row, column", [
    ([2**32 + 1, 3, 0, 2], 0, 2**32 + 1),  # 1 once wrapped to 32 bits
    ([-4294967295, 3, 0, 2], 0, -4294967295),
    ([1, 3, 0, 2**64 + 2], 3, 2**64 + 2),  # beyond int64: an object array
    (np.array([1, 3, 0, 4], dtype=np.uint64), 3, 4),
])
def test_columns_out_of_range_are_named_never_wrapped(board, row, column):
    check = nqga.check(board)
    assert not check and check.rows == (row,)
    assert check.message == f"row {row} has column {column}, outside 0..3"
    with pytest.raises(ValueError, match=f"not a permutation board: row {row} has column"):
        nqga.conflicts(board)


def test_only_integer_boards_of_at_least_one_row():
    for board in ([1.9, 3.2, 0.1, 2.5], np.array([1.0, 3.0, 0.0, 2.0]), [True, False],
                  ["1", "3", "0", "2"], [True, 3, 0, 2], (1, 3, 0, np.bool_(True))):
        with pytest.raises(TypeError, match="a board holds integer columns"):
            nqga.check(board)
    with pytest.raises(ValueError, match="an empty board"):
        nqga.check([])
    with pytest.raises(ValueError, match="one-dimensional"):
        nqga.conflicts([[0, 1], [1, 0]])
    with pytest.raises(ValueError, match="outside 0..0"):
        nqga.conflicts([2**40])


def test_messages_are_0_based_like_the_board():
    assert nqga.check([0, 1, 2, 3]).message == (
        "queens at row 0 column 0 and row 1 column 1 share a diagonal")
    assert nqga.check([1, 3, 3, 0]).message == "rows 1 and 2 both use column 3"
    assert nqga.check(np.array([1, 3, 0, 2], dtype=np.int16))  # any integer type


def test_an_int32_board_is_read_in_place():
    board = np.array([1, 3, 0, 2], dtype=np.int32)
    assert nqga._columns(board)[0] is board  # no copy made
    assert nqga.check(board) and nqga.conflicts(board) == 0


def test_an_operator_that_keeps_its_board_fails_its_job_and_keeps_a_copy(tmp_path):
    kept = []

    def keeping_swap(board, rng):
        i, j = rng.integers(0, len(board)), rng.integers(0, len(board))
        board[i], board[j] = board[j], board[i]
        kept.append(board[2:])  # a slice: the whole array stays referenced

    nqga.register_mutation("keeping-swap", keeping_swap)
    with pytest.raises(nqga.JobsFailed) as failed:
        nqga.run({**TINY, "n": 12, "seeds": 1,  # unsolved at its start: it mutates
                  "ga": {"mutation": {"method": "keeping-swap", "rate": 1.0}}},
                 out=tmp_path / "keep", plot=False)
    failure = failed.value.failures[0]
    assert "mutation 'keeping-swap' kept an array it was lent beyond its call" in failure
    assert "board.copy()" in failure
    # What it kept is Python's own memory, the board as the call left it: still readable.
    assert len(kept) == 1 and kept[0].shape == (10,) and set(kept[0]) <= set(range(12))


def test_keyword_overrides_numpy_scalars_and_jobs(tmp_path):
    exp = nqga.run(QUICKSTART, n=[8, 10], seeds=np.int64(2), out=tmp_path / "kw", plot=False,
                   **{"stop.max_generations": np.int32(50), "ga.mutation.rate": np.float64(0.5)})
    assert sorted(exp.runs["n"].unique()) == [8, 10] and len(exp.runs) == 8
    assert "  max_generations: 50\n" in (exp.dir / "config.yaml").read_text()
    with pytest.raises(ValueError, match="jobs is a number of threads from 1 to 2147483647"):
        nqga.run(QUICKSTART, out=tmp_path / "minus", jobs=-1)
    assert not (tmp_path / "minus").exists()


def test_a_dict_config_gets_a_directory_of_its_own_and_paths_stay_absolute(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    first = nqga.run(TINY, plot=False)
    second = nqga.run({**TINY, "seeds": 3}, plot=False)
    assert first.dir.is_absolute() and first.dir.parent == tmp_path / "results" / "python"
    assert second.dir != first.dir and len(second.runs) == 3
    assert nqga.run(TINY, plot=False).report["resumed"] == 2  # the same config resumes
    # The quick start without `out`: output.dir/experiment, results/quickstart from here.
    relative = nqga.run(QUICKSTART, "n=8", "seeds=2", "stop.max_generations=50", plot=False)
    opened = nqga.open("results/quickstart")
    os.chdir(tmp_path / "results")
    for exp in (relative, opened):
        assert exp.dir == tmp_path / "results" / "quickstart"
        assert len(exp.summarize().runs) == 4  # the native side kept the absolute path too


def test_run_ga_takes_whole_numbers_only():
    with pytest.raises(TypeError, match="n is a whole number of queens, got '64'") as error:
        nqga.run_ga("64")
    assert ".yaml" not in str(error.value)
    assert nqga.run_ga(np.int64(8), {"stop.max_generations": 5})["generations"] <= 5


def test_a_key_given_twice_is_an_error_as_in_a_config_file(tmp_path):
    """Issue 50: the last of two values won silently (positional against keyword, dotted against
    nested); a dict's key stays overridable, as a file's is on the command line."""
    with pytest.raises(nqga.ConfigError, match=r"override 'n=10': n: given twice among the "
                       r"overrides \(first as override 'n=8'\); keep one"):
        nqga.run(QUICKSTART, "n=8", n=10, out=tmp_path / "twice")
    with pytest.raises(nqga.ConfigError, match=r"config: ga.population: given twice \(dotted "
                       r"and nested\); keep one"):
        nqga.run({"ga.population": 50, "ga": {"population": 60}}, out=tmp_path / "dotted")
    with pytest.raises(nqga.ConfigError, match="stop.max_generations: given twice"):
        nqga.run_ga(8, {"stop": {"max_generations": 5}, "stop.max_generations": 6})
    with pytest.raises(TypeError, match="an override is a 'key=value' text"):
        nqga.run(QUICKSTART, 8, out=tmp_path / "number")
    assert not any(tmp_path.iterdir())
    exp = nqga.run({**TINY, "seeds": 1}, n=6, out=tmp_path / "over", plot=False)
    assert list(exp.runs["n"]) == [6]  # the keyword over the dict's n, as over a file's


def test_solve_and_first_keep_the_command_lines_memory_guard(monkeypatch):
    """Issue 50: nqga.solve and nqga.first ignored NQGA_MAX_MEMORY (and a malformed one), and
    raised a bare MemoryError: std::bad_alloc under ulimit -v."""
    monkeypatch.setenv("NQGA_MAX_MEMORY", "1G")
    with pytest.raises(nqga.OutOfMemory, match=r"^solve\(n=1000000000\): n = 1000000000 needs "
                       r"about 5.12 GiB with min-conflicts, but only 1.00 GiB of memory is "
                       r"available \(NQGA_MAX_MEMORY\)$") as refused:
        nqga.solve(10**9)
    assert isinstance(refused.value, MemoryError)
    with pytest.raises(nqga.OutOfMemory, match=r"^first\(n=1000000000\): n = 1000000000 needs "
                       r"about 12.11 GiB \(13 bytes a queen"):
        nqga.first(10**9)
    monkeypatch.setenv("NQGA_MAX_MEMORY", "12x")
    with pytest.raises(nqga.ConfigError, match="NQGA_MAX_MEMORY='12x' is refused: 'x' is not a "
                       "unit"):
        nqga.solve(1000)


def test_time_limits_thread_counts_and_seeds_are_checked_by_name():
    """A search without a time limit ran on (solve(100, 'backtracking-first') past 90 s);
    jobs=True was 1 thread, count(threads=-1) ran; pybind's cast errors reached the user."""
    with pytest.raises(TimeoutError, match=r"solve\(100\): backtracking-first found no board "
                       r"within time_limit=0.05 s"):
        nqga.solve(100, "backtracking-first", time_limit=0.05)
    with pytest.raises(TimeoutError, match=r"first\(40\): undecided after time_limit=0.01 s"):
        nqga.first(40, time_limit=0.01)
    assert list(nqga.first(8, time_limit=60)) == [0, 4, 7, 5, 2, 6, 1, 3]
    for call, error, text in [
            (lambda: nqga.first(40, time_limit=1e11), ValueError,
             "time_limit must be a number of seconds from 0 to 1000000000 (about 31 years"),
            (lambda: nqga.solve(8, time_limit="1"), TypeError,
             "time_limit is a number of seconds (None: no limit), got '1'"),
            (lambda: nqga.count(8, threads=-1), ValueError,
             "threads is a number of threads from 1 to 2147483647 (None: every hardware thread), "
             "got -1"),
            (lambda: nqga.count(8, threads=True), TypeError,
             "threads is a number of threads (None: every hardware thread), got True"),
            (lambda: nqga.run(QUICKSTART, jobs=True), TypeError,
             "jobs is a number of threads (None: every hardware thread), got True"),
            (lambda: nqga.run(TINY, shard=(0, 2)), TypeError,
             "shard is a text 'I/K' (shard I of K, e.g. '0/2'), got (0, 2)"),
            (lambda: nqga.run(TINY, order="random"), ValueError,
             "order must be seed (every point's first seed, then every point's second, ...) or "
             "point (a point's seeds together), got 'random'"),
            (lambda: nqga.run(TINY, order=1), TypeError, "order is 'seed' or 'point', got 1"),
            (lambda: nqga.solve(10**10), ValueError,
             "n is a whole number of queens from 0 to 2147483647, got 10000000000"),
            (lambda: nqga.solve(8, seed=-1), ValueError,
             "seed is a whole number from 0 to 18446744073709551615, got -1"),
            (lambda: nqga.solve(8, method=3), TypeError, "method is a solver's name")]:
        with pytest.raises(error) as raised:
            call()
        assert text in str(raised.value)


def test_what_python_code_returns_is_refused_in_nqgas_words(tmp_path):
    """A callback returning "no" and a problem kind returning None gave pybind's cast errors; a
    lent board resized to 0 made nqga copy back memory past its end."""
    with pytest.raises(ValueError, match="on_generation returned 'no': return False to stop the "
                       "run, True or None to go on"):
        nqga.run_ga(8, {"stop.max_generations": 5}, on_generation=lambda record: "no")
    assert nqga.run_ga(8, {"stop.max_generations": 5},
                       on_generation=lambda record: np.bool_(False))["generations"] == 0
    nqga.register_problem("returns-none", lambda n, rng: None)
    with pytest.raises(nqga.ConfigError, match=r"problem kind 'returns-none': returned None, not "
                       r"\(given, blocked\)"):
        nqga.run({"n": 8, "problem": {"kind": "returns-none"}}, out=tmp_path / "none")

    def shrink(board, rng):
        board.resize(0, refcheck=False)

    nqga.register_mutation("shrink", shrink)
    with pytest.raises(nqga.JobsFailed) as failed:
        nqga.run({**TINY, "n": 12, "seeds": 1,
                  "ga": {"mutation": {"method": "shrink", "rate": 1.0}}},
                 out=tmp_path / "shrink", plot=False)
    assert ("mutation 'shrink': resized or retyped an array it was lent (12 int32 columns, now 0 "
            "of 4 bytes); change its columns in place") in failed.value.failures[0]


def test_a_dict_configs_folder_names_are_checked_as_the_command_lines(tmp_path, monkeypatch):
    """A dict's experiment made its own directory without the command line's checks."""
    monkeypatch.chdir(tmp_path)
    for name, text in [("../x", "'../x' would leave output.dir"),
                       (".", "'.' names output.dir itself"),
                       ("a\nb", "'a\\x0ab' holds a control character")]:
        with pytest.raises(nqga.ConfigError, match=re.escape(text)):
            nqga.run({**TINY, "experiment": name}, plot=False)
    assert not any(tmp_path.iterdir())
