#!/usr/bin/env bash
# The README's test command (and CI's): install what is missing, build, run the whole suite.
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/../experiments/build.sh"
ctest --test-dir "$nqga_root/build" --output-on-failure -j"$(nproc)"
