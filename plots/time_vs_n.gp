# Time (what = "seconds") or work (what = "work") against n, log-log, one line per configuration
# of the facet `facet` (titles: their labels; series_units: each one's unit of work). The median
# counts every run, an unsolved one as infinite (censored), so it is blank where half the runs
# failed; whiskers: the interquartile range, reaching the budget when the third quartile is
# censored. A cross marks each point with unsolved runs, at the most time (or work) one of them
# spent, labelled with their count. Work is drawn in one panel per unit (units: their names), as
# evaluations and nodes never share an axis; censored_units: the units with unsolved runs;
# count_rows: per panel, the lines its counts take (columns count_row_seconds and count_row_work
# place each count on one, so that none overlaps another however close the n).
if (what eq "work" && words(units) > 1) { height = 80 + 380 * words(units) }
load style_file
count = words(titles)
in(i) = strcol("facet") eq facet && column("series") == i
censored_at(i) = in(i) && column("censored") > 0 ? column("n") : NaN
# The counts of unsolved runs hang from the panel's top, a line each (y2 runs 0 to 1 over the
# panel), one labels plot per line, drawn only where it has counts, as gnuplot 5.4 crashes on a
# labels plot without a point.
count_at(line, name) = strcol("facet") eq facet && strcol(name) eq sprintf("%d", line) ? column("n") : NaN
set y2range [0:1]
set logscale xy
# The x axis spans the n drawn (not the decades around them), with a margin for the markers.
set autoscale xfix
room(lines) = sprintf("set offsets graph 0.04, graph 0.04, graph %g, 0", 0.04 + 0.075 * lines)
# A tic at each n drawn (ns: their values), and no other: a log axis over a few n would label
# only its decades, and a decade's tic would crowd an n beside it (1000 and 1024).
set xtics ()
do for [k = 1:words(ns)] { set xtics add (word(ns, k) real(word(ns, k))) }
set xlabel "n (queens)"
heading = "median of all runs (instances together), unsolved ones counted as infinite; whiskers: IQR"
if (what eq "seconds") {
  set ylabel "seconds"
  set title "Time against n: ".heading
  lines = int(word(count_rows, 1))
  eval room(lines)
  plot for [i = 0:count - 1] data using (in(i) ? column("n") : NaN):(column("seconds_median")):(column("seconds_q25")):(column("seconds_q75")) \
         with yerrorlines linetype i + 1 title word(titles, i + 1), \
       for [i = 0:count - 1] data using (censored_at(i)):(column("censored_seconds")) \
         with points linetype i + 1 pointtype censored_point pointsize 2.2 notitle, \
       for [line = 0:lines - 1] data using (count_at(line, "count_row_seconds")):(1):(strcol("censored_count")):(column("series") + 1) \
         axes x1y2 with labels offset 0, -0.9 - 1.1 * line font label_font textcolor variable notitle, \
       NaN with points linecolor rgb "#444444" pointtype censored_point pointsize 2.2 \
         title (censored_units ne "" ? censored_key : "")
} else {
  set multiplot layout words(units), 1 title "Work against n: ".heading
  # The series of the panel's unit (set in the loop; a function defined inside a loop crashes
  # gnuplot 5.4).
  mine(i) = word(series_units, i + 1) eq unit
  do for [u = 1:words(units)] {
    unit = word(units, u)
    lines = int(word(count_rows, u))
    eval room(lines)
    set ylabel unit
    plot for [i = 0:count - 1] data using (in(i) && mine(i) ? column("n") : NaN):(column("work_median")):(column("work_q25")):(column("work_q75")) \
           with yerrorlines linetype i + 1 title (mine(i) ? word(titles, i + 1) : ""), \
         for [i = 0:count - 1] data using (mine(i) ? censored_at(i) : NaN):(column("censored_work")) \
           with points linetype i + 1 pointtype censored_point pointsize 2.2 notitle, \
         for [line = 0:lines - 1] data using (mine(int(column("series"))) ? count_at(line, "count_row_work") : NaN):(1):(strcol("censored_count")):(column("series") + 1) \
           axes x1y2 with labels offset 0, -0.9 - 1.1 * line font label_font textcolor variable notitle, \
         NaN with points linecolor rgb "#444444" pointtype censored_point pointsize 2.2 \
           title (strstrt(censored_units, "\"".unit."\"") > 0 ? censored_key : "")
  }
  unset multiplot
}
