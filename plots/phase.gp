# The phase transition of a sweep over instances against the problem axis `xname` (a density of
# blocked squares, with free squares per row on a second axis at one n; a number of given queens):
# above, the share of decided instances with a solution (a grey line per n, ns: their values) and
# each configuration's success on the solvable ones, whiskers: the Wilson 95 % interval (none for
# a deterministic solver, run once an instance); below, a panel per unit of work (units) with each
# configuration's median work over its runs on solvable and undecided instances, an unsolved one
# counted as infinite, whiskers: IQR, a cross where runs went unsolved, at the most work one of
# them spent, with their count (a budget is never drawn as a measured median), and dotted, the
# median work of the proofs that an instance has no solution (the cost peak of the transition).
# titles: the series' labels; series_units: their units; censored_units: the units with unsolved
# runs; seeded: per series 1 or 0; proofs: per series 1 where it proved an instance unsolvable;
# count_rows: per panel, the lines its counts take (column count_row places each count on one, so
# that none overlaps another at any spacing of x; gnuplot 5.4 crashes on a labels plot without a
# point, so a line is drawn only where it has counts). The x axis spans the data, never a tic
# beyond it.
height = 80 + 340 * (1 + words(units))
load style_file
count = words(titles)
in(i) = column("series") == i
xcol = 3  # the problem axis (x is gnuplot's dummy variable)
# Fixed margins keep the panels' x axes one above the other (their y tic labels differ in width);
# count_row's widths assume this axis, 830 of the 960 pixels.
set lmargin 12
set rmargin 4
set multiplot layout 1 + words(units), 1 title sprintf("Phase transition against %s (%d runs per configuration and instance at most)", xname, seeds) font title_font
set autoscale xfix
set xlabel xname
set ylabel "fraction"
set yrange [0:1.05]
set offsets graph 0.03, graph 0.03, 0, 0  # the first and last counts clear of the y axes
# Blocked n-Queens at one n: a second x axis above, in free squares per row, n - m/n for m = D n^2
# blocked squares (the axis of Gent, Jefferson and Nightingale's figures; m's rounding aside).
free_axis = xname eq "problem.density" && words(ns) == 1
if (free_axis) {
  board = real(word(ns, 1))
  set link x2 via board * (1 - x) inverse 1 - x / board
  set x2tics ceil(board / 12)  # gnuplot 5.4 draws no automatic tics on a linked axis
  set x2label "free squares per row, n - m/n"
  set tmargin 5  # room for the axis below the figure's title
}
plot for [k = 1:words(ns)] data using (strcol("first") eq "1" && strcol("n") eq word(ns, k) ? column(xcol) : NaN):(column("solvable_fraction")) \
       with linespoints linecolor rgb "#888888" linewidth 4 dashtype k pointtype 1 \
       title "solvable instances".(words(ns) > 1 ? " n=".word(ns, k) : ""), \
     for [i = 0:count - 1] data using (in(i) && word(seeded, i + 1) eq "1" ? column(xcol) : NaN):(column("success")):(column("success_low")):(column("success_high")) \
       with yerrorlines linetype i + 1 title (word(seeded, i + 1) eq "1" ? word(titles, i + 1)." success on solvable" : ""), \
     for [i = 0:count - 1] data using (in(i) && word(seeded, i + 1) eq "0" ? column(xcol) : NaN):(column("success")) \
       with linespoints linetype i + 1 title (word(seeded, i + 1) eq "0" ? word(titles, i + 1)." success on solvable (run once)" : "")
if (free_axis) {
  unset link x2
  unset x2tics
  unset x2label
  set tmargin
}
# Every panel spans the x range of the first.
set xrange [GPVAL_X_MIN:GPVAL_X_MAX]
set autoscale y
set logscale y
set format y "10^{%L}"
# The counts hang from the panel's top, a line each (y2 runs 0 to 1 over the panel): offsets
# leave them room above the data.
set y2range [0:1]
# The series of the panel's unit (set in the loop; a function defined inside a loop crashes
# gnuplot 5.4).
mine(i) = word(series_units, i + 1) eq unit
censored_at(i) = in(i) && mine(i) && strcol("censored_count") ne "" ? column(xcol) : NaN
count_at(line) = strcol("count_row") eq sprintf("%d", line) && mine(int(column("series"))) ? column(xcol) : NaN
do for [u = 1:words(units)] {
  unit = word(units, u)
  lines = int(word(count_rows, u))
  set offsets 0, 0, graph 0.04 + 0.075 * lines, 0
  set ylabel "median ".unit." (IQR)"
  plot for [i = 0:count - 1] data using (in(i) && mine(i) ? column(xcol) : NaN):(column("work_median")):(column("work_q25")):(column("work_q75")) \
         with yerrorlines linetype i + 1 title (mine(i) ? word(titles, i + 1) : ""), \
       for [i = 0:count - 1] data using (in(i) && mine(i) && word(proofs, i + 1) eq "1" ? column(xcol) : NaN):(column("proof_work_median")):(column("proof_work_q25")):(column("proof_work_q75")) \
         with yerrorlines linetype i + 1 dashtype 3 pointtype 6 title (mine(i) && word(proofs, i + 1) eq "1" ? word(titles, i + 1)." proving no solution" : ""), \
       for [i = 0:count - 1] data using (censored_at(i)):(column("censored_work")) \
         with points linetype i + 1 pointtype censored_point pointsize 2.2 notitle, \
       for [line = 0:lines - 1] data using (count_at(line)):(1):(strcol("censored_count")):(column("series") + 1) \
         axes x1y2 with labels offset 0, -0.9 - 1.1 * line font label_font textcolor variable notitle, \
       NaN with points linecolor rgb "#444444" pointtype censored_point pointsize 2.2 \
         title (strstrt(censored_units, "\"".unit."\"") > 0 ? censored_key : "")
}
unset multiplot
