"""docs/examples/notebook.ipynb, executed as Jupyter would (Debian's nbclient, in the session's
ipykernel, moved to a folder of its own): every cell runs, the sweep's DataFrames and figure show, and the interrupt is caught with the
partial Experiment. Committed without outputs, so that its diffs stay readable."""

import pytest

from conftest import ROOT

nbformat = pytest.importorskip("nbformat")
nbclient = pytest.importorskip("nbclient")

NOTEBOOK = ROOT / "docs" / "examples" / "notebook.ipynb"


def outputs(cell):
    """A cell's outputs as one text: streams, plain text and HTML, and the kinds of images."""
    parts = []
    for output in cell.get("outputs", []):
        parts.append(output.get("text", ""))
        data = output.get("data", {})
        parts += [data.get("text/plain", ""), data.get("text/html", "")]
        parts += [kind for kind in data if kind.startswith("image/")]
    return "\n".join(parts)


def test_notebook_runs(kernel, tmp_path):
    notebook = nbformat.read(NOTEBOOK, as_version=4)
    code = [cell for cell in notebook.cells if cell.cell_type == "code"]
    assert not any(cell.outputs or cell.execution_count for cell in code), "clear its outputs"
    manager, client = kernel
    client.execute_interactive(f"import os; os.chdir({str(tmp_path)!r})", timeout=10)
    nbclient.NotebookClient(notebook, km=manager, timeout=60).execute()
    shown = [outputs(cell) for cell in code]
    assert "nqga.Experiment(" in shown[0]
    assert "<table" in shown[1] and "<table" in shown[2] and "p_holm" in shown[3]
    assert "image/svg+xml" in shown[4]
    assert "notebook-shift" in shown[5]
    assert "interrupted:" in shown[6] and "jobs are in" in shown[6] and "<table" in shown[6]
    assert (tmp_path / "notebook-results" / "interrupted" / "runs.csv").exists()
