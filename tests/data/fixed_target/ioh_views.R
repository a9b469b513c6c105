# IOHanalyzer's own views over nqga's IOH export, at the targets and budgets of the run's tables;
# IOHanalyzer's reader (read_index_file__json, read_IOH_v1plus and its C++ alignment) reads the
# .dat files, and nothing of nqga's computation is used but those targets and budgets:
#   ioh_ecdf.csv, ioh_ert.csv: per algorithm and dimension, ECDF.DataSetList at the targets of
#     fixed_target.csv (get_RT_sample: the evaluations to reach each target, NA -> Inf, then R's
#     ecdf) evaluated at its budgets; get_ERT.DataSet at those targets (censored runs count the
#     data set's largest evaluation count: each run's own when they all spent one budget, as
#     here).
#   ioh_fv.csv: get_FV_summary.DataSet (runs' best-so-far aligned by evaluations, a stopped run
#     keeping its last value) at fixed_budget.csv's budgets: the mean and median best conflicts.
#   ioh_runtime_ecdf.csv: per algorithm, at each dimension n the targets 0 and floor(n / 2^k) for
#     k = 1..6, get_RT_sample's runtimes (NA -> Inf) divided by n, pooled over n into R's ecdf at
#     runtime_ecdf.csv's budgets per queen.
# Usage: Rscript ioh_views.R IOHANALYZER_SOURCE EXPORT_DIR RUN_DIR OUT_DIR
args <- commandArgs(trailingOnly = TRUE)
suppressPackageStartupMessages({
  library(data.table)
  library(magrittr)
  library(rjson)  # IOHanalyzer reads its JSON index with rjson::fromJSON(file = ...)
  library(Rcpp)
})
source_dir <- args[1]
for (file in c("IOHanalyzer.R", "readFiles.R", "DataSet.R", "DataSetList.R", "stats.R")) {
  source(file.path(source_dir, "R", file))
}
sourceCpp(file.path(source_dir, "src", "align.cc"))
# The package's .onLoad sets its quantiles; sourced, the FV summary needs them set here.
options(IOHanalyzer.quantiles = c(2, 5, 10, 25, 50, 75, 90, 95, 98) / 100.)
table_of <- function(name) fread(file.path(args[3], name), colClasses = "character")
views <- table_of("fixed_target.csv")
budgets_of <- table_of("fixed_budget.csv")
per_queen_budgets <- table_of("runtime_ecdf.csv")

ecdfs <- list()
erts <- list()
fvs <- list()
per_queen <- list()  # algorithm -> its runtimes over n, pooled
for (index in list.files(args[2], pattern = "\\.json$", recursive = TRUE, full.names = TRUE)) {
  for (info in read_index_file__json(index)) {
    ds <- read_IOH_v1plus(info)
    dsl <- structure(list(ds), class = c("DataSetList", "list"),
                     DIM = attr(ds, "DIM"), funcId = attr(ds, "funcId"),
                     algId = attr(ds, "algId"), maximization = FALSE)
    n <- info$DIM
    at <- paste0("n=", n)
    mine <- views[configuration == info$algId & problem == at]
    targets <- as.numeric(mine[view == "target"]$target)
    budgets <- as.numeric(mine[view == "ecdf"]$budget)
    fun <- ECDF.DataSetList(dsl, targets)
    ecdfs[[length(ecdfs) + 1]] <- data.table(configuration = info$algId, problem = at,
                                             budget = budgets, ecdf = fun(budgets))
    ert <- get_ERT.DataSet(ds, targets)
    erts[[length(erts) + 1]] <- data.table(configuration = info$algId, problem = at,
                                           target = ert$target, ert = ert$ERT)
    fv <- get_FV_summary.DataSet(
      ds, as.numeric(budgets_of[configuration == info$algId & problem == at]$budget))
    fvs[[length(fvs) + 1]] <- data.table(configuration = info$algId, problem = at,
                                         budget = fv$runtime, mean = fv$mean, median = fv$median)
    rt <- get_RT_sample(ds, unique(c(0, floor(n / 2^(1:6)))), output = "long")$RT
    rt[is.na(rt)] <- Inf
    per_queen[[info$algId]] <- c(per_queen[[info$algId]], rt / n)
  }
}
pooled <- lapply(names(per_queen), function(algorithm) {
  budgets <- as.numeric(per_queen_budgets[configuration == algorithm]$budget_per_n)
  data.table(configuration = algorithm, budget_per_n = budgets,
             ecdf = ecdf(per_queen[[algorithm]])(budgets))
})
fwrite(rbindlist(ecdfs), file.path(args[4], "ioh_ecdf.csv"))
fwrite(rbindlist(erts), file.path(args[4], "ioh_ert.csv"))
fwrite(rbindlist(fvs), file.path(args[4], "ioh_fv.csv"))
fwrite(rbindlist(pooled), file.path(args[4], "ioh_runtime_ecdf.csv"))
