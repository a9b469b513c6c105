# IOHanalyzer's own fixed-budget values over nqga's IOH export: for each algorithm and dimension,
# get_FV_summary.DataSet (its runs' best-so-far aligned by evaluations, a stopped run keeping its
# last value) at the budgets of fixed_budget.csv: the mean and median best conflicts.
# IOHanalyzer's reader (read_index_file__json, read_IOH_v1plus and its C++ alignment) reads the
# .dat files; nothing of nqga's computation is used but the budgets.
# Usage: Rscript ioh_fv.R IOHANALYZER_SOURCE EXPORT_DIR FIXED_BUDGET_CSV FV_CSV
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
# The package's .onLoad sets its quantiles; sourced, the summary needs them set here.
options(IOHanalyzer.quantiles = c(2, 5, 10, 25, 50, 75, 90, 95, 98) / 100.)

budgets_of <- fread(args[3], colClasses = "character")
rows <- list()
for (index in list.files(args[2], pattern = "\\.json$", recursive = TRUE, full.names = TRUE)) {
  for (info in read_index_file__json(index)) {
    ds <- read_IOH_v1plus(info)
    problem <- paste0("n=", info$DIM)
    budgets <- as.numeric(budgets_of[configuration == info$algId & problem == problem]$budget)
    fv <- get_FV_summary.DataSet(ds, budgets)
    rows[[length(rows) + 1]] <- data.table(configuration = info$algId, problem = problem,
                                           budget = fv$runtime, mean = fv$mean,
                                           median = fv$median)
  }
}
fwrite(rbindlist(rows), args[4])
