# Time (what = "seconds") or work (what = "work", in `work_label`: each solver's own measure) to
# solution against n, log-log, one line per solver or configuration: medians over solved runs with interquartile whiskers. A point where
# every run hit the time limit is drawn as an open triangle at the limit instead of being dropped.
load style_file
count = words(titles)
set logscale xy
set xlabel "n (queens)"
if (what eq "seconds") {
  set ylabel "seconds to solution"
  set title sprintf("Time to solution against n: median of up to %d runs, whiskers: IQR; triangles: time limit hit, unsolved", seeds)
  plot for [i = 0:count - 1] data using ($1 == i ? $3 : NaN):4:5:6 with yerrorlines linetype i + 1 title word(titles, i + 1), \
       for [i = 0:count - 1] data using ($1 == i ? $3 : NaN):12 with points linetype i + 1 pointtype 8 pointsize 2.2 notitle
} else {
  set ylabel work_label." to solution"
  set title sprintf("Work to solution against n: median of up to %d runs", seeds)
  plot for [i = 0:count - 1] data using ($1 == i ? $3 : NaN):($7 > 0 ? $7 : NaN) with linespoints linetype i + 1 title word(titles, i + 1)
}
