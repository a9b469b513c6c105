#!/bin/bash
# Writes this folder's data again: run/ (the records of ioh-check.yaml's GA sweep), and what
# IOHanalyzer's own code computes over `nqga export --format ioh` of that run at the targets and
# budgets of its tables (ioh_views.R): ioh_ecdf.csv and ioh_ert.csv (fixed_target.csv's views),
# ioh_fv.csv (fixed_budget.csv's means and medians), ioh_runtime_ecdf.csv (runtime_ecdf.csv).
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
Rscript "$here/ioh_views.R" "$work/source" "$work/ioh" "$work/run" "$here"
rm -rf "$here/run"
mkdir "$here/run"
cp -r "$work/run/config.yaml" "$work/run/manifest.json" "$work/run/jobs" "$here/run/"
echo "IOHanalyzer $(git -C "$repo" rev-parse HEAD): $(($(wc -l < "$here/ioh_ecdf.csv") - 1)) values"
