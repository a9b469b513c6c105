#!/usr/bin/env bash
# Installs what is missing (Debian 12 packages, with apt-get) and builds nqga in Release mode into
# build/ (CMake preset `release`): the targets named in $nqga_targets when set (the quick start
# needs only `nqga`, the tests their binaries), else all, benchmarks included. Sourced by
# experiments/quickstart.sh and tests/run.sh; safe to run again (a no-op install, an incremental
# build). $nqga_cmake_options, when set, adds CMake options to the configuration (tests/run.sh:
# the Python module).
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/install.sh"
nqga_install_build_deps
# shellcheck disable=SC2086 # a list of options
nqga_configure release build ${nqga_cmake_options:-}
# shellcheck disable=SC2086 # a list of target names
cmake --build "$nqga_root/build" -j"$(nproc)" ${nqga_targets:+--target $nqga_targets}
