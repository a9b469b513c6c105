#!/usr/bin/env bash
# experiments/ga_scaling.sh on small boards: configs/ga-scaling.yaml is the 180-job sweep its
# header says; the table and the figure's data are summary.csv's medians and IQRs, one solver's
# rows together in order of n; `reach` stops at the first n not solved in every run (a cap on
# evaluations stands in for the time limit, so that nothing here depends on timing).
# Usage: bash tests/ga_scaling_script.sh NQGA
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/stress_common.sh"
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
export NQGA
NQGA=$(realpath "$1")
script=$root/experiments/ga_scaling.sh
enter_scratch_dir
fail() {
  echo "FAIL: $*" >&2
  exit 1
}

"$NQGA" run "$root/configs/ga-scaling.yaml" --dry-run | tail -n 1 | grep -qx '180 jobs (18 points); nothing run' ||
  fail "configs/ga-scaling.yaml is not 6 n x 3 solvers x 10 seeds"

bash "$script" run sweep 'n=[10,8]' seeds=3 >table.md
# The Markdown table: header, rule, then ga, memetic, min-conflicts, each at n = 8 then 10.
[ "$(grep '^| [a-z-]* | [0-9]' table.md | cut -d'|' -f2,3 | tr -d ' ')" = "$(printf '%s\n' ga\|8 ga\|10 \
  memetic\|8 memetic\|10 min-conflicts\|8 min-conflicts\|10)" ] || fail "table rows: $(cat table.md)"
# Each row's numbers are summary.csv's, as printed (work below 100 with 3 digits).
expected=$(awk -F, 'NR == 1 { for (i = 1; i <= NF; i++) c[$i] = i; next }
                    $c["solver"] == "min-conflicts" && $c["n"] == 10 {
                      printf "%d/%d %.3g [%.3g, %.3g]", $c["solved"], $c["runs"], $c["work_median"],
                             $c["work_q25"], $c["work_q75"] }' sweep/summary.csv)
row=$(grep '^| min-conflicts | 10 |' table.md | cut -d'|' -f4,5 | sed 's/ (repair swaps)//; s/|//; s/^ *//; s/  */ /g; s/ *$//')
[ "$row" = "$expected" ] || fail "min-conflicts at n = 10: '$row', summary.csv: '$expected'"
[ "$(wc -l <sweep/ga_scaling.csv)" -eq 7 ] || fail "ga_scaling.csv: $(cat sweep/ga_scaling.csv)"
if command -v gnuplot >/dev/null; then
  [ -s sweep/ga-scaling.png ] && [ -s sweep/ga-scaling.svg ] || fail "no figure"
fi

# Two run directories together: the second's n = 12 (another time limit) joins each solver's rows
# in order of n, and the figure's label names both limits.
bash "$script" run more 'n=[12]' seeds=2 stop.time_limit_s=90 >/dev/null
bash "$script" table sweep more >both.md
[ "$(grep '^| ga | [0-9]' both.md | cut -d'|' -f3 | tr -d ' ' | paste -sd, -)" = 8,10,12 ] ||
  fail "two directories' table: $(cat both.md)"
if command -v gnuplot >/dev/null; then
  bash "$script" plot sweep more >/dev/null
  grep -q 'time limit: 60/90 s' sweep/ga-scaling.svg || fail "the figure's limits: no '60/90'"
  # A stored table drawn again (plots/examples/regenerate.sh's large figure), its limits given.
  cp sweep/ga_scaling.csv stored.csv
  bash "$script" draw stored.csv stored 60/1800 >/dev/null
  [ -s stored.png ] && grep -q 'time limit: 60/1800 s' stored.svg || fail "draw: no figure or limits"
fi

# n = 8 solves within 5,000 evaluations in every run, n = 2000 in none; n = 12 is never tried.
bash "$script" reach 60 reach 8 2000 12 seeds=2 stop.max_evaluations=5000 >reach.txt
tail -n 1 reach.txt | grep -qx 'largest n solved in every run within 60 s: 8' || fail "$(cat reach.txt)"
grep -q '^| ga | 2000 | 0/2 |' reach.txt || fail "no row for n = 2000: $(cat reach.txt)"
[ -d reach/n=8 ] && [ -d reach/n=2000 ] && [ ! -e reach/n=12 ] || fail "reach ran $(ls reach)"
echo "ga_scaling.sh: table, figure and reach as expected"
