"""An experiment's run directory as pandas DataFrames, over nqga's C++ experiment API."""

import os
from pathlib import Path

import pandas as pd

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
_VERSUS_EXACT = {
    "problem": _TEXT, "n": _COUNT, "configuration": _TEXT, "exact": _TEXT,
    **dict.fromkeys(["seconds", "seconds_low", "seconds_high", "exact_seconds"], _REAL),
    "exact_outcome": _TEXT,
    **dict.fromkeys(["ratio", "ratio_low", "ratio_high"], _REAL),
    "faster": _TEXT, "test": _TEXT, "p_value": _REAL,
}


class Experiment:
    """A run directory and the experiment it holds.

    The tables are read from the directory's CSV files when first asked for (the files
    `nqga run` writes, byte for byte), so an Experiment of a directory still being filled by
    other shards sees what was there at that moment; `refresh()` reads again.
    """

    def __init__(self, native, report=None):
        self._native = native
        self.report = report  # what run() did: jobs, failures, figures (None for nqga.open)
        self._tables = {}

    @property
    def dir(self):
        """The run directory (a pathlib.Path)."""
        return Path(self._native.directory)

    def _table(self, name):
        if name not in self._tables:
            self._tables[name] = pd.read_csv(self.dir / name)
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
        """runs.csv: one row per job (parameters, seed, solved, evaluations, seconds, ...)."""
        return self._table("runs.csv")

    @property
    def summary(self):
        """summary.csv: one row per parameter point."""
        return self._table("summary.csv")

    def _typed_table(self, name, columns):
        """A table whose columns always have the dtypes of `columns` (text empty, never NaN;
        blank numbers NaN, `inf` infinite); with those columns and no rows when absent."""
        if name not in self._tables:
            path = self.dir / name
            if not path.exists():
                frame = pd.DataFrame({c: pd.Series(dtype=t) for c, t in columns.items()})
            else:
                reals = [c for c, t in columns.items() if t == _REAL]
                frame = pd.read_csv(path, dtype=columns, keep_default_na=False,
                                    na_values=dict.fromkeys(reals, [""]))
            self._tables[name] = frame
        return self._tables[name]

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
        one that fits), Holm's p-value, A12 and the success rates, as `nqga compare`."""
        return pd.DataFrame(self._native.compare(metric, baseline or "", test or ""))

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
