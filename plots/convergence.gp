# Convergence: best and mean conflicts against generation, median across seeds, one curve per
# point of the facet `facet` (data: the facet's rows, plot.cpp's write_plot_data). Variables:
# titles (each curve's key entry, "" for none), styles (each curve's line type: the instances of
# one configuration share one when a facet holds more curves than styles), bands (1: draw each
# curve's interquartile band), firsts and lasts (each curve's first and last row in the data
# file, which its plot reads, and no other), runs_text (the runs a curve is the median of: "10
# runs", or "3 to 10 runs"). The y axis shows conflicts c on a log scale of
# 1 + c, so that 0 (solved) stays on the axis instead of falling off it; generations likewise.
count = words(titles)
# One key, below both panels, which keep their heights: two entries a line, or one where a title
# is long; the figure grows by the key's lines.
entries = sum [i = 1:count] (word(titles, i) ne "" ? 1 : 0)
longest = 0
do for [i = 1:count] { longest = strlen(word(titles, i)) > longest ? strlen(word(titles, i)) : longest }
per_line = longest > 40 ? 1 : 2
key_lines = int((entries + per_line - 1) / per_line)
height = 540 + 20 * key_lines < 600 ? 600 : 540 + 20 * key_lines
load style_file
in(i) = strcol("facet") eq facet && column("series") == i
first(i) = int(word(firsts, i + 1))
last(i) = int(word(lasts, i + 1))
style(i) = int(word(styles, i + 1)) + 1
subtitle = bands ? "band: interquartile range" : "a line per instance"
bottom = (62.0 + 20 * key_lines) / height
set multiplot layout 2,1 title sprintf("Convergence%s: median of %s a curve, %s", \
    facet eq "all" ? "" : " (".facet.")", runs_text, subtitle) font title_font \
    margins screen 0.08, 0.97, bottom, 0.9 spacing screen 0.11
set logscale y
set ytics ("0" 1, "1" 2, "3" 4, "10" 11, "30" 31, "100" 101, "300" 301, "1000" 1001, \
           "3000" 3001, "10^4" 10001, "10^5" 100001, "10^6" 1000001)
# Generations on a log scale of 1 + g too: early progress and long plateaus both stay visible.
set logscale x
set xtics ("0" 1, "1" 2, "10" 11, "100" 101, "1000" 1001, "10^4" 10001, "10^5" 100001, "10^6" 1000001)
set autoscale xfixmax  # the axis ends at the last generation, not at the next tic
set xlabel "generation"
do for [panel = 1:2] {
  median = panel == 1 ? "best_median" : "mean_median"
  q25 = panel == 1 ? "best_q25" : "mean_q25"
  q75 = panel == 1 ? "best_q75" : "mean_q75"
  set ylabel panel == 1 ? "best conflicts" : "mean conflicts"
  if (panel == 1) { set key off } else { set key at screen 0.5, screen bottom - 50.0 / height center top maxcols per_line }
  plot for [i = 0:(bands ? count - 1 : -1)] data every ::first(i)::last(i) using (in(i) ? 1 + column("generation") : NaN):(1 + column(q25)):(1 + column(q75)) \
         with filledcurves fillstyle transparent solid 0.18 noborder linecolor style(i) notitle, \
       for [i = 0:count - 1] data every ::first(i)::last(i) using (in(i) ? 1 + column("generation") : NaN):(1 + column(median)) \
         with lines linetype style(i) title word(titles, i + 1)
}
unset multiplot
