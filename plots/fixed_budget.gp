# Fixed-budget values, as IOHanalyzer draws them: per configuration, the mean best conflicts its
# runs had within x evaluations, with the bootstrap 95 % band of the mean (fixed_budget.csv;
# runs on unsolvable instances left out); one panel per problem point drawn. The y axis shows
# conflicts c on a log scale of 1 + c, so that 0 (solved) stays on it. Variables: titles
# (configurations), panels (panel labels), curve_panels and curve_series (each curve's panel and
# configuration), firsts and lasts (each curve's first and last data row), panel_firsts and
# panel_lasts (each panel's first and last curve, from 1).
load style_file
panel_count = words(panels)
first(c) = int(word(firsts, c))
last(c) = int(word(lasts, c))
series(c) = int(word(curve_series, c))
set logscale x
set autoscale xfixmax  # the axis ends at the longest run, not at the next tic
set logscale y
set ytics ("0" 1, "1" 2, "3" 4, "10" 11, "30" 31, "100" 101, "300" 301, "1000" 1001, \
           "3000" 3001, "10^4" 10001, "10^5" 100001, "10^6" 1000001)
set xlabel "evaluations"
set ylabel "mean best conflicts"
# The key under each panel, so that panels side by side keep their width and no key covers data.
set key outside bottom center horizontal
if (panel_count == 1) { set multiplot layout 1,1 } else {
  if (panel_count == 2) { set multiplot layout 1,2 } else { set multiplot layout 2,2 }
}
do for [k = 1:panel_count] {
  from = int(word(panel_firsts, k))
  to = int(word(panel_lasts, k))
  set title sprintf("Fixed-budget mean best conflicts, %s", word(panels, k))
  plot for [c = from:to] data every ::first(c)::last(c) using (column("budget")):(1 + column("low")):(1 + column("high")) \
         with filledcurves fillstyle transparent solid 0.18 noborder linecolor series(c) + 1 notitle, \
       for [c = from:to] data every ::first(c)::last(c) using (column("budget")):(1 + column("mean")) \
         with lines linetype series(c) + 1 title word(titles, series(c) + 1)
}
unset multiplot
