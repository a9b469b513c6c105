# Fixed-target ECDF, as IOHanalyzer and cocopp draw it: per configuration, the fraction of
# (run, conflict target) pairs whose target was reached within x evaluations (fixed_target.csv:
# targets 0 and powers of two; runs on unsolvable instances left out); one panel per problem
# point, or all pooled. Variables: titles (configurations), panels (panel labels), as gnuplot words.
load style_file
count = words(titles)
panel_count = words(panels)
set logscale x
set yrange [0:1.05]
set xlabel "evaluations"
set ylabel "fraction of (run, target) pairs"
# The key under each panel, so that panels side by side keep their width and no key covers data.
set key outside bottom center horizontal
if (panel_count == 1) { set multiplot layout 1,1 } else {
  if (panel_count == 2) { set multiplot layout 1,2 } else { set multiplot layout 2,2 }
}
do for [k = 0:panel_count - 1] {
  set title sprintf("Fixed-target ECDF, %s", word(panels, k + 1))
  plot for [i = 0:count - 1] data using (column("panel") == k && column("series") == i ? \
         column("budget") : NaN):(column("ecdf")) with steps linetype i + 1 title word(titles, i + 1)
}
unset multiplot
