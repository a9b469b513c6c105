"""nqga.run against the command line: the same run directory's results, the seconds aside."""

import subprocess

import pandas as pd
import pytest

import nqga
from conftest import QUICKSTART, SMALL, without_seconds


def test_run_equals_command_line(tmp_path, nqga_exe):
    cli = tmp_path / "cli"
    subprocess.run([str(nqga_exe), "run", str(QUICKSTART), *SMALL, "--out", str(cli),
                    "--jobs", "2", "--no-plot"], check=True, capture_output=True)
    exp = nqga.run(QUICKSTART, *SMALL, out=tmp_path / "py", jobs=2, plot=False)
    assert without_seconds(exp.dir / "runs.csv") == without_seconds(cli / "runs.csv")
    for job in sorted((cli / "jobs").glob("*.gens.csv")):
        assert without_seconds(exp.dir / "jobs" / job.name) == without_seconds(job)
    assert (exp.dir / "config.yaml").read_text() == (cli / "config.yaml").read_text()


def test_dataframes_and_compare(tmp_path):
    exp = nqga.run(QUICKSTART, *SMALL, out=tmp_path / "py", jobs=2, plot=False)
    assert len(exp.runs) == 12 and len(exp.summary) == 4
    assert exp.runs["validated"].all()
    assert set(exp.generations["id"]) == set(range(12))
    # Each job's log ends at the generations its row in runs.csv reports.
    last = exp.generations.groupby("id")["generation"].max().sort_index().to_numpy()
    assert (last == exp.runs.sort_values("id")["generations"].to_numpy()).all()
    pairs = exp.compare()
    assert len(pairs) == 2 and set(pairs["n"]) == {8, 12}
    assert pairs["p_value"].between(0, 1).all()
    assert set(pairs["problem"]) == {"n=8", "n=12"} and (pairs["blocks"] == 0).all()
    assert (exp.compare(test="mann-whitney")["test"] == "mann-whitney").all()
    with pytest.raises(ValueError, match="does not fit these runs: it needs runs paired by seed"):
        exp.compare(test="wilcoxon-signed-rank")
    reopened = nqga.open(exp.dir)
    pd.testing.assert_frame_equal(reopened.runs, exp.runs)
    with pytest.raises(ValueError):
        exp.compare(metric="speed")


def test_a_figure_shows_inline(tmp_path):
    """exp.figure draws the figures when the directory has none and gives IPython's SVG of the
    file; a name it lacks says which it has."""
    pytest.importorskip("IPython")
    exp = nqga.run(QUICKSTART, *SMALL, out=tmp_path / "py", jobs=2, plot=False)
    assert exp.figures == []
    shown = exp.figure("convergence")
    assert "convergence" in exp.figures and "success" in exp.figures
    assert type(shown).__name__ == "SVG" and "<svg" in shown._repr_svg_()
    with pytest.raises(ValueError,
                       match=r"no figure 'convergance' in .*plots \(one of convergence, "):
        exp.figure("convergance")


def test_on_generation_watches_every_job_of_a_sweep(tmp_path):
    """Each GA job's generations reach on_generation in order, as its log holds them; an
    exception from it fails the job, named."""
    seen = {}
    exp = nqga.run(QUICKSTART, *SMALL, out=tmp_path / "py", jobs=2, plot=False,
                   on_generation=lambda job, record: seen.setdefault(job, []).append(
                       (record["generation"], record["evaluations"], record["best"])))
    logged = exp.generations
    assert sorted(seen) == sorted(set(logged["id"]))
    for job, rows in seen.items():
        mine = logged[logged["id"] == job]
        assert rows == list(zip(mine["generation"], mine["evaluations"], mine["best"]))

    def broken(job, record):
        raise ValueError("no plot here")
    with pytest.raises(nqga.JobsFailed, match="on_generation: ValueError: no plot here"):
        nqga.run(QUICKSTART, *SMALL, out=tmp_path / "broken", jobs=2, plot=False,
                 on_generation=broken)
    with pytest.raises(TypeError, match="on_generation is a function of"):
        nqga.run(QUICKSTART, *SMALL, out=tmp_path / "typo", on_generation="print")


def test_config_error_carries_the_location(tmp_path):
    config = tmp_path / "bad.yaml"
    config.write_text("n: 8\nga:\n  populaton: 50\n")
    with pytest.raises(nqga.ConfigError) as error:
        nqga.run(config, out=tmp_path / "out")
    assert f"{config}:3:3" in str(error.value)
    assert "ga.populaton" in str(error.value) and "ga.population" in str(error.value)
    assert isinstance(error.value, ValueError)
    assert not (tmp_path / "out").exists()


