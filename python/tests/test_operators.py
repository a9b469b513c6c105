"""Operators written in Python: validated parameters in sweeps, the job's generator, the same
runs on any number of threads, and a Python swap that draws as the built-in does giving the
built-in's runs exactly."""

import subprocess
import sys

import numpy as np
import pytest

import nqga
from conftest import QUICKSTART, without_seconds

SWEEP = ("n=[8,10]", "seeds=3", "stop.max_generations=200", "ga.mutation.method=shift",
         "ga.mutation.length=[2,5]")


def shift(board, rng, length):
    """Rotates the columns of `length` consecutive rows by one (a permutation stays one)."""
    start = rng.integers(0, len(board) - length + 1)
    board[start:start + length] = np.roll(board[start:start + length], 1)


def python_swap(board, rng):
    """The built-in swap's draws: a row, then another row."""
    i = rng.integers(0, len(board))
    j = rng.integers(0, len(board) - 1)
    j += j >= i
    board[i], board[j] = board[j], board[i]


@pytest.fixture(scope="module", autouse=True)
def registered():
    nqga.register_mutation("shift", shift, params={"length": (int, 4, 2, 1000, "rows rotated")},
                           description="rotates a run of rows by one")
    nqga.register_mutation("python-swap", python_swap)


def test_python_mutation_in_a_sweep(tmp_path):
    exp = nqga.run(QUICKSTART, *SWEEP, out=tmp_path / "shift", jobs=2, plot=False)
    assert exp.report["exit_code"] == 0 and not exp.report["failures"]
    assert sorted(exp.runs["ga.mutation.length"].unique()) == [2, 5]
    assert exp.runs["validated"].all() and len(exp.summary) == 8  # x 2 selections
    assert "rotates a run of rows by one" in nqga.keys() and "ga.mutation.length" in nqga.keys()


def test_same_runs_on_any_jobs(tmp_path):
    one = nqga.run(QUICKSTART, *SWEEP, out=tmp_path / "one", jobs=1, plot=False)
    two = nqga.run(QUICKSTART, *SWEEP, out=tmp_path / "two", jobs=2, plot=False)
    assert without_seconds(one.dir / "runs.csv") == without_seconds(two.dir / "runs.csv")


def test_python_swap_equals_builtin_swap(tmp_path):
    small = ("n=[8,12]", "seeds=2", "stop.max_generations=100")
    builtin = nqga.run(QUICKSTART, *small, out=tmp_path / "c", plot=False)
    python = nqga.run(QUICKSTART, *small, "ga.mutation.method=python-swap", out=tmp_path / "p",
                      plot=False)
    columns = ["solved", "generations", "evaluations", "best_conflicts"]
    pd_builtin, pd_python = builtin.runs[columns], python.runs[columns]
    assert pd_builtin.equals(pd_python)


def test_bad_parameter_is_located(tmp_path):
    with pytest.raises(nqga.ConfigError) as error:
        nqga.run(QUICKSTART, "ga.mutation.method=shift", "ga.mutation.length=-3",
                 out=tmp_path / "bad")
    message = str(error.value)
    assert "ga.mutation.length" in message and "-3" in message
    assert "override 'ga.mutation.length=-3'" in message
    config = tmp_path / "bad.yaml"
    config.write_text("n: 8\nga:\n  mutation:\n    method: shift\n    length: -3\n")
    with pytest.raises(nqga.ConfigError, match=f"{config}:5:13: ga.mutation.length"):
        nqga.run(config, out=tmp_path / "bad2")


def test_declarations_are_checked():
    with pytest.raises(TypeError):
        nqga.register_mutation("bad", shift, params={"length": (str, "a", 0, 1)})
    with pytest.raises(ValueError, match="length"):  # one key, two declarations
        nqga.register_mutation("other", shift, params={"length": (int, 3, 1, 10)})


def test_operator_errors_fail_their_jobs(tmp_path):
    def breaks(board, rng):
        board[0] = board[1]

    def raises(board, rng):
        raise RuntimeError("no idea")

    nqga.register_mutation("breaks", breaks)
    nqga.register_mutation("raises", raises)
    for name, words in [("breaks", "no permutation"), ("raises", "no idea")]:
        with pytest.warns(RuntimeWarning, match=words):
            exp = nqga.run(QUICKSTART, "n=8", "seeds=1", f"ga.mutation.method={name}",
                           out=tmp_path / name, plot=False, on_failure="warn")
        assert exp.report["exit_code"] == 1
        assert words in exp.report["failures"][0]


