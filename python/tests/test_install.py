"""setup.py, what `pip install .` runs: it reuses the clone's build/ where that has the install's
options (the test command's, so an install after it compiles only what changed: 12 s measured,
against minutes for a whole build), and tells a user whose interpreter lacks `wheel` which one
to use instead of pip's "invalid command 'bdist_wheel'"."""

import importlib.util
import sys

from conftest import ROOT

spec = importlib.util.spec_from_file_location("nqga_setup", ROOT / "setup.py")
setup_py = importlib.util.module_from_spec(spec)
spec.loader.exec_module(setup_py)  # defines its functions; setup() runs only as __main__


def cache(folder, root, **entries):
    """A CMakeCache.txt in `folder`/build with the test command's options, `entries` over them."""
    options = {"CMAKE_HOME_DIRECTORY:INTERNAL": str(root), "CMAKE_BUILD_TYPE:STRING": "Release",
               "NQGA_PYTHON:BOOL": "ON", "NQGA_SANITIZE:STRING": "",
               "Python3_EXECUTABLE:FILEPATH": "/usr/bin/python3", **entries}
    (folder / "build").mkdir(parents=True, exist_ok=True)
    (folder / "build" / "CMakeCache.txt").write_text(
        "# This is the CMakeCache file.\n//a comment\n" +
        "".join(f"{name}={value}\n" for name, value in options.items()))


def test_the_clones_build_is_reused_only_with_the_installs_options(tmp_path):
    cache(tmp_path, tmp_path)
    assert setup_py.reusable_build(tmp_path, "/usr/bin/python3") == tmp_path / "build"
    assert setup_py.reusable_build(tmp_path, "/root/.pyenv/versions/3.12.1/bin/python3") is None
    for entries in [{"CMAKE_BUILD_TYPE:STRING": "Debug"}, {"NQGA_PYTHON:BOOL": "OFF"},
                    {"NQGA_SANITIZE:STRING": "address"},
                    {"CMAKE_HOME_DIRECTORY:INTERNAL": "/elsewhere"}]:
        cache(tmp_path, tmp_path, **entries)
        assert setup_py.reusable_build(tmp_path, "/usr/bin/python3") is None, entries
    assert setup_py.reusable_build(tmp_path / "unbuilt", "/usr/bin/python3") is None


def test_an_interpreter_without_wheel_is_told_which_to_use():
    told = setup_py.wheel_refusal(find_spec=lambda name: None)
    assert told.startswith(f"nqga: {sys.executable} (Python ")
    assert "has no 'wheel' package, so pip cannot build nqga (\"invalid command 'bdist_wheel'\")" \
        in told
    assert "/usr/bin/python3 -m venv --system-site-packages ~/nqga-env" in told
    assert setup_py.wheel_refusal() is None  # Debian's python3-wheel, here
