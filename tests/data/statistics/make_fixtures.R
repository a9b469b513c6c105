# Reference values for tests/experiments/statistics_test.cpp, computed by R's own functions (stats package):
#   Rscript tests/data/statistics/make_fixtures.R     (writes the CSV files beside this script)
# Samples are drawn with set.seed, so the files are the same on every run. Numbers are written
# with 17 significant digits. Lists of numbers are separated by spaces, lists of lists by ';'.
args <- commandArgs(trailingOnly = FALSE)
here <- dirname(normalizePath(sub("^--file=", "", args[grep("^--file=", args)])))
num <- function(x) sprintf("%.17g", x)
join <- function(x) paste(num(x), collapse = " ")
write_rows <- function(rows, name) {
  write.csv(do.call(rbind, rows), file.path(here, name), row.names = FALSE, quote = TRUE)
}

# Mann-Whitney U, two-sided with continuity correction. nqga's rule picks the method: exact when
# there are no ties and both samples have at most 50 values, else the normal approximation.
# (R's own default is exact only below 50, SciPy's only when a sample has at most 8 values; the
# method is passed explicitly here.) a12 is counted pair by pair: P(a < b) + P(a == b) / 2.
set.seed(16)
mw_cases <- list(
  list("hand 3 vs 4", c(1.5, 3.2, 0.7), c(2.0, 4.1, 5.5, 3.9)),
  list("m = 1", 2.5, c(1, 2, 3, 4, 5, 6, 7)),
  list("n = 1 tied", c(1, 2, 3, 4, 5), 3),
  list("m = 1 n = 1", 7, 2),
  list("symmetric, U = mn/2", c(1, 4), c(2, 3)),
  list("ties, small", sample(1:5, 6, TRUE), sample(1:5, 7, TRUE)),
  list("separated 10 vs 10", 1:10, 11:20),
  list("unequal 3 vs 12", runif(3), runif(12)),
  list("30 vs 50", rnorm(30), rnorm(50, 0.5)),
  list("49 vs 49", rnorm(49), rnorm(49, 0.3)),
  list("50 vs 50", rnorm(50), rnorm(50, 0.3)),
  list("50 vs 50 separated", 1:50, 51:100),
  list("8 vs 50", rnorm(8, 1), rnorm(50)),
  list("50 vs 51", rnorm(50), rnorm(51, 0.3)),
  list("51 vs 51", rnorm(51), rnorm(51, 0.4)),
  list("50 vs 50 with ties", round(2 * rnorm(50)), round(2 * rnorm(50, 0.5))),
  list("200 vs 150 with ties", sample(1:40, 200, TRUE), sample(1:45, 150, TRUE)),
  list("60 vs 60 separated", 1:60, 61:120),
  list("unsolved ranked last", c(380, 420, 610, 1e6 + 2, 1e6 + 2, 1e6 + 3),
       c(250, 300, 300, 450, 500))
)
mw_rows <- lapply(mw_cases, function(case) {
  a <- case[[2]]; b <- case[[3]]
  ties <- length(unique(c(a, b))) < length(c(a, b))
  exact <- !ties && length(a) <= 50 && length(b) <= 50
  test <- suppressWarnings(wilcox.test(a, b, exact = exact, correct = TRUE))
  a12 <- mean(outer(a, b, "<")) + 0.5 * mean(outer(a, b, "=="))
  data.frame(case = case[[1]], method = if (exact) "exact" else "normal", a = join(a),
             b = join(b), u = num(test$statistic), p_value = num(test$p.value), a12 = num(a12))
})
write_rows(mw_rows, "mann_whitney.csv")

# Holm's correction: p.adjust(method = "holm").
holm_families <- list(
  list("hand", c(0.01, 0.04, 0.03, 0.005)),
  list("random 12", runif(12)^3),
  list("tied p-values", c(0.02, 0.02, 0.5, 0.001)),
  list("capped at 1", c(0.4, 0.6, 0.3)),
  list("single", 0.03),
  list("zeros and tiny", c(0, 1e-300, 0.5, 1))
)
holm_rows <- lapply(holm_families, function(family) {
  data.frame(family = family[[1]], p = num(family[[2]]),
             p_holm = num(p.adjust(family[[2]], method = "holm")))
})
write_rows(holm_rows, "holm.csv")

# Friedman: friedman.test(y), rows of y the blocks, columns the treatments.
friedman_cases <- list(
  list("k = 2, 10 blocks", matrix(round(rnorm(20), 3), ncol = 2)),
  list("k = 3, ties within blocks", matrix(sample(1:4, 24, TRUE), ncol = 3)),
  list("k = 4, 6 blocks", matrix(round(rnorm(24) + rep(c(0, 0.3, 0.6, 1), each = 6), 3),
                                 ncol = 4)),
  list("one block all ties", rbind(c(1, 2, 3), c(5, 5, 5), c(1, 3, 2), c(1, 2, 3)))
)
friedman_rows <- lapply(friedman_cases, function(case) {
  y <- case[[2]]
  test <- friedman.test(y)
  data.frame(case = case[[1]], blocks = paste(apply(y, 1, join), collapse = ";"),
             statistic = num(test$statistic), df = num(test$parameter),
             p_value = num(test$p.value))
})
write_rows(friedman_rows, "friedman.csv")

