#!/usr/bin/env bash
# The README's main job: install what is missing, build, and run configs/quickstart.yaml on all of
# this machine's threads. Extra arguments go to `nqga run` (e.g. --fresh, n=[8,12]).
set -euo pipefail
nqga_targets=nqga
source "$(dirname "${BASH_SOURCE[0]}")/build.sh"
cd "$nqga_root"
exec build/experiments/nqga run configs/quickstart.yaml "$@"
