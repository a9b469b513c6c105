"""docs/examples/notebook.ipynb and own_loop.ipynb, executed as Jupyter would: its own kernelspec, "nqga", made as
docs/python.md tells a user (`python -m ipykernel install --name nqga`, here into a folder of the
test's own on JUPYTER_PATH), started by Debian's nbclient in a folder of its own: every cell runs,
the Experiment shows itself, the sweep's DataFrames and figure show, and the interrupt is caught
with the partial Experiment. Committed without outputs, so that its diffs stay readable."""

import subprocess
import sys

import pytest

from conftest import ROOT, kernel_environment, require_module

nbformat = require_module("nbformat", "python3-nbformat")
nbclient = require_module("nbclient", "python3-nbclient")

NOTEBOOK = ROOT / "docs" / "examples" / "notebook.ipynb"
OWN_LOOP = ROOT / "docs" / "examples" / "own_loop.ipynb"


def outputs(cell):
    """A cell's outputs as one text: streams, plain text and HTML, and the kinds of images."""
    parts = []
    for output in cell.get("outputs", []):
        parts.append(output.get("text", ""))
        data = output.get("data", {})
        parts += [data.get("text/plain", ""), data.get("text/html", "")]
        parts += [kind for kind in data if kind.startswith("image/")]
    return "\n".join(parts)


@pytest.fixture
def nqga_kernel(tmp_path, monkeypatch):
    """The kernelspec a user installs: `python -m ipykernel install --name nqga`."""
    prefix = tmp_path / "prefix"
    subprocess.run([sys.executable, "-m", "ipykernel", "install", "--prefix", str(prefix),
                    "--name", "nqga"], check=True, capture_output=True)
    monkeypatch.setenv("JUPYTER_PATH", str(prefix / "share" / "jupyter"))
    return "nqga"


def executed(path, kernel_name, folder):
    """The outputs of the code cells of the notebook at `path`, executed in its own kernelspec
    (which must be `kernel_name`) in `folder`; it must be committed without outputs."""
    notebook = nbformat.read(path, as_version=4)
    assert notebook.metadata.kernelspec.name == kernel_name
    code = [cell for cell in notebook.cells if cell.cell_type == "code"]
    assert not any(cell.outputs or cell.execution_count for cell in code), "clear its outputs"
    assert "numpy view" not in "".join(cell.source for cell in notebook.cells)
    client = nbclient.NotebookClient(notebook, timeout=60,
                                     resources={"metadata": {"path": str(folder)}})
    client.execute(env=kernel_environment())
    return [outputs(cell) for cell in code]


def test_notebook_runs_in_its_own_kernel(nqga_kernel, tmp_path):
    shown = executed(NOTEBOOK, nqga_kernel, tmp_path)
    assert "nqga.Experiment(" in shown[0] and "Varied: <code>n</code> (problem): 8, 12" in shown[0]
    assert "Conclusions" in shown[0]
    assert "<table" in shown[1] and "<table" in shown[2] and "p_holm" in shown[3]
    assert "ga.selection.method=roulette" in shown[3]
    assert "image/svg+xml" in shown[4]
    assert "notebook-shift" in shown[5]
    assert "interrupted:" in shown[6] and "jobs are in" in shown[6] and "<table" in shown[6]
    assert (tmp_path / "notebook-results" / "interrupted" / "runs.csv").exists()


def test_a_notebook_writes_its_own_loop(nqga_kernel, tmp_path):
    """docs/examples/own_loop.ipynb: nqga.GA stepped, then its children changed between ask()
    and tell() by a loop of the notebook's own until it solves 32 queens."""
    shown = executed(OWN_LOOP, nqga_kernel, tmp_path)
    assert "nqga.GA(n=32, generation 0, best " in shown[0]
    assert "'generation': 20" in shown[1] and "(50, 32)" in shown[1]
    assert "solved)" in shown[2] and "Check(valid)" in shown[2]
    assert "<table" in shown[3] and "evaluations" in shown[3]
