#!/usr/bin/env bash
# The kill loop: runs a sweep, kills it with SIGKILL at a random moment (0 to 0.3 s after it
# starts), resumes it, and does that ROUNDS times (default 10, as in the test command; 100 in the
# long mode). A sweep that finishes before its kill is checked and the loop goes on in a new
# directory. Then, for every directory:
#   - every job is present exactly once: records 0..J-1, nothing else, one runs.csv row each;
#   - no truncated or corrupt record was trusted: `nqga summarize` reads all J back;
#   - runs.csv equals an uninterrupted run's, apart from the seconds column;
#   - the temporary files of killed writes are gone once the directory is resumed.
# Usage: bash tests/kill_loop.sh [ROUNDS] [NQGA]   (KILL_LOOP_SEED=S repeats a sequence of kills)
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/stress_common.sh"
rounds=${1:-10}
nqga=$(realpath "${2:-build/experiments/nqga}")
seed=${KILL_LOOP_SEED:-$$}
RANDOM=$seed
enter_scratch_dir

# 400 jobs of about 7 ms on two workers, 1.5 s in all (a GA without mutation that runs its 300
# generations), so that the kills land at start-up, among the jobs and in the closing tables.
cat >sweep.yaml <<'EOF'
n: [60, 80]
seeds: 200
ga: {population: 50, mutation: {rate: 0}}
stop: {max_generations: 300}
EOF
jobs=400


"$nqga" run sweep.yaml --out reference --no-plot --jobs 2 >/dev/null
without_seconds reference/runs.csv >reference.csv

fail() { echo "kill loop (KILL_LOOP_SEED=$seed): $*" >&2; exit 1; }

directories=(run-1)
kills=0
while ((kills < rounds)); do
  dir=${directories[-1]}
  delay=$(printf '0.%03d' $((RANDOM % 300)))
  "$nqga" run sweep.yaml --out "$dir" --no-plot --jobs 2 >/dev/null 2>>log.txt &
  pid=$!
  sleep "$delay"
  if kill -KILL "$pid" 2>/dev/null; then
    { wait "$pid"; } 2>/dev/null || true
    kills=$((kills + 1))
  elif wait "$pid"; then
    directories+=("run-$((${#directories[@]} + 1))")  # finished first: go on in a new one
  else
    fail "$dir: the run failed on its own (see below)"$'\n'"$(tail -5 log.txt)"
  fi
done

for dir in "${directories[@]}"; do
  "$nqga" run sweep.yaml --out "$dir" --no-plot --jobs 2 >/dev/null 2>>log.txt ||
    fail "$dir: the resumed run failed"$'\n'"$(tail -5 log.txt)"
  records=$(cd "$dir/jobs" && ls -- *.json | sort -n | tr '\n' ' ')
  [[ $records == "$(seq -f '%g.json' 0 $((jobs - 1)) | tr '\n' ' ')" ]] ||
    fail "$dir: the job records are not exactly 0..$((jobs - 1)): $records"
  rows=$(tail -n +2 "$dir/runs.csv" | cut -d, -f1 | sort -un | wc -l)
  [[ $rows == "$jobs" && $(wc -l <"$dir/runs.csv") == $((jobs + 1)) ]] ||
    fail "$dir: runs.csv has $(($(wc -l <"$dir/runs.csv") - 1)) rows for $rows distinct jobs"
  summary=$("$nqga" summarize "$dir") || fail "$dir: nqga summarize failed"
  [[ $summary != *"jobs missing"* ]] || fail "$dir: a record did not read back: $summary"
  without_seconds "$dir/runs.csv" | cmp -s - reference.csv ||
    fail "$dir: runs.csv differs from the uninterrupted run's"
  grep -q '"status": "complete"' "$dir/manifest.json" || fail "$dir: manifest not complete"
done
leftovers=$(find . -name '*.tmp.*' | head -3)
[ -z "$leftovers" ] || fail "temporary files of killed writes outlived the resume: $leftovers"
echo "kill loop: $kills kills (KILL_LOOP_SEED=$seed) over ${#directories[@]} sweep(s) of $jobs" \
  "jobs; every job once, runs.csv equal to the uninterrupted run's, no temporary file left"
