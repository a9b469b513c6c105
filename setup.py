"""Builds the extension nqga._nqga with CMake (-DNQGA_PYTHON=ON): the libraries and the module
in one Release build, nothing downloaded. pyproject.toml holds the metadata. Every build folder
(CMake's, setuptools' build/ and egg-info) is out of the source tree, under NQGA_BUILD_DIR
(default ~/.cache/nqga/build-HASH, one per clone), and kept: a second install is incremental."""

import hashlib
import os
import shutil
import subprocess
import sys
from pathlib import Path

from setuptools import Extension, setup
from setuptools.command.build_ext import build_ext

ROOT = Path(__file__).resolve().parent
BUILD = Path(os.environ.get("NQGA_BUILD_DIR") or Path.home() / ".cache" / "nqga" / (
    "build-" + hashlib.sha256(str(ROOT).encode()).hexdigest()[:12]))
BUILD.mkdir(parents=True, exist_ok=True)  # egg_info wants its folder to exist


class CMakeBuild(build_ext):
    def build_extension(self, ext):
        package = Path(self.get_ext_fullpath(ext.name)).resolve().parent
        build = BUILD / "cmake"
        generator = ["-G", "Ninja"] if shutil.which("ninja") else []
        subprocess.run(["cmake", "-S", str(ROOT), "-B", str(build), *generator,
                        "-DCMAKE_BUILD_TYPE=Release", "-DCMAKE_UNITY_BUILD=ON",
                        "-DNQGA_PYTHON=ON", "-DNQGA_BUILD_TESTS=OFF", "-DNQGA_BUILD_BENCH=OFF",
                        f"-DPython3_EXECUTABLE={sys.executable}"], check=True)
        subprocess.run(["cmake", "--build", str(build), "--target", "_nqga",
                        "-j", str(os.cpu_count() or 1)], check=True)
        built = build / "python" / "nqga"
        package.mkdir(parents=True, exist_ok=True)
        shutil.copy2(next(built.glob("_nqga*.so")), package)
        shutil.copytree(built / "plots", package / "plots", dirs_exist_ok=True)
        shutil.copy2(built / "python.md", package)  # the guide help(nqga) names


setup(ext_modules=[Extension("nqga._nqga", sources=[])], cmdclass={"build_ext": CMakeBuild},
      options={"build": {"build_base": str(BUILD / "setuptools")},
               "egg_info": {"egg_base": str(BUILD)}})
