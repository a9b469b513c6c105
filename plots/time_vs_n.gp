# Time (what = "seconds") or work (what = "work") against n, log-log, one line per configuration
# of the facet `facet` (titles: their labels; series_units: each one's unit of work). The median
# counts every run, an unsolved one as infinite (censored), so it is blank where half the runs
# failed; whiskers: the interquartile range, reaching the budget when the third quartile is
# censored. A cross marks each point with unsolved runs, at the most time (or work) one of them
# spent, labelled with their count. Work is drawn in one panel per unit (units: their names), as
# evaluations and nodes never share an axis; censored_units: the units with unsolved runs.
if (what eq "work" && words(units) > 1) { height = 80 + 380 * words(units) }
load style_file
count = words(titles)
in(i) = strcol("facet") eq facet && column("series") == i
censored_at(i) = in(i) && column("censored") > 0 ? column("n") : NaN
# The counts of unsolved runs, one labels plot for all series, drawn only where there are some
# (censored_units: the units of work of the facet's series with unsolved runs), as gnuplot 5.4
# crashes on a labels plot without a point.
counted(k) = strcol("facet") eq facet && column("censored") > 0
set logscale xy
# The x axis spans the n drawn (not the decades around them), with a margin for the markers.
set autoscale xfix
set offsets graph 0.04, graph 0.04, graph 0.12, 0  # room above for the counts
# A tic at each n drawn (ns: their values): a log axis over a few n would label only its decades.
do for [k = 1:words(ns)] { set xtics add (word(ns, k) real(word(ns, k))) }
set xlabel "n (queens)"
heading = "median of all runs (instances together), unsolved ones counted as infinite; whiskers: IQR"
if (what eq "seconds") {
  set ylabel "seconds"
  set title "Time against n: ".heading
  plot for [i = 0:count - 1] data using (in(i) ? column("n") : NaN):(column("seconds_median")):(column("seconds_q25")):(column("seconds_q75")) \
         with yerrorlines linetype i + 1 title word(titles, i + 1), \
       for [i = 0:count - 1] data using (censored_at(i)):(column("censored_seconds")) \
         with points linetype i + 1 pointtype censored_point pointsize 2.2 notitle, \
       for [k = 1:(censored_units ne "")] data using (counted(k) ? column("n") : NaN):(stacked("censored_seconds")):(strcol("censored_count")):(column("series") + 1) \
         with labels offset 0, 1.2 font label_font textcolor variable notitle, \
       NaN with points linecolor rgb "#444444" pointtype censored_point pointsize 2.2 \
         title (censored_units ne "" ? censored_key : "")
} else {
  set multiplot layout words(units), 1 title "Work against n: ".heading font title_font
  # The series of the panel's unit (set in the loop; a function defined inside a loop crashes
  # gnuplot 5.4).
  mine(i) = word(series_units, i + 1) eq unit
  do for [u = 1:words(units)] {
    unit = word(units, u)
    set ylabel unit
    plot for [i = 0:count - 1] data using (in(i) && mine(i) ? column("n") : NaN):(column("work_median")):(column("work_q25")):(column("work_q75")) \
           with yerrorlines linetype i + 1 title (mine(i) ? word(titles, i + 1) : ""), \
         for [i = 0:count - 1] data using (mine(i) ? censored_at(i) : NaN):(column("censored_work")) \
           with points linetype i + 1 pointtype censored_point pointsize 2.2 notitle, \
         for [k = 1:(strstrt(censored_units, "\"".unit."\"") > 0)] data using (counted(k) && mine(int(column("series"))) ? column("n") : NaN):(stacked("censored_work")):(strcol("censored_count")):(column("series") + 1) \
           with labels offset 0, 1.2 font label_font textcolor variable notitle, \
         NaN with points linecolor rgb "#444444" pointtype censored_point pointsize 2.2 \
           title (strstrt(censored_units, "\"".unit."\"") > 0 ? censored_key : "")
  }
  unset multiplot
}
