"""The package as a user sees it (issue items 7, 8, 10, 11): DataFrames whose dtypes do not
depend on the values, compare() with comparison.csv's columns, tables read as strictly as the
command line reads them, the version, the type stubs and the guide it ships."""

import ast
import html
import inspect
import shutil
import tomllib
import warnings
from pathlib import Path

import pandas as pd
import pytest

import nqga
from conftest import QUICKSTART, ROOT, SMALL

PACKAGE = Path(nqga.__file__).parent


@pytest.fixture(scope="module")
def small(tmp_path_factory):
    return nqga.run(QUICKSTART, *SMALL, out=tmp_path_factory.mktemp("s") / "small", plot=False)


def test_seeds_are_uint64_and_text_is_text_at_every_n(small, tmp_path):
    large = nqga.run({"n": 14, "seeds": 3, "stop": {"max_generations": 20}},
                     out=tmp_path / "large", plot=False)
    for exp in (small, large):
        runs = exp.runs
        assert runs["seed"].dtype == "uint64" and runs["symmetry_class"].dtype == object
        assert runs["best_conflicts"].dtype == "float64" and runs["solved"].dtype == bool
        written = [line.split(",")[runs.columns.get_loc("seed")]
                   for line in (exp.dir / "runs.csv").read_text().splitlines()[1:]]
        assert [str(seed) for seed in runs["seed"]] == written  # every digit, any size
    assert (large.runs["symmetry_class"] == "").all()  # above validate.exact_up_to: none
    both = pd.concat([small.runs, large.runs], ignore_index=True)
    assert both["seed"].dtype == "uint64" and both["symmetry_class"].dtype == object
    assert small.generations["seed"].dtype == "uint64"


DTYPES = {"text": "object", "count": "int64", "real": "float64", "flag": "bool", "seed": "uint64"}


def schema_dtypes(specs):
    return {column["name"]: DTYPES[column["type"]] for column in specs}


def test_every_table_has_its_schemas_dtypes_whatever_the_values(small, tmp_path):
    """Before, generation_quantiles' best_median was int64 in one directory and float64 in
    another, fixed_target's were read from the values, and Experiment.generations was object
    for a GA-vs-backtracking directory (the exact searches' logs are a header alone)."""
    versus = nqga.run(ROOT / "configs" / "ga-vs-backtracking.yaml", "n=[6,8]", "seeds=2",
                      out=tmp_path / "versus", plot=False)
    tables = {"runs": "runs.csv", "summary": "summary.csv", "design_summary": "design_summary.csv",
              "versus_exact": "versus_exact.csv", "fixed_target": "fixed_target.csv",
              "generation_quantiles": "generations_quantiles.csv"}
    empty = versus.compare()
    assert len(empty) == 0  # the GA and the exact searches share no metric
    for exp in (small, versus):
        frames = {name: getattr(exp, name) for name in tables}
        frames["compare"] = exp.compare()
        for name, frame in frames.items():
            specs = nqga._nqga.table_columns(tables.get(name, "comparison.csv"))
            assert specs, name
            for column, dtype in schema_dtypes(specs).items():
                assert frame[column].dtype == dtype, (exp.dir.name, name, column)
        log = schema_dtypes(nqga._nqga.log_columns(0))
        log.update(id="int64", point="int64", replicate="int64", seed="uint64")
        assert dict(exp.generations.dtypes.astype(str)) == log, exp.dir.name
    assert list(empty.columns) == list(small.compare().columns)
    assert (versus.generations["generation"] >= 0).all() and len(versus.generations) > 0
    with warnings.catch_warnings():  # the docs' pivot recipe warned on object columns
        warnings.simplefilter("error")
        versus.generations.pivot(index="generation", columns="id", values="best").ffill()


