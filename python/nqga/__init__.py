"""nqga in Python: N-Queens genetic-algorithm experiments at C++ speed.

    import nqga
    exp = nqga.run("configs/quickstart.yaml", "seeds=5", out="results/qs")
    exp.summary          # pandas DataFrame, summary.csv
    exp.compare()        # rank tests between the points

Runs are those of `nqga run` (same run directory, same results but the seconds). Operators
written in Python (register_mutation, register_crossover, register_selection) are validated,
swept and compared as the built-ins are. The guide (docs/python.md of nqga's sources) ships
with the package: print(nqga.GUIDE.read_text()).
"""

import atexit
import hashlib
import json
import operator
import os
import shlex
import tempfile
from collections import namedtuple
from pathlib import Path

import numpy as np

from . import _nqga, _recorded
from ._nqga import (AnalysisError, ConfigError, OutOfMemory, Rng, RunDirectoryRefused,
                    TableError)
from .experiment import Experiment
from .outcomes import (Interrupted, JobsFailed, check_on_failure, check_run, holding_interrupts,
                       interrupted_search)
from .stepped import GA, log_frame

__version__ = _nqga.version
GUIDE = Path(__file__).with_name("python.md")  # docs/python.md, shipped with the package

# The gnuplot scripts the figures need ship inside the package.
if (Path(__file__).parent / "plots" / "style.gp").exists():
    os.environ.setdefault("NQGA_PLOTS_DIR", str(Path(__file__).parent / "plots"))

__all__ = [
    "AnalysisError", "ConfigError", "Experiment", "GA", "GUIDE", "Interrupted", "JobsFailed",
    "OutOfMemory", "Rng", "RunDirectoryRefused", "TableError", "check", "conflicts", "count",
    "first", "first_with_nodes", "keys", "open", "register_crossover", "register_mutation",
    "register_problem", "register_selection", "run", "run_ga", "solve",
]

Count = namedtuple("Count", "total unique seconds")
First = namedtuple("First", "board visited_nodes seconds")


class Check:
    """What nqga.check found: true when the board is valid, else `message` names the first
    problem and `rows` the rows involved, rows and columns 0-based as the board given."""

    def __init__(self, valid, message, row_a, row_b):
        self.valid = valid
        self.message = message
        self.rows = tuple(r for r in (row_a, row_b) if r >= 0)

    def __bool__(self):
        return self.valid

    def __repr__(self):
        return "Check(valid)" if self.valid else f"Check({self.message!r})"


# --- configs -------------------------------------------------------------------------------

def _flat(config, prefix=""):
    """A config dict's (dotted key, value) pairs, nested dicts flattened."""
    for key, value in config.items():
        path = f"{prefix}{key}"
        if isinstance(value, dict):
            yield from _flat(value, path + ".")
        else:
            yield path, value


def _overrides(config, overridden=()):
    """A config dict as `key=value` overrides (values as JSON, which YAML reads), so that a bad
    value is located at its key as on the command line. A key given twice, dotted and nested
    ({"ga.population": 50, "ga": {"population": 60}}), is a ConfigError, as in a config file;
    the keys in `overridden` are left to the overrides, as a file's are on the command line."""
    given = set()
    for path, value in _flat(config):
        if path in given:
            raise ConfigError(f"config: {path}: given twice (dotted and nested); keep one")
        given.add(path)
        if path not in overridden:
            yield f"{path}={json.dumps(value, default=_plain)}"


def _plain(value):
    """numpy scalars and arrays as the Python numbers and lists JSON writes."""
    if isinstance(value, (np.generic, np.ndarray)):
        return value.tolist()
    raise TypeError(f"a config value must be a number, text, bool or list, got {value!r}")


