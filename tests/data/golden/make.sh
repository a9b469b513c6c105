#!/usr/bin/env bash
# Writes the golden runs.csv files (without their seconds column) of the sweeps in sweeps.txt,
# with the nqga executable given (default: build/experiments/nqga). Run it only when a change is
# meant to change results or runs.csv's columns, and say so in the commit (git log of this
# folder tells which commit made each file).
#   bash tests/data/golden/make.sh [NQGA [CONFIG]]   (CONFIG: only that config's file)
set -euo pipefail
here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
root=$(cd "$here/../../.." && pwd)
source "$root/tests/stress_common.sh"
nqga=$(realpath "${1:-$root/build/experiments/nqga}")
only=${2:-}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
grep -v '^#' "$here/sweeps.txt" | while read -r config overrides; do
  [ -z "$only" ] || [ "$config" = "$only" ] || continue
  # shellcheck disable=SC2086 # the overrides are words
  "$nqga" run "$root/configs/$config.yaml" $overrides --out "$work/$config" --no-plot >/dev/null
  without_seconds "$work/$config/runs.csv" >"$here/$config.runs.csv"
done
