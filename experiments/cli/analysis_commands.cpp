#include "cli/analysis_commands.hpp"

#include <cctype>
#include <filesystem>
#include <ostream>
#include <string>
#include <string_view>

#include "comparison/comparison_report.hpp"
#include "comparison/rank_test_registry.hpp"
#include "ioh/ioh_export.hpp"
#include "results/read_results.hpp"

namespace nqga {

namespace fs = std::filesystem;

namespace {

Comparison comparison_for(const CompareOptions& options) {
  const Metric metric = metric_named(options.metric);
  const RegisteredTest* test = asked_test(options.test);
  if (options.dirs.size() == 1) {
    return compare_points(point_runs(read_results(options.dirs[0])), metric, options.baseline,
                          test);
  }
  if (!options.baseline.empty()) {
    throw AnalysisError(
        "--baseline picks a point of one run directory; with two, each point is "
        "compared with the point of the same label in the other");
  }
  std::error_code error;
  if (fs::equivalent(options.dirs[0], options.dirs[1], error)) {
    throw AnalysisError(options.dirs[0] + " and " + options.dirs[1] +
                        " are one run directory, so each point would be compared with itself; "
                        "give one DIR to compare its points, or two different ones");
  }
  return compare_matched_points(point_runs(read_results(options.dirs[0])),
                                point_runs(read_results(options.dirs[1])), metric, test);
}

// A word of a file name: letters, digits and the characters of `kept` as they are, every other
// byte as %XX (hexadecimal), '%' included, so that no two words give one name ("inst/a.txt" is
// inst%2Fa.txt, "inst_a.txt" stays).
std::string file_word(const std::string& text, std::string_view kept = "._=") {
  static constexpr char kHex[] = "0123456789ABCDEF";
  std::string word;
  for (const char c : text) {
    const auto byte = static_cast<unsigned char>(c);
    if (std::isalnum(byte) || kept.find(c) != std::string_view::npos) {
      word += c;
    } else {
      word += {'%', kHex[byte >> 4], kHex[byte & 15]};
    }
  }
  return word;
}

// A run directory's last name ("results/long/" -> "long") as a word of a file name.
std::string directory_word(const std::string& dir) {
  fs::path path = fs::path(dir).lexically_normal();
  if (!path.has_filename()) path = path.parent_path();
  return file_word(path.filename().string());
}

// The name of the files for what is compared: "comparison" for what `nqga run` writes (one
// directory, evaluations, every pair, tests chosen), else named for the metric, the baseline, the
// test and the directories, so that the run's own comparison is never overwritten by another.
// The words between its '-' cannot hold one ('-' is %2D there) but the test's, which comes last,
// so that two comparisons never share a name.
std::string comparison_name(const CompareOptions& options) {
  std::string name = "comparison";
  if (options.dirs.size() == 2) {
    name += "-" + directory_word(options.dirs[0]) + "-vs-" + directory_word(options.dirs[1]);
  }
  if (options.metric != "evaluations") name += "-" + options.metric;
  if (!options.baseline.empty()) name += "-baseline-" + file_word(options.baseline);
  if (!options.test.empty()) name += "-test-" + file_word(options.test, "._=-");
  return name;
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
    const bool refused = comparison.not_compared > 0;
    err << "nqga compare: nothing to compare: "
        << (refused                    ? "no two points that may be compared"
            : options.dirs.size() == 1 ? "no two points with runs share a problem point"
                                       : "no point of one directory matches a point of the other")
        << "\n";
    for (const std::string& note : comparison.notes) err << "  " << note << "\n";
    return 2;
  }
  const std::string into = !options.out.empty()       ? options.out
                           : options.dirs.size() == 1 ? options.dirs[0]
                                                      : "";
  out << (options.json ? comparison_json(comparison) : comparison_table(comparison));
  if (!into.empty()) {
    const std::string name = comparison_name(options);
    fs::create_directories(into);
    write_comparison(into, comparison, name);
    if (!options.json) out << "written: " << (fs::path(into) / name).string() << ".csv, .json\n";
  }
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
