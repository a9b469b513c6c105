# Success against n, one line per configuration of the facet `facet` (titles: their labels): the
# share of runs on solvable instances that solved, whiskers: the Wilson 95 % interval, drawn only
# for seeded solvers (seeded: per series 1 or 0; a deterministic solver runs once).
load style_file
count = words(titles)
in(i) = strcol("facet") eq facet && column("series") == i
set yrange [0:1.05]
set autoscale xfix  # the axis spans the n's run, a margin on each side
set offsets graph 0.03, graph 0.03, 0, 0
set xlabel "n (queens)"
set ylabel "success rate"
set title "Success against n: the share of runs on solvable instances that solved; whiskers: Wilson 95% interval"
plot for [i = 0:count - 1] data using (in(i) && word(seeded, i + 1) eq "1" ? column("n") : NaN):(column("success")):(column("success_low")):(column("success_high")) \
       with yerrorlines linetype i + 1 title (word(seeded, i + 1) eq "1" ? word(titles, i + 1) : ""), \
     for [i = 0:count - 1] data using (in(i) && word(seeded, i + 1) eq "0" ? column("n") : NaN):(column("success")) \
       with linespoints linetype i + 1 title (word(seeded, i + 1) eq "0" ? word(titles, i + 1)." (run once)" : "")