# Kruskal-Wallis: kruskal.test(list of samples).
kruskal_cases <- list(
  list("3 samples with ties", list(sample(1:6, 7, TRUE), sample(2:8, 5, TRUE),
                                   sample(1:5, 9, TRUE))),
  list("2 samples", list(rnorm(10), rnorm(12, 1))),
  list("samples of one", list(3, 1, 2, 5)),
  list("4 samples", list(rnorm(5), rnorm(6, 0.5), rnorm(7, 1), rnorm(8, 1.5)))
)
kruskal_rows <- lapply(kruskal_cases, function(case) {
  test <- kruskal.test(case[[2]])
  data.frame(case = case[[1]], samples = paste(sapply(case[[2]], join), collapse = ";"),
             statistic = num(test$statistic), df = num(test$parameter),
             p_value = num(test$p.value))
})
write_rows(kruskal_rows, "kruskal.csv")

# Wilson score intervals: prop.test(x, n, correct = FALSE)$conf.int.
wilson_cases <- list(c(0, 10), c(10, 10), c(4, 10), c(1, 1), c(0, 1), c(37, 50), c(3, 1000))
wilson_rows <- lapply(wilson_cases, function(case) {
  ci <- suppressWarnings(prop.test(case[1], case[2], correct = FALSE))$conf.int
  data.frame(successes = case[1], trials = case[2], low = num(ci[1]), high = num(ci[2]))
})
write_rows(wilson_rows, "wilson.csv")

# Wilcoxon signed-rank on pairs (a[i], b[i]): wilcox.test(a, b, paired = TRUE) with R's defaults
# (exact = NULL, correct = TRUE): exact below 50 pairs when no |difference| ties and none is zero,
# else the normal approximation with the tie and continuity corrections, zero differences dropped.
# The last case holds ranks under nqga's ranking rule, as `nqga compare` pairs them.
set.seed(23)
wsr_cases <- list(
  list("hand 5 pairs", c(1.83, 0.5, 1.62, 2.48, 1.68), c(0.878, 0.647, 0.598, 2.05, 1.06)),
  list("one pair", 3, 1),
  list("a always smaller, 12 pairs", 1:12, 1:12 + 2^(0:11) / 7),
  list("20 pairs", round(rnorm(20), 4), round(rnorm(20, 0.4), 4)),
  list("49 pairs", round(rnorm(49), 5), round(rnorm(49, 0.25), 5)),
  list("50 pairs: normal", round(rnorm(50), 5), round(rnorm(50, 0.25), 5)),
  list("ties in |differences|", c(5, 3, 8, 2, 7, 4, 9), c(3, 5, 6, 2.5, 4, 1, 8.25)),
  list("zeros dropped", c(1, 2, 3, 4, 5, 6, 7), c(1, 0.5, 3, 1.2, 2.7, 7.9, 6.25)),
  list("zeros and ties, 120 pairs", sample(1:30, 120, TRUE), sample(1:32, 120, TRUE)),
  list("ranks of runs", c(3, 1, 7.5, 12, 5, 16, 10, 18.5, 14, 20),
       c(2, 4, 7.5, 9, 6, 11, 13, 18.5, 15, 17))
)
wsr_rows <- lapply(wsr_cases, function(case) {
  test <- suppressWarnings(wilcox.test(case[[2]], case[[3]], paired = TRUE))
  data.frame(case = case[[1]], method = if (grepl("exact", test$method)) "exact" else "normal",
             a = join(case[[2]]), b = join(case[[3]]), v = num(test$statistic),
             p_value = num(test$p.value))
})
write_rows(wsr_rows, "wilcoxon_signed_rank.csv")

# The ratio of two expected running times, ERT(a) / ERT(b) (sum of all runs' work over the
# successes; infinite without one), and the limits of its percentile bootstrap interval. Small
# samples, so every resample is enumerated: |a|^|a| |b|^|b| equally likely pairs of resamples;
# those where neither side succeeds have no ratio and are left out. low and high are the exact
# 2.5% and 97.5% quantiles of that distribution (the smallest value whose cumulative probability
# reaches them); below_low, upto_low, below_high, upto_high are the probabilities below and up to
# each, so a test with many resamples can check that its quantile lands on that value.
ert <- function(work, solved) if (any(solved)) sum(work) / sum(solved) else Inf
resamples <- function(m) as.matrix(expand.grid(rep(list(seq_len(m)), m)))
ratio_cases <- list(
  list("solved only, b timed once", c(1, 2, 3), c(TRUE, TRUE, TRUE), 0.5, TRUE),
  list("a fails sometimes", c(10, 30, 20), c(TRUE, FALSE, TRUE), c(5, 15), c(TRUE, TRUE)),
  list("b fails sometimes", c(4, 8, 6, 100), c(TRUE, TRUE, TRUE, FALSE), c(2, 40),
       c(TRUE, FALSE))
)
ratio_rows <- lapply(ratio_cases, function(case) {
  wa <- case[[2]]; sa <- case[[3]]; wb <- case[[4]]; sb <- case[[5]]
  ia <- resamples(length(wa)); ib <- resamples(length(wb))
  ea <- apply(ia, 1, function(i) ert(wa[i], sa[i]))
  eb <- apply(ib, 1, function(i) ert(wb[i], sb[i]))
  r <- as.vector(outer(ea, eb, "/"))
  r <- r[!(is.infinite(ea)[row(outer(ea, eb))] & is.infinite(eb)[col(outer(ea, eb))])]
  q <- function(p) min(r[sapply(r, function(v) mean(r <= v)) >= p - 1e-12])
  low <- q(0.025); high <- q(0.975)
  data.frame(case = case[[1]], a_work = join(wa), a_solved = paste(as.integer(sa), collapse = " "),
             b_work = join(wb), b_solved = paste(as.integer(sb), collapse = " "),
             ratio = num(ert(wa, sa) / ert(wb, sb)), low = num(low), high = num(high),
             below_low = num(mean(r < low)), upto_low = num(mean(r <= low)),
             below_high = num(mean(r < high)), upto_high = num(mean(r <= high)))
})
write_rows(ratio_rows, "ert_ratio.csv")
