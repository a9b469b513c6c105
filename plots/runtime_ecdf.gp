# Runtime ECDF aggregated over problem points, as cocopp draws its main figure: per
# configuration, the fraction of its (run, target) pairs over every problem point it ran at whose
# target was reached within x evaluations per queen (runtime_ecdf.csv: targets 0 and n/2 to n/64,
# relative to each point's n; runs on unsolvable instances left out). Variables: titles (the
# configurations, as gnuplot words).
load style_file
count = words(titles)
set logscale x
set autoscale xfixmax  # the axis ends at the longest run, not at the next tic
set yrange [0:1.05]
set xlabel "evaluations / n"
set ylabel "fraction of (run, target) pairs"
set title "Runtime ECDF over all problem points, targets 0 and n/2 to n/64"
set key outside bottom center horizontal
plot for [i = 0:count - 1] data using (column("series") == i ? column("budget_per_n") : NaN):(column("ecdf")) \
       with steps linetype i + 1 title word(titles, i + 1)
