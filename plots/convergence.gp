# Convergence: best and mean conflicts against generation, median across seeds with the
# interquartile band, one colour per parameter point. Variables: facet (rows of convergence.csv to
# draw), titles (series labels as gnuplot words). The y axis shows conflicts c on a log scale of
# 1 + c, so that 0 (solved) stays on the axis instead of falling off it; generations likewise.
load style_file
count = words(titles)
set multiplot layout 2,1 title sprintf("Convergence%s: median of %d seeds, band: interquartile range", \
    facet eq "all" ? "" : " (".facet.")", seeds) font ",13"
set logscale y
set ytics ("0" 1, "1" 2, "3" 4, "10" 11, "30" 31, "100" 101, "300" 301, "1000" 1001, \
           "3000" 3001, "10^4" 10001, "10^5" 100001, "10^6" 1000001)
# Generations on a log scale of 1 + g too: early progress and long plateaus both stay visible.
set logscale x
set xtics ("0" 1, "1" 2, "10" 11, "100" 101, "1000" 1001, "10^4" 10001, "10^5" 100001, "10^6" 1000001)
set xlabel "generation"
set ylabel "best conflicts"
plot for [i = 0:count - 1] data using (strcol(1) eq facet && $2 == i ? 1 + $4 : NaN):(1 + $7):(1 + $8) \
       with filledcurves fillstyle transparent solid 0.18 noborder linecolor i + 1 notitle, \
     for [i = 0:count - 1] data using (strcol(1) eq facet && $2 == i ? 1 + $4 : NaN):(1 + $6) \
       with lines linetype i + 1 title word(titles, i + 1)
set ylabel "mean conflicts"
plot for [i = 0:count - 1] data using (strcol(1) eq facet && $2 == i ? 1 + $4 : NaN):(1 + $10):(1 + $11) \
       with filledcurves fillstyle transparent solid 0.18 noborder linecolor i + 1 notitle, \
     for [i = 0:count - 1] data using (strcol(1) eq facet && $2 == i ? 1 + $4 : NaN):(1 + $9) \
       with lines linetype i + 1 title word(titles, i + 1)
unset multiplot
