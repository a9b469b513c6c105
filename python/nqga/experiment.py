"""An experiment's run directory as pandas DataFrames, over nqga's C++ experiment API."""

import os
from pathlib import Path

import pandas as pd


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

    def compare(self, metric="evaluations", baseline=None):
        """The points compared on `metric` (evaluations, seconds, best_conflicts, generations):
        one row per pair with the same n, or per point against `baseline` (words of a label),
        with the rank test, Holm's p-value, A12 and the success rates, as `nqga compare`."""
        return pd.DataFrame(self._native.compare(metric, baseline or ""))

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
