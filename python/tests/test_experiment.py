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
    reopened = nqga.open(exp.dir)
    pd.testing.assert_frame_equal(reopened.runs, exp.runs)
    with pytest.raises(ValueError):
        exp.compare(metric="speed")


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


def test_fixed_target_views(tmp_path):
    exp = nqga.run(QUICKSTART, *SMALL, out=tmp_path / "ft", jobs=2, plot=False)
    views = exp.fixed_target
    assert set(views["view"]) == {"ecdf", "target"}
    # The ECDF never falls with the budget, and target 0's ERT is summary.csv's.
    for _, group in views[views["view"] == "ecdf"].groupby(["configuration", "problem"]):
        assert group["ecdf"].is_monotonic_increasing
    zero = views[(views["view"] == "target") & (views["target"] == 0)]
    assert sorted(zero["ert"]) == sorted(exp.summary["ert_evaluations"])
