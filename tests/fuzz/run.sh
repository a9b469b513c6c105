#!/usr/bin/env bash
# Builds the libFuzzer targets with clang (in build-asan/, the AddressSanitizer build that
# tests/run.sh also runs the suite in) and runs them side by side for SECONDS (default 60) on the
# committed seed corpora (new inputs go to a scratch copy). A crash leaves its input in
# build-asan/ and fails the script: turn it into a regression test, then fix it. CI fixes the seed
# (NQGA_FUZZ_SEED=1) so that a run there is repeatable; by hand each run explores anew.
#   bash tests/fuzz/run.sh [SECONDS]
set -euo pipefail
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
seconds=${1:-60}
source "$root/experiments/install.sh"
nqga_install clang-14 libclang-rt-14-dev ninja-build
nqga_configure asan build-asan
cmake --build "$root/build-asan" -j"$(nproc)" --target config_fuzz override_fuzz board_file_fuzz \
  board_stream_fuzz run_directory_fuzz
# One target on its committed corpus (copied to scratch; the second argument names another
# target's corpus); prints its summary line.
fuzz() {
  local target=$1 corpus="$root/tests/fuzz/corpus/${2:-${1%_file}}" scratch log status=0
  scratch=$(mktemp -d)
  cp -r "$corpus"/. "$scratch"
  log="$root/build-asan/${target}_fuzz.log"
  (cd "$root/build-asan" && "./tests/fuzz/${target}_fuzz" -max_total_time="$seconds" -max_len=4096 \
    -seed="${NQGA_FUZZ_SEED:-0}" "$scratch" >"$log" 2>&1) || { status=1; tail -40 "$log"; }
  echo "${target}: $(grep -E "^Done|ERROR|SUMMARY" "$log" | tr '\n' ' ')"
  rm -rf "$scratch"
  return "$status"
}
# All at once: each fuzzer is one process, the two cores shared. The stream reader starts from the
# board files' corpus.
pids=()
for target in config override board_file "board_stream board" run_directory; do
  # shellcheck disable=SC2086 # a target and its corpus
  fuzz $target &
  pids+=($!)
done
failed=0
for pid in "${pids[@]}"; do wait "$pid" || failed=1; done
exit "$failed"
