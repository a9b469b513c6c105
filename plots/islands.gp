# Islands: each island's best conflicts against generation for one point of the islands model
# (facet: the point, label: its description), median across seeds with the interquartile band,
# one colour per island. Axes on log scales of 1 + value, as in convergence.gp.
load style_file
set logscale y
set ytics ("0" 1, "1" 2, "3" 4, "10" 11, "30" 31, "100" 101, "300" 301, "1000" 1001, \
           "3000" 3001, "10^4" 10001, "10^5" 100001, "10^6" 1000001)
set logscale x
set xtics ("0" 1, "1" 2, "10" 11, "100" 101, "1000" 1001, "10^4" 10001, "10^5" 100001, "10^6" 1000001)
set xlabel "generation"
set ylabel "best conflicts of the island"
set title sprintf("Islands of %s: median of %d seeds, band: interquartile range", label, seeds)
stats data using 2 nooutput
islands = int(STATS_max) + 1
plot for [i = 0:islands - 1] data using (strcol(1) eq facet && $2 == i ? 1 + $4 : NaN):(1 + $6):(1 + $7) \
       with filledcurves fillstyle transparent solid 0.18 noborder linecolor i + 1 notitle, \
     for [i = 0:islands - 1] data using (strcol(1) eq facet && $2 == i ? 1 + $4 : NaN):(1 + $5) \
       with lines linetype i + 1 title sprintf("island %d", i + 1)