def test_dict_config_runs_as_its_overrides(tmp_path):
    exp = nqga.run({"experiment": "tiny", "n": 8, "seeds": 2,
                    "ga": {"selection": {"method": ["roulette", "tournament"]}}},
                   out=tmp_path / "tiny", plot=False)
    assert list(exp.runs["ga.selection.method"].unique()) == ["roulette", "tournament"]
    with pytest.raises(nqga.ConfigError, match="ga.population"):
        nqga.run({"ga": {"population": 0}}, out=tmp_path / "zero")


def test_design_names_each_axis_role(tmp_path):
    exp = nqga.run(QUICKSTART, *SMALL, "design.n=problem", out=tmp_path / "py", jobs=2,
                   plot=False)
    design = exp.design
    assert list(design["key"]) == ["n", "ga.selection.method"]
    assert list(design["role"]) == ["problem", "factor"]
    assert design.attrs["seeding"] == "independent"
    # design.json holds the same design, and a reopened experiment reads it back.
    import json
    written = json.loads((exp.dir / "design.json").read_text())
    assert [axis["key"] for axis in written["axes"]] == list(design["key"])
    assert [axis["values"] for axis in written["axes"]] == list(nqga.open(exp.dir).design["values"])

def test_design_summary_and_versus_exact(tmp_path):
    # The GA and the exact first-solution search at n = 3 (no solution: a theorem) and 8.
    exp = nqga.run({"experiment": "versus", "n": [3, 8], "seeds": 3,
                    "solver": ["ga", "backtracking-first"], "stop": {"max_generations": 200}},
                   out=tmp_path / "versus", plot=False)
    design = exp.design_summary
    assert list(design["configuration"]) == ["solver=ga", "solver=backtracking-first"] * 2
    assert design["n"].dtype == "int64" and design["censored"].dtype == "int64"
    assert design["success"].dtype == "float64" and design["work"].dtype == object
    at_3 = design[design["n"] == 3]
    assert (at_3["unsolvable"] == 1).all() and at_3["success"].isna().all()
    assert list(at_3["runs_on_unsolvable"]) == [3, 1]
    assert list(at_3["decided_unsolvable"]) == [0, 1]  # the exact search proves it
    versus = exp.versus_exact
    assert list(versus["n"]) == [8] and versus["ratio"].dtype == "float64"
    row = versus.iloc[0]
    # The exact search is timed again: its timings meet the GA's seconds in a rank test, and
    # "faster" is said only where the Holm-corrected test establishes it.
    assert row["exact_outcome"] == "solved" and row["test"] == "mann-whitney"
    assert row["exact_timings"] >= 1 and row["ratio_low"] <= row["ratio_high"]
    assert row["faster"] in ("configuration", "exact") if row["claim"] == "established" \
        else row["faster"] == row["claim"]
    assert row["ratio"] == pytest.approx(row["seconds"] / row["exact_seconds"], rel=1e-6)
    # A sweep without an exact solver has no versus_exact.csv: the same columns, no rows.
    alone = nqga.run({"experiment": "alone", "n": 8, "seeds": 2}, out=tmp_path / "alone",
                     plot=False)
    assert alone.versus_exact.empty
    assert list(alone.versus_exact.columns) == list(versus.columns)
    assert alone.versus_exact["n"].dtype == "int64"

def test_fixed_budget_runtime_ecdf_scaling_and_ranking(tmp_path):
    exp = nqga.run(QUICKSTART, "n=[8,10,12]", "seeds=3", "stop.max_generations=300",
                   out=tmp_path / "views", jobs=2, plot=False)
    budget = exp.fixed_budget
    # Each group's mean best conflicts never rise with the budget.
    for _, group in budget.groupby(["configuration", "problem"]):
        assert group["mean_best"].is_monotonic_decreasing
    assert budget["budget"].dtype == "int64" and budget["median_low"].dtype == "float64"
    pooled = exp.runtime_ecdf
    assert set(pooled["ns"]) == {"8 10 12"} and (pooled["problems"] == 3).all()
    assert set(exp.scaling["n"]) == {8, 10, 12}
    ranking = exp.ranking
    assert sorted(ranking["rank"]) == [1, 2] and (ranking["problems"] == 3).all()
    assert set(ranking["claim"]) <= {"established", "not established", "out of reach"}


def test_fixed_target_views(tmp_path):
    exp = nqga.run(QUICKSTART, *SMALL, out=tmp_path / "ft", jobs=2, plot=False)
    views = exp.fixed_target
    assert set(views["view"]) == {"ecdf", "target"}
    # The ECDF never falls with the budget, and target 0's ERT is summary.csv's.
    for _, group in views[views["view"] == "ecdf"].groupby(["configuration", "problem"]):
        assert group["ecdf"].is_monotonic_increasing
    zero = views[(views["view"] == "target") & (views["target"] == 0)]
    assert sorted(zero["ert"]) == sorted(exp.summary["ert_evaluations"])