def test_compare_has_the_columns_of_comparison_csv(small):
    written = pd.read_csv(small.dir / "comparison.csv")
    pairs = small.compare()
    assert list(pairs.columns) == list(written.columns) and pairs.columns[0] == "metric"
    assert (pairs["metric"] == "evaluations").all()
    assert list(pairs["point_a"]) == list(written["point_a"])
    assert list(pairs["p_holm"]) == pytest.approx(list(written["p_holm"]), rel=1e-8)
    assert (small.compare(metric="seconds")["metric"] == "seconds").all()


def test_an_experiment_shows_itself_in_a_notebook(small):
    shown = small._repr_html_()
    assert f"<code>{small.dir}</code>: 12 of 12 jobs, 3 seeds (independent)" in shown
    assert ("Varied: <code>n</code> (problem): 8, 12; <code>ga.selection.method</code> (factor): "
            "roulette, tournament") in shown
    assert shown.count("<tr>") == 4 and "<th>success_rate</th>" in shown  # a row a point
    heading, statements, _ = small._native.conclusions()[0]
    assert f"<li><b>{heading}</b>: {html.escape(statements[0])}</li>" in shown


def test_compare_takes_a_baseline_by_its_value(small, tmp_path):
    by_label = small.compare(baseline="ga.selection.method=tournament")
    assert len(by_label) == 2
    assert small.compare(baseline="tournament").equals(by_label)
    shared = nqga.run({"n": [8, 12], "seeds": 2, "stop": {"max_generations": 50},
                       "ga": {"selection": {"method": "tournament", "tournament_size": [3, 8]}}},
                      out=tmp_path / "shared", plot=False)
    with pytest.raises(ValueError, match=r"baseline '8' is a value of n and "
                       r"ga.selection.tournament_size: give one as key=value \(n=8\)"):
        shared.compare(baseline=8)
    assert len(shared.compare(baseline="ga.selection.tournament_size=8")) == 2
    with pytest.raises(TypeError, match="baseline is the words of a label"):
        small.compare(baseline=True)


def test_tables_come_from_the_records_and_a_damaged_record_is_named(small, tmp_path):
    cut = tmp_path / "cut"
    shutil.copytree(small.dir, cut)
    text = (cut / "runs.csv").read_text()
    (cut / "runs.csv").write_text(text[:text.rindex("\n", 0, -1) + 5])  # 4 characters of row 12
    (cut / "summary.csv").write_text("point,label\n0,inf\n")
    runs = nqga.open(cut).runs  # rebuilt from the job records: the edited files change nothing
    assert runs.equals(small.runs) and nqga.open(cut).summary.equals(small.summary)
    record = cut / "jobs" / "0.json"
    record.write_text(record.read_text().replace('"seconds"', '"Seconds"'))
    with pytest.raises(nqga.AnalysisError, match=r"jobs/0\.json") as error:
        nqga.open(cut).runs
    assert isinstance(error.value, ValueError)


def test_version_guide_and_type_stubs():
    project = tomllib.loads((ROOT / "pyproject.toml").read_text())["project"]
    assert nqga.__version__ == project["version"]
    assert nqga.GUIDE.read_text() == (ROOT / "docs" / "python.md").read_text()
    assert "nqga.GUIDE" in nqga.__doc__
    assert (PACKAGE / "py.typed").exists()
    stubs = {}
    for stub in ("__init__.pyi", "experiment.pyi"):
        for node in ast.walk(ast.parse((PACKAGE / stub).read_text())):
            if isinstance(node, ast.FunctionDef) and not node.decorator_list:
                arguments = node.args
                stubs.setdefault(node.name, [a.arg for a in arguments.posonlyargs +
                                             arguments.args + arguments.kwonlyargs])
    public = [getattr(nqga, name) for name in nqga.__all__]
    methods = [m for name, m in inspect.getmembers(nqga.Experiment, inspect.isfunction)
               if not name.startswith("_")]
    for function in [f for f in public if inspect.isfunction(f)] + methods:
        parameters = [p.name for p in inspect.signature(function).parameters.values()
                      if p.kind not in (p.VAR_POSITIONAL, p.VAR_KEYWORD)]
        assert stubs.get(function.__name__) == parameters, function.__name__
