#!/usr/bin/env bash
# Sourced by the stress scripts (the kill loop, the byte flips, the concurrent shards),
# tests/ga_scaling_script.sh and tests/data/golden/make.sh.

# without_seconds FILE prints a CSV file (runs.csv, a job's log) without its `seconds` column, the
# one thing that differs between two runs with one seed. Naive about quoting: nqga's tables hold
# no commas inside fields.
without_seconds() {
  awk -F, 'NR == 1 { for (i = 1; i <= NF; ++i) if ($i == "seconds") drop = i }
           { line = ""; for (i = 1; i <= NF; ++i) if (i != drop) line = line (line == "" ? "" : ",") $i
             print line }' "$1"
}

# enter_scratch_dir: makes a temporary folder, sets `work` to it, removes it at exit, and enters it.
enter_scratch_dir() {
  work=$(mktemp -d)
  trap 'rm -rf "$work"' EXIT
  cd "$work"
}
