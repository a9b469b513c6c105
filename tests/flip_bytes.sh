#!/usr/bin/env bash
# The byte-flip stage (long mode): one byte of one file of a run directory is changed, FLIPS
# times (default 200), each time in a fresh copy and each kind of file in turn (config.yaml,
# manifest.json, job records, job logs, a checkpoint, the tables), and then `nqga run` resumes
# the copy. Each must end one of two ways:
#   - exit 0 with the original's runs.csv (seconds aside): the damage was repaired, by running the
#     job again (a record, a log, a checkpoint) or by rebuilding the table;
#   - a refusal (exit 2) whose message names the damaged file.
# Anything else (another result, a crash, a refusal that does not name the file) fails.
# Usage: bash tests/flip_bytes.sh [FLIPS] [NQGA]   (FLIP_SEED=S repeats a sequence of flips)
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/stress_common.sh"
flips=${1:-200}
nqga=$(realpath "${2:-build/experiments/nqga}")
seed=${FLIP_SEED:-$$}
RANDOM=$seed
enter_scratch_dir
fail() { echo "flip bytes (FLIP_SEED=$seed): $*" >&2; exit 1; }

# A finished sweep of 6 short GA jobs, and one long job killed once it has saved a checkpoint.
cat >sweep.yaml <<'EOF'
n: [8, 10]
seeds: 3
ga: {population: 30}
stop: {max_generations: 300}
EOF
cat >long.yaml <<'EOF'
n: 60
seeds: 1
ga: {population: 40, mutation: {rate: 0}}
stop: {max_generations: 3000, checkpoint_every_s: 0.01}
EOF
"$nqga" run sweep.yaml --out sweep --no-plot --jobs 2 >/dev/null 2>&1
"$nqga" run long.yaml --out long-whole --no-plot >/dev/null 2>&1
"$nqga" run long.yaml --out long --no-plot >/dev/null 2>&1 &
pid=$!
while [[ ! -e long/jobs/0.checkpoint ]] && kill -0 "$pid" 2>/dev/null; do sleep 0.001; done
kill -KILL "$pid" 2>/dev/null || true
wait "$pid" 2>/dev/null || true
[[ -e long/jobs/0.checkpoint && ! -e long/jobs/0.json ]] || fail "the long job ended before its kill"
without_seconds sweep/runs.csv >sweep.csv
without_seconds long-whole/runs.csv >long.csv

# The kinds of file, each as "source directory:file pattern".
kinds=(sweep:config.yaml sweep:manifest.json "sweep:jobs/*.json" "sweep:jobs/*.gens.csv"
       sweep:runs.csv sweep:summary.csv sweep:summary.json sweep:generations_quantiles.csv
       long:jobs/0.checkpoint long:manifest.json)

# Changes byte AT of FILE to a different random value.
flip() {
  local file=$1 at=$2 old new
  old=$(od -An -tu1 -j"$at" -N1 "$file" | tr -d ' ')
  new=$(( (old + 1 + RANDOM % 255) % 256 ))
  printf "$(printf '\\%03o' "$new")" | dd of="$file" bs=1 seek="$at" conv=notrunc status=none
}

repaired=0 refused=0
for ((k = 0; k < flips; ++k)); do
  kind=${kinds[k % ${#kinds[@]}]}
  source_dir=${kind%%:*} pattern=${kind#*:}
  rm -rf copy
  cp -r "$source_dir" copy
  mapfile -t files < <(cd copy && compgen -G "$pattern")
  file=${files[RANDOM % ${#files[@]}]}
  size=$(stat -c %s "copy/$file")
  ((size > 0)) || continue
  at=$(( (RANDOM * 32768 + RANDOM) % size ))
  flip "copy/$file" "$at"
  config=sweep.yaml expected=sweep.csv
  [[ $source_dir == long ]] && config=long.yaml expected=long.csv
  status=0
  "$nqga" run "$config" --out copy --no-plot --jobs 2 >out.txt 2>err.txt || status=$?
  what="byte $at of $source_dir/$file"
  if ((status == 0)); then
    without_seconds copy/runs.csv | cmp -s - "$expected" ||
      fail "$what changed: exit 0 with other results: $(diff <(without_seconds copy/runs.csv) \
        "$expected" | head -5)"
    repaired=$((repaired + 1))
  elif ((status == 2)); then
    grep -qF "$file" err.txt || fail "$what changed: refused without naming it: $(cat err.txt)"
    refused=$((refused + 1))
  else
    fail "$what changed: exit $status: $(tail -5 err.txt)"
  fi
done
echo "flip bytes: $repaired repaired, $refused refused naming the file (FLIP_SEED=$seed)"
