#include "cli/report_command.hpp"

#include <ostream>

#include "comparison/point_runs.hpp"
#include "report/report.hpp"
#include "run/files.hpp"
#include "run/run_directory.hpp"

namespace nqga {

namespace fs = std::filesystem;

int report_command(const ReportCommandOptions& options, std::ostream& out, std::ostream& err) {
  if (const std::string linked = outside_link_refusal(options.dir); !linked.empty()) {
    err << "nqga report: " << linked << "\n";
    return 2;
  }
  try {
    const fs::path page = write_report(options.dir, {options.out, options.baseline, options.latex});
    out << "report: " << page.string() << "\n";
    if (!options.latex.empty()) out << "LaTeX tables: " << options.latex << "\n";
    return 0;
  } catch (const AnalysisError& e) {
    err << "nqga report: " << e.what() << "\n";
    return 2;
  }
}

}  // namespace nqga
