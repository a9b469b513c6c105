#!/usr/bin/env bash
# The README's test command: installs what is missing, builds, and runs the suite in stages, each a
# CMake preset (CMakePresets.json); any failure or sanitizer report stops it. tests/README.md says
# what each stage covers and what it costs.
#   1. release (build/): every test but the long mode's; then the pytest suite (python/tests/) of
#      the Python module (python/, docs/python.md), which this stage builds from the Release
#      libraries and InstalledPrefix installs. build/ is configured as the quick start configures
#      it (experiments/build.sh), so after the quick start only the tests and the module compile.
# bash tests/run.sh --sanitizers: what CI runs after it (.ci/run), kept out of the command a
# newcomer waits for (the three builds together take well over 6 minutes on 2 cores):
#   tsan (build-tsan/, clang-14): the tests labelled `threads` (less the heavy ones) under
#   ThreadSanitizer: the binary of the files that run threads is all it builds;
#   asan (build-asan/, clang-14): the in-process tests (`unit`) under AddressSanitizer and
#   UndefinedBehaviorSanitizer, less those labelled `heavy` (up to a minute each there, for code
#   lighter tests run too) and `threads` (the default command's ThreadSanitizer stage runs those);
#   then the libFuzzer targets of the same build (the config loader, the overrides, board files,
#   the run directory's readers), side by side, for 10 s. That build compiles every source alone
#   (no unity batches, no precompiled headers), so a missing include fails there.
# Every build uses Ninja, whose schedule keeps both cores busy where Makefiles wait between
# targets (a Release build here: 117 s with Makefiles, 89 s with Ninja).
# bash tests/run.sh --long: the long mode instead, on the Release build (first solutions for
# n = 34..40, every kernel's and the flag version's for 30 to 33, counts for 17 and 18 on every
# kernel, 100 kills, 100 rounds of concurrent shards, 200 flipped bytes): run it before calling a
# search or performance change done.
set -euo pipefail
mode=${1:-default}
case "$mode" in
  default | --sanitizers | --long) ;;
  *) echo "usage: bash tests/run.sh [--sanitizers | --long]" >&2; exit 2 ;;
esac
nqga_targets="nqga nqga_library_tests nqga_exact_tests nqga_driver_tests nqga_cli_tests \
  nqga_threads_tests _nqga"
if [ "$mode" = --long ]; then nqga_targets="nqga nqga_long_tests"; fi
# Debian's Python, whose packages (numpy, pandas, pytest) apt-get installs.
python=/usr/bin/python3
if [ "$mode" = --sanitizers ]; then  # its one build is the asan preset's
  source "$(dirname "${BASH_SOURCE[0]}")/../experiments/install.sh"
  nqga_install_packages
  nqga_install clang-14 libclang-rt-14-dev  # the sanitizer builds' compiler and runtimes
else
  # Installs the packages of both commands (a no-op after the quick start) and builds.
  source "$(dirname "${BASH_SOURCE[0]}")/../experiments/build.sh"
fi
# Installed: a test that finds one missing fails instead of skipping (tests/required.hpp).
export NQGA_REQUIRE_TOOLS=1
jobs=$(nproc)
stage() { echo "nqga: [${SECONDS} s] $*" >&2; }

if [ "$mode" = --long ]; then
  stage "the long mode on the Release build"
  exec ctest --test-dir "$nqga_root/build" --output-on-failure -j"$jobs" -L long
fi

if [ "$mode" = --sanitizers ]; then
  stage "the threaded tests under ThreadSanitizer"
  nqga_configure tsan build-tsan
  cmake --build "$nqga_root/build-tsan" -j"$jobs" --target nqga_threads_tests
  ctest --test-dir "$nqga_root/build-tsan" --output-on-failure -j"$jobs" -L threads -LE heavy
  stage "the suite under AddressSanitizer and UndefinedBehaviorSanitizer"
  nqga_configure asan build-asan
  # The CLI and threaded tests are compiled here too, not run (the default command runs them):
  # this build compiles every source alone, so a file that uses a header it does not include
  # fails here even where a unity batch or a precompiled header hides it.
  cmake --build "$nqga_root/build-asan" -j"$jobs" --target nqga_library_tests nqga_exact_tests \
    nqga_driver_tests nqga_cli_tests nqga_threads_tests nqga
  ctest --test-dir "$nqga_root/build-asan" --output-on-failure -j"$jobs" -L unit \
    -LE 'long|heavy|threads'
  NQGA_FUZZ_SEED=1 bash "$nqga_root/tests/fuzz/run.sh" 10
  stage "the sanitizer stage passed"
  exit 0
fi

stage "the suite on the Release build"
ctest --test-dir "$nqga_root/build" --output-on-failure -j"$jobs" -LE long

stage "the Python module's tests"
PYTHONPATH="$nqga_root/build/python" NQGA_EXE="$nqga_root/build/experiments/nqga" \
  "$python" -m pytest -q -p no:cacheprovider "$nqga_root/python/tests"
stage "all stages passed"
