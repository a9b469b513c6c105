# Success rate against n, one line per solver or configuration.
load style_file
count = words(titles)
set yrange [0:1.05]
set xlabel "n (queens)"
set ylabel "success rate"
set title sprintf("Success rate against n (%d runs per point, fewer for exact solvers)", seeds)
plot for [i = 0:count - 1] data using ($1 == i ? $3 : NaN):4 with linespoints linetype i + 1 title word(titles, i + 1)
