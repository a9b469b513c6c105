#include "report/report.hpp"

#include <algorithm>
#include <memory>
#include <vector>

#include "comparison/comparison_report.hpp"
#include "comparison/point_runs.hpp"
#include "report/baseline.hpp"
#include "report/comparison_matrix.hpp"
#include "report/conclusions.hpp"
#include "report/design_table.hpp"
#include "report/design_title.hpp"
#include "report/figures.hpp"
#include "report/fixed_target_section.hpp"
#include "report/html.hpp"
#include "report/latex.hpp"
#include "report/page_assets.hpp"
#include "report/points_table.hpp"
#include "report/provenance.hpp"
#include "report/report_inputs.hpp"
#include "report/runs_data.hpp"
#include "report/tuning.hpp"
#include "run/files.hpp"

namespace nqga {

namespace fs = std::filesystem;

namespace {

std::string page(const std::string& title, const std::string& lead, const std::string& body,
                 const std::string& script) {
  return "<!DOCTYPE html>\n<html lang=\"en\"><head><meta charset=\"utf-8\">\n<meta "
         "name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n<title>" +
         html_escape(title) + "</title>\n<style>" + kReportStyle + "</style></head>\n<body>\n<h1>" +
         html_escape(title) + "</h1>\n<p class=\"lead\">" + lead + "</p>\n" + body + "<script>" +
         script + "</script>\n</body></html>\n";
}

// What the run varied: the design's axes and the board sizes.
std::string varied_text(const ReportInputs& inputs) {
  std::vector<std::string> sizes;
  for (const ResultPoint& point : inputs.results.points) {
    const std::string n = std::to_string(point.n);
    if (std::find(sizes.begin(), sizes.end(), n) == sizes.end()) sizes.push_back(n);
  }
  return varied_words(inputs.results.design, sizes);
}

// The page of a run directory; the LaTeX tables too when asked.
std::string run_page(const fs::path& dir, const ReportOptions& options) {
  const ReportInputs inputs = read_report_inputs(dir);
  std::unique_ptr<Baseline> baseline;
  if (!options.baseline.empty()) {
    baseline =
        std::make_unique<Baseline>(compare_with_baseline(inputs.points, dir, options.baseline));
    write_file_atomically(dir / kBaselineComparisonFile, comparison_csv(baseline->comparison));
  }
  if (!options.latex.empty()) {
    write_file_atomically(options.latex, latex_tables(inputs, baseline.get()));
  }
  const std::string varied = varied_text(inputs);
  const std::string lead =
      std::to_string(inputs.results.runs.size()) + " runs: " + html_escape(varied) + ", from " +
      html_escape(fs::absolute(dir).lexically_normal().string()) +
      ". <a href=\"#conclusions\">Conclusions</a> · <a href=\"#points\">Points</a> · <a "
      "href=\"#comparison\">Comparison</a> · <a href=\"#figures\">Figures</a> · <a "
      "href=\"#runs\">Runs</a> · <a href=\"#provenance\">Provenance</a>";
  // Over instances the table by configuration and problem leads; the points (one per instance
  // and configuration) follow, folded.
  const std::string by_problem = design_table_section(inputs);
  const std::string points = points_section(inputs, baseline.get());
  const std::string body =
      conclusions_section(inputs, baseline.get()) + by_problem +
      (by_problem.empty() ? points
                          : "<details><summary>Every parameter point, instance "
                            "by instance</summary>\n" +
                                points + "</details>\n") +
      comparison_section(inputs.comparison, inputs.ranking) + figures_section(inputs) +
      fixed_target_section(inputs.results) + runs_section(inputs) + provenance_section(dir);
  return page(experiment_name(dir) + ": " + varied, lead, body, kReportScript);
}

}  // namespace

fs::path write_report(const fs::path& dir, const ReportOptions& options) {
  const fs::path out = options.out.empty() ? dir / "report.html" : options.out;
  if (const std::string shared =
          shared_output_refusal({{"--out", out}, {"--latex", options.latex}});
      !shared.empty()) {
    throw AnalysisError(shared);
  }
  const std::string html =
      is_tuning_folder(dir)
          ? page("nqga tuning: " + experiment_name(dir),
                 "irace's tuning in " + html_escape(fs::absolute(dir).lexically_normal().string()),
                 tuning_section(dir), kReportScript)
          : run_page(dir, options);
  write_file_atomically(out, html);
  return out;
}

}  // namespace nqga
