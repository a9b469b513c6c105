#!/usr/bin/env bash
# `nqga show` on large boards: the density view as SVG and as PNG (rsvg-convert), from a solution
# in the binary and the text form (`nqga solve N --out`) and from a random permutation full of
# attacks (coreutils' shuf with a fixed random source). Each case three times: wall seconds, peak
# memory (the largest resident size GNU time reports), the size of the picture.
#   bash experiments/bench/show_large_n.sh [n] [path/to/nqga]      (default n = 1000000)
set -euo pipefail
n=${1:-1000000}
nqga=${2:-build/experiments/nqga}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
"$nqga" solve "$n" --out "$work/solution.bin" >/dev/null
"$nqga" solve "$n" --out "$work/solution.txt" >/dev/null
{ echo "$n"; shuf -i "1-$n" --random-source=<(yes); } >"$work/random.txt"
printf '%-13s %-4s %8s %10s %12s\n' board form seconds peak_MiB picture_KiB
for board in solution.bin solution.txt random.txt; do
  for form in svg png; do
    for run in 1 2 3; do
      /usr/bin/time -f '%e %M' -o "$work/time" \
        "$nqga" show "$work/$board" "--$form" "$work/picture.$form" >/dev/null
      read -r seconds kib <"$work/time"
      awk -v b="$board" -v f="$form" -v s="$seconds" -v k="$kib" -v p="$(stat -c %s "$work/picture.$form")" \
        'BEGIN { printf "%-13s %-4s %8s %10.1f %12.1f\n", b, f, s, k / 1024, p / 1024 }'

    done
  done
done
