# Final best conflicts of every run, one box per configuration and problem point over its
# instances (median, quartiles, whiskers at 1.5 IQR, outliers as points): how far the runs that
# did not solve got. titles: the boxes' labels; shared: the words all labels hold, said once in
# the title so that the tic labels stay short; numbered: 1 where the labels would crowd the axis
# (numbered boxes, each named by a line of the key below, the figure taller for it).
count = words(titles)
if (numbered) { height = 520 + 22 * count }
load style_file
set style boxplot outliers pointtype 7
set style fill solid 0.35 border -1
set xtics ()
if (numbered) {
  do for [i = 1:count] { set xtics add (sprintf("%d", i) i - 1) }
  set key below left Left reverse maxcols 1 samplen 1
} else {
  set xtics rotate by -30 font label_font
  do for [i = 1:count] { set xtics add (word(titles, i) i - 1) }
  unset key
}
set xrange [-0.7:count - 0.3]
set ylabel "best conflicts at the end of the run"
set title "Final best conflicts of every run: a box per configuration and problem point, its instances together". \
    (shared eq "" ? "" : "\nevery box: ".shared)
plot for [i = 0:count - 1] data using (i):($1 == i ? $3 : NaN) with boxplot linetype i + 1 \
  title (numbered ? sprintf("%d: %s", i + 1, word(titles, i + 1)) : "")
