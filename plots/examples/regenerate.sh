#!/usr/bin/env bash
# Regenerates the README's example figures from the shipped configs:
#   bash plots/examples/regenerate.sh          (after a build; about a minute on 2 cores)
set -euo pipefail
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
nqga="$root/build/experiments/nqga"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
"$nqga" run "$root/configs/quickstart.yaml" --out "$work/quickstart" >/dev/null
"$nqga" run "$root/configs/ga-vs-backtracking.yaml" --out "$work/gvb" >/dev/null
cp "$work/quickstart/plots/convergence.png" "$root/plots/examples/quickstart-convergence.png"
cp "$work/quickstart/plots/ecdf.png" "$root/plots/examples/quickstart-ecdf.png"
cp "$work/gvb/plots/time_vs_n.png" "$root/plots/examples/ga-vs-backtracking-time.png"
echo "updated $root/plots/examples"
