# A stored experiment over instances and R's tests on it, for `nqga compare` with instances as
# blocks (tests/experiments/compare_instances_test.cpp):
#   Rscript tests/data/statistics/make_blocked.R   (writes blocked_runs.csv and blocked.csv here)
# blocked_runs.csv: Blocked n-Queens at n = 12, densities 0.5 and 0.7 (problem points), instances
# problem.seed 1..6 at each, three GA selections with 3 seeds each and backtracking-first once per
# instance; backtracking exhausts (proves unsolvable) instances 5 and 6 at density 0.7.
# blocked.csv: R's tests, computed here from the runs alone. Within each problem point, the runs
# of the compared configurations on one instance are ranked together under nqga's ranking rule
# (solved runs by evaluations first, then unsolved runs by best conflicts; ties get average
# ranks), and each configuration's value on the instance is the mean rank of its runs. Pairs:
# wilcox.test(a, b, paired = TRUE) over the instances (R's defaults: exact below 50 blocks without
# ties or zeros); all three: friedman.test over the instances as blocks; Holm over the family of
# the six pairs and the two Friedman tests, as nqga corrects every test a claim is made with.
# Instances proven unsolvable are left out. Numbers with 17 significant digits.
args <- commandArgs(trailingOnly = FALSE)
here <- dirname(normalizePath(sub("^--file=", "", args[grep("^--file=", args)])))
num <- function(x) sprintf("%.17g", x)

set.seed(37)
methods <- c("tournament", "roulette", "sus")
skill <- c(tournament = 0.9, roulette = 0.35, sus = 0.6)
runs <- list()
for (density in c("0.5", "0.7")) {
  for (instance in 1:6) {
    unsolvable <- density == "0.7" && instance >= 5
    hardness <- runif(1, 0.5, 2)
    for (method in methods) {
      for (replicate in 0:2) {
        solved <- !unsolvable && runif(1) < skill[[method]] / hardness + 0.1
        evaluations <- if (solved) round(exp(rnorm(1, 8 + hardness, 0.6))) else 100000
        best <- if (solved) 0 else sample(1:4, 1)
        runs[[length(runs) + 1]] <- data.frame(
          density = density, instance = instance, solver = "ga", method = method,
          replicate = replicate, solved = solved, evaluations = evaluations,
          best_conflicts = best, stop_reason = if (solved) "solved" else "max_evaluations")
      }
    }
    runs[[length(runs) + 1]] <- data.frame(
      density = density, instance = instance, solver = "backtracking-first", method = "",
      replicate = 0, solved = !unsolvable, evaluations = 0, best_conflicts = if (unsolvable) 1 else 0,
      stop_reason = if (unsolvable) "exhausted" else "solved")
  }
}
runs <- do.call(rbind, runs)
runs$solved <- ifelse(runs$solved, "true", "false")
write.csv(runs, file.path(here, "blocked_runs.csv"), row.names = FALSE, quote = TRUE)

# Each listed method's mean rank on each instance of `points` (rows: instances).
mean_ranks <- function(points, chosen) {
  t(sapply(split(points, points$instance), function(on) {
    on <- on[on$method %in% chosen, ]
    solved <- on$solved == "true"
    score <- numeric(nrow(on))
    score[solved] <- rank(on$evaluations[solved])
    score[!solved] <- sum(solved) + rank(on$best_conflicts[!solved])
    sapply(chosen, function(m) mean(score[on$method == m]))
  }))
}

rows <- list()
for (density in c("0.5", "0.7")) {
  proven <- unique(runs$instance[runs$density == density & runs$stop_reason == "exhausted"])
  points <- runs[runs$density == density & runs$solver == "ga" & !(runs$instance %in% proven), ]
  for (pair in list(c(1, 2), c(1, 3), c(2, 3))) {
    chosen <- methods[pair]
    values <- mean_ranks(points, chosen)
    test <- suppressWarnings(wilcox.test(values[, 1], values[, 2], paired = TRUE))
    rows[[length(rows) + 1]] <- data.frame(
      density = density, test = "wilcoxon-signed-rank (blocks: instances)", a = chosen[1],
      b = chosen[2], blocks = nrow(values), statistic = num(test$statistic),
      p_value = num(test$p.value), method = if (grepl("exact", test$method)) "exact" else "normal")
  }
  values <- mean_ranks(points, methods)
  test <- friedman.test(values)
  rows[[length(rows) + 1]] <- data.frame(
    density = density, test = "friedman (blocks: instances)", a = "", b = "",
    blocks = nrow(values), statistic = num(test$statistic), p_value = num(test$p.value),
    method = "chi-squared")
}
rows <- do.call(rbind, rows)
rows$p_holm <- num(p.adjust(as.numeric(rows$p_value), method = "holm"))
write.csv(rows, file.path(here, "blocked.csv"), row.names = FALSE, quote = TRUE)
