#!/usr/bin/env bash
# An installed nqga is complete: installs BUILD to a prefix and moves the prefix elsewhere, so that
# the executable is outside the build tree and finds nothing where the prefix first was. With
# NQGA_PLOTS_DIR unset, that nqga:
#   - runs a small sweep of its installed quick start config and draws the figures (PNG and SVG);
#   - draws them again with `nqga plot`;
#   - says where it looked for missing scripts and how to point at them, word for word;
#   - without scripts beside it, does not fall back on the source tree's;
#   - builds docs/examples/sweep_api (a sweep through the C++ API) against the moved prefix with
#     the build's compiler and sanitizer, runs it, and checks the summary it prints against the
#     run directory's summary.csv (and that docs/api.md shows its files as they are).
# Usage: bash tests/installed_prefix.sh BUILD
set -euo pipefail
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
build=$(realpath "$1")
# In /tmp, not $TMPDIR (ctest points that into the build tree, where an nqga takes the source
# tree's scripts).
work=$(mktemp -d /tmp/nqga_prefix.XXXXXX)
trap 'rm -rf "$work"' EXIT
fail() { echo "installed prefix: $*" >&2; exit 1; }
unset NQGA_PLOTS_DIR

cmake --install "$build" --prefix "$work/first" >/dev/null
mv "$work/first" "$work/moved"
nqga=$work/moved/bin/nqga
config=$work/moved/share/nqga/configs/quickstart.yaml
[ -s "$config" ] || fail "no quick start config in share/nqga/configs"
cd "$work"

figures() {  # DIR: fails unless the convergence figure is there in both formats
  [ -s "$1/plots/convergence.png" ] && [ -s "$1/plots/convergence.svg" ] ||
    fail "no convergence figure in $1/plots: $(ls "$1/plots" 2>&1 | tr '\n' ' ')"
}
"$nqga" run "$config" n=8 seeds=2 --out sweep >run.log 2>&1 || fail "the run failed: $(tail -5 run.log)"
figures sweep
rm -r sweep/plots
"$nqga" plot sweep >plot.log 2>&1 || fail "nqga plot failed: $(tail -5 plot.log)"
figures sweep

# No scripts where NQGA_PLOTS_DIR points: one message, exit 1, the data still written.
mkdir empty
status=0
NQGA_PLOTS_DIR=$work/empty "$nqga" plot sweep >/dev/null 2>missing.log || status=$?
[ "$status" = 1 ] || fail "missing scripts exited $status, not 1"
expected="nqga plot: plot scripts not found in $work/empty (no style.gp); set NQGA_PLOTS_DIR to\
 the folder that holds them (share/nqga/plots under the prefix nqga was installed to)"
[ "$(cat missing.log)" = "$expected" ] || fail "missing scripts: $(cat missing.log)"
[ -s sweep/plots/convergence.csv ] || fail "the plot data was not written"

# One script missing: that figure is not drawn, and the message names the script.
cp -r moved/share/nqga/plots partial
rm partial/convergence.gp
status=0
NQGA_PLOTS_DIR=$work/partial "$nqga" plot sweep >/dev/null 2>partial.log || status=$?
[ "$status" = 1 ] || fail "a missing script exited $status, not 1"
grep -qxF "nqga plot: plot scripts not found in $work/partial (no convergence.gp); set\
 NQGA_PLOTS_DIR to the folder that holds them (share/nqga/plots under the prefix nqga was\
 installed to)" partial.log || fail "a missing script: $(cat partial.log)"
# With no scripts beside it, the moved nqga does not fall back on the source tree (only on the
# prefix the build was configured with, so this is checked where nothing is installed there).
configured=$(sed -n 's/^CMAKE_INSTALL_PREFIX:PATH=//p' "$build/CMakeCache.txt")/share/nqga/plots
if [ ! -e "$configured/style.gp" ]; then
  rm -r moved/share/nqga/plots
  status=0
  "$nqga" plot sweep >/dev/null 2>gone.log || status=$?
  [ "$status" = 1 ] || fail "no scripts beside the moved nqga exited $status, not 1"
  grep -qF "plot scripts not found in $work/moved/share/nqga/plots (no style.gp)" gone.log ||
    fail "no scripts beside the moved nqga: $(cat gone.log)"
