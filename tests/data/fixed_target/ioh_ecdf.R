# IOHanalyzer's own fixed-target ECDF and ERT over nqga's IOH export: for each algorithm and
# dimension, ECDF.DataSetList at the targets of fixed_target.csv (get_RT_sample: the evaluations
# to reach each target, NA -> Inf, then R's ecdf), evaluated at fixed_target.csv's budgets; and
# get_ERT.DataSet at those targets (censored runs count the data set's largest evaluation count,
# each run's own when they all spent one budget, as here).
# IOHanalyzer's reader (read_index_file__json, read_IOH_v1plus and its C++ alignment) reads the
# .dat files; nothing of nqga's computation is used but the targets and budgets.
# Usage: Rscript ioh_ecdf.R IOHANALYZER_SOURCE EXPORT_DIR FIXED_TARGET_CSV ECDF_CSV ERT_CSV
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

views <- fread(args[3], colClasses = "character")
rows <- list()
erts <- list()
for (index in list.files(args[2], pattern = "\\.json$", recursive = TRUE, full.names = TRUE)) {
  for (info in read_index_file__json(index)) {
    ds <- read_IOH_v1plus(info)
    dsl <- structure(list(ds), class = c("DataSetList", "list"),
                     DIM = attr(ds, "DIM"), funcId = attr(ds, "funcId"),
                     algId = attr(ds, "algId"), maximization = FALSE)
    mine <- views[configuration == info$algId & problem == paste0("n=", info$DIM)]
    targets <- as.numeric(mine[view == "target"]$target)
    budgets <- as.numeric(mine[view == "ecdf"]$budget)
    fun <- ECDF.DataSetList(dsl, targets)
    rows[[length(rows) + 1]] <- data.table(configuration = info$algId,
                                           problem = paste0("n=", info$DIM),
                                           budget = budgets, ecdf = fun(budgets))
    ert <- get_ERT.DataSet(ds, targets)
    erts[[length(erts) + 1]] <- data.table(configuration = info$algId,
                                           problem = paste0("n=", info$DIM),
                                           target = ert$target, ert = ert$ERT)
  }
}
fwrite(rbindlist(rows), args[4])
fwrite(rbindlist(erts), args[5])
