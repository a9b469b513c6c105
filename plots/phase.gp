# The phase transition of a sweep over instances (phase.csv through the plot data "phase"):
# against the swept parameter `xname` (a density of blocked squares, a number of given queens),
# above, the fraction of instances with a solution (from runs that found one or exhausted the
# search) and each solver's success rate on the solvable ones; below, each solver's median work
# over all its runs (log scale, interquartile whiskers), in its own measure (nodes for an exact
# search, evaluations for the GA). Columns: series, label, x, solvable_fraction,
# success_on_solvable, work_median, work_q25, work_q75, seconds_median.
load style_file
count = words(titles)
set multiplot layout 2,1 title sprintf("Phase transition against %s", xname)
set xlabel xname
set ylabel "fraction"
set yrange [0:1.05]
set key inside left bottom box opaque samplen 3 font ",10"
plot data using ($1 == 0 ? $3 : NaN):4 with linespoints linetype 8 linewidth 3 title "solvable instances", \
     for [i = 0:count - 1] data using ($1 == i ? $3 : NaN):5 with linespoints linetype i + 1 title word(titles, i + 1)." success on solvable"
set autoscale y
set logscale y
set key inside left top box opaque samplen 3 font ",10"
set ylabel "median work (IQR)"
plot for [i = 0:count - 1] data using ($1 == i ? $3 : NaN):($6 > 0 ? $6 : NaN):($7 > 0 ? $7 : NaN):($8 > 0 ? $8 : NaN) with yerrorlines linetype i + 1 title word(titles, i + 1)
unset multiplot
