"""nqga in Python: N-Queens genetic-algorithm experiments at C++ speed.

    import nqga
    exp = nqga.run("configs/quickstart.yaml", "seeds=5", out="results/qs")
    exp.summary          # pandas DataFrame, summary.csv
    exp.compare()        # rank tests between the points

Runs are those of `nqga run` (same run directory, same results but the seconds). Operators
written in Python (register_mutation, register_crossover, register_selection) are validated,
swept and compared as the built-ins are. docs/python.md is the guide.
"""

import atexit
import json
import os
import shlex
import tempfile
from collections import namedtuple
from pathlib import Path

import numpy as np

from . import _nqga
from ._nqga import AnalysisError, ConfigError, Rng, RunDirectoryRefused
from .experiment import Experiment
from .outcomes import Interrupted, JobsFailed, check_on_failure, check_run, interrupted_search

# The gnuplot scripts the figures need ship inside the package.
if (Path(__file__).parent / "plots" / "style.gp").exists():
    os.environ.setdefault("NQGA_PLOTS_DIR", str(Path(__file__).parent / "plots"))

__all__ = [
    "AnalysisError", "ConfigError", "Experiment", "Interrupted", "JobsFailed", "Rng",
    "RunDirectoryRefused", "check",
    "conflicts", "count", "first", "first_with_nodes", "keys", "open", "register_crossover",
    "register_mutation", "register_selection", "run", "run_ga", "solve",
]

Count = namedtuple("Count", "total unique seconds")
First = namedtuple("First", "board visited_nodes seconds")


class Check:
    """What nqga.check found: true when the board is valid, else `message` names the first
    problem (rows and columns 1-based, as `nqga check` prints) and `rows` the rows involved."""

    def __init__(self, valid, message, row_a, row_b):
        self.valid = valid
        self.message = message
        self.rows = tuple(r for r in (row_a, row_b) if r >= 0)

    def __bool__(self):
        return self.valid

    def __repr__(self):
        return "Check(valid)" if self.valid else f"Check({self.message!r})"


# --- configs -------------------------------------------------------------------------------

def _overrides(config, prefix=""):
    """A config dict as `key=value` overrides (nested dicts as dotted keys; values as JSON,
    which YAML reads), so that a bad value is located at its key as on the command line."""
    for key, value in config.items():
        path = f"{prefix}{key}"
        if isinstance(value, dict):
            yield from _overrides(value, path + ".")
        else:
            yield f"{path}={json.dumps(value)}"


class _Config:
    """A config as the C++ loader takes it: a file plus overrides. A dict becomes overrides over
    an empty file named after its `experiment` (default "python"), in a folder of its own."""

    def __init__(self, config, overrides):
        self._folder = None
        if isinstance(config, dict):
            self._folder = tempfile.TemporaryDirectory(prefix="nqga-")
            name = str(config.get("experiment", "python"))
            self.file = os.path.join(self._folder.name, name + ".yaml")
            Path(self.file).write_text("{}\n")  # an empty mapping: the keys come as overrides
            self.overrides = list(_overrides(config)) + list(overrides)
        else:
            self.file = os.fspath(config)
            self.overrides = list(overrides)

    def close(self):
        if self._folder:
            self._folder.cleanup()


# --- experiments ---------------------------------------------------------------------------

def run(config, *overrides, out=None, jobs=None, shard=None, plot=True, fresh=False,
        progress=False, on_failure="raise"):
    """Runs an experiment as `nqga run CONFIG OVERRIDES... [--out OUT] [--jobs K] [--shard I/K]
    [--no-plot] [--fresh]` does, resuming what OUT holds, and returns its Experiment.

    `config` is a YAML file's path or a dict of the same keys ({"n": [8, 16], "ga": {...}});
    `overrides` are "key=value" texts. A config mistake raises ConfigError with the command
    line's message; a run directory that cannot be used raises RunDirectoryRefused. Jobs that
    fail (a Python operator's exception among them) raise JobsFailed with their count and the
    first failure's traceback once the others ran (on_failure="warn": a RuntimeWarning, and the
    Experiment is returned); `experiment.report["failures"]` lists them all. An interrupt
    (Ctrl-C, a kernel's Interrupt) stops taking jobs, the jobs in flight finish (a second one
    abandons them), and raises nqga.Interrupted with the partial Experiment as `.experiment`."""
    check_on_failure(on_failure)
    loaded = _Config(config, overrides)
    try:
        native = _nqga.NativeExperiment.load(loaded.file, loaded.overrides)
    finally:
        loaded.close()
    command = shlex.join(["python:", "nqga.run", str(config), *overrides])
    report = native.run(os.fspath(out) if out else "", jobs or 0, shard or "", plot, fresh,
                        progress, command)
    experiment = Experiment(native, report)
    check_run(experiment, on_failure)
    return experiment


def open(dir):  # noqa: A001 (nqga.open, as the issue names it)
    """The experiment a run directory holds (`nqga summarize DIR` reads the same tables)."""
    return Experiment(_nqga.NativeExperiment.open(os.fspath(dir)))