def _own_directory(native, config, overrides):
    """The run directory of a dict config run without `out`: output.dir/EXPERIMENT/FINGERPRINT,
    the fingerprint a hash of its keys, so that each config has its own directory and the same
    config resumes it. output.dir/EXPERIMENT is the native run's own, its names checked as
    `nqga run` checks them (ConfigError for "../x", ".", a newline)."""
    text = json.dumps([config, list(overrides)], sort_keys=True, default=_plain)
    fingerprint = hashlib.sha256(text.encode()).hexdigest()[:12]
    return Path(native.directory_for(), fingerprint)


def _keyword_overrides(keys):
    """Keyword overrides (n=[8, 16]; dotted keys as **{"ga.mutation.rate": 0.3}) as the command
    line's key=value texts."""
    return [f"{key}={json.dumps(value, default=_plain)}" for key, value in keys.items()]


def _whole(name, value, lowest, highest, what="a whole number", note=""):
    """`value` as an int from `lowest` to `highest`: TypeError for anything that is not an
    integer (a bool, a text, a float), ValueError outside the range, each naming `name`."""
    try:
        if isinstance(value, (bool, np.bool_)):
            raise TypeError
        number = operator.index(value)
    except TypeError:
        raise TypeError(f"{name} is {what}{note}, got {value!r}") from None
    if not lowest <= number <= highest:
        raise ValueError(f"{name} is {what} from {lowest} to {highest}{note}, got {number}")
    return number


def _queens(n):
    """n as an int from 0 to 2^31 - 1 (columns are 32-bit)."""
    return _whole("n", n, 0, 2**31 - 1, "a whole number of queens")


def _threads(name, threads):
    """A thread count as the native calls take it: None (every hardware thread) as 0."""
    if threads is None:
        return 0
    return _whole(name, threads, 1, 2**31 - 1, "a number of threads",
                  " (None: every hardware thread)")


def _time_limit(time_limit):
    """A time limit in seconds as the native calls take it: None (none) as 0. Beyond
    _nqga.max_time_limit_s (about 31 years) the clock's deadline would overflow."""
    if time_limit is None:
        return 0.0
    highest = _nqga.max_time_limit_s
    if isinstance(time_limit, (bool, np.bool_)) or not isinstance(time_limit,
                                                                   (int, float, np.number)):
        raise TypeError(f"time_limit is a number of seconds (None: no limit), got {time_limit!r}")
    if not 0 <= float(time_limit) <= highest:  # NaN fails too
        raise ValueError(f"time_limit must be a number of seconds from 0 to {highest:.0f} "
                         f"(about 31 years: the longest limit the clock counts), got "
                         f"{time_limit!r}")
    return float(time_limit)


class _Config:
    """A config as the C++ loader takes it: a file plus overrides. A dict becomes overrides over
    an empty file named after its `experiment` (default "python"), in a folder of its own."""

    def __init__(self, config, overrides):
        self._folder = None
        if isinstance(config, dict):
            overridden = {text.split("=", 1)[0] for text in overrides}
            self.overrides = list(_overrides(config, overridden)) + list(overrides)
            self._folder = tempfile.TemporaryDirectory(prefix="nqga-")
            name = str(config.get("experiment", "python"))
            self.file = os.path.join(self._folder.name, name + ".yaml")
            Path(self.file).write_text("{}\n")  # an empty mapping: the keys come as overrides
        else:
            self.file = os.fspath(config)
            self.overrides = list(overrides)

    def close(self):
        if self._folder:
            self._folder.cleanup()


# --- experiments ---------------------------------------------------------------------------

