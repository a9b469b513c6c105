"""Builds the extension nqga._nqga with CMake (-DNQGA_PYTHON=ON): the libraries and the module
in one Release build, nothing downloaded. pyproject.toml holds the metadata.

Where the clone's own build/ has the install's options (the test command and the quick start
configure it: Release, -DNQGA_PYTHON=ON, no sanitizers, the same Python), the module is built
there, so an install after them compiles only what changed. Else every build folder (CMake's,
setuptools' build/ and egg-info) is out of the source tree, under NQGA_BUILD_DIR (default
~/.cache/nqga/build-HASH, one per clone), and kept: a second install is incremental. The
compiler's progress goes to the terminal (pip shows nothing of a build without -v), and an
interpreter without the `wheel` package is told which one to use before pip fails with
"invalid command 'bdist_wheel'"."""

import hashlib
import importlib.util
import os
import re
import shutil
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent
BUILD = Path(os.environ.get("NQGA_BUILD_DIR") or Path.home() / ".cache" / "nqga" / (
    "build-" + hashlib.sha256(str(ROOT).encode()).hexdigest()[:12]))


def base_python():
    """The interpreter a venv was made from (the extension is built for its headers)."""
    return getattr(sys, "_base_executable", None) or sys.executable


def cmake_cache(folder):
    """A CMake build folder's cache entries (NAME:TYPE=VALUE) as {NAME: VALUE}; {} without one."""
    cache = Path(folder) / "CMakeCache.txt"
    if not cache.is_file():
        return {}
    entries = {}
    for line in cache.read_text(errors="replace").splitlines():
        match = re.match(r"([^#/][^:=]*):[A-Z]+=(.*)", line)
        if match:
            entries[match[1]] = match[2]
    return entries


def reusable_build(root, python):
    """`root`/build when its cache holds this install's options: configured from `root`,
    Release, NQGA_PYTHON on, no sanitizers, and `python` (the same interpreter, links
    resolved); else None."""
    folder = Path(root) / "build"
    cache = cmake_cache(folder)
    same = (cache.get("CMAKE_HOME_DIRECTORY") == str(root)
            and cache.get("CMAKE_BUILD_TYPE") == "Release"
            and cache.get("NQGA_PYTHON", "").upper() in ("ON", "TRUE", "1")
            and not cache.get("NQGA_SANITIZE")
            and os.path.realpath(cache.get("Python3_EXECUTABLE", "")) == os.path.realpath(python))
    return folder if same else None


def wheel_refusal(find_spec=importlib.util.find_spec):
    """What to tell a user whose interpreter lacks the `wheel` package (a pyenv or conda
    python3 first on PATH), or None."""
    if find_spec("wheel") is not None:
        return None
    return (f"nqga: {sys.executable} (Python {sys.version.split()[0]}) has no 'wheel' package, "
            "so pip cannot build nqga (\"invalid command 'bdist_wheel'\"). Install it with "
            "Debian's interpreter, whose python3-wheel, python3-numpy, python3-pandas and "
            "pybind11-dev the build uses:\n"
            "  /usr/bin/python3 -m venv --system-site-packages ~/nqga-env\n"
            "  ~/nqga-env/bin/pip install --no-build-isolation --no-index .")


def terminal():
    """The controlling terminal for progress lines (pip captures the build's own output), or
    None."""
    try:
        return open("/dev/tty", "w")  # noqa: SIM115 (closed by the caller)
    except OSError:
        return None


def say(text, tty):
    """`text` on the build's output (pip -v shows it) and on the terminal."""
    print(text, flush=True)
    if tty:
        tty.write(text + "\n")
        tty.flush()


def compile_module(build, tty):
    """`cmake --build` of the target _nqga in `build`, its lines passed on, and the compiler's
    count ("[12/45]") kept on one terminal line."""
    command = ["cmake", "--build", str(build), "--target", "_nqga", "-j", str(os.cpu_count() or 1)]
    process = subprocess.Popen(command, stdout=subprocess.PIPE, stderr=subprocess.STDOUT,
                               text=True)
    for line in process.stdout:
        sys.stdout.write(line)
        step = re.match(r"\[(\d+)/(\d+)\]", line)
        if tty and step:
            tty.write(f"\rnqga: compiling {step[0]} {line[step.end():].strip()[:60]:<60}")
            tty.flush()
    if tty:
        tty.write("\n")
    if process.wait():
        raise subprocess.CalledProcessError(process.returncode, command)


def build_folder(tty):
    """The folder the module is built in: the clone's build/ when its options are the
    install's, else NQGA_BUILD_DIR's, configured here."""
    reused = reusable_build(ROOT, base_python())
    if reused:
        say(f"nqga: building in {reused} (configured with this install's options): only what "
            "changed is compiled", tty)
        return reused
    build = BUILD / "cmake"
    fresh = not (build / "CMakeCache.txt").exists()
    say(f"nqga: building in {build}" + (" for the first time (minutes: the whole library; "
                                        "later installs compile only what changed)"
                                        if fresh else ""), tty)
    generator = ["-G", "Ninja"] if shutil.which("ninja") else []
    subprocess.run(["cmake", "-S", str(ROOT), "-B", str(build), *generator,
                    "-DCMAKE_BUILD_TYPE=Release", "-DCMAKE_UNITY_BUILD=ON",
                    "-DNQGA_PYTHON=ON", "-DNQGA_BUILD_TESTS=OFF", "-DNQGA_BUILD_BENCH=OFF",
                    f"-DPython3_EXECUTABLE={sys.executable}"], check=True)
    return build


def main():
    from setuptools import Extension, setup
    from setuptools.command.build_ext import build_ext

    refusal = wheel_refusal()
    if refusal:
        sys.exit(refusal)
    BUILD.mkdir(parents=True, exist_ok=True)  # egg_info wants its folder to exist

    class CMakeBuild(build_ext):
        def build_extension(self, ext):
            package = Path(self.get_ext_fullpath(ext.name)).resolve().parent
            tty = terminal()
            try:
                build = build_folder(tty)
                compile_module(build, tty)
            finally:
                if tty:
                    tty.close()
            built = build / "python" / "nqga"
            package.mkdir(parents=True, exist_ok=True)
            shutil.copy2(next(built.glob("_nqga*.so")), package)
            shutil.copytree(built / "plots", package / "plots", dirs_exist_ok=True)
            shutil.copy2(built / "python.md", package)  # the guide help(nqga) names

    setup(ext_modules=[Extension("nqga._nqga", sources=[])], cmdclass={"build_ext": CMakeBuild},
          options={"build": {"build_base": str(BUILD / "setuptools")},
                   "egg_info": {"egg_base": str(BUILD)}})


if __name__ == "__main__":
    main()
