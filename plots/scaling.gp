# How time grows with n (scaling.csv): each configuration's ERT in seconds against n, log-log,
# whiskers: the bootstrap 95 % interval (reaching the top of the panel where it is open above),
# and dashed beside it the law that fits it better (a n^k or a b^n), whose parameter the key
# gives; a cross at the top marks an n where no run solved. titles: the series' key entries; ns:
# the n's, each a tic.
load style_file
count = words(titles)
in(i) = column("series") == i
set logscale xy
set y2range [0:1]  # the crosses of unsolved n's stand at the panel's top
set autoscale xfix
set offsets graph 0.04, graph 0.04, graph 0.1, 0
set format y "%h"
set xtics ()
do for [k = 1:words(ns)] { set xtics add (word(ns, k) real(word(ns, k))) }
set xlabel "n (queens)"
set ylabel "ERT (seconds)"
set title "Time against n: ERT (whiskers: bootstrap 95%) and the law that fits it (dashed)"
plot for [i = 0:count - 1] data using (in(i) ? column("n") : NaN):(column("ert")):(column("ert_low")):(column("ert_high")) \
       with yerrorbars linetype i + 1 notitle, \
     for [i = 0:count - 1] data using (in(i) ? column("n") : NaN):(column("law")) \
       with lines linetype i + 1 dashtype 2 title word(titles, i + 1), \
     for [i = 0:count - 1] data using (in(i) && column("unsolved") == 1 ? column("n") : NaN):(0.96) \
       axes x1y2 with points linetype i + 1 pointtype censored_point pointsize 2.2 notitle
