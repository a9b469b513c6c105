"""Python operators and the names they take (issue items 5 and 9): a built-in's name is refused;
a run directory records its Python operators (python_operators.json), so that the stock command
line summarises and reports it and nqga.open reads it in a fresh interpreter; only resuming needs
the operator, and the message says which and how to register it."""

import hashlib
import inspect
import json
import os
import subprocess
import sys

import pytest

import nqga
from conftest import QUICKSTART


def reversal(board, rng, width):
    """Reverses `width` consecutive rows (a permutation stays one)."""
    start = rng.integers(0, len(board) - width + 1)
    board[start:start + width] = board[start:start + width][::-1].copy()


@pytest.fixture(scope="module")
def recorded(tmp_path_factory):
    nqga.register_mutation("reversal", reversal, params={"width": (int, 3, 2, 100, "rows")})
    return nqga.run(QUICKSTART, "n=8", "seeds=2", "stop.max_generations=50",
                    "ga.mutation.method=reversal", "ga.mutation.width=[2,4]",
                    out=tmp_path_factory.mktemp("r") / "reversal", plot=False)


def test_built_in_names_are_refused():
    with pytest.raises(ValueError, match="mutation 'swap' is built in"):
        nqga.register_mutation("swap", reversal)
    with pytest.raises(ValueError, match="selection 'tournament' is built in"):
        nqga.register_selection("tournament", lambda weights, count, rng: [0] * count)
    assert "swap" in nqga.keys()  # still nqga's own


def test_the_run_directory_records_each_python_operator(recorded):
    entry, = json.loads((recorded.dir / "python_operators.json").read_text())["operators"]
    assert (entry["family"], entry["name"]) == ("mutation", "reversal")
    assert (entry["module"], entry["qualname"]) == ("test_recorded_operators", "reversal")
    source = inspect.getsource(reversal).encode()
    assert entry["source_sha256"] == hashlib.sha256(source).hexdigest()
    assert entry["params"] == [{"name": "width", "type": "int", "default": 3, "min": 2,
                                "max": 100, "help": "rows"}]


def test_the_stock_command_line_reads_it_and_refuses_only_to_resume(recorded, nqga_exe,
                                                                     tmp_path):
    dir = str(recorded.dir)
    summarize = subprocess.run([str(nqga_exe), "summarize", dir], capture_output=True, text=True)
    assert summarize.returncode == 0, summarize.stderr
    report = subprocess.run([str(nqga_exe), "report", dir, "--out", str(tmp_path / "r.html")],
                            capture_output=True, text=True)
    assert report.returncode == 0, report.stderr
    os.remove(recorded.dir / "jobs" / "3.json")
    # --resume-anyway: the module and the executable may be builds of different commits.
    resume = subprocess.run([str(nqga_exe), "run", dir + "/config.yaml", "--out", dir,
                             "--no-plot", "--resume-anyway"], capture_output=True, text=True)
    assert resume.returncode == 1
    assert ("mutation 'reversal' is written in Python (test_recorded_operators:reversal"
            in resume.stderr)
    assert 'nqga.register_mutation("reversal", reversal)' in resume.stderr


def test_a_fresh_interpreter_opens_it_without_the_operator(recorded):
    script = ("import sys, nqga; e = nqga.open(sys.argv[1]); e.summarize(); "
              "print(len(e.runs), list(e.runs['ga.mutation.width'].unique()))")
    opened = subprocess.run([sys.executable, "-c", script, str(recorded.dir)],
                            capture_output=True, text=True)
    assert opened.returncode == 0, opened.stderr
    assert opened.stdout.split(maxsplit=1)[1].strip() == "[2, 4]"


def one_given(n, rng, row):
    """The queen of `row` given at a drawn column; the rest free, nothing blocked."""
    given = [-1] * n
    given[row % n] = rng.integers(0, n)
    return given, []


def test_a_problem_kind_from_python_runs_is_recorded_and_named(tmp_path, nqga_exe):
    with pytest.raises(ValueError, match="problem 'completion' is built in"):
        nqga.register_problem("completion", one_given)
    nqga.register_problem("one-given", one_given, params={"row": (int, 0, 0, 1000, "its row")})
    exp = nqga.run({"n": 8, "seeds": 2, "problem": {"kind": "one-given", "row": 3,
                                                     "seed": [1, 2]}},
                   out=tmp_path / "given", plot=False)
    assert exp.report["exit_code"] == 0 and len(exp.runs) == 4
    boards = [json.loads(p.read_text())["board"] for p in (exp.dir / "jobs").glob("*.json")]
    assert len({tuple(board) for board in boards}) >= 1 and exp.runs["validated"].all()
    entry, = json.loads((exp.dir / "python_operators.json").read_text())["operators"]
    assert (entry["family"], entry["name"], entry["drawn"]) == ("problem", "one-given", True)
    # Loading its config draws each instance: the stock command line needs the kind, and says so.
    summarize = subprocess.run([str(nqga_exe), "summarize", str(exp.dir)], capture_output=True,
                               text=True)
    assert summarize.returncode == 2
    assert "problem 'one-given' is written in Python (test_recorded_operators:one_given" in (
        summarize.stderr)
    assert 'nqga.register_problem("one-given", one_given)' in summarize.stderr
    with pytest.raises(nqga.ConfigError, match="problem.row"):
        nqga.run({"n": 8, "problem": {"kind": "one-given", "row": -1}}, out=tmp_path / "bad")
    nqga.register_problem("off-board", lambda n, rng: ([n] + [-1] * (n - 1), []))
    with pytest.raises(nqga.ConfigError, match=r"problem.kind: off-board at n = 8: problem kind "
                       r"'off-board': row 0 has given column 8, outside 0..7 \(-1: free\)"):
        nqga.run({"n": 8, "seeds": 1, "problem": {"kind": "off-board"}}, out=tmp_path / "off")


def shift_left(board, rng):
    """Rotates the whole board by one row."""
    board[:] = list(board[1:]) + [board[0]]


def shift_right(board, rng):
    """Rotates the whole board by one row, the other way."""
    board[:] = [board[-1]] + list(board[:-1])


def test_a_resume_with_another_function_under_the_name_is_refused(tmp_path):
    """Issue 50, defect 10: shard 1/2 ran with another `myop` and rewrote the recorded hash."""
    config = {"n": 8, "seeds": 4, "stop": {"max_generations": 20},
              "ga": {"mutation": {"method": "myop"}}}
    nqga.register_mutation("myop", shift_left)
    out = tmp_path / "myop"
    nqga.run(config, out=out, shard="0/2", plot=False)
    left = "sha256:" + hashlib.sha256(inspect.getsource(shift_left).encode()).hexdigest()
    assert json.loads((out / "jobs" / "0.json").read_text())["operators"] == {
        "mutation myop": left}
    recorded = (out / "python_operators.json").read_text()
    nqga.register_mutation("myop", shift_right)  # as a new session would
    with pytest.raises(nqga.RunDirectoryRefused) as refused:
        nqga.run(config, out=out, shard="1/2", plot=False)
    assert (f"jobs/0.json ran mutation myop of source {left}, but the mutation myop registered "
            f"now is sha256:") in str(refused.value)
    assert "register the function the record ran again (python_operators.json" in str(
        refused.value)
    assert not (out / "jobs" / "1.json").exists()
    assert (out / "python_operators.json").read_text() == recorded
    nqga.register_mutation("myop", shift_left)
    assert nqga.run(config, out=out, shard="1/2", plot=False).report["exit_code"] == 0
