#!/usr/bin/env bash
# The README's test command (and CI's): install what is missing, build, run the whole suite; then
# build it again with AddressSanitizer and UndefinedBehaviorSanitizer (preset asan, build-asan/)
# and run it there too, and the threaded tests once more under ThreadSanitizer (preset tsan,
# build-tsan/); last, 30 s of the libFuzzer targets side by side (preset fuzz, build-fuzz/, clang).
# Any sanitizer or fuzzer finding fails.
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/../experiments/build.sh"
ctest --test-dir "$nqga_root/build" --output-on-failure -j"$(nproc)"

echo "nqga: the suite again under AddressSanitizer and UndefinedBehaviorSanitizer" >&2
(cd "$nqga_root" && cmake --preset asan >/dev/null)
cmake --build "$nqga_root/build-asan" -j"$(nproc)"
# Less the first solutions for n = 34..40: the code of n <= 33, for minutes more.
ctest --test-dir "$nqga_root/build-asan" --output-on-failure -j"$(nproc)" \
  -E 'FirstSolution\.ValidFrom34To40'

# The tests that run threads (parallel counting and first solutions, the job pool, shards, SIGINT)
# under ThreadSanitizer.
echo "nqga: the threaded tests under ThreadSanitizer" >&2
(cd "$nqga_root" && cmake --preset tsan >/dev/null)
cmake --build "$nqga_root/build-tsan" -j"$(nproc)"
ctest --test-dir "$nqga_root/build-tsan" --output-on-failure -j"$(nproc)" \
  -R 'CountSolutions\.(ThreadCount|TimeLimit|ReportsProgress)|FirstSolution\.(ThreadCount|TimeLimit)|Runner\.|Cli\.(ThreadCount|Shards|Interrupt|CountAndFirst)'

echo "nqga: 30 s of fuzzing the config loader, the overrides and board files side by side" >&2
NQGA_FUZZ_SEED=1 bash "$nqga_root/tests/fuzz/run.sh" 30
