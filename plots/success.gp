# Success against n, one line per configuration of the facet `facet` (titles: their labels): the
# share of runs on solvable instances that solved, whiskers: the Wilson 95 % interval.
load style_file
count = words(titles)
in(i) = strcol("facet") eq facet && column("series") == i
set yrange [0:1.05]
set xlabel "n (queens)"
set ylabel "success rate"
set title "Success against n: the share of runs on solvable instances that solved; whiskers: Wilson 95% interval"
plot for [i = 0:count - 1] data using (in(i) ? column("n") : NaN):(column("success")):(column("success_low")):(column("success_high")) \
       with yerrorlines linetype i + 1 title word(titles, i + 1)
