#!/usr/bin/env bash
# Installs what is missing (Debian 12 packages, with apt-get) and builds nqga in Release mode into
# build/ (CMake preset `release`): the targets named in $nqga_targets when set (the quick start
# needs only `nqga`, the tests their binaries), else all, benchmarks included. Sourced by
# experiments/quickstart.sh and tests/run.sh; safe to run again (a no-op install, an incremental
# build). $nqga_cmake_options, when set, adds CMake options to the configuration (tests/run.sh:
# the Python module).
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/install.sh"
# gnuplot (figures), Graphviz (the state-space tree), rsvg-convert (PNG boards) and xmllint
# (which the tests parse the pictures with) are run-time tools.
nqga_install g++ make cmake ninja-build git libeigen3-dev libyaml-cpp-dev libcli11-dev nlohmann-json3-dev \
  libgtest-dev libbenchmark-dev libboost-math-dev gnuplot-nox graphviz librsvg2-bin libxml2-utils
# The Python module's build and run time (docs/python.md): `pip install --no-build-isolation
# --no-index .` into a venv builds it offline from these.
nqga_install pybind11-dev python3-dev python3-numpy python3-pandas python3-venv python3-setuptools \
  python3-wheel
# shellcheck disable=SC2086 # a list of options
nqga_configure release build ${nqga_cmake_options:-}
# shellcheck disable=SC2086 # a list of target names
cmake --build "$nqga_root/build" -j"$(nproc)" ${nqga_targets:+--target $nqga_targets}
