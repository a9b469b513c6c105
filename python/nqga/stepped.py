"""A GA you step from a cell: nqga's operators, speed and records, your loop (DEAP's own loops,
pymoo's ask and tell)."""

import pandas as pd

from . import _nqga
from .experiment import _log_columns
from .outcomes import Interrupted, holding_interrupts


def log_frame(records):
    """Per-generation records (dicts of generation, evaluations, best, mean, std, worst,
    diversity, seconds) as a DataFrame with the job logs' dtypes (`nqga._nqga.log_columns`)."""
    dtypes = _log_columns([])
    return pd.DataFrame(records, columns=list(dtypes)).astype(dtypes)


class GA:
    """One GA on n queens, advanced when you ask: built from config keys as nqga.run_ga is
    (`params`: ga.* and stop.* keys, nested or dotted; `seed` fixes the run), with generation 0,
    the random population, made and recorded. Either

        ga.step(k)                 # k generations of the model (fewer once a stop.* rule ends
                                   # the run); a run stepped to its end is run_ga's, same seed

    or, the generational model's generation in two halves, changing the children in between:

        children = ga.ask()        # (population - elitism) x n int32 array: bred, mutated
        ...                        # change rows in place, each staying a permutation
        ga.tell(children)          # nqga counts their conflicts; they and the elites are
                                   # the next population, recorded

    `population`, `conflicts`, `best`, `best_conflicts`, `stats` (the last record), `log` (a
    DataFrame), `generation`, `solved` and `stop_reason` (None while it goes on) show where it
    stands. stop.time_limit_s does not apply: the loop is yours, and the log's seconds count from
    the GA's making. An interrupt stops step() at a generation's end and raises nqga.Interrupted
    with the GA as `.result`."""

    def __init__(self, n, params=None, seed=1):
        from . import _Config, _queens, _seed
        n, seed = _queens(n), _seed(seed)
        loaded = _Config(dict(params or {}), ())
        try:
            self._native = _nqga.SteppedGa(n, loaded.file, loaded.overrides, seed)
        finally:
            loaded.close()
        self.n = n

    @holding_interrupts
    def step(self, k=1):
        """Advances up to k generations (k >= 1); returns how many were made, fewer than k once
        the run has ended (`stop_reason`)."""
        from . import _whole
        made, interrupted = self._native.step(_whole("k", k, 1, 2**62, "a number of generations"))
        if interrupted:
            raise Interrupted(f"interrupted: GA.step stopped after generation {self.generation}; "
                              "the GA is the exception's .result and steps on", result=self)
        return made

    def ask(self):
        """The next generation's children, bred and mutated, not yet counted: a new int32
        array, a row a child, for tell() (generational model only)."""
        return self._native.ask()

    def tell(self, children):
        """Counts the conflicts of `children` (ask()'s array, rows changed in place or not) and
        makes them, with the elites, the population: one generation, recorded. A row that is
        no permutation raises ValueError naming it, and the generation is dropped."""
        self._native.tell(children)

    @property
    def population(self):
        """The population as an int32 array, a row a board (a copy)."""
        return self._native.state()["population"]

    @property
    def conflicts(self):
        """Each individual's conflicting pairs (int64 array, a copy)."""
        return self._native.state()["conflicts"]

    @property
    def best(self):
        """The best board found so far (an int32 array)."""
        return self._native.state()["best"]

    @property
    def best_conflicts(self):
        return self._native.state()["best_conflicts"]

    @property
    def stop_reason(self):
        """Why the run ended ("solved", "max_generations", ...), or None while it goes on."""
        return self._native.state()["stop_reason"]

    @property
    def solved(self):
        return self.best_conflicts == 0

    @property
    def log(self):
        """Every generation's record so far as a DataFrame (the job logs' columns and dtypes)."""
        return log_frame(self._native.log())

    @property
    def stats(self):
        """The last generation's record (generation, evaluations, best, mean, std, worst,
        diversity, seconds)."""
        return self._native.log()[-1]

    @property
    def generation(self):
        return self.stats["generation"]

    def __repr__(self):
        reason = self.stop_reason
        return (f"nqga.GA(n={self.n}, generation {self.generation}, best {self.best_conflicts}"
                f"{', ' + reason if reason else ''})")
