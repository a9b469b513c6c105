# Solution-space coverage for small n: the share of all solutions and of all symmetry classes that
# the runs of each point found, against the totals from exact enumeration.
load style_file
set style data histogram
set style histogram clustered gap 1
set style fill solid 0.8 border -1
set yrange [0:1.05]
set xtics rotate by -30 font ",9"
set ylabel "share found"
set title sprintf("Solution-space coverage: distinct solutions and symmetry classes found by %d runs", seeds)
plot data using 5:xticlabels(2) title "solutions" linetype 1, \
     data using 8 title "symmetry classes" linetype 2
