# Success rate over two swept parameters (xname, yname), the value printed in each cell;
# runs_text: the runs per cell ("10 runs", or "1 to 10 runs" where an exact solver ran once). The
# cells are categories: `image pixels` draws each as its own rectangle (in PNG and SVG alike), never
# a bitmap that a viewer would interpolate into a gradient between neighbours.
load style_file
set view map
set palette defined (0 "#440154", 0.25 "#3b528b", 0.5 "#21918c", 0.75 "#5ec962", 1 "#fde725")
set cbrange [0:1]
set cblabel "success rate"
set xlabel xname
set ylabel yname
set title sprintf("Success rate over %s and %s (%s per cell)", xname, yname, runs_text)
set style textbox opaque noborder
unset grid
unset key
plot data using 1:2:5:xticlabels(3):yticlabels(4) with image pixels, \
     data using 1:2:(sprintf("%.0f%%", 100 * $5)) with labels boxed font label_font