@holding_interrupts
def run(config, *overrides, out=None, jobs=None, shard=None, plot=True, fresh=False,
        progress=False, on_failure="raise", order="seed", on_generation=None, **keys):
    """Runs an experiment as `nqga run CONFIG OVERRIDES... [--out OUT] [--jobs K] [--shard I/K]
    [--no-plot] [--fresh]` does, resuming what OUT holds, and returns its Experiment.

    `config` is a YAML file's path or a dict of the same keys ({"n": [8, 16], "ga": {...}});
    `overrides` are "key=value" texts, and keywords are overrides too (n=[8, 16], or
    **{"ga.mutation.rate": 0.3}). A dict config without `out` runs into a directory of its own,
    results/EXPERIMENT/FINGERPRINT. `jobs` is a number of threads (None: every hardware
    thread). A config mistake raises ConfigError with the command line's message; a run
    directory that cannot be used raises RunDirectoryRefused. Jobs that fail (a Python
    operator's exception among them) raise JobsFailed with their count and the first failure's
    traceback once the others ran (on_failure="warn": a RuntimeWarning, and the Experiment is
    returned); `experiment.report["failures"]` lists them all. An interrupt (Ctrl-C, a kernel's
    Interrupt) stops taking jobs and stops the jobs in flight at their generation's end, each
    kept as a checkpoint that the same call continues, and raises nqga.Interrupted with the
    partial Experiment as `.experiment`. `order` is the order the jobs run in: "seed" (every
    point's first seed, then every point's second, ...: a sweep cut short holds as many runs of
    every point) or "point" (a point's seeds together); no result depends on it.
    `on_generation`, when given, is called as on_generation(job, record) with each GA job's id
    and generation record (the dict run_ga's callback gets), from the jobs' worker threads one at
    a time: one job's generations in order, the jobs' interleaved; a job continued from its
    checkpoint from there on. It sees every generation (a long run's log keeps a thinned record
    past generation 65,536) and watches only; an exception from it fails the job."""
    check_on_failure(on_failure)
    for text in overrides:
        if not isinstance(text, str):
            raise TypeError(f"an override is a 'key=value' text (keys as keywords: n=[8, 16]), "
                            f"got {text!r}")
    if not isinstance(order, str):
        raise TypeError(f"order is 'seed' or 'point', got {order!r}")
    if shard is not None and not isinstance(shard, str):
        raise TypeError(f"shard is a text 'I/K' (shard I of K, e.g. '0/2'), got {shard!r}")
    jobs = _threads("jobs", jobs)
    overrides = (*overrides, *_keyword_overrides(keys))
    loaded = _Config(config, overrides)
    try:
        native = _nqga.NativeExperiment.load(loaded.file, loaded.overrides)
    finally:
        loaded.close()
    if out is None and isinstance(config, dict):
        out = _own_directory(native, config, overrides)
    command = shlex.join(["python:", "nqga.run", str(config), *overrides])
    if on_generation is not None and not callable(on_generation):
        raise TypeError(f"on_generation is a function of (job, record), got {on_generation!r}")
    report = native.run(os.path.abspath(out) if out else "", jobs, shard or "", plot,
                        fresh, progress, order, command, on_generation)
    _recorded.record(report["directory"], _registered)
    experiment = Experiment(native, report)
    check_run(experiment, on_failure)
    return experiment


def open(dir):  # noqa: A001 (nqga.open, as the issue names it)
    """The experiment a run directory holds (`nqga summarize DIR` reads the same tables)."""
    return Experiment(_nqga.NativeExperiment.open(os.path.abspath(dir)))


@holding_interrupts
def run_ga(n, params=None, seed=1, on_generation=None):
    """One GA run on n queens. `params` holds config keys, nested or dotted ({"ga": {
    "population": 50}, "stop.max_generations": 200}), checked as a config's. `on_generation`,
    when given, is called with each generation's record (a dict: generation, evaluations, best,
    mean, std, worst, diversity, seconds) and stops the run by returning False. The stop.* keys
    stop it as they stop a config's runs (max_generations, max_evaluations, stagnation, and
    time_limit_s, 60 s unless given). Returns a dict: solved, stop_reason, board,
    best_conflicts, generations, evaluations, seconds, and log, a DataFrame of the records (the
    job logs' columns and dtypes). nqga.GA steps a GA from your own loop instead. An interrupt stops the run at the
    end of its generation and raises nqga.Interrupted with that dict as `.result`."""
    n = _queens(n)
    seed = _seed(seed)
    loaded = _Config(dict(params or {}), ())
    try:
        result = _nqga.run_ga(n, loaded.file, loaded.overrides, seed, on_generation)
    finally:
        loaded.close()
    result["log"] = log_frame(result["log"])
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

