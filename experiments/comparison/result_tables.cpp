#include "comparison/result_tables.hpp"

#include <algorithm>
#include <stdexcept>

#include "comparison/comparison_report.hpp"
#include "comparison/point_runs.hpp"
#include "comparison/ranking.hpp"
#include "comparison/scaling.hpp"
#include "comparison/versus_exact.hpp"
#include "run/job_record.hpp"
#include "tables/design_summary.hpp"
#include "tables/fixed_budget.hpp"
#include "tables/fixed_target.hpp"
#include "tables/runtime_ecdf.hpp"
#include "tables/summarize.hpp"

namespace nqga {

const std::vector<std::string>& result_table_names() {
  static const std::vector<std::string> names{"runs.csv",           "summary.csv",
                                              "design_summary.csv", "versus_exact.csv",
                                              "comparison.csv",     "comparison-omnibus.csv",
                                              "fixed_target.csv",   "generations_quantiles.csv",
                                              "scaling.csv",        "ranking.csv",
                                              "fixed_budget.csv",   "runtime_ecdf.csv"};
  return names;
}

namespace {

void check_name(const std::string& file) {
  const auto& names = result_table_names();
  if (std::find(names.begin(), names.end(), file) == names.end())
    throw std::invalid_argument("'" + file + "' is no table of a run directory's results");
}

}  // namespace

std::vector<ColumnSpec> table_columns(const std::string& file) {
  check_name(file);
  const Results none;
  if (file == "runs.csv") return specs_of(runs_schema(none));
  if (file == "summary.csv") return specs_of(summary_schema(none));
  if (file == "design_summary.csv") return specs_of(design_summary_schema());
  if (file == "versus_exact.csv") return specs_of(versus_exact_schema());
  if (file == "comparison.csv") return comparison_columns();
  if (file == "comparison-omnibus.csv") return omnibus_columns();
  if (file == "scaling.csv") return specs_of(scaling_schema());
  if (file == "ranking.csv") return specs_of(ranking_schema());
  if (file == "fixed_target.csv") return fixed_target_specs();
  if (file == "fixed_budget.csv") return fixed_budget_specs();
  if (file == "runtime_ecdf.csv") return runtime_ecdf_specs();
  return generations_quantiles_specs();
}

std::vector<ColumnSpec> generation_log_specs(std::size_t islands) {
  std::vector<ColumnSpec> specs;
  for (const LogColumn& column : generation_log_columns()) {
    const bool whole = std::holds_alternative<std::int64_t GenerationRecord::*>(column.value);
    specs.push_back(
        {column.name, whole ? ColumnType::kCount : ColumnType::kReal, column.unit, column.meaning});
  }
  for (std::size_t i = 1; i <= islands; ++i) {
    specs.push_back({island_column(i), ColumnType::kReal, "conflicting pairs",
                     "island " + std::to_string(i) + "'s best conflicts"});
  }
  return specs;
}

Table result_table(const Results& results, const std::string& file) {
  check_name(file);
  if (file == "runs.csv") return runs_table(results);
  if (file == "summary.csv") return summary_table(results);
  if (file == "design_summary.csv") return design_summary_table(results);
  if (file == "versus_exact.csv") return versus_exact_table(versus_exact(results));
  if (file == "scaling.csv") return scaling_table(scaling(results));
  if (file == "fixed_target.csv") return fixed_target_table(fixed_target_groups(results));
  if (file == "fixed_budget.csv") return fixed_budget_table(fixed_target_groups(results));
  if (file == "runtime_ecdf.csv") return runtime_ecdf_table(fixed_target_groups(results));
  if (file == "generations_quantiles.csv")
    return generations_quantiles_table(results, curves_by_point(results.source, results));
  const Comparison comparison = compare_points(point_runs(results), Metric::kEvaluations);
  if (file == "ranking.csv") return ranking_table(rank_across_problems(comparison));
  return file == "comparison.csv" ? comparison_table_of(comparison) : omnibus_table(comparison);
}

}  // namespace nqga
