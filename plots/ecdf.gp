# Run-time distribution (empirical CDF) of the work to solution (work_label: the facet's one unit
# of work), as IOHprofiler and COCO draw it, one curve per configuration and problem point of
# the facet `facet` (titles: their labels), over its instances: unsolved runs count as failures,
# so each curve levels off at its success rate.
load style_file
count = words(titles)
in(i) = strcol("facet") eq facet && column("series") == i
set logscale x
set yrange [0:1.05]
set xlabel work_label
set ylabel "fraction of runs solved"
set title "Run-time distribution: fraction of the runs solved within x (unsolved runs count as failures)"
plot for [i = 0:count - 1] data using (in(i) ? column("work") : NaN):(column("fraction")) \
       with steps linetype i + 1 title word(titles, i + 1)
