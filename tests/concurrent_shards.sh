#!/usr/bin/env bash
# Shard processes started together into one run directory, ROUNDS times (default 10, as in CI;
# 100 in the long mode): each round starts 3, 4 or 5 shards at once, splitting the sweep by
# --shard I/K or by Slurm array variables (SLURM_ARRAY_TASK_ID/COUNT), and last one round under a
# real `mpirun -np 3` (Open MPI; skipped with a note when mpirun is missing, unless
# NQGA_REQUIRE_TOOLS=1, as tests/run.sh sets after installing it, or CI=true). After every round:
#   - every shard exited 0;
#   - runs.csv equals an uninterrupted run's, apart from the seconds column: whichever shard
#     ended last rebuilt the tables from every job record, not from its own stale view;
#   - manifest.json says complete.
# Usage: bash tests/concurrent_shards.sh [ROUNDS] [NQGA]
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/stress_common.sh"
rounds=${1:-10}
nqga=$(realpath "${2:-build/experiments/nqga}")
enter_scratch_dir

# 48 jobs of a few milliseconds: the shards end close together, where a stale view would show.
cat >sweep.yaml <<'EOF'
n: [8, 10, 12]
seeds: 8
ga: {population: 40, selection: {method: [roulette, tournament]}}
stop: {max_generations: 200}
EOF

"$nqga" run sweep.yaml --out reference --no-plot --jobs 1 >/dev/null
without_seconds reference/runs.csv >reference.csv

fail() { echo "concurrent shards: $*" >&2; exit 1; }

# Checks round directory $1 after its shards ended.
check() {
  without_seconds "$1/runs.csv" | cmp -s - reference.csv ||
    fail "$1: runs.csv has $(($(wc -l <"$1/runs.csv") - 1)) rows, not the reference's 48" \
      "(or differs from it)"
  grep -q '"status": "complete"' "$1/manifest.json" || fail "$1: manifest.json is not complete"
}

for ((round = 1; round <= rounds; ++round)); do
  dir=round-$round
  shards=$((3 + round % 3))
  pids=()
  for ((i = 0; i < shards; ++i)); do
    if ((round % 2)); then
      "$nqga" run sweep.yaml --out "$dir" --no-plot --jobs 1 --shard "$i/$shards" \
        >"$dir.$i.out" 2>&1 &
    else
      SLURM_ARRAY_TASK_ID=$i SLURM_ARRAY_TASK_COUNT=$shards \
        "$nqga" run sweep.yaml --out "$dir" --no-plot --jobs 1 >"$dir.$i.out" 2>&1 &
    fi
    pids+=($!)
  done
  for ((i = 0; i < shards; ++i)); do
    wait "${pids[$i]}" || fail "$dir: shard $i/$shards failed: $(cat "$dir.$i.out")"
  done
  check "$dir"
done

mpi=""
if command -v mpirun >/dev/null; then
  as_root=()
  [ "$(id -u)" -ne 0 ] || as_root=(--allow-run-as-root)
  mpirun -np 3 --oversubscribe "${as_root[@]}" "$nqga" run sweep.yaml --out mpi --no-plot \
    --jobs 1 >mpi.out 2>&1 || fail "mpirun -np 3 failed: $(cat mpi.out)"
  check mpi
  mpi=", and once under mpirun -np 3"
elif [ "${NQGA_REQUIRE_TOOLS:-0}" = 1 ] || [ "${CI:-}" = true ]; then
  fail "mpirun is not installed (apt-get install openmpi-bin)"
else
  mpi="; mpirun not installed, so its round was skipped (apt-get install openmpi-bin)"
fi
echo "concurrent shards: $rounds rounds of 3 to 5 shards started together$mpi;" \
  "every one left complete tables"
