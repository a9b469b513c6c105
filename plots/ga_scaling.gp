# Work and seconds to a solution against n (configs/ga-scaling.yaml, drawn by
# experiments/ga_scaling.sh): log-log, one line per solver, the medians over solved runs with
# interquartile whiskers. The data is summary.csv's rows and columns, read by column name, one
# solver's rows together and in order of n (the script writes them so as ga_scaling.csv), so that
# each solver is one line. Work is each solver's own measure: conflict evaluations for the GA and
# the memetic GA, repair swaps for min-conflicts. A point no run solved has no median and is left
# out (the table says so). The caller sets data, out, fmt, seeds (style.gp), solvers (their
# names, in words), limit (the jobs' time limit in seconds, drawn as a dashed line; 0: none) and
# limits (its label: the limits of the runs drawn, "60/600" for two).
load style_file
count = words(solvers)
is(i) = strcol("solver") eq word(solvers, i)
positive(name) = column(name) > 0 ? column(name) : NaN
measure(solver) = solver eq "min-conflicts" ? "repair swaps" : "evaluations"
set multiplot layout 2,1 title sprintf("Work and time to a solution against n: median of the solved runs among up to %d, whiskers: IQR", seeds)
set logscale xy
set format xy "10^{%T}"  # n up to 10^6 reads as the work does, not as 1e+06
set autoscale xfix
set offsets graph 0.03, graph 0.03, 0, 0  # the first and last n off the frame
set ylabel "work to solution"
unset xlabel
plot for [i = 1:count] data using (is(i) ? column("n") : NaN):(positive("work_median")):(positive("work_q25")):(positive("work_q75")) \
       with yerrorlines linetype i title word(solvers, i)." (".measure(word(solvers, i)).")"
set ylabel "seconds to solution"
set xlabel "n (queens)"
if (limit > 0) {
  set arrow 1 from graph 0, first limit to graph 1, first limit nohead linecolor rgb "#444444" dashtype 2
  set label 1 sprintf("time limit: %s s", limits) at graph 0.25, first limit left offset 0, -0.8 font ",10"
  set yrange [*:limit * 3]  # solved runs end within the limit, so the line is always in view
}
plot for [i = 1:count] data using (is(i) ? column("n") : NaN):(positive("seconds_median")):(positive("seconds_q25")):(positive("seconds_q75")) \
       with yerrorlines linetype i title word(solvers, i)
unset multiplot