def test_what_an_operator_returns_is_checked_at_its_boundary():
    """A mutation returning a new board changed nothing for a whole sweep, "oops" passed, a
    selection's [1.7] * count was read as [1] * count and texts gave "must return 98 indices"."""
    nqga.register_mutation("rolls", lambda board, rng: np.roll(board, 1))
    nqga.register_mutation("oops", lambda board, rng: "oops")
    nqga.register_crossover("returns-children",
                            lambda a, b, child_a, child_b, rng: (a.copy(), b.copy()))
    nqga.register_selection("floats", lambda weights, count, rng: [1.7] * count)
    nqga.register_selection("texts", lambda weights, count, rng: ["1"] * count)
    nqga.register_selection("bools", lambda weights, count, rng: [True] * count)
    nqga.register_selection("too-few", lambda weights, count, rng: [0] * (count - 1))
    nqga.register_selection("numpy-ints", lambda weights, count, rng: np.zeros(count, np.uint8))
    lent = "change the lent board in place (board[:] = ...) and return None"
    for family, name, error, text in [
            ("mutation", "rolls", TypeError, f"mutation 'rolls' returned array(["),
            ("mutation", "rolls", TypeError, f"(numpy.ndarray): {lent}"),
            ("mutation", "oops", TypeError, f"mutation 'oops' returned 'oops' (str): {lent}"),
            ("crossover", "returns-children", TypeError,
             f"crossover 'returns-children' returned (array(["),
            ("selection", "floats", TypeError,
             "selection 'floats' returned [1.7, 1.7, 1.7, 1.7, 1.7, 1.7, 1.7, 1.7, 1.7, 1.7, 1.7, "
             "1... (float64): indices must be integers"),
            ("selection", "texts", TypeError, "(<U1): indices must be integers"),
            ("selection", "bools", TypeError, "(bool): indices must be integers"),
            ("selection", "too-few", ValueError,
             "selection 'too-few' must return 18 indices into the weights, got [0, 0,")]:
        with pytest.raises(error) as raised:
            nqga.run_ga(8, {f"ga.{family}.method": name, "ga.population": 20,
                            "ga.mutation.rate": 1, "stop.max_generations": 3})
        assert text in str(raised.value)
    assert nqga.run_ga(8, {"ga.selection.method": "numpy-ints", "ga.population": 20,
                           "stop.max_generations": 3})["generations"] == 3


def test_failed_jobs_raise_with_the_count_and_the_first_traceback(tmp_path):
    def raises_on_16(board, rng):
        if len(board) == 16:
            raise RuntimeError("no idea at 16")

    nqga.register_mutation("raises-on-16", raises_on_16)
    run = (QUICKSTART, "n=[8,16]", "seeds=2", "ga.mutation.method=raises-on-16")
    with pytest.raises(nqga.JobsFailed) as failed:
        nqga.run(*run, out=tmp_path / "raise", plot=False)
    message = str(failed.value)
    assert message.startswith("4 job(s) of 8 failed") and "no idea at 16" in message
    assert "raises_on_16" in message and "test_operators.py" in message  # the traceback
    assert len(failed.value.failures) == 4 and len(failed.value.experiment.runs) == 4
    with pytest.warns(RuntimeWarning, match="4 job.s. of 8 failed"):
        exp = nqga.run(*run, out=tmp_path / "warn", plot=False, on_failure="warn")
    assert len(exp.runs) == 4 and exp.runs["n"].eq(8).all()
    with pytest.raises(ValueError, match="on_failure"):
        nqga.run(*run, out=tmp_path / "bad", on_failure="ignore")


def test_crossover_and_selection_in_python(tmp_path):
    def cut_and_fill(a, b, child_a, child_b, rng):
        cut = rng.integers(1, len(a))
        for parent, other, child in ((a, b, child_a), (b, a, child_b)):
            head = parent[:cut]
            child[:] = np.concatenate([head, other[~np.isin(other, head)]])

    def best_half(weights, count, rng):
        order = np.argsort(-weights, kind="stable")[: max(1, len(weights) // 2)]
        return [order[rng.integers(0, len(order))] for _ in range(count)]

    nqga.register_crossover("cut-and-fill", cut_and_fill)
    nqga.register_selection("best-half", best_half)
    exp = nqga.run(QUICKSTART, "n=8", "seeds=2", "ga.crossover.method=cut-and-fill",
                   "ga.selection.method=best-half", out=tmp_path / "cx", plot=False)
    assert exp.report["exit_code"] == 0 and exp.runs["validated"].all()


def test_rng_draws_and_loans():
    rng = nqga.Rng(7)
    draws = [rng.integers(3, 6) for _ in range(200)]
    assert set(draws) == {3, 4, 5}
    assert all(0 <= rng.random() < 1 for _ in range(100))
    values = np.arange(10)
    rng.shuffle(values)
    assert sorted(values) == list(range(10))
    with pytest.raises(ValueError):
        rng.integers(5, 5)
    kept = []
    nqga.register_mutation("keeps", lambda board, rng: kept.append(rng))
    nqga.run_ga(30, {"ga.mutation.method": "keeps", "ga.mutation.rate": 1,
                     "stop.max_generations": 1})
    with pytest.raises(RuntimeError, match="lent"):
        kept[0].random()


def test_interpreter_exits_cleanly_after_an_operator_overran_its_limit(tmp_path):
    # Every generation takes 5 s of Python calls: each job is cut at its limit (0.01 s + 1.001 s)
    # while its thread goes on calling `slow`, up to the interpreter's exit.
    script = f"""
import time, nqga
def slow(board, rng):
    time.sleep(0.05)
nqga.register_mutation("slow", slow)
exp = nqga.run({str(QUICKSTART)!r}, "n=64", "seeds=2", "ga.selection.method=tournament",
               "ga.mutation.method=slow", "ga.mutation.rate=1", "stop.time_limit_s=0.01",
               out={str(tmp_path / "slow")!r}, jobs=2, plot=False)
print(list(exp.runs["stop_reason"]))
"""
    done = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True,
                          timeout=60)
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip() == "['time_limit', 'time_limit']"
    assert "did not return within its time limit" in done.stderr and "FATAL" not in done.stderr
