#!/usr/bin/env bash
# The large-n table: min-conflicts from 10^5 to 10^9 queens (one process each) against the
# closed-form construction, then the largest n the memetic GA solves within 60 s.
#   bash experiments/bench/large_n.sh [max_exponent]      (default 9: needs about 5.5 GiB and minutes)
set -euo pipefail
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
bench="$root/build/experiments/bench/nqga_bench_large"
nqga="$root/build/experiments/nqga"
max=${1:-9}
printf '%12s %10s %9s %11s %10s %9s %9s %6s\n' n construct_s solve_s solve_cpu_s validate_s ratio \
  peak_MiB swaps
for ((e = 5; e <= max; e++)); do
  "$bench" "1$(printf '%0*d' "$e" 0)"
done
echo "memetic GA (nqga solve --method memetic --time-limit 60):"
for n in 10000 30000 60000 100000; do
  "$nqga" solve "$n" --method memetic --time-limit 60 --json
done