def run_ga(n, params=None, seed=1, on_generation=None):
    """One GA run on n queens. `params` holds config keys, nested or dotted ({"ga": {
    "population": 50}, "stop.max_generations": 200}), checked as a config's. `on_generation`,
    when given, is called with each generation's record (a dict: generation, evaluations, best,
    mean, std, worst, diversity, seconds) and stops the run by returning False. The stop.* keys
    stop it as they stop a config's runs (max_generations, max_evaluations, stagnation, and
    time_limit_s, 60 s unless given). Returns a dict: solved, stop_reason, board,
    best_conflicts, generations, evaluations, seconds, log. An interrupt stops the run at the
    end of its generation and raises nqga.Interrupted with that dict as `.result`."""
    loaded = _Config(dict(params or {}), ())
    try:
        result = _nqga.run_ga(n, loaded.file, loaded.overrides, seed, on_generation)
    finally:
        loaded.close()
    if result.pop("interrupted"):
        raise interrupted_search(
            f"run_ga stopped after generation {result['generations']}", result,
            "its result (best board, log) is the exception's .result")
    return result


def keys():
    """The config reference as Markdown, as `nqga keys` prints it: every key, the registered
    operators, models and solvers (those registered from Python included)."""
    return _nqga.keys()


# --- boards and the exact reference ---------------------------------------------------------

def count(n, threads=None):
    """All solutions of n queens (n <= 32), by the bitboard search: (total, unique, seconds).
    An interrupt stops the search within milliseconds and raises nqga.Interrupted (`.result`:
    None, as a count cut short counts nothing whole)."""
    total, unique, seconds, complete, interrupted = _nqga.count(n, threads or 0)
    if interrupted:
        result = Count(total, unique, seconds) if complete else None
        raise interrupted_search(
            f"count({n}) after {seconds:.3g} s", result,
            "the count had finished: .result holds it" if complete else
            f"nothing kept (the parts searched held {total} solutions; the rest were not counted)")
    return Count(total, unique, seconds)


def first(n, threads=None):
    """The first solution in lexicographic order by backtracking, as a numpy array of 0-based
    columns (empty for n = 2, 3). Its node count: nqga.first_with_nodes."""
    return first_with_nodes(n, threads).board


def first_with_nodes(n, threads=None):
    """nqga.first with the nodes visited and seconds: (board, visited_nodes, seconds). An
    interrupt stops the search within milliseconds and raises nqga.Interrupted (`.result`:
    None unless the search had ended)."""
    board, nodes, seconds, complete, interrupted = _nqga.first(n, threads or 0)
    if interrupted:
        result = First(board, nodes, seconds) if complete else None
        raise interrupted_search(
            f"first({n}) after {seconds:.3g} s and {nodes} nodes", result,
            "the search had ended: .result holds it" if complete else "nothing kept")
    return First(board, nodes, seconds)


def solve(n, method="auto", seed=1):
    """One valid board for n queens as a numpy array of 0-based columns; ValueError for n = 2, 3
    (none exists). auto is min-conflicts; any registered solver that finds boards works. An
    interrupt stops the search and raises nqga.Interrupted (`.result`: the board when one was
    found, else None)."""
    board, interrupted = _nqga.solve(n, method, seed)
    if interrupted:
        found = board if len(board) else None
        raise interrupted_search(f"solve({n})", found,
                                 "a board was found: .result" if len(board) else "no board found")
    return board


def check(board):
    """Checks a board (0-based columns): a Check, true when valid."""
    return Check(*_nqga.check(np.asarray(board)))


def conflicts(board):
    """The number of pairs of queens sharing a diagonal (0: solved). O(n)."""
    return _nqga.conflicts(np.asarray(board))


# --- operators in Python --------------------------------------------------------------------

_registered = []


def _register(family, native, name, fn, params, description):
    native(name, fn, dict(params or {}), description)
    _registered.append((family, name))
    return fn


def register_mutation(name, fn=None, params=None, description=""):
    """Registers `fn(board, rng, **params)`, which changes `board` (a numpy int32 view of the
    child) in place and keeps it a permutation. `params` maps each parameter to
    (type, default, min, max[, help]), type int or float; the config then takes
    ga.mutation.method: NAME and ga.mutation.PARAM, validated and located as a built-in's.
    Usable as a decorator: @nqga.register_mutation("shift", params={...})."""
    if fn is None:
        return lambda f: register_mutation(name, f, params, description)
    return _register("mutation", _nqga.register_mutation, name, fn, params, description)


def register_crossover(name, fn=None, params=None, description=""):
    """Registers `fn(a, b, child_a, child_b, rng, **params)`, which writes two permutation
    children into the int32 views child_a and child_b (a and b are read-only)."""
    if fn is None:
        return lambda f: register_crossover(name, f, params, description)
    return _register("crossover", _nqga.register_crossover, name, fn, params, description)


def register_selection(name, fn=None, params=None, description=""):
    """Registers `fn(weights, count, rng, **params)`, which returns `count` indices into
    `weights` (bigger is better; a read-only float64 view)."""
    if fn is None:
        return lambda f: register_selection(name, f, params, description)
    return _register("selection", _nqga.register_selection, name, fn, params, description)


@atexit.register
def _unregister_all():
    # The registries are C++ statics that outlive the interpreter: let go of the Python
    # functions while it still runs.
    while _registered:
        _nqga.unregister(*_registered.pop())
    # No thread nqga started (a job cut at its time limit runs on) enters Python after this.
    _nqga.close_python_entry()