@holding_interrupts
def count(n, threads=None):
    """All solutions of n queens (n <= 32), by the bitboard search: (total, unique, seconds).
    An interrupt stops the search within milliseconds and raises nqga.Interrupted (`.result`:
    None, as a count cut short counts nothing whole)."""
    total, unique, seconds, complete, interrupted = _nqga.count(_queens(n),
                                                                _threads("threads", threads))
    if interrupted:
        result = Count(total, unique, seconds) if complete else None
        raise interrupted_search(
            f"count({n}) after {seconds:.3g} s", result,
            "the count had finished: .result holds it" if complete else
            f"nothing kept (the parts searched held {total} solutions; the rest were not counted)")
    return Count(total, unique, seconds)


def first(n, threads=None, time_limit=None):
    """The first solution in lexicographic order by backtracking, as a numpy array of 0-based
    columns (empty for n = 2, 3). Its node count: nqga.first_with_nodes."""
    return first_with_nodes(n, threads, time_limit).board


@holding_interrupts
def first_with_nodes(n, threads=None, time_limit=None):
    """nqga.first with the nodes visited and seconds: (board, visited_nodes, seconds).
    `time_limit`: seconds (None: none), then TimeoutError, the search undecided. n = 10^9
    needs about 13 GB: a search that would not fit in the memory nqga plans on
    (NQGA_MAX_MEMORY, MemAvailable, ulimit -v) raises nqga.OutOfMemory before it starts. An
    interrupt stops the search within milliseconds and raises nqga.Interrupted (`.result`:
    None unless the search had ended)."""
    n = _queens(n)
    board, nodes, seconds, complete, interrupted = _nqga.first(n, _threads("threads", threads),
                                                               _time_limit(time_limit))
    if interrupted:
        result = First(board, nodes, seconds) if complete else None
        raise interrupted_search(
            f"first({n}) after {seconds:.3g} s and {nodes} nodes", result,
            "the search had ended: .result holds it" if complete else "nothing kept")
    if not complete:
        raise TimeoutError(f"first({n}): undecided after time_limit={time_limit} s, {nodes} "
                           f"nodes visited")
    return First(board, nodes, seconds)


@holding_interrupts
def solve(n, method="auto", seed=1, time_limit=None):
    """One valid board for n queens as a numpy array of 0-based columns; ValueError for n = 2, 3
    (none exists). auto is min-conflicts; any registered solver that finds boards works.
    `time_limit`: seconds (None: none), then TimeoutError. A board that would not fit in the
    memory nqga plans on (NQGA_MAX_MEMORY, MemAvailable, ulimit -v) raises nqga.OutOfMemory
    before it is allocated. An interrupt stops the search and raises nqga.Interrupted
    (`.result`: the board when one was found, else None)."""
    n = _queens(n)
    if not isinstance(method, str):
        raise TypeError(f"method is a solver's name, such as 'min-conflicts', got {method!r}")
    board, interrupted = _nqga.solve(n, method, _seed(seed), _time_limit(time_limit))
    if interrupted:
        found = board if len(board) else None
        raise interrupted_search(f"solve({n})", found,
                                 "a board was found: .result" if len(board) else "no board found")
    if not len(board) and time_limit is not None:
        raise TimeoutError(f"solve({n}): {method} found no board within time_limit={time_limit} s")
    return board


def _seed(seed):
    """A seed as an int from 0 to 2^64 - 1."""
    return _whole("seed", seed, 0, 2**64 - 1)


