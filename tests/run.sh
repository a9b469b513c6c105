#!/usr/bin/env bash
# The README's test command (and CI's): install what is missing, build, run the whole suite; then
# build it again with AddressSanitizer and UndefinedBehaviorSanitizer (build-asan/) and run it
# there too, and the threaded tests once more under ThreadSanitizer (build-tsan/); last, 30 s of
# fuzzing for each libFuzzer target (build-fuzz/, clang). Any sanitizer or fuzzer finding fails.
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/../experiments/build.sh"
ctest --test-dir "$nqga_root/build" --output-on-failure -j"$(nproc)"

echo "nqga: the suite again under AddressSanitizer and UndefinedBehaviorSanitizer" >&2
cmake -S "$nqga_root" -B "$nqga_root/build-asan" -DCMAKE_BUILD_TYPE=RelWithDebInfo \
  -DNQGA_SANITIZE=address,undefined -DNQGA_BUILD_BENCH=OFF >/dev/null
cmake --build "$nqga_root/build-asan" -j"$(nproc)"
ctest --test-dir "$nqga_root/build-asan" --output-on-failure -j"$(nproc)"

# The tests that run threads (parallel counting, the job pool, shards, SIGINT) under ThreadSanitizer.
echo "nqga: the threaded tests under ThreadSanitizer" >&2
cmake -S "$nqga_root" -B "$nqga_root/build-tsan" -DCMAKE_BUILD_TYPE=RelWithDebInfo \
  -DNQGA_SANITIZE=thread -DNQGA_BUILD_BENCH=OFF >/dev/null
cmake --build "$nqga_root/build-tsan" -j"$(nproc)"
ctest --test-dir "$nqga_root/build-tsan" --output-on-failure -j"$(nproc)" \
  -R 'CountSolutions|Runner\.|Cli\.(ThreadCount|Shards|Interrupt|CountAndFirst)'

echo "nqga: 30 s of fuzzing for each of the config loader, the overrides and board files" >&2
NQGA_FUZZ_SEED=1 bash "$nqga_root/tests/fuzz/run.sh" 30
