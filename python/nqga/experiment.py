"""An experiment's run directory as pandas DataFrames, over nqga's C++ experiment API."""

import io
import os
from html import escape
from pathlib import Path

import pandas as pd

from . import _nqga

# A column type of the C++ schema (nqga's comparison/result_tables.hpp) -> its pandas dtype.
_DTYPES = {"text": "object", "count": "int64", "real": "float64", "flag": "bool",
           "seed": "uint64"}


def _dtypes(specs):
    """The dtype of each column of a schema's specs (name: dtype)."""
    return {column["name"]: _DTYPES[column["type"]] for column in specs}


def _columns(name):
    """The dtype of each column of table NAME, from the one schema the CSV files come from."""
    return _dtypes(_nqga.table_columns(name))


def _log_columns(header):
    """The dtype of each column of a job log whose header is `header` (its islands' columns
    are those past the log's own)."""
    own = len(_nqga.log_columns(0))
    return _dtypes(_nqga.log_columns(max(0, len(header) - own)))


def _typed_csv(source, header, columns):
    """A CSV table with the dtypes `columns` gives (those in `header`): text empty, never NaN;
    blank numbers NaN, whatever the other rows hold."""
    columns = {c: t for c, t in columns.items() if c in header}
    text = [c for c, t in columns.items() if t == "object"]
    return pd.read_csv(source, dtype=columns, keep_default_na=False,
                       na_values={c: [""] for c in header if c not in text},
                       true_values=["true"], false_values=["false"])


