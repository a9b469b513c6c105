#!/usr/bin/env bash
# The example of docs/extending.md, built as a user would: installs nqga (from BUILD) to a
# temporary prefix, takes the files that page shows (each code block after a
# `<!-- file: NAME -->` line) into an empty folder, builds them out of tree against the installed
# package with COMPILER and FLAGS (the build's own, so a sanitizer build is tested as one), and:
#   - runs the page's sweep with its own operators: exit 0, every run validated, plotted (the
#     prefix's scripts through NQGA_PLOTS_DIR: the build was configured for another prefix);
#   - checks that a misspelt parameter of its mutation is refused like a built-in's, located;
#   - checks that stock nqga reads a directory it made with built-ins, and will not resume it;
#   - runs observe.cpp (the GA from C++ with an observer that stops it).
# Usage: bash tests/extending_example.sh BUILD COMPILER [FLAGS]
set -euo pipefail
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
build=$(realpath "$1")
compiler=$2
flags=${3:-}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
fail() { echo "extending example: $*" >&2; exit 1; }

cmake --install "$build" --prefix "$work/prefix" >/dev/null
mkdir "$work/app"
# Every fenced block that follows a file marker, into that file.
awk -v dir="$work/app" '
  /^<!-- file: .* -->$/ { name = $3; next }
  name != "" && /^```/ { if (inside) { inside = 0; name = "" } else { inside = 1 } ; next }
  inside { print > (dir "/" name) }' "$root/docs/extending.md"
for file in my_operators.cpp CMakeLists.txt shift.yaml observe.cpp; do
  [ -s "$work/app/$file" ] || fail "docs/extending.md has no block for $file"
done
# observe.cpp is a second program of the same package.
printf 'add_executable(observe observe.cpp)\ntarget_link_libraries(observe PRIVATE nqga::nqga)\n' \
  >>"$work/app/CMakeLists.txt"

cmake -S "$work/app" -B "$work/app/build" -DCMAKE_PREFIX_PATH="$work/prefix" \
  -DCMAKE_CXX_COMPILER="$compiler" -DCMAKE_CXX_FLAGS="$flags" -DCMAKE_BUILD_TYPE=Release \
  >"$work/configure.log" 2>&1 || fail "configuring failed: $(tail -20 "$work/configure.log")"
cmake --build "$work/app/build" -j2 >"$work/build.log" 2>&1 ||
  fail "building failed: $(tail -30 "$work/build.log")"

cd "$work/app"
NQGA_PLOTS_DIR=$work/prefix/share/nqga/plots ./build/my_nqga run shift.yaml --out sweep --jobs 2 \
  >run.log 2>&1 ||
  fail "the sweep failed: $(tail -20 run.log)"
[ "$(tail -n +2 sweep/runs.csv | wc -l)" = 30 ] || fail "runs.csv does not hold 30 runs"
if grep -q ',false,[^,]*$' sweep/runs.csv; then fail "a run did not validate"; fi
head -1 sweep/summary.csv | grep -q 'ga.selection.method,ga.mutation.distance' ||
  fail "summary.csv lacks the swept keys: $(head -1 sweep/summary.csv)"
if command -v gnuplot >/dev/null; then
  [ -s sweep/plots/convergence.png ] || fail "no convergence figure: $(tail -5 run.log)"
fi
sed 's/distance:/distanse:/' shift.yaml >misspelt.yaml
status=0
./build/my_nqga run misspelt.yaml --out never >misspelt.log 2>&1 || status=$?
[ "$status" = 2 ] || fail "a misspelt parameter exited $status, not 2"
expected="nqga: misspelt.yaml:7:29: ga.mutation.distanse: unknown key (did you mean ga.mutation.distance?)"
[ "$(cat misspelt.log)" = "$expected" ] || fail "misspelt parameter: $(cat misspelt.log)"
# A directory my_nqga made with built-in pieces only is read by stock nqga, which refuses to
# resume it, naming both programs.
printf 'n: 8\nseeds: 2\nga: {selection: {method: tournament}}\nstop: {max_generations: 500}\n' \
  >builtins.yaml
./build/my_nqga run builtins.yaml --out builtins --no-plot >builtins.log 2>&1 ||
  fail "the built-ins sweep failed: $(tail -5 builtins.log)"
"$work/prefix/bin/nqga" summarize builtins >summarize.log 2>&1 ||
  fail "stock nqga does not summarize my_nqga's directory: $(tail -5 summarize.log)"
status=0
"$work/prefix/bin/nqga" run builtins/config.yaml --out builtins --no-plot >resume.log 2>&1 ||
  status=$?
[ "$status" = 2 ] && grep -q "was made by nqga .*; my_nqga 1.0, and this is nqga " resume.log ||
  fail "stock nqga resumed my_nqga's directory (exit $status): $(cat resume.log)"
./build/my_nqga keys >keys.md
grep -q '| `ga.mutation.distance` |' keys.md || fail "keys lacks ga.mutation.distance"
grep -q '| mutation | `shift` | `distance` |' keys.md || fail "keys lacks the shift mutation"
grep -q '| selection | `duel` |' keys.md || fail "keys lacks the duel selection"
./build/observe >observe.log || fail "observe.cpp failed: $(tail -5 observe.log)"
echo "extending example: built against the installed package; the sweep of its own operators ran," \
  "validated and plotted; a misspelt parameter is located; stock nqga reads its built-ins" \
  "directory and refuses to resume it; the observer ran"