def _columns(board):
    """`board` (a sequence of n >= 1 integers) as an int32 array, an int32 array itself (no
    copy), and the first row whose column is outside 0..n-1 (its message), or None. Floats,
    bools and texts are refused, never truncated; a column outside the range never wraps."""
    array = np.asarray(board)
    if array.ndim != 1:
        raise ValueError("a board is a one-dimensional sequence of 0-based columns")
    # numpy reads True among ints as 1: a sequence's own elements say whether it held a bool.
    if not isinstance(board, np.ndarray) and array.dtype.kind in "iu" and any(
            isinstance(c, (bool, np.bool_)) for c in board):
        raise TypeError(f"a board holds integer columns, not bools, got {list(board)[:8]}")
    if array.size == 0:
        raise ValueError("an empty board: give the column of each of its n >= 1 rows")
    if array.dtype.kind not in "iuO" or (array.dtype.kind == "O" and not all(
            isinstance(c, (int, np.integer)) and not isinstance(c, bool) for c in array)):
        raise TypeError(f"a board holds integer columns, got {array.dtype} {array.tolist()[:8]}")
    outside = np.flatnonzero([not 0 <= int(c) < array.size for c in array]
                             if array.dtype.kind == "O" else (array < 0) | (array >= array.size))
    if outside.size:
        row = int(outside[0])
        return None, f"row {row} has column {array[row]}, outside 0..{array.size - 1}", row
    return array.astype(np.int32, copy=False), None, -1


def check(board):
    """Checks a board (0-based columns; an int32 array is read in place): a Check, true when
    valid. TypeError for anything but integers, ValueError for an empty board."""
    columns, outside, row = _columns(board)
    if outside:
        return Check(False, outside, -1, row)
    return Check(*_nqga.check(columns))


def conflicts(board):
    """The number of pairs of queens sharing a diagonal (0: solved) of a permutation board
    (0-based columns, as for check). O(n)."""
    columns, outside, _ = _columns(board)
    if outside:
        raise ValueError(f"not a permutation board: {outside}")
    return _nqga.conflicts(columns)


# --- operators in Python --------------------------------------------------------------------

_registered = {}  # (family, name): (fn, params, description, more), recorded in run directories


def _register(family, native, name, fn, params, description, **more):
    native(name, fn, dict(params or {}), description,
           source="sha256:" + _recorded.source_hash(fn), **more)
    _registered[family, name] = (fn, dict(params or {}), description, more)
    return fn


def register_mutation(name, fn=None, params=None, description=""):
    """Registers `fn(board, rng, **params)`, which changes `board` (a numpy int32 array of the
    child, lent for the call) in place and keeps it a permutation. `params` maps each parameter
    to (type, default, min, max[, help]), type int or float; the config then takes
    ga.mutation.method: NAME and ga.mutation.PARAM, validated and located as a built-in's.
    A built-in's name is refused (ValueError). Run directories record the operator
    (python_operators.json) so that any nqga reads them; resuming needs it registered again.
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


def register_problem(name, fn=None, params=None, description="", drawn=True):
    """Registers a problem kind: `fn(n, rng, **params)` returns the instance of size n as
    (given, blocked), `given` the 0-based column of each row's given queen (-1 where free),
    `blocked` the blocked squares as (row, column) pairs. The config then takes
    problem.kind: NAME and problem.PARAM, validated as a built-in kind's; `rng` draws from
    problem.seed's generator (unless `drawn` is false: the kind ignores the seed). A built-in
    kind's name is refused. Usable as a decorator."""
    if fn is None:
        return lambda f: register_problem(name, f, params, description, drawn)
    return _register("problem", _nqga.register_problem, name, fn, params, description,
                     drawn=drawn)


@atexit.register
def _unregister_all():
    # The registries are C++ statics that outlive the interpreter: let go of the Python
    # functions while it still runs.
    while _registered:
        _nqga.unregister(*_registered.popitem()[0])
    # No thread nqga started (a job cut at its time limit runs on) enters Python after this.
    _nqga.close_python_entry()
