# Run-time distribution (empirical CDF) of the work to solution (each solver's own measure,
# `work_label`), as IOHprofiler and COCO draw it: unsolved runs count as failures, so each curve
# levels off at its success rate.
load style_file
count = words(titles)
set logscale x
set yrange [0:1.05]
set xlabel work_label
set ylabel "fraction of runs solved"
set title sprintf("Run-time distribution: fraction of %d runs solved within x", seeds)
plot for [i = 0:count - 1] data using ($1 == i ? $3 : NaN):4 with steps linetype i + 1 title word(titles, i + 1)
