#!/usr/bin/env bash
# Regenerates the example figures of the README and docs/ (and the report's screenshot) from the
# shipped configs (the large scaling figure from its stored table):
#   bash plots/examples/regenerate.sh          (after a build; about six minutes on 2 cores)
set -euo pipefail
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
nqga="$root/build/experiments/nqga"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
"$nqga" run "$root/configs/quickstart.yaml" --out "$work/quickstart" >/dev/null
"$nqga" run "$root/configs/ga-vs-backtracking.yaml" --out "$work/gvb" >/dev/null
"$nqga" run "$root/configs/sweep-models.yaml" --out "$work/models" >/dev/null
# The phase transitions of docs/problems.md (1,200 and 960 jobs; about two minutes together).
"$nqga" run "$root/configs/blocked-phase.yaml" --out "$work/blocked" >/dev/null
"$nqga" run "$root/configs/completion-phase.yaml" --out "$work/completion" >/dev/null
# configs/ga-scaling.yaml up to n = 10^4 (about 10 s; docs/ga-scaling.md).
bash "$root/experiments/ga_scaling.sh" run "$work/scaling" 'n=[100,300,1000,3000,10000]' >/dev/null
cp "$work/quickstart/plots/convergence.png" "$root/plots/examples/quickstart-convergence.png"
cp "$work/quickstart/plots/ecdf.png" "$root/plots/examples/quickstart-ecdf.png"
cp "$work/gvb/plots/time_vs_n.png" "$root/plots/examples/ga-vs-backtracking-time.png"
cp "$work/models/plots/work_vs_n.png" "$root/plots/examples/models-work.png"
cp "$work/blocked/plots/phase.png" "$root/plots/examples/blocked-phase.png"
cp "$work/completion/plots/phase.png" "$root/plots/examples/completion-phase.png"
cp "$work/scaling/ga-scaling.png" "$root/plots/examples/ga-scaling.png"
# The large figure, n = 100 to 10^6: its runs take about 4 minutes of CPU, mostly the three at
# 10^6, so it is drawn from their stored table (ga_scaling.sh's rows of their summary.csv files,
# the commands in docs/ga-scaling.md; `ga_scaling.sh plot` of those run directories makes it).
bash "$root/experiments/ga_scaling.sh" draw "$root/plots/examples/ga-scaling-large.csv" \
  "$work/ga-scaling-large" 60/1800 >/dev/null
cp "$work/ga-scaling-large.png" "$root/plots/examples/ga-scaling-large.png"
# The pictures: the best board of the first quick-start job that did not solve, a solution of a
# million queens (the density view), the pruned state-space tree for n = 4.
unsolved=$(awk -F, 'NR == 1 { for (i = 1; i <= NF; i++) column[$i] = i; next }
                    $column["solved"] == "false" { print $column["id"]; exit }' \
               "$work/quickstart/runs.csv")
"$nqga" show "$work/quickstart/jobs/$unsolved" --png "$root/plots/examples/show-board.png" >/dev/null
"$nqga" solve 1000000 --out "$work/million.bin" >/dev/null
"$nqga" show "$work/million.bin" --png "$root/plots/examples/show-density.png" >/dev/null
"$nqga" tree 4 --png "$root/plots/examples/tree-4.png" >/dev/null
# The top of the quick start's report, as headless Chromium shows it (Debian's chromium).
chromium --headless --no-sandbox --disable-gpu --hide-scrollbars --window-size=1200,1500 \
  --screenshot="$root/plots/examples/report.png" "file://$work/quickstart/report.html" 2>/dev/null
echo "updated $root/plots/examples (the board: quick-start job $unsolved)"
