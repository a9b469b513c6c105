#include "cli/analysis_commands.hpp"

#include <filesystem>
#include <ostream>

#include "analysis/comparison_report.hpp"
#include "analysis/ioh_export.hpp"

namespace nqga {

namespace fs = std::filesystem;

namespace {

Comparison comparison_for(const CompareOptions& options) {
  const Metric metric = metric_named(options.metric);
  if (options.dirs.size() == 1) {
    return compare_points(read_point_runs(options.dirs[0]), metric, options.baseline);
  }
  if (!options.baseline.empty()) {
    throw AnalysisError(
        "--baseline picks a point of one run directory; with two, each point is "
        "compared with the point of the same label in the other");
  }
  return compare_matched_points(read_point_runs(options.dirs[0]), read_point_runs(options.dirs[1]),
                                metric);
}

}  // namespace

int compare_command(const CompareOptions& options, std::ostream& out, std::ostream& err) {
  Comparison comparison;
  try {
    comparison = comparison_for(options);
  } catch (const AnalysisError& e) {
    err << "nqga compare: " << e.what() << "\n";
    return 2;
  }
  if (comparison.pairs.empty()) {
    err << "nqga compare: nothing to compare: "
        << (options.dirs.size() == 1 ? "no two points with runs share an n"
                                     : "no point of one directory matches a point of the other")
        << "\n";
    for (const std::string& note : comparison.notes) err << "  " << note << "\n";
    return 2;
  }
  const std::string into = !options.out.empty()       ? options.out
                           : options.dirs.size() == 1 ? options.dirs[0]
                                                      : "";
  if (!into.empty()) {
    fs::create_directories(into);
    write_comparison(into, comparison);
  }
  out << (options.json ? comparison_json(comparison) : comparison_table(comparison));
  return 0;
}

int export_command(const ExportOptions& options, std::ostream& out, std::ostream& err) {
  try {
    const IohExport written = export_ioh(options.dir, options.out);
    out << "IOHprofiler data: " << written.runs << " runs of " << written.algorithms
        << " algorithm(s) on " << written.scenarios << " scenario(s) (n) in " << options.out
        << "\n";
    for (const std::string& note : written.notes) out << "note: " << note << "\n";
    return 0;
  } catch (const AnalysisError& e) {
    err << "nqga export: " << e.what() << "\n";
    return 2;
  }
}

}  // namespace nqga
