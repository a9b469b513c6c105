"""Shared fixtures: the repository, the nqga executable the module was built beside, a small
sweep of the quick start (4 points, 3 seeds, at most 300 generations: about a second), and a
Jupyter kernel."""

import csv
import io
import os
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
QUICKSTART = ROOT / "configs" / "quickstart.yaml"
SMALL = ("n=[8,12]", "seeds=3", "stop.max_generations=300")


def tools_required():
    """Whether a missing tool fails a test instead of skipping it: NQGA_REQUIRE_TOOLS=1
    (tests/run.sh sets it once it installed them) or CI=true, as tests/required.hpp says."""
    return os.environ.get("NQGA_REQUIRE_TOOLS") == "1" or os.environ.get("CI") == "true"


def skip_without(why):
    """Skips the test for want of `why`, or fails it where tools_required()."""
    if tools_required():
        pytest.fail(f"a required tool: {why}")
    pytest.skip(why, allow_module_level=True)


def require_module(name, package):
    """The module `name`, or a skip (a failure where tools are required) naming its package."""
    try:
        return __import__(name)
    except ImportError:
        skip_without(f"no Python module {name} (apt-get install {package})")


@pytest.fixture(scope="session")
def nqga_exe():
    exe = Path(os.environ.get("NQGA_EXE", ROOT / "build" / "experiments" / "nqga"))
    if not exe.exists():
        skip_without(f"no nqga executable at {exe} (set NQGA_EXE)")
    return exe


def without_seconds(path):
    """A CSV file's rows without its `seconds` column: what two runs with one seed share."""
    rows = list(csv.reader(io.StringIO(Path(path).read_text())))
    drop = rows[0].index("seconds")
    return [row[:drop] + row[drop + 1:] for row in rows]


def kernel_environment():
    """The suite's environment with PYTHONPATH and NQGA_EXE made absolute: the kernel starts in
    another folder, where `PYTHONPATH=build/python` would find no module."""
    env = dict(os.environ)
    paths = [p for p in env.get("PYTHONPATH", "").split(os.pathsep) if p]
    env["PYTHONPATH"] = os.pathsep.join(str(Path(p).resolve()) for p in paths)
    if "NQGA_EXE" in env:
        env["NQGA_EXE"] = str(Path(env["NQGA_EXE"]).resolve())
    return env


@pytest.fixture(scope="session")
def kernel(tmp_path_factory):
    """One Jupyter kernel (Debian's ipykernel) for the session's interrupt and notebook tests,
    started in a folder of its own with the suite's environment (PYTHONPATH, NQGA_EXE): its
    KernelManager and a client."""
    jupyter_client = require_module("jupyter_client", "python3-jupyter-client")
    manager = jupyter_client.KernelManager(kernel_name="python3")
    manager.start_kernel(env=kernel_environment(), cwd=str(tmp_path_factory.mktemp("kernel")))
    client = manager.client()
    client.start_channels()
    client.wait_for_ready(timeout=60)
    yield manager, client
    client.stop_channels()
    manager.shutdown_kernel(now=True)
