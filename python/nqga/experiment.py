"""An experiment's run directory as pandas DataFrames, over nqga's C++ experiment API."""

import io
import os
from pathlib import Path

import pandas as pd

from . import _nqga

_TEXT, _COUNT, _REAL = "object", "int64", "float64"
# design_summary.csv and versus_exact.csv, column by column, with the dtype each always has.
_DESIGN_SUMMARY = {
    **dict.fromkeys(["configuration", "problem"], _TEXT), "n": _COUNT,
    **dict.fromkeys(["solver", "work", "work_column"], _TEXT),
    **dict.fromkeys(["instances", "solvable", "unsolvable", "undecided", "runs",
                     "runs_on_solvable", "solved_on_solvable"], _COUNT),
    **dict.fromkeys(["success", "success_low", "success_high"], _REAL),
    **dict.fromkeys(["runs_on_unsolvable", "decided_unsolvable", "censored"], _COUNT),
    **dict.fromkeys(["ert_work", "ert_seconds", "work_median", "work_q25", "work_q75",
                     "seconds_median", "seconds_q25", "seconds_q75"], _REAL),
}
# runs.csv's own columns (the sweep's axes between `replicate` and `n` are read as they come):
# seeds unsigned 64-bit at any value, text never NaN ("" where a run has no symmetry class).
_RUNS = {
    **dict.fromkeys(["id", "point", "replicate", "n"], _COUNT), "seed": "uint64",
    **dict.fromkeys(["solver", "stop_reason", "symmetry_class"], _TEXT),
    **dict.fromkeys(["solved", "validated"], "bool"),
    **dict.fromkeys(["generations", "evaluations", "nodes"], _COUNT),
    **dict.fromkeys(["seconds", "best_conflicts"], _REAL),  # no board: no best_conflicts, NaN
}
_VERSUS_EXACT = {
    "problem": _TEXT, "n": _COUNT, "configuration": _TEXT, "exact": _TEXT,
    **dict.fromkeys(["seconds", "seconds_low", "seconds_high", "exact_seconds"], _REAL),
    "exact_outcome": _TEXT,
    **dict.fromkeys(["ratio", "ratio_low", "ratio_high"], _REAL),
    "faster": _TEXT, "test": _TEXT, "p_value": _REAL,
}

# comparison.csv's text columns (docs/reference/file-formats.md); the others are numbers.
_COMPARISON = dict.fromkeys(
    ["metric", "point_a", "point_b", "test", "effect", "method", "ert_unit", "source_a",
     "source_b", "problem", "configuration_a", "configuration_b"], _TEXT)


def _typed_csv(source, header, columns):
    """A CSV table with the dtypes `columns` gives (those in `header`): text empty, never NaN;
    blank numbers NaN, whatever the other rows hold."""
    columns = {c: t for c, t in columns.items() if c in header}
    text = [c for c, t in columns.items() if t == _TEXT]
    return pd.read_csv(source, dtype=columns, keep_default_na=False,
                       na_values={c: [""] for c in header if c not in text},
                       true_values=["true"], false_values=["false"])


