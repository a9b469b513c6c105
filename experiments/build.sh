#!/usr/bin/env bash
# Installs what is missing (the Debian 12 packages of the quick start and the test command, in
# one apt-get call) and builds nqga in Release mode into build/ (CMake preset `release`): the
# targets named in $nqga_targets when set (the quick start needs only `nqga`, the tests their
# binaries), else all, benchmarks included. Sourced by
# experiments/quickstart.sh and tests/run.sh; safe to run again (a no-op install, an incremental
# build). Both configure build/ alike, the Python module included (-DNQGA_PYTHON=ON with Debian's
# Python, which compiles the libraries position-independent), so that the test command after the
# quick start compiles only what the quick start did not need: the tests and the module.
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/install.sh"
nqga_install_packages
nqga_configure release build -DNQGA_PYTHON=ON -DPython3_EXECUTABLE=/usr/bin/python3
# shellcheck disable=SC2086 # a list of target names
cmake --build "$nqga_root/build" -j"$(nproc)" ${nqga_targets:+--target $nqga_targets}
