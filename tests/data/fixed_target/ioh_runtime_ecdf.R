# IOHanalyzer's own runtimes, pooled over dimensions as cocopp pools them, over nqga's IOH export:
# per algorithm, at each dimension n the targets 0 and floor(n / 2^k) for k = 1..6, the runtimes
# get_RT_sample.DataSet gives for them (NA -> Inf, as ECDF.DataSetList does), each divided by n
# (evaluations per queen), all dimensions' pooled into one R ecdf, evaluated at the budgets of
# runtime_ecdf.csv. IOHanalyzer's reader and alignment read the .dat files; nothing of nqga's
# computation is used but the budgets.
# Usage: Rscript ioh_runtime_ecdf.R IOHANALYZER_SOURCE EXPORT_DIR RUNTIME_ECDF_CSV OUT_CSV
args <- commandArgs(trailingOnly = TRUE)
suppressPackageStartupMessages({
  library(data.table)
  library(magrittr)
  library(rjson)
  library(Rcpp)
})
source_dir <- args[1]
for (file in c("IOHanalyzer.R", "readFiles.R", "DataSet.R", "DataSetList.R", "stats.R")) {
  source(file.path(source_dir, "R", file))
}
sourceCpp(file.path(source_dir, "src", "align.cc"))

budgets_of <- fread(args[3], colClasses = "character")
per_queen <- list()  # algorithm -> its runtimes over n, pooled
for (index in list.files(args[2], pattern = "\\.json$", recursive = TRUE, full.names = TRUE)) {
  for (info in read_index_file__json(index)) {
    ds <- read_IOH_v1plus(info)
    n <- info$DIM
    targets <- unique(c(0, floor(n / 2^(1:6))))
    rt <- get_RT_sample(ds, targets, output = "long")$RT
    rt[is.na(rt)] <- Inf
    per_queen[[info$algId]] <- c(per_queen[[info$algId]], rt / n)
  }
}
rows <- list()
for (algorithm in names(per_queen)) {
  budgets <- as.numeric(budgets_of[configuration == algorithm]$budget_per_n)
  rows[[length(rows) + 1]] <- data.table(configuration = algorithm, budget_per_n = budgets,
                                         ecdf = ecdf(per_queen[[algorithm]])(budgets))
}
fwrite(rbindlist(rows), args[4])