class Experiment:
    """A run directory and the experiment it holds.

    The tables are read from the directory's CSV files when first asked for (the files
    `nqga run` writes, byte for byte), so an Experiment of a directory still being filled by
    other shards sees what was there at that moment; `refresh()` reads again.
    """

    def __init__(self, native, report=None):
        if not Path(native.directory).is_absolute():  # output.dir/experiment, from here
            native = _nqga.NativeExperiment.open(os.path.abspath(native.directory))
        self._native = native
        self.report = report  # what run() did: jobs, failures, figures (None for nqga.open)
        self._tables = {}

    @property
    def dir(self):
        """The run directory (a pathlib.Path)."""
        return Path(self._native.directory)

    def _table(self, name, columns=None):
        """The table NAME, read strictly as the command line reads it (TableError with
        file:line for a file cut short), with the dtypes `columns` gives: text empty, never
        NaN; blank numbers NaN. FileNotFoundError when absent."""
        if name not in self._tables:
            path = self.dir / name
            if not path.exists():
                raise FileNotFoundError(f"{path}: no such table")
            header = _nqga.checked_header(os.fspath(path))
            frame = _typed_csv(path, header, columns) if columns else pd.read_csv(path)
            self._tables[name] = frame
        return self._tables[name]

    @property
    def design(self):
        """The design (design.json): one row per sweep axis with its `key`, `role` (factor,
        problem or instance) and `values`; `design.attrs` holds `seeds` and `seeding`."""
        native = self._native.design
        frame = pd.DataFrame(native["axes"], columns=["key", "role", "values"])
        frame.attrs.update(seeds=native["seeds"], seeding=native["seeding"])
        return frame

    @property
    def runs(self):
        """runs.csv: one row per job (parameters, seed, solved, evaluations, seconds, ...);
        `seed` uint64, text columns (`solver`, `stop_reason`, `symmetry_class`) str with ""
        where empty, counts int64, `seconds` and `best_conflicts` float64, at any n."""
        return self._table("runs.csv", _RUNS)

    @property
    def summary(self):
        """summary.csv: one row per parameter point."""
        return self._table("summary.csv")

    def _typed_table(self, name, columns):
        """A table whose columns always have the dtypes of `columns`; with those columns and no
        rows when absent."""
        if not (self.dir / name).exists():
            return pd.DataFrame({c: pd.Series(dtype=t) for c, t in columns.items()})
        return self._table(name, columns)

    @property
    def design_summary(self):
        """design_summary.csv: one row per configuration x problem point, aggregated over its
        instances (solvable, unsolvable, undecided apart; success over solvable ones with
        Wilson bounds; censored runs in ERT and quantiles, `inf` as infinity)."""
        return self._typed_table("design_summary.csv", _DESIGN_SUMMARY)

    @property
    def versus_exact(self):
        """versus_exact.csv: per problem point, a seeded configuration against an exact one on
        seconds (ERT, ratio and bootstrap intervals, `faster`, the test); no rows when the
        sweep has no such pair."""
        return self._typed_table("versus_exact.csv", _VERSUS_EXACT)

    @property
    def generation_quantiles(self):
        """generations_quantiles.csv: per point and generation, quantiles across the seeds."""
        return self._table("generations_quantiles.csv")

    @property
    def fixed_target(self):
        """fixed_target.csv: the GA's fixed-target views per configuration and problem point,
        rows of `view` "ecdf" (by `budget`) and "target" (`ert` by conflict `target`); raises
        FileNotFoundError where no run keeps an improvement history."""
        return self._table("fixed_target.csv")

    @property
    def generations(self):
        """Every job's per-generation records (jobs/<id>.gens.csv) in one table, with the job's
        `id`, `point`, `replicate` and `seed` from runs.csv in front; empty for solvers without
        generations."""
        if "generations" not in self._tables:
            frames = []
            for path in sorted((self.dir / "jobs").glob("*.gens.csv"),
                               key=lambda p: int(p.name.split(".")[0])):
                frame = pd.read_csv(path)
                frame.insert(0, "id", int(path.name.split(".")[0]))
                frames.append(frame)
            gens = pd.DataFrame()
            if frames:
                jobs = self.runs[["id", "point", "replicate", "seed"]]
                gens = jobs.merge(pd.concat(frames, ignore_index=True), on="id")
            self._tables["generations"] = gens
        return self._tables["generations"]

    def compare(self, metric="evaluations", baseline=None, test=None):
        """The configurations of each problem point compared on `metric` (evaluations, seconds,
        best_conflicts, generations): one row per pair, or per configuration against `baseline`
        (words of a label), with the rank test (`test`, a registered test's name, instead of the
        one that fits), Holm's p-value, A12 and the success rates, as `nqga compare`: the
        columns of comparison.csv, in its order (`metric`, `point_a`, `point_b`, ...)."""
        text = self._native.compare(metric, baseline or "", test or "")
        header = text.partition("\n")[0].split(",")
        return _typed_csv(io.StringIO(text), header, _COMPARISON)

    def summarize(self):
        """Rewrites the tables from the records present (`nqga summarize`)."""
        self._native.summarize()
        self.refresh()
        return self

    def plot(self):
        """Draws the figures into dir/plots with gnuplot (`nqga plot`); returns what was drawn."""
        return self._native.plot()

    def refresh(self):
        """Forgets the tables read, so that the next access reads the files again."""
        self._tables = {}
        return self

    def __repr__(self):
        return f"nqga.Experiment({os.fspath(self.dir)!r})"