class Experiment:
    """A run directory and the experiment it holds.

    The tables are rebuilt from the directory's job records when first asked for, as the
    command line builds the files it writes (an edited or damaged CSV file changes nothing; a
    damaged record raises AnalysisError naming it), so an Experiment of a directory still being
    filled by other shards sees what was there at that moment; `refresh()` reads again.
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

    def _table(self, name):
        """Table NAME rebuilt from the job records, with the dtypes of its schema (text empty,
        never NaN; blank numbers NaN): the same columns and rows as the file `nqga run` writes."""
        if name not in self._tables:
            text = self._native.table(name)
            header = text.partition("\n")[0].split(",")
            self._tables[name] = _typed_csv(io.StringIO(text), header, _columns(name))
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
        return self._table("runs.csv")

    @property
    def summary(self):
        """summary.csv: one row per parameter point."""
        return self._table("summary.csv")

    @property
    def design_summary(self):
        """design_summary.csv: one row per configuration x problem point, aggregated over its
        instances (solvable, unsolvable, undecided apart; success over solvable ones with
        Wilson bounds; censored runs in ERT and quantiles, `inf` as infinity)."""
        return self._table("design_summary.csv")

    @property
    def versus_exact(self):
        """versus_exact.csv: per problem point, a seeded configuration against an exact one on
        seconds (ERT, ratio and bootstrap intervals, `faster`, the test); no rows when the
        sweep has no such pair."""
        return self._table("versus_exact.csv")

    @property
    def generation_quantiles(self):
        """generations_quantiles.csv: per point and generation, quantiles across the seeds."""
        return self._table("generations_quantiles.csv")

    @property
    def fixed_target(self):
        """fixed_target.csv: the GA's fixed-target views per configuration and problem point,
        rows of `view` "ecdf" (by `budget`) and "target" (`ert` by conflict `target`); no rows
        where no run keeps an improvement history."""
        return self._table("fixed_target.csv")

    @property
    def fixed_budget(self):
        """fixed_budget.csv: the GA's fixed-budget values per configuration and problem point,
        the mean best conflicts within each budget of evaluations (bootstrap interval) and the
        median (order-statistic interval)."""
        return self._table("fixed_budget.csv")

    @property
    def runtime_ecdf(self):
        """runtime_ecdf.csv: per configuration at two problem points or more, the share of its
        (run, target) pairs reached within each budget of evaluations per queen, on targets
        relative to n, pooled over the points."""
        return self._table("runtime_ecdf.csv")

    @property
    def scaling(self):
        """scaling.csv: each configuration's ERT in seconds at each n and the laws fitted to it
        (a n^k and a b^n, with bootstrap intervals); no rows below three n."""
        return self._table("scaling.csv")

    @property
    def ranking(self):
        """ranking.csv: the configurations ranked over the problem points (mean rank, Friedman's
        test over the points, Nemenyi's critical difference, the claim); no rows below two
        problem points."""
        return self._table("ranking.csv")

    @property
    def generations(self):
        """Every job's per-generation records (jobs/<id>.gens.csv) in one table, with the job's
        `id`, `point`, `replicate` and `seed` from runs.csv in front; no rows for solvers
        without generations. The dtypes are the logs' schema's (`nqga._nqga.log_columns`),
        whatever the logs hold: counts int64, the rest float64 (the islands' best too, blank
        for runs of fewer islands)."""
        if "generations" not in self._tables:
            frames = []
            for path in sorted((self.dir / "jobs").glob("*.gens.csv"),
                               key=lambda p: int(p.name.split(".")[0])):
                with path.open() as log:
                    header = log.readline().strip().split(",")
                frame = _typed_csv(path, header, _log_columns(header))
                frame.insert(0, "id", int(path.name.split(".")[0]))
                frames.append(frame)
            empty = pd.DataFrame({name: pd.Series(dtype=dtype) for name, dtype in
                                  {"id": "int64", **_log_columns([])}.items()})
            logs = pd.concat(frames, ignore_index=True) if frames else empty
            # Runs of fewer islands leave the islands' columns blank: the schema's dtypes still.
            logs = logs.astype(_log_columns(list(logs.columns[1:])))
            keys = ["id", "point", "replicate", "seed"]
            self._tables["generations"] = self.runs[keys].merge(logs, on="id")
        return self._tables["generations"]

    def compare(self, metric="evaluations", baseline=None, test=None):
        """The configurations of each problem point compared on `metric` (evaluations, seconds,
        best_conflicts, generations): one row per pair, or per configuration against `baseline`
        (words of a label, "ga.mutation.method=swap", or a value of one of the sweep's axes
        alone, "swap" or 0.2), with the rank test (`test`, a registered test's name, instead of
        the one that fits), Holm's p-value, A12 and the success rates, as `nqga compare`: the
        columns of comparison.csv, in its order (`metric`, `point_a`, `point_b`, ...)."""
        text = self._native.compare(metric, self._baseline_words(baseline), test or "")
        header = text.partition("\n")[0].split(",")
        return _typed_csv(io.StringIO(text), header, _columns("comparison.csv"))

    def _baseline_words(self, baseline):
        """`baseline` as the words of a label: each word that is a value alone ("swap", 0.2)
        becomes key=value of the one axis that takes it; ValueError when several do."""
        if baseline is None:
            return ""
        if isinstance(baseline, bool) or not isinstance(baseline, (str, int, float)):
            raise TypeError(f"baseline is the words of a label or an axis's value, got "
                            f"{baseline!r}")
        words = []
        for word in str(baseline).split():
            keys = [] if "=" in word else [
                key for key, values in zip(self.design["key"], self.design["values"])
                if word in [str(value) for value in values]]
            if len(keys) > 1:
                raise ValueError(f"baseline {word!r} is a value of {' and '.join(keys)}: give "
                                 f"one as key=value ({keys[0]}={word})")
            words.append(f"{keys[0]}={word}" if keys else word)
        return " ".join(words)

    def summarize(self):
        """Rewrites the tables from the records present (`nqga summarize`)."""
        self._native.summarize()
        self.refresh()
        return self

    def plot(self):
        """Draws the figures into dir/plots with gnuplot (`nqga plot`); returns what was drawn."""
        return self._native.plot()

    @property
    def figures(self):
        """The names of the figures dir/plots holds (each drawn as NAME.svg and NAME.png by
        plot()), sorted: "convergence", "success", ..."""
        return sorted(path.stem for path in (self.dir / "plots").glob("*.svg"))

    def figure(self, name):
        """Figure `name` of dir/plots (one of `figures`) as a notebook shows it inline: an
        IPython SVG object, its text the file's; drawn first by plot() when the directory has
        none. Outside IPython, the SVG file's path."""
        if not self.figures:
            self.plot()
        path = self.dir / "plots" / f"{name}.svg"
        if not path.is_file():
            raise ValueError(f"no figure {name!r} in {self.dir / 'plots'} "
                           f"(one of {', '.join(self.figures) or 'none: is gnuplot installed?'})")
        try:
            from IPython.display import SVG
        except ImportError:
            return path
        return SVG(filename=os.fspath(path))

    def refresh(self):
        """Forgets the tables read, so that the next access reads the files again."""
        self._tables = {}
        return self

    def __repr__(self):
        return f"nqga.Experiment({os.fspath(self.dir)!r})"

    def _repr_html_(self):
        """What a notebook shows for an Experiment: its directory and jobs, what was varied,
        the summary table and the first lines of the report's conclusions."""
        design = self.design
        varied = "; ".join(f"<code>{escape(key)}</code> ({escape(role)}): "
                           f"{escape(', '.join(map(str, values)))}"
                           for key, role, values in design.itertuples(index=False))
        summary = self.summary
        shown = [c for c in ("label", "runs", "solved", "success_rate", "evaluations_median",
                             "seconds_median", "ert_evaluations") if c in summary.columns]
        lines = []
        for heading, statements, note in self._native.conclusions():
            said = statements[:2] or ([note] if note else [])
            lines += [f"<li><b>{escape(heading)}</b>: {escape(text)}</li>" for text in said]
        return (f"<div><p><b>nqga.Experiment</b> <code>{escape(os.fspath(self.dir))}</code>: "
                f"{len(self.runs)} of {int(summary['jobs'].sum())} jobs, "
                f"{design.attrs['seeds']} seeds ({escape(design.attrs['seeding'])})</p>"
                f"<p>Varied: {varied or 'nothing'}</p>"
                f"{summary[shown].to_html(index=False, max_rows=20)}"
                f"<p><b>Conclusions</b> (report.html has them all, with their rows)</p>"
                f"<ul>{''.join(lines)}</ul></div>")
