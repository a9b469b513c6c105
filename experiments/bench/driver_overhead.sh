#!/usr/bin/env bash
# Driver overhead: a sweep of 1000 tiny jobs (n = 8, population 50) against the sum of the jobs'
# own run times (the `seconds` column of runs.csv), for --jobs 1 and the default (all threads).
#   bash experiments/bench/driver_overhead.sh [path/to/nqga]
set -euo pipefail
nqga=${1:-build/experiments/nqga}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
printf 'n: 8\nseeds: 1000\nga: {population: 50}\n' >"$work/tiny.yaml"
for jobs in 1 0; do
  start=$(date +%s.%N)
  "$nqga" run "$work/tiny.yaml" --out "$work/run$jobs" --jobs "$jobs" --no-plot >/dev/null
  end=$(date +%s.%N)
  awk -F, -v start="$start" -v end="$end" -v jobs="$jobs" '
    NR == 1 { for (i = 1; i <= NF; i++) if ($i == "seconds") col = i; next }
    { sum += $col; n++ }
    END { wall = end - start
          printf "--jobs %s: %d jobs, wall %.3f s, sum of job times %.3f s, ratio %.2f\n",
                 (jobs == 0 ? "default" : jobs), n, wall, sum, wall / sum }' "$work/run$jobs/runs.csv"
done
