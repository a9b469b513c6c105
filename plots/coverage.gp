# Solution-space coverage for small n: the share of all solutions and of all symmetry classes that
# the runs of each point found, against the totals from exact enumeration. titles: the points'
# labels; shared: the words all of them hold, said once in the title.
load style_file
set style data histogram
set style histogram clustered gap 1
set style fill solid 0.8 border -1
set yrange [0:1.05]
set xtics rotate by -30 font label_font
set ylabel "share found"
set title sprintf("Solution-space coverage: distinct solutions and symmetry classes found by %d runs", seeds). \
    (shared eq "" ? "" : "\nevery point: ".shared)
plot data using 5:xticlabels(word(titles, int(column("series")) + 1)) title "solutions" linetype 1, \
     data using 8 title "symmetry classes" linetype 2
