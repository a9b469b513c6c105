# Shared look of every nqga figure. The caller sets: data (CSV file), out (figure file),
# fmt ("png" or "svg"), seeds (runs per point); a script may set height (pixels, default 600)
# before loading this file. Series use the Okabe-Ito palette, which colour-blind readers can tell
# apart, crossed with 5 dash patterns (colour i mod 8, dash i mod 5), so that no two of up to 40
# series look alike, and point shapes; figures draw at most 8 series each (more are faceted).
# Point type 2 (a cross) is kept for censored runs (see censored_key) and no series uses it.
if (!exists("height")) height = 600
set encoding utf8  # the text is UTF-8 ("×"), and %h then writes 1×10^{k}
# Text sizes: the report shows a figure 880 px wide on a phone (page_assets.cpp), where these
# stay 10 px or more; titles and labels of points use title_font and label_font.
if (fmt eq "svg") {
  set terminal svg size 960,height dynamic enhanced font "Helvetica,13" background rgb "white"
} else {
  set terminal pngcairo size 960,height enhanced font "Helvetica,12" background rgb "white"
}
title_font = ",14"
label_font = ",11"
set output out
set datafile separator ","
set datafile columnheaders
set datafile missing ""
# The palette's order puts far colours on the series that share a dash among the first 8 (1 and
# 6: blue and black; 2 and 7: orange and sky blue; 3 and 8: green and yellow).
array palette_colours[8] = ["#0072B2", "#E69F00", "#009E73", "#D55E00", "#CC79A7", "#000000", "#56B4E9", "#F0E442"]
array point_shapes[12] = [7, 5, 9, 11, 13, 15, 6, 4, 8, 10, 12, 14]
do for [i = 1:40] {
  dash = (i - 1) % 5 + 1
  shape = point_shapes[(i - 1) % 12 + 1]
  set linetype i linecolor rgb palette_colours[(i - 1) % 8 + 1] linewidth 2 dashtype dash \
      pointtype shape pointsize 1.1
}
set linetype cycle 40
censored_point = 2
censored_key = "× unsolved runs (count/runs), at the most work or time one spent"
set grid lc rgb "#dddddd"
set border lc rgb "#444444"
# Keys stand outside the plot area, below it, never over data.
set key below center Left reverse nobox samplen 3 maxcols 3 height 1.5
set format y "%h"  # %g with its exponents as powers of ten: "1×10^{-5}", not "1e-05"
set format x "%h"