fi
# The API example, built out of tree against the moved prefix: its points and success rates are
# summary.csv's. docs/api.md shows its files as they are.
mkdir shown
awk -v dir=shown '
  /^<!-- file: .* -->$/ { name = $3; next }
  name != "" && /^```/ { if (inside) { inside = 0; name = "" } else { inside = 1 } ; next }
  inside { print > (dir "/" name) }' "$root/docs/api.md"
diff -r shown "$root/docs/examples/sweep_api" >/dev/null ||
  fail "docs/api.md does not show docs/examples/sweep_api as it is: $(diff -r shown "$root/docs/examples/sweep_api" | head -5)"
cached() { sed -n "s/^$1:[A-Z]*=//p" "$build/CMakeCache.txt"; }
sanitize=$(cached NQGA_SANITIZE)
cmake -S "$root/docs/examples/sweep_api" -B api -DCMAKE_PREFIX_PATH="$work/moved" \
  -DCMAKE_CXX_COMPILER="$(cached CMAKE_CXX_COMPILER)" \
  -DCMAKE_CXX_FLAGS="${sanitize:+-fsanitize=$sanitize}" >api-configure.log 2>&1 ||
  fail "configuring the API example failed: $(tail -20 api-configure.log)"
cmake --build api >api-build.log 2>&1 || fail "building the API example failed: $(tail -30 api-build.log)"
api/sweep_api "$config" api-sweep >api.log 2>api.err || fail "the API example failed: $(tail -5 api.err)"
points=$(tail -n +2 api-sweep/summary.csv | wc -l)
grep -qx "$points points, $((points * 5)) jobs" api.log || fail "the API example's count: $(head -1 api.log)"
awk -F, 'NR == FNR { if (FNR == 1) { for (i = 1; i <= NF; ++i) col[$i] = i }
                     else rate[$col["point"]] = $col["success_rate"]; next }
  /^point / { p = $0; sub(/^point /, "", p); sub(/:.*/, "", p)
              r = $0; sub(/.*success rate /, "", r); sub(/\).*/, "", r); r += 0
              if (!(p in rate) || (r - rate[p]) ^ 2 > 1e-8) { print "point " p ": " r; bad = 1 }
              ++seen }
  END { exit bad || seen != length(rate) }' api-sweep/summary.csv api.log ||
  fail "the API example's success rates are not summary.csv's: $(cat api.log)"
echo "installed prefix: a moved install ran its quick start config and drew its figures;" \
  "nqga plot redrew them; missing scripts are reported with where to point NQGA_PLOTS_DIR;" \
  "the API example built against it ran a sweep and read its summary"

# The user model and the user solver of docs/building-blocks.md, built against the moved prefix in
# one CMake build, each run in a tiny sweep: the model alone and as the model of islands, the
# solver beside min-conflicts with its time limit honoured (stopped by it, not cut by the runner).
# Built without optimisation: the sweeps are tiny, and compiling takes most of the time.
examples=$(sed -n 's/^CMAKE_HOME_DIRECTORY:INTERNAL=//p' "$build/CMakeCache.txt")/docs/examples
mkdir users
printf 'cmake_minimum_required(VERSION 3.22)\nproject(users CXX)\nadd_subdirectory(%s model)\nadd_subdirectory(%s solver)\n' \
  "$examples/user_model" "$examples/user_solver" >users/CMakeLists.txt
compiler=$(sed -n 's/^CMAKE_CXX_COMPILER:[A-Z]*=//p' "$build/CMakeCache.txt")
cmake -S users -B users/build -DCMAKE_PREFIX_PATH="$work/moved" \
  -DCMAKE_CXX_COMPILER="$compiler" >users.log 2>&1 || fail "configuring the examples: $(tail -20 users.log)"
cmake --build users/build -j2 >>users.log 2>&1 || fail "building the examples: $(tail -30 users.log)"
users/build/model/my_models run "$examples/user_model/immigrants.yaml" n=12 seeds=2 --out model \
  --no-plot --jobs 2 >model.log 2>&1 || fail "the model's sweep: $(tail -5 model.log)"
[ "$(grep -c ',true,[^,]*$' model/runs.csv)" = 6 ] || fail "not every model run validated: $(cat model/runs.csv)"
[ "$(grep -c ',islands,' model/runs.csv)" = 2 ] || fail "no islands runs: $(cat model/runs.csv)"
grep -q "model: \"immigrants\"" model/config.yaml || fail "the islands do not run immigrants: $(cat model/config.yaml)"
users/build/solver/my_solvers run "$examples/user_solver/hill_climb.yaml" n=8 seeds=2 --out solver \
  --no-plot --jobs 2 >solver.log 2>&1 || fail "the solver's sweep: $(tail -5 solver.log)"
[ "$(tail -n +2 solver/runs.csv | wc -l)" = 6 ] || fail "runs.csv does not hold 6 solver runs"
users/build/solver/my_solvers run "$examples/user_solver/hill_climb.yaml" n=3000 seeds=1 \
  solver=hill-climb hill-climb.patience=50 stop.max_evaluations=0 stop.time_limit_s=0.3 \
  --out limited --no-plot >limited.log 2>&1 || true
grep -q ',time_limit,' limited/runs.csv || fail "the time limit did not stop the solver: $(cat limited/runs.csv)"
if grep -q 'did not return' limited.log; then fail "the solver was cut, not stopped: $(cat limited.log)"; fi
echo "installed prefix: the docs' user model (alone and in islands) and user solver built against" \
  "the moved prefix and ran their sweeps; the solver stopped at its time limit"
