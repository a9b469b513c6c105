#!/bin/bash
# Writes this folder's data again: run/ (the records of ioh-check.yaml's GA sweep), and
# ioh_ecdf.csv and ioh_ert.csv, IOHanalyzer's own ECDF and ERT (ioh_ecdf.R) over `nqga export
# --format ioh` of that run, at the targets and budgets of its fixed_target.csv, and ioh_fv.csv,
# its fixed-budget mean and median (ioh_fv.R) at the budgets of its fixed_budget.csv, and
# ioh_runtime_ecdf.csv, its runtimes on targets relative to n pooled over n (ioh_runtime_ecdf.R)
# at the budgets of its runtime_ecdf.csv.
# Usage: bash make_fixtures.sh NQGA IOHANALYZER_GIT_DIR (R with data.table, magrittr, rjson, Rcpp)
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
nqga=$1
repo=$2
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
"$nqga" run "$here/ioh-check.yaml" --out "$work/run" --no-plot > /dev/null
"$nqga" export "$work/run" --format ioh --out "$work/ioh" > /dev/null
mkdir -p "$work/source/R" "$work/source/src"
for file in IOHanalyzer readFiles DataSet DataSetList stats; do
  git -C "$repo" show "HEAD:R/$file.R" > "$work/source/R/$file.R"
done
git -C "$repo" show HEAD:src/align.cc > "$work/source/src/align.cc"
Rscript "$here/ioh_ecdf.R" "$work/source" "$work/ioh" "$work/run/fixed_target.csv" \
  "$here/ioh_ecdf.csv" "$here/ioh_ert.csv"
Rscript "$here/ioh_fv.R" "$work/source" "$work/ioh" "$work/run/fixed_budget.csv" "$here/ioh_fv.csv"
Rscript "$here/ioh_runtime_ecdf.R" "$work/source" "$work/ioh" "$work/run/runtime_ecdf.csv" \
  "$here/ioh_runtime_ecdf.csv"
rm -rf "$here/run"
mkdir "$here/run"
cp -r "$work/run/config.yaml" "$work/run/manifest.json" "$work/run/jobs" "$here/run/"
echo "IOHanalyzer $(git -C "$repo" rev-parse HEAD): $(($(wc -l < "$here/ioh_ecdf.csv") - 1)) values"
