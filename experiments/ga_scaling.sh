#!/usr/bin/env bash
# Work and time to a solution against n (configs/ga-scaling.yaml): the pure GA of ga-best.yaml, the
# memetic GA and min-conflicts; and the largest n the GA solves within a time limit. The medians
# and IQRs are summary.csv's; this script only picks and orders them. docs/ga-scaling.md has the
# results and what the long runs cost.
#   bash experiments/ga_scaling.sh run DIR [key=value ...]   runs the config into DIR (resumes;
#                                    nqga's own figures and report too), then prints the table and
#                                    draws DIR/ga-scaling.png and .svg
#   bash experiments/ga_scaling.sh table DIR [DIR2 ...]      the Markdown table of run directories
#   bash experiments/ga_scaling.sh plot DIR [DIR2 ...]       their figure (into DIR), the rows of
#                                    all their summary.csv files together (say, the config's n and
#                                    a run at larger n with other seeds and time limit)
#   bash experiments/ga_scaling.sh draw TABLE OUT [LIMITS]   the figure of a stored ga_scaling.csv
#                                    into OUT.png and OUT.svg, the jobs' time limits LIMITS ("60/1800";
#                                    0 or none: no line)
#   bash experiments/ga_scaling.sh reach LIMIT_S DIR N ... [key=value ...]
#                                    the GA alone at each n in turn (one run directory DIR/n=N each,
#                                    seeds: the config's unless overridden), stopping at the first n
#                                    not solved in every run within LIMIT_S seconds; prints the
#                                    largest n solved in all of its runs
# Environment: NQGA (the executable; default build/experiments/nqga), JOBS (default 2).
set -euo pipefail
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
nqga=${NQGA:-$root/build/experiments/nqga}
config=$root/configs/ga-scaling.yaml
jobs=${JOBS:-2}

usage() {
  sed -n '6,21p' "${BASH_SOURCE[0]}" | sed 's/^# \{0,1\}//' >&2
  exit 2
}

# The summary.csv rows of the run directories, one solver's together (in the order the solvers
# first appear) and in order of n, into FIRST_DIR/ga_scaling.csv: what the figure draws as one
# line per solver. The directories' summary.csv files must have one header.
by_solver() {
  local dir
  for dir in "$@"; do
    [ -s "$dir/summary.csv" ] || { echo "ga_scaling.sh: no $dir/summary.csv (run it first)" >&2; exit 1; }
    [ "$(head -n 1 "$dir/summary.csv")" = "$(head -n 1 "$1/summary.csv")" ] ||
      { echo "ga_scaling.sh: $dir/summary.csv has other columns than $1/summary.csv" >&2; exit 1; }
  done
  for dir in "$@"; do cat "$dir/summary.csv"; done |
    awk -F, 'NR == 1 { for (i = 1; i <= NF; i++) column[$i] = i; header = $0; print "0,0," $0; next }
             $0 == header { next }
             { s = $column["solver"]; if (!(s in order)) order[s] = ++solvers
               print order[s] "," $column["n"] "," $0 }' |
    sort -t, -k1,1n -k2,2n | cut -d, -f3- >"$1/ga_scaling.csv.tmp"
  mv "$1/ga_scaling.csv.tmp" "$1/ga_scaling.csv"
}

# The Markdown table: per solver and n, runs solved, then median [q25, q75] of work and seconds.
table() {
  by_solver "$@"
  echo "| solver | n | solved | work to solution: median [IQR] | seconds to solution: median [IQR] |"
  echo "|---|---:|---:|---|---|"
  awk -F, 'function number(v) { return v >= 100 ? sprintf("%.0f", v) : sprintf("%.3g", v) }
           function cell(name) {
             if ($column[name "_median"] == "") return "-"
             return number($column[name "_median"]) " [" number($column[name "_q25"]) ", " \
                    number($column[name "_q75"]) "]"
           }
           NR == 1 { for (i = 1; i <= NF; i++) column[$i] = i; next }
           { printf "| %s | %d | %d/%d | %s (%s) | %s |\n", $column["solver"], $column["n"],
                    $column["solved"], $column["runs"], cell("work"), $column["work"],
                    cell("seconds") }' "$1/ga_scaling.csv"
}

# The figure of a ga_scaling.csv (by_solver's rows) into OUT.png and OUT.svg; LIMITS: the jobs'
# time limits in seconds ("60/1800"; the dashed line at the largest), or 0 for none.
draw() {
  local data=$1 out=$2 limits=${3:-0} fmt solvers seeds
  solvers=$(awk -F, 'NR == 1 { for (i = 1; i <= NF; i++) if ($i == "solver") c = i; next }
                     !seen[$c]++ { printf "%s%s", (n++ ? " " : ""), $c }' "$data")
  seeds=$(awk -F, 'NR == 1 { for (i = 1; i <= NF; i++) if ($i == "runs") c = i; next }
                   $c > max { max = $c } END { print max + 0 }' "$data")
  for fmt in png svg; do
    gnuplot -e "style_file='$root/plots/style.gp'; data='$data'; out='$out.$fmt'; fmt='$fmt'; \
                seeds=$seeds; solvers='$solvers'; limit=${limits##*/}; limits='$limits'" \
      "$root/plots/ga_scaling.gp"
  done
  echo "figure: $out.png, $out.svg"
}

plot() {
  local d limits
  by_solver "$@"
  # Each resolved config's one time limit (a list, a sweep over limits, draws none); the line is
  # drawn at the largest, labelled with all of them.
  limits=$(for d in "$@"; do
             awk '$1 == "time_limit_s:" && $2 ~ /^[0-9.]+$/ { print $2 }' "$d/config.yaml"
           done | sort -gu | paste -sd/ -)
  draw "$1/ga_scaling.csv" "$1/ga-scaling" "${limits:-0}"
}

# Whether every run of the run directory's one point solved.
all_solved() {
  awk -F, 'NR == 1 { for (i = 1; i <= NF; i++) column[$i] = i; next }
           { bad += $column["solved"] != $column["runs"] || $column["runs"] == 0 }
           END { exit NR < 2 || bad }' "$1/summary.csv"
}

reach() {
  [ $# -ge 3 ] || usage
  local limit=$1 dir=$2 largest=none n
  shift 2
  local sizes=() overrides=()
  for arg in "$@"; do
    if [[ $arg == *=* ]]; then overrides+=("$arg"); else sizes+=("$arg"); fi
  done
  [ ${#sizes[@]} -gt 0 ] || usage
  for n in "${sizes[@]}"; do
    "$nqga" run "$config" solver=ga "n=$n" "stop.time_limit_s=$limit" "${overrides[@]}" \
      --out "$dir/n=$n" --jobs "$jobs" --no-plot >/dev/null
    table "$dir/n=$n" | tail -n 1
    all_solved "$dir/n=$n" || break
    largest=$n
  done
  echo "largest n solved in every run within $limit s: $largest"
}

[ $# -ge 2 ] || usage
command=$1
shift
case $command in
  run)
    dir=$1
    shift
    "$nqga" run "$config" "$@" --out "$dir" --jobs "$jobs" >/dev/null
    table "$dir"
    plot "$dir"
    ;;
  table) table "$@" ;;
  plot) plot "$@" ;;
  draw) draw "$@" ;;
  reach) reach "$@" ;;
  *) usage ;;
esac
