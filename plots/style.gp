# Shared look of every nqga figure. The caller sets: data (CSV file), out (figure file),
# fmt ("png" or "svg"), seeds (runs per point). Series use the Okabe-Ito palette, which
# colour-blind readers can tell apart, plus distinct dash patterns and point shapes, so that the
# figures still read in greyscale.
if (fmt eq "svg") {
  set terminal svg size 960,600 dynamic enhanced font "Helvetica,12" background rgb "white"
} else {
  set terminal pngcairo size 960,600 enhanced font "Helvetica,11" background rgb "white"
}
set output out
set datafile separator ","
set datafile columnheaders
set datafile missing ""
array palette_colours[8] = ["#0072B2", "#E69F00", "#009E73", "#D55E00", "#CC79A7", "#56B4E9", "#F0E442", "#000000"]
array point_shapes[8] = [7, 5, 9, 11, 13, 4, 6, 8]
do for [i = 1:8] {
  set linetype i linecolor rgb palette_colours[i] linewidth 2 dashtype i pointtype point_shapes[i] pointsize 1.1
}
set linetype cycle 8
set grid lc rgb "#dddddd"
set border lc rgb "#444444"
set key outside right top box opaque samplen 3 font ",10"
set format y "%g"
set format x "%g"
